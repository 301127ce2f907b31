#!/usr/bin/env bash
# Installs what the test suite needs on a fresh Debian machine:
#   llvm-14        -> /usr/lib/llvm-14/bin/FileCheck (the oracle for strata-filecheck), llc, opt, lli
#   mlir-22-tools  -> mlir-opt-22 (the oracle for the textual format)
# and, through scripts/setup-toolchain.sh, the CPU target's clang-22 and llvm-22-tools.
# Idempotent: skips apt when everything is already present.
set -euo pipefail
"$(dirname "${BASH_SOURCE[0]}")/setup-toolchain.sh"
"$(dirname "${BASH_SOURCE[0]}")/setup-ptxas.sh" >/dev/null || echo "setup-test-deps: ptxas not fetched (emit/ptx's assembler tests skip, or fail under CI=true)" >&2

need=()
[ -x /usr/lib/llvm-14/bin/FileCheck ] || need+=(llvm-14 llvm-14-tools)
command -v mlir-opt-22 >/dev/null 2>&1 || need+=(mlir-22-tools)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
