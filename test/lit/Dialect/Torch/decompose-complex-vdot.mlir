// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s

// vdot of complex vectors conjugates the first: sum(conj(a) * b); dot
// does not conjugate.
// CHECK-LABEL: func.func @vdot
// CHECK:       %[[C:.*]] = torch.aten.conj_physical %arg0 : !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[3],complex<f32>>
// CHECK:       torch.aten.mul.Tensor %[[C]], %arg1
// CHECK:       torch.aten.sum.dim_IntList
// CHECK-LABEL: func.func @dot
// CHECK-NOT:   conj_physical
// CHECK:       torch.aten.mul.Tensor %arg0, %arg1
func.func @vdot(%a: !torch.vtensor<[3],complex<f32>>, %b: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[],complex<f32>> {
  %0 = torch.aten.vdot %a, %b : !torch.vtensor<[3],complex<f32>>, !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[],complex<f32>>
  return %0 : !torch.vtensor<[],complex<f32>>
}
func.func @dot(%a: !torch.vtensor<[3],complex<f32>>, %b: !torch.vtensor<[3],complex<f32>>) -> !torch.vtensor<[],complex<f32>> {
  %0 = torch.aten.dot %a, %b : !torch.vtensor<[3],complex<f32>>, !torch.vtensor<[3],complex<f32>> -> !torch.vtensor<[],complex<f32>>
  return %0 : !torch.vtensor<[],complex<f32>>
}
