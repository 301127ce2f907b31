// The dense linear algebra patterns decline what they cannot compute:
// LU without pivoting (CUDA's only) and the determinant of a matrix that
// is statically not square.
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file 2>&1 | FileCheck %s

// CHECK: failed to legalize operation 'torch.aten.linalg_lu_factor'
func.func @lu_no_pivot(%a: !torch.vtensor<[3,3],f32>) -> (!torch.vtensor<[3,3],f32>, !torch.vtensor<[3],si32>) {
  %false = torch.constant.bool false
  %0:2 = torch.aten.linalg_lu_factor %a, %false : !torch.vtensor<[3,3],f32>, !torch.bool -> !torch.vtensor<[3,3],f32>, !torch.vtensor<[3],si32>
  return %0#0, %0#1 : !torch.vtensor<[3,3],f32>, !torch.vtensor<[3],si32>
}

// -----

// CHECK: failed to legalize operation 'torch.aten.linalg_det'
func.func @det_not_square(%a: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[],f32> {
  %0 = torch.aten.linalg_det %a : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}
