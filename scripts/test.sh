#!/usr/bin/env bash
# Runs every test: unit tests, the lit file tests under test/lit/, and the differential tests
# against LLVM's FileCheck and mlir-opt-22 (go test ./..., a few minutes), then the longer suites
# in full (scripts/long-tests.sh: the model zoo and op corpus; STRATA_QUICK=1 skips them).
# Installs the test dependencies first. The packages whose tests or code run goroutines are also
# tested under the race detector. Timeouts are explicit and generous: a loaded 2-core machine
# must not hit go test's 10-minute default, and a hang still ends.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-test-deps.sh
gofmt_out="$(gofmt -l . | grep -v '^testdata/' || true)"
if [ -n "$gofmt_out" ]; then
  echo "gofmt needed on:"; echo "$gofmt_out"; exit 1
fi
go vet ./...
go test -timeout 30m ./... "$@"
go test -race -timeout 30m ./dialects/all ./dialects/torch ./interp/exec ./passes ./lit ./ir ./filecheck ./driver/... ./test/ops ./test/opinfo ./test/zoo ./plugin ./lowering/partition ./test/lit/Dialect
go test -race -timeout 30m -run 'TestCompileCache|TestThreadCount|TestMatmulUKernel' ./backend/cpu
if [ -z "${STRATA_QUICK:-}" ]; then
  scripts/long-tests.sh
fi
