"""PyTorch eager CPU time of issue 9's single large ops, at one thread and at every core, against
Strata's compiled code for the same ops at the same thread counts and upstream MLIR's (one
thread: its loops are serial) (bench/ops).

Run on the GPU machine from the repository root, after `BIN=.device-bin/ops bench/ops/run.sh build`
here has written the objects (the GPU machine has cc but no llc):
    python3 scripts/device/eager_ops.py [.device-bin/ops]
The inputs follow bench/ops/driver.c's pattern ((i*7 + salt*13) % 17 - 8) / 16, so the
checksums of the three columns can be compared. Prints a markdown table.
"""

import os
import subprocess
import sys
import time

import torch
import torch.nn.functional as F


def filled(shape, salt):
    n = 1
    for d in shape:
        n *= d
    i = torch.arange(n, dtype=torch.int64)
    return (((i * 7 + salt * 13) % 17 - 8).to(torch.float32) / 16.0).reshape(shape)


def best_of(f, reps=3):
    f()
    best = 1e9
    for _ in range(reps):
        t0 = time.perf_counter()
        r = f()
        best = min(best, time.perf_counter() - t0)
    return best, float(r.double().sum())


OPS = {
    "matmul": lambda: (lambda a, b: (lambda: torch.mm(a, b)))(filled((1024, 1024), 1), filled((1024, 1024), 2)),
    "conv3x3": lambda: (lambda x, w, b: (lambda: F.conv2d(x, w, b, padding=1)))(
        filled((1, 64, 56, 56), 1), filled((64, 64, 3, 3), 2), filled((64,), 3)),
    "softmax": lambda: (lambda x: (lambda: torch.softmax(x, dim=-1)))(filled((4096, 4096), 1)),
}


def compiled(bin_dir, op, who, threads, reps):
    obj = os.path.join(bin_dir, f"{op}.{who}.o")
    exe = os.path.join(bin_dir, f"{op}.{who}.device")
    if not os.path.exists(obj):
        return None
    if not os.path.exists(exe):
        subprocess.run(["cc", "-O2", f"-DOP_{op.upper()}", "bench/ops/driver.c", obj, "-pthread", "-lm", "-o", exe],
                       check=True)
    env = dict(os.environ, STRATA_NUM_THREADS=str(threads), OMP_NUM_THREADS=str(threads))
    out = subprocess.run([exe, str(reps)], check=True, capture_output=True, text=True, env=env).stdout
    ms = float(out.split(f"best of {reps}: ")[1].split(" ms")[0])
    return ms / 1e3, out.strip().split("checksum ")[1]


def ratio(strata, peer):
    return f"{peer / strata:.1f}x faster" if strata <= peer else f"{strata / peer:.1f}x slower"


def main():
    bin_dir = sys.argv[1] if len(sys.argv) > 1 else ".device-bin/ops"
    threads = os.cpu_count()
    print(f"| op | eager, 1 thread | Strata, 1 thread | Strata vs eager, 1 thread | eager, {threads} threads "
          f"| Strata, {threads} threads | Strata vs eager, {threads} threads | upstream MLIR, 1 thread "
          "| upstream / Strata, 1 thread |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for op, make in OPS.items():
        row = [op]
        for t in (1, threads):
            torch.set_num_threads(t)
            with torch.no_grad():
                eager, check = best_of(make(), reps=10)
            s = compiled(bin_dir, op, "strata", t, 10)
            row += [f"{eager * 1e3:.2f} ms (sum {check:.6e})", f"{s[0] * 1e3:.2f} ms (sum {s[1]})" if s else "-",
                    ratio(s[0], eager) if s else "-"]
            if t == 1:
                s1 = s
        u = compiled(bin_dir, op, "upstream", 1, 3)
        row += [f"{u[0] * 1e3:.2f} ms" if u else "-", f"{u[0] / s1[0]:.2f}" if s1 and u else "-"]
        print("| " + " | ".join(row) + " |", flush=True)


if __name__ == "__main__":
    main()
