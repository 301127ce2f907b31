"""GPU speed of the test models: PyTorch eager, Inductor and Strata's cuda target, in one run.

Run on the GPU machine from the repository root, with .device-bin/ holding CGO_ENABLED=0 builds of
strata-run and strata-compile (see scripts/device/gpu_check.sh):
    PYTHONPATH=python python3 scripts/device/gpu_bench.py [MODEL ...] > gpu_bench.tsv
    PYTHONPATH=python python3 scripts/device/gpu_bench.py --busy [NAME ...] > gpu_bench_busy.tsv
    PYTHONPATH=python python3 scripts/device/gpu_bench.py --kernels [NAME ...] > gpu_kernels.tsv
(--busy first exports zoo.BUSY_MODELS (or those named), sizes that keep the GPU busy, into a temporary folder with
strata.record.write_case, as scripts/device/export_models.py does, then measures them the same way;
--kernels does the same with zoo.KERNELS, single kernels at the GPU-speed issue's sizes, and adds
each one's work: bytes moved or floating-point operations, zoo.KERNEL_WORK.)
For each model of test/models, at the batch it was exported with, on the weights and inputs of the
deterministic generator:
  - eager: best of 20 calls (torch.no_grad, synchronized), after a warm-up;
  - inductor: torch.compile(model) in a fresh process with empty Inductor and Triton caches; its
    cold compile is the first call minus nothing (what a user waits for), its run the best of 20;
  - strata: the run also replays the first call as one CUDA graph (strata_graph_s; "none" when the
    call cannot be one), its results being the ones checked against PyTorch;
  - strata: the cold compile is `strata-compile --target=cuda --emit=ptx` (torch text to the
    kernels' PTX) plus the driver's JIT of that PTX (measured inside strata-run as the first call's
    module load); the run is the best of 20 calls inside strata-run ($STRATA_BENCH_REPS): host code,
    every launch and the synchronization, not the copies in and out.
Prints one tab-separated line per model; bench/gpu/table.py turns them into the docs table.
With $STRATA_FLAGS (e.g. "--tensor-core-tile=128") strata-compile and strata-run get those flags
too; with $STRATA_ONLY=1 eager and Inductor are not run (their columns say "skipped"), for
comparing Strata's variants in one session: scripts/device/tile_variants.sh. $STRATA_VARIANTS
(flag sets separated by ";") measures Strata once per set on the same export, a row each, with a
last column "variant" naming the set. $STRATA_DEVICE_BIN names another folder of the two tools
(default .device-bin), to measure another build of Strata on the same export. A set that holds the
word "tuned" has it replaced by --gpu-tunings=FILE, FILE the table strata-tune (in the same
folder) writes for that model's products, searched on its first use (the search's time and
choices go to stderr; --cache keeps each shape's timings for the next search on this machine).
A word "bin=DIR" runs that set with the strata-compile and strata-run of DIR, another build, on
the same export: STRATA_VARIANTS=";bin=.device-bin/exp" compares two builds in one call.
"""

import json
import os
import re
import subprocess
import sys
import tempfile
import time

import numpy as np
import torch

from strata import zoo
from strata.backend import target_flags

REPS = 20

