// strata-linalg-promote-to-gpu's vector staging on the tensor cores: a
// block whose tiles lie inside both operands, with rows 16-byte aligned,
// stages 16-byte vectors a step ahead of the tensor cores; the differential
// check interprets every lane of both paths (the interpreter's buffers are
// 64-byte aligned).
// RUN: strata-opt %s --strata-linalg-promote-to-gpu | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-rtol=1e-5 --strata-diff-check-atol=1e-5 --strata-linalg-promote-to-gpu --gpu-kernel-outlining > /dev/null

// Blocks inside both operands stage vectors (two of the four blocks here;
// K = 72 is two vector steps and a ragged one), the others elements.
// The block-uniform condition: inside M and N, a full step of K, rows of
// 16-byte aligned multiples of 8 elements; the loop carries the next
// step's vectors, stores them to the tiles, and loads the next ones
// (clamped to the last full step) before it multiplies.
// CHECK-LABEL: func.func @vector_staging
// CHECK: memref.extract_strided_metadata
// CHECK: memref.extract_aligned_pointer_as_index
// CHECK: scf.if %{{.*}} -> (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">)
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<128x72xbf16>, vector<8xbf16>
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<72x96xbf16>, vector<8xbf16>
// CHECK: scf.for {{.*}} iter_args({{.*}}) -> (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>, vector<8xbf16>)
// CHECK: vector.store %{{.*}} {alignment = 16 : i64} : memref<64x40xbf16, #gpu.address_space<workgroup>>, vector<8xbf16>
// CHECK: gpu.barrier
// CHECK: arith.minui
// CHECK-COUNT-4: gpu.subgroup_mma_compute
func.func @vector_staging(%a: memref<128x72xbf16>, %b: memref<72x96xbf16>, %c: memref<128x96xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<128x96xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<128x72xbf16>, memref<72x96xbf16>) outs(%c : memref<128x96xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// Both operands transposed (A as [k][m], B as [n][k]), summed onto C.
// CHECK-LABEL: func.func @vector_staging_transposed
// CHECK-SAME: %[[A:[^:]*]]: memref<72x128xf16>
// CHECK: gpu.launch {{.*}} workgroup(%[[AS:.*]] : memref<32x72xf16, #gpu.address_space<workgroup>>, %[[BS:.*]] : memref<64x40xf16, #gpu.address_space<workgroup>>
// CHECK: vector.load %[[A]][{{.*}}] {alignment = 16 : i64} : memref<72x128xf16>, vector<8xf16>
// CHECK: gpu.subgroup_mma_load_matrix %[[AS]][{{.*}}] {leadDimension = 72 : index, transpose} : memref<32x72xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK: gpu.subgroup_mma_load_matrix %[[BS]][{{.*}}] {leadDimension = 40 : index, transpose} : memref<64x40xf16, #gpu.address_space<workgroup>> -> !gpu.mma_matrix<16x16xf16, "BOp">
func.func @vector_staging_transposed(%a: memref<72x128xf16>, %b: memref<96x72xf16>, %c: memref<128x96xf32>) {
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<72x128xf16>, memref<96x72xf16>) outs(%c : memref<128x96xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// A view one element into rows 80 apart: its layout could hold 16-byte
// rows, but its offset, known only at run time, is not a multiple of 8: the
// condition is false at run time and every block stages elements (the
// differential checks compare both).
// CHECK-LABEL: func.func @vector_staging_misaligned
// CHECK: memref.extract_strided_metadata %{{.*}} : memref<128x72xbf16, strided<[80, 1], offset: ?>>
func.func @vector_staging_misaligned(%a0: memref<128x80xbf16>, %b: memref<72x64xbf16>, %c: memref<128x64xf32>) {
  %one = arith.constant 1 : index
  %a = memref.subview %a0[0, %one] [128, 72] [1, 1] : memref<128x80xbf16> to memref<128x72xbf16, strided<[80, 1], offset: ?>>
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<128x64xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<128x72xbf16, strided<[80, 1], offset: ?>>, memref<72x64xbf16>) outs(%c : memref<128x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}

// Batched A and B (attention's products), two batches of 128x64 over K = 40.
// CHECK-LABEL: func.func @vector_staging_batched
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<2x128x40xbf16>, vector<8xbf16>
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<2x64x40xbf16>, vector<8xbf16>
func.func @vector_staging_batched(%a: memref<2x128x40xbf16>, %b: memref<2x64x40xbf16>) -> memref<2x128x64xf32> {
  %z = arith.constant 0.0 : f32
  %c = memref.alloc() : memref<2x128x64xf32>
  linalg.fill ins(%z : f32) outs(%c : memref<2x128x64xf32>)
  linalg.generic {indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>],
                  iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<2x128x40xbf16>, memref<2x64x40xbf16>) outs(%c : memref<2x128x64xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return %c : memref<2x128x64xf32>
}

// A's rows are 70 bf16 apart (140 bytes: not a multiple of 16), so A
// stages its elements in every block while B, aligned, stages vectors in
// the interior blocks (a convolution's filter of 3x7x7 taps beside its
// im2col matrix).
// CHECK-LABEL: func.func @one_operand_vectors
// CHECK-NOT: vector.load %{{.*}} : memref<128x70xbf16>
// CHECK: vector.load %{{.*}} {alignment = 16 : i64} : memref<70x128xbf16>, vector<8xbf16>
// CHECK-NOT: vector.load %{{.*}} : memref<128x70xbf16>
// CHECK: return
func.func @one_operand_vectors(%a: memref<128x70xbf16>, %b: memref<70x128xbf16>, %c: memref<128x128xf32>) {
  %z = arith.constant 0.0 : f32
  linalg.fill ins(%z : f32) outs(%c : memref<128x128xf32>)
  linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                  iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : memref<128x70xbf16>, memref<70x128xbf16>) outs(%c : memref<128x128xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  }
  return
}
