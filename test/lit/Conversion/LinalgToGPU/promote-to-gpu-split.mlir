// The split-K differential checks of strata-linalg-promote-to-gpu, on
// promote-to-gpu.mlir's functions (a file of their own so that the
// checks run side by side).
// Split K: each split's partial sum into a workspace, a second launch
// adding them in order (so not bit for bit: default tolerances, and
// wider ones for the forced splits of 16-bit products). Dynamic sizes of
// 11 split K in three uneven parts and leave a ragged edge of the
// tiles of 2.
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-dim=9 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0.05 --strata-diff-check-atol=0.05 --strata-diff-check-dim=11 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=2 split-k=3 register-tile-m=2}),gpu-kernel-outlining)' > /dev/null