CHILD = r"""
import json, os, sys, time, torch
import numpy as np
from strata import record, zoo
name, mode, models_dir = sys.argv[1], sys.argv[2], sys.argv[3]
model, example, dynamic = {**zoo.MODELS, **zoo.BUSY_MODELS, **zoo.KERNELS}[name]()
manifest = json.load(open(os.path.join(models_dir, name, "manifest.json")))
# Tied weights (GPT-2's lm_head and wte) are arguments of their own in the manifest, under every name.
state = dict(model.named_parameters(remove_duplicate=False))
state.update(dict(model.named_buffers(remove_duplicate=False)))
inputs = []
for k, a in enumerate(manifest["arguments"]):
    if a["generator"] == "given":
        continue
    dtype = torch.bfloat16 if a["dtype"] == "bfloat16" else torch.from_numpy(np.empty(0, a["dtype"])).dtype
    t = record.generate_tensor(k, tuple(a["shape"]), dtype, a["generator"], a.get("high", 2))
    if a["kind"] == "input":
        inputs.append(t)
    else:
        with torch.no_grad():
            state[a["name"]].copy_(t)
model = model.cuda().eval()
inputs = [t.cuda() for t in inputs]
def best(f):
    b = 1e9
    for _ in range(%d):
        torch.cuda.synchronize(); t0 = time.perf_counter(); f(); torch.cuda.synchronize()
        b = min(b, time.perf_counter() - t0)
    return b
with torch.no_grad():
    if mode == "eager":
        model(*inputs); torch.cuda.synchronize()
        print(f"eager\t{best(lambda: model(*inputs)):.6f}")
    else:
        compiled = torch.compile(model, backend="inductor", dynamic=dynamic is not None)
        torch.cuda.synchronize(); t0 = time.perf_counter(); compiled(*inputs); torch.cuda.synchronize()
        cold = time.perf_counter() - t0
        print(f"inductor\t{cold:.3f}\t{best(lambda: compiled(*inputs)):.6f}")
""" % REPS


MODELS_DIR = "test/models"
BIN = os.environ.get("STRATA_DEVICE_BIN", ".device-bin")


def child(name, mode):
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=cache, TRITON_CACHE_DIR=os.path.join(cache, "triton"),
                   PYTHONPATH="python")
        r = subprocess.run([sys.executable, "-W", "ignore", "-c", CHILD, name, mode, MODELS_DIR], env=env,
                           capture_output=True, text=True, timeout=600)
        if r.returncode != 0:
            print(f"{name}: {mode} failed:\n{r.stderr[-2000:]}", file=sys.stderr)
            return None
        return r.stdout.strip().splitlines()[-1].split("\t")[1:]


def tunings(name):
    """The strata.gpu_tunings table strata-tune finds for a model's products (searched once)."""
    table = f"{MODELS_DIR}/{name}/tunings.mlir"
    if not os.path.exists(table):
        linalg = f"{MODELS_DIR}/{name}/model.linalg.mlir"
        t0 = time.perf_counter()
        subprocess.run([os.path.join(BIN, "strata-compile"), f"{MODELS_DIR}/{name}/model.mlir", "--emit=linalg",
                        "-o", linalg], check=True)
        flags = target_flags("cuda") + os.environ.get("STRATA_FLAGS", "").split()
        # strata-tune's lines go straight to stderr, one a candidate as it is timed, so that a run cut
        # short keeps what it measured.
        print(f"{name}: strata-tune", file=sys.stderr, flush=True)
        r = subprocess.run([os.path.join(BIN, "strata-tune"), linalg, *flags, "--cache", "-v", "-o", table],
                           stdout=sys.stderr, env=dict(os.environ, STRATA_BIN=BIN))
        print(f"{name}: strata-tune took {time.perf_counter() - t0:.1f} s", file=sys.stderr, flush=True)
        if r.returncode != 0:
            raise RuntimeError(f"{name}: strata-tune failed")
    return table


