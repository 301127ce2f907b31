"""Where a call of a torch.compile(backend="strata") model spends its time, for small models
whose run time is the per-call cost (the GPU machine; run through scripts/device/python_check.sh's
environment: PYTHONPATH with the package, $STRATA_BIN with the tools).

For each model and device: the best time of a call through torch.compile (Dynamo's guards, the
backend's wrapper, the library), of eager, and of the library's own entry on prepared
descriptors; then cProfile's top functions over a few hundred calls.

  python3 scripts/device/call_overhead.py [--models mlp,mlp_dynamic] [--devices cpu,cuda] [--top 25]
"""

import argparse
import cProfile
import io
import pstats
import time

import torch

import strata  # noqa: F401  (registers the backend)
from strata import zoo


def best_us(fn, device, reps=200, rounds=5):
    """The best mean of `rounds` runs of `reps` calls, synchronized at the end of each run."""
    best = float("inf")
    for _ in range(rounds):
        t = time.perf_counter()
        for _ in range(reps):
            fn()
        if device == "cuda":
            torch.cuda.synchronize()
        best = min(best, (time.perf_counter() - t) / reps)
    return best * 1e6


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--models", default="mlp,mlp_dynamic,transformer_encoder_layer,bert_2layer_h64")
    ap.add_argument("--devices", default="cpu,cuda")
    ap.add_argument("--top", type=int, default=25)
    a = ap.parse_args()
    for device in a.devices.split(","):
        if device == "cuda" and not torch.cuda.is_available():
            continue
        for name in a.models.split(","):
            torch.manual_seed(0)
            model, example, _ = zoo.MODELS[name]()
            model = model.eval().to(device)
            example = tuple(e.to(device) for e in example)
            torch._dynamo.reset()
            with torch.no_grad():
                compiled = torch.compile(model, backend="strata")
                compiled(*example)
                for _ in range(20):
                    compiled(*example)
                eager = best_us(lambda: model(*example), device)
                full = best_us(lambda: compiled(*example), device)
                print(f"== {name} on {device}: eager {eager:.1f} us, torch.compile(backend='strata') {full:.1f} us")
                profile = cProfile.Profile()
                profile.enable()
                for _ in range(300):
                    compiled(*example)
                if device == "cuda":
                    torch.cuda.synchronize()
                profile.disable()
            out = io.StringIO()
            pstats.Stats(profile, stream=out).sort_stats("tottime").print_stats(a.top)
            print(out.getvalue())


if __name__ == "__main__":
    main()
