#!/usr/bin/env python3
"""Measure how many of Torch-MLIR's lit test chunks Strata's strata-opt handles.

Each .mlir file under $TORCH_MLIR_TESTS (a folder holding llvm/torch-mlir's
test/Dialect/Torch and test/Conversion/TorchToLinalg, which the project does
not vendor; CHECK lines may be emptied) is split at `// -----` lines into chunks. A chunk:
  (a) without expected-error/-warning/-note/-remark annotations passes when
      strata-opt parses and verifies it (custom print P1), P1 reparses to P1,
      and the generic print (--mlir-print-op-generic) reparses and prints back
      in custom form as P1;
  (b) with annotations passes when the file's RUN-line passes, run on the
      chunk with --verify-diagnostics, succeed. A RUN line naming a pass
      strata-opt lacks fails with cause "missing pass X".
Chunks made only of comments are not counted.

Usage: TORCH_MLIR_TESTS=dir bench/compat/torch_mlir_chunks.py [-v] [files...]
(STRATA_OPT=path, default strata-opt on PATH; JOBS=n, default 2). -v lists
every failing chunk. Files from before func.func (which no longer parse
upstream either) should be left out of the folder.
"""
import collections
import concurrent.futures as cf
import os
import re
import shlex
import subprocess
import sys

from chunklib import first_error, run

OPT = os.environ.get("STRATA_OPT", "strata-opt")
ROOT = os.environ.get("TORCH_MLIR_TESTS", "")
if not ROOT or not os.path.isdir(ROOT):
    sys.exit("torch_mlir_chunks.py: set TORCH_MLIR_TESTS to a folder of Torch-MLIR's test files")
SEP = re.compile(r"^// -----\s*$")
EXPECT = re.compile(r"expected-(error|warning|note|remark)")
# Options of the RUN line that are not passes.
NON_PASS = {"split-input-file", "verify-diagnostics", "allow-unregistered-dialect",
            "mlir-print-op-generic", "mlir-print-debuginfo", "mlir-print-local-scope",
            "o", "split-input-file=true"}


def known_passes():
    h = subprocess.run([OPT, "--help"], capture_output=True, text=True).stdout
    return set(re.findall(r"^\s+--([a-z0-9-]+)", h, re.M))


KNOWN = None






def normalize(msg):
    msg = re.sub(r"'[^']*'", "'X'", msg)
    msg = re.sub(r"\"[^\"]*\"", '"X"', msg)
    msg = re.sub(r"\d+", "N", msg)
    return msg[:160]


def run_line_args(text):
    """The strata-opt arguments of the file's first RUN line (passes and flags)."""
    run = []
    for l in text.splitlines():
        m = re.match(r"\s*//\s*RUN:\s*(.*)", l)
        if m:
            run.append(m.group(1))
            break
    if not run:
        return [], []
    cmd = run[0].split("|")[0]
    toks = shlex.split(cmd)
    flags, passes = [], []
    for t in toks[1:]:
        if not t.startswith("-") or t in ("-",):
            continue
        name = t.lstrip("-")
        base = name.split("=", 1)[0]
        if base in NON_PASS:
            if base == "allow-unregistered-dialect":
                flags.append("--allow-unregistered-dialect")
            continue
        passes.append("--" + name)
    return flags, passes


def check(job):
    path, idx, text, flags, passes = job
    if EXPECT.search(text):
        for p in passes:
            base = p.lstrip("-").split("=", 1)[0]
            if base == "pass-pipeline":
                inner = re.findall(r"([a-z0-9-]+)(?=[{(),]|$)", p.split("=", 1)[1])
                missing = [n for n in inner if n not in KNOWN and n != "builtin" and n != "module" and n != "func"]
                if missing:
                    return path, idx, False, "missing pass " + missing[0]
            elif base not in KNOWN:
                return path, idx, False, "missing pass " + base
        rc, out, err = run(OPT, flags + passes + ["--verify-diagnostics"], text, path)
        if rc == 0:
            return path, idx, True, ""
        return path, idx, False, "verify-diagnostics: " + first_error(err)
    rc, p1, err = run(OPT, flags, text, path)
    if rc != 0:
        return path, idx, False, first_error(err)
    rc, p2, err = run(OPT, flags, p1, path)
    if rc != 0:
        return path, idx, False, "reparse of custom form: " + first_error(err)
    if p1 != p2:
        return path, idx, False, "custom form does not round-trip"
    rc, g1, err = run(OPT, flags + ["--mlir-print-op-generic"], text, path)
    if rc != 0:
        return path, idx, False, "generic print: " + first_error(err)
    rc, p3, err = run(OPT, flags, g1, path)
    if rc != 0:
        return path, idx, False, "reparse of generic form: " + first_error(err)
    if p3 != p1:
        return path, idx, False, "generic form does not print back to the custom form"
    return path, idx, True, ""


def jobs(files):
    for f in files:
        text = open(f).read()
        flags, passes = run_line_args(text)
        chunks, cur = [], []
        for l in text.split("\n"):
            if SEP.match(l):
                chunks.append(cur)
                cur = []
            else:
                cur.append(l)
        chunks.append(cur)
        rel = os.path.relpath(f, ROOT)
        for i, lines in enumerate(chunks):
            body = [l for l in lines if l.strip() and not l.strip().startswith("//")]
            if not body:
                continue
            # Keep line numbers: pad with empty lines for the chunks before.
            yield rel, i, "\n".join(lines) + "\n", flags, passes


def main():
    global KNOWN
    args = sys.argv[1:]
    verbose = "-v" in args
    args = [a for a in args if a != "-v"]
    KNOWN = known_passes()
    files = args or sorted(os.path.join(d, n) for d, _, ns in os.walk(ROOT)
                           for n in ns if n.endswith(".mlir"))
    js = list(jobs(files))
    with cf.ThreadPoolExecutor(int(os.environ.get("JOBS", "2"))) as ex:
        res = list(ex.map(check, js))
    total = len(res)
    ok = sum(1 for r in res if r[2])
    per = collections.OrderedDict()
    for r in res:
        per.setdefault(r[0], [0, 0])
        per[r[0]][0] += 1
        per[r[0]][1] += r[2]
    print("per file (passing/chunks):")
    for f, (n, k) in per.items():
        print(f"  {k:4d}/{n:<4d} {f}")
    groups = collections.defaultdict(list)
    for r in res:
        if not r[2]:
            groups[normalize(r[3])].append(r)
    print(f"\nfailures by cause ({total - ok}):")
    for k, v in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        where = ", ".join(f"{os.path.basename(r[0])}#{r[1]}" for r in v[:5])
        print(f"  {len(v):4d}  {k}\n          e.g. {v[0][3][:220]}\n          in {where}")
        if verbose:
            for r in v:
                print(f"            {r[0]}#{r[1]}: {r[3][:200]}")
    print(f"\nOVERALL {ok}/{total} = {100.0 * ok / max(1, total):.1f}%")


if __name__ == "__main__":
    main()
