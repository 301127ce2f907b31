"""Dumps every ATen operator schema of the installed PyTorch, marking the core ATen opset.

Run on the GPU machine (PyTorch 2.11):
    python3 dialects/torch/gen/dump_aten_schemas.py > dialects/torch/schemas/aten_schemas.tsv

Unlike listing dir(torch.ops.aten), which only shows the operator packets already loaded,
this walks the JIT's schema registry, so composite ops (layer_norm, softmax.int, flatten, ...)
and the TorchScript scalar builtins (floordiv.int, Int.Tensor, __getitem__.t, ...) are included.

Output: a header comment, then one line per overload, sorted, tab-separated:
    core|-    tags    aten::name.overload(args) -> results
"""

import sys

import torch
from torch._ops import OpOverloadPacket


def overload_info(name: str, overload: str) -> tuple[str, str]:
    try:
        op = getattr(getattr(torch.ops.aten, name), overload or "default")
    except (AttributeError, RuntimeError):
        return "-", "-"
    tags = sorted(str(t).removeprefix("Tag.") for t in op.tags)
    core = "core" if torch.Tag.core in op.tags else "-"
    return core, ",".join(tags) or "-"


def main() -> None:
    rows = {}
    for schema in torch._C._jit_get_all_schemas():
        if not schema.name.startswith("aten::"):
            continue
        core, tags = overload_info(schema.name.removeprefix("aten::"), schema.overload_name)
        rows[str(schema)] = (core, tags)
    for name in dir(torch.ops.aten):
        packet = getattr(torch.ops.aten, name, None)
        if not isinstance(packet, OpOverloadPacket):
            continue
        for overload in packet.overloads():
            op = getattr(packet, overload)
            tags = sorted(str(t).removeprefix("Tag.") for t in op.tags)
            core = "core" if torch.Tag.core in op.tags else "-"
            rows[str(op._schema)] = (core, ",".join(tags) or "-")
    out = sys.stdout
    out.write(f"# ATen operator schemas of PyTorch {torch.__version__}; core = in the core ATen opset\n")
    out.write("# columns: core|-\ttags\tschema\n")
    for schema in sorted(rows):
        core, tags = rows[schema]
        out.write(f"{core}\t{tags}\t{schema}\n")


if __name__ == "__main__":
    main()
