// strata-linalg-promote-to-gpu on the tensor cores: products of f16 or
// bf16 summed in f32 become launches of four warps per 64x64 tile of C
// that accumulate 16x16 gpu.subgroup_mma matrices over K steps of 32,
// with both tiles staged in workgroup memory in their operand's order
// (A as [m][k] or [k][m], B as [k][n] or [n][k]); blocks inside both
// operands stage 16-byte vectors, prefetched a step ahead. The
// differential check interprets every lane (random inputs, ragged edges,
// dynamic sizes); the tensor cores' sums start from zero and C is added
// at the end, so only a product that starts from C's values may differ
// in the last bits.
// RUN: strata-opt %s --strata-linalg-promote-to-gpu | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --strata-linalg-promote-to-gpu --gpu-kernel-outlining > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --strata-diff-check-dim=5 --strata-linalg-promote-to-gpu --gpu-kernel-outlining > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=0 --strata-linalg-promote-to-gpu --gpu-kernel-outlining > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-linalg-promote-to-gpu{tensor-cores=false}))' | FileCheck %s --check-prefix=SIMT

// CHECK-LABEL: func.func @bf16_fill_truncate
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}}) threads({{.*}}) in (%{{.*}} = %c128{{.*}}, %{{.*}} = %c1{{.*}}, %{{.*}} = %c1{{.*}}) workgroup(%[[AS:.*]] : memref<64x40xbf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<32x72xbf16, #gpu.address_space<workgroup>>, %[[CS:.*]] : memref<64x68xf32, #gpu.address_space<workgroup>>)
// CHECK: gpu.subgroup_mma_constant_matrix %{{.*}} : !gpu.mma_matrix<16x16xf32, "COp">
// M = 40, N = 36 and K = 24 are under the 64x64 tiles and the step of 32:
// no block can stage vectors, so the kernel has only the staging with
// bounds checks (tensor-cores-vector.mlir has the vector staging).
// CHECK-NOT: vector.load
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">)
// CHECK: memref.load %{{.*}} : memref<40x24xbf16>
// CHECK: gpu.subgroup_mma_compute
// CHECK: gpu.subgroup_mma_store_matrix %{{.*}}, %[[CS]][{{.*}}] {leadDimension = 68 : index}
// CHECK: arith.truncf %{{.*}} : f32 to bf16
// CHECK-NOT: memref.store %{{.*}} : memref<40x36xf32>
// SIMT-LABEL: func.func @bf16_fill_truncate
// SIMT-NOT: gpu.subgroup_mma
// SIMT: return
func.func @bf16_fill_truncate(%a: memref<40x24xbf16>, %b: memref<24x36xbf16>) -> memref<40x36xbf16> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<40x36xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<40x36xf32>)
  linalg.matmul ins(%a, %b : memref<40x24xbf16>, memref<24x36xbf16>) outs(%c : memref<40x36xf32>)
  %r = memref.alloc() : memref<40x36xbf16>
  linalg.generic {indexing_maps = [affine_map<(m, n) -> (m, n)>, affine_map<(m, n) -> (m, n)>], iterator_types = ["parallel", "parallel"]}
      ins(%c : memref<40x36xf32>) outs(%r : memref<40x36xbf16>) {
  ^bb0(%x: f32, %o: bf16):
    %t = arith.truncf %x : f32 to bf16
    linalg.yield %t : bf16
  }
  memref.dealloc %c : memref<40x36xf32>
  return %r : memref<40x36xbf16>
}

// From C's values, with K past one step (40: a step and a ragged one).
// CHECK-LABEL: func.func @f16_accumulate
// CHECK: memref.load %{{.*}} : memref<48x40xf32>
// CHECK: arith.addf
// CHECK: memref.store %{{.*}} : memref<48x40xf32>
func.func @f16_accumulate(%a: memref<48x40xf16>, %b: memref<40x40xf16>, %c: memref<48x40xf32>) {
  linalg.matmul ins(%a, %b : memref<48x40xf16>, memref<40x40xf16>) outs(%c : memref<48x40xf32>)
  return
}

// A linear layer's weight read as [n][k], a batch sharing B, and sizes
// known only at run time.
// CHECK-LABEL: func.func @transposed_batched_dynamic
// CHECK-COUNT-2: gpu.subgroup_mma_compute
func.func @transposed_batched_dynamic(%a: memref<?x?x?xbf16>, %w: memref<?x?xbf16>, %c: memref<?x?x?xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<?x?x?xf32>)
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %w : memref<?x?x?xbf16>, memref<?x?xbf16>) outs(%c : memref<?x?x?xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A transposed A ([k][m]).
// CHECK-LABEL: func.func @transposed_a
// CHECK: gpu.subgroup_mma_compute
func.func @transposed_a(%a: memref<24x40xf16>, %b: memref<24x20xf16>, %c: memref<40x20xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<40x20xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<24x40xf16>, memref<24x20xf16>) outs(%c : memref<40x20xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
