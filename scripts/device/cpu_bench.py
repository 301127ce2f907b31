"""CPU run time of the test models: Strata's compiled libraries against PyTorch eager and Inductor,
at one thread and at every core, all in one run (bench/cpu/models.sh measure calls it).

Run on the GPU machine from the repository root, after `bench/cpu/models.sh prepare` has compiled
the models into .device-bin/rt/<model>/ on the development machine (the library, the harness's C
source; not the weights, which this script regenerates with the deterministic generator):
    PYTHONPATH=python python3 scripts/device/cpu_bench.py [--inductor] [--threads N] [--profile DIR] [--dir D] [--no-eager] MODEL...
For each model, on the same weights and inputs:
  - eager: model(*inputs) under torch.no_grad(), torch.set_num_threads(1) and (N), best of 10
    after a warm-up;
  - Strata: the compiled entry, best of 10 calls timed inside the harness ($STRATA_BENCH_REPS)
    after it has read its inputs, with $STRATA_NUM_THREADS=1 and N;
  - with --inductor, Inductor at N threads in a fresh process with an empty cache: its cold compile
    (first call minus an eager call) and the best of 10 calls after it.
Prints tab-separated values, one line per model (times in seconds).
"""

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

import numpy as np
import torch

from strata import detgen, zoo

# Seconds Inductor may take to compile and time one model ($STRATA_INDUCTOR_TIMEOUT): swin_t's cold
# CPU compile has run past 400.
INDUCTOR_TIMEOUT_S = float(os.environ.get("STRATA_INDUCTOR_TIMEOUT", "400"))

HEADER = ["model", "threads", "eager_1_s", "eager_n_s", "strata_1_s", "strata_n_s", "inductor_n_s",
          "inductor_compile_s"]

INDUCTOR_CHILD = r"""
import sys, time, json, torch
sys.path.insert(0, "python")
sys.path.insert(0, "scripts/device")
from cpu_bench import model_and_inputs
name, threads = sys.argv[1], int(sys.argv[2])
torch.set_num_threads(threads)
model, inputs = model_and_inputs(name)
with torch.no_grad():
    model(*inputs)
    compiled = torch.compile(model, backend="inductor")
    t0 = time.perf_counter()
    compiled(*inputs)
    compile_s = time.perf_counter() - t0
    best = 1e9
    for _ in range(10):
        t0 = time.perf_counter()
        compiled(*inputs)
        best = min(best, time.perf_counter() - t0)
print(json.dumps({"compile": compile_s, "run": best}))
"""


def arguments(name):
    """The model's arguments as the manifest's generator makes them, in argument order."""
    manifest = json.load(open(os.path.join("test/models", name, "manifest.json")))
    out = []
    for k, a in enumerate(manifest["arguments"]):
        if a["generator"] == "given":
            data = np.array(a["values"], dtype=np.dtype(a["dtype"])).reshape(a["shape"])
        else:
            data = detgen.generate(manifest["seed"], k, tuple(a["shape"]), np.dtype(a["dtype"]), a["generator"],
                                   a.get("high", 2))
        out.append((a, np.ascontiguousarray(data)))
    return out


def model_and_inputs(name):
    model, _, _ = zoo.MODELS[name]()
    model.eval()
    state = dict(model.named_parameters())
    state.update(dict(model.named_buffers()))
    inputs = []
    for a, data in arguments(name):
        t = torch.from_numpy(np.array(data, copy=True))
        if a["generator"] == "given":
            continue  # the model's own value (a position id, a counter)
        if a["kind"] == "input":
            inputs.append(t)
        else:
            with torch.no_grad():
                state[a["name"]].copy_(t)
    return model, inputs


def eager_seconds(model, inputs, threads):
    torch.set_num_threads(threads)
    with torch.no_grad():
        model(*inputs)
        best = 1e9
        for _ in range(10):
            t0 = time.perf_counter()
            model(*inputs)
            best = min(best, time.perf_counter() - t0)
    return best


def eager_profile(model, inputs, threads, path):
    """PyTorch's own per-op table of ten eager calls (torch.profiler), to set beside the runtime's
    kernel profile."""
    torch.set_num_threads(threads)
    with torch.no_grad():
        model(*inputs)
        with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CPU]) as prof:
            for _ in range(10):
                model(*inputs)
    with open(path, "w") as f:
        f.write(prof.key_averages().table(sort_by="self_cpu_time_total", row_limit=40))


