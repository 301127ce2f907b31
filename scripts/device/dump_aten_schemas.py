"""Dumps every ATen operator schema of the installed PyTorch, marking the core ATen opset.

Run on the GPU machine (PyTorch 2.11):
    python3 scripts/device/dump_aten_schemas.py > dialects/torch/schemas/aten_schemas.tsv

Output: a header comment, then one line per overload, sorted, tab-separated:
    core|-    tags    aten::name.overload(args) -> results
The torch dialect declares its ATen ops from this file (issue: the torch dialect).
"""

import sys

import torch
from torch._ops import OpOverloadPacket


def main() -> None:
    rows = []
    for name in dir(torch.ops.aten):
        packet = getattr(torch.ops.aten, name, None)
        if not isinstance(packet, OpOverloadPacket):
            continue
        for overload in packet.overloads():
            op = getattr(packet, overload)
            tags = sorted(str(t).removeprefix("Tag.") for t in op.tags)
            core = "core" if torch.Tag.core in op.tags else "-"
            rows.append((str(op._schema), core, ",".join(tags) or "-"))
    rows.sort()
    out = sys.stdout
    out.write(f"# ATen operator schemas of PyTorch {torch.__version__}; core = in the core ATen opset\n")
    out.write("# columns: core|-\ttags\tschema\n")
    for schema, core, tags in rows:
        out.write(f"{core}\t{tags}\t{schema}\n")


if __name__ == "__main__":
    main()
