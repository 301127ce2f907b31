#!/usr/bin/env bash
# On the GPU machine: the tensor-core products of test/lit/Integration/GPU/tensor-cores*.mlir
# (bf16 and f16, A and B in every memory order, blocks that stage 16-byte vectors and edge blocks
# that stage elements, a ragged K; tensor-cores-async.mlir's products hold whole 128x128 tiles
# that walk several K steps, for the cp.async pipelines) run with --target=cuda and on the interpreter, on the same
# random inputs; the results must agree within rtol 1e-3, atol 1e-3 (the tensor cores sum in
# their own order). The f32 products of test/lit/Integration/GPU/tf32-tensor-cores.mlir run with
# --allow-tf32 on the GPU against the interpreter's exact f32, within rtol 1e-2, atol 2e-2 (tf32
# keeps ten bits of each operand's mantissa; a misplaced fragment element is off by the whole
# value). Checks convert-gpu-to-nvvm's mma fragments and emit/ptx's vector loads on the
# hardware against the interpreter's semantics.
#   scripts/device/tensorcore_check.sh [VARIANT_FLAGS ...]   (needs .device-bin/strata-run, CGO_ENABLED=0)
# Each argument is one kernel variant's flags for the cuda runs ("--tensor-core-tile=128
# --tensor-core-stages=2"; none: one variant, $STRATA_FLAGS). The interpreter runs each product
# once for all variants, and the products run side by side ($TC_CHECK_JOBS, default the CPUs):
# the interpreter's 128x128 tiles take minutes of CPU each. Prints a line per product and variant,
# then "variant 'FLAGS': N passed, N failed" per variant; exits 1 when any variant failed.
# scripts/device/tile_variants.sh checks the variants it times this way. $TC_CHECK_FILES (paths
# separated by spaces) runs only those files' products.
set -uo pipefail
cd "$(dirname "$0")/../.."
[ $# -gt 0 ] || set -- "${STRATA_FLAGS:-}"
python3 - "$@" <<'PY'
import concurrent.futures, glob, math, os, re, subprocess, sys

variants = sys.argv[1:]

def values(out):
    if "data =" not in out:
        return None
    text = out.split("data =", 1)[1]
    return [float(x) for x in re.findall(r"-?(?:\d+\.?\d*(?:e[-+]?\d+)?|nan|inf)", text)]

def run(path, entry, target, flags):
    return subprocess.run([".device-bin/strata-run", path, "--entry", entry, "--random-inputs", "--target=" + target] + flags,
                          capture_output=True, text=True)

def check(path, entry, extra, rtol, atol):
    """The product's verdict per variant: (ok, line)."""
    want = run(path, entry, "interp", [])
    verdicts = []
    for v in variants:
        got = run(path, entry, "cuda", v.split() + extra)
        w, g = values(want.stdout), values(got.stdout)
        if w is None or g is None or len(w) != len(g):
            verdicts.append((False, f"FAIL {entry}: {want.stderr.strip()[-300:]} {got.stderr.strip()[-300:]}"))
            continue
        ok = all(math.isclose(x, y, rel_tol=rtol, abs_tol=atol) for x, y in zip(g, w))
        worst = max((abs(x - y) for x, y in zip(g, w)), default=0.0)
        verdicts.append((ok, f"{'PASS' if ok else 'FAIL'} {entry}: {len(w)} values, max |diff| {worst:.3g}"))
    return verdicts

def entries(path):
    return re.findall(r"func\.func @(\w+)\(", open(path).read())

products = [(p, e, [], 1e-3, 1e-3) for p in sorted(glob.glob("test/lit/Integration/GPU/tensor-cores*.mlir"))
            for e in entries(p)]
tf32 = "test/lit/Integration/GPU/tf32-tensor-cores.mlir"
products += [(tf32, e, ["--allow-tf32"], 1e-2, 2e-2) for e in entries(tf32)]
only = os.environ.get("TC_CHECK_FILES", "").split()
if only:
    products = [p for p in products if p[0] in only]
jobs = int(os.environ.get("TC_CHECK_JOBS", os.cpu_count() or 1))
with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
    results = list(pool.map(lambda pe: check(*pe), products))
any_failed = False
for i, v in enumerate(variants):
    passed = sum(r[i][0] for r in results)
    for r in results:
        print(f"[{v}] {r[i][1]}")
    print(f"variant '{v}': {passed} passed, {len(results) - passed} failed")
    any_failed = any_failed or passed != len(results)
sys.exit(1 if any_failed else 0)
PY
