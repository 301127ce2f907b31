"""The single-op test cases under test/ops/: one small module per case whose forward calls one
PyTorch op (or a tiny composite, such as an op on a scaled input so that its interesting range is
reached), exported by scripts/device/export_op_cases.py with torch.export and *no*
run_decompositions, so that composite ops (aten.linear, aten.softmax.int, aten.layer_norm, ...)
stay as the exporter emits them. The Go side checks its torch-op semantics and the compiler's
decompositions and lowerings against PyTorch op by op.

Inputs are not stored: like test/models/, every argument comes from the deterministic generator
(strata/detgen.py) as the manifest says. Each input here says how:
    f(*shape)        float32, "uniform": (2u - 1) / sqrt(fan_in), fan_in = numel / shape[0] for
                     rank >= 2, else 1 (so rank-0 and rank-1 inputs lie in [-1, 1))
    pos(*shape)      float32, "positive": 0.5 + u, in [0.5, 1.5) (log, sqrt, divisors, ...)
    f64(*shape)      float64, "uniform"
    i64(*shape, high=H), i32(...)   "int": floor(u * H), in [0, H) (indices: H = the size indexed)
    b(*shape)        bool, "int" with H = 2
    given(shape, values, dtype)     "given": the values are listed in the manifest (negative
                     integers, ties of round, exact zeros: what the generator does not make)

A case may set a tolerance (max |got - want| / (1 + |want|), as internal/modeltest measures it),
written to its manifest; integer and bool outputs are meant to be compared exactly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Callable

import torch
import torch.nn.functional as F
from torch import nn

F32, F64, F16 = torch.float32, torch.float64, torch.float16
I64, I32, BOOL = torch.int64, torch.int32, torch.bool


@dataclass(frozen=True)
class In:
    """One user input: its shape, dtype and how the generator makes it."""

    shape: tuple
    dtype: torch.dtype = F32
    gen: str | None = None  # uniform, positive, int, given; None: uniform for floats, int otherwise
    high: int | None = None
    values: tuple | None = None

    def example(self) -> torch.Tensor:
        return torch.zeros(self.shape, dtype=self.dtype)

    def generator(self) -> dict:
        if self.values is not None:
            return {"generator": "given", "values": list(self.values)}
        if self.dtype.is_floating_point:
            return {"generator": self.gen or "uniform"}
        return {"generator": "int", "high": self.high if self.high is not None else (2 if self.dtype == BOOL else 10)}


def f(*shape):
    return In(tuple(shape))


def pos(*shape):
    return In(tuple(shape), gen="positive")


def f64(*shape):
    return In(tuple(shape), F64)


def i64(*shape, high=10):
    return In(tuple(shape), I64, high=high)


def i32(*shape, high=10):
    return In(tuple(shape), I32, high=high)


def b(*shape):
    return In(tuple(shape), BOOL, high=2)


def given(shape, values, dtype=F32):
    n = 1
    for d in shape:
        n *= d
    assert len(values) == n, (shape, len(values))
    return In(tuple(shape), dtype, values=tuple(values))


@dataclass
class OpCase:
    name: str
    make: Callable[[], nn.Module]
    inputs: tuple
    dynamic: Any = None  # dynamic_shapes for torch.export.export, one entry per input
    batches: tuple = ()  # other sizes of the dynamic dimension 0 whose outputs are recorded
    tolerance: float | None = None
    decompose: bool = False  # exported with run_decompositions(), as test/models/ are

    def example(self) -> tuple:
        return tuple(i.example() for i in self.inputs)

    def generators(self) -> list:
        return [i.generator() for i in self.inputs]


# Modules calling a function of their inputs; the forward's parameter names are the names of the
# exported function's arguments (%x, %y, ...).
class Fn1(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x)


class Fn2(Fn1):
    def forward(self, x, y):
        return self.fn(x, y)


class Fn3(Fn1):
    def forward(self, x, y, z):
        return self.fn(x, y, z)


class Fn4(Fn1):
    def forward(self, x, y, z, w):
        return self.fn(x, y, z, w)


_FNS = {1: Fn1, 2: Fn2, 3: Fn3, 4: Fn4}

CASES: list[OpCase] = []
_NAME = re.compile(r"^[a-z0-9_]+$")


def _add(c: OpCase) -> None:
    assert _NAME.match(c.name), c.name
    assert all(o.name != c.name for o in CASES), f"duplicate case {c.name}"
    CASES.append(c)


def op(name, fn, *inputs, dynamic=None, batches=(), tol=None, decompose=False):
    """A case whose forward is fn applied to the inputs."""
    cls = _FNS[len(inputs)]
    _add(OpCase(name, lambda: cls(fn), tuple(inputs), dynamic, tuple(batches), tol, decompose))


def mod(name, make, *inputs, dynamic=None, batches=(), tol=None, decompose=False):
    """A case whose module (with parameters and buffers, which the generator fills) make() builds."""
    _add(OpCase(name, make, tuple(inputs), dynamic, tuple(batches), tol, decompose))


def batch_dim(n):
    """dynamic_shapes with one dynamic dimension 0, shared by all n inputs."""
    batch = torch.export.Dim("batch", min=1, max=64)
    return tuple({0: batch} for _ in range(n))


DYN_BATCHES = (1, 7)

# Integer values the generator does not make: negatives, zeros, both signs of divisors.
INTS = (-7, -6, -5, -3, -1, 0, 1, 3, 5, 6, 7, 9)
DIVISORS = (3, -3, 2, -2, 4, -4, 3, -3, 2, 5, -5, 3)
TIES = (-2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 0.49, -0.51, 3.5, -3.5, 0.0, 1.25)
TO_INT = (-2.75, -1.5, -0.5, -0.0, 0.25, 1.0, 1.9, 2.5, 100.25, -100.75, 7.5, -7.5)
ZEROS = (0.0, -0.0, 1.0, -2.5, 0.125, 0.0)

# ---------------------------------------------------------------------------------------------
# Elementwise unary
op("abs", torch.abs, f(4, 8))
op("abs_rank0", torch.abs, f())
op("abs_int32", torch.abs, given((3, 4), INTS, I32))
op("neg", torch.neg, f(4, 8))
op("exp", torch.exp, f(16))
op("log", torch.log, pos(4, 8))
op("sqrt", torch.sqrt, pos(4, 8))
op("rsqrt", torch.rsqrt, pos(4, 8))
op("sin", lambda x: torch.sin(x * 4), f(16))
op("tanh", lambda x: torch.tanh(x * 3), f(16))
op("sigmoid", lambda x: torch.sigmoid(x * 8), f(16))
op("erf", lambda x: torch.erf(x * 3), f(16))
op("floor", lambda x: torch.floor(x * 4), f(16))
op("ceil", lambda x: torch.ceil(x * 4), f(16))
op("round", lambda x: torch.round(x * 4), f(16))
op("round_ties", torch.round, given((12,), TIES))
op("reciprocal", torch.reciprocal, pos(4, 8))
op("relu", torch.relu, f(4, 8))
op("relu6", lambda x: F.relu6(x * 8), f(16))
op("leaky_relu", lambda x: F.leaky_relu(x, 0.1), f(4, 8))
op("elu", lambda x: F.elu(x * 4, alpha=0.5), f(16))
op("gelu", lambda x: F.gelu(x * 4), f(16))
op("gelu_tanh", lambda x: F.gelu(x * 4, approximate="tanh"), f(16))
op("silu", lambda x: F.silu(x * 4), f(16))
op("hardsigmoid", lambda x: F.hardsigmoid(x * 8), f(16))
op("hardswish", lambda x: F.hardswish(x * 8), f(16))
op("hardtanh", lambda x: F.hardtanh(x, -0.5, 0.25), f(16))
op("softplus", lambda x: F.softplus(x * 4, beta=2.0, threshold=3.0), f(16))
op("mish", lambda x: F.mish(x * 4), f(16))

# ---------------------------------------------------------------------------------------------
# Elementwise binary: broadcasting, alpha, Python scalars, dtype promotion
op("add", torch.add, f(4, 8), f(4, 8))
op("add_broadcast", torch.add, f(4, 1, 8), f(3, 1))
op("add_alpha", lambda x, y: torch.add(x, y, alpha=2.5), f(4, 8), f(8))
op("add_scalar", lambda x: x + 1.5, f(4, 8))
op("add_rank0_f64", torch.add, f(4, 8), f64())  # a rank-0 float64 tensor does not promote float32
op("add_int32_int64", torch.add, i32(3, 4, high=100), i64(4, high=100))
op("add_int64_float_scalar", lambda x: x + 1.5, i64(3, 4, high=100))  # -> float32
op("sub_alpha_broadcast", lambda x, y: torch.sub(x, y, alpha=0.5), f(2, 3, 4), f(3, 1))
op("rsub_scalar", lambda x: 1.0 - x, f(4, 8))
op("mul", torch.mul, f(4, 8), f(4, 8))
op("mul_broadcast", torch.mul, f(2, 1, 4), f(3, 1))
op("mul_int32", torch.mul, given((3, 4), INTS, I32), i32(3, 4))
op("div", torch.div, f(4, 8), pos(4, 8))
op("div_floor", lambda x, y: torch.div(x, y, rounding_mode="floor"), f(16), pos(16))
op("div_int64", torch.div, given((3, 4), INTS, I64), given((3, 4), DIVISORS, I64))  # -> float32
op("div_int64_trunc", lambda x, y: torch.div(x, y, rounding_mode="trunc"),
   given((3, 4), INTS, I64), given((3, 4), DIVISORS, I64))
op("div_int64_floor", lambda x, y: torch.div(x, y, rounding_mode="floor"),
   given((3, 4), INTS, I64), given((3, 4), DIVISORS, I64))
op("pow", torch.pow, pos(4, 8), f(4, 8))
op("pow_scalar_exponent", lambda x: x ** 2, f(4, 8))
op("pow_scalar_base", lambda x: 2.0 ** x, f(16))
op("remainder_scalar", lambda x: torch.remainder(x, 0.3), f(16))
op("remainder_int64", torch.remainder, given((3, 4), INTS, I64), given((3, 4), DIVISORS, I64))
op("fmod", torch.fmod, f(16), pos(16))
op("fmod_int32", torch.fmod, given((3, 4), INTS, I32), given((3, 4), DIVISORS, I32))
op("maximum", torch.maximum, f(4, 8), f(4, 8))
op("minimum_broadcast", torch.minimum, f(4, 8), f(8))
op("atan2", torch.atan2, f(16), f(16))

# ---------------------------------------------------------------------------------------------
# Comparisons, bool and logical ops, where, masked_fill
op("eq", torch.eq, i64(3, 4, high=3), i64(3, 4, high=3))
op("ne_scalar", lambda x: x != 2, i64(3, 4, high=4))
op("lt", torch.lt, f(4, 8), f(8))
op("le_scalar", lambda x: x <= 0.0, given((6,), ZEROS))
op("gt_int_float", torch.gt, i64(3, 4, high=3), f(3, 4))
op("logical_and", torch.logical_and, b(3, 4), b(3, 4))
op("logical_or", torch.logical_or, b(3, 4), b(4))
op("logical_xor", torch.logical_xor, b(3, 4), b(3, 4))
op("logical_not", torch.logical_not, b(3, 4))
op("where", torch.where, b(3, 4), f(3, 4), f(3, 4))
op("where_broadcast", torch.where, b(3, 1), f(4), f(3, 4))
op("where_scalar", lambda c, x: torch.where(c, x, 0.5), b(3, 4), f(3, 4))
op("masked_fill", lambda x, m: x.masked_fill(m, -1.5), f(3, 4), b(3, 4))
op("masked_fill_broadcast", lambda x, m: x.masked_fill(m, 0.0), f(2, 3, 4), b(3, 1))

# ---------------------------------------------------------------------------------------------
# clamp
op("clamp", lambda x: torch.clamp(x, -0.1, 0.2), f(4, 8))
op("clamp_min", lambda x: torch.clamp(x, min=0.05), f(4, 8))
op("clamp_max", lambda x: torch.clamp(x, max=-0.05), f(4, 8))
op("clamp_int64", lambda x: torch.clamp(x, -2, 5), given((3, 4), INTS, I64))
op("clamp_tensor", torch.clamp, f(4, 8), f(8), f(4, 1))

# ---------------------------------------------------------------------------------------------
# Casts (.to(dtype))
op("to_f64", lambda x: x.to(F64), f(4, 8))
op("to_f32_from_f64", lambda x: x.to(F32), f64(4, 8))
op("to_f16", lambda x: x.to(F16), f(16), tol=1e-3)
op("to_int64_from_f32", lambda x: x.to(I64), given((12,), TO_INT))
op("to_bool_from_f32", lambda x: x.to(BOOL), given((6,), ZEROS))
op("to_f32_from_int64", lambda x: x.to(F32), given((3, 4), INTS, I64))
op("to_int32_from_int64", lambda x: x.to(I32), given((3, 4), INTS, I64))
op("to_bool_from_int64", lambda x: x.to(BOOL), given((3, 4), INTS, I64))
op("to_f32_from_bool", lambda x: x.to(F32), b(3, 4))

# ---------------------------------------------------------------------------------------------
# Reductions
op("sum", torch.sum, f(4, 8))
op("sum_dims_keepdim", lambda x: torch.sum(x, dim=(0, -1), keepdim=True), f(2, 3, 4))
op("sum_int32", lambda x: torch.sum(x, dim=0), i32(3, 4))  # -> int64
op("sum_bool", lambda x: torch.sum(x, dim=-1), b(3, 4))  # -> int64
op("mean_dims_keepdim", lambda x: torch.mean(x, dim=(-1, -2), keepdim=True), f(1, 3, 4, 4))
op("amax_dims_keepdim", lambda x: torch.amax(x, dim=(0, -1), keepdim=True), f(2, 3, 4))
op("amin_int64", lambda x: torch.amin(x, dim=0), given((3, 4), INTS, I64))
op("prod", lambda x: torch.prod(x, dim=1), pos(3, 6))
op("any_dim", lambda x: torch.any(x, dim=1), b(3, 4))
op("all_dim_keepdim", lambda x: torch.all(x, dim=0, keepdim=True), b(3, 4))
op("argmax", lambda x: torch.argmax(x, dim=1), f(3, 8))
op("argmax_flat", torch.argmax, f(3, 8))
op("argmin", lambda x: torch.argmin(x, dim=-1), f(2, 3, 4))
op("max_dim", lambda x: tuple(torch.max(x, dim=1)), f(3, 8))
op("max_all", torch.max, f(3, 8))
op("var", torch.var, f(4, 8))
op("var_unbiased_false", lambda x: torch.var(x, dim=(0, 2), unbiased=False), f(2, 3, 4))
op("std", lambda x: torch.std(x, dim=0), f(4, 8))
op("cumsum", lambda x: torch.cumsum(x, dim=1), f(3, 8))
op("cumsum_int32", lambda x: torch.cumsum(x, dim=0), i32(3, 4))  # -> int64

# ---------------------------------------------------------------------------------------------
# softmax, normalization
op("softmax", lambda x: torch.softmax(x * 8, dim=-1), f(4, 8))
op("softmax_dim1_3d", lambda x: F.softmax(x, dim=1), f(2, 3, 4))
op("log_softmax", lambda x: F.log_softmax(x * 8, dim=-1), f(4, 8))
op("layer_norm", lambda x, w, bias: F.layer_norm(x, (8,), w, bias), f(2, 3, 8), f(8), f(8))
op("layer_norm_no_affine", lambda x: F.layer_norm(x, (8,)), f(2, 3, 8))
op("layer_norm_2d_eps", lambda x: F.layer_norm(x, (3, 8), eps=1e-3), f(2, 3, 8))
mod("batch_norm2d_eval", lambda: nn.BatchNorm2d(3), f(2, 3, 4, 4))
op("batch_norm_functional", lambda x, m, v, w: F.batch_norm(x, m, v, w, None, training=False, eps=1e-3),
   f(2, 3, 5), f(3), pos(3), f(3))
op("group_norm", lambda x, w, bias: F.group_norm(x, 2, w, bias), f(2, 4, 3, 3), f(4), f(4))
mod("group_norm_no_affine", lambda: nn.GroupNorm(2, 6, affine=False), f(2, 6, 4))

# ---------------------------------------------------------------------------------------------
# Matrix products, linear
op("mm", torch.mm, f(4, 8), f(8, 3))
op("bmm", torch.bmm, f(2, 4, 8), f(2, 8, 3))
op("matmul_1d_1d", torch.matmul, f(8), f(8))
op("matmul_1d_2d", torch.matmul, f(8), f(8, 3))
op("matmul_2d_1d", torch.matmul, f(4, 8), f(8))
op("matmul_broadcast", torch.matmul, f(2, 1, 4, 8), f(3, 8, 5))
op("addmm", lambda x, a, c: torch.addmm(x, a, c, beta=0.5, alpha=2.0), f(3), f(4, 8), f(8, 3))
op("linear", F.linear, f(4, 8), f(3, 8), f(3))
op("linear_no_bias", F.linear, f(4, 8), f(3, 8))
op("linear_3d", F.linear, f(2, 4, 8), f(3, 8), f(3))

# ---------------------------------------------------------------------------------------------
# Convolutions
op("conv1d", F.conv1d, f(1, 4, 16), f(6, 4, 3), f(6))
op("conv2d", F.conv2d, f(1, 3, 8, 8), f(4, 3, 3, 3), f(4))
op("conv2d_stride_pad", lambda x, w, c: F.conv2d(x, w, c, stride=2, padding=1), f(1, 3, 8, 8), f(4, 3, 3, 3), f(4))
op("conv2d_dilation", lambda x, w: F.conv2d(x, w, dilation=2, padding=(2, 1)), f(1, 2, 7, 7), f(3, 2, 3, 3))
op("conv2d_groups", lambda x, w, c: F.conv2d(x, w, c, groups=2), f(1, 4, 6, 6), f(6, 2, 3, 3), f(6))
op("conv2d_depthwise", lambda x, w: F.conv2d(x, w, padding=1, groups=4), f(1, 4, 5, 5), f(4, 1, 3, 3))
op("conv2d_same", lambda x, w: F.conv2d(x, w, padding="same"), f(1, 2, 6, 6), f(3, 2, 3, 2))
op("conv3d", lambda x, w, c: F.conv3d(x, w, c, padding=1), f(1, 2, 4, 4, 4), f(3, 2, 2, 2, 2), f(3))
op("conv_transpose2d", lambda x, w, c: F.conv_transpose2d(x, w, c, stride=2, padding=1, output_padding=1),
   f(1, 4, 4, 4), f(4, 3, 3, 3), f(3))

# ---------------------------------------------------------------------------------------------
# Pooling
op("max_pool2d", lambda x: F.max_pool2d(x, 2), f(1, 3, 8, 8))
op("max_pool2d_pad_ceil", lambda x: F.max_pool2d(x, 3, stride=2, padding=1, ceil_mode=True), f(1, 2, 8, 8))
op("max_pool2d_with_indices", lambda x: F.max_pool2d(x, 2, return_indices=True), f(1, 2, 6, 6))
op("avg_pool2d_no_pad_count", lambda x: F.avg_pool2d(x, 3, stride=2, padding=1, count_include_pad=False),
   f(1, 2, 7, 7))
op("avg_pool2d_ceil", lambda x: F.avg_pool2d(x, 2, stride=2, ceil_mode=True), f(1, 2, 7, 7))
op("adaptive_avg_pool2d", lambda x: F.adaptive_avg_pool2d(x, (2, 2)), f(1, 3, 8, 8))
op("adaptive_avg_pool2d_uneven", lambda x: F.adaptive_avg_pool2d(x, (3, 3)), f(1, 2, 8, 8))

# ---------------------------------------------------------------------------------------------
# Views and shape ops
op("view", lambda x: x.view(-1, 4), f(2, 3, 4))
op("reshape", lambda x: torch.reshape(x, (4, -1)), f(2, 3, 4))
op("permute_neg", lambda x: torch.permute(x, (-1, 0, 1, 2)), f(1, 2, 3, 4))
op("transpose_neg", lambda x: torch.transpose(x, -1, -2), f(2, 3, 4))
op("squeeze_dim", lambda x: x.squeeze(1), f(3, 1, 4))
op("squeeze_dims", lambda x: torch.squeeze(x, (0, -2)), f(1, 3, 1, 4))
op("unsqueeze_neg", lambda x: torch.unsqueeze(x, -1), f(3, 4))
op("expand", lambda x: x.expand(2, -1, 5), f(3, 1))
op("slice_step", lambda x: x[:, 1:7:2], f(3, 8))
op("slice_neg", lambda x: x[1:, -3:], f(3, 8))
op("select", lambda x: x[:, 2], f(3, 8))
op("narrow", lambda x: torch.narrow(x, 1, 2, 3), f(3, 8))
op("flatten", lambda x: torch.flatten(x, 1), f(2, 3, 4))
op("cat", lambda x, y: torch.cat([x, y], dim=-1), f(2, 3), f(2, 5))
op("cat_promote", lambda x, y: torch.cat([x, y]), f(2, 3), f64(1, 3))
op("stack", lambda x, y: torch.stack([x, y]), f(3, 4), f(3, 4))
op("split", lambda x: x.split(2, dim=1), f(2, 5))
op("chunk", lambda x: torch.chunk(x, 3, dim=-1), f(2, 8))
op("flip", lambda x: torch.flip(x, [0, -1]), f(3, 4))
op("roll", lambda x: torch.roll(x, 2, 1), f(3, 5))
op("repeat", lambda x: x.repeat(2, 1, 3), f(2, 3))
op("tril", torch.tril, f(4, 5))
op("triu_diagonal_batched", lambda x: torch.triu(x, 1), f(2, 3, 4))

# ---------------------------------------------------------------------------------------------
# Indexing: embedding, gather, index_select, index.Tensor, scatter


class Scatter(nn.Module):
    """scatter along dim with a fixed index (an int64 buffer, listed in the manifest) whose rows
    hold no repeated position, so that the result does not depend on the order of writes."""

    def __init__(self, index, dim, value=None):
        super().__init__()
        self.register_buffer("index", torch.tensor(index, dtype=I64))
        self.dim = dim
        self.value = value

    def forward(self, x, src):
        return torch.scatter(x, self.dim, self.index, src)


class ScatterValue(Scatter):
    def forward(self, x):
        return torch.scatter(x, self.dim, self.index, self.value)


op("embedding", F.embedding, i64(2, 5, high=10), f(10, 4))
mod("embedding_module", lambda: nn.Embedding(10, 4), i64(2, 5, high=10))
op("gather", lambda x, i: torch.gather(x, 1, i), f(4, 6), i64(4, 3, high=6))
op("gather_neg_dim", lambda x, i: torch.gather(x, -1, i), f(2, 3, 4), i64(2, 3, 5, high=4))
op("index_select", lambda x, i: torch.index_select(x, 0, i), f(6, 4), i64(5, high=6))
op("index_tensor", lambda x, i: x[i], f(6, 4), i64(5, high=6))
op("index_tensor_dim1", lambda x, i: x[:, i], f(3, 6), i64(4, high=6))
op("index_tensor_two", lambda x, i, j: x[i, j], f(6, 4), i64(5, high=6), i64(5, high=4))
mod("scatter", lambda: Scatter([[0, 2, 4], [1, 3, 0], [4, 0, 2]], 1), f(3, 5), f(3, 3))
mod("scatter_value", lambda: ScatterValue([[0, 2], [3, 1], [4, 0]], 1, value=2.5), f(3, 5))
op("scatter_add", lambda x, i, s: torch.scatter_add(x, 1, i, s), f(3, 5), i64(3, 4, high=5), f(3, 4))

# ---------------------------------------------------------------------------------------------
# Padding
op("pad_constant", lambda x: F.pad(x, (1, 2, 0, 1), value=0.5), f(1, 2, 3, 3))
op("pad_negative", lambda x: F.pad(x, (-1, 1, 0, 0)), f(1, 2, 3, 4))
op("constant_pad_nd", lambda x: torch.constant_pad_nd(x, [2, 1], -1.0), f(3, 4))
op("pad_reflect", lambda x: F.pad(x, (1, 1, 1, 1), mode="reflect"), f(1, 2, 4, 4))

# ---------------------------------------------------------------------------------------------
# Sorting
op("sort", lambda x: tuple(torch.sort(x, dim=-1)), f(3, 6))
op("sort_descending_dim0", lambda x: tuple(torch.sort(x, dim=0, descending=True)), f(4, 3))
op("topk", lambda x: tuple(torch.topk(x, 3)), f(3, 8))
op("topk_smallest_dim0", lambda x: tuple(torch.topk(x, 2, dim=0, largest=False)), f(5, 3))

# ---------------------------------------------------------------------------------------------
# Tensor creation (the input only gives the function an argument, or the like ops their shape)
op("arange", lambda x: torch.arange(8), f(2))
op("arange_start_step", lambda x: torch.arange(1, 11, 3), f(2))
op("arange_float", lambda x: torch.arange(0.5, 2.5, 0.25), f(2))
op("full", lambda x: torch.full((2, 3), 1.5), f(2))
op("zeros_like", torch.zeros_like, f(3, 4))
op("full_like", lambda x: torch.full_like(x, 7.0), f(3, 4))

# ---------------------------------------------------------------------------------------------
# Attention
op("sdpa", F.scaled_dot_product_attention, f(1, 2, 4, 8), f(1, 2, 4, 8), f(1, 2, 4, 8))
op("sdpa_causal", lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
   f(1, 2, 4, 8), f(1, 2, 4, 8), f(1, 2, 4, 8))
op("sdpa_causal_rect", lambda q, k, v: F.scaled_dot_product_attention(q, k, v, is_causal=True),
   f(1, 2, 3, 8), f(1, 2, 5, 8), f(1, 2, 5, 8))
op("sdpa_bool_mask", lambda q, k, v, m: F.scaled_dot_product_attention(q, k, v, attn_mask=m),
   f(1, 2, 4, 8), f(1, 2, 4, 8), f(1, 2, 4, 8),
   given((4, 4), (1, 0, 0, 0, 1, 1, 0, 0, 0, 1, 1, 0, 1, 0, 1, 1), BOOL))

# ---------------------------------------------------------------------------------------------
# Dynamic batch dimension: dimension 0 of every input is a torch.export.Dim; outputs are recorded
# at the example size and at DYN_BATCHES too (manifest "batches").


class MatmulParam(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.zeros(8, 5))

    def forward(self, x):
        return torch.matmul(x, self.weight)


def dyn(name, fn, *inputs):
    op(name, fn, *inputs, dynamic=batch_dim(len(inputs)), batches=DYN_BATCHES)


def dyn_mod(name, make, *inputs):
    mod(name, make, *inputs, dynamic=batch_dim(len(inputs)), batches=DYN_BATCHES)


dyn("relu_dynamic", torch.relu, f(4, 8))
dyn("add_dynamic", torch.add, f(4, 8), f(4, 8))
dyn("sum_dynamic", lambda x: torch.sum(x, dim=1), f(4, 8))
dyn("mean_batch_dim_dynamic", lambda x: torch.mean(x, dim=0, keepdim=True), f(4, 8))
dyn("softmax_dynamic", lambda x: torch.softmax(x, dim=-1), f(4, 8))
dyn_mod("matmul_dynamic", MatmulParam, f(4, 8))
dyn("bmm_dynamic", torch.bmm, f(4, 3, 8), f(4, 8, 2))
dyn("arange_dynamic", lambda x: torch.arange(x.shape[0]), f(4, 3))

# ---------------------------------------------------------------------------------------------
# Small modules that failed after lowering (issue 14), each also exported decomposed to the core
# ATen opset as test/models/ are (suffix _decomposed), which is how they were found.
U8 = torch.uint8


def both(name, fn, *inputs):
    op(name, fn, *inputs)
    op(name + "_decomposed", fn, *inputs, decompose=True)


def both_mod(name, make, *inputs):
    mod(name, make, *inputs)
    mod(name + "_decomposed", make, *inputs, decompose=True)


both("contiguous_identity", lambda x: x.contiguous(), f(3, 4))
both("return_input_tuple", lambda x: (x, x + 1), f(3, 4))
both_mod("rms_norm", lambda: nn.RMSNorm(8), f(2, 3, 8))
both_mod("conv3d_module", lambda: nn.Conv3d(2, 3, 3, padding=1), f(1, 2, 5, 5, 5))
both("uint8_add", lambda x: x + 100, In((3, 4), U8, high=256))
both("uint8_to_float", lambda x: x.float() * 0.5, In((3, 4), U8, high=256))
both("copy_inplace", lambda x, y: x.clone().copy_(y * 2), f(3, 4), f(3, 4))
both("upsample_nearest1d", lambda x: F.interpolate(x, scale_factor=2, mode="nearest"), f(1, 2, 5))
both("upsample_nearest1d_size", lambda x: F.interpolate(x, size=7, mode="nearest"), f(1, 2, 5))
both("as_strided_channels_last", lambda x: torch.as_strided(x, (1, 3, 4, 4), (48, 1, 12, 3)), f(1, 3, 4, 4))

CASES_BY_NAME = {c.name: c for c in CASES}
