"""torch.compile(model, backend="strata"), strata.compile and strata.explain.

The graph (Dynamo's FX graph, or the model) is traced to functional core ATen (one trace by
aot_export_module, as aot_autograd makes for Inductor; torch.export and its decompositions where
sizes are dynamic), written as torch-dialect text (strata.export) and compiled by strata-compile
into a shared library, which runtime.Library calls on the tensors themselves. Parameters and buffers are
arguments of the compiled function, read from the model at every call: never baked in.

Ops Strata cannot lower are found by a probe (the graph's text with one location per FX node,
lowered to linalg: each diagnostic names its node); the graph is then split by torch.fx's
capability-based partitioner, the supported pieces compiled and the rest left to PyTorch's eager
ops. strict=True raises instead. A compiled whole graph is remembered on disk (key: the graph's
code, its inputs' types, the target and the tools), so a second process skips export and compile.
"""

from __future__ import annotations

import contextlib
import copy
import hashlib
import inspect
import json
import operator
import os
import re
import subprocess
import tempfile
import time
import warnings
from dataclasses import dataclass, field
from typing import Any, Callable

import torch
import torch.utils._pytree as pytree
from torch.export.graph_signature import (ExportGraphSignature, InputKind, InputSpec, OutputKind, OutputSpec,
                                          TensorArgument)

from . import fastpaths, runtime, tools
from .export import NODE_FILE, SKIPPED, ExportError, _Writer, function_arguments, program_to_mlir

CACHE_FORMAT = "strata-python-2"


class CompileError(RuntimeError):
    """strata-compile failed, or (strict=True) the graph has ops Strata cannot lower.
    The message carries the compiler's diagnostics."""


@dataclass
class Fallback:
    """An op that runs in PyTorch's eager mode, and why."""
    node: str
    op: str
    reason: str
    source: str = ""

    def __str__(self):
        where = f" ({self.source})" if self.source else ""
        return f"{self.op} [{self.node}]{where}: {self.reason}"


@dataclass
class Explanation:
    """What strata.explain found: how many ops compile, and those that fall back."""
    graphs: int = 0
    compiled_ops: int = 0
    partitions: int = 0
    fallbacks: list[Fallback] = field(default_factory=list)

    def __str__(self):
        lines = [f"{self.graphs} graph(s), {self.compiled_ops} op(s) compiled by Strata in "
                 f"{self.partitions} piece(s), {len(self.fallbacks)} op(s) run in eager"]
        lines += ["  " + str(f) for f in self.fallbacks]
        return "\n".join(lines)


# ---- strata-compile ------------------------------------------------------------------------------

# Seconds spent in each phase of this process's compiles (export, probe, strata-compile, load),
# summed: what strata.backend's cold compile is made of.
timings: dict[str, float] = {}


@contextlib.contextmanager
def _phase(name: str):
    started = time.perf_counter()
    try:
        yield
    finally:
        timings[name] = timings.get(name, 0.0) + time.perf_counter() - started


def _tool_identity(path: str) -> str:
    st = os.stat(path)
    return f"{path}:{st.st_size}:{st.st_mtime_ns}"


def _library_dir() -> str:
    d = os.path.join(tools.cache_dir(), "python")
    os.makedirs(d, exist_ok=True)
    return d


def _run_strata_compile(text: str, args: list[str]) -> subprocess.CompletedProcess:
    exe = tools.find_tool("strata-compile")
    with tempfile.NamedTemporaryFile("w", suffix=".mlir", dir=_library_dir(), delete=False) as f:
        f.write(text)
        src = f.name
    try:
        return subprocess.run([exe, src] + args, capture_output=True, text=True, env=tools.tool_env())
    finally:
        os.unlink(src)


def target_flags(target: str) -> list[str]:
    """strata-compile's flags for the target: on cuda, PyTorch's two tf32 switches as they are set
    when the model compiles: --allow-tf32 when it allows tf32 matmuls
    (torch.backends.cuda.matmul.allow_tf32, set by torch.set_float32_matmul_precision "high" or
    "medium"; off by default, as Strata's), --allow-conv-tf32 when it allows tf32 convolutions
    (torch.backends.cudnn.allow_tf32, on by default in PyTorch; strata-compile's default is exact
    f32), and --gpu-tunings when $STRATA_GPU_TUNINGS names a table strata-tune wrote."""
    flags = [f"--target={target}"]
    if target == "cuda" and torch.backends.cuda.matmul.allow_tf32:
        flags.append("--allow-tf32")
    if target == "cuda" and torch.backends.cudnn.allow_tf32:
        flags.append("--allow-conv-tf32")
    if target == "cuda" and os.environ.get("STRATA_GPU_TUNINGS"):
        flags.append(f"--gpu-tunings={os.environ['STRATA_GPU_TUNINGS']}")
    return flags


