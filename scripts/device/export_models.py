"""Exports the test models (python/strata/zoo.py) and records PyTorch's outputs.

Run on the GPU machine (PyTorch 2.11), from the repository root:
    PYTHONPATH=python python3 scripts/device/export_models.py OUTDIR
    PYTHONPATH=python python3 scripts/device/export_models.py --zoo OUTDIR [NAME...]   # test/zoo/

For each model, OUTDIR/<name>/ gets:
    model.mlir      torch-dialect text from strata.export (weights are function arguments)
    manifest.json   every function argument in order: name, kind (parameter, buffer, input),
                    shape, dtype, and the deterministic generator's kind and bound (strata/detgen.py)
    output_<i>.npy  PyTorch's outputs on the generated weights and inputs (float32, CPU)
A model that fails is reported and skipped; the script exits 1 if any failed.
The writing of a case directory is strata.record.write_case, shared with export_op_cases.py.
"""

import sys
import traceback

import torch

from strata import record, zoo

SEED = record.SEED


def export_one(name, factory, outdir):
    torch.manual_seed(0)
    model, example, dynamic = factory()
    record.write_case(outdir, name, model, example, dynamic, decompose=True,
                      high=zoo.INT_HIGH.get(name, 2), batches=zoo.EXTRA_BATCHES.get(name, []),
                      script="scripts/device/export_models.py")


def main():
    # --zoo: the model zoo (zoo.ZOO, test/zoo/) instead of test/models/.
    argv = sys.argv[1:]
    models = zoo.MODELS
    if argv and argv[0] == "--zoo":
        models, argv = zoo.ZOO, argv[1:]
    outdir = argv[0]
    only = set(argv[1:])  # optional model names: export just those
    failed = 0
    for name, factory in models.items():
        if only and name not in only:
            continue
        try:
            export_one(name, factory, outdir)
        except Exception:
            failed += 1
            print(f"{name}: FAILED", file=sys.stderr)
            traceback.print_exc()
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
