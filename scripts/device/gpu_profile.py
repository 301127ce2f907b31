"""Per-kernel times of one model or kernel on the GPU machine, for finding where its time goes.

Run from the repository root, with .device-bin/strata-run built as scripts/device/gpu_check.sh says:
    PYTHONPATH=python python3 scripts/device/gpu_profile.py NAME [STRATA-RUN FLAG ...]
NAME is a model of test/models, or of zoo.BUSY_MODELS or zoo.KERNELS (exported first into a temporary
folder, as bench/gpu/run.sh measure --busy or --kernels does). The flags default to PyTorch's tf32
switches as this process has them (strata.backend.target_flags), as the benchmark runs; flags given
without --target get --target=cuda. Prints
strata-run's report with STRATA_CUDA_PROFILE=1: every launch synchronized and timed, the slowest
kernels with their grids (bench/gpu/results/profiles/ keeps such reports). $STRATA_PROFILE_PREFIX, a
command and its flags, runs strata-run under it: e.g. Nsight Compute,
    STRATA_PROFILE_PREFIX="ncu --kernel-name regex:main_kernel_7$ --launch-count 1 --section SpeedOfLight"
"""

import os
import subprocess
import sys
import tempfile

import torch

from strata import record, zoo
from strata.backend import target_flags


def main():
    name, flags = sys.argv[1], sys.argv[2:] or target_flags("cuda")
    if not any(f.startswith("--target") for f in flags):
        # Flags given without a target (--allow-conv-tf32 --tensor-core-stages=2) mean the GPU's.
        flags = ["--target=cuda", *flags]
    folder = "test/models"
    if not os.path.isdir(os.path.join(folder, name)):
        factories = {**zoo.BUSY_MODELS, **zoo.KERNELS}
        if name not in factories:
            sys.exit(f"gpu_profile: no model {name} in test/models, zoo.BUSY_MODELS or zoo.KERNELS")
        folder = tempfile.mkdtemp(prefix="strata-profile-")
        torch.manual_seed(0)
        model, example, dynamic = factories[name]()
        record.write_case(folder, name, model, example, dynamic, decompose=True,
                          high=zoo.INT_HIGH.get(name, 2), batches=[], script="scripts/device/gpu_profile.py")
    env = dict(os.environ, STRATA_CUDA_PROFILE="1", STRATA_BENCH_REPS=os.environ.get("STRATA_BENCH_REPS", "5"))
    prefix = os.environ.get("STRATA_PROFILE_PREFIX", "").split()
    command = [*prefix, ".device-bin/strata-run", *flags, "--model", os.path.join(folder, name), "-v"]
    print("$", " ".join(command), flush=True)
    sys.exit(subprocess.run(command, env=env).returncode)


if __name__ == "__main__":
    main()
