#!/usr/bin/env python3
"""Writes the torch.compile table of docs/benchmarks.md (the block python-compile) from the reports
scripts/device/python_check.sh writes into bench/python/results/:

    bench/python/table.py [--cold REPORT]... REPORT...

The model rows of every REPORT, in order, make one table (each report's first line, its date,
machine and command, is listed above it; a later report's row of a model on a device replaces an
earlier one's, in place: the model measured again); each --cold names a report whose fresh-process table
(`--only cold`) follows, in order. Nothing but the block changes.
"""

import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
DOC = ROOT / "docs" / "benchmarks.md"
BEGIN, END = "<!-- python-compile:begin -->", "<!-- python-compile:end -->"
COLD_TITLE = "Each model in a fresh process"


def tables(path):
    """The report's first line and its tables, each a list of lines, the title line before it."""
    lines = (ROOT / path).read_text(encoding="utf-8").splitlines()
    found, title, current = [], "", None
    for line in lines:
        if line.startswith("|"):
            if current is None:
                current = (title, [])
                found.append(current)
            current[1].append(line)
            continue
        current = None
        if line.strip():
            title = line
    return lines[0], found


def row_key(row):
    """A model row's model and device, its first two cells."""
    return tuple(cell.strip() for cell in row.strip("|").split("|")[:2])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cold", action="append", default=[])
    ap.add_argument("reports", nargs="+")
    a = ap.parse_args()
    header, rows, sources = None, [], []
    for report in a.reports:
        first, found = tables(report)
        model = [t for title, t in found if not title.startswith(COLD_TITLE)]
        if not model:
            sys.exit(f"{report}: no model table")
        header = header or model[0][:2]
        for row in model[0][2:]:
            key = row_key(row)
            at = next((i for i, r in enumerate(rows) if row_key(r) == key), None)
            if at is None:
                rows.append(row)
            else:
                rows[at] = row
        sources.append(f"- `{report}`: {first}")
    out = [BEGIN, "Reports (each one's date, machine and command):", ""] + sources + [""] + header + rows + [""]
    for report in a.cold:
        first, found = tables(report)
        cold = [(title, t) for title, t in found if title.startswith(COLD_TITLE)]
        if not cold:
            sys.exit(f"{report}: no fresh-process table")
        out += [f"`{report}` ({first.split(';')[0]}): {cold[0][0][0].lower()}{cold[0][0][1:]}", ""] + cold[0][1] + [""]
    out.append(END)
    doc = DOC.read_text(encoding="utf-8")
    pattern = re.compile(re.escape(BEGIN) + ".*?" + re.escape(END), re.S)
    if not pattern.search(doc):
        sys.exit(f"{DOC}: no {BEGIN} ... {END} block")
    DOC.write_text(pattern.sub(lambda _: "\n".join(out), doc), encoding="utf-8")


if __name__ == "__main__":
    main()
