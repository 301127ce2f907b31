#!/usr/bin/env bash
# Times strata-filecheck against LLVM 14's FileCheck in the same run:
#   1. a large input (about 50 MB of MLIR-like text) with 10,000 CHECK lines;
#   2. the whole differential corpus (filecheck/testdata/corpus), one process per case.
# Prints a markdown table for docs/benchmarks.md. Usage: bench/filecheck/run.sh [MB] [CHECKS]
set -euo pipefail
cd "$(dirname "$0")/../.."
MB=${1:-50}
CHECKS=${2:-10000}
LLVM=/usr/lib/llvm-14/bin/FileCheck
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/strata-filecheck" ./tools/strata-filecheck
go run bench/filecheck/gen.go -dir "$work" -mb "$MB" -checks "$CHECKS"

# best of three wall-clock seconds and the peak RSS (KiB) of that run
measure() {
  local best="" rss=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$work/t" "$@" >/dev/null 2>&1 || { echo "command failed: $*" >&2; exit 1; }
    read -r s m <"$work/t"
    if [ -z "$best" ] || awk "BEGIN{exit !($s < $best)}"; then best=$s; rss=$m; fi
  done
  echo "$best $rss"
}

read -r ls lm < <(measure "$LLVM" "$work/check.mlir" --input-file "$work/input.mlir")
read -r ss sm < <(measure "$work/strata-filecheck" "$work/check.mlir" --input-file "$work/input.mlir")

# The corpus: every case through each tool (exit codes are compared by the Go test, not here).
corpus_run() {
  local tool=$1
  for f in filecheck/testdata/corpus/*.txt; do
    awk '/^-- check --$/{s=1;next} /^-- /{s=0} s' "$f" >"$work/c.txt"
    awk '/^-- input --$/{s=1;next} /^-- /{s=0} s' "$f" >"$work/i.txt"
    "$tool" "$work/c.txt" --input-file "$work/i.txt" >/dev/null 2>&1 || true
  done
}
export -f corpus_run
export work
n=$(ls filecheck/testdata/corpus/*.txt | wc -l)
lc=$( { /usr/bin/time -f "%e" bash -c "corpus_run $LLVM" ; } 2>&1 | tail -1)
sc=$( { /usr/bin/time -f "%e" bash -c "corpus_run $work/strata-filecheck" ; } 2>&1 | tail -1)

echo "| workload | LLVM 14 FileCheck | strata-filecheck | ratio (LLVM / strata) |"
echo "| --- | --- | --- | --- |"
printf "| %s MB input, %s CHECK lines | %.2f s, %d MiB | %.2f s, %d MiB | %.2fx |\n" \
  "$(( $(stat -c %s "$work/input.mlir") / 1048576 ))" "$(grep -c CHECK "$work/check.mlir")" "$ls" $((lm/1024)) "$ss" $((sm/1024)) "$(awk "BEGIN{print $ls/$ss}")"
printf "| corpus, %s cases (one process each) | %.2f s | %.2f s | %.2fx |\n" "$n" "$lc" "$sc" "$(awk "BEGIN{print $lc/$sc}")"
