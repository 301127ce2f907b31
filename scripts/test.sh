#!/usr/bin/env bash
# Runs every test: unit tests, the lit file tests under test/lit/, and the differential tests
# against LLVM's FileCheck and mlir-opt-22 (go test ./..., a few minutes), then the longer suites
# in full (scripts/long-tests.sh: the model zoo and op corpus; STRATA_QUICK=1 skips them).
# Installs the test dependencies first.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-test-deps.sh
gofmt_out="$(gofmt -l . | grep -v '^testdata/' || true)"
if [ -n "$gofmt_out" ]; then
  echo "gofmt needed on:"; echo "$gofmt_out"; exit 1
fi
go vet ./...
go test ./... "$@"
if [ -z "${STRATA_QUICK:-}" ]; then
  scripts/long-tests.sh
fi