def build_harness(name, folder=".device-bin/rt"):
    """Writes the inputs the harness reads and builds it for this folder (the C source names the
    development machine's paths)."""
    d = os.path.abspath(os.path.join(folder, name))
    old = open(os.path.join(d, "prefix.txt")).read().strip()
    for k, (_, data) in enumerate(arguments(name)):
        data.tofile(os.path.join(d, f"in{k}.bin"))
    src = open(os.path.join(d, "harness.c")).read().replace(old, d)
    open(os.path.join(d, "harness_here.c"), "w").write(src)
    subprocess.run(["cc", "-O2", "-o", "harness", "harness_here.c", "-L.", "-lmodule", f"-Wl,-rpath,{d}", "-lm"],
                   cwd=d, check=True)
    return os.path.join(d, "harness")


def strata_seconds(harness, threads, profile=None):
    env = dict(os.environ, STRATA_BENCH_REPS="10", STRATA_NUM_THREADS=str(threads))
    if profile:
        env["STRATA_PROFILE"] = profile
    out = subprocess.run([harness], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env,
                         text=True, cwd=os.path.dirname(harness)).stderr
    return float(out.split("strata: best of 10 calls: ")[1].split(" ms")[0]) / 1e3


def inductor(name, threads):
    """Inductor's best call and its cold compile in seconds, in a fresh process with an empty cache;
    "failed" or "timed out" (both columns) where it did not compile the model."""
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=cache, PYTHONPATH="python")
        try:
            r = subprocess.run([sys.executable, "-W", "ignore", "-c", INDUCTOR_CHILD, name, str(threads)], env=env,
                               capture_output=True, text=True, timeout=INDUCTOR_TIMEOUT_S)
        except subprocess.TimeoutExpired:
            print(f"cpu_bench: Inductor did not finish {name} in {INDUCTOR_TIMEOUT_S:.0f} s", file=sys.stderr)
            return "timed out", "timed out"
        if r.returncode != 0:
            # The compiler's warnings can fill the tail: the lines naming an error come first.
            errors = [line for line in r.stderr.splitlines() if "Error" in line or "error:" in line]
            print(f"cpu_bench: Inductor failed on {name}:\n" + "\n".join(errors[-30:]) + "\n" + r.stderr[-1500:],
                  file=sys.stderr)
            return "failed", "failed"
        res = json.loads(r.stdout.strip().splitlines()[-1])
        return res["run"], res["compile"]


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--threads", type=int, default=os.cpu_count())
    p.add_argument("--inductor", action="store_true")
    p.add_argument("--profile", metavar="DIR",
                   help="also write the runtime's kernel profile of each Strata run to DIR/MODEL-THREADS.tsv "
                        "(bench/cpu/profile.py names the kernels) and PyTorch's eager per-op table to "
                        "DIR/MODEL-eager-THREADS.txt; the timed runs are separate")
    p.add_argument("--dir", default=".device-bin/rt", help="where bench/cpu/models.sh prepare put the libraries")
    p.add_argument("--no-eager", action="store_true", help="time Strata alone (eager's columns stay empty)")
    p.add_argument("models", nargs="+")
    args = p.parse_args()
    print("\t".join(HEADER), flush=True)
    for name in args.models:
        # Strata first: eager leaves PyTorch's OpenMP threads spinning in
        # this process for a while after its calls.
        harness = build_harness(name, args.dir)
        s1 = strata_seconds(harness, 1)
        sn = strata_seconds(harness, args.threads)
        if args.profile:
            os.makedirs(args.profile, exist_ok=True)
            for t in (1, args.threads):
                strata_seconds(harness, t, os.path.join(os.path.abspath(args.profile), f"{name}-{t}.tsv"))
        if args.no_eager:
            print("\t".join([name, str(args.threads), "", "", f"{s1:.6f}", f"{sn:.6f}", "", ""]), flush=True)
            continue
        model, inputs = model_and_inputs(name)
        e1 = eager_seconds(model, inputs, 1)
        en = eager_seconds(model, inputs, args.threads)
        if args.profile:
            for t in (1, args.threads):
                eager_profile(model, inputs, t, os.path.join(args.profile, f"{name}-eager-{t}.txt"))
        i_run, i_compile = inductor(name, args.threads) if args.inductor else (None, None)
        row = [name, args.threads, e1, en, s1, sn, i_run, i_compile]
        print("\t".join("" if v is None else (f"{v:.6f}" if isinstance(v, float) else str(v)) for v in row), flush=True)


if __name__ == "__main__":
    main()
