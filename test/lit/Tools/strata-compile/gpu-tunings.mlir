// strata.gpu_tunings on the module survives strata-compile's pipeline to
// strata-linalg-promote-to-gpu, where products exist: the entry for
// "m64 n64 k32 f32 nn" gives @tuned's product 4x2 sums a thread (tiles of
// A of 64 rows, of B of 32 columns: a grid of 2x1 blocks); @other's
// product, of K 16, has no entry and takes the cost model's 1x1 (a grid
// of 4x4). The interpreter's differential check compares both with the
// loop nest after every pass (a tolerance for the pipeline's fused
// multiply-adds).
// RUN: strata-compile %s --target=cuda --emit=gpu | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --strata-linalg-to-gpu > /dev/null
// --gpu-tunings=FILE (strata-tune -o's module) replaces the module's table
// with the file's: @other's shape gets 2x2 sums (a grid of 2x2), @tuned's
// has no entry there and takes the cost model's 1x1. What it refuses: a
// file without a table, one that does not parse, one that is not there,
// and a target other than cuda.
// RUN: strata-compile %s --target=cuda --emit=gpu --gpu-tunings=%S/Inputs/gpu-tunings-table.mlir | FileCheck %s --check-prefix=FILE
// RUN: not strata-run %s --target=interp --entry=other --random-inputs --gpu-tunings=%S/Inputs/gpu-tunings-table.mlir 2>&1 | FileCheck %s --check-prefix=RUN-CPU
// RUN: not strata-compile %s --target=cuda --emit=gpu --gpu-tunings=%S/Inputs/gpu-tunings-none.mlir 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not strata-compile %s --target=cuda --emit=gpu --gpu-tunings=%S/Inputs/gpu-tunings-broken.mlir 2>&1 | FileCheck %s --check-prefix=BROKEN
// RUN: not strata-compile %s --target=cuda --emit=gpu --gpu-tunings=%t.missing 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-compile %s --gpu-tunings=%S/Inputs/gpu-tunings-table.mlir -o %t.so 2>&1 | FileCheck %s --check-prefix=CPU

// CHECK: gpu.func @tuned_kernel({{.*}}workgroup(%{{.*}} : memref<64x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 2, 1, 1>
// CHECK: gpu.func @other_kernel({{.*}}workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 4, 4, 1>
// FILE: gpu.func @tuned_kernel({{.*}}workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 4, 4, 1>
// FILE: gpu.func @other_kernel({{.*}}workgroup(%{{.*}} : memref<32x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 2, 2, 1>
// RUN-CPU: strata-run: error: --gpu-tunings applies to --target=cuda (the GPU kernels), not --target=interp
// NONE: gpu-tunings-none.mlir:1:1: error: --gpu-tunings: the module has no strata.gpu_tunings dictionary (strata-tune -o writes one)
// BROKEN: gpu-tunings-broken.mlir:3:2: error: expected '}' in attribute dictionary
// MISSING: strata-compile: error: --gpu-tunings: stat {{.*}}missing: no such file or directory
// CPU: strata-compile: error: --gpu-tunings applies to --target=cuda (the GPU kernels), not --target=cpu
module attributes {strata.gpu_tunings = {"m64 n64 k32 f32 nn" = {register_tile_m = 4, register_tile_n = 2}}} {
func.func @tuned(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

func.func @other(%a: tensor<64x16xf32>, %b: tensor<16x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x16xf32>, tensor<16x64xf32>) outs(%f : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
}
