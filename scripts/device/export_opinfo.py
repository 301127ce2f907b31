"""Exports the OpInfo corpus (python/strata/opinfo.py) into OUTDIR and records PyTorch's outputs.

Run on the GPU machine (PyTorch 2.11), from the repository root:
    PYTHONPATH=python python3 scripts/device/export_opinfo.py OUTDIR [--jobs N] [--existing DIR]
        [--max-failures K] [--shard I/N] [OP_NAME...]

With --existing test/opinfo/cases, only the samples that corpus lacks are tried: their reasons
land in skipped.tsv, and any that export now are written to OUTDIR. --max-failures K stops
trying an op's samples of one dtype after K failures in a row (the rest are listed as one row,
"not tried"), which keeps such a run within minutes; --shard I/N takes every N-th op from the
I-th (1-based), so that a run split over several commands covers op_db once.

OUTDIR/<case>/ gets model.mlir, manifest.json and output_<i>.npy as test/ops/ cases do
(strata/record.py). OUTDIR/skipped.tsv lists every sample left out, one a line: case, op, dtype,
reason. OUTDIR/index.txt lists the cases written: the name, then the ATen ops of its model.mlir.
"""

import argparse
import multiprocessing
import os
import signal
import sys
import warnings

# The corpus is CPU-only. Building op_db queries the GPU, and a CUDA context made in the parent
# cannot be used by the forked workers ("Cannot re-initialize CUDA in forked subprocess" lost a
# third of the samples of a run): hide the GPU before torch is imported.
os.environ["CUDA_VISIBLE_DEVICES"] = ""

SCRIPT = "scripts/device/export_opinfo.py"
SECONDS_PER_SAMPLE = 15


def _stub_expecttest():
    """torch.testing._internal imports expecttest (a test-only package the GPU machine lacks) for
    its TestCase base class; op_db needs none of it, so a stand-in module is enough."""
    try:
        import expecttest  # noqa: F401
    except ImportError:
        import types
        import unittest

        stub = types.ModuleType("expecttest")
        stub.TestCase = unittest.TestCase
        sys.modules["expecttest"] = stub


class Timeout(Exception):
    pass


def _alarm(signum, frame):
    raise Timeout(f"took more than {SECONDS_PER_SAMPLE} s")


def export_op(args):
    index, outdir, existing, max_failures = args
    _stub_expecttest()
    import torch
    from torch.testing._internal.common_methods_invocations import op_db

    from strata import opinfo, record

    torch.set_num_threads(1)
    warnings.simplefilter("ignore")
    signal.signal(signal.SIGALRM, _alarm)
    op = op_db[index]
    written, skipped = [], []
    label = op.name + ("." + op.variant_test_name if op.variant_test_name else "")
    if opinfo.RANDOM_OR_UNINITIALIZED.match(op.name):
        return written, [(label, label, "-", "random or uninitialized results")]
    supported = op.supported_dtypes("cpu")
    decomposed_done = False
    for dtype, dtag, count in opinfo.DTYPES:
        if dtype not in supported:
            continue
        torch.manual_seed(0)
        try:
            samples = list(op.sample_inputs("cpu", dtype, requires_grad=False))
        except Exception as e:
            skipped.append((label, label, dtag, f"sample_inputs: {type(e).__name__}: {e}"))
            continue
        made = 0
        while existing and made < count and os.path.isdir(os.path.join(existing, opinfo.case_name(op, dtag, made))):
            made += 1  # --existing has it
        if made and dtype == torch.float32:
            decomposed_done = True
        failures = 0
        for j, sample in enumerate(samples):
            if made >= count:
                break
            if max_failures and failures >= max_failures:
                skipped.append((f"{opinfo.case_name(op, dtag, made)} (samples {j}-{len(samples) - 1})", label, dtag,
                                f"not tried: the {failures} samples before failed"))
                break
            name = opinfo.case_name(op, dtag, made)
            signal.alarm(SECONDS_PER_SAMPLE)
            try:
                model, example, gens = opinfo.build(op, sample)
                result = record.write_case(outdir, name, model, example, None, decompose=False,
                                           inputs=gens, script=SCRIPT)
                written.append((name, result["ops"]))
                made += 1
                failures = 0
                if dtype == torch.float32 and not decomposed_done:
                    decomposed_done = True
                    # The core-ATen form too, when it differs from the exported ops.
                    dname = name + "_decomposed"
                    ep = torch.export.export(model, example).run_decompositions()
                    dops = sorted({str(n.target) for n in ep.graph.nodes if n.op == "call_function"})
                    pops = sorted({str(n.target) for n in torch.export.export(model, example).graph.nodes
                                   if n.op == "call_function"})
                    if dops != pops:
                        result = record.write_case(outdir, dname, model, example, None, decompose=True,
                                                   inputs=gens, script=SCRIPT)
                        written.append((dname, result["ops"]))
            except Exception as e:
                reason = (f"{type(e).__name__}: {e}".strip().splitlines() or [type(e).__name__])[0][:200]
                skipped.append((f"{name} (sample {j})", label, dtag, reason))
                failures += 1
            finally:
                signal.alarm(0)
    return written, skipped


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("outdir")
    parser.add_argument("--jobs", type=int, default=os.cpu_count())
    parser.add_argument("--existing", help="a corpus whose cases are not made again (only the missing ones are tried)")
    parser.add_argument("--max-failures", type=int, default=0,
                        help="stop an op's samples of one dtype after this many failures in a row (0: never)")
    parser.add_argument("--shard", default="1/1", help="I/N: every N-th op of op_db from the I-th (1-based)")
    parser.add_argument("ops", nargs="*")
    opts = parser.parse_intermixed_args()
    shard, shards = (int(x) for x in opts.shard.split("/"))
    if not 1 <= shard <= shards:
        parser.error(f"--shard {opts.shard}: expected I/N with 1 <= I <= N")
    _stub_expecttest()
    from torch.testing._internal.common_methods_invocations import op_db

    indices = [i for i, op in enumerate(op_db) if not opts.ops or op.name in opts.ops][shard - 1::shards]
    os.makedirs(opts.outdir, exist_ok=True)
    written, skipped = [], []
    # skipped.tsv is written as ops finish, so that a run cut short still says why.
    log = open(os.path.join(opts.outdir, "skipped.partial.tsv"), "w")
    with multiprocessing.get_context("fork").Pool(opts.jobs, maxtasksperchild=20) as pool:
        for w, s in pool.imap_unordered(export_op, [(i, opts.outdir, opts.existing, opts.max_failures) for i in indices]):
            written += w
            skipped += s
            for row in s:
                log.write("\t".join(str(c).replace("\t", " ") for c in row) + "\n")
            log.flush()
    log.close()
    with open(os.path.join(opts.outdir, "index.txt"), "w") as f:
        for name, ops in sorted(written):
            f.write(" ".join([name] + ops) + "\n")
    with open(os.path.join(opts.outdir, "skipped.tsv"), "w") as f:
        f.write("# case\top\tdtype\twhy it is left out\n")
        for row in sorted(skipped):
            f.write("\t".join(str(c).replace("\t", " ") for c in row) + "\n")
    print(f"{len(indices)} ops: {len(written)} cases written, {len(skipped)} samples left out")


if __name__ == "__main__":
    sys.exit(main())
