// The SIMT product kernel as the pipelines build it by default, at its
// real tile of 16 (the other files use tiles of 4 and 8 to keep the
// interpreter quick): two K steps in the interior blocks' tiles, eight
// rows of a step an iteration, two blocks an SM asked of ptxas. 136 is
// two blocks of 64 (4x4 sums) or one of 128 (8x8) and an edge block, so
// both paths run; K = 48 is three steps, so the two buffers take turns.
// With zero tolerances the differential check asks for the loop nest's
// sums bit for bit.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{register-tile-m=4 register-tile-n=4 split-k=1}))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{register-tile-m=4 register-tile-n=4 split-k=1}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{register-tile-m=8 register-tile-n=8 split-k=1}),gpu-kernel-outlining)' > /dev/null

// CHECK-LABEL: func.func @plain
// CHECK: gpu.launch
// CHECK-SAME: workgroup(%{{.*}} : memref<64x16xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<16x64xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
// CHECK: scf.if %{{.*}} {
// CHECK: scf.for %{{.*}} = %c0{{(_[0-9]+)?}} to %c16{{(_[0-9]+)?}} step %c8
// CHECK: } else {
// CHECK: gpu.terminator
// CHECK-NEXT: } {nvvm.minctasm = 2 : i32}
func.func @plain(%a: memref<136x48xf32>, %b: memref<48x136xf32>, %c: memref<136x136xf32>) {
  linalg.matmul ins(%a, %b : memref<136x48xf32>, memref<48x136xf32>) outs(%c : memref<136x136xf32>)
  return
}

// B as [n][k] (a linear layer's weight): its vectors run along k and go
// into the k-major tile by four stores.
// CHECK-LABEL: func.func @linear
// CHECK: gpu.launch
// CHECK-SAME: memref<32x68xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
// CHECK: } {nvvm.minctasm = 2 : i32}
func.func @linear(%a: memref<136x48xf32>, %b: memref<136x48xf32>, %c: memref<136x136xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<136x48xf32>, memref<136x48xf32>) outs(%c : memref<136x136xf32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %p = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
