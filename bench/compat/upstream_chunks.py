#!/usr/bin/env python3
"""Measure how many of upstream MLIR's test chunks strata-opt reads with the same meaning.

$MLIR_TESTS is a folder holding some of upstream MLIR's mlir/test/Dialect/<D>
folders (Tensor, Linalg, MemRef, Bufferization, SCF, Affine, Vector, Index),
which the project does not vendor; CHECK lines may be emptied. The first path
component under $MLIR_TESTS names the dialect a file counts for. Each .mlir file
is split at `// -----` lines into chunks; chunks made only of comments are not
counted, and chunks with expected-error/-warning/-note/-remark annotations are
skipped (they test diagnostics, not the format), and so are chunks using ops of
upstream's test dialect, which mlir-opt-22 has built in (written in custom form,
or quoted without --allow-unregistered-dialect). Every other chunk is fed to
mlir-opt-22 (with --allow-unregistered-dialect where the file's RUN line has it);
the chunks it rejects are left out. A remaining chunk passes when strata-opt
parses and verifies it and the meaning is the same, judged in this order:

  exact   strata-opt's generic form (--mlir-print-op-generic) equals
          mlir-opt-22's, after the normalization test/compat uses (block
          labels' predecessor comments dropped, attribute aliases written out
          at their uses, named linalg ops' memoized indexing maps dropped) and
          with trailing whitespace removed. Both printers number values the
          same way (%0, %arg0, ...) and sort attribute dictionaries, so no
          renaming is needed;
  oracle  otherwise, mlir-opt-22 reads strata-opt's generic form and prints
          the same generic text as it prints for the chunk: the two differ
          only in spelling mlir-opt-22 itself treats as equal (a float written
          another way, a default attribute spelled out...);
  rt      only where an exact comparison is impossible because mlir-opt-22's
          own generic form is not a fixed point (mlir-opt-22 reprints it
          differently): strata-opt's custom form reprints to itself and its
          generic form prints back to that custom form.

Anything else fails; the cause is strata-opt's first error, or for a meaning
difference the op on the first line where the generic forms differ.

Usage: MLIR_TESTS=dir bench/compat/upstream_chunks.py [-v] [files or folders, e.g. Vector...]
(STRATA_OPT=path, default strata-opt on PATH; MLIR_OPT=path, default
mlir-opt-22; JOBS=n, default 2). -v lists every failing chunk.
"""
import collections
import concurrent.futures as cf
import os
import re
import sys

from chunklib import cause_key, first_error, mlir_files, run

OPT = os.environ.get("STRATA_OPT", "strata-opt")
MLIR = os.environ.get("MLIR_OPT", "mlir-opt-22")
ROOT = os.environ.get("MLIR_TESTS", "")
if not ROOT or not os.path.isdir(ROOT):
    sys.exit("upstream_chunks.py: set MLIR_TESTS to a folder of upstream MLIR's test/Dialect/<D> folders")
SEP = re.compile(r"^// -----\s*$")
EXPECT = re.compile(r"expected-(error|warning|note|remark)")
# Ops of upstream's test dialect, which mlir-opt-22 has built in: written in
# custom form (`test.affine_scope {`), or quoted without
# --allow-unregistered-dialect, they need that dialect.
TEST_CUSTOM = re.compile(r"(?m)(^|=)\s*test\.\w")
TEST_QUOTED = re.compile(r'"test\.\w')


PRED_COMMENT = re.compile(r"(?m)^(\s*\^[^\n]*:)  // [^\n]*$")
MEMO_MAPS = re.compile(r" \{linalg\.memoized_indexing_maps = \[[^\]]*\]\}")
ALIAS_DEF = re.compile(r"(?m)^(#[A-Za-z_][\w$.]*) = (.*)\n")
ALIAS_USE = re.compile(r"#[A-Za-z_][\w$.]*")


def normalize(s):
    """test/compat's normalization of a generic print."""
    s = PRED_COMMENT.sub(r"\1", s)
    s = MEMO_MAPS.sub("", s)
    defs = dict(ALIAS_DEF.findall(s))
    s = ALIAS_DEF.sub("", s)
    s = ALIAS_USE.sub(lambda m: defs.get(m.group(0), m.group(0)), s)
    return "\n".join(l.rstrip() for l in s.strip().splitlines())


def first_diff(want, got):
    w, g = want.splitlines(), got.splitlines()
    for i in range(max(len(w), len(g))):
        a = w[i] if i < len(w) else ""
        b = g[i] if i < len(g) else ""
        if a != b:
            return a, b
    return "", ""


def diff_cause(want, got):
    a, b = first_diff(want, got)
    m = re.search(r'"([a-z_]+\.[\w.]+)"', a) or re.search(r'"([a-z_]+\.[\w.]+)"', b)
    what = m.group(1) if m else (a.strip()[:60] or b.strip()[:60])
    return "generic form differs at " + what, "mlir-opt-22: " + a.strip()[:300] + "\n            strata-opt:  " + b.strip()[:300]


