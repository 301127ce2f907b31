"""A/B timing of the same models compiled two or more ways (e.g. `bench/models/prepare -dir D
-piece-work N`): Strata's harness of each folder, interleaved over several rounds so that the
machine's drift hits every variant alike, best time of each at one thread and at N.

Run on the GPU machine from the repository root:
    PYTHONPATH=python python3 scripts/device/cpu_ab.py [--rounds R] [--threads N] DIR... -- MODEL...
Prints a markdown table: one row per model and thread count, one column per folder, each the
best of R rounds of the harness's own best of 10 calls, and each folder's time over the first's.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
from cpu_bench import build_harness, strata_seconds  # noqa: E402


def main():
    argv = sys.argv[1:]
    split = argv.index("--") if "--" in argv else len(argv)
    p = argparse.ArgumentParser()
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--threads", type=int, default=os.cpu_count())
    p.add_argument("dirs", nargs="+")
    args = p.parse_args(argv[:split])
    models = argv[split + 1:]
    print("| model | threads | " + " | ".join(args.dirs) + " |")
    print("| --- | --- |" + " --- |" * len(args.dirs))
    for name in models:
        harnesses = [build_harness(name, d) for d in args.dirs]
        for t in (1, args.threads):
            best = [1e9] * len(harnesses)
            for _ in range(args.rounds):
                for i, h in enumerate(harnesses):
                    best[i] = min(best[i], strata_seconds(h, t))
            cells = [f"{b * 1e3:.3f} ms ({b / best[0]:.2f})" for b in best]
            print(f"| {name} | {t} | " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main()
