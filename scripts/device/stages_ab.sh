#!/usr/bin/env bash
# The eighteenth session's unmeasured kernel variants (issue 20), Strata alone, in one GPU run:
#   - resnet18 at batch 32 (tf32 convolutions): the default; --fuse-producers=true (the stem's
#     im2col computed in its product's staging too); cp.async rings of 2 stages in 48 KB and of 2
#     and 3 in dynamic shared memory (--tensor-core-shared-bytes), whose implicit GEMM copies its
#     gathered elements 4 bytes each; the default again (the run's spread);
#   - the bf16 8192^3 matmul: the default (128x128 tiles, four warps, two stages); three and four
#     stages of four and of eight warps in dynamic shared memory.
# Each variant is compiled from the same export (gpu_bench.py with $STRATA_ONLY=1 and
# $STRATA_VARIANTS) and its results checked against PyTorch (the "matches" column):
#   scripts/device/stages_ab.sh OUT_DIR
# Strata's tools come from .device-bin/ as scripts/device/gpu_check.sh says.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: scripts/device/stages_ab.sh OUT_DIR}
mkdir -p "$out"
export PYTHONPATH=python STRATA_ONLY=1
big=--tensor-core-shared-bytes=131072
STRATA_VARIANTS=";--fuse-producers=true;--tensor-core-stages=2;--tensor-core-stages=2 $big;--tensor-core-stages=3 $big;" \
  python3 scripts/device/gpu_bench.py --busy resnet18_b32x224 > "$out/resnet18-variants.tsv" 2> "$out/resnet18-variants.err" || true
STRATA_VARIANTS=";--tensor-core-stages=3 $big;--tensor-core-stages=4 $big;--tensor-core-warps=8 --tensor-core-stages=3 $big;--tensor-core-warps=8 --tensor-core-stages=4 $big" \
  python3 scripts/device/gpu_bench.py --kernels matmul_bf16_8192 > "$out/bf16-variants.tsv" 2> "$out/bf16-variants.err" || true
cat "$out/resnet18-variants.tsv" "$out/bf16-variants.tsv"
tail -n 5 "$out"/*.err
