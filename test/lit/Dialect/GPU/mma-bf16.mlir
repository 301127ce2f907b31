// bf16 matrices, which Strata accepts (the tensor cores take bf16, as
// mma.sync's .bf16 variants) and upstream's MMAMatrixType does not.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// CHECK: !gpu.mma_matrix<16x16xbf16, "AOp">
// CHECK: !gpu.mma_matrix<16x16xbf16, "BOp">
func.func @bf16(%h: memref<16x16xbf16>) {
  %c0 = arith.constant 0 : index
  %A = gpu.subgroup_mma_load_matrix %h[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xbf16> -> !gpu.mma_matrix<16x16xbf16, "AOp">
  %B = gpu.subgroup_mma_load_matrix %h[%c0, %c0] {leadDimension = 16 : index, transpose} : memref<16x16xbf16> -> !gpu.mma_matrix<16x16xbf16, "BOp">
  return
}
