"""PyTorch eager CPU run time of test models against Strata's compiled code, one thread each.

Run on the GPU machine from the repository root, after bench/models/prepare has compiled the
models into .device-bin/rt/<model>/ (a shared library and its harness):
    PYTHONPATH=python python3 scripts/device/eager_time.py mlp resnet18 ...
For each model: PyTorch eager (torch.set_num_threads(1), torch.no_grad, best of 5 after a
warm-up) on the weights and inputs of the deterministic generator, and Strata's harness (best of
10 calls timed inside the harness process, after it has read the weight files). Prints a markdown table.
"""

import json
import os
import subprocess
import sys
import time

import numpy as np
import torch

from strata import detgen, zoo


def eager_seconds(name):
    torch.set_num_threads(1)
    model, example, _ = zoo.MODELS[name]()
    manifest = json.load(open(os.path.join("test/models", name, "manifest.json")))
    state = dict(model.named_parameters())
    state.update(dict(model.named_buffers()))
    inputs = []
    for k, a in enumerate(manifest["arguments"]):
        if a["generator"] == "given":
            continue
        data = detgen.generate(manifest["seed"], k, tuple(a["shape"]), np.dtype(a["dtype"]), a["generator"], a.get("high", 2))
        t = torch.from_numpy(np.array(data, copy=True))
        if a["kind"] == "input":
            inputs.append(t)
        else:
            with torch.no_grad():
                state[a["name"]].copy_(t)
    with torch.no_grad():
        model(*inputs)
        best = 1e9
        for _ in range(5):
            t0 = time.perf_counter()
            model(*inputs)
            best = min(best, time.perf_counter() - t0)
    return best


def strata_seconds(name):
    """Best of 10 calls of the compiled entry, timed inside the harness ($STRATA_BENCH_REPS), so
    that neither process start nor reading the weight files counts, as for eager."""
    harness = os.path.abspath(os.path.join(".device-bin/rt", name, "harness"))
    env = dict(os.environ, STRATA_BENCH_REPS="10")
    out = subprocess.run([harness], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                         text=True, cwd=os.path.dirname(harness)).stderr
    ms = float(out.split("strata: best of 10 calls: ")[1].split(" ms")[0])
    return ms / 1e3


def main():
    print("| model | PyTorch eager, 1 thread | Strata, 1 thread | Strata / eager |")
    print("| --- | --- | --- | --- |")
    for name in sys.argv[1:]:
        e = eager_seconds(name)
        s = strata_seconds(name)
        print(f"| {name} | {e * 1e3:.3f} ms | {s * 1e3:.3f} ms | {s / e:.2f}x |", flush=True)


if __name__ == "__main__":
    main()
