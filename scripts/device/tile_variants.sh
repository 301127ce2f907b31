#!/usr/bin/env bash
# The tensor-core kernels' variants measured against each other on the GPU machine (issue 20): every
# variant of --tensor-core-tile / --tensor-core-warps / --tensor-core-stages is first checked by
# scripts/device/tensorcore_check.sh (its kernels on the GPU against the interpreter, edge blocks
# and ragged K included; all variants in one run, log OUT_DIR/check.txt; a variant that fails is
# not timed), then Strata alone (gpu_bench.py with $STRATA_ONLY=1, the variants in
# $STRATA_VARIANTS, each export measured once per variant) on the bf16 matmul kernel (zoo.KERNELS)
# and the busy models (zoo.BUSY_MODELS: resnet18 at batch 32 runs its convolutions as tf32 on the
# tensor cores), OUT_DIR/kernels.tsv and OUT_DIR/busy.tsv, then a table of the best times (graph
# replay where there is one) per variant. Eager and Inductor come from `bench/gpu/run.sh measure`.
#   (GPU machine, .device-bin/ built as scripts/device/gpu_check.sh says)
#   scripts/device/tile_variants.sh OUT_DIR [VARIANT ...]
# VARIANT: TILE:WARPS[:STAGES] (STAGES 1 when left out: the next K step through registers; 2 to 4:
# cp.async into that many buffers), default 64:8 64:8:2 64:8:3 128:8 128:8:2 128:4:2.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=${1:?usage: scripts/device/tile_variants.sh OUT_DIR [TILE:WARPS[:STAGES] ...]}
shift
variants=("$@")
[ ${#variants[@]} -gt 0 ] || variants=(64:8 64:8:2 64:8:3 128:8 128:8:2 128:4:2)
mkdir -p "$out"
flags=()
for v in "${variants[@]}"; do
  [[ "$v" =~ ^([0-9]+):([0-9]+)(:([0-9]+))?$ ]] || { echo "tile_variants.sh: variant '$v' is not TILE:WARPS[:STAGES]" >&2; exit 2; }
  flags+=("--tensor-core-tile=${BASH_REMATCH[1]} --tensor-core-warps=${BASH_REMATCH[2]} --tensor-core-stages=${BASH_REMATCH[4]:-1}")
done
scripts/device/tensorcore_check.sh "${flags[@]}" > "$out/check.txt" 2>&1 || true
passing=()
for f in "${flags[@]}"; do
  if grep -F "variant '$f': " "$out/check.txt" | grep -q ", 0 failed$"; then
    passing+=("$f")
  else
    echo "variant '$f': tensorcore_check.sh failed (see $out/check.txt); not timed" >&2
  fi
done
[ ${#passing[@]} -gt 0 ] || { echo "tile_variants.sh: no variant passed tensorcore_check.sh" >&2; exit 1; }
joined=$(IFS=';'; echo "${passing[*]}")
export PYTHONPATH=python STRATA_ONLY=1 STRATA_VARIANTS="$joined"
python3 scripts/device/gpu_bench.py --kernels matmul_bf16_8192 > "$out/kernels.tsv"
python3 scripts/device/gpu_bench.py --busy > "$out/busy.tsv"
python3 - "$out" <<'PY'
import csv, sys
out = sys.argv[1]
best, variants = {}, []
for part in ("kernels", "busy"):
    # The exports' log lines ("NAME: N arguments, ...") come before the header.
    lines = open(f"{out}/{part}.tsv").read().splitlines()
    lines = lines[next(i for i, line in enumerate(lines) if line.startswith("model\t")):]
    for row in csv.DictReader(lines, delimiter="\t"):
        t = row["strata_graph_s"] if row["strata_graph_s"] not in ("none", "FAIL") else row["strata_s"]
        v = row["variant"]
        variants += [v] if v not in variants else []
        best.setdefault(row["model"], {})[v] = (t, row["matches"])
print("model\t" + "\t".join(f"{v} (s, matches)" for v in variants))
for model, by in best.items():
    print(model + "\t" + "\t".join(f"{by[v][0]} {by[v][1]}" if v in by else "-" for v in variants))
PY