def check(job):
    """Returns (dialect, file, index, status, cause, detail); status is
    'skip-expected', 'mlir-rejects', 'exact', 'oracle', 'rt' or 'fail'."""
    dialect, path, idx, text, flags = job
    if EXPECT.search(text):
        return dialect, path, idx, "skip-expected", "", ""
    if TEST_CUSTOM.search(text) or (TEST_QUOTED.search(text) and not flags):
        return dialect, path, idx, "skip-test-dialect", "", ""
    gen = flags + ["--mlir-print-op-generic"]
    rc, mg, err = run(MLIR, gen, text, path)
    if rc != 0:
        return dialect, path, idx, "mlir-rejects", first_error(err), ""
    rc, p1, err = run(OPT, flags, text, path)
    if rc != 0:
        return dialect, path, idx, "fail", first_error(err), ""
    rc, sg, err = run(OPT, gen, text, path)
    if rc != 0:
        return dialect, path, idx, "fail", "generic print: " + first_error(err), ""
    nm, ns = normalize(mg), normalize(sg)
    if nm == ns:
        return dialect, path, idx, "exact", "", ""
    rc, msg, err = run(MLIR, gen, sg, path)
    if rc == 0 and normalize(msg) == nm:
        return dialect, path, idx, "oracle", "", ""
    rc2, mmg, _ = run(MLIR, gen, mg, path)
    if rc2 != 0 or normalize(mmg) != nm:
        # mlir-opt-22's generic form is no fixed point: fall back to round trips.
        rc, p2, err = run(OPT, flags, p1, path)
        if rc == 0 and p2 == p1:
            rc, p3, err = run(OPT, flags, sg, path)
            if rc == 0 and p3 == p1:
                return dialect, path, idx, "rt", "", ""
        return dialect, path, idx, "fail", "round trip fails (no exact comparison possible)", ""
    if rc != 0:
        return dialect, path, idx, "fail", "mlir-opt-22 rejects strata-opt's generic form: " + first_error(err), ""
    cause, detail = diff_cause(nm, ns)
    return dialect, path, idx, "fail", cause, detail


def run_line_flags(text):
    for l in text.splitlines():
        m = re.match(r"\s*//\s*RUN:\s*(.*)", l)
        if m:
            if "allow-unregistered-dialect" in m.group(1):
                return ["--allow-unregistered-dialect"]
            return []
    return []


def jobs(files):
    for f in files:
        text = open(f).read()
        flags = run_line_flags(text)
        rel = os.path.relpath(f, ROOT)
        dialect = rel.split(os.sep)[0]
        lines = text.split("\n")
        chunks, cur, start = [], [], 0
        for n, l in enumerate(lines):
            if SEP.match(l):
                chunks.append((start, cur))
                cur, start = [], n + 1
            else:
                cur.append(l)
        chunks.append((start, cur))
        for i, (start, ls) in enumerate(chunks):
            body = [l for l in ls if l.strip() and not l.strip().startswith("//")]
            if not body:
                continue
            # Pad with empty lines so that errors name the file's own lines.
            yield dialect, rel, i, "\n" * start + "\n".join(ls) + "\n", flags


def main():
    verbose, files = mlir_files(sys.argv[1:], ROOT)
    js = list(jobs(files))
    with cf.ThreadPoolExecutor(int(os.environ.get("JOBS", "2"))) as ex:
        res = list(ex.map(check, js))
    counted = [r for r in res if r[3] not in ("skip-expected", "skip-test-dialect", "mlir-rejects")]
    per = collections.OrderedDict()
    for r in res:
        d = per.setdefault(r[0], collections.Counter())
        d[r[3]] += 1
    print("per dialect: passing/counted (exact + oracle + round-trip), skipped for expected-* + for the test dialect,"
          " rejected by mlir-opt-22")
    tot = collections.Counter()
    for d, c in sorted(per.items()):
        n = c["exact"] + c["oracle"] + c["rt"] + c["fail"]
        ok = n - c["fail"]
        tot.update(c)
        print(f"  {d:14s} {ok:4d}/{n:<4d} ({100.0 * ok / max(1, n):5.1f}%)  = {c['exact']} + {c['oracle']} + {c['rt']};"
              f"  skipped {c['skip-expected']} + {c['skip-test-dialect']}, mlir-opt-22 rejects {c['mlir-rejects']}")
    perfile = collections.OrderedDict()
    for r in counted:
        c = perfile.setdefault(r[1], [0, 0])
        c[0] += 1
        c[1] += r[3] != "fail"
    print("\nper file (passing/counted):")
    for f, (n, k) in perfile.items():
        print(f"  {k:4d}/{n:<4d} {f}")
    groups = collections.defaultdict(list)
    for r in counted:
        if r[3] == "fail":
            groups[cause_key(r[4])].append(r)
    nfail = sum(len(v) for v in groups.values())
    print(f"\nfailures by cause ({nfail}):")
    for k, v in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        where = ", ".join(f"{os.path.basename(r[1])}#{r[2]}" for r in v[:5])
        print(f"  {len(v):4d}  {k}\n          e.g. {v[0][4][:220]}\n          in {where}")
        if v[0][5]:
            print(f"            {v[0][5]}")
        if verbose:
            for r in v:
                print(f"            {r[1]}#{r[2]}: {r[4][:200]}")
                if r[5]:
                    print(f"            {r[5]}")
    n = len(counted)
    ok = n - nfail
    print(f"\nOVERALL {ok}/{n} = {100.0 * ok / max(1, n):.1f}% "
          f"(exact {tot['exact']}, oracle {tot['oracle']}, round-trip {tot['rt']}; "
          f"skipped {tot['skip-expected']} with expected-* and {tot['skip-test-dialect']} using upstream's test dialect, "
          f"{tot['mlir-rejects']} rejected by mlir-opt-22)")


if __name__ == "__main__":
    main()