def library_flags(target: str) -> list[str]:
    """target_flags and, for a CUDA library on a GPU the kernels' chip (sm_90) is for, the toolkit
    whose ptxas assembles them ahead of time, unless $STRATA_CUDA_TOOLKIT=jit (tools.find_cuda_toolkit;
    with none, the driver JIT-compiles their PTX at the first call)."""
    flags = target_flags(target)
    if target == "cuda" and torch.cuda.is_available() and torch.cuda.get_device_capability() == (9, 0):
        toolkit = tools.find_cuda_toolkit()
        if toolkit:
            flags.append(f"--cuda-toolkit={toolkit}")
    return flags


def _flags_identity(flags: list[str]) -> str:
    """The flags, the ptxas a --cuda-toolkit flag names (a new ptxas makes new cubins) and the
    contents of a --gpu-tunings table (a new search makes new kernels)."""
    parts = list(flags)
    for flag in flags:
        if flag.startswith("--cuda-toolkit="):
            parts.append(_tool_identity(os.path.join(flag.split("=", 1)[1], "bin", "ptxas")))
        if flag.startswith("--gpu-tunings="):
            with open(flag.split("=", 1)[1], "rb") as f:
                parts.append(hashlib.sha256(f.read()).hexdigest())
    return " ".join(parts)


ENV_GPU_TUNE = "STRATA_GPU_TUNE"


def _tune_requested(target: str, flags: list[str]) -> bool:
    """Whether a CUDA library's products take the kernels a search finds ($STRATA_GPU_TUNE=1),
    unless $STRATA_GPU_TUNINGS names a table already."""
    return (target == "cuda" and os.environ.get(ENV_GPU_TUNE, "") not in ("", "0")
            and not any(f.startswith("--gpu-tunings=") for f in flags))


def _search_tunings(text: str, flags: list[str], table: str) -> None:
    """Writes to table strata-tune's strata.gpu_tunings for the graph's matrix products, searched on
    this machine's GPU with the library's flags; its --cache keeps each shape's timings in Strata's
    cache folder, so that a shape is timed once per machine, chip and build."""
    linalg = f"{table}.linalg.mlir"
    try:
        r = _run_strata_compile(text, ["--emit=linalg", "-o", linalg])
        if r.returncode != 0:
            raise CompileError("strata-compile failed:\n" + r.stderr.strip())
        tune_flags = [f for f in flags if not f.startswith("--cuda-toolkit=")]
        r = subprocess.run([tools.find_tool("strata-tune"), linalg, *tune_flags, "--cache", "-o", table],
                           capture_output=True, text=True, env=tools.tool_env())
        if r.returncode != 0:
            raise CompileError("strata-tune failed:\n" + r.stderr.strip())
    finally:
        with contextlib.suppress(OSError):
            os.unlink(linalg)


def compile_text(text: str, target: str = "cpu") -> str:
    """The path of the shared library strata-compile builds from torch-dialect text (cached). With
    $STRATA_GPU_TUNE=1 a CUDA library's products take the kernels strata-tune finds for them first
    (on a miss of the library cache only)."""
    exe = tools.find_tool("strata-compile")
    flags = library_flags(target)
    tune = _tune_requested(target, flags)
    identity = _flags_identity(flags) + (" --gpu-tune" if tune else "")
    key = hashlib.sha256("\0".join([CACHE_FORMAT, text, identity, _tool_identity(exe)]).encode()).hexdigest()[:32]
    path = os.path.join(_library_dir(), f"{key}.so")
    if os.path.exists(path):
        return path
    tmp = f"{path}.{os.getpid()}.tmp"
    if tune:
        table = f"{path}.{os.getpid()}.tunings.mlir"
        with _phase("strata-tune"):
            _search_tunings(text, flags, table)
        flags = [*flags, f"--gpu-tunings={table}"]
    try:
        with _phase("strata-compile"):
            r = _run_strata_compile(text, ["--emit=so", *flags, "-o", tmp])
    finally:
        if tune:
            with contextlib.suppress(OSError):
                os.unlink(table)
    if r.returncode != 0:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise CompileError("strata-compile failed:\n" + r.stderr.strip())
    os.replace(tmp, path)
    return path


