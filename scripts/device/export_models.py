"""Exports the test models (python/strata/zoo.py) and records PyTorch's outputs.

Run on the GPU machine (PyTorch 2.11), from the repository root:
    PYTHONPATH=python python3 scripts/device/export_models.py OUTDIR

For each model, OUTDIR/<name>/ gets:
    model.mlir      torch-dialect text from strata.export (weights are function arguments)
    manifest.json   every function argument in order: name, kind (parameter, buffer, input),
                    shape, dtype, and the deterministic generator's kind and bound (strata/detgen.py)
    output_<i>.npy  PyTorch's outputs on the generated weights and inputs (float32, CPU)
A model that fails is reported and skipped; the script exits 1 if any failed.
"""

import json
import os
import sys
import traceback

import numpy as np
import torch

import strata
from strata import detgen, zoo
from torch.export.graph_signature import InputKind

SEED = 2026


def export_one(name, factory, outdir):
    torch.manual_seed(0)
    model, example, dynamic = factory()
    ep = torch.export.export(model, example, dynamic_shapes=dynamic)
    ep = ep.run_decompositions()
    text = strata.program_to_mlir(ep)

    # The function's arguments, in order: the placeholders that are not inlined constants.
    specs = {s.arg.name: s for s in ep.graph_signature.input_specs}
    state = dict(model.named_parameters())
    state.update(dict(model.named_buffers()))
    args, user_inputs = [], []
    k = 0
    for node in ep.graph_module.graph.nodes:
        if node.op != "placeholder":
            continue
        spec = specs[node.name]
        if spec.kind == InputKind.CONSTANT_TENSOR:
            continue
        val = node.meta["val"]
        shape = tuple(int(d) if isinstance(d, int) else int(example[len(user_inputs)].shape[i])
                      for i, d in enumerate(val.shape))
        np_dtype = torch.empty((), dtype=val.dtype).numpy().dtype
        label = spec.target if spec.kind in (InputKind.PARAMETER, InputKind.BUFFER) else node.name
        kind = detgen.kind_of(label, np_dtype)
        high = zoo.INT_HIGH.get(name, 2)
        entry = {
            "name": label,
            "kind": {InputKind.PARAMETER: "parameter", InputKind.BUFFER: "buffer"}.get(spec.kind, "input"),
            "shape": list(shape),
            "dtype": str(np_dtype),
            "generator": kind,
        }
        if kind == "int":
            entry["high"] = high
        if spec.kind == InputKind.BUFFER and not np.issubdtype(np_dtype, np.floating):
            # Integer buffers mean something (position ids, counters): keep their values.
            entry["generator"] = "given"
            entry["values"] = state[spec.target].flatten().tolist()
            args.append(entry)
            k += 1
            continue
        args.append(entry)
        data = detgen.generate(SEED, k, shape, np_dtype, kind, high)
        t = torch.from_numpy(np.array(data, copy=True))
        if spec.kind in (InputKind.PARAMETER, InputKind.BUFFER):
            with torch.no_grad():
                state[spec.target].copy_(t)
        else:
            user_inputs.append(t)
        k += 1
    with torch.no_grad():
        out = model(*user_inputs)
    outs = out if isinstance(out, (list, tuple)) else [out]
    # The exported program must agree with the model it came from.
    with torch.no_grad():
        ep_out = ep.module()(*user_inputs)
    ep_outs = ep_out if isinstance(ep_out, (list, tuple)) else [ep_out]
    for a, b in zip(outs, ep_outs):
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-5)

    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "model.mlir"), "w") as f:
        f.write(f"// {name}: exported by scripts/device/export_models.py with PyTorch {torch.__version__}\n")
        f.write(text)
    manifest = {"model": name, "seed": SEED, "torch": torch.__version__, "arguments": args,
                "outputs": [{"file": f"output_{i}.npy", "shape": list(o.shape), "dtype": str(o.dtype)}
                            for i, o in enumerate(outs)]}
    # Other batch sizes: the inputs (dimension 0 set to B) come from the same generator.
    batches = []
    for b in zoo.EXTRA_BATCHES.get(name, []):
        inputs_b = []
        for k, a in enumerate(args):
            if a["kind"] != "input":
                continue
            shape_b = [b] + a["shape"][1:]
            np_dtype = np.dtype(a["dtype"])
            data = detgen.generate(SEED, k, tuple(shape_b), np_dtype, a["generator"], a.get("high", 2))
            inputs_b.append(torch.from_numpy(np.array(data, copy=True)))
        with torch.no_grad():
            out_b = model(*inputs_b)
        outs_b = out_b if isinstance(out_b, (list, tuple)) else [out_b]
        files = []
        for i, o in enumerate(outs_b):
            f = f"output_b{b}_{i}.npy"
            np.save(os.path.join(outdir, name, f), o.detach().numpy())
            files.append({"file": f, "shape": list(o.shape), "dtype": str(o.dtype)})
        batches.append({"batch": b, "outputs": files})
    if batches:
        manifest["batches"] = batches
    with open(os.path.join(d, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    for i, o in enumerate(outs):
        np.save(os.path.join(d, f"output_{i}.npy"), o.detach().numpy())
    ops = sorted({line.split("=")[1].split()[0] for line in text.splitlines() if "= torch." in line})
    print(f"{name}: {len(args)} arguments, {text.count(chr(10))} lines, ops: {' '.join(ops)}")


def main():
    outdir = sys.argv[1]
    only = set(sys.argv[2:])  # optional model names: export just those
    failed = 0
    for name, factory in zoo.MODELS.items():
        if only and name not in only:
            continue
        try:
            export_one(name, factory, outdir)
        except Exception:
            failed += 1
            print(f"{name}: FAILED", file=sys.stderr)
            traceback.print_exc()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
