"""PyTorch Inductor's cold compile time of each test model, for docs/benchmarks.md.

Run on the GPU machine (PyTorch 2.11), from the repository root:
    PYTHONPATH=python python3 scripts/device/inductor_compile_time.py cpu
    PYTHONPATH=python python3 scripts/device/inductor_compile_time.py cuda

Each model is compiled in a fresh subprocess with an empty Inductor cache
(TORCHINDUCTOR_CACHE_DIR and TRITON_CACHE_DIR in a new temporary folder), so
the time is a cold compile: the first call of torch.compile(model) minus one
eager call, which is what a user waits for before the first result.
Prints one line per model: name, seconds.
"""

import os
import subprocess
import sys
import tempfile

CHILD = r"""
import sys, time, torch
from strata import zoo
name, device = sys.argv[1], sys.argv[2]
torch.set_num_threads(max(1, torch.get_num_threads()))
model, example, dynamic = zoo.MODELS[name]()
model = model.to(device)
example = tuple(e.to(device) for e in example)
with torch.no_grad():
    model(*example)  # eager warm-up: loads kernels, not part of the compile
    if device == "cuda":
        torch.cuda.synchronize()
    compiled = torch.compile(model, backend="inductor", dynamic=dynamic is not None)
    t0 = time.perf_counter()
    compiled(*example)
    if device == "cuda":
        torch.cuda.synchronize()
    t1 = time.perf_counter()
print(f"{name}\t{t1 - t0:.2f}")
"""


def main() -> None:
    device = sys.argv[1] if len(sys.argv) > 1 else "cpu"
    sys.path.insert(0, "python")
    from strata import zoo

    for name in zoo.MODELS:
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=cache, TRITON_CACHE_DIR=os.path.join(cache, "triton"),
                       PYTHONPATH="python")
            r = subprocess.run([sys.executable, "-W", "ignore", "-c", CHILD, name, device], env=env,
                               capture_output=True, text=True, timeout=900)
            line = r.stdout.strip().splitlines()[-1] if r.stdout.strip() else f"{name}\tFAILED: {r.stderr.strip().splitlines()[-1] if r.stderr.strip() else '?'}"
            print(line, flush=True)


if __name__ == "__main__":
    main()
