"""Where a cold torch.compile(backend="strata") goes: one model's first compiled call in this fresh
process (empty compile cache), under cProfile, after an eager call that starts CUDA. Prints the
backend's phases and the functions with the most cumulative and own time, for finding what Dynamo,
the trace to core ATen and the backend spend before and after strata-compile (issue 17).
Run from the repository root on the GPU machine, the tools built as scripts/device/python_check.sh says:
    STRATA_BIN=.device-bin/py PYTHONPATH=python python3 scripts/device/cold_profile.py MODEL [cpu|cuda] [strata|inductor]
"""

import cProfile
import importlib
import io
import os
import pstats
import sys
import tempfile
import time

import torch

from strata import zoo


def main():
    name = sys.argv[1]
    device = sys.argv[2] if len(sys.argv) > 2 else "cuda"
    backend = sys.argv[3] if len(sys.argv) > 3 else "strata"
    cache = tempfile.mkdtemp(prefix="strata-cold-")
    os.environ.update(STRATA_CACHE_DIR=cache, TORCHINDUCTOR_CACHE_DIR=os.path.join(cache, "inductor"),
                      TRITON_CACHE_DIR=os.path.join(cache, "triton"), CUDA_CACHE_PATH=os.path.join(cache, "nv"))
    strata_backend = importlib.import_module("strata.backend").backend  # strata.backend is also a name in strata
    torch.manual_seed(0)
    model, example, _ = {**zoo.MODELS, **zoo.ZOO}[name]()
    model = model.eval().to(device)
    example = tuple(e.to(device) for e in example)
    sync = torch.cuda.synchronize if device == "cuda" else (lambda: None)
    with torch.no_grad():
        model(*example)
        sync()
        # The backend's function itself: without `pip install`, its entry point is not registered.
        compiled = torch.compile(model, backend=strata_backend if backend == "strata" else backend)
        profile = cProfile.Profile()
        started = time.perf_counter()
        profile.enable()
        compiled(*example)
        sync()
        profile.disable()
        first = time.perf_counter() - started
    print(f"{name} on {device}, {backend}: first call {first:.2f} s under cProfile;"
          f" phases {getattr(sys.modules.get('strata.backend'), 'timings', {})}")
    for key in ("cumulative", "tottime"):
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats(key).print_stats(45)
        print(out.getvalue())


if __name__ == "__main__":
    main()