_LOC = re.compile(re.escape(NODE_FILE) + r":(\d+):\d+: error: (.*)")


def probe(ep) -> tuple[dict[int, str], str]:
    """The graph's nodes Strata cannot lower (index -> the first diagnostic), and the
    diagnostics that name no node."""
    with _phase("probe"):
        text = program_to_mlir(ep, node_locations=True)
        r = _run_strata_compile(text, ["--emit=linalg", "-o", os.devnull])
    failing: dict[int, str] = {}
    other = []
    for line in r.stderr.splitlines():
        m = _LOC.search(line)
        if m:
            failing.setdefault(int(m.group(1)), m.group(2))
        elif ": error: " in line:
            other.append(line)
    if r.returncode != 0 and not failing and not other:
        other.append(r.stderr.strip() or f"strata-compile exited with {r.returncode}")
    return failing, "\n".join(other)


# ---- programs ------------------------------------------------------------------------------------

def _source(node: torch.fx.Node) -> str:
    loc = _Writer.location(node)
    m = re.match(r'loc\("(.*)":(\d+):0\)', loc)
    return f"{m.group(1)}:{m.group(2)}" if m else ""


def _op_name(node: torch.fx.Node) -> str:
    t = node.target
    return str(t.name()) if hasattr(t, "name") else str(t)


def _spec(t: torch.Tensor) -> runtime.TensorSpec:
    if t.dtype not in runtime.DTYPES:
        raise ExportError(f"tensors of {t.dtype} are not supported")
    return runtime.TensorSpec(t.dtype, t.dim())


def _out_spec(ep):
    if isinstance(ep, TracedProgram):
        return ep.out_spec
    return ep.module_call_graph[0].signature.out_spec


def _device_of(tensors) -> str:
    for t in tensors:
        if isinstance(t, torch.Tensor):
            return "cuda" if t.is_cuda else "cpu"
    return "cpu"


class WholeProgram:
    """An exported program compiled into one library: called on (state, user inputs) flat, as
    the program's placeholders are, it applies the mutations of its buffers and inputs and
    returns the user outputs flat."""

    def __init__(self, library: runtime.Library, placeholders: list[tuple[str, Any]],
                 outputs: list[tuple[str, Any]]):
        self.library, self.placeholders, self.outputs = library, placeholders, outputs

    @classmethod
    def build(cls, ep, target: str) -> "WholeProgram":
        text = program_to_mlir(ep)
        path = compile_text(text, target)
        return cls.load(path, ep, target)

    @staticmethod
    def describe(ep, target: str) -> dict:
        """What calling the program's library needs, as JSON data (kept in the cache)."""
        sig = ep.graph_signature
        placeholders, args = [], []
        user = 0
        for _, spec, val in function_arguments(ep):
            s = _spec(val)
            args.append([str(s.dtype).removeprefix("torch."), s.rank])
            if spec.kind == InputKind.USER_INPUT:
                placeholders.append(["input", user])
                user += 1
            else:
                placeholders.append(["state", spec.target])
        output_node = next(n for n in ep.graph_module.graph.nodes if n.op == "output")
        results, outputs = [], []
        for val_node, spec in zip(output_node.args[0], sig.output_specs):
            val = val_node.meta.get("val") if isinstance(val_node, torch.fx.Node) else None
            if not isinstance(val, torch.Tensor):
                raise ExportError(f"unsupported non-tensor output {spec.arg}")
            s = _spec(val)
            results.append([str(s.dtype).removeprefix("torch."), s.rank])
            if spec.kind == OutputKind.BUFFER_MUTATION:
                outputs.append(["state", spec.target])
            elif spec.kind == OutputKind.USER_INPUT_MUTATION:
                names = [s.arg.name for s in sig.input_specs if s.kind == InputKind.USER_INPUT]
                outputs.append(["input", names.index(spec.target)])
            elif spec.kind == OutputKind.USER_OUTPUT:
                outputs.append(["output", None])
            else:
                raise ExportError(f"unsupported output kind {spec.kind}")
        return {"target": target, "args": args, "results": results, "placeholders": placeholders,
                "outputs": outputs}

    @classmethod
    def load(cls, path: str, ep_or_description, target: str) -> "WholeProgram":
        d = ep_or_description if isinstance(ep_or_description, dict) else cls.describe(ep_or_description, target)
        to_spec = lambda a: runtime.TensorSpec(getattr(torch, a[0]), a[1])  # noqa: E731
        with _phase("load"):
            lib = runtime.Library(path, "main", [to_spec(a) for a in d["args"]],
                                  [to_spec(r) for r in d["results"]], device=d["target"])
        prog = cls(lib, [tuple(p) for p in d["placeholders"]], [tuple(o) for o in d["outputs"]])
        prog.description = d
        return prog

    def __call__(self, state: Callable[[str], torch.Tensor], inputs: list[torch.Tensor]) -> list[torch.Tensor]:
        flat = [state(key) if kind == "state" else inputs[key] for kind, key in self.placeholders]
        results = self.library(flat)
        out = []
        with torch.no_grad():
            for (kind, key), value in zip(self.outputs, results):
                if kind == "state":
                    state(key).copy_(value)
                elif kind == "input":
                    inputs[key].copy_(value)
                else:
                    out.append(value)
        return out


