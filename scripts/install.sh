#!/usr/bin/env bash
# Builds and installs every Strata tool into $(go env GOPATH)/bin, and the
# code generators the CPU target runs (scripts/setup-toolchain.sh: clang-22,
# llvm-22-tools) when they are missing.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-toolchain.sh
go install ./tools/...
tools=$(go list -f '{{if eq .Name "main"}}{{.Target}}{{end}}' ./tools/... | xargs -n1 basename | tr '\n' ' ')
echo "installed: ${tools}into $(go env GOPATH)/bin"