def strata(name, variant=""):
    # PyTorch's tf32 switches as eager and Inductor run under them in this process (by default
    # convolutions in tf32, matmuls exact), passed as the Python backend passes them.
    words = [f"--gpu-tunings={tunings(name)}" if w == "tuned" else w for w in variant.split()]
    # A word "bin=DIR" measures the tools of DIR (another build) on the same export.
    bins = [w[len("bin="):] for w in words if w.startswith("bin=")]
    words = [w for w in words if not w.startswith("bin=")]
    tools = bins[-1] if bins else BIN
    flags = target_flags("cuda") + os.environ.get("STRATA_FLAGS", "").split() + words
    t0 = time.perf_counter()
    r = subprocess.run([os.path.join(tools, "strata-compile"), f"{MODELS_DIR}/{name}/model.mlir", *flags, "--emit=ptx",
                        "-o", "/dev/null"], capture_output=True, text=True)
    compile_s = time.perf_counter() - t0
    if r.returncode != 0:
        print(f"{name}: strata-compile failed:\n{r.stderr[-2000:]}", file=sys.stderr)
        return None
    env = dict(os.environ, STRATA_BENCH_REPS=str(REPS))
    t0 = time.perf_counter()
    r = subprocess.run([os.path.join(tools, "strata-run"), *flags, "--model", f"{MODELS_DIR}/{name}"], env=env,
                       capture_output=True, text=True)
    total_s = time.perf_counter() - t0
    if r.returncode != 0:
        print(f"{name}: strata-run failed:\n{r.stderr[-2000:]}", file=sys.stderr)
        return None
    run_ms = float(re.search(r"strata: best of \d+ calls: ([0-9.]+) ms", r.stderr).group(1))
    graph = re.search(r"strata: as one CUDA graph, best of \d+ calls: ([0-9.]+) ms", r.stderr)
    graph_s = f"{float(graph.group(1)) / 1e3:.6f}" if graph else "none"
    ok = "matches PyTorch" in r.stdout
    return compile_s, total_s, run_ms / 1e3, ok, graph_s


def export(models):
    """Exports models (name: factory) into a temporary folder and returns their names."""
    global MODELS_DIR
    from strata import record

    MODELS_DIR = tempfile.mkdtemp(prefix="strata-busy-")
    for name, factory in models.items():
        torch.manual_seed(0)
        model, example, dynamic = factory()
        record.write_case(MODELS_DIR, name, model, example, dynamic, decompose=True,
                          high=zoo.INT_HIGH.get(name, 2), batches=[], script="scripts/device/gpu_bench.py --busy")
    return list(models)


def main():
    work = False
    if sys.argv[1:2] == ["--busy"]:
        unknown = [n for n in sys.argv[2:] if n not in zoo.BUSY_MODELS]
        if unknown:
            sys.exit(f"gpu_bench: no busy model {', '.join(unknown)} (zoo.BUSY_MODELS: {', '.join(zoo.BUSY_MODELS)})")
        names = export({n: zoo.BUSY_MODELS[n] for n in (sys.argv[2:] or zoo.BUSY_MODELS)})
    elif sys.argv[1:2] == ["--kernels"]:
        names = export({n: zoo.KERNELS[n] for n in (sys.argv[2:] or zoo.KERNELS)})
        work = True
    else:
        names = sys.argv[1:] or list(zoo.MODELS)
    header = ("model\teager_s\tinductor_compile_s\tinductor_s\tstrata_compile_s\tstrata_run_process_s\tstrata_s\tmatches"
              "\tstrata_graph_s")
    variants = os.environ.get("STRATA_VARIANTS")
    print(header + ("\twork_unit\twork" if work else "") + ("\tvariant" if variants is not None else ""), flush=True)
    strata_only = os.environ.get("STRATA_ONLY") == "1"
    for name in names:
        if strata_only:
            e, i = ["skipped"], ["skipped", "skipped"]
        else:
            e = child(name, "eager")
            i = child(name, "inductor")
        for variant in variants.split(";") if variants is not None else [""]:
            s = strata(name, variant)
            row = [name, e[0] if e else "FAIL", i[0] if i else "FAIL", i[1] if i else "FAIL"]
            row += [f"{s[0]:.3f}", f"{s[1]:.3f}", f"{s[2]:.6f}", str(s[3]), s[4]] if s else ["FAIL"] * 5
            if work:
                row += [zoo.KERNEL_WORK[name][0], str(zoo.KERNEL_WORK[name][1])]
            if variants is not None:
                row.append(variant)
            print("\t".join(row), flush=True)


if __name__ == "__main__":
    main()
