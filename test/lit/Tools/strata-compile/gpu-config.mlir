// strata.gpu_config on a linalg product on tensors survives to
// strata-linalg-promote-to-gpu through strata-compile's pipeline: the
// configured product takes 4x2 sums a thread (tiles of A of 64 rows, of
// B of 32 columns: a grid of 2x1 blocks), the same product without it
// the cost model's 1x1 (a grid of 4x4, which fills more of the chip).
// The interpreter's differential check compares both with the loop nest
// after every pass (a tolerance for the pipeline's fused multiply-adds).
// RUN: strata-compile %s --target=cuda --emit=gpu | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --strata-linalg-to-gpu > /dev/null

// CHECK: gpu.func @configured_kernel({{.*}}workgroup(%{{.*}} : memref<64x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x32xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 2, 1, 1>
// CHECK: gpu.func @plain_kernel({{.*}}workgroup(%{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x16xf32, #gpu.address_space<workgroup>>) kernel attributes {known_block_size = array<i32: 16, 16, 1>, known_grid_size = array<i32: 4, 4, 1>
func.func @configured(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul {strata.gpu_config = {register_tile_m = 4, register_tile_n = 2}} ins(%a, %b : tensor<64x32xf32>, tensor<32x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}

func.func @plain(%a: tensor<64x32xf32>, %b: tensor<32x64xf32>) -> tensor<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<64x64xf32>
  %c = linalg.fill ins(%z : f32) outs(%e : tensor<64x64xf32>) -> tensor<64x64xf32>
  %r = linalg.matmul ins(%a, %b : tensor<64x32xf32>, tensor<32x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %r : tensor<64x64xf32>
}
