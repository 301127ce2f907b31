#!/usr/bin/env python3
"""Measure how many of upstream MLIR's own lit files pass with strata-opt standing in for mlir-opt.

$MLIR_TESTS is a folder holding some of upstream MLIR's test files (for example
mlir/test/Transforms/cse.mlir copied to $MLIR_TESTS/Transforms/cse.mlir), which
the project does not vendor. Every RUN line of a file is run twice through bash
with pipefail, as lit would run it:

  mlir-opt-22  `mlir-opt` is mlir-opt-22 and `FileCheck` is LLVM 22's FileCheck;
  strata-opt   `mlir-opt` is strata-opt and `FileCheck` is strata-filecheck.

Both runs put shims named mlir-opt and FileCheck first on PATH (and `not`, LLVM's
own), so a RUN line runs unchanged: `%s`, `not`, pipes, `-split-input-file` and
`-verify-diagnostics` mean what the tools make of them. `%s`, `%S`, `%p` and
`%t` (and lit's `%/s`, `%/S`, `%/p` and `%/t`) are substituted; lines
continued with a trailing backslash are joined. A RUN line that runs a tool
other than mlir-opt, FileCheck, not or count is skipped and named. A file passes with a tool when every RUN line not skipped
succeeds; a file whose RUN lines are all skipped is not counted.

A RUN line with -split-input-file is also run on each chunk (the text
between `// -----` lines) alone: `%s` names a file holding just that chunk, at
its own line numbers, with its own CHECK lines (a chunk with none gets one
CHECK-NOT that cannot match, so it passes when the tool succeeds; FileCheck
gets --allow-unused-prefixes). A chunk passes with a tool when every RUN line
not skipped does (a RUN line without -split-input-file gives each chunk the
file's verdict); a chunk whose code names an op of upstream's test dialect
(`test.*`) is counted apart: strata-opt has only a few of its ops
(tools/strata-opt/testdialect), mlir-opt-22 all of them.

For each file it prints mlir-opt-22's and strata-opt's verdicts, the chunks
each passes and, where strata-opt fails, its first diagnostic: strata-opt's first located error if it
printed one (then strata-filecheck's, which -split-input-file can make about
another chunk), else strata-filecheck's with the check line. Then the totals and
strata-opt's failures grouped by cause; an error about an op of upstream's test
dialect, which mlir-opt-22 has built in and strata-opt only in part, is one
cause.

Usage: MLIR_TESTS=dir bench/compat/upstream_lit.py [-v] [files or folders, e.g. Transforms...]
(STRATA_OPT=path, default strata-opt on PATH; STRATA_FILECHECK=path, default
strata-filecheck; MLIR_OPT=path, default mlir-opt-22; FILECHECK=path, default
FileCheck-22; JOBS=n, default 2). -v prints each failing RUN line and its
diagnostics in full, and each chunk strata-opt fails with its first
diagnostic.
"""
import collections
import concurrent.futures as cf
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

from chunklib import cause_key, first_error, mlir_files


def tool(env, default):
    name = os.environ.get(env, default)
    return shutil.which(name) or name


OPT = tool("STRATA_OPT", "strata-opt")
FC = tool("STRATA_FILECHECK", "strata-filecheck")
MLIR = tool("MLIR_OPT", "mlir-opt-22")
MLIR_FC = tool("FILECHECK", "FileCheck-22")
NOT = shutil.which("not-22") or "/usr/lib/llvm-22/bin/not"
ROOT = os.environ.get("MLIR_TESTS", "")
# The two ways of running a file: the name of the column, the tool that
# stands in for mlir-opt and the one that stands in for FileCheck.
MODES = [("mlir-opt-22", MLIR, MLIR_FC), ("strata-opt", OPT, FC)]
# The commands a RUN line may name; any other skips the line.
KNOWN = {"mlir-opt", "FileCheck", "not", "count"}
RUN = re.compile(r"\bRUN:\s?(.*)$")
TIMEOUT = 120


def run_lines(text):
    """The file's RUN lines, continuations joined, with their line numbers."""
    out, cur, start = [], None, 0
    for n, l in enumerate(text.splitlines(), 1):
        m = RUN.search(l)
        if not m:
            continue
        body = m.group(1).rstrip()
        if cur is None:
            cur, start = "", n
        if body.endswith("\\"):
            cur += body[:-1] + " "
            continue
        out.append((start, (cur + body).strip()))
        cur = None
    if cur is not None:
        out.append((start, cur.strip()))
    return out


