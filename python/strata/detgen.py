"""The deterministic generator of model weights and inputs.

So that no weight file is ever stored, the models under test/models/ take their parameters,
buffers and inputs from this generator, and only PyTorch's outputs are committed. The Go side
(package models, later) implements the same algorithm bit for bit:

    tensor number k (0-based, in the exported function's argument order), element i (row-major):
        state_0 = splitmix64(seed XOR (k * 0x9E3779B97F4A7C15))
        state_{i+1} = state_i * 6364136223846793005 + 1442695040888963407   (mod 2^64)
        u_i = (state_{i+1} >> 40) / 2^24                                    (in [0, 1), 24 bits)

    and by the argument's kind (see kind_of):
        "uniform":  x = (2 u - 1) * scale, scale = 1 / sqrt(fan_in), fan_in = numel / shape[0]
                    for rank >= 2 and 1 otherwise, computed in float64 then rounded to the dtype
        "positive": x = 0.5 + u                       (variances, so that they stay positive)
        "int":      x = floor(u * high)               (token ids and other integer inputs)
        "zero":     x = 0                             (counters such as num_batches_tracked)

    Integer buffers keep the values the model gave them ("given" in the manifest, with the values
    listed there): position ids and counters mean something.
"""

from __future__ import annotations

import math

import numpy as np

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
LCG_MUL = 6364136223846793005
LCG_ADD = 1442695040888963407


def splitmix64(x: int) -> int:
    x = (x + GOLDEN) & MASK64
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & MASK64
    return x ^ (x >> 31)


def uniform01(seed: int, k: int, n: int) -> np.ndarray:
    """The n values u_i of tensor k, as float64 in [0, 1)."""
    state = splitmix64((seed ^ ((k * GOLDEN) & MASK64)) & MASK64)
    out = np.empty(n, dtype=np.float64)
    # A Python loop is exact and fast enough for the small test models (a few million values).
    mul, add = LCG_MUL, LCG_ADD
    for i in range(n):
        state = (state * mul + add) & MASK64
        out[i] = (state >> 40) / 16777216.0
    return out


def kind_of(name: str, dtype) -> str:
    """The generator kind of an argument, from its name and dtype."""
    lname = name.lower()
    is_float = np.issubdtype(np.dtype(dtype), np.floating)
    if "num_batches_tracked" in lname:
        return "zero"
    if not is_float:
        return "int"
    if "running_var" in lname or lname.endswith("_var"):
        return "positive"
    return "uniform"


def generate(seed: int, k: int, shape: tuple[int, ...], dtype, kind: str, high: int = 2) -> np.ndarray:
    n = int(np.prod(shape)) if shape else 1
    if kind == "zero":
        return np.zeros(shape, dtype=dtype)
    u = uniform01(seed, k, n)
    if kind == "int":
        return np.floor(u * high).astype(dtype).reshape(shape)
    if kind == "positive":
        return (0.5 + u).astype(dtype).reshape(shape)
    fan_in = (n // shape[0]) if len(shape) >= 2 and shape[0] else 1
    scale = 1.0 / math.sqrt(max(fan_in, 1))
    return ((2.0 * u - 1.0) * scale).astype(dtype).reshape(shape)
