"""Writes the cpu-bench section of docs/benchmarks.md from scripts/device/cpu_bench.py's output.

    python3 bench/cpu/table.py docs/benchmarks.md bench/cpu/results/xeon-DATE.tsv [MORE.tsv...]

Every figure of the table comes from the result files named: a model's row from the last file
that has it (Strata and eager measured in one run), and Inductor's figure with the Strata figure of
the same run from the last file that measured Inductor, so that each ratio compares one run; the
section between the markers is replaced.
"""

import csv
import sys


def ratio(strata, peer):
    """'Nx faster' or 'Nx slower' of Strata against a peer (times in seconds)."""
    if not strata or not peer:
        return ""
    r = peer / strata
    return f"{r:.1f}x faster" if r >= 1 else f"{1 / r:.1f}x slower"


def ms(v):
    return f"{v * 1e3:.3f} ms" if v else ""


def number(r, key):
    try:
        return float(r.get(key) or 0)
    except ValueError:
        return 0.0


def main():
    doc, sources = sys.argv[1], sys.argv[2:]
    rows = {}
    for src in sources:
        for r in csv.DictReader(open(src), delimiter="\t"):
            old = rows.get(r["model"], {})
            row = dict(r, source=src)
            # Inductor is compared with the Strata figure of its own run: a
            # file measured without --inductor keeps both of an earlier file.
            if r.get("inductor_n_s"):
                row["strata_n_s_inductor_run"] = r["strata_n_s"]
            elif old.get("inductor_n_s"):
                for key in ("inductor_n_s", "inductor_compile_s", "strata_n_s_inductor_run"):
                    row[key] = old[key]
            rows[r["model"]] = row
    threads = sorted({r["threads"] for r in rows.values()})
    out = [
        "Raw numbers: " + ", ".join(f"`{s}`" for s in sources) + f". N = {'/'.join(threads)} threads.",
        "",
        "| model | eager, 1 thread | Strata, 1 thread | Strata vs eager, 1 thread | eager, N threads "
        "| Strata, N threads | Strata vs eager, N threads | Inductor, N threads | Strata, N threads, Inductor's run "
        "| Strata vs Inductor, N threads |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for name, r in rows.items():
        e1, en, s1, sn, i_n, si = (number(r, k) for k in ("eager_1_s", "eager_n_s", "strata_1_s", "strata_n_s",
                                                          "inductor_n_s", "strata_n_s_inductor_run"))
        # cpu_bench writes "failed" or "timed out" where Inductor did not compile the model.
        inductor_cell = ms(i_n)
        if not inductor_cell and r.get("inductor_n_s"):
            inductor_cell = f"Inductor {r['inductor_n_s']}"
        out.append(f"| {name} | {ms(e1)} | {ms(s1)} | {ratio(s1, e1)} | {ms(en)} | {ms(sn)} | {ratio(sn, en)} "
                   f"| {inductor_cell} | {ms(si)} | {ratio(si, i_n)} |")
    begin, end = "<!-- cpu-bench:begin -->", "<!-- cpu-bench:end -->"
    text = open(doc).read()
    if begin not in text or end not in text:
        sys.exit(f"{doc}: no {begin} ... {end} section")
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    open(doc, "w").write(head + begin + "\n" + "\n".join(out) + "\n" + end + tail)


if __name__ == "__main__":
    main()