def commands(line):
    """The command words of a shell line: the first word of each pipeline stage,
    past `not` and its --crash."""
    lex = shlex.shlex(line, posix=True, punctuation_chars="|&;<>")
    lex.whitespace_split = True
    words, first = [], True
    for tok in lex:
        if tok in ("|", "||", "&&", ";", "|&"):
            first = True
            continue
        if not first:
            continue
        if tok in ("not", "--crash") or re.match(r"\w+=", tok):
            if tok == "not":
                words.append(tok)
            continue
        words.append(tok)
        first = False
    return words


def substitute(line, path, tmp):
    d = os.path.dirname(os.path.abspath(path))
    # %/s, %/S, %/p and %/t are lit's forms with forward slashes, as these are already.
    line = re.sub(r"%/([sSpt])", r"%\1", line)
    line = line.replace("%s", shlex.quote(os.path.abspath(path)))
    line = line.replace("%S", shlex.quote(d)).replace("%p", shlex.quote(d))
    return line.replace("%t", os.path.join(tmp, "t"))


SHIM = """#!/bin/bash
# {name} as a RUN line names it: {real}, its stderr also kept for the report.
"{real}" "$@" 2> >(tee -a "$UPSTREAM_LIT_LOG/{name}.err" >&2)
rc=$?
wait
exit $rc
"""


def shims(top):
    """A bin folder per mode with mlir-opt, FileCheck and not."""
    dirs = {}
    for name, opt, fc in MODES:
        d = os.path.join(top, name)
        os.makedirs(d)
        for shim, real in (("mlir-opt", opt), ("FileCheck", fc)):
            p = os.path.join(d, shim)
            with open(p, "w") as f:
                f.write(SHIM.format(name=shim, real=real))
            os.chmod(p, 0o755)
        os.symlink(NOT, os.path.join(d, "not"))
        dirs[name] = d
    return dirs


def run_line(line, path, bindir):
    """Runs one substituted RUN line; returns (status, tool's stderr, FileCheck's stderr)."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(os.environ, PATH=bindir + os.pathsep + os.environ["PATH"], UPSTREAM_LIT_LOG=tmp)
        cmd = substitute(line, path, tmp)
        try:
            p = subprocess.run(["bash", "-o", "pipefail", "-c", cmd], env=env, capture_output=True,
                               text=True, timeout=TIMEOUT, cwd=tmp)
            rc = p.returncode
        except subprocess.TimeoutExpired:
            return 124, "timeout", ""
        logs = []
        for n in ("mlir-opt.err", "FileCheck.err"):
            q = os.path.join(tmp, n)
            logs.append(open(q).read() if os.path.exists(q) else "")
        return rc, logs[0], logs[1]


def check_error(err):
    """FileCheck's first error with the check file's line it is about."""
    m = re.search(r":(\d+):\d+: error: (.*)", err)
    return f"FileCheck: line {m.group(1)}: {m.group(2)}" if m else "FileCheck: " + first_error(err)


def diagnosis(rc, opt_err, fc_err):
    """The first failing diagnostic: the tool's own if it printed one (with
    FileCheck's first after it, which -split-input-file can make about another
    chunk), else FileCheck's."""
    if rc == 124 and opt_err == "timeout":
        return "timeout", ""
    if re.search(r":\d+:\d+: error: ", opt_err) or (opt_err.strip() and not fc_err.strip()):
        also = check_error(fc_err) if fc_err.strip() else ""
        return first_error(opt_err), also
    if fc_err.strip():
        return check_error(fc_err), ""
    return f"exit status {rc}", ""


def test_dialect(opt_err):
    """Whether the tool's first error is about an op of upstream's test dialect
    (which mlir-opt-22 has built in): the error names one, or the source line
    it quotes holds one."""
    lines = opt_err.splitlines()
    for i, l in enumerate(lines):
        if re.search(r":\d+:\d+: error: ", l):
            return bool(re.search(r"\btest\.\w", " ".join(lines[i:i + 2])))
    return False