class _CompiledPiece(torch.nn.Module):
    """A supported piece of a partitioned graph, compiled for the shapes it is called with; a
    piece Strata fails to compile runs in eager (the reason in explanation)."""

    def __init__(self, piece: torch.fx.GraphModule, target: str, explanation: Explanation):
        super().__init__()
        self.piece, self.target, self.explanation = piece, target, explanation
        self.programs: dict[tuple, WholeProgram | None] = {}
        result = next(n for n in piece.graph.nodes if n.op == "output").args[0]
        self.single = not isinstance(result, (tuple, list))

    def prepare(self, args) -> WholeProgram | None:
        key = tuple((a.dtype, tuple(a.shape), a.device.type) if isinstance(a, torch.Tensor) else a for a in args)
        if key not in self.programs:
            try:
                ep = _export_program(self.piece, args)
                self.programs[key] = WholeProgram.build(ep, self.target)
            except (ExportError, CompileError) as e:
                self.programs[key] = None
                self.explanation.fallbacks.append(Fallback("(piece)", "(piece)", str(e).splitlines()[0]))
        return self.programs[key]

    def forward(self, *args):
        prog = self.prepare(args)
        if prog is None:
            return self.piece(*args)
        out = prog(_no_state, [a.contiguous() for a in args])
        return out[0] if self.single else tuple(out)


def _no_state(name: str) -> torch.Tensor:
    raise KeyError(f"a piece of a partitioned graph has no state ({name})")


def _supported(failing: set, graph: torch.fx.Graph) -> Callable[[torch.fx.Node], bool]:
    index = {n: i for i, n in enumerate(graph.nodes)}

    def ok(node: torch.fx.Node) -> bool:
        if node.op != "call_function" or index[node] in failing:
            return False
        if node.target is operator.getitem:
            return ok(node.args[0]) if isinstance(node.args[0], torch.fx.Node) else False
        return True
    return ok


def _fallbacks(nodes: list, failing: dict[int, str]) -> list[Fallback]:
    return [Fallback(nodes[i].name, _op_name(nodes[i]), reason, _source(nodes[i])) for i, reason in sorted(failing.items())]


def _propose(gm: torch.fx.GraphModule, ok: Callable[[torch.fx.Node], bool]):
    """torch.fx's capability-based partitioner on gm and the pieces it proposes: the largest
    groups of supported nodes without a cycle through unsupported ones."""
    from torch.fx.passes.infra.partitioner import CapabilityBasedPartitioner
    from torch.fx.passes.operator_support import OperatorSupportBase

    class Support(OperatorSupportBase):
        def is_node_supported(self, submodules, node):
            return ok(node)
    partitioner = CapabilityBasedPartitioner(gm, Support(), allows_single_node_partition=True)
    return partitioner, partitioner.propose_partitions()


def _partition(ep, failing: dict[int, str], target: str, example_flat: list, explanation: Explanation):
    """ep's graph (lifted: state then user inputs as placeholders) with its supported pieces
    compiled, the rest eager: a GraphModule called on the flat placeholders."""
    with warnings.catch_warnings():  # deepcopy of the graph's pytree specs warns in PyTorch 2.11
        warnings.simplefilter("ignore", FutureWarning)
        gm = copy.deepcopy(ep.graph_module)
    nodes = list(gm.graph.nodes)
    ok = _supported(set(failing), gm.graph)
    explanation.fallbacks += _fallbacks(nodes, failing)
    partitioner, partitions = _propose(gm, ok)
    fused = partitioner.fuse_partitions(partitions)
    explanation.partitions += len(partitions)
    explanation.compiled_ops += sum(len([n for n in p.nodes if n.target is not operator.getitem]) for p in partitions)
    for name, child in list(fused.named_children()):
        if isinstance(child, torch.fx.GraphModule) and name.startswith("fused_"):
            setattr(fused, name, _CompiledPiece(child, target, explanation))
    fused.recompile()
    # Compile each piece now, on the example inputs' values at its boundary.
    _PieceInputs(fused).run(*example_flat)
    return fused


