"""Run the shared libraries of `strata-compile --target=cuda --emit=so` on the GPU from Python.

Run on the GPU machine from the repository root, after the libraries were built (on any x86-64
Linux machine with Go and llc; the GPU machine has neither) into .device-bin/so/<model>.so:
    strata-compile test/models/M/model.mlir --target=cuda --emit=so -o .device-bin/so/M.so
    PYTHONPATH=python python3 scripts/device/gpu_so_check.py mlp bert_2layer_h64 resnet18
For each model: the weights and inputs of the deterministic generator (python/strata/detgen.py,
as the manifest says) are put on the GPU as torch tensors, whose data_ptr() are device pointers;
memref descriptors are built with ctypes; `_mlir_ciface_main` is called (it returns the status:
0, a CUresult, or -1 without a driver) and writes the result's descriptor, whose buffer the
library allocated on the device; the result is copied into a torch tensor, freed with
strata_cuda_free, and compared with PyTorch's recorded output (rtol 1e-3, atol 1e-4). Then a
call is timed: best of 20, each between two torch.cuda.synchronize(). When .device-bin/strata-run
is there, the cuda target's interpreted host path is timed too ($STRATA_BENCH_REPS=20).
Exits 1 when a model fails.
"""

import ctypes
import json
import os
import re
import subprocess
import sys
import time

import numpy as np
import torch

from strata import detgen

REPS = 20


def descriptor_type(rank):
    """The ctypes struct of a memref descriptor of rank `rank`."""
    fields = [("allocated", ctypes.c_void_p), ("aligned", ctypes.c_void_p), ("offset", ctypes.c_int64)]
    if rank > 0:
        fields += [("sizes", ctypes.c_int64 * rank), ("strides", ctypes.c_int64 * rank)]
    return type(f"MemRef{rank}", (ctypes.Structure,), {"_fields_": fields})


def descriptor(t):
    """A descriptor of the contiguous device tensor t."""
    d = descriptor_type(t.dim())()
    d.allocated = d.aligned = t.data_ptr()
    d.offset = 0
    for i in range(t.dim()):
        d.sizes[i] = t.shape[i]
        d.strides[i] = t.stride(i)
    return d


def arguments(name):
    manifest = json.load(open(os.path.join("test/models", name, "manifest.json")))
    ts = []
    for k, a in enumerate(manifest["arguments"]):
        shape, dtype = tuple(a["shape"]), np.dtype(a["dtype"])
        if a["generator"] == "given":
            data = np.array(a["values"], dtype=dtype).reshape(shape)
        else:
            data = detgen.generate(manifest["seed"], k, shape, dtype, a["generator"], a.get("high", 2))
        ts.append(torch.from_numpy(np.ascontiguousarray(data)).cuda())
    return manifest, ts


def interpreted_ms(name):
    """Best of REPS calls of the cuda target (host code on the interpreter), or None."""
    exe = ".device-bin/strata-run"
    if not os.path.exists(exe):
        return None
    env = dict(os.environ, STRATA_BENCH_REPS=str(REPS))
    r = subprocess.run([exe, "--target=cuda", "--model", f"test/models/{name}"], env=env, capture_output=True,
                       text=True)
    m = re.search(r"strata: best of \d+ calls: ([0-9.]+) ms", r.stderr)
    return float(m.group(1)) if m else None


def check(name):
    lib = ctypes.CDLL(os.path.abspath(f".device-bin/so/{name}.so"))
    entry = lib._mlir_ciface_main
    entry.restype = ctypes.c_int32
    lib.strata_cuda_free.restype = ctypes.c_int32
    lib.strata_cuda_free.argtypes = [ctypes.c_void_p]
    manifest, ts = arguments(name)
    expect = np.load(os.path.join("test/models", name, "output_0.npy"))
    descs = [descriptor(t) for t in ts]
    ptrs = [ctypes.byref(d) for d in descs]
    result_t = descriptor_type(expect.ndim)

    def call():
        res = result_t()
        s = entry(ctypes.byref(res), *ptrs)
        return s, res

    torch.cuda.synchronize()
    t0 = time.perf_counter()
    status, res = call()
    first_ms = (time.perf_counter() - t0) * 1e3
    if status != 0:
        print(f"{name}: FAIL: _mlir_ciface_main returned status {status}", flush=True)
        return False
    shape = tuple(res.sizes[i] for i in range(expect.ndim)) if expect.ndim else ()
    if shape != expect.shape:
        print(f"{name}: FAIL: result shape {shape}, PyTorch's {expect.shape}", flush=True)
        return False
    out = torch.empty(shape, dtype=torch.float32, device="cuda")
    nbytes = out.numel() * out.element_size()
    lib.mgpuMemcpy.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p]
    lib.mgpuMemcpy(out.data_ptr(), res.aligned + 4 * res.offset, nbytes, None)
    lib.mgpuStreamSynchronize.argtypes = [ctypes.c_void_p]
    lib.mgpuStreamSynchronize(None)
    got = out.cpu().numpy()
    if lib.strata_cuda_free(res.allocated) != 0:
        print(f"{name}: FAIL: strata_cuda_free", flush=True)
        return False
    diff = float(np.max(np.abs(got - expect))) if got.size else 0.0
    ok = bool(np.allclose(got, expect, rtol=1e-3, atol=1e-4))
    best = 1e9
    for _ in range(REPS):
        torch.cuda.synchronize()
        t0 = time.perf_counter()
        s, r = call()
        torch.cuda.synchronize()
        best = min(best, time.perf_counter() - t0)
        lib.strata_cuda_free(r.allocated)
        if s != 0:
            print(f"{name}: FAIL: status {s} in the timed calls", flush=True)
            return False
    interp = interpreted_ms(name)
    verdict = "matches PyTorch" if ok else "DIFFERS from PyTorch"
    line = (f"{name}: {verdict} (max abs diff {diff:.3g}); first call {first_ms:.1f} ms (JIT included); "
            f".so best of {REPS}: {best * 1e3:.3f} ms")
    if interp is not None:
        line += f"; cuda target, interpreted host code, best of {REPS}: {interp:.3f} ms ({interp / (best * 1e3):.2f}x)"
    print(line, flush=True)
    return ok


def main():
    names = sys.argv[1:] or ["mlp", "bert_2layer_h64", "resnet18"]
    print(f"torch {torch.__version__}, {torch.cuda.get_device_name(0)}", flush=True)
    failed = [n for n in names if not check(n)]
    print(f"{len(names) - len(failed)} passed, {len(failed)} failed", flush=True)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
