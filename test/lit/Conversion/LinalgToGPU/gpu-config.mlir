// strata.gpu_config on a product: its entries (the pass's integer
// options, underscores for dashes) replace the options for that product
// alone, as an IREE lowering_config does. @two's first product takes 2x4
// sums a thread; its second, without the attribute, takes the options
// (4x4 here, one stage, one row a trip, ptxas's choice of blocks, all set
// apart from the defaults so that the entries differ from them). @staged
// takes two stages, its K step unrolled whole and two blocks an SM. The
// differential
// check asks for the loop nest's sums bit for bit with and without it.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1 simt-stages=1 simt-unroll=1 simt-min-blocks=1}))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=36 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tile-size=4 register-tile-m=4 register-tile-n=4 split-k=1 simt-stages=1 simt-unroll=1 simt-min-blocks=1}),gpu-kernel-outlining)' > /dev/null
// gpu-config-invalid.mlir: what the pass refuses.

// CHECK-LABEL: func.func @two
// The configured product: 2x4 sums a thread (A's tile 8 rows of the
// block's, B's 16 columns), no interior vector path (it takes runs of four
// each way).
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<8x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x16xf32, #gpu.address_space<workgroup>>) {
// CHECK-NOT: strata.gpu_config
// The other: the options' 4x4 sums, interior tiles of one K step.
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<16x4xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x20xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x20xf32, #gpu.address_space<workgroup>>) {
func.func @two(%a: memref<32x32xf32>, %b: memref<32x32xf32>, %c: memref<32x32xf32>, %d: memref<32x32xf32>) {
  linalg.matmul {strata.gpu_config = {register_tile_m = 2, register_tile_n = 4, simt_stages = 2, simt_unroll = 4}} ins(%a, %b : memref<32x32xf32>, memref<32x32xf32>) outs(%c : memref<32x32xf32>)
  linalg.matmul ins(%a, %b : memref<32x32xf32>, memref<32x32xf32>) outs(%d : memref<32x32xf32>)
  return
}

// CHECK-LABEL: func.func @staged
// Two stages (tiles of two K steps), the whole step unrolled, two blocks
// an SM asked of ptxas.
// CHECK: gpu.launch
// CHECK-SAME: memref<8x20xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<8x20xf32, #gpu.address_space<workgroup>>) {
// CHECK: } {nvvm.minctasm = 2 : i32}
func.func @staged(%a: memref<32x32xf32>, %b: memref<32x32xf32>, %c: memref<32x32xf32>) {
  linalg.matmul {strata.gpu_config = {simt_stages = 2, simt_unroll = 4, simt_min_blocks = 2}} ins(%a, %b : memref<32x32xf32>, memref<32x32xf32>) outs(%c : memref<32x32xf32>)
  return
}