class _PieceInputs(torch.fx.Interpreter):
    """Runs a partitioned graph once, compiling each piece on the values it gets."""

    def call_module(self, target, args, kwargs):
        module = self.fetch_attr(target)
        if isinstance(module, _CompiledPiece):
            module.prepare(args)
        return super().call_module(target, args, kwargs)


# ---- the compiled model --------------------------------------------------------------------------

class CompiledModel:
    """A model compiled by Strata: called as the model is."""

    def __init__(self, run: Callable, out_spec, explanation: Explanation):
        self._run, self._out_spec = run, out_spec
        self.explanation = explanation

    def __call__(self, *args, **kwargs):
        flat, _ = pytree.tree_flatten((args, kwargs))
        tensors = [t.contiguous() if isinstance(t, torch.Tensor) else t for t in flat]
        return pytree.tree_unflatten(self._run(tensors), self._out_spec)


def _attribute(root: torch.nn.Module, name: str) -> torch.Tensor:
    value: Any = root
    for part in name.split("."):
        value = getattr(value, part)
    return value


def _build(ep, target: str, state: Callable[[str], torch.Tensor], example_flat: list, strict: bool):
    """A function of the user inputs (flat) running ep through Strata, and its explanation."""
    explanation = Explanation(graphs=1)
    # The whole graph is compiled first: the probe, another strata-compile run, is needed only to
    # find the nodes of a graph that does not compile.
    try:
        prog = WholeProgram.build(ep, target)
    except CompileError as error:
        whole_error = error
    else:
        explanation.partitions = 1
        explanation.compiled_ops = sum(1 for n in ep.graph_module.graph.nodes
                                       if n.op == "call_function" and n.target is not operator.getitem)
        return (lambda inputs: prog(state, inputs)), explanation, prog
    failing, other = probe(ep)
    if not failing:
        raise CompileError("strata-compile cannot lower the graph:\n" + (other or str(whole_error)))
    if strict:
        listed = "\n".join(f"  {f}" for f in _fallbacks(list(ep.graph_module.graph.nodes), failing))
        raise CompileError(f"{len(failing)} op(s) Strata cannot lower (strict=True):\n{listed}")
    sig = ep.graph_signature
    constants = getattr(ep, "constants", {}) or {}

    def lifted(spec):  # a lifted placeholder's value: the model's state, or a constant of the program
        return constants[spec.target] if spec.kind == InputKind.CONSTANT_TENSOR else state(spec.target)

    def placeholders(inputs):  # the lifted graph's arguments, in its placeholders' order
        user = iter(inputs)
        return [next(user) if s.kind == InputKind.USER_INPUT else lifted(s) for s in sig.input_specs]
    fused = _partition(ep, failing, target, placeholders(example_flat), explanation)
    n_mutations = sum(1 for s in sig.output_specs if s.kind != OutputKind.USER_OUTPUT)

    def run(inputs):
        outs = fused(*placeholders(inputs))
        outs = list(outs) if isinstance(outs, (tuple, list)) else [outs]
        with torch.no_grad():
            for spec, value in zip(sig.output_specs[:n_mutations], outs):
                if spec.kind == OutputKind.BUFFER_MUTATION:
                    state(spec.target).copy_(value)
        return outs[n_mutations:]
    return run, explanation, None


def _export_program(model, args, kwargs=None, dynamic_shapes=None):
    """model called on args as a core-ATen program: with static shapes, one functionalized trace
    (_trace_static); with dynamic ones, torch.export, whose symbolic sizes and ranges the text
    needs."""
    with _phase("export"):
        if dynamic_shapes is None and not kwargs:
            return _trace_static(model, args)
        return _export_decomposed(model, args, kwargs, dynamic_shapes)


@dataclass
class TracedProgram:
    """What program_to_mlir, the probe, the partitioner and WholeProgram read of an
    ExportedProgram, for a graph traced by aot_export_module."""
    graph_module: torch.fx.GraphModule
    graph_signature: ExportGraphSignature
    state_dict: dict
    out_spec: Any
    constants: dict = field(default_factory=dict)
    range_constraints: dict = field(default_factory=dict)


