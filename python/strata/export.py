"""torch.export → torch-dialect MLIR text, in Torch-MLIR's textual syntax.

    import strata
    text = strata.export(model, (x,), dynamic_shapes=None)

or from the command line (the model given as module:factory, called with no arguments, returning
(model, example_args)):

    python -m strata.export mypkg.models:make_mlp -o mlp.mlir

The exported program is decomposed to the core ATen opset (ExportedProgram.run_decompositions), so
the text holds ops such as torch.aten.convolution, torch.aten.addmm, torch.aten.native_layer_norm.
Parameters and buffers are function arguments by default (inline_params=True makes them
torch.vtensor.literal ops with dense_resource blobs). Dynamic dims print as ? and are bound to
torch.symbolic_int values with torch.bind_symbolic_shape. Every op carries the location of the
Python line that made it.
"""

from __future__ import annotations

import argparse
import importlib
import math
import operator
import re
import struct
import sys
from typing import Any

import torch
from torch.export import ExportedProgram
from torch.export.graph_signature import InputKind

DTYPES = {
    torch.float32: "f32",
    torch.float64: "f64",
    torch.float16: "f16",
    torch.bfloat16: "bf16",
    torch.int8: "si8",
    torch.int16: "si16",
    torch.int32: "si32",
    torch.int64: "si64",
    torch.uint8: "ui8",
    torch.bool: "i1",
    torch.complex64: "complex<f32>",
    torch.complex128: "complex<f64>",
}

# The builtin element types of the same dtypes, for dense literals.
BUILTIN_ELEM = {
    torch.float32: "f32",
    torch.float64: "f64",
    torch.float16: "f16",
    torch.bfloat16: "bf16",
    torch.int8: "si8",
    torch.int16: "si16",
    torch.int32: "si32",
    torch.int64: "si64",
    torch.uint8: "ui8",
    torch.bool: "i1",
}

# PyTorch's ScalarType numbering, which Torch-MLIR passes dtype arguments as.
SCALAR_TYPE = {
    torch.uint8: 0,
    torch.int8: 1,
    torch.int16: 2,
    torch.int32: 3,
    torch.int64: 4,
    torch.float16: 5,
    torch.float32: 6,
    torch.float64: 7,
    torch.complex64: 9,
    torch.complex128: 10,
    torch.bool: 11,
    torch.bfloat16: 15,
}

MEMORY_FORMAT = {
    torch.contiguous_format: 0,
    torch.preserve_format: 1,
    torch.channels_last: 2,
    torch.channels_last_3d: 3,
}

LAYOUT = {torch.strided: 0, torch.sparse_coo: 1}


class ExportError(Exception):
    """A model torch.export cannot trace, or a graph this exporter cannot write."""


def export(
    model: torch.nn.Module,
    args: tuple,
    kwargs: dict | None = None,
    dynamic_shapes: Any = None,
    inline_params: bool = False,
    decompose: bool = True,
    func_name: str = "main",
) -> str:
    """Exports model called on args as torch-dialect text."""
    try:
        ep = torch.export.export(model, args, kwargs=kwargs, dynamic_shapes=dynamic_shapes)
    except Exception as e:  # torch.export's reasons are many; report them as they are
        raise ExportError(f"torch.export could not trace {type(model).__name__}: {e}") from e
    if decompose:
        ep = ep.run_decompositions()
    return program_to_mlir(ep, inline_params=inline_params, func_name=func_name)


def function_arguments(ep: ExportedProgram) -> list:
    """The (placeholder node, input spec, tensor value) of each argument of the function
    program_to_mlir writes (without inline_params), in order: every placeholder but the constant
    tensors, which the text holds as literals."""
    specs = {s.arg.name: s for s in ep.graph_signature.input_specs}
    out = []
    for node in ep.graph_module.graph.nodes:
        if node.op != "placeholder":
            continue
        spec = specs[node.name]
        if spec.kind == InputKind.CONSTANT_TENSOR:
            continue
        val = node.meta.get("val")
        if not isinstance(val, torch.Tensor):
            raise ExportError(f"unsupported non-tensor input {node.name}")
        out.append((node, spec, val))
    return out


