#!/usr/bin/env bash
# The CPU run-time benchmark of the models under test/models/: Strata's libraries against PyTorch
# eager and Inductor on the GPU machine's 16-core Xeon, at one thread and at every core.
#   (here)         bench/cpu/models.sh prepare [MODEL...]   # libraries for x86-64-v4 in .device-bin/rt
#   (GPU machine)  bench/cpu/models.sh measure [--inductor] MODEL... > bench/cpu/results/xeon-DATE.tsv
#   (here)         bench/cpu/models.sh table bench/cpu/results/xeon-DATE.tsv [MORE.tsv...]
# The GPU machine has no LLVM tools, so the libraries are compiled here (for its CPU, AVX-512);
# the weights are regenerated there by the deterministic generator. `table` rewrites the
# cpu-bench section of docs/benchmarks.md from the results (rows of later files win).
set -euo pipefail
cd "$(dirname "$0")/../.."
all_models=$(cd test/models && ls -d */ | tr -d /)
case "${1:-}" in
prepare) shift
  export STRATA_CPU=${STRATA_CPU:-x86-64-v4}
  run_here=true
  if [ "$STRATA_CPU" = x86-64-v4 ] && ! grep -qw avx512f /proc/cpuinfo; then
    echo "models.sh: this CPU has no AVX-512: the harnesses are built, not run, here" >&2
    run_here=false
  fi
  exec go run ./bench/models/prepare -dir .device-bin/rt -run=$run_here ${@:-$all_models} ;;
measure) shift; PYTHONPATH=python exec python3 scripts/device/cpu_bench.py "$@" ;;
table) shift; exec python3 bench/cpu/table.py docs/benchmarks.md "$@" ;;
*) echo "usage: bench/cpu/models.sh prepare [MODEL...] | measure [--inductor] MODEL... | table RESULTS.tsv..." >&2; exit 2 ;;
esac
