"""Names and sorts the kernel times a library's run wrote under $STRATA_PROFILE.

    STRATA_PROFILE=prof.tsv <run the library>      # the runtime writes offset, calls, seconds
    python3 bench/cpu/profile.py prof.tsv libmodule.so [TOP]

Offsets are mapped to the library's symbols with nm (the kernels are hidden, but their names stay
in the symbol table): a parallel kernel shows as __strata_kernel_HASH_task, a matmul under the
micro-kernel function that called it. Prints the top kernels by time, with their share.
"""

import bisect
import subprocess
import sys


def symbols(lib):
    out = subprocess.run(["nm", "-n", lib], check=True, capture_output=True, text=True).stdout
    syms = []
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "tTwW":
            syms.append((int(parts[0], 16), parts[2]))
    return syms


def main():
    prof, lib = sys.argv[1], sys.argv[2]
    top = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    syms = symbols(lib)
    starts = [a for a, _ in syms]
    rows = []
    for line in open(prof):
        offset, calls, seconds = line.split("\t")
        i = bisect.bisect_right(starts, int(offset, 16)) - 1
        rows.append((float(seconds), int(calls), syms[i][1] if i >= 0 else offset))
    rows.sort(reverse=True)
    total = sum(r[0] for r in rows) or 1
    print(f"{total * 1e3:.3f} ms in {len(rows)} kernels")
    for seconds, calls, name in rows[:top]:
        print(f"{seconds * 1e3:9.3f} ms {100 * seconds / total:5.1f}% {calls:6d} calls  {name}")


if __name__ == "__main__":
    main()
