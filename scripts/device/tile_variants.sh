#!/usr/bin/env bash
# The tensor-core kernels' variants measured against each other on the GPU machine (issue 20): for
# each variant of --tensor-core-tile / --tensor-core-warps / --tensor-core-stages, first
# scripts/device/tensorcore_check.sh with the variant's flags (its kernels on the GPU against the
# interpreter, edge blocks and ragged K included; its log in OUT_DIR/check-VARIANT.txt, and a
# variant that fails it is not timed), then Strata alone (gpu_bench.py with $STRATA_ONLY=1 and the
# variant in $STRATA_FLAGS) on the bf16 matmul kernel (zoo.KERNELS) and the busy models
# (zoo.BUSY_MODELS: resnet18 at batch 32 runs its convolutions as tf32 on the tensor cores), one
# TSV per variant under OUT_DIR, then a table of the best times (graph replay where there is one)
# per variant. Eager and Inductor come from `bench/gpu/run.sh measure`.
#   (GPU machine, .device-bin/ built as scripts/device/gpu_check.sh says)
#   scripts/device/tile_variants.sh OUT_DIR [VARIANT ...]
# VARIANT: TILE:WARPS[:STAGES] (STAGES 1 when left out: the next K step through registers; 2 to 4:
# cp.async into that many buffers), default 64:8 64:8:2 64:8:3 128:8 128:8:2 128:4:2. Two variants
# a call keep within a time-limited command: pass the variants over several calls.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: scripts/device/tile_variants.sh OUT_DIR [TILE:WARPS[:STAGES] ...]}
shift
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(64:8 64:8:2 64:8:3 128:8 128:8:2 128:4:2)
mkdir -p "$out"
export PYTHONPATH=python STRATA_ONLY=1
for v in "${variants[@]}"; do
  [[ "$v" =~ ^[0-9]+:[0-9]+(:[0-9]+)?$ ]] || { echo "tile_variants.sh: variant '$v' is not TILE:WARPS[:STAGES]" >&2; exit 2; }
done
timed=()
for v in "${variants[@]}"; do
  IFS=: read -r tile warps stages <<<"$v"
  export STRATA_FLAGS="--tensor-core-tile=$tile --tensor-core-warps=$warps --tensor-core-stages=${stages:-1}"
  if ! scripts/device/tensorcore_check.sh > "$out/check-$v.txt" 2>&1; then
    echo "variant $v: tensorcore_check.sh failed (see $out/check-$v.txt); not timed" >&2
    continue
  fi
  python3 scripts/device/gpu_bench.py --kernels matmul_bf16_8192 > "$out/kernels-$v.tsv"
  python3 scripts/device/gpu_bench.py --busy > "$out/busy-$v.tsv"
  timed+=("$v")
done
[ ${#timed[@]} -gt 0 ] || { echo "tile_variants.sh: no variant passed tensorcore_check.sh" >&2; exit 1; }
variants=("${timed[@]}")
python3 - "$out" "${variants[@]}" <<'PY'
import csv, sys
out, variants = sys.argv[1], sys.argv[2:]
best = {}
for v in variants:
    for part in ("kernels", "busy"):
        for row in csv.DictReader(open(f"{out}/{part}-{v}.tsv"), delimiter="\t"):
            t = row["strata_graph_s"] if row["strata_graph_s"] not in ("none", "FAIL") else row["strata_s"]
            best.setdefault(row["model"], {})[v] = (t, row["matches"])
print("model\t" + "\t".join(f"{v} (s, matches)" for v in variants))
for model, by in best.items():
    print(model + "\t" + "\t".join(f"{by[v][0]} {by[v][1]}" if v in by else "-" for v in variants))
PY
