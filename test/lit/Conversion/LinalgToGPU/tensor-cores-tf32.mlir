// strata-linalg-promote-to-gpu{allow-tf32 target-blocks=2}: f32 products run on the
// tensor cores as tf32 (16x8 A and 8x16 B fragments, sums in f32), staged
// four f32 to a 16-byte vector; without the option (the default, as
// PyTorch's allow_tf32) they stay exact SIMT products. The interpreter
// multiplies the fragments in f32, so the differential check sees the
// kernel's structure (tiles, ragged edges, vector staging), not tf32's
// rounding; lowering/linalggpu's test has ptxas assemble the kernel.
// target-blocks=2 counts these few tiles as enough; with the default (264,
// two per SM of an H200) a product of fewer than 132 tiles of 64x64, or
// with a dynamic size, stays exact even under allow-tf32 (SMALL).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{allow-tf32 target-blocks=2}))' | FileCheck %s
// RUN: strata-opt %s --strata-linalg-promote-to-gpu | FileCheck %s --check-prefix=EXACT
// RUN: strata-opt %s --strata-linalg-promote-to-gpu=allow-tf32 | FileCheck %s --check-prefix=SMALL
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{allow-tf32 target-blocks=2}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{allow-tf32 target-blocks=2}),gpu-kernel-outlining,gpu.module(convert-gpu-to-nvvm))' | FileCheck %s --check-prefix=NVVM

// CHECK-LABEL: func.func @tf32
// CHECK: gpu.launch {{.*}} workgroup(%[[AS:.*]] : memref<64x36xf32, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<32x72xf32, #gpu.address_space<workgroup>>, %{{.*}} : memref<64x68xf32, #gpu.address_space<workgroup>>)
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<128x40xf32>, vector<4xf32>
// CHECK: gpu.subgroup_mma_load_matrix %[[AS]][{{.*}}] {leadDimension = 36 : index} : memref<64x36xf32, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x8xf32, "AOp">
// CHECK: gpu.subgroup_mma_load_matrix %[[BS]][{{.*}}] {leadDimension = 72 : index} : memref<32x72xf32, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<8x16xf32, "BOp">
// CHECK: gpu.subgroup_mma_compute {{.*}} : !gpu.mma_matrix<16x8xf32, "AOp">, !gpu.mma_matrix<8x16xf32, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// EXACT-LABEL: func.func @tf32
// EXACT-NOT: gpu.subgroup_mma
// EXACT: return
// NVVM: llvm.load %{{.*}} {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// NVVM: nvvm.mma.sync {{.*}} shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
func.func @tf32(%a: memref<128x40xf32>, %b: memref<40x72xf32>) -> memref<128x72xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<128x72xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<128x72xf32>)
  linalg.matmul ins(%a, %b : memref<128x40xf32>, memref<40x72xf32>) outs(%c : memref<128x72xf32>)
  return %c : memref<128x72xf32>
}

// Transposed B (a linear layer's weight), summed onto C, with a ragged K.
// CHECK-LABEL: func.func @tf32_linear
// CHECK: !gpu.mma_matrix<8x16xf32, "BOp">
func.func @tf32_linear(%x: memref<96x36xf32>, %w: memref<80x36xf32>, %c: memref<96x80xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%x, %w : memref<96x36xf32>, memref<80x36xf32>) outs(%c : memref<96x80xf32>) {
  ^bb0(%p: f32, %q: f32, %acc: f32):
    %m = arith.mulf %p, %q : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  }
  return
}

// A product with a dynamic size stays exact even with target-blocks=2: no
// block of it could stage vectors, which is what the tensor cores need.
// CHECK-LABEL: func.func @tf32_dynamic
// CHECK-NOT: gpu.subgroup_mma
// CHECK: return
func.func @tf32_dynamic(%a: memref<?x40xf32>, %b: memref<40x72xf32>, %c: memref<?x72xf32>) {
  linalg.matmul ins(%a, %b : memref<?x40xf32>, memref<40x72xf32>) outs(%c : memref<?x72xf32>)
  return
}

// With the default target-blocks, 128x72 (two by two tiles) and 96x80 are
// too few tiles for the tensor cores: all stay exact SIMT products.
// SMALL-NOT: gpu.subgroup_mma
