"""Writes the GPU section of docs/benchmarks.md from scripts/device/gpu_bench.py's output.

    python3 bench/gpu/table.py bench/gpu/results/h200-DATE.tsv [docs/benchmarks.md [SECTION]]

The section between the SECTION markers (gpu-bench by default; gpu-bench-busy for --busy's
results, gpu-bench-kernels for --kernels', whose rows carry their work and get TB/s or TFLOP/s) is replaced by a table of ratios against the peers
measured in the same run (no figure is carried over from another run).
"""

import csv
import sys



def ratio(strata, peer):
    """'Nx faster' or 'Nx slower' of Strata against a peer (times in seconds)."""
    if strata <= 0 or peer <= 0:
        return "?"
    r = peer / strata
    return f"{r:.1f}x faster" if r >= 1 else f"{1 / r:.1f}x slower"


def table(rows, source):
    out = [
        f"Raw numbers: `{source}`.",
        "",
        "| model | Strata cold compile (torch → PTX) | Inductor cold compile | compile ratio "
        "| eager | Inductor | Strata | Strata vs eager | Strata vs Inductor | Strata, one CUDA graph | graph vs Inductor |",
        "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        # A run of Strata's variants ($STRATA_VARIANTS) names each row's flags.
        name = r["model"] + (f" (`{r['variant']}`)" if r.get("variant") else "")
        if r["strata_s"] == "not-reached":
            # A model the run's time limit left out (written so by hand, the limit named in the text).
            out.append(f"| {name} | not reached in this run | | | | | | | | | |")
            continue
        if r["eager_s"] == r["inductor_s"] == r["inductor_compile_s"] == "skipped":
            # A Strata-only run ($STRATA_ONLY=1): no peer, no ratio.
            try:
                sc, s = float(r["strata_compile_s"]), float(r["strata_s"])
                g = float(r.get("strata_graph_s") or "nan")
            except ValueError:
                out.append(f"| {name} | failed in this run | | | | | | | | | |")
                continue
            graph = "not measured" if g != g else f"{g * 1e3:.3f} ms"
            out.append(f"| {name} | {sc:.2f} s | not in this run | | not in this run | not in this run "
                       f"| {s * 1e3:.3f} ms | | | {graph} | |")
            continue
        try:
            sc, ic = float(r["strata_compile_s"]), float(r["inductor_compile_s"])
            e, i, s = float(r["eager_s"]), float(r["inductor_s"]), float(r["strata_s"])
        except ValueError:
            out.append(f"| {name} | failed in this run | | | | | | | | | |")
            continue
        graph, vs = "not measured", ""
        if r.get("strata_graph_s", "none") not in ("none", "FAIL", ""):
            g = float(r["strata_graph_s"])
            graph, vs = f"{g * 1e3:.3f} ms", ratio(g, i)
        out.append(f"| {name} | {sc:.2f} s | {ic:.1f} s | {ic / sc:.0f}x faster | {e * 1e3:.3f} ms "
                   f"| {i * 1e3:.3f} ms | {s * 1e3:.3f} ms | {ratio(s, e)} | {ratio(s, i)} | {graph} | {vs} |")
    return "\n".join(out)


def throughput(unit, amount, seconds):
    """A kernel's rate: TB/s for bytes, TFLOP/s for floating-point operations."""
    return f"{amount / seconds / 1e12:.2f} {'TB/s' if unit == 'B' else 'TFLOP/s'}"


def kernel_table(rows, source):
    out = [
        f"Raw numbers: `{source}`.",
        "",
        "| kernel | eager | Inductor | Strata | Strata vs eager | Strata vs Inductor | Strata cold compile | Inductor cold compile |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]
    for r in rows:
        unit, amount = r["work_unit"], float(r["work"])

        def cell(key):
            if r[key] == "skipped":  # a Strata-only run ($STRATA_ONLY=1)
                return "not in this run", None
            try:
                t = float(r[key])
            except ValueError:
                return "failed", None
            return f"{t * 1e3:.3f} ms ({throughput(unit, amount, t)})", t

        (e, et), (i, it), (s, st) = cell("eager_s"), cell("inductor_s"), cell("strata_s")
        vs_e = ratio(st, et) if st and et else ""
        vs_i = ratio(st, it) if st and it else ""
        sc = f"{float(r['strata_compile_s']):.2f} s" if st else ""
        ic = f"{float(r['inductor_compile_s']):.1f} s" if it else ""
        note = "" if r["matches"] in ("True", "FAIL") else " (does not match PyTorch)"
        out.append(f"| {r['model']} | {e} | {i} | {s}{note} | {vs_e} | {vs_i} | {sc} | {ic} |")
    return "\n".join(out)


def main():
    source = sys.argv[1]
    doc = sys.argv[2] if len(sys.argv) > 2 else "docs/benchmarks.md"
    section = sys.argv[3] if len(sys.argv) > 3 else "gpu-bench"
    begin, end_marker = f"<!-- {section}:begin -->", f"<!-- {section}:end -->"
    lines = open(source).read().splitlines()
    # --busy's export prints a line per model before the header.
    header = next(i for i, l in enumerate(lines) if l.startswith("model\t"))
    rows = list(csv.DictReader(lines[header:], delimiter="\t"))
    text = open(doc).read()
    start, end = text.index(begin) + len(begin), text.index(end_marker)
    body = kernel_table(rows, source) if rows and "work_unit" in rows[0] else table(rows, source)
    text = text[:start] + "\n" + body + "\n" + text[end:]
    open(doc, "w").write(text)


if __name__ == "__main__":
    main()
