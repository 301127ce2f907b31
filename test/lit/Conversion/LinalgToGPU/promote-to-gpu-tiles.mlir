// The register-tile differential checks of strata-linalg-promote-to-gpu,
// on promote-to-gpu.mlir's functions (a file of their own so that the
// checks run side by side).
// The default tiles with a size past one tile (17).
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=17 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// Register tiles: each thread computes rm x rn elements of C (every
// operand layout, fills and epilogues, ragged edges).
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=9 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=2 register-tile-n=4 split-k=1 tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=17 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=2 register-tile-m=8 register-tile-n=1 split-k=1 tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %S/promote-to-gpu.mlir --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=0 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1 tensor-cores=false}),gpu-kernel-outlining)' > /dev/null
