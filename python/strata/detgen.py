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
    """The n values u_i of tensor k, as float64 in [0, 1).

    Computed a block at a time: within a block of B steps, state_{s+j} = A_j state_s + C_j (mod 2^64)
    with A_j = a^j and C_j = c (a^{j-1} + ... + 1), so that NumPy's wrapping uint64 arithmetic does
    the work (models have tens of millions of parameters). uniform01_reference is the plain loop.
    """
    state = splitmix64((seed ^ ((k * GOLDEN) & MASK64)) & MASK64)
    out = np.empty(n, dtype=np.float64)
    mults, adds = _block_coefficients()
    block = len(mults)
    with np.errstate(over="ignore"):
        for start in range(0, n, block):
            m = min(block, n - start)
            states = mults[:m] * np.uint64(state) + adds[:m]
            out[start:start + m] = (states >> np.uint64(40)).astype(np.float64) / 16777216.0
            state = int(states[m - 1])
    return out


_BLOCK = 1 << 16
_coefficients: tuple[np.ndarray, np.ndarray] | None = None


def _block_coefficients() -> tuple[np.ndarray, np.ndarray]:
    """A_j and C_j for j = 1.._BLOCK (see uniform01), computed once."""
    global _coefficients
    if _coefficients is None:
        mults = np.empty(_BLOCK, dtype=np.uint64)
        adds = np.empty(_BLOCK, dtype=np.uint64)
        a, c = 1, 0
        for j in range(_BLOCK):
            a = (a * LCG_MUL) & MASK64
            c = (c * LCG_MUL + LCG_ADD) & MASK64
            mults[j], adds[j] = a, c
        _coefficients = (mults, adds)
    return _coefficients


def uniform01_reference(seed: int, k: int, n: int) -> np.ndarray:
    """uniform01 as the plain loop of the definition (for checking the fast one)."""
    state = splitmix64((seed ^ ((k * GOLDEN) & MASK64)) & MASK64)
    out = np.empty(n, dtype=np.float64)
    for i in range(n):
        state = (state * LCG_MUL + LCG_ADD) & MASK64
        out[i] = (state >> 40) / 16777216.0
    return out


def kind_of(name: str, is_float: bool) -> str:
    """The generator kind of an argument, from its name and whether its dtype is a float (or complex)."""
    lname = name.lower()
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
