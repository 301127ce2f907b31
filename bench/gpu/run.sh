#!/usr/bin/env bash
# The GPU benchmark: on the GPU machine (after building .device-bin/ with bench/gpu/pack-bins.sh, or as scripts/device/gpu_check.sh
# says), measure eager, Inductor and Strata per model in one run, then, back here, write the table:
#   (GPU machine)  bench/gpu/run.sh measure > bench/gpu/results/h200-$(date +%F).tsv
#   (GPU machine)  bench/gpu/run.sh measure --busy > bench/gpu/results/h200-busy-$(date +%F).tsv
#   (here)         bench/gpu/run.sh table bench/gpu/results/h200-DATE.tsv
#                  bench/gpu/run.sh table bench/gpu/results/h200-busy-DATE.tsv gpu-bench-busy
set -euo pipefail
cd "$(dirname "$0")/../.."
case "${1:-}" in
measure) shift; PYTHONPATH=python exec python3 scripts/device/gpu_bench.py "$@" ;;
table) exec python3 bench/gpu/table.py "$2" docs/benchmarks.md "${3:-gpu-bench}" ;;
*) echo "usage: bench/gpu/run.sh measure [MODEL...] | table RESULTS.tsv" >&2; exit 2 ;;
esac
