#!/usr/bin/env bash
# Checks the cuda target on a machine with an NVIDIA GPU and driver (no Go
# and no CUDA toolkit needed there): backend/cuda's tests, GPU ones
# included, then `strata-run --target=cuda --model DIR` for every model of
# test/models and every op case of test/ops, each compared with PyTorch's
# recorded outputs (strata-run's tolerances: rtol 1e-3, atol 1e-4). It
# prints one line per case and a final "N passed, N failed".
#
# Build the binaries first, on any machine, without cgo:
#
#   CGO_ENABLED=0 go test -c -o .device-bin/cuda-backend.test ./backend/cuda
#   CGO_ENABLED=0 go build -o .device-bin/strata-run ./tools/strata-run
#
# then carry .device-bin/ to the GPU machine and run this script from the
# repository root there. Arguments select cases by name (a shell pattern
# matched against "models/NAME" and "ops/NAME"); GPU_CHECK_JOBS sets the
# cases run at once (8), GPU_CHECK_TIMEOUT the seconds one case may take
# (120); GPU_CHECK_KEEP=DIR keeps every case's strata-run output there;
# GPU_CHECK_FLAGS adds strata-run flags (--allow-conv-tf32: the results
# are then compared at tf32's tolerances).
set -uo pipefail
cd "$(dirname "$0")/../.."
bin=.device-bin
for f in cuda-backend.test strata-run; do
  if [ ! -x "$bin/$f" ]; then
    echo "gpu_check: $bin/$f is missing; build it with:" >&2
    echo "  CGO_ENABLED=0 go test -c -o $bin/cuda-backend.test ./backend/cuda" >&2
    echo "  CGO_ENABLED=0 go build -o $bin/strata-run ./tools/strata-run" >&2
    exit 2
  fi
done
if command -v nvidia-smi >/dev/null 2>&1; then
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
fi
jobs=${GPU_CHECK_JOBS:-8}
limit=${GPU_CHECK_TIMEOUT:-120}
work=$(mktemp -d)
# now_ms is the wall clock in milliseconds; secs formats a span of them.
now_ms() { local t=${EPOCHREALTIME/./}; echo $((t / 1000)); }
secs() { printf '%d.%d' $(($1 / 1000)) $(($1 % 1000 / 100)); }
trap 'rm -rf "$work"' EXIT

# The Go tests (testdata is relative to the package folder).
start=$(now_ms)
if (cd backend/cuda && STRATA_REQUIRE_GPU=1 timeout "$limit" "../../$bin/cuda-backend.test" -test.short -test.count=1 -test.v) >"$work/gotest.log" 2>&1; then
  status=PASS
else
  status=FAIL
fi
printf '%s gotest/backend/cuda (%ss)\n' "$status" "$(secs $(($(now_ms) - start)))" >"$work/0.line"
if [ "$status" = FAIL ]; then
  grep -E -- '^(--- FAIL|\s+\S+_test\.go:|panic|FAIL)' "$work/gotest.log" | head -20 | sed 's/^/    /' >>"$work/0.line"
fi

# One case: run strata-run, write one line (and the first error lines).
one() {
  dir=$1
  name=$(basename "$(dirname "$dir")")/$(basename "$dir")
  key=$(echo "$name" | tr '/' '_')
  start=$(now_ms)
  timeout "$limit" "$bin/strata-run" --target=cuda ${GPU_CHECK_FLAGS:-} --model "$dir" >"$work/$key.out" 2>&1
  rc=$?
  took=$(secs $(($(now_ms) - start)))
  diff=$(grep -o 'max |diff| [^ ]*' "$work/$key.out" | awk '{print $3}' | sort -g | tail -1)
  if [ $rc -eq 0 ]; then
    printf 'PASS %s (max |diff| %s, %ss)\n' "$name" "${diff:-n/a}" "$took" >"$work/$key.line"
  else
    why=""
    [ $rc -eq 124 ] && why="timed out after ${limit}s; "
    printf 'FAIL %s (%smax |diff| %s, %ss)\n' "$name" "$why" "${diff:-n/a}" "$took" >"$work/$key.line"
    grep -v -E '^(model |result |  strata:|  pytorch:)' "$work/$key.out" | head -2 | cut -c1-240 | sed 's/^/    /' >>"$work/$key.line"
  fi
}
export -f one now_ms secs
export bin work limit

cases=()
for d in test/models/*/ test/ops/*/; do
  d=${d%/}
  [ -f "$d/manifest.json" ] || continue
  name=$(basename "$(dirname "$d")")/$(basename "$d")
  if [ $# -gt 0 ]; then
    match=0
    for p in "$@"; do
      # shellcheck disable=SC2053
      [[ $name == $p ]] && match=1
    done
    [ $match -eq 1 ] || continue
  fi
  cases+=("$d")
done
start=$(date +%s)
printf '%s\n' "${cases[@]}" | xargs -P "$jobs" -I{} bash -c 'one "$@"' _ {}
total=$(($(date +%s) - start))

cat "$work/0.line"
for d in "${cases[@]}"; do
  name=$(basename "$(dirname "$d")")/$(basename "$d")
  key=$(echo "$name" | tr '/' '_')
  if [ -f "$work/$key.line" ]; then
    cat "$work/$key.line"
  else
    echo "FAIL $name (no result)"
  fi
done
passed=$(cat "$work"/*.line | grep -c '^PASS')
failed=$(cat "$work"/*.line | grep -c '^FAIL')
missing=$(( ${#cases[@]} + 1 - passed - failed ))
failed=$((failed + missing))
if [ -n "${GPU_CHECK_KEEP:-}" ]; then
  mkdir -p "$GPU_CHECK_KEEP" && cp "$work"/*.out "$work/gotest.log" "$GPU_CHECK_KEEP"/
fi
echo "cases ran in ${total}s with $jobs at a time"
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
