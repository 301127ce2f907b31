// Dense linear algebra lowers to scf.for loops carrying tensors
// (tensor.extract/insert per element) that run LAPACK's unblocked
// algorithms in f64: LU with i?amax pivots (det, solve, inv), Cholesky
// with info, triangular solves, Householder QR, Jacobi eigenvalues (and
// singular values, pinv), matrix_exp. The interpreter checks
// them against the torch semantics on random inputs, with a batch, a
// dynamic dim and an empty matrix
// (linalg-dense-reject.mlir: what the patterns decline).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @lu_factor_ex
// CHECK:         scf.for
// CHECK:           scf.for
// CHECK:             scf.if
// CHECK:         tensor.insert
func.func @lu_factor_ex(%a: !torch.vtensor<[2,3,4],f32>) -> (!torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2],si32>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %0:3 = torch.aten.linalg_lu_factor_ex %a, %true, %false : !torch.vtensor<[2,3,4],f32>, !torch.bool, !torch.bool -> !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2],si32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3],si32>, !torch.vtensor<[2],si32>
}

// -----

// CHECK-LABEL: func.func @det_dynamic
// CHECK:         math.log
func.func @det_dynamic(%a: !torch.vtensor<[?,?],f64>) -> (!torch.vtensor<[],f64>, !torch.vtensor<[],f64>) {
  %0:2 = torch.aten.linalg_slogdet %a : !torch.vtensor<[?,?],f64> -> !torch.vtensor<[],f64>, !torch.vtensor<[],f64>
  return %0#0, %0#1 : !torch.vtensor<[],f64>, !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @solve_complex
// CHECK:         complex.div
func.func @solve_complex(%a: !torch.vtensor<[4,4],complex<f32>>, %b: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[4],complex<f32>> {
  %true = torch.constant.bool true
  %0 = torch.aten.linalg_solve %a, %b, %true : !torch.vtensor<[4,4],complex<f32>>, !torch.vtensor<[4],complex<f32>>, !torch.bool -> !torch.vtensor<[4],complex<f32>>
  return %0 : !torch.vtensor<[4],complex<f32>>
}

// -----

// CHECK-LABEL: func.func @inv_empty
func.func @inv_empty(%a: !torch.vtensor<[0,0],f32>) -> !torch.vtensor<[0,0],f32> {
  %0 = torch.aten.linalg_inv %a : !torch.vtensor<[0,0],f32> -> !torch.vtensor<[0,0],f32>
  return %0 : !torch.vtensor<[0,0],f32>
}

// -----

// CHECK-LABEL: func.func @cholesky_ex_upper
// CHECK:         math.sqrt
func.func @cholesky_ex_upper(%a: !torch.vtensor<[3,3],f64>) -> (!torch.vtensor<[3,3],f64>, !torch.vtensor<[],si32>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %0:2 = torch.aten.linalg_cholesky_ex %a, %true, %false : !torch.vtensor<[3,3],f64>, !torch.bool, !torch.bool -> !torch.vtensor<[3,3],f64>, !torch.vtensor<[],si32>
  return %0#0, %0#1 : !torch.vtensor<[3,3],f64>, !torch.vtensor<[],si32>
}

// -----

// CHECK-LABEL: func.func @solve_triangular_right
// CHECK:         scf.for
func.func @solve_triangular_right(%a: !torch.vtensor<[3,3],f32>, %b: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %0 = torch.aten.linalg_solve_triangular %a, %b, %true, %false, %false : !torch.vtensor<[3,3],f32>, !torch.vtensor<[2,3],f32>, !torch.bool, !torch.bool, !torch.bool -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----

// CHECK-LABEL: func.func @qr_complete
// CHECK:         math.sqrt
func.func @qr_complete(%a: !torch.vtensor<[4,3],f32>) -> (!torch.vtensor<[4,4],f32>, !torch.vtensor<[4,3],f32>) {
  %str = torch.constant.str "complete"
  %0:2 = torch.aten.linalg_qr %a, %str : !torch.vtensor<[4,3],f32>, !torch.str -> !torch.vtensor<[4,4],f32>, !torch.vtensor<[4,3],f32>
  return %0#0, %0#1 : !torch.vtensor<[4,4],f32>, !torch.vtensor<[4,3],f32>
}

// -----

// CHECK-LABEL: func.func @eigvalsh_complex_upper
// CHECK:         math.sqrt
func.func @eigvalsh_complex_upper(%a: !torch.vtensor<[2,3,3],complex<f32>>) -> !torch.vtensor<[2,3],f32> {
  %str = torch.constant.str "U"
  %0 = torch.aten.linalg_eigvalsh %a, %str : !torch.vtensor<[2,3,3],complex<f32>>, !torch.str -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----

// CHECK-LABEL: func.func @pinv_wide
// CHECK:         linalg.batch_matmul
func.func @pinv_wide(%a: !torch.vtensor<[2,4],f64>) -> !torch.vtensor<[4,2],f64> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %0 = torch.aten.linalg_pinv.atol_rtol_tensor %a, %none, %none, %false : !torch.vtensor<[2,4],f64>, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[4,2],f64>
  return %0 : !torch.vtensor<[4,2],f64>
}

// -----

// CHECK-LABEL: func.func @matrix_exp
// CHECK:         math.exp2
func.func @matrix_exp(%a: !torch.vtensor<[3,3],f32>) -> !torch.vtensor<[3,3],f32> {
  %0 = torch.aten.matrix_exp %a : !torch.vtensor<[3,3],f32> -> !torch.vtensor<[3,3],f32>
  return %0 : !torch.vtensor<[3,3],f32>
}
