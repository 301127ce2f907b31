"""The OpInfo corpus under test/opinfo/: PyTorch's own sample inputs (torch.testing's op_db, about
600 ops with their dtypes and edge cases), one exported case per sample.

Each case is a module whose forward calls the OpInfo's op on the sample: the sample's tensors are the
module's inputs and everything else (ints, lists, dtypes, keyword arguments) is a constant of the
graph. It is exported as test/ops/ is (torch.export, no run_decompositions) and, for the first
float32 sample of an op whose core-ATen decomposition differs, once more decomposed (name suffix
_decomposed), so that both the composite ops and the core opset are exercised.

Inputs are not stored but regenerated (strata/detgen.py) from what the sample's tensor held:
    floats and complex: "positive" when every value was > 0, else "uniform"
    bool: "int" below 2; integers: "int" below max + 1 when none was negative, else the values
    themselves ("given") when there are at most MAX_GIVEN of them
so indices stay in range and domains such as log's stay valid. Samples too large for the corpus,
ops whose results are random or uninitialized, and samples that do not export are left out with
the reason in OUTDIR/skipped.tsv.
"""

from __future__ import annotations

import re

import torch
from torch import nn

# The dtypes a case is made for, in order, and how many samples of each.
DTYPES = [
    (torch.float32, "f32", 2),
    (torch.float64, "f64", 1),
    (torch.int64, "i64", 1),
    (torch.int32, "i32", 1),
    (torch.bool, "bool", 1),
    (torch.float16, "f16", 1),
    (torch.bfloat16, "bf16", 1),
    (torch.uint8, "u8", 1),
    (torch.complex64, "c64", 1),
]

MAX_INPUT_ELEMENTS = 16384
MAX_OUTPUT_ELEMENTS = 4096
MAX_GIVEN = 256

# Ops whose results are random or uninitialized memory: nothing to compare.
RANDOM_OR_UNINITIALIZED = re.compile(
    r"^(empty|empty_like|new_empty|new_empty_strided|empty_strided|empty_permuted|bernoulli|multinomial|"
    r"normal|uniform|cauchy|exponential|geometric|log_normal|rand_like|randn_like|randint|randint_like|"
    r"nn\.functional\.(dropout.*|alpha_dropout|feature_alpha_dropout.*)|.*dropout.*|"
    r"torch\._C\._nn\._.*|resize_|resize_as_|sparse\..*|to_sparse|nonzero_static|"
    r"cuda\..*|_refs\..*)$")


def case_name(op, dtag: str, i: int) -> str:
    base = op.name + ("_" + op.variant_test_name if op.variant_test_name else "")
    return re.sub(r"[^A-Za-z0-9_]", "_", base) + f"_{dtag}_{i}"


def _flatten(value, tensors: list):
    """value with every tensor replaced by its index in tensors (appended)."""
    if isinstance(value, torch.Tensor):
        tensors.append(value)
        return _Slot(len(tensors) - 1)
    if isinstance(value, (list, tuple)) and not hasattr(value, "_fields"):
        items = [_flatten(v, tensors) for v in value]
        return type(value)(items) if isinstance(value, tuple) else items
    if isinstance(value, dict):
        return {k: _flatten(v, tensors) for k, v in value.items()}
    return value


def _fill(template, tensors):
    if isinstance(template, _Slot):
        return tensors[template.index]
    if isinstance(template, (list, tuple)):
        items = [_fill(v, tensors) for v in template]
        return tuple(items) if isinstance(template, tuple) else items
    if isinstance(template, dict):
        return {k: _fill(v, tensors) for k, v in template.items()}
    return template


class _Slot:
    def __init__(self, index: int):
        self.index = index


def result_tensors(result) -> list:
    """The tensors of an op's result, in order (tuples, lists and named tuples flattened)."""
    if isinstance(result, torch.Tensor):
        return [result]
    if isinstance(result, (list, tuple)):
        out = []
        for r in result:
            out.extend(result_tensors(r))
        return out
    return []


class OpModule(nn.Module):
    """forward(*tensors) calls fn on the sample with its tensors replaced by the inputs; results that
    alias an input are cloned (an exported program's outputs may not be its inputs)."""

    def __init__(self, fn, template, clone: set):
        super().__init__()
        self.fn = fn
        self.template = template
        self.clone = clone

    def forward(self, *tensors):
        args, kwargs = _fill(self.template, list(tensors))
        outs = result_tensors(self.fn(*args, **kwargs))
        return tuple(o.clone() if i in self.clone else o for i, o in enumerate(outs))


def generator_of(t: torch.Tensor) -> dict | None:
    """How the generator remakes a sample tensor (see the module's doc); None: it cannot."""
    if t.numel() == 0:
        return {"generator": "int", "high": 1} if not (t.is_floating_point() or t.is_complex()) else {"generator": "uniform"}
    if t.is_complex():
        return {"generator": "uniform"}
    if t.is_floating_point():
        return {"generator": "positive" if bool((t > 0).all()) else "uniform"}
    if t.dtype == torch.bool:
        return {"generator": "int", "high": 2}
    lo, hi = int(t.min()), int(t.max())
    if lo >= 0:
        return {"generator": "int", "high": max(hi + 1, 1)}
    if t.numel() <= MAX_GIVEN:
        return {"generator": "given", "values": [int(v) for v in t.flatten().tolist()]}
    return None


def build(op, sample):
    """(module, example tensors, generators) for one sample, or raises ValueError with the reason."""
    tensors: list = []
    template = _flatten(((sample.input,) + tuple(sample.args), dict(sample.kwargs)), tensors)
    tensors = [t.detach() for t in tensors]
    if not tensors:
        raise ValueError("the sample has no tensor")
    if sum(t.numel() for t in tensors) > MAX_INPUT_ELEMENTS:
        raise ValueError("inputs too large for the corpus")
    gens = []
    for t in tensors:
        g = generator_of(t)
        if g is None:
            raise ValueError("negative integer input too large to list")
        if t.layout != torch.strided:
            raise ValueError("non-strided input")
        gens.append(g)
    args, kwargs = _fill(template, tensors)
    outs = result_tensors(op.op(*args, **kwargs))
    if not outs:
        raise ValueError("no tensor result")
    if sum(o.numel() for o in outs) > MAX_OUTPUT_ELEMENTS:
        raise ValueError("result too large for the corpus")
    storages = {t.untyped_storage().data_ptr() for t in tensors if t.numel()}
    clone = {i for i, o in enumerate(outs) if o.numel() and o.untyped_storage().data_ptr() in storages}
    return OpModule(op.op, template, clone).eval(), tuple(t.contiguous().clone() for t in tensors), gens
