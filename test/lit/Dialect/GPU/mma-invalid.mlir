// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @wrong_role(%a: !gpu.mma_matrix<16x16xf16, "BOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error @+1 {{'gpu.subgroup_mma_compute' op operand 0 must be an mma_matrix of AOp}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @shapes(%a: !gpu.mma_matrix<16x8xf16, "AOp">, %b: !gpu.mma_matrix<16x16xf16, "BOp">, %c: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error @+1 {{'gpu.subgroup_mma_compute' op operand shapes do not satisfy matmul constraints}}
  %d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<16x8xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @store_a(%a: !gpu.mma_matrix<16x16xf16, "AOp">, %m: memref<16x16xf16>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'gpu.subgroup_mma_store_matrix' op expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %a, %m[%c0, %c0] {leadDimension = 16 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<16x16xf16>
  return
}

// -----

func.func @element_types(%m: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'gpu.subgroup_mma_load_matrix' op expected the matrix and the memref to have one element type}}
  %a = gpu.subgroup_mma_load_matrix %m[%c0, %c0] {leadDimension = 16 : index} : memref<16x16xf32> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @indices(%m: memref<16x16xf16>) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'gpu.subgroup_mma_load_matrix' op expected 2 indices, got 1}}
  %a = gpu.subgroup_mma_load_matrix %m[%c0] {leadDimension = 16 : index} : memref<16x16xf16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @constant(%v: f16) {
  // expected-error @+1 {{'gpu.subgroup_mma_constant_matrix' op value type must match matrix element type}}
  %a = "gpu.subgroup_mma_constant_matrix"(%v) : (f16) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

// expected-error @+1 {{MMAMatrixType must have exactly two dimensions}}
func.func @rank(%a: !gpu.mma_matrix<16xf16, "AOp">)

// -----

// expected-error @+1 {{operand expected to be one of AOp, BOp or COp}}
func.func @role(%a: !gpu.mma_matrix<16x16xf16, "DOp">)

// -----

// expected-error @+1 {{MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64}}
func.func @elem(%a: !gpu.mma_matrix<16x16xi16, "COp">)
