#!/usr/bin/env bash
# strata-compile's time from each model's torch text to a loadable shared library on this machine:
# cold (an empty compile cache: every kernel and the CPU runtime compiled), runtime installed (an
# empty cache but for the CPU runtime, which scripts/install.sh builds once per machine: a new
# model's first compile) and warm (the same model again: every kernel from the cache), best of
# three wall-clock runs each, with peak memory of the cold one; against Inductor's cold
# compile of the same model on the GPU machine (CPU and GPU, from the result files named below,
# measured by scripts/device/cpu_bench.py --inductor and scripts/device/gpu_bench.py). Writes the
# table into the compile-time section of docs/benchmarks.md (and prints it).
#   bench/models/compile_time.sh [STRATA_COMPILE]
# Rows: every model of test/models, and test/zoo's resnet50 and efficientnet_b0.
# Where mlir-opt-22 is installed it also prints, without writing it, the middle of the path against
# upstream: the model's linalg to LLVM IR by strata-compile and by mlir-opt-22 | mlir-translate-22.
set -euo pipefail
cd "$(dirname "$0")/../.."
bin=${1:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
if [ -z "$bin" ]; then
  go build -o "$work/strata-compile" ./tools/strata-compile
  bin="$work/strata-compile"
fi
inductor_cpu=${INDUCTOR_CPU:-bench/cpu/results/xeon-inductor-2026-12-03-all.tsv}
inductor_gpu=${INDUCTOR_GPU:-bench/gpu/results/h200-2026-12-05.tsv}
best() { # best wall time (s) and its peak RSS (MiB) of three runs of "$@"; $fresh empties the cache first,
  # and $runtime then builds the CPU runtime into it (as scripts/install.sh does once per machine)
  local b="" r=""
  for _ in 1 2 3; do
    if [ -n "${fresh:-}" ]; then rm -rf "$work/cache"; fi
    if [ -n "${runtime:-}" ]; then STRATA_CACHE_DIR="$work/cache" "$bin" examples/basics/add.mlir -o "$work/add.so" >/dev/null; fi
    STRATA_CACHE_DIR="$work/cache" /usr/bin/time -f "%e %M" -o "$work/t" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "failed: $*" >&2; return 1; }
    read -r s m <"$work/t"
    if [ -z "$b" ] || awk "BEGIN{exit !($s < $b)}"; then b=$s; r=$m; fi
  done
  echo "$b $((r / 1024))"
}
column_of() { # the value of column $2 for model $3 in the TSV $1 ("" when absent)
  [ -f "$1" ] || return 0
  awk -F'\t' -v col="$2" -v m="$3" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == col) c = i; next } $1 == m && c { print $c }' "$1"
}
if command -v mlir-opt-22 >/dev/null; then
  UPSTREAM='builtin.module(one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(convert-linalg-to-loops),expand-strided-metadata,lower-affine,convert-scf-to-cf,convert-math-to-llvm,convert-math-to-libm,finalize-memref-to-llvm,convert-arith-to-llvm,convert-cf-to-llvm,convert-func-to-llvm,convert-index-to-llvm,reconcile-unrealized-casts)'
  {
  echo "| model | linalg → LLVM IR: Strata | linalg → LLVM IR: mlir-opt-22 + mlir-translate-22 | upstream / Strata |"
  echo "| --- | --- | --- | --- |"
  for d in test/models/*/; do
    m=$(basename "$d")
    "$bin" "$d/model.mlir" --emit=linalg -o "$work/l.mlir"
    read -r s _ < <(best "$bin" "$work/l.mlir" --emit=llvm-ir -o "$work/s.ll")
    read -r u _ < <(best bash -c "mlir-opt-22 --pass-pipeline='$UPSTREAM' \"\$0\" | mlir-translate-22 --mlir-to-llvmir > $work/u.ll" "$work/l.mlir")
    printf "| %s | %.2f s | %.2f s | %.1f |\n" "$m" "$s" "$u" "$(awk "BEGIN{print $u / $s}")"
  done
  } | tee "$work/upstream.md"
  python3 bench/splice.py compile-upstream docs/benchmarks.md < "$work/upstream.md"
fi
{
  echo "Machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), load average $(cut -d' ' -f1 /proc/loadavg) at the start; $(date +%F); command: \`bench/models/compile_time.sh\`. Inductor: \`$inductor_cpu\` (CPU, 16 threads) and \`$inductor_gpu\` (GPU), the GPU machine."
  echo
  echo "| model | Strata, cold cache | Strata, runtime installed | Strata, warm cache | Inductor CPU, cold | vs Inductor CPU | Inductor GPU, cold | vs Inductor GPU |"
  echo "| --- | --- | --- | --- | --- | --- | --- | --- |"
  # The test models, and two larger ones of the zoo (the issue's resnet50- and efficientnet-sized).
  for d in test/models/*/ test/zoo/resnet50/ test/zoo/efficientnet_b0/; do
    m=$(basename "$d")
    case $d in test/zoo/*) m="zoo/$m" ;; esac
    read -r cold coldm < <(fresh=1 best "$bin" "$d/model.mlir" -o "$work/m.so")
    read -r installed _ < <(fresh=1 runtime=1 best "$bin" "$d/model.mlir" -o "$work/m.so")
    read -r warm warmm < <(best "$bin" "$d/model.mlir" -o "$work/m.so")
    ic=$(column_of "$inductor_cpu" inductor_compile_s "${m#zoo/}")
    ig=$(column_of "$inductor_gpu" inductor_compile_s "${m#zoo/}")
    rc=""; rg=""
    [ -n "$ic" ] && rc=$(awk "BEGIN{printf \"%.0fx faster\", $ic / $cold}") && ic=$(printf "%.1f s" "$ic")
    [ -n "$ig" ] && rg=$(awk "BEGIN{printf \"%.0fx faster\", $ig / $cold}") && ig=$(printf "%.1f s" "$ig")
    printf "| %s | %.2f s, %d MiB | %.2f s | %.2f s | %s | %s | %s | %s |\n" "$m" "$cold" "$coldm" "$installed" "$warm" "$ic" "$rc" "$ig" "$rg"
  done
} | tee "$work/table.md"
python3 bench/splice.py compile-time docs/benchmarks.md < "$work/table.md"
