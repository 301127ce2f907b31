#!/usr/bin/env bash
# The SIMT product kernel's variants (issue 20), Strata alone, in one GPU run: its interior blocks'
# inner loop unrolled (--simt-unroll, rows of a K step of 16 an iteration), the blocks an SM asked
# of ptxas (--simt-min-blocks), the workgroup buffers a tile (--simt-stages) and the SIMT block
# target (--simt-target-blocks), on the exact-f32 products the transformers wait on:
#   - the f32 4096^3 matmul (8x8 sums a thread, every block interior);
#   - GPT-2 small at 8x1024 (its linear layers and lm_head: 8x8 sums, interior blocks);
#   - BERT-base at 8x128 (768-wide layers: 4x4 sums at the default target of 132, 2x4 and no
#     interior blocks at 264).
# Each variant is compiled from the same export (gpu_bench.py with $STRATA_ONLY=1 and
# $STRATA_VARIANTS) and its results checked against PyTorch (the "matches" column); the first
# variant is the default; $SIMT_AB_VARIANTS replaces the list. The default list sets one default
# back at a time, then all of them (the kernel before 2026-12-07's twenty-second session:
# bench/gpu/results/h100-simt-ab-2026-12-07.tsv and -07b.tsv measured the variants that chose the
# defaults). resnet18 at batch 32 (its convolutions' products) runs last. Each model has a time
# limit, so that a slow one leaves the others a row:
#   scripts/device/simt_ab.sh OUT_DIR
# Strata's tools come from .device-bin/ as scripts/device/gpu_check.sh says.
set -uo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: scripts/device/simt_ab.sh OUT_DIR}
mkdir -p "$out"
export PYTHONPATH=python STRATA_ONLY=1
export STRATA_VARIANTS="${SIMT_AB_VARIANTS:-;--simt-unroll=16;--simt-min-blocks=1;--simt-stages=1;--simt-target-blocks=264;--simt-min-vector-width=2;--simt-stages=1 --simt-unroll=1 --simt-min-blocks=1 --simt-target-blocks=264}"
timeout "${SIMT_AB_KERNEL_S:-80}" python3 scripts/device/gpu_bench.py --kernels matmul_f32_4096 > "$out/matmul-f32.tsv" 2> "$out/matmul-f32.err"
cat "$out/matmul-f32.tsv"
timeout "${SIMT_AB_GPT2_S:-240}" python3 scripts/device/gpu_bench.py --busy gpt2_small_b8x1024 > "$out/gpt2.tsv" 2> "$out/gpt2.err"
cat "$out/gpt2.tsv"
timeout "${SIMT_AB_BERT_S:-140}" python3 scripts/device/gpu_bench.py --busy bert_base_b8x128 > "$out/bert-base.tsv" 2> "$out/bert-base.err"
cat "$out/bert-base.tsv"
timeout "${SIMT_AB_RESNET_S:-90}" python3 scripts/device/gpu_bench.py --busy resnet18_b32x224 > "$out/resnet18.tsv" 2> "$out/resnet18.err"
cat "$out/resnet18.tsv"
tail -n 3 "$out"/*.err