SPLIT = re.compile(r"(^|\s)--?split-input-file(\s|$)")
SEPARATOR = re.compile(r"^// -----")
# An op of upstream's test dialect, in custom or generic form, on a line of code.
TEST_OP = re.compile(r"""(^|[\s(=,])"?test\.[a-z_]\w*""")


def chunks(text):
    """The file's chunks as -split-input-file makes them: (first line, text)."""
    out, start, cur = [], 0, []
    for n, l in enumerate(text.splitlines(keepends=True)):
        if SEPARATOR.match(l):
            out.append((start, "".join(cur)))
            start, cur = n + 1, []
            continue
        cur.append(l)
    out.append((start, "".join(cur)))
    return out


def uses_test_dialect(chunk):
    return any(TEST_OP.search(l.split("//")[0]) for l in chunk.splitlines())


def prefixes(line):
    """The check prefixes a RUN line's FileCheck uses."""
    ps = []
    for m in re.finditer(r"--?check-prefix(?:es)?[= ]([\w,-]+)", line):
        ps += m.group(1).split(",")
    return ps or ["CHECK"]


def run_chunk(line, start, text, bindir):
    """Runs one RUN line on one chunk alone; returns (status, tool's stderr,
    FileCheck's stderr)."""
    ps = prefixes(line)
    if not any(re.search(r"\b" + re.escape(p) + r"(-[A-Z]+)?:", text) for p in ps):
        text += f"// {ps[0]}-NOT: upstream_lit.py: this chunk has no check lines\n"
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "chunk.mlir")
        with open(path, "w") as f:
            f.write("\n" * start + text)
        line = re.sub(r"\bFileCheck\b", "FileCheck --allow-unused-prefixes", line)
        return run_line(line, path, bindir)


def check_chunks(text, todo, bins, whole):
    """Runs the RUN lines on each chunk; returns [(first line, uses the test
    dialect, {mode: (ok, diagnosis)})]. whole is check's per-mode verdict of
    each RUN line run on the whole file."""
    out = []
    for start, chunk in chunks(text):
        if not chunk.strip():
            continue
        res = {}
        for name, _, _ in MODES:
            res[name] = (True, "")
            for k, (n, l) in enumerate(todo):
                if SPLIT.search(l):
                    rc, oe, fe = run_chunk(l, start, chunk, bins[name])
                    if rc != 0:
                        res[name] = (False, diagnosis(rc, oe, fe)[0])
                        break
                elif not whole[name][k]:
                    res[name] = (False, f"RUN line {n} fails on the whole file")
                    break
        out.append((start + 1, uses_test_dialect(chunk), res))
    return out


def check(job):
    """Returns (file, skipped RUN lines, {mode: (ok, (diagnosis, FileCheck's), detail)},
    chunks as check_chunks returns them)."""
    path, bins = job
    text = open(path).read()
    lines = run_lines(text)
    skipped, todo = [], []
    for n, l in lines:
        other = [w for w in commands(l) if w not in KNOWN]
        if other:
            skipped.append((n, other[0]))
        else:
            todo.append((n, l))
    res, whole = {}, {}
    if not todo:
        return path, skipped, res, []
    for name, _, _ in MODES:
        res[name] = (True, ("", ""), "")
        whole[name] = []
        for n, l in todo:
            rc, oe, fe = run_line(l, path, bins[name])
            whole[name].append(rc == 0)
            if rc != 0 and res[name][0]:
                detail = f"RUN line {n}: {l}\n{oe.strip()[:2000]}\n{fe.strip()[:2000]}"
                d, also = diagnosis(rc, oe, fe)
                if test_dialect(oe):
                    d = "upstream's test dialect: " + d
                res[name] = (False, (d, also), detail)
    per = check_chunks(text, todo, bins, whole) if any(SPLIT.search(l) for _, l in todo) else []
    return path, skipped, res, per


