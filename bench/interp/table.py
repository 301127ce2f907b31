"""Writes the interpreter's benchmark table from `go test ./interp -bench` output on standard input:
each benchmark's time per run and rate, the range over its runs (bench/interp/run.sh)."""

import datetime
import re
import subprocess
import sys

WHAT = {
    "BenchmarkMatmul256": "256³ f32 `linalg.matmul` on tensors (16.8M body runs, the multiply-accumulate computed in Go)",
    "BenchmarkElementwiseScalar": "`scf.for` over `mulf`, `addf`, `subf` on f32 scalars",
    "BenchmarkElementwiseTensor/f": "`arith.addf` on a 1024×1024 f32 tensor (lifted elementwise)",
    "BenchmarkElementwiseTensor/g": "the same as a `linalg.generic`",
}


def main():
    rates, seconds, units = {}, {}, {}
    for line in sys.stdin:
        m = re.match(r"(Benchmark\S+?)(-\d+)?\s+\d+\s+(\d+) ns/op\s+([\d.]+) (\S+)", line)
        if m:
            name = m.group(1)
            rates.setdefault(name, []).append(float(m.group(4)))
            seconds.setdefault(name, []).append(int(m.group(3)) / 1e9)
            units[name] = m.group(5)
    if not rates:
        sys.exit("bench/interp/table.py: no benchmark lines on standard input")
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True).stdout.strip()
    print(f"`bench/interp/run.sh` ({datetime.date.today()}, {commit}, the 2-core development VM; the range of two runs):")
    print()
    print("| benchmark | what | time | rate |")
    print("| --- | --- | --- | --- |")
    for name, r in rates.items():
        s = seconds[name]
        print(f"| `{name}` | {WHAT.get(name, '')} | {min(s):.3f}-{max(s):.3f} s | {min(r) / 1e6:.1f}-{max(r) / 1e6:.1f}M {units[name]} |")


if __name__ == "__main__":
    main()
