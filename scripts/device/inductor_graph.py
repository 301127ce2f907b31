#!/usr/bin/env python3
"""What Inductor compiles of a test model on the CPU (on the GPU machine, which has PyTorch):
the ops of the graph Dynamo hands it and the kernels it generates, with the cold compile's time, for
each model in a fresh process with an empty Inductor cache, as scripts/device/cpu_bench.py compiles it
(eval, no_grad, 16 threads). A model whose compile is far cheaper than the others' (the encoder
layer's 2 s against about 50) shows here whether Inductor had anything to compile.
    PYTHONPATH=python python3 scripts/device/inductor_graph.py MODEL... > RESULT.md
"""
import glob
import json
import os
import re
import subprocess
import sys
import tempfile

CHILD = r"""
import collections, json, sys, time, torch
sys.path.insert(0, "python")
sys.path.insert(0, "scripts/device")
from cpu_bench import model_and_inputs
from torch._inductor.compile_fx import compile_fx
name = sys.argv[1]
torch.set_num_threads(16)
model, inputs = model_and_inputs(name)
ops = collections.Counter()
graphs = []
def backend(gm, example_inputs):
    graphs.append(len(gm.graph.nodes))
    for node in gm.graph.nodes:
        if node.op in ("call_function", "call_method", "call_module"):
            ops[getattr(node.target, "__name__", str(node.target))] += 1
    return compile_fx(gm, example_inputs)
with torch.no_grad():
    model(*inputs)
    compiled = torch.compile(model, backend=backend)
    t0 = time.perf_counter()
    compiled(*inputs)
    compile_s = time.perf_counter() - t0
print(json.dumps({"compile": compile_s, "graphs": graphs, "ops": ops.most_common()}))
"""


def main():
    print("| model | Inductor cold compile | Dynamo graphs (nodes) | ops Dynamo hands Inductor | generated C++ kernels | extern calls |")
    print("| --- | --- | --- | --- | --- | --- |")
    for name in sys.argv[1:]:
        with tempfile.TemporaryDirectory() as cache:
            env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=cache, PYTHONPATH="python")
            r = subprocess.run([sys.executable, "-W", "ignore", "-c", CHILD, name], env=env, capture_output=True,
                               text=True, timeout=600)
            if r.returncode != 0:
                print(f"| {name} | failed: {r.stderr.strip().splitlines()[-1] if r.stderr.strip() else r.returncode} | | | | |")
                continue
            res = json.loads(r.stdout.strip().splitlines()[-1])
            # The output code Inductor wrote: its C++ kernels are cpp_fused_* functions, and the ops it
            # leaves to ATen and other libraries are extern_kernels.* / torch.ops.* calls.
            kernels, externs = set(), set()
            for path in glob.glob(os.path.join(cache, "**", "*.py"), recursive=True):
                text = open(path, errors="replace").read()
                if "def call(" not in text:
                    continue
                kernels.update(re.findall(r"\bcpp_fused_\w+", text))
                externs.update(re.findall(r"\b(?:extern_kernels\.\w+|torch\.ops\.aten\.\w+\.\w+)", text))
        ops = ", ".join(f"{op} x{n}" for op, n in res["ops"])
        print(f"| {name} | {res['compile']:.1f} s | {res['graphs']} | {ops} | {len(kernels)} | {', '.join(sorted(externs)) or 'none'} |")


if __name__ == "__main__":
    main()
