#!/usr/bin/env bash
# strata-compile's time from each model's torch text to a shared library (best of three), and to
# LLVM IR (no llc/cc), with peak memory; and, where mlir-opt-22 is installed, the middle of the
# path against upstream: the model's linalg (strata-compile --emit=linalg) to LLVM IR by
# strata-compile and by mlir-opt-22 (upstream's equivalent pipeline) | mlir-translate-22.
# Prints a markdown table for docs/benchmarks.md.
#   bench/models/compile_time.sh [STRATA_COMPILE]
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$bin" ]; then
  go build -o "$work/strata-compile" ./tools/strata-compile
  bin="$work/strata-compile"
fi
best() { # best wall time (s) and its peak RSS (MiB) of three runs of "$@"
  local b="" r=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$work/t" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "failed: $*" >&2; return 1; }
    read -r s m <"$work/t"
    if [ -z "$b" ] || awk "BEGIN{exit !($s < $b)}"; then b=$s; r=$m; fi
  done
  echo "$b $((r / 1024))"
}
UPSTREAM='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(convert-linalg-to-loops),expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-index-to-llvm,reconcile-unrealized-casts)'
upstream() { mlir-opt-22 --pass-pipeline="$UPSTREAM" "$1" | mlir-translate-22 --mlir-to-llvmir >"$work/u.ll"; }
export -f upstream
export UPSTREAM work
if command -v mlir-opt-22 >/dev/null; then
  echo "| model | linalg → LLVM IR: Strata | linalg → LLVM IR: mlir-opt-22 + mlir-translate-22 | upstream / Strata |"
  echo "| --- | --- | --- | --- |"
  for d in test/models/*/; do
    m=$(basename "$d")
    "$bin" "$d/model.mlir" --emit=linalg -o "$work/l.mlir"
    read -r s _ < <(best "$bin" "$work/l.mlir" --emit=llvm-ir -o "$work/s.ll")
    read -r u _ < <(best bash -c 'upstream "$0"' "$work/l.mlir")
    printf "| %s | %.2f s | %.2f s | %.1f |\n" "$m" "$s" "$u" "$(awk "BEGIN{print $u / $s}")"
  done
  echo
fi
echo "| model | torch text → LLVM IR | torch text → .so (with llc -O3 and cc) |"
echo "| --- | --- | --- |"
for d in test/models/*/; do
  m=$(basename "$d")
  read -r ir irm < <(best "$bin" "$d/model.mlir" --emit=llvm-ir -o "$work/m.ll")
  if command -v llc-22 >/dev/null || [ -x /usr/lib/llvm-14/bin/llc ]; then
    read -r so som < <(best "$bin" "$d/model.mlir" --emit=so -o "$work/m.so")
    printf "| %s | %.2f s, %d MiB | %.2f s, %d MiB |\n" "$m" "$ir" "$irm" "$so" "$som"
  else
    printf "| %s | %.2f s, %d MiB | (no llc) |\n" "$m" "$ir" "$irm"
  fi
done
