"""PyTorch eager CPU time of issue 9's single large ops, one thread, against Strata's and
upstream MLIR's compiled code for the same ops (bench/ops).

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


def compiled(bin_dir, op, who):
    obj = os.path.join(bin_dir, f"{op}.{who}.o")
    exe = os.path.join(bin_dir, f"{op}.{who}.device")
    if not os.path.exists(obj):
        return None
    subprocess.run(["cc", "-O2", f"-DOP_{op.upper()}", "bench/ops/driver.c", obj, "-fopenmp", "-lm", "-o", exe], check=True)
    # One thread, as eager here (the runtime's thread pool would use every core).
    env = dict(os.environ, STRATA_NUM_THREADS="1", OMP_NUM_THREADS="1")
    out = subprocess.run([exe, "3"], check=True, capture_output=True, text=True, env=env).stdout
    ms = float(out.split("best of 3: ")[1].split(" ms")[0])
    return ms / 1e3, out.strip().split("checksum ")[1]


def main():
    bin_dir = sys.argv[1] if len(sys.argv) > 1 else ".device-bin/ops"
    torch.set_num_threads(1)
    print("| op | PyTorch eager | Strata | upstream MLIR | Strata / eager | upstream / Strata |")
    print("| --- | --- | --- | --- | --- | --- |")
    for op, make in OPS.items():
        with torch.no_grad():
            eager, check = best_of(make())
        s = compiled(bin_dir, op, "strata")
        u = compiled(bin_dir, op, "upstream")
        row = [op, f"{eager * 1e3:.2f} ms (sum {check:.6e})"]
        row.append(f"{s[0] * 1e3:.2f} ms (sum {s[1]})" if s else "-")
        row.append(f"{u[0] * 1e3:.2f} ms" if u else "-")
        row.append((f"{s[0] / eager:.1f}x slower" if s[0] > eager else f"{eager / s[0]:.1f}x faster") if s else "-")
        row.append(f"{u[0] / s[0]:.2f}" if s and u else "-")
        print("| " + " | ".join(row) + " |")


if __name__ == "__main__":
    main()
