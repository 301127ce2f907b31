#!/usr/bin/env bash
# On the GPU machine: the tensor-core products of test/lit/Integration/GPU/tensor-cores*.mlir
# (bf16 and f16, A and B in every memory order, blocks that stage 16-byte vectors and edge blocks
# that stage elements, a ragged K; tensor-cores-async.mlir's products hold whole 128x128 tiles
# that walk several K steps, for the cp.async pipelines) run with --target=cuda and on the interpreter, on the same
# random inputs; the results must agree within rtol 1e-3, atol 1e-3 (the tensor cores sum in
# their own order). Checks convert-gpu-to-nvvm's mma fragments and emit/ptx's vector loads on the
# hardware against the interpreter's semantics. $STRATA_FLAGS go to the cuda runs (a kernel
# variant: "--tensor-core-tile=128 --tensor-core-stages=2"; scripts/device/tile_variants.sh
# checks each variant it times this way).
#   scripts/device/tensorcore_check.sh     (needs .device-bin/strata-run, CGO_ENABLED=0)
set -uo pipefail
cd "$(dirname "$0")/../.."
python3 - test/lit/Integration/GPU/tensor-cores*.mlir <<'PY'
import math, os, re, subprocess, sys

def values(out):
    if "data =" not in out:
        return None
    text = out.split("data =", 1)[1]
    return [float(x) for x in re.findall(r"-?(?:\d+\.?\d*(?:e[-+]?\d+)?|nan|inf)", text)]

passed = failed = 0
for path, entry in [(p, e) for p in sys.argv[1:] for e in re.findall(r"func\.func @(\w+)\(", open(p).read())]:
    flags = {"interp": [], "cuda": os.environ.get("STRATA_FLAGS", "").split()}
    runs = [subprocess.run([".device-bin/strata-run", path, "--entry", entry, "--random-inputs", "--target=" + t] + flags[t],
                           capture_output=True, text=True) for t in ("interp", "cuda")]
    want, got = values(runs[0].stdout), values(runs[1].stdout)
    if want is None or got is None or len(want) != len(got):
        print(f"FAIL {entry}: {runs[0].stderr.strip()[-300:]} {runs[1].stderr.strip()[-300:]}")
        failed += 1
        continue
    ok = all(math.isclose(g, w, rel_tol=1e-3, abs_tol=1e-3) for g, w in zip(got, want))
    worst = max(abs(g - w) for g, w in zip(got, want))
    print(f"{'PASS' if ok else 'FAIL'} {entry}: {len(want)} values, max |diff| {worst:.3g}")
    passed, failed = passed + ok, failed + (not ok)
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
PY
