// strata.gpu_tunings on the module: a product whose key (ProductKey:
// batch, M, N, K, element types, layouts, a shared operand) is in the
// table takes that entry's options, as if it carried it as its own
// strata.gpu_config; a product without an entry takes the pass's options,
// and a product's own strata.gpu_config wins over the table. The
// differential check asks for the loop nest's sums bit for bit.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1}))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1}),gpu-kernel-outlining)' > /dev/null
// gpu-tunings-invalid.mlir: what the pass refuses.

module attributes {strata.gpu_tunings = {
    "m32 n32 k32 f32 nn" = {register_tile_m = 2, register_tile_n = 4},
    "m32 n32 k32 f32 nt" = {register_tile_m = 1, register_tile_n = 1},
    "b2 m32 n32 k32 f32 nn shared-b" = {register_tile_m = 8, register_tile_n = 4},
    "m? n32 k32 f32 nn" = {register_tile_m = 1, register_tile_n = 2}}} {

// The table's 2x4 sums for the first product; its own config wins on the
// second; an unlisted shape (k = 16) takes the options' 4x4.
// CHECK-LABEL: func.func @plain
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<8x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x16xf32, #gpu.address_space<workgroup>>) {
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<4x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x8xf32, #gpu.address_space<workgroup>>) {
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<16x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x16xf32, #gpu.address_space<workgroup>>,
func.func @plain(%a: memref<32x32xf32>, %b: memref<32x32xf32>, %c: memref<32x32xf32>, %d: memref<32x32xf32>, %k: memref<32x16xf32>, %l: memref<16x32xf32>, %e: memref<32x32xf32>) {
  linalg.matmul ins(%a, %b : memref<32x32xf32>, memref<32x32xf32>) outs(%c : memref<32x32xf32>)
  linalg.matmul {strata.gpu_config = {register_tile_m = 1, register_tile_n = 2}} ins(%a, %b : memref<32x32xf32>, memref<32x32xf32>) outs(%d : memref<32x32xf32>)
  linalg.matmul ins(%k, %l : memref<32x16xf32>, memref<16x32xf32>) outs(%e : memref<32x32xf32>)
  return
}

// B read as [n][k] ("nt"): one sum a thread.
// CHECK-LABEL: func.func @linear
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<4x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x5xf32, #gpu.address_space<workgroup>>) {
func.func @linear(%a: memref<32x32xf32>, %w: memref<32x32xf32>, %c: memref<32x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %w : memref<32x32xf32>, memref<32x32xf32>) outs(%c : memref<32x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A batch of two sharing B (a convolution's filter after im2col): 8x4.
// CHECK-LABEL: func.func @shared
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<32x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x16xf32, #gpu.address_space<workgroup>>
func.func @shared(%a: memref<2x32x32xf32>, %b: memref<32x32xf32>, %c: memref<2x32x32xf32>) {
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x32x32xf32>, memref<32x32xf32>) outs(%c : memref<2x32x32xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A dynamic M is "?" in the key: 1x2.
// CHECK-LABEL: func.func @dynamic
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<4x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x8xf32, #gpu.address_space<workgroup>>) {
func.func @dynamic(%a: memref<?x32xf32>, %b: memref<32x32xf32>, %c: memref<?x32xf32>) {
  linalg.matmul ins(%a, %b : memref<?x32xf32>, memref<32x32xf32>) outs(%c : memref<?x32xf32>)
  return
}
}
