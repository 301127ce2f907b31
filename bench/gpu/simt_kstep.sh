#!/usr/bin/env bash
# The SIMT product kernel's K step as ptxas 11.8 assembles it for sm_90 (no GPU needed): for each
# variant of strata-compile's SIMT flags, the registers, the bytes spilled, and the SASS
# instructions a K step of 16 of the interior blocks' loop takes, with the share of them that are
# FFMA (the rest is the issue slots the multiply-adds lose). The product is the f32 4096^3 matmul.
#   bench/gpu/simt_kstep.sh                      # the variants of scripts/device/simt_ab.sh
#   bench/gpu/simt_kstep.sh "" "--simt-unroll=16"
# Needs strata-compile on PATH and scripts/setup-ptxas.sh's ptxas (and cuobjdump beside it).
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
ptxas="$("$root/scripts/setup-ptxas.sh")"
cuobjdump="$(dirname "$(readlink -f "$ptxas")")/cuobjdump"
[ -x "$cuobjdump" ] || cuobjdump="$root/build/ptxas/root/usr/bin/cuobjdump"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
if [ $# -eq 0 ]; then
  variants="$(sed -n 's/^export STRATA_VARIANTS="${SIMT_AB_VARIANTS:-\(.*\)}"$/\1/p' "$root/scripts/device/simt_ab.sh")"
  IFS=';' read -r -a args <<<"$variants;"
  set -- "${args[@]}"
fi
cat >"$work/mm.mlir" <<'MLIR'
func.func @main(%a: tensor<4096x4096xf32>, %b: tensor<4096x4096xf32>) -> tensor<4096x4096xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4096x4096xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  %r = linalg.matmul ins(%a, %b : tensor<4096x4096xf32>, tensor<4096x4096xf32>) outs(%f : tensor<4096x4096xf32>) -> tensor<4096x4096xf32>
  return %r : tensor<4096x4096xf32>
}
MLIR
echo "| flags | registers | spilled bytes | instructions a K step | FFMA |"
echo "| --- | --- | --- | --- | --- |"
for flags in "$@"; do
  # shellcheck disable=SC2086 # the flags are words
  strata-compile "$work/mm.mlir" --target=cuda --emit=ptx $flags -o "$work/mm.ptx"
  "$ptxas" -arch=sm_90 -v "$work/mm.ptx" -o "$work/mm.cubin" 2>"$work/ptxas.txt"
  "$cuobjdump" -sass "$work/mm.cubin" >"$work/mm.sass"
  regs="$(grep -oE 'Used [0-9]+ registers' "$work/ptxas.txt" | grep -oE '[0-9]+')"
  spills="$(grep -oE '[0-9]+ bytes spill stores' "$work/ptxas.txt" | grep -oE '^[0-9]+')"
  step="$(python3 - "$work/mm.sass" <<'PY'
import re, sys
# The K loop is the longest backward branch whose body meets the block
# (BAR.SYNC) and reads the tiles 16 bytes at a time (LDS.128); a loop
# inside it (the rows of a step not unrolled) counts once per trip, its
# trips those that make up the step's 16 rows of 64 FFMA.
ins = []
for line in open(sys.argv[1]):
    m = re.search(r'/\*([0-9a-f]{4})\*/\s+(.*?);', line)
    if m:
        ins.append((int(m.group(1), 16), m.group(2)))
at = {a: i for i, (a, _) in enumerate(ins)}
loops = []
for i, (a, text) in enumerate(ins):
    m = re.search(r'BRA .*0x([0-9a-f]+)', text)
    if m and int(m.group(1), 16) < a and int(m.group(1), 16) in at:
        loops.append((at[int(m.group(1), 16)], i))
def body(s, e):
    return [t for _, t in ins[s:e + 1]]
k = max(((s, e) for s, e in loops if any('BAR.SYNC' in t for t in body(s, e)) and any('LDS.128' in t for t in body(s, e))),
        key=lambda l: l[1] - l[0])
total = k[1] - k[0] + 1
ffma = sum('FFMA' in t for t in body(*k))
for s, e in loops:
    if k[0] < s and e < k[1]:
        n, f = e - s + 1, sum('FFMA' in t for t in body(s, e))
        trips = 1024 // f if f else 1
        total += n * (trips - 1)
        ffma += f * (trips - 1)
print(f"{total} | {100 * ffma / total:.0f}%")
PY
)"
  echo "| \`${flags:-(default)}\` | $regs | $spills | $step |"
done
