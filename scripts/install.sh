#!/usr/bin/env bash
# Builds and installs every Strata tool into $(go env GOPATH)/bin, and the
# code generators the CPU target runs (scripts/setup-toolchain.sh: clang-22,
# llvm-22-tools) when they are missing. It then compiles a small example for
# this machine, which builds the CPU runtime (runtime/cpurt, about a second
# of cc) into the compile cache ($STRATA_CACHE_DIR, default under the user
# cache folder) once, so that the first model compiled does not wait for it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup-toolchain.sh
go install ./tools/...
tools=$(go list -f '{{if eq .Name "main"}}{{.Target}}{{end}}' ./tools/... | xargs -n1 basename | tr '\n' ' ')
echo "installed: ${tools}into $(go env GOPATH)/bin"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"$(go env GOPATH)/bin/strata-compile" examples/basics/add.mlir -o "$work/add.so"
echo "built the CPU runtime into the compile cache"
