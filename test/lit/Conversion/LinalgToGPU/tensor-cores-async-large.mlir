// tensor-core-stages=2 with 128x128 tiles (tensor-core-tile=128): two
// stages of A's and B's 128x32 tiles take 37 KB (B as [k][n], rows of
// 136) or 40 KB (B as [n][k]), so the epilogue's band shrinks to one warp
// row's first fragment row at a time: 16 rows of 132 f32 (8.25 KB), or
// unpadded 16 x 128 (8 KB: 48 KB in all). The warps of that row store
// their fragments (scf.if on the warp row), the block meets, every thread
// adds and stores its elements, eight bands in turn. Three stages do not
// fit: they fall back to two. The differential checks interpret every lane
// of eight warps and of four (tensor-core-warps=4): a block inside A and B
// beside a ragged one, ragged K steps.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=8 tensor-core-stages=3}))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-4 --strata-diff-check-atol=1e-4 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=8 tensor-core-stages=2}))' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-4 --strata-diff-check-atol=1e-4 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=4 tensor-core-stages=2}))' > /dev/null

// CHECK-LABEL: func.func @bf16
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c256{{.*}}, {{.*}} workgroup(%[[AS:.*]] : memref<2x128x40xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<2x32x136xbf16, #gpu.address_space<workgroup>>, %[[CS:.*]] : memref<16x132xf32, #gpu.address_space<workgroup>>)
// CHECK: nvgpu.device_async_copy %{{.*}}, %[[AS]]
// CHECK: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// CHECK: scf.for
// CHECK: nvgpu.device_async_wait %{{.*}} {numGroups = 0 : i32}
// CHECK-NEXT: gpu.barrier
// The bands: warp row 0's fragment rows 0 to 3, then warp row 1's.
// CHECK: %[[ROW0:.*]] = arith.cmpi eq, %{{.*}}, %c0{{[_0-9]*}} : index
// CHECK-NEXT: scf.if %[[ROW0]] {
// CHECK-COUNT-2: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]][%c0{{[_0-9]*}}, %{{.*}}] {leadDimension = 132 : index}
// CHECK: gpu.barrier
// CHECK: memref.load %[[CS]]
// CHECK-COUNT-6: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]]
// CHECK: %[[ROW1:.*]] = arith.cmpi eq, %{{.*}}, %c1{{[_0-9]*}} : index
// CHECK-NEXT: scf.if %[[ROW1]] {
// CHECK-COUNT-8: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]]
// CHECK-NOT: gpu.subgroup_mma_store_matrix
// CHECK: return
func.func @bf16(%a: memref<128x72xbf16>, %b: memref<72x144xbf16>) -> memref<128x144xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<128x144xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<128x144xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<128x72xbf16>, memref<72x144xbf16>) outs(%c : memref<128x144xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c : memref<128x144xf32>
}

// A linear layer's product (B as [n][k]) of f16 summed onto C: the band
// unpadded.
// CHECK-LABEL: func.func @f16_linear
// CHECK: workgroup(%{{.*}} : memref<2x128x40xf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<2x128x40xf16, #gpu.address_space<workgroup>>, %[[CS:.*]] : memref<16x128xf32, #gpu.address_space<workgroup>>)
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]][%c0{{[_0-9]*}}, %{{.*}}] {leadDimension = 128 : index}
func.func @f16_linear(%x: memref<128x40xf16>, %w: memref<128x40xf16>, %c: memref<128x128xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<128x40xf16>, memref<128x40xf16>) outs(%c : memref<128x128xf32>) {
  ^bb0(%p: f16, %q: f16, %acc: f32):
    %pe = arith.extf %p : f16 to f32
    %qe = arith.extf %q : f16 to f32
    %m = arith.mulf %pe, %qe : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}
