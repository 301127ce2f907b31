#!/usr/bin/env bash
# Times hand-edited variants of one kernel's PTX on the GPU, to find where its time goes:
#   (here)         bench/gpu/ptx_variants.sh prepare TORCH.mlir NAME   # .device-bin/var/NAME.vN.mlir
#   (GPU machine)  bench/gpu/ptx_variants.sh measure NAME > bench/gpu/results/GPU-NAME-variants-DATE.txt
# prepare compiles the torch text to host code and kernels (strata-compile --target=cuda --emit=nvvm),
# embeds the PTX (strata-opt --gpu-module-to-binary=format=isa) and writes the variants:
#   v0 as compiled; v5 .maxntid 256,1,1; v1 .maxntid and .minnctapersm 4;
#   v2 div.rn.f32 -> div.full.f32 (approximate division); v3 v1 and v2.
# (The directives assume one kernel of 256-thread blocks, as softmax's and layer norm's rows have.)
# measure runs each with strata-run, which takes that level as it is, on seeded random inputs:
# the best of 20 calls and of 20 replays as one CUDA graph.
set -euo pipefail
cd "$(dirname "$0")/../.."
out=.device-bin/var
case "${1:-}" in
prepare)
  src=$2 name=$3 bin=${STRATA_BIN:-bin}
  mkdir -p "$out"
  "$bin/strata-compile" "$src" --target=cuda --emit=nvvm -o "$out/$name.nvvm.mlir"
  "$bin/strata-opt" "$out/$name.nvvm.mlir" --gpu-module-to-binary=format=isa -o "$out/$name.v0.mlir"
  rm "$out/$name.nvvm.mlir"
  python3 - "$out/$name" <<'PY'
import sys
base = sys.argv[1]
s = open(base + ".v0.mlir").read()
entry = ")\\0A{\\0A"  # the end of the .entry's parameter list in the escaped PTX
if s.count(entry) != 1:
    sys.exit("ptx_variants: expected one kernel entry in the PTX")
bounds = ")\\0A.maxntid 256, 1, 1\\0A"
variants = {
    "v5": s.replace(entry, bounds + "{\\0A"),
    "v1": s.replace(entry, bounds + ".minnctapersm 4\\0A{\\0A"),
    "v2": s.replace("div.rn.f32", "div.full.f32"),
}
variants["v3"] = variants["v1"].replace("div.rn.f32", "div.full.f32")
for k, t in variants.items():
    open(f"{base}.{k}.mlir", "w").write(t)
PY
  ;;
measure)
  name=$2
  for v in v0 v5 v1 v2 v3; do
    echo "$name $v: $(STRATA_BENCH_REPS=20 .device-bin/strata-run --target=cuda --random-inputs "$out/$name.$v.mlir" -o /dev/null 2>&1 |
      grep -i 'best of\|error' | tr '\n' ' ')"
  done ;;
*) echo "usage: bench/gpu/ptx_variants.sh prepare TORCH.mlir NAME | measure NAME" >&2; exit 2 ;;
esac
