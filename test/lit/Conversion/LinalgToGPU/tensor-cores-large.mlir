// The tensor-core kernel's 128x128 tiles of C (tensor-core-tile=128): eight
// warps of 4x2 fragments (64x32 of C each), or four of 4x4 with
// tensor-core-warps=4. Each K step stages a 128x32 tile of A and a 32x128
// tile of B; the sums, too many for the workgroup memory at once, are
// stored for the epilogue a band of each warp's fragment rows at a time
// (32 rows of C, 16 of each warp row). The differential checks interpret
// every lane on random inputs: interior blocks (vector staging) beside
// ragged ones, a ragged last K step, both operand orders, f16, bf16, a
// fused epilogue (tensor-cores-large-four-warps.mlir checks four warps the
// same way, tensor-cores-large-tf32.mlir that tf32 keeps 64x64 tiles).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=4 tensor-core-stages=1 target-blocks=2}))' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=8 target-blocks=2}))' | FileCheck %s --check-prefix=WIDE
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-4 --strata-diff-check-atol=1e-4 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=128 tensor-core-warps=8 target-blocks=2}),gpu-kernel-outlining)' > /dev/null
// The cost model (tensor-core-tile=0): 128x128 tiles where the product
// holds one and gives at least target-blocks of them (four warps, two
// cp.async stages: the defaults of tensor-core-warps and -stages), else 64x64.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=0 target-blocks=2}))' | FileCheck %s --check-prefix=MODEL
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-tile=96}))' 2>&1 | FileCheck %s --check-prefix=BADTILE
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-core-warps=2}))' 2>&1 | FileCheck %s --check-prefix=BADWARPS
// BADTILE: tensor-core-tile must be 0, 64 or 128, got 96
// BADWARPS: tensor-core-warps must be 4 or 8, got 2

// CHECK-LABEL: func.func @bf16_epilogue
// CHECK: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c128{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) workgroup(%[[AS:.*]] : memref<128x40xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<32x136xbf16, #gpu.address_space<workgroup>>, %[[CS:.*]] : memref<32x132xf32, #gpu.address_space<workgroup>>)
// CHECK: vector.load %{{.*}} : memref<136x40xbf16>, vector<8xbf16>
// CHECK: scf.for {{.*}} -> (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, vector<8xbf16>,
// Four bands of four fragments a warp, a barrier before each but the first.
// CHECK-COUNT-4: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]][{{.*}}] {leadDimension = 132 : index}
// CHECK-NEXT: gpu.barrier
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK: gpu.barrier
// CHECK-COUNT-4: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]]
// CHECK: gpu.barrier
// CHECK-COUNT-4: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]]
// CHECK: gpu.barrier
// CHECK-COUNT-4: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]]
// CHECK-NOT: gpu.subgroup_mma_store_matrix
// CHECK: return
// WIDE-LABEL: func.func @bf16_epilogue
// WIDE: gpu.launch {{.*}} threads({{.*}}) in (%{{.*}} = %c256{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) workgroup(%{{.*}} : memref<128x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<32x136xbf16, #gpu.address_space<workgroup>>, %[[CS:.*]] : memref<32x132xf32, #gpu.address_space<workgroup>>)
// WIDE-COUNT-2: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]]
// WIDE-NEXT: gpu.barrier
// MODEL-LABEL: func.func @bf16_epilogue
// MODEL: workgroup(%{{.*}} : memref<2x128x40xbf16, #gpu.address_space<workgroup>>, %{{.*}} : memref<2x32x136xbf16, #gpu.address_space<workgroup>>
func.func @bf16_epilogue(%a: memref<136x40xbf16>, %b: memref<40x144xbf16>, %out: memref<136x144xbf16>) {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<136x144xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<136x144xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<136x40xbf16>, memref<40x144xbf16>) outs(%c : memref<136x144xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<136x144xf32>) outs(%out : memref<136x144xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  }
  memref.dealloc %c : memref<136x144xf32>
  return
}

// Both operands transposed (A as [k][m], B as [n][k]), summed onto C's
// values.
// CHECK-LABEL: func.func @f16_transposed
// CHECK: workgroup(%[[AS:.*]] : memref<32x136xf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<128x40xf16, #gpu.address_space<workgroup>>
// CHECK: gpu.subgroup_mma_load_matrix %[[AS]][{{.*}}] {leadDimension = 136 : index, transpose}
// CHECK: gpu.subgroup_mma_load_matrix %[[BS]][{{.*}}] {leadDimension = 40 : index, transpose}
// MODEL-LABEL: func.func @f16_transposed
// MODEL: workgroup(%{{.*}} : memref<32x72xf16, #gpu.address_space<workgroup>>
func.func @f16_transposed(%a: memref<40x128xf16>, %b: memref<128x40xf16>, %c: memref<128x128xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<40x128xf16>, memref<128x40xf16>) outs(%c : memref<128x128xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