# The file name of node_locations' locations: line N is the graph's N-th node.
NODE_FILE = "strata-fx-node"


def program_to_mlir(ep: ExportedProgram, inline_params: bool = False, func_name: str = "main",
                    node_locations: bool = False) -> str:
    """The torch-dialect text of ep. With node_locations, each op's location is
    loc("strata-fx-node":N:0) for the graph's N-th node instead of its source line, so that a
    diagnostic names the node it is about (strata.explain's probe)."""
    return _Writer(ep, inline_params, func_name, node_locations).write()


def vtensor_type(t: Any) -> str:
    """!torch.vtensor<[2,?],f32> for a FakeTensor or tensor (symbolic dims print as ?)."""
    dims = []
    for d in t.shape:
        if isinstance(d, torch.SymInt) and getattr(d.node.expr, "is_number", False):
            d = int(d.node.expr)  # a size export specialized (Dim.AUTO on a dim that cannot vary)
        dims.append(str(d) if isinstance(d, int) else "?")
    dtype = DTYPES.get(t.dtype)
    if dtype is None:
        raise ExportError(f"unsupported dtype {t.dtype}")
    return f"!torch.vtensor<[{','.join(dims)}],{dtype}>"


def _float_literal(x: float) -> str:
    if math.isnan(x):
        return "0x7FF8000000000000"
    if math.isinf(x):
        return "0x7FF0000000000000" if x > 0 else "0xFFF0000000000000"
    return f"{x:.6e}"


