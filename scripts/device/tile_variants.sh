#!/usr/bin/env bash
# The tensor-core kernels' tiles measured against each other on the GPU machine (issue 20): for each
# variant of --tensor-core-tile / --tensor-core-warps, Strata alone (gpu_bench.py with
# $STRATA_ONLY=1 and the variant in $STRATA_FLAGS) on the bf16 matmul kernel (zoo.KERNELS) and the
# busy models (zoo.BUSY_MODELS: resnet18 at batch 32 runs its convolutions as tf32 on the tensor
# cores), one TSV per variant under OUT_DIR, then a table of the best times (graph replay where
# there is one) per variant. Eager and Inductor come from `bench/gpu/run.sh measure`.
#   (GPU machine, .device-bin/ built as scripts/device/gpu_check.sh says)
#   scripts/device/tile_variants.sh OUT_DIR [VARIANT ...]     VARIANT: TILE:WARPS, default 64:8 128:8 128:4
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: scripts/device/tile_variants.sh OUT_DIR [TILE:WARPS ...]}
shift
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(64:8 128:8 128:4)
mkdir -p "$out"
export PYTHONPATH=python STRATA_ONLY=1
for v in "${variants[@]}"; do
  export STRATA_FLAGS="--tensor-core-tile=${v%%:*} --tensor-core-warps=${v#*:}"
  python3 scripts/device/gpu_bench.py --kernels matmul_bf16_8192 > "$out/kernels-$v.tsv"
  python3 scripts/device/gpu_bench.py --busy > "$out/busy-$v.tsv"
done
python3 - "$out" "${variants[@]}" <<'PY'
import csv, sys
out, variants = sys.argv[1], sys.argv[2:]
best = {}
for v in variants:
    for part in ("kernels", "busy"):
        for row in csv.DictReader(open(f"{out}/{part}-{v}.tsv"), delimiter="\t"):
            t = row["strata_graph_s"] if row["strata_graph_s"] not in ("none", "FAIL") else row["strata_s"]
            best.setdefault(row["model"], {})[v] = (t, row["matches"])
print("model\t" + "\t".join(f"tile {v} (s, matches)" for v in variants))
for model, by in best.items():
    print(model + "\t" + "\t".join(f"{by[v][0]} {by[v][1]}" if v in by else "-" for v in variants))
PY
