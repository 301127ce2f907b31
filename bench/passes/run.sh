#!/usr/bin/env bash
# canonicalize,cse on the generated module of BenchmarkCanonicalizeCSE (1000 functions of 600 arith
# ops): strata-opt against mlir-opt-22 in the same run, one thread each, best of N runs (default 5).
# Checks that the outputs are byte-identical and prints a markdown table for docs/benchmarks.md.
#   bench/passes/run.sh [N]
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v mlir-opt-22 >/dev/null || { echo "mlir-opt-22 missing: run scripts/setup-test-deps.sh" >&2; exit 1; }
runs=${1:-5}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/strata-opt" ./tools/strata-opt
STRATA_BENCH_MODULE="$work/m.mlir" go test ./passes -run '^$' -bench CanonicalizeCSE -benchtime 1x >/dev/null
pipeline='builtin.module(func.func(canonicalize,cse))'

# measure TOOL OUT: prints the best (minimum) of each column over the runs:
# pipeline canonicalize cse whole-run peak-MiB
measure() {
  local tool=$1 out=$2
  for _ in $(seq "$runs"); do
    /usr/bin/time -f "%e %M" -o "$work/t" "$tool" --pass-pipeline="$pipeline" --mlir-disable-threading \
      --mlir-timing "$work/m.mlir" -o "$out" 2>"$work/err" || { cat "$work/err" >&2; exit 1; }
    awk '/func.func. Pipeline/{p=$1} /Canonicalizer/{c=$1} / CSE$/{s=$1} END{printf "%s %s %s ", p, c, s}' "$work/err"
    read -r sec kb <"$work/t"
    echo "$sec $((kb / 1024))"
  done | awk '{for(i=1;i<=5;i++) if(NR==1||$i<m[i]) m[i]=$i} END{printf "%.2f %.2f %.2f %.2f %d\n", m[1], m[2], m[3], m[4], m[5]}'
}

read -r sp sc ss sw sm < <(measure "$work/strata-opt" "$work/s.out")
read -r mp mc ms mw mm < <(measure mlir-opt-22 "$work/m.out")
cmp -s "$work/s.out" "$work/m.out" && same="byte-identical" || same="DIFFERENT"
echo "outputs: $same"
echo "| tool | pass pipeline | canonicalize | cse | whole run (parse+passes+print) | peak RSS |"
echo "| --- | --- | --- | --- | --- | --- |"
echo "| strata-opt | $sp s | $sc s | $ss s | $sw s | $sm MiB |"
echo "| mlir-opt-22 | $mp s | $mc s | $ms s | $mw s | $mm MiB |"
ratio() { awk "BEGIN{printf \"%.2f\", $1/$2}"; }
echo
echo "Ratios (mlir-opt-22 / strata-opt, >1 means strata is faster): pipeline $(ratio "$mp" "$sp")x," \
  "canonicalize $(ratio "$mc" "$sc")x, cse $(ratio "$ms" "$ss")x, whole run $(ratio "$mw" "$sw")x."
