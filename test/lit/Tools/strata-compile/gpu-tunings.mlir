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

// CHECK: gpu.func @tuned_kernel({{.*}}workgroup(%{{.*}} : memref<64x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 2, 1, 1>
// CHECK: gpu.func @other_kernel({{.*}}workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 4, 4, 1>
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
