// More differential checks of strata-linalg-promote-to-gpu, on
// promote-to-gpu.mlir's functions: the dynamic dims at 1, 0 and past one
// tile, and the register tiles. Every GPU thread is interpreted, five
// seconds of CPU a line, so they run with the longer suites
// (scripts/long-tests.sh, STRATA_LONG_TESTS=1 go test ./test/lit/...,
// strata-lit -D long-tests); go test ./... runs promote-to-gpu.mlir's
// default and 4-wide tiles.
// REQUIRES: long-tests
// The default tiles with dims of 1 and 0 (an empty launch) and past one
// tile (17).
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=1 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=0 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=17 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// Register tiles: each thread computes rm x rn elements of C (every
// operand layout, fills and epilogues, ragged edges).
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=9 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=2 register-tile-n=4 split-k=1 tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=17 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=2 register-tile-m=8 register-tile-n=1 split-k=1 tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=0 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1 tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