def _trace_static(model, args) -> TracedProgram:
    """model(*args) traced once to core ATen, functionalized, parameters and buffers lifted to
    inputs: what aot_autograd gives Inductor. torch.export traces twice for the same graph
    (export, then run_decompositions): the largest part of a CUDA cold compile of vit or swin_t,
    twice this trace's time."""
    from torch._decomp import core_aten_decompositions
    from torch._functorch.aot_autograd import aot_export_module
    flat = _FlatOutputs(model)
    try:
        with torch._guards.tracing(None), fastpaths.composite_fast_paths(args), torch.no_grad():
            gm, sig = aot_export_module(flat, list(args), trace_joint=False,
                                        decompositions=core_aten_decompositions())
    except Exception as e:  # the tracer's reasons are many; report them as they are
        raise ExportError(f"torch could not trace {type(model).__name__}: {e}") from e

    def state_name(name):  # the state's name in model, not in the wrapper
        return name.removeprefix("model.")
    inputs = []
    for node in gm.graph.nodes:
        if node.op != "placeholder":
            continue
        arg = TensorArgument(name=node.name)
        if node.name in sig.inputs_to_parameters:
            inputs.append(InputSpec(InputKind.PARAMETER, arg, state_name(sig.inputs_to_parameters[node.name])))
        elif node.name in sig.inputs_to_buffers:
            inputs.append(InputSpec(InputKind.BUFFER, arg, state_name(sig.inputs_to_buffers[node.name]), persistent=True))
        else:
            inputs.append(InputSpec(InputKind.USER_INPUT, arg, None))
    outputs = []
    for value in next(n for n in gm.graph.nodes if n.op == "output").args[0]:
        if not isinstance(value, torch.fx.Node):
            raise ExportError(f"unsupported non-tensor output {value!r}")
        arg = TensorArgument(name=value.name)
        if value.name in sig.buffers_to_mutate:
            outputs.append(OutputSpec(OutputKind.BUFFER_MUTATION, arg, state_name(sig.buffers_to_mutate[value.name])))
        elif value.name in sig.user_inputs_to_mutate:
            outputs.append(OutputSpec(OutputKind.USER_INPUT_MUTATION, arg, sig.user_inputs_to_mutate[value.name]))
        else:
            outputs.append(OutputSpec(OutputKind.USER_OUTPUT, arg, None))
    state = {state_name(name): _attribute(flat, name) for name in [*sig.parameters, *sig.buffers]}
    _drop_runtime_asserts(gm)
    return TracedProgram(gm, ExportGraphSignature(inputs, outputs), state, flat.out_spec)


class _FlatOutputs(torch.nn.Module):
    """model with its outputs flattened to a tuple, as aot_export_module takes them; the trace
    keeps their structure in out_spec."""

    def __init__(self, model):
        super().__init__()
        self.model, self.out_spec = model, None

    def forward(self, *args):
        flat, self.out_spec = pytree.tree_flatten(self.model(*args))
        return tuple(flat)


def _export_decomposed(model, args, kwargs, dynamic_shapes):
    options = {}
    if "prefer_deferred_runtime_asserts_over_guards" in inspect.signature(torch.export.export).parameters:
        options["prefer_deferred_runtime_asserts_over_guards"] = True  # no guard function to drop
    try:
        # Inside a torch.compile backend, Dynamo's tracing context (its fake mode and shape
        # environment) is current: export gets a context of its own, or it would add its guards
        # to Dynamo's.
        with torch._guards.tracing(None), fastpaths.composite_fast_paths(args):
            ep = torch.export.export(model, tuple(args), kwargs=kwargs, dynamic_shapes=dynamic_shapes,
                                     strict=False, **options)
        _drop_guard_calls(ep)
        with torch._guards.tracing(None), fastpaths.composite_fast_paths(args):
            ep = ep.run_decompositions()
        _drop_runtime_asserts(ep.graph_module)
        return ep
    except Exception as e:  # torch.export's reasons are many; report them as they are
        raise ExportError(f"torch.export could not trace {type(model).__name__}: {e}") from e


