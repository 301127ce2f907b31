"""Writes one exported test case: model.mlir, manifest.json and PyTorch's outputs.

Shared by scripts/device/export_models.py (whole models, test/models/) and
scripts/device/export_op_cases.py (single ops, test/ops/). A case directory holds:

    model.mlir      torch-dialect text from strata.program_to_mlir (weights are function arguments)
    manifest.json   every function argument in order: name, kind (parameter, buffer, input), shape,
                    dtype, and the deterministic generator's kind and bound (strata/detgen.py);
                    "given" arguments list their values
    output_<i>.npy  PyTorch's outputs on the generated weights and inputs (CPU, C order, in the
                    dtype PyTorch gave them: float32, float16, int64, bool, ...)

The inputs themselves are never stored: the Go side (modelzoo) regenerates them from the manifest.
"""

from __future__ import annotations

import json
import os
import re

import numpy as np
import torch
from torch.export.graph_signature import InputKind

from . import detgen
from .export import function_arguments, program_to_mlir

SEED = 2026


def _as_list(out):
    return list(out) if isinstance(out, (list, tuple)) else [out]


def _to_numpy(t: torch.Tensor) -> np.ndarray:
    # C order always: np.save writes a Fortran-ordered array (a transposed view) as such, and the
    # Go reader (npy) rejects Fortran order. NumPy has no bfloat16: those are saved as float32
    # (exactly), and the manifest says bfloat16.
    t = t.detach().cpu()
    if t.dtype == torch.bfloat16:
        t = t.to(torch.float32)
    return np.ascontiguousarray(t.resolve_conj().numpy())


def dtype_name(dtype: torch.dtype) -> str:
    """The manifest's name of a dtype: NumPy's (float32, int64, bool, complex64...) or bfloat16."""
    if dtype == torch.bfloat16:
        return "bfloat16"
    return str(torch.empty((), dtype=dtype).numpy().dtype)


def generate_tensor(k: int, shape: tuple, dtype: torch.dtype, kind: str, high: int = 2) -> torch.Tensor:
    """Tensor number k of a case from the deterministic generator (strata/detgen.py).

    bfloat16 values are made as float32 and rounded to nearest even; a complex tensor of shape S is
    the float tensor of shape S + (2,) (its real and imaginary parts) made by the generator.
    """
    if dtype == torch.bfloat16:
        return torch.from_numpy(np.array(detgen.generate(SEED, k, shape, np.float32, kind, high))).to(dtype)
    if dtype.is_complex:
        part = np.float32 if dtype == torch.complex64 else np.float64
        pairs = detgen.generate(SEED, k, tuple(shape) + (2,), part, kind, high)
        return torch.view_as_complex(torch.from_numpy(np.ascontiguousarray(pairs)))
    np_dtype = torch.empty((), dtype=dtype).numpy().dtype
    return torch.from_numpy(np.array(detgen.generate(SEED, k, shape, np_dtype, kind, high), copy=True))


def aten_ops(text: str) -> list[str]:
    """The ATen ops of a model.mlir (torch.aten.* names, and torch.operator names), sorted."""
    ops = set(re.findall(r"\btorch\.aten\.[A-Za-z0-9_.]*[A-Za-z0-9_]", text))
    ops.update(re.findall(r'torch\.operator "([^"]+)"', text))
    return sorted(ops)


