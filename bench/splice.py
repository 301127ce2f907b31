"""Replaces the section between `<!-- NAME:begin -->` and `<!-- NAME:end -->` of a document with
standard input: the benchmark scripts write their tables into docs/benchmarks.md this way.

    some-table-command | python3 bench/splice.py NAME docs/benchmarks.md
"""

import sys


def main():
    name, doc = sys.argv[1], sys.argv[2]
    begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
    text = open(doc).read()
    if begin not in text or end not in text:
        sys.exit(f"{doc}: no {begin} ... {end} section")
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    open(doc, "w").write(head + begin + "\n" + sys.stdin.read().rstrip("\n") + "\n" + end + tail)


if __name__ == "__main__":
    main()