def _drop_runtime_asserts(gm: torch.fx.GraphModule) -> None:
    """Removes the tracer's runtime assertions on sizes and the size arithmetic only they use: the
    sizes the library depends on it checks itself, and the torch dialect has no `==` on ints."""
    graph = gm.graph
    asserts = [n for n in graph.nodes if n.op == "call_function" and isinstance(n.target, torch._ops.OpOverload)
               and f"{n.target._schema.name}.{n.target._schema.overload_name or 'default'}" in SKIPPED]
    for node in asserts:
        graph.erase_node(node)
    if asserts:
        graph.eliminate_dead_code()
        gm.recompile()


def _drop_guard_calls(ep) -> None:
    """Removes the call of export's input-guard function from ep's graph. The guards of a graph
    Dynamo gave are Dynamo's (their code names its frame's locals, which the exported module does
    not have), and the library checks the sizes it depends on itself."""
    graph = ep.graph_module.graph
    calls = [n for n in graph.nodes if n.op == "call_module" and str(n.target).startswith("_guards")]
    for node in calls:
        graph.erase_node(node)
    if calls:
        ep.graph_module.recompile()


def _auto_dynamic(args):
    auto = torch.export.Dim.AUTO
    return tuple({i: auto for i in range(a.dim())} if isinstance(a, torch.Tensor) else None for a in args)


def compile(model: torch.nn.Module, example_inputs, target: str | None = None, dynamic: bool = False,
            strict: bool = False) -> CompiledModel:
    """Compiles model for calls like model(*example_inputs) on target ("cpu", "cuda"; default:
    the inputs' device). dynamic=True lets every dim vary where the model allows it (one library
    for all sizes); strict=True raises CompileError when an op would run in eager."""
    args = tuple(example_inputs)
    target = target or _device_of(args)
    ep = _export_program(model, args, dynamic_shapes=_auto_dynamic(args) if dynamic else None)
    flat, _ = pytree.tree_flatten((args, {}))
    run, explanation, _ = _build(ep, target, lambda name: _attribute(model, name), flat, strict)
    return CompiledModel(run, _out_spec(ep), explanation)


def explain(model: torch.nn.Module, example_inputs) -> Explanation:
    """Which ops of model(*example_inputs) Strata compiles and which would run in eager (with
    the model's source lines), without compiling."""
    args = tuple(example_inputs)
    ep = _export_program(model, args)
    failing, other = probe(ep)
    explanation = Explanation(graphs=1)
    nodes = list(ep.graph_module.graph.nodes)
    explanation.fallbacks += _fallbacks(nodes, failing)
    if other and not failing:
        explanation.fallbacks.append(Fallback("(graph)", "(graph)", other))
    ok = _supported(set(failing), ep.graph_module.graph)
    explanation.compiled_ops = sum(1 for n in nodes if ok(n) and n.target is not operator.getitem)
    explanation.partitions = len(_propose(ep.graph_module, ok)[1]) if failing else 1
    return explanation


# ---- torch.compile -------------------------------------------------------------------------------

class _TensorsOnly(torch.nn.Module):
    """Dynamo's graph called on its tensor inputs alone: each SymInt input is read from the
    size of a tensor input that has it."""

    def __init__(self, gm: torch.fx.GraphModule, sources: list):
        super().__init__()
        self.gm, self.sources = gm, sources

    def forward(self, *tensors):
        args = [tensors[s] if isinstance(s, int) else tensors[s[0]].shape[s[1]] for s in self.sources]
        return self.gm(*args)


def _symint_sources(gm, example_inputs):
    """For each input of gm: the index among the tensor inputs, or (tensor index, dim) of the
    size a SymInt input equals; None when a SymInt is no tensor's size."""
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    tensor_index, sizes, sources = 0, {}, []
    for node, value in zip(placeholders, example_inputs):
        if isinstance(value, torch.Tensor):
            fake = node.meta.get("example_value")
            shape = fake.shape if isinstance(fake, torch.Tensor) else ()
            for d, s in enumerate(shape):
                if isinstance(s, torch.SymInt):
                    sizes.setdefault(str(s.node.expr), (tensor_index, d))
            sources.append(tensor_index)
            tensor_index += 1
        else:
            sources.append(("symint", node))
    out = []
    for s in sources:
        if isinstance(s, tuple):
            expr = s[1].meta.get("example_value")
            found = sizes.get(str(expr.node.expr)) if isinstance(expr, torch.SymInt) else None
            if found is None:
                return None
            out.append(found)
        else:
            out.append(s)
    return out