def write_case(
    outdir: str,
    name: str,
    model: torch.nn.Module,
    example: tuple,
    dynamic_shapes=None,
    *,
    decompose: bool = True,
    high: int = 2,
    inputs: list[dict | None] | None = None,
    batches=(),
    tolerance: float | None = None,
    script: str = "scripts/device/export_models.py",
) -> dict:
    """Exports model on example into outdir/name and records PyTorch's outputs.

    decompose: run ExportedProgram.run_decompositions() (the core ATen opset) before writing.
    high: the exclusive bound of generated integer arguments.
    inputs: one entry per user input (or None), overriding its generator: {"generator": kind,
        "high": n} or {"generator": "given", "values": [...]} (values in row-major order).
    batches: other sizes of a dynamic dimension 0: the outputs at these are recorded too.
    tolerance: written to the manifest when given (max |got - want| / (1 + |want|) the case allows).

    Returns {"arguments": ..., "ops": aten_ops(text), "text": text}. Nothing is written unless the
    export, the run and the check of the exported program against the model all succeed.
    """
    ep = torch.export.export(model, example, dynamic_shapes=dynamic_shapes)
    if decompose:
        ep = ep.run_decompositions()
    text = program_to_mlir(ep)

    # Every name of a tied (shared) parameter: the exported program may use any of them.
    state = dict(model.named_parameters(remove_duplicate=False))
    state.update(dict(model.named_buffers(remove_duplicate=False)))
    args, user_inputs = [], []
    k = 0
    for node, spec, val in function_arguments(ep):
        shape = tuple(int(d) if isinstance(d, int) else int(example[len(user_inputs)].shape[i])
                      for i, d in enumerate(val.shape))
        np_dtype = dtype_name(val.dtype)
        is_state = spec.kind in (InputKind.PARAMETER, InputKind.BUFFER)
        label = spec.target if is_state else node.name
        kind = detgen.kind_of(label, val.dtype.is_floating_point or val.dtype.is_complex)
        arg_high = high
        override = {}
        if not is_state and inputs is not None:
            override = inputs[len(user_inputs)] or {}
            kind = override.get("generator", kind)
            arg_high = override.get("high", arg_high)
        entry = {
            "name": label,
            "kind": {InputKind.PARAMETER: "parameter", InputKind.BUFFER: "buffer"}.get(spec.kind, "input"),
            "shape": list(shape),
            "dtype": np_dtype,
            "generator": kind,
        }
        if kind == "int":
            entry["high"] = arg_high
        if spec.kind == InputKind.BUFFER and not (val.dtype.is_floating_point or val.dtype.is_complex):
            # Integer buffers mean something (position ids, counters): keep their values.
            entry["generator"] = "given"
            kept = state[spec.target]
            if kept.dtype == torch.bool:
                kept = kept.to(torch.int64)  # JSON numbers, as the Go reader takes them
            entry["values"] = kept.flatten().tolist()
            args.append(entry)
            k += 1
            continue
        if kind == "given":
            values = [int(v) if isinstance(v, bool) else v if isinstance(v, (int, float)) else float(v)
                      for v in override["values"]]
            if len(values) != int(np.prod(shape)):
                raise ValueError(f"input {label}: {len(values)} values for shape {list(shape)}")
            entry["values"] = values
            # As the Go side builds it: float64, then converted to the dtype.
            t = torch.tensor(values, dtype=torch.float64).to(val.dtype).reshape(shape)
        else:
            t = generate_tensor(k, shape, val.dtype, kind, arg_high)
        args.append(entry)
        if is_state:
            with torch.no_grad():
                state[spec.target].copy_(t)
        else:
            user_inputs.append(t)
        k += 1
    with torch.no_grad():
        outs = _as_list(model(*user_inputs))
    for o in outs:
        if not isinstance(o, torch.Tensor):
            raise ValueError(f"an output is a {type(o).__name__}, not a tensor")
    # The exported program must agree with the model it came from.
    with torch.no_grad():
        ep_outs = _as_list(ep.module()(*user_inputs))
    if len(ep_outs) != len(outs):
        raise ValueError(f"the exported program has {len(ep_outs)} outputs, the model {len(outs)}")
    for a, b in zip(outs, ep_outs):
        torch.testing.assert_close(a, b, rtol=1e-4, atol=1e-5)

    manifest = {"model": name, "seed": SEED, "torch": torch.__version__, "arguments": args,
                "outputs": [{"file": f"output_{i}.npy", "shape": list(o.shape), "dtype": str(o.dtype)}
                            for i, o in enumerate(outs)]}
    files = {f"output_{i}.npy": _to_numpy(o) for i, o in enumerate(outs)}
    # Other batch sizes: the inputs (dimension 0 set to B) come from the same generator.
    recorded = []
    user_dtypes = [t.dtype for t in user_inputs]
    for b in batches:
        inputs_b = []
        for k, a in enumerate(args):
            if a["kind"] != "input":
                continue
            if a["generator"] == "given":
                raise ValueError(f"input {a['name']} has given values: no other batch sizes")
            shape_b = [b] + a["shape"][1:]
            inputs_b.append(generate_tensor(k, tuple(shape_b), user_dtypes[len(inputs_b)], a["generator"],
                                            a.get("high", 2)))
        with torch.no_grad():
            outs_b = _as_list(model(*inputs_b))
        entries = []
        for i, o in enumerate(outs_b):
            f = f"output_b{b}_{i}.npy"
            files[f] = _to_numpy(o)
            entries.append({"file": f, "shape": list(o.shape), "dtype": str(o.dtype)})
        recorded.append({"batch": b, "outputs": entries})
    if recorded:
        manifest["batches"] = recorded
    if tolerance is not None:
        manifest["tolerance"] = tolerance

    d = os.path.join(outdir, name)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "model.mlir"), "w") as f:
        f.write(f"// {name}: exported by {script} with PyTorch {torch.__version__}\n")
        f.write(text)
    with open(os.path.join(d, "manifest.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    for fname, arr in files.items():
        np.save(os.path.join(d, fname), arr)
    ops = sorted({line.split("=")[1].split()[0] for line in text.splitlines() if "= torch." in line})
    print(f"{name}: {len(args)} arguments, {text.count(chr(10))} lines, ops: {' '.join(ops)}", flush=True)
    return {"arguments": args, "ops": aten_ops(text), "text": text}
