// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s

// The in-place special functions on float value tensors become the
// out-of-place ops (lowering/torchdecompose/special.go), checked against
// their torch semantics on random inputs; polygamma_ swaps its operands.
// CHECK-LABEL: func.func @inplace(
// CHECK:       torch.aten.lgamma %{{.*}} : !torch.vtensor<[4,?],f32>
// CHECK:       torch.aten.polygamma %{{.*}}, %{{.*}} : !torch.int, !torch.vtensor<[4,?],f32>
// CHECK:       torch.aten.xlogy.Tensor
// CHECK:       torch.aten.logit %{{.*}}, %{{.*}} : !torch.vtensor<[4,?],f32>, !torch.float
// CHECK:       torch.aten.igammac
func.func @inplace(%x: !torch.vtensor<[4,?],f32>, %y: !torch.vtensor<[4,?],f32>) -> (!torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>) {
  %int2 = torch.constant.int 2
  %eps = torch.constant.float 0.125
  %0 = torch.aten.lgamma_ %x : !torch.vtensor<[4,?],f32> -> !torch.vtensor<[4,?],f32>
  %1 = torch.aten.polygamma_ %x, %int2 : !torch.vtensor<[4,?],f32>, !torch.int -> !torch.vtensor<[4,?],f32>
  %2 = torch.aten.xlogy_.Tensor %x, %y : !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[4,?],f32>
  %3 = torch.aten.logit_ %y, %eps : !torch.vtensor<[4,?],f32>, !torch.float -> !torch.vtensor<[4,?],f32>
  %4 = torch.aten.igammac_ %x, %y : !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[4,?],f32>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>
}

// -----

// The other unary and binary ones, on a rank-0 tensor.
// CHECK-LABEL: func.func @inplace_more(
// CHECK-NOT:   _ %
func.func @inplace_more(%x: !torch.vtensor<[],f64>, %y: !torch.vtensor<[],f64>) -> (!torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>) {
  %int1 = torch.constant.int 1
  %float3 = torch.constant.float 3.0
  %0 = torch.aten.digamma_ %x : !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  %1 = torch.aten.erfinv_ %x : !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  %2 = torch.aten.i0_ %x : !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  %3 = torch.aten.sinc_ %x : !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  %4 = torch.aten.igamma_ %x, %y : !torch.vtensor<[],f64>, !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  %5 = torch.aten.xlogy_.Scalar_Other %x, %float3 : !torch.vtensor<[],f64>, !torch.float -> !torch.vtensor<[],f64>
  %z = torch.aten.add.Scalar %x, %float3, %int1 : !torch.vtensor<[],f64>, !torch.float, !torch.int -> !torch.vtensor<[],f64>
  %6 = torch.aten.mvlgamma_ %z, %int1 : !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[],f64>
  return %0, %1, %2, %3, %4, %5, %6 : !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.vtensor<[],f64>
}

