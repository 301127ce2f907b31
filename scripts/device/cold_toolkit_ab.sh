#!/usr/bin/env bash
# The cubins' cold first call against the driver's JIT (issue 17), on the GPU machine, in one run:
# each model compiled in a fresh process with empty caches (scripts/device/python_check.sh --only
# cold) with $STRATA_CUDA_TOOLKIT=auto (Triton's ptxas assembles the kernels ahead of time) and
# =jit (the driver JIT-compiles the PTX at the first call), Inductor's cold compile beside the JIT
# run, then every test model through torch.compile on CUDA with the cubins, against eager:
#   scripts/device/cold_toolkit_ab.sh OUT_DIR [MODELS]
# Strata's tools come from $STRATA_BIN as python_check.sh says. MODELS defaults to four models.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: scripts/device/cold_toolkit_ab.sh OUT_DIR [MODELS]}
models=${2:-resnet18,convnext_atto,vit_tiny_patch16_224,swin_t}
mkdir -p "$out"
status=0
for toolkit in auto jit; do
  extra=()
  [ "$toolkit" = jit ] && extra=(--inductor "$models")
  STRATA_CUDA_TOOLKIT=$toolkit scripts/device/python_check.sh --only cold --cold "$models" --cold-device cuda \
    "${extra[@]}" --out "$out/cold-$toolkit.md" > "$out/cold-$toolkit.txt" 2>&1 || status=1
done
STRATA_CUDA_TOOLKIT=auto scripts/device/python_check.sh --only cuda --out "$out/cuda-auto.md" > "$out/cuda-auto.txt" 2>&1 || status=1
tail -n 8 "$out"/*.txt
exit $status
