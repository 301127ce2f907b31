#!/usr/bin/env bash
# Parse + verify + print of large modules: strata-opt against mlir-opt-22 in the same run
# (mlir-opt with and without --mlir-disable-threading). Best of three runs; peak RSS from
# /usr/bin/time. Prints a markdown table for docs/benchmarks.md.
#   bench/ir/run.sh            # the three workloads of the IR-core issue
#   bench/ir/run.sh quick      # smaller modules, for a smoke test
set -euo pipefail
cd "$(dirname "$0")/../.."
command -v mlir-opt-22 >/dev/null || { echo "mlir-opt-22 missing: run scripts/setup-test-deps.sh" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
go build -o "$work/strata-opt" ./tools/strata-opt

if [ "${1:-}" = quick ]; then
  workloads=("1 100000 one function of 100,000 ops" "1000 100 1,000 functions of 100 ops")
else
  workloads=("1 1000000 one function of 1,000,000 ops" "10000 100 10,000 functions of 100 ops" "1 2000000 one function of 2,000,000 ops" "L 100000 one function of 100,000 linalg.generic ops")
fi

measure() { # prints "seconds MiB" of the best of three runs
  local best="" rss=""
  for _ in 1 2 3; do
    /usr/bin/time -f "%e %M" -o "$work/t" "$@" >/dev/null 2>"$work/err" || { cat "$work/err" >&2; echo "failed: $*" >&2; exit 1; }
    read -r s m <"$work/t"
    if [ -z "$best" ] || awk "BEGIN{exit !($s < $best)}"; then best=$s; rss=$m; fi
  done
  echo "$best $((rss / 1024))"
}

echo "| module | size | mlir-opt-22 | mlir-opt-22 --mlir-disable-threading | strata-opt | ratio (mlir-opt / strata) |"
echo "| --- | --- | --- | --- | --- | --- |"
for w in "${workloads[@]}"; do
  read -r funcs ops desc <<<"$w"
  f="$work/m.mlir"
  if [ "$funcs" = L ]; then
    go run bench/ir/gen.go -linalg -ops "$ops" -o "$f"
  else
    go run bench/ir/gen.go -funcs "$funcs" -ops "$ops" -o "$f"
  fi
  size=$(( $(stat -c %s "$f") / 1048576 ))
  read -r ms mm < <(measure mlir-opt-22 "$f" -o /dev/null)
  read -r ds dm < <(measure mlir-opt-22 --mlir-disable-threading "$f" -o /dev/null)
  read -r ss sm < <(measure "$work/strata-opt" "$f" -o /dev/null)
  printf "| %s | %d MB | %.2f s, %d MiB | %.2f s, %d MiB | %.2f s, %d MiB | %.2fx |\n" \
    "$desc" "$size" "$ms" "$mm" "$ds" "$dm" "$ss" "$sm" "$(awk "BEGIN{print $ms/$ss}")"
done
