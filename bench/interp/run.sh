#!/usr/bin/env bash
# The interpreter's speed: `go test ./interp -bench . -benchtime 5x -count 2`, each benchmark's range
# over the two runs, written into docs/benchmarks.md (section interp-bench) by bench/interp/table.py:
#   bench/interp/run.sh
set -euo pipefail
cd "$(dirname "$0")/../.."
go test ./interp -run XXX -bench . -benchtime 5x -count 2 | tee /dev/stderr |
  python3 bench/interp/table.py | python3 bench/splice.py interp-bench docs/benchmarks.md