class _Writer:
    def __init__(self, ep: ExportedProgram, inline_params: bool, func_name: str, node_locations: bool = False):
        self.ep = ep
        self.node_index = ({n: i for i, n in enumerate(ep.graph_module.graph.nodes)} if node_locations else None)
        self.inline = inline_params
        self.func_name = func_name
        self.lines: list[str] = []
        self.values: dict[torch.fx.Node, str] = {}  # node -> SSA name (or name#i for tuple parts)
        self.types: dict[str, str] = {}  # SSA name -> type
        self.used: set[str] = set()
        self.next_id = 0
        self.const_cache: dict[tuple, str] = {}
        self.symbols: dict[str, str] = {}  # sympy symbol name -> SSA value of torch.symbolic_int
        self.resources: list[tuple[str, bytes]] = []

    # Names ---------------------------------------------------------------------------------
    def fresh(self, hint: str | None = None) -> str:
        if hint:
            hint = re.sub(r"[^A-Za-z0-9_$.-]", "_", hint)
            if hint and not hint[0].isdigit() and hint not in self.used:
                self.used.add(hint)
                return "%" + hint
            base = hint if hint and not hint[0].isdigit() else "v" + (hint or "")
            i = 0
            while f"{base}_{i}" in self.used:
                i += 1
            self.used.add(f"{base}_{i}")
            return f"%{base}_{i}"
        while str(self.next_id) in self.used:
            self.next_id += 1
        name = str(self.next_id)
        self.used.add(name)
        self.next_id += 1
        return "%" + name

    def emit(self, text: str, loc: str = "") -> None:
        self.lines.append("    " + text + (f" {loc}" if loc else ""))

    # Constants -----------------------------------------------------------------------------
    def const(self, kind: str, value: Any) -> tuple[str, str]:
        key = (kind, repr(value))
        if key in self.const_cache:
            name = self.const_cache[key]
            return name, self.types[name]
        if kind == "none":
            name, text, ty = self.fresh("none"), "torch.constant.none", "!torch.none"
        elif kind == "bool":
            name = self.fresh("true" if value else "false")
            text, ty = f"torch.constant.bool {'true' if value else 'false'}", "!torch.bool"
        elif kind == "int":
            name = self.fresh(f"int{value}")
            text, ty = f"torch.constant.int {int(value)}", "!torch.int"
        elif kind == "float":
            name = self.fresh("float" + _float_literal(value).replace("+", ""))
            text, ty = f"torch.constant.float {_float_literal(value)}", "!torch.float"
        elif kind == "str":
            escaped = value.replace("\\", "\\\\").replace('"', '\\"')
            name, text, ty = self.fresh("str"), f'torch.constant.str "{escaped}"', "!torch.str"
        elif kind == "device":
            name, text, ty = self.fresh("cpu" if value == "cpu" else "device"), f'torch.constant.device "{value}"', "!torch.Device"
        else:
            raise ExportError(f"unknown constant kind {kind}")
        self.emit(f"{name} = {text}")
        self.const_cache[key] = name
        self.types[name] = ty
        return name, ty

    # Arguments of an op, by schema type --------------------------------------------------------
    def operand(self, value: Any, jit_type: Any) -> tuple[str, str]:
        tname = str(jit_type)
        if value is None:
            return self.const("none", None)
        if isinstance(value, torch.fx.Node):
            name = self.values[value]
            return name, self.types[name]
        if tname.startswith("Optional["):
            return self.operand(value, jit_type.getElementType())
        if tname == "Tensor" and isinstance(value, (bool, int, float)):
            # A Python number where the schema wants a Tensor: a rank-0 tensor, as
            # Torch-MLIR's importer makes it.
            n, t = self.operand(value, None)
            dtype = {"!torch.bool": "i1", "!torch.int": "si64", "!torch.float": "f64"}[t]
            name = self.fresh()
            self.emit(f"{name} = torch.prim.NumToTensor.Scalar {n} : {t} -> !torch.vtensor<[],{dtype}>")
            self.types[name] = f"!torch.vtensor<[],{dtype}>"
            return name, self.types[name]
        if tname in ("ScalarType",) or isinstance(value, torch.dtype):
            return self.const("int", SCALAR_TYPE[value])
        if isinstance(value, torch.memory_format):
            return self.const("int", MEMORY_FORMAT[value])
        if isinstance(value, torch.layout):
            return self.const("int", LAYOUT[value])
        if isinstance(value, torch.device):
            return self.const("device", str(value))
        if isinstance(value, bool):
            return self.const("bool", value)
        if isinstance(value, int):
            return self.const("int", value)
        if isinstance(value, float):
            return self.const("float", value)
        if isinstance(value, str):
            return self.const("str", value)
        if isinstance(value, (list, tuple)):
            elem_type = jit_type.getElementType() if hasattr(jit_type, "getElementType") else None
            parts = [self.operand(v, elem_type) for v in value]
            etypes = {t for _, t in parts}
            if not parts:
                list_elem = self.list_elem_name(elem_type)
            elif all(t.startswith("!torch.vtensor") for t in etypes):
                list_elem = "vtensor"
            elif len(etypes) == 1:
                list_elem = next(iter(etypes)).removeprefix("!torch.")
            else:
                list_elem = self.list_elem_name(elem_type)
            name = self.fresh()
            ops = ", ".join(n for n, _ in parts)
            tys = ", ".join(t for _, t in parts)
            self.emit(f"{name} = torch.prim.ListConstruct {ops} : ({tys}) -> !torch.list<{list_elem}>")
            self.types[name] = f"!torch.list<{list_elem}>"
            return name, self.types[name]
        raise ExportError(f"cannot pass {value!r} as {tname}")

    @staticmethod
    def list_elem_name(jit_type: Any) -> str:
        t = str(jit_type) if jit_type is not None else "int"
        return {"int": "int", "SymInt": "int", "float": "float", "bool": "bool", "Tensor": "vtensor"}.get(
            t, "optional<vtensor>" if t.startswith("Optional[Tensor") else "int"
        )

    # Locations -------------------------------------------------------------------------------
    @staticmethod
    def location(node: torch.fx.Node) -> str:
        """The model's own source line of a node: the innermost frame of its stack trace outside
        PyTorch itself (torch.nn's modules say little about a model), with the folder up to
        site-packages dropped so that the text does not depend on the machine."""
        trace = node.meta.get("stack_trace") or ""
        frames = re.findall(r'File "([^"]+)", line (\d+)', trace)
        if not frames:
            return ""
        outside = [f for f in frames if "/site-packages/torch/" not in f[0] and "/torch/nn/" not in f[0]]
        path, line = (outside or frames)[-1]
        path = re.sub(r"^.*/site-packages/", "", path)
        path = re.sub(r"^.*/(python/strata/)", r"\1", path)
        path = path.replace("\\", "\\\\").replace('"', '\\"')
        return f'loc("{path}":{line}:0)'

    # The function --------------------------------------------------------------------------
    def result_type(self, val: Any) -> str:
        if isinstance(val, torch.Tensor):
            return vtensor_type(val)
        if isinstance(val, torch.SymInt) or isinstance(val, int):
            return "!torch.int"
        if isinstance(val, torch.SymFloat) or isinstance(val, float):
            return "!torch.float"
        if isinstance(val, torch.SymBool) or isinstance(val, bool):
            return "!torch.bool"
        raise ExportError(f"unsupported result {type(val).__name__}")

    def bind_symbols(self, name: str, val: Any) -> None:
        """torch.bind_symbolic_shape for a tensor with symbolic dims."""
        if not isinstance(val, torch.Tensor):
            return
        syms = []
        exprs = []
        for d in val.shape:
            if isinstance(d, int):
                exprs.append(str(d))
                continue
            expr = d.node.expr
            for s in sorted(expr.free_symbols, key=str):
                if str(s) not in self.symbols:
                    self.declare_symbol(s)
                if str(s) not in syms:
                    syms.append(str(s))
            text = str(expr)
            for i, s in enumerate(syms):
                text = re.sub(rf"\b{re.escape(s)}\b", f"s{i}", text)
            exprs.append(text.replace("**", "^"))
        if not syms:
            return
        operands = ", ".join(self.symbols[s] for s in syms)
        params = ", ".join(f"s{i}" for i in range(len(syms)))
        self.emit(
            f"torch.bind_symbolic_shape {name}, [{operands}], affine_map<()[{params}] -> ({', '.join(exprs)})>"
            f" : {self.types[name]}"
        )

    def declare_symbol(self, sym: Any) -> None:
        name = self.fresh(str(sym))
        rng = self.ep.range_constraints.get(sym)
        attrs = ""
        if rng is not None:
            lo, hi = rng.lower, rng.upper
            # Torch-MLIR's syntax has both bounds: an unbounded side is the i64 extreme.
            lo = int(lo) if lo is not None and not math.isinf(float(lo)) else 0
            hi = int(hi) if hi is not None and not math.isinf(float(hi)) and int(hi) < 2**63 else 2**63 - 1
            attrs = f" {{min_val = {lo}, max_val = {hi}}}"
        self.emit(f'{name} = torch.symbolic_int "{sym}"{attrs} : !torch.int')
        self.symbols[str(sym)] = name
        self.types[name] = "!torch.int"

    def literal(self, name: str, t: torch.Tensor) -> None:
        t = t.detach().cpu().contiguous()
        elem = BUILTIN_ELEM.get(t.dtype)
        if elem is None:
            raise ExportError(f"cannot inline a {t.dtype} tensor")
        shape = "x".join(str(d) for d in t.shape)
        builtin = f"tensor<{shape + 'x' if shape else ''}{elem}>"
        key = f"{name.lstrip('%')}_blob"
        flat = t.reshape(-1)
        raw = flat.view(torch.uint8).numpy().tobytes() if t.dtype != torch.bool else flat.numpy().astype("uint8").tobytes()
        self.resources.append((key, struct.pack("<I", max(t.element_size(), 1)) + raw))
        self.emit(f"{name} = torch.vtensor.literal(dense_resource<{key}> : {builtin}) : {vtensor_type(t)}")
        self.types[name] = vtensor_type(t)

    def write(self) -> str:
        ep = self.ep
        gm = ep.graph_module
        sig = ep.graph_signature
        kinds = {spec.arg.name: spec for spec in sig.input_specs}
        params = dict(ep.state_dict)
        params.update(getattr(ep, "constants", {}) or {})

        args, arg_types = [], []
        body_start = len(self.lines)
        inlined = []
        for node in gm.graph.nodes:
            if node.op != "placeholder":
                continue
            spec = kinds.get(node.name)
            val = node.meta.get("val")
            is_state = spec is not None and spec.kind in (InputKind.PARAMETER, InputKind.BUFFER, InputKind.CONSTANT_TENSOR)
            if spec is not None and spec.kind == InputKind.CONSTANT_TENSOR or (self.inline and is_state):
                inlined.append((node, params[spec.target]))
                continue
            if not isinstance(val, torch.Tensor):
                raise ExportError(f"unsupported non-tensor input {node.name}")
            name = self.fresh(node.name)
            self.values[node] = name
            self.types[name] = vtensor_type(val)
            args.append(f"{name}: {self.types[name]}")
            arg_types.append(self.types[name])
        for node, tensor in inlined:
            name = self.fresh(node.name)
            self.values[node] = name
            self.literal(name, tensor)
        for node in gm.graph.nodes:
            if node.op == "placeholder":
                val = node.meta.get("val")
                if node in self.values and isinstance(val, torch.Tensor):
                    self.bind_symbols(self.values[node], val)
        results: list[str] = []
        result_types: list[str] = []
        for node in gm.graph.nodes:
            if node.op == "call_function":
                self.call(node)
            elif node.op == "output":
                outs = node.args[0]
                outs = outs if isinstance(outs, (list, tuple)) else [outs]
                for o in outs:
                    if o is None:
                        raise ExportError("a None output is not supported")
                    n, t = self.operand(o, None)
                    results.append(n)
                    result_types.append(t)
            elif node.op == "get_attr":
                name = self.fresh(node.name)
                self.values[node] = name
                self.literal(name, getattr(gm, node.target))
        body = self.lines[body_start:]
        ret = f"    return {', '.join(results)} : {', '.join(result_types)}" if results else "    return"
        rtypes = result_types[0] if len(result_types) == 1 else f"({', '.join(result_types)})"
        head = f"func.func @{self.func_name}({', '.join(args)}) -> {rtypes} {{"
        out = ["module {", "  " + head] + body + [ret, "  }", "}"]
        if self.resources:
            out.append("")
            out.append("{-#")
            out.append("  dialect_resources: {")
            out.append("    builtin: {")
            entries = [f'      {k}: "0x{v.hex().upper()}"' for k, v in self.resources]
            out.append(",\n".join(entries))
            out.append("    }")
            out.append("  }")
            out.append("#-}")
        return "\n".join(out) + "\n"

    def call(self, node: torch.fx.Node) -> None:
        target = node.target
        if self.node_index is not None:
            loc = f'loc("{NODE_FILE}":{self.node_index[node]}:0)'
        else:
            loc = self.location(node)
        if target is operator.getitem:
            base, idx = node.args
            src = self.values[base]
            parts = self.types.get(src + "#parts")
            if parts is None:
                raise ExportError(f"getitem of a non-tuple value at {node.name}")
            name = f"{src}#{idx}"
            self.values[node] = name
            self.types[name] = parts.split("|")[idx]
            return
        if target in SYM_OPS:
            operands = [self.operand(a, None) for a in node.args]
            name = self.fresh()
            self.emit(f"{name} = {SYM_OPS[target]} {', '.join(n for n, _ in operands)} : "
                      f"{', '.join(t for _, t in operands)} -> !torch.int", loc)
            self.values[node] = name
            self.types[name] = "!torch.int"
            return
        if not isinstance(target, torch._ops.OpOverload):
            raise ExportError(f"unsupported call target {target} at {node.name}")
        schema = target._schema
        if schema.name + "." + (schema.overload_name or "default") in SKIPPED:
            return
        operands = []
        for i, arg in enumerate(schema.arguments):
            if i < len(node.args):
                v = node.args[i]
            elif arg.name in node.kwargs:
                v = node.kwargs[arg.name]
            elif arg.has_default_value():
                v = arg.default_value
            else:
                raise ExportError(f"{schema.name}: missing argument {arg.name}")
            operands.append(self.operand(v, arg.type))
        val = node.meta.get("val")
        returns_list = len(schema.returns) == 1 and str(schema.returns[0].type) == "List[Tensor]"
        vals = list(val) if isinstance(val, (list, tuple)) else [val]
        rtypes = [self.result_type(v) for v in vals]
        names = ", ".join(n for n, _ in operands)
        tys = ", ".join(t for _, t in operands)
        full = op_name(schema)
        name = self.fresh()
        if returns_list:
            self.emit(f"{name} = {full} {names} : {tys} -> !torch.list<vtensor>", loc)
            self.types[name] = "!torch.list<vtensor>"
            unpacked = self.fresh()
            self.emit(f"{unpacked}:{len(rtypes)} = torch.prim.ListUnpack {name} : !torch.list<vtensor> -> "
                      f"{', '.join(rtypes)}", loc)
            self.values[node] = unpacked
            self.types[unpacked + "#parts"] = "|".join(rtypes)
            return
        lhs = f"{name}:{len(rtypes)}" if len(rtypes) > 1 else name
        if full.startswith("torch."):
            self.emit(f"{lhs} = {full} {names} : {tys} -> {', '.join(rtypes)}", loc)
        else:
            self.emit(f'{lhs} = torch.operator "{full}"({names}) : ({tys}) -> ({", ".join(rtypes)})', loc)
        self.values[node] = name
        if len(rtypes) > 1:
            self.types[name + "#parts"] = "|".join(rtypes)
        else:
            self.types[name] = rtypes[0]
            self.bind_symbols(name, vals[0])


