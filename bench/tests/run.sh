#!/usr/bin/env bash
# How long `go test ./...` takes on this machine, idle and loaded, and where its CPU goes:
#   bench/tests/run.sh measure [--loaded] > bench/tests/results/DATE.tsv   # one row, TSV
#   bench/tests/run.sh table bench/tests/results/DATE.tsv...             # the table in docs/benchmarks.md
# --loaded runs `go test -race ./ir ./passes` in a loop beside it (the load the issue's 5-minute goal
# is measured under). Each test binary runs under `go test -exec` through a wrapper that records its
# CPU (children, such as ptxas or cc, included); what is left of the whole run's CPU is building,
# linking and go test itself. The build cache is kept (a first run after a change also compiles).
set -euo pipefail
cd "$(dirname "$0")/../.."
case "${1:-}" in
measure)
  shift
  loaded=false
  [ "${1:-}" = --loaded ] && loaded=true
  work=$(mktemp -d)
  trap 'touch "$work/stop"; wait; rm -rf "$work"' EXIT
  cat > "$work/timed" <<'EOF'
#!/usr/bin/env bash
# go test -exec wrapper: run the test binary, append "user sys package" to $STRATA_TEST_TIMES.
/usr/bin/time -f "%U %S $PWD" -a -o "$STRATA_TEST_TIMES" "$@"
EOF
  chmod +x "$work/timed"
  if $loaded; then
    (while [ ! -e "$work/stop" ]; do go test -race -count=1 ./ir ./passes > /dev/null 2>&1 || true; done) &
    sleep 5
  fi
  start=$(date +%s.%N)
  status=pass
  STRATA_TEST_TIMES="$work/times" /usr/bin/time -f "%U %S" -o "$work/all" \
    go test -count=1 -exec "$work/timed" ./... > "$work/log" 2>&1 || status=FAIL
  wall=$(echo "$(date +%s.%N) - $start" | bc)
  read -r user sys < <(tail -n 1 "$work/all")
  tests=$(awk '{s += $1 + $2} END {printf "%.0f", s}' "$work/times")
  slowest=$(awk -v root="$PWD/" '{sub(root, "", $3); printf "%s %.0f\n", $3, $1 + $2}' "$work/times" |
    sort -k2 -rn | head -5 | awk '{printf "%s%s %s s", (NR > 1 ? ", " : ""), $1, $2}')
  printf "date\tcommit\tcondition\tstatus\twall_s\tcpu_s\ttest_binaries_cpu_s\tslowest\n"
  printf "%s\t%s\t%s\t%s\t%.0f\t%.0f\t%s\t%s\n" "$(date +%F)" "$(git rev-parse --short HEAD)" \
    "$($loaded && echo loaded || echo idle)" "$status" "$wall" "$(echo "$user + $sys" | bc)" "$tests" "$slowest"
  [ $status = pass ] || { grep -E '^(FAIL|--- FAIL)' "$work/log" >&2; exit 1; } ;;
table)
  shift
  {
    echo "Raw numbers: $(printf '`%s`\n' "$@" | paste -sd, - | sed 's/,/, /g')."
    echo
    echo "| date | commit | the machine | go test ./... wall | CPU (all) | CPU of the test binaries | slowest packages (CPU) |"
    echo "| --- | --- | --- | --- | --- | --- | --- |"
    for f in "$@"; do
      awk -F'\t' 'NR > 1 {printf "| %s | %s | %s | %s s%s | %s s | %s s | %s |\n", $1, $2, $3, $5, ($4 == "pass" ? "" : " (" $4 ")"), $6, $7, $8}' "$f"
    done
  } | python3 bench/splice.py test-time docs/benchmarks.md ;;
*) echo "usage: bench/tests/run.sh measure [--loaded] | table RESULTS.tsv..." >&2; exit 2 ;;
esac
