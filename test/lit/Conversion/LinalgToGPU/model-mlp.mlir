// The whole model through strata-linalg-to-gpu with
// strata-linalg-promote-to-gpu before convert-linalg-to-parallel-loops:
// the differential check runs the model before the pipeline and after
// every pass (every thread of every kernel interpreted), and each of the
// mlp's three matmuls is a tiled kernel with two workgroup tiles.
// RUN: strata-compile %S/../../../models/mlp/model.mlir --emit=linalg | strata-opt --strata-diff-check --pass-pipeline='builtin.module(convert-elementwise-to-linalg,linalg-fuse-elementwise-ops,one-shot-bufferize{bufferize-function-boundaries function-boundary-type-conversion=identity-layout-map},buffer-deallocation-pipeline,func.func(strata-linalg-promote-to-gpu),convert-linalg-to-parallel-loops,func.func(strata-parallel-loops-to-gpu),lower-affine,canonicalize,gpu-kernel-outlining,cse)' | FileCheck %s

// CHECK-COUNT-3: gpu.func @{{.*}} workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel
// CHECK-NOT: linalg.matmul