def op_name(schema: Any) -> str:
    """torch.aten.add.Tensor for aten::add.Tensor (the default overload left out), likewise
    torch.prims.* and torch.quantized_decomposed.* (the torch dialect declares all three); ops of
    other namespaces keep their qualified name for torch.operator."""
    ns, _, name = schema.name.partition("::")
    if (ns, name) == ("aten", "sym_size"):
        return "torch.aten.size.int"
    overload = schema.overload_name
    suffix = f".{overload}" if overload and overload != "default" else ""
    if ns in DECLARED_NAMESPACES:
        return f"torch.{ns}.{name}{suffix}"
    return f"{ns}.{name}{suffix}"


# The namespaces whose every op the torch dialect declares (dialects/torch/schemas/aten_schemas.tsv).
DECLARED_NAMESPACES = ("aten", "prims", "quantized_decomposed")


# Python arithmetic on symbolic sizes, as Torch-MLIR's integer ops.
SYM_OPS = {
    operator.add: "torch.aten.add.int",
    operator.sub: "torch.aten.sub.int",
    operator.mul: "torch.aten.mul.int",
    operator.floordiv: "torch.aten.floordiv.int",
}

# Runtime assertions torch.export leaves in the graph; the shapes they guard are in the types.
SKIPPED = {
    "aten::_assert_scalar.default",
    "aten::_assert_tensor_metadata.default",
    "aten::sym_constrain_range_for_size.default",
    "aten::_assert_async.msg",
}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m strata.export", description=__doc__.split("\n\n")[0])
    p.add_argument("factory", help="module:function returning (model, example_args)")
    p.add_argument("-o", "--output", default="-", help="output file (default: stdout)")
    p.add_argument("--inline-params", action="store_true", help="parameters as torch.vtensor.literal")
    p.add_argument("--no-decompose", action="store_true", help="keep the ops torch.export produced")
    a = p.parse_args(argv)
    mod, _, fn = a.factory.partition(":")
    model, example = getattr(importlib.import_module(mod), fn)()
    try:
        text = export(model, example, inline_params=a.inline_params, decompose=not a.no_decompose)
    except ExportError as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
