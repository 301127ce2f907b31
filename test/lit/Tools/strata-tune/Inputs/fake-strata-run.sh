#!/bin/sh
# A strata-run that runs nothing: it writes its arguments to $FAKE_RUN_LOG
# and reports one timing, as strata-run does under $STRATA_BENCH_REPS.
echo "$@ STRATA_BENCH_REPS=$STRATA_BENCH_REPS" >> "$FAKE_RUN_LOG"
echo "strata: best of $STRATA_BENCH_REPS calls: 1.000 ms" >&2
echo "strata: as one CUDA graph, best of $STRATA_BENCH_REPS calls: 0.500 ms" >&2
