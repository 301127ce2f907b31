// tensor-core-stages=3 and 4 (tensor-cores-async.mlir checks two): the
// prologue issues S-1 steps, the loop waits until at most S-2 groups are
// in flight, and after it the last group (a step issued again past the
// last full one) is waited for and the block meets before the ragged step
// stages its elements into buffer 0. Four 64x64 stages of 16-bit tiles
// fit beside a band of one fragment row of each warp (32x68 f32) or of
// one warp row (16x68); tf32's two stages take 35 KB, so three become
// two. The differential checks interpret every lane: K = 136 (four full
// steps) and K = 72 (two, the last group landing in buffer 0).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=3 allow-tf32 target-blocks=2}))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=4}))' | FileCheck %s --check-prefix=FOUR
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=3 allow-tf32 target-blocks=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-stages=4}))' > /dev/null

// CHECK-LABEL: func.func @bf16
// CHECK: workgroup(%[[AS:.*]] : memref<3x64x40xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<3x32x72xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>)
// CHECK: nvgpu.device_async_copy %{{.*}}, %[[AS]][%[[C0:c0[_0-9]*]],
// CHECK: nvgpu.device_async_create_group
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK: nvgpu.device_async_copy %{{.*}}, %[[AS]][%[[C1]],
// CHECK: %[[G1:.*]] = nvgpu.device_async_create_group
// CHECK-NEXT: nvgpu.device_async_wait %[[G1]] {numGroups = 1 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for
// CHECK: arith.addi %{{.*}}, %c64
// CHECK: %[[G:.*]] = nvgpu.device_async_create_group
// CHECK: nvgpu.device_async_wait %[[G]] {numGroups = 1 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: nvgpu.device_async_wait %[[G1]] {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for
// FOUR-LABEL: func.func @bf16
// FOUR: workgroup(%{{.*}} : memref<4x64x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x32x72xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
// FOUR-COUNT-3: nvgpu.device_async_create_group
// FOUR-NEXT: nvgpu.device_async_wait %{{.*}} {numGroups = 2 : i32}
// FOUR: scf.for
// FOUR: arith.addi %{{.*}}, %c96
// FOUR: nvgpu.device_async_wait %{{.*}} {numGroups = 2 : i32}
func.func @bf16(%a: memref<64x136xbf16>, %b: memref<136x64xbf16>) -> memref<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x64xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<64x64xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<64x136xbf16>, memref<136x64xbf16>) outs(%c : memref<64x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c : memref<64x64xf32>
}

// B as [n][k] (a linear layer's weight), f16, K = 72: the band of four
// stages is one warp row's.
// CHECK-LABEL: func.func @f16_linear
// CHECK: workgroup(%{{.*}} : memref<3x64x40xf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<3x64x40xf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>)
// FOUR-LABEL: func.func @f16_linear
// FOUR: workgroup(%{{.*}} : memref<4x64x40xf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<4x64x40xf16, #gpu.address_space<workgroup>>, %[[CS:.*]] : memref<16x68xf32, #gpu.address_space<workgroup>>)
// FOUR: gpu.subgroup_mma_compute
// FOUR-NOT: gpu.subgroup_mma_store_matrix
// FOUR: %[[ROW0:.*]] = arith.cmpi eq, %{{.*}}, %c0{{[_0-9]*}} : index
// FOUR-NEXT: scf.if %[[ROW0]] {
// FOUR-COUNT-2: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]][%c0{{[_0-9]*}}, %{{.*}}] {leadDimension = 68 : index}
func.func @f16_linear(%x: memref<64x72xf16>, %w: memref<64x72xf16>) -> memref<64x64xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x64xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<64x64xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<64x72xf16>, memref<64x72xf16>) outs(%c : memref<64x64xf32>) {
  ^bb0(%p: f16, %q: f16, %acc: f32):
    %pe = arith.extf %p : f16 to f32
    %qe = arith.extf %q : f16 to f32
    %m = arith.mulf %pe, %qe : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return %c : memref<64x64xf32>
}

// tf32 (allow-tf32): four f32 a copy, two stages with a band of the first
// fragment row of each warp; a block inside A and B beside a ragged one.
// CHECK-LABEL: func.func @tf32
// CHECK: workgroup(%{{.*}} : memref<2x64x36xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<2x32x72xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x68xf32, #gpu.address_space<workgroup>>)
// CHECK: nvgpu.device_async_copy %{{.*}}, 4 {bypassL1} : memref<64x72xf32> to memref<2x64x36xf32, #gpu.address_space<workgroup>>
// CHECK: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
func.func @tf32(%a: memref<64x72xf32>, %b: memref<72x72xf32>) -> memref<64x72xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<64x72xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<64x72xf32>)
  linalg.matmul ins(%a, %b : memref<64x72xf32>, memref<72x72xf32>) outs(%c : memref<64x72xf32>)
  return %c : memref<64x72xf32>
}
