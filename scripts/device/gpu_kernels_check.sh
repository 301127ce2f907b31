#!/usr/bin/env bash
# On the GPU machine: the hand-written kernels of test/lit/Interpreter/gpu.mlir (a barrier through
# workgroup memory, a shuffle butterfly, all_reduce and clustered subgroup_reduce over a partial
# warp, up/down/idx shuffles, an outlined kernel) run with --target=cuda and on the interpreter;
# the printed results must be identical. Checks convert-gpu-to-nvvm's barriers, shuffles and
# reductions on the hardware against the interpreter's semantics.
#   scripts/device/gpu_kernels_check.sh     (needs .device-bin/strata-run, CGO_ENABLED=0)
set -uo pipefail
cd "$(dirname "$0")/../.."
file=test/lit/Interpreter/gpu.mlir
pass=0
fail=0
for entry in reverse_in_blocks warp_sum block_sums outlined shuffles; do
  want=$(.device-bin/strata-run "$file" --entry "$entry" 2>&1)
  got=$(.device-bin/strata-run "$file" --entry "$entry" --target=cuda 2>&1)
  if [ "$want" = "$got" ]; then
    echo "PASS $entry"
    pass=$((pass + 1))
  else
    echo "FAIL $entry"
    diff <(echo "$want") <(echo "$got") | sed 's/^/    /'
    fail=$((fail + 1))
  fi
done
echo "$pass passed, $fail failed"
