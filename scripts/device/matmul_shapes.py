"""The runtime's matmul (runtime/cpurt) against PyTorch's (MKL/oneDNN) on the products a model's
convolutions and linear layers become, at one thread and at N, in one run.

Run on the GPU machine from the repository root (it needs only gcc and PyTorch):
    python3 scripts/device/matmul_shapes.py [--threads N] [M,K,N ...]
Each product is C[M,N] += A[M,K] B[K,N] with every operand row-major, as a convolution's
im2col makes it (A the filter, B the columns), or, for a shape written M,K,N,t, with B the
transpose of a row-major [N,K] weight, as a linear layer makes it; the default shapes are resnet18's on a 64x64 image,
its linear layer and 1024^3. The runtime is built here with `gcc -O3 -march=native`; PyTorch runs
torch.mm on the same tensors. Prints a markdown table: best of 30 calls each, and Strata's time
over PyTorch's.
"""

import argparse
import ctypes
import json
import os
import subprocess
import sys
import tempfile
import time

RESNET18_64 = [(64, 147, 1024, 0), (64, 576, 256, 0), (128, 576, 64, 0), (128, 1152, 64, 0), (128, 64, 64, 0),
               (256, 1152, 16, 0), (256, 2304, 16, 0), (256, 128, 16, 0), (512, 2304, 4, 0), (512, 4608, 4, 0),
               (512, 256, 4, 0), (1000, 512, 1, 0), (1024, 1024, 1024, 0)]


def parse_shape(text):
    """M,K,N (B row-major) or M,K,N,t (B the transpose of a row-major weight)."""
    fields = text.split(",")
    transposed = len(fields) == 4 and fields[3] == "t"
    if len(fields) != 3 and not transposed:
        raise SystemExit(f"matmul_shapes.py: shape {text!r}: want M,K,N or M,K,N,t")
    return tuple(int(x) for x in fields[:3]) + (int(transposed),)


def child(lib, shapes, reps):
    import torch
    rt = ctypes.CDLL(lib)
    fn = rt.__strata_matmul_f32
    fn.restype = None
    i64, ptr = ctypes.c_int64, ctypes.c_void_p
    fn.argtypes = [i64, i64, i64, i64, ptr, i64, i64, i64, ptr, i64, i64, i64, ptr, i64, i64, i64]
    # Every Strata product first, then every PyTorch one: PyTorch's OpenMP threads spin for a while
    # after its calls and would take the cores from the runtime's.
    operands = [(torch.randn(m, k), torch.randn(n, k).t() if t else torch.randn(k, n), torch.zeros(m, n))
                for m, k, n, t in shapes]
    out = []
    for (m, k, n, t), (a, b, c) in zip(shapes, operands):
        b_k, b_n = b.stride()
        best = 1e9
        for _ in range(reps):
            t0 = time.perf_counter()
            fn(1, m, n, k, a.data_ptr(), 0, k, 1, b.data_ptr(), 0, b_k, b_n, c.data_ptr(), 0, n, 1)
            best = min(best, time.perf_counter() - t0)
        c.zero_()
        fn(1, m, n, k, a.data_ptr(), 0, k, 1, b.data_ptr(), 0, b_k, b_n, c.data_ptr(), 0, n, 1)
        ref = torch.mm(a, b)
        err = float((c - ref).abs().max() / (ref.abs().max() + 1e-30))
        out.append({"shape": [m, k, n, t], "strata": best, "err": err})
    with torch.no_grad():
        for r, (a, b, c) in zip(out, operands):
            best = 1e9
            for _ in range(reps):
                t0 = time.perf_counter()
                torch.mm(a, b, out=c)
                best = min(best, time.perf_counter() - t0)
            r["torch"] = best
    return out


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--threads", type=int, default=os.cpu_count())
    p.add_argument("--child", nargs=2, metavar=("LIB", "THREADS"))
    p.add_argument("--runtime", default="runtime/cpurt/csrc/strata_cpu_runtime.c",
                   help="the runtime's C source to build (another version's, to compare)")
    p.add_argument("shapes", nargs="*")
    args = p.parse_args()
    shapes = [parse_shape(s) for s in args.shapes] or RESNET18_64
    if args.child:
        import torch
        torch.set_num_threads(int(args.child[1]))
        print(json.dumps(child(args.child[0], shapes, 30)))
        return
    with tempfile.TemporaryDirectory() as d:
        lib = os.path.join(d, "libstrata_cpu_runtime.so")
        subprocess.run(["gcc", "-O3", "-march=native", "-shared", "-fPIC", "-pthread", "-o", lib,
                        args.runtime], check=True)
        results = {}
        for t in (1, args.threads):
            env = dict(os.environ, STRATA_NUM_THREADS=str(t))
            r = subprocess.run([sys.executable, __file__, "--child", lib, str(t)] + list(args.shapes), env=env,
                               check=True, capture_output=True, text=True)
            results[t] = json.loads(r.stdout.strip().splitlines()[-1])
    ts = (1, args.threads)
    print("| M x K x N | " + " | ".join(f"Strata {t}t | PyTorch {t}t | ratio {t}t" for t in ts) + " |")
    print("| --- |" + " --- | --- | --- |" * len(ts))
    for i, s in enumerate(shapes):
        cells = []
        for t in ts:
            r = results[t][i]
            cells += [f"{r['strata'] * 1e6:.0f} us", f"{r['torch'] * 1e6:.0f} us", f"{r['strata'] / r['torch']:.2f}"]
            if r["err"] > 1e-4:
                cells[-1] += f" (error {r['err']:.1e})"
        print(f"| {s[0]}x{s[1]}x{s[2]}{' (B transposed)' if s[3] else ''} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
