"""Exports the single-op test cases (python/strata/opcases.py) and records PyTorch's outputs.

Run on the GPU machine (PyTorch 2.11), from the repository root:
    PYTHONPATH=python python3 scripts/device/export_op_cases.py OUTDIR            # every case
    PYTHONPATH=python python3 scripts/device/export_op_cases.py OUTDIR add sdpa   # some cases

Each case is exported with torch.export.export and *no* run_decompositions(), so composite ops
(aten.linear, aten.softmax.int, aten.layer_norm, ...) stay as the exporter emits them, except the
cases marked decompose (names ending _decomposed), which go to the core ATen opset as test/models/ do. For each
case, OUTDIR/<case>/ gets model.mlir, manifest.json and output_<i>.npy (see strata/record.py;
outputs keep PyTorch's dtype: float32, float16, int64, bool, ...), as scripts/device/export_models.py
writes them; dynamic-batch cases also record output_b<B>_<i>.npy. OUTDIR/index.txt lists the cases
written, one a line: the name, then the ATen ops of its model.mlir.

A case that fails (export, run, or the exported program disagreeing with the model) is reported
with its reason and skipped; the script goes on, and exits 1 at the end if any failed.
"""

import os
import sys
import traceback

import torch

from strata import opcases, record

SCRIPT = "scripts/device/export_op_cases.py"


def export_case(case, outdir):
    torch.manual_seed(0)
    model = case.make().eval()
    return record.write_case(outdir, case.name, model, case.example(), case.dynamic, decompose=case.decompose,
                             inputs=case.generators(), batches=case.batches, tolerance=case.tolerance,
                             script=SCRIPT)


def read_index(path):
    index = {}
    if os.path.exists(path):
        with open(path) as f:
            for line in f:
                parts = line.split()
                if parts:
                    index[parts[0]] = parts[1:]
    return index


def tree_size(path):
    total = 0
    for root, _, files in os.walk(path):
        for name in files:
            total += os.path.getsize(os.path.join(root, name))
    return total


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    outdir = sys.argv[1]
    only = set(sys.argv[2:])
    unknown = sorted(only - set(opcases.CASES_BY_NAME))
    if unknown:
        print(f"unknown cases: {' '.join(unknown)}", file=sys.stderr)
        sys.exit(2)
    os.makedirs(outdir, exist_ok=True)
    index_path = os.path.join(outdir, "index.txt")
    # Exporting some cases keeps the index lines of the others.
    index = read_index(index_path) if only else {}
    failed = []
    done = 0
    for case in opcases.CASES:
        if only and case.name not in only:
            continue
        try:
            result = export_case(case, outdir)
        except Exception as e:
            reason = (f"{type(e).__name__}: {e}".strip().splitlines() or [type(e).__name__])[0][:300]
            failed.append((case.name, reason))
            print(f"{case.name}: FAILED: {reason}", file=sys.stderr, flush=True)
            traceback.print_exc()
            continue
        index[case.name] = result["ops"]
        done += 1
    order = {c.name: i for i, c in enumerate(opcases.CASES)}
    with open(index_path, "w") as f:
        for name in sorted(index, key=lambda n: (order.get(n, len(order)), n)):
            f.write(" ".join([name] + index[name]) + "\n")
    size = tree_size(outdir)
    print(f"{done} cases written to {outdir} ({size / 1e6:.2f} MB), {len(failed)} failed")
    if size > 3e6:
        print(f"warning: {outdir} holds {size / 1e6:.2f} MB, more than the 3 MB meant for it", file=sys.stderr)
    if failed:
        print("failed cases:", file=sys.stderr)
        for name, reason in failed:
            print(f"  {name}: {reason}", file=sys.stderr)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