def main():
    if not ROOT or not os.path.isdir(ROOT):
        sys.exit("upstream_lit.py: set MLIR_TESTS to a folder of upstream MLIR's test files")
    verbose, files = mlir_files(sys.argv[1:], ROOT)
    with tempfile.TemporaryDirectory() as top:
        bins = shims(top)
        with cf.ThreadPoolExecutor(int(os.environ.get("JOBS", "2"))) as ex:
            res = list(ex.map(check, [(f, bins) for f in files]))
    names = [m[0] for m in MODES]
    print(f"per file: {names[0]}, {names[1]}, strata-opt's first failing diagnostic")
    tot = collections.Counter()
    groups = collections.defaultdict(list)
    chunk_groups = collections.defaultdict(list)
    for path, skipped, r, per in res:
        rel = os.path.relpath(path, ROOT)
        note = ""
        if skipped:
            note = f"  ({len(skipped)} RUN line{'s' if len(skipped) > 1 else ''} skipped: " + \
                ", ".join(f"line {n} runs {w}" for n, w in skipped) + ")"
        if not r:
            tot["uncounted"] += 1
            print(f"  {'-':4s} {'-':4s} {rel}: every RUN line skipped{note}")
            continue
        tot["files"] += 1
        verdict = []
        for name in names:
            ok = r[name][0]
            tot[name] += ok
            verdict.append("pass" if ok else "FAIL")
        ok, diag, detail = r["strata-opt"]
        print(f"  {verdict[0]:4s} {verdict[1]:4s} {rel}{note}")
        if not ok:
            print(f"            {diag[0][:240]}")
            if diag[1]:
                print(f"            then {diag[1][:240]}")
            key = "an op of upstream's test dialect" if diag[0].startswith("upstream's test") else cause_key(diag[0])
            groups[key].append((rel, diag[0]))
            if verbose:
                print("            " + detail.replace("\n", "\n            "))
        if verbose and not r["mlir-opt-22"][0]:
            print(f"            mlir-opt-22: {r['mlir-opt-22'][1][0][:240]}")
        if per:
            kinds = {"other": [c for c in per if not c[1]], "test": [c for c in per if c[1]]}
            for kind, cs in kinds.items():
                tot[kind + " chunks"] += len(cs)
                for name in names:
                    tot[f"{kind} chunks {name}"] += sum(c[2][name][0] for c in cs)
            counts = ", ".join(f"{name} {sum(c[2][name][0] for c in kinds['other'])}" for name in names)
            test = f"; {len(kinds['test'])} more use the test dialect (" + ", ".join(
                f"{name} {sum(c[2][name][0] for c in kinds['test'])}" for name in names) + ")" if kinds["test"] else ""
            print(f"            chunks: {len(kinds['other'])}: {counts}{test}")
            for first, t, cr in per:
                if not cr["strata-opt"][0] and not t:
                    chunk_groups[cause_key(cr["strata-opt"][1])].append(f"{rel}:{first}")
                    if verbose:
                        both = "" if cr["mlir-opt-22"][0] else " (mlir-opt-22 fails too)"
                        print(f"            chunk at line {first}{both}: {cr['strata-opt'][1][:200]}")
    print(f"\nstrata-opt's failures by cause ({sum(len(v) for v in groups.values())}):")
    for k, v in sorted(groups.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(v):4d}  {k}\n          in {', '.join(rel for rel, _ in v[:6])}")
    print(f"\nstrata-opt's failing chunks without the test dialect by cause "
          f"({sum(len(v) for v in chunk_groups.values())}):")
    for k, v in sorted(chunk_groups.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(v):4d}  {k}\n          at {', '.join(v[:6])}")
    both = sum(1 for _, _, r, _ in res if r and r["mlir-opt-22"][0] and r["strata-opt"][0])
    print(f"\nOVERALL of {tot['files']} files: mlir-opt-22 passes {tot['mlir-opt-22']}, strata-opt passes "
          f"{tot['strata-opt']} ({both} pass with both); {tot['uncounted']} not counted (every RUN line runs "
          f"another tool)")
    if tot["other chunks"] or tot["test chunks"]:
        print(f"CHUNKS of the split files: {tot['other chunks']} without upstream's test dialect: mlir-opt-22 passes "
              f"{tot['other chunks mlir-opt-22']}, strata-opt {tot['other chunks strata-opt']}; "
              f"{tot['test chunks']} with it: mlir-opt-22 passes {tot['test chunks mlir-opt-22']}, "
              f"strata-opt {tot['test chunks strata-opt']}")


if __name__ == "__main__":
    main()
