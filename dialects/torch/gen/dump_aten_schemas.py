"""Dumps the operator schemas the torch dialect declares, from the installed PyTorch: every
overload of the aten::, prims:: and quantized_decomposed:: namespaces, marking the core ATen opset.

Run on the GPU machine (PyTorch 2.11):
    python3 dialects/torch/gen/dump_aten_schemas.py > dialects/torch/schemas/aten_schemas.tsv

Unlike listing dir(torch.ops.aten), which only shows the operator packets already loaded,
this walks the JIT's schema registry, so composite ops (layer_norm, softmax.int, flatten, ...)
and the TorchScript scalar builtins (floordiv.int, Int.Tensor, __getitem__.t, ...) are included.
prims:: (torch._prims) and quantized_decomposed:: (torch.ao.quantization.fx._decomposed) are
defined in Python with torch.library; importing their modules registers them.

Output: a header comment, then the aten:: rows, then a comment row and the rows of each other
namespace, each namespace sorted; one line per overload, tab-separated:
    core|-    tags    ns::name.overload(args) -> results
"""

import importlib
import sys

import torch
from torch._ops import OpOverloadPacket

# Each namespace after aten, with the module that defines it and what it is.
NAMESPACES = [
    (
        "prims",
        "torch._prims",
        "PyTorch's primitive ops (torch._prims), which torch.export and the PrimTorch decompositions emit.",
    ),
    (
        "quantized_decomposed",
        "torch.ao.quantization.fx._decomposed",
        "the (de)quantization ops of PT2E quantization (torch.ao.quantization.fx._decomposed), "
        "which torch.export emits for quantized models.",
    ),
]


def tags_of(op) -> tuple[str, str]:
    tags = sorted(str(t).removeprefix("Tag.") for t in op.tags)
    core = "core" if torch.Tag.core in op.tags else "-"
    return core, ",".join(tags) or "-"


def overload_info(ns: str, name: str, overload: str) -> tuple[str, str]:
    try:
        op = getattr(getattr(getattr(torch.ops, ns), name), overload or "default")
    except (AttributeError, RuntimeError):
        return "-", "-"
    return tags_of(op)


def dump(ns: str) -> dict[str, tuple[str, str]]:
    rows = {}
    for schema in torch._C._jit_get_all_schemas():
        if not schema.name.startswith(ns + "::"):
            continue
        rows[str(schema)] = overload_info(ns, schema.name.removeprefix(ns + "::"), schema.overload_name)
    namespace = getattr(torch.ops, ns)
    for name in dir(namespace):
        packet = getattr(namespace, name, None)
        if not isinstance(packet, OpOverloadPacket):
            continue
        for overload in packet.overloads():
            op = getattr(packet, overload)
            rows[str(op._schema)] = tags_of(op)
    return rows


def write(out, rows: dict[str, tuple[str, str]]) -> None:
    for schema in sorted(rows):
        core, tags = rows[schema]
        out.write(f"{core}\t{tags}\t{schema}\n")


def main() -> None:
    for _, module, _ in NAMESPACES:
        importlib.import_module(module)
    out = sys.stdout
    out.write(f"# Operator schemas of PyTorch {torch.__version__}; core = in the core ATen opset\n")
    out.write("# columns: core|-\ttags\tschema\n")
    write(out, dump("aten"))
    for ns, _, what in NAMESPACES:
        out.write(f"# {ns}:: — {what}\n")
        write(out, dump(ns))


if __name__ == "__main__":
    main()
