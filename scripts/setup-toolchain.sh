#!/usr/bin/env bash
# Installs the code generators the CPU target runs on a fresh Debian machine:
# clang-22 (optimizes and compiles each unit in one process), llc-22 and
# opt-22 (llvm-22-tools, the path without clang) and a C compiler for the
# harness and the runtime. LLVM 14's llc, which Debian installs by default,
# cannot compile every intrinsic the lowering emits (llvm.maximum, tanh...).
# Idempotent: skips apt when everything is already present.
set -euo pipefail

need=()
command -v llc-22 >/dev/null 2>&1 || need+=(llvm-22-tools llvm-22)
command -v clang-22 >/dev/null 2>&1 || need+=(clang-22)
command -v cc >/dev/null 2>&1 || need+=(gcc libc6-dev)

if [ ${#need[@]} -eq 0 ]; then
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
echo "setup-toolchain: installing ${need[*]}" >&2
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