def _dynamic_dims(gm, example_inputs):
    """The dynamic_shapes of _TensorsOnly's export: Dim.AUTO where Dynamo saw a size vary (None
    when none did)."""
    auto = torch.export.Dim.AUTO
    placeholders = [n for n in gm.graph.nodes if n.op == "placeholder"]
    shapes = []
    for node, value in zip(placeholders, example_inputs):
        if not isinstance(value, torch.Tensor):
            continue
        fake = node.meta.get("example_value")
        dims = {d: auto for d, s in enumerate(getattr(fake, "shape", ())) if isinstance(s, torch.SymInt)}
        shapes.append(dims or None)
    # forward(*tensors) binds one argument, the tuple.
    return {"tensors": tuple(shapes)} if any(shapes) else None


def _graph_key(gm, example_inputs, target: str) -> str:
    h = hashlib.sha256()
    exe = tools.find_tool("strata-compile")
    h.update("\0".join([CACHE_FORMAT, _flags_identity(library_flags(target)), _tool_identity(exe), torch.__version__, gm.code]).encode())
    for node in gm.graph.nodes:
        if node.op == "placeholder":
            v = node.meta.get("example_value")
            h.update(repr((node.name, getattr(v, "dtype", None), tuple(map(str, getattr(v, "shape", ()))),
                           type(v).__name__)).encode())
        elif node.op == "get_attr":
            v = getattr(gm, node.target, None)
            if isinstance(v, torch.Tensor):
                h.update(repr((node.target, v.dtype, tuple(v.shape))).encode())
                if not isinstance(v, torch.nn.Parameter):
                    h.update(v.detach().cpu().contiguous().view(torch.uint8).numpy().tobytes())
    return h.hexdigest()[:32]


def _eager(gm: torch.fx.GraphModule, reason: str):
    """gm itself, for PyTorch to run: what the backend returns for a graph it cannot compile."""
    warnings.warn(f"strata: the graph runs in eager: {reason}", stacklevel=2)
    backend.last_fallback = reason
    return gm.forward


def backend(gm: torch.fx.GraphModule, example_inputs, target: str | None = None, strict: bool = False):
    """torch.compile's backend: compiles Dynamo's graph with Strata (registered as "strata")."""
    target = target or _device_of(example_inputs)
    started = time.perf_counter()
    backend.last_fallback, backend.last_explanation = "", None
    sources = _symint_sources(gm, example_inputs)
    if sources is None:
        return _eager(gm, "a SymInt input is no tensor input's size")
    tensors = [a for a in example_inputs if isinstance(a, torch.Tensor)]
    wrapper = _TensorsOnly(fastpaths.rewrite_fast_paths(gm), sources)
    key = _graph_key(gm, example_inputs, target)
    meta_path = os.path.join(_library_dir(), f"graph-{key}.json")
    prog = None
    if os.path.exists(meta_path):
        with contextlib.suppress(OSError, ValueError, KeyError):
            with open(meta_path, encoding="utf-8") as f:
                cached = json.load(f)
            if os.path.exists(cached["library"]):
                prog = WholeProgram.load(cached["library"], cached["program"], target)
                out_spec = pytree.treespec_loads(cached["out_spec"])
    if prog is not None:
        run = lambda inputs: prog(lambda name: _attribute(wrapper, name), inputs)  # noqa: E731
    else:
        try:
            ep = _export_program(wrapper, tensors, dynamic_shapes=_dynamic_dims(gm, example_inputs))
            run, explanation, prog = _build(ep, target, lambda name: _attribute(wrapper, name), tensors, strict)
            backend.last_explanation = explanation
        except (ExportError, CompileError) as e:
            if strict:
                raise
            return _eager(gm, str(e))
        out_spec = _out_spec(ep)
        if prog is not None:
            with contextlib.suppress(OSError, TypeError, ValueError):
                record = {"library": prog.library.path, "program": prog.description,
                          "out_spec": pytree.treespec_dumps(out_spec)}
                tmp = f"{meta_path}.{os.getpid()}"
                with open(tmp, "w", encoding="utf-8") as f:
                    json.dump(record, f)
                os.replace(tmp, meta_path)
    backend.last_compile_seconds = time.perf_counter() - started

    def compiled(*args):
        return pytree.tree_unflatten(run([a for a in args if isinstance(a, torch.Tensor)]), out_spec)
    return compiled


# What the last graph's compile did: its seconds, the reason it ran in eager as a whole (or ""), and
# its Explanation (None when it came from the cache or ran in eager).
backend.last_compile_seconds = 0.0
backend.last_fallback = ""
backend.last_explanation = None
