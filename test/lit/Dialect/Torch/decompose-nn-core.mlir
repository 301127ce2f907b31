// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s

// The core ATen neural-network ops (lowering/torchdecompose/nn_core.go),
// each checked against its torch semantics on random inputs.

// Bilinear upsampling by scale factors, without align_corners: each
// spatial dim, the innermost first, is two index_selects weighted by
// literal vectors.
// CHECK-LABEL: func.func @bilinear_scale(
// CHECK-NOT: torch.aten.upsample_bilinear2d.vec
// CHECK: torch.aten.index_select
// CHECK: torch.aten.mul.Tensor
func.func @bilinear_scale(%x: !torch.vtensor<[?,3,4,5],f32>) -> !torch.vtensor<[?,3,8,10],f32> {
  %false = torch.constant.bool false
  %none = torch.constant.none
  %f2 = torch.constant.float 2.000000e+00
  %s = torch.prim.ListConstruct %f2, %f2 : (!torch.float, !torch.float) -> !torch.list<float>
  %0 = torch.aten.upsample_bilinear2d.vec %x, %none, %false, %s : !torch.vtensor<[?,3,4,5],f32>, !torch.none, !torch.bool, !torch.list<float> -> !torch.vtensor<[?,3,8,10],f32>
  return %0 : !torch.vtensor<[?,3,8,10],f32>
}

// -----

// Downsampling to a size with align_corners, f64, and the non-vec form
// with an unchanged (identity) dim.
// CHECK-LABEL: func.func @bilinear_align(
// CHECK-NOT: torch.aten.upsample_bilinear2d
func.func @bilinear_align(%x: !torch.vtensor<[2,3,4,4],f64>) -> (!torch.vtensor<[2,3,3,3],f64>, !torch.vtensor<[2,3,4,7],f64>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int7 = torch.constant.int 7
  %s = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.upsample_bilinear2d.vec %x, %s, %true, %none : !torch.vtensor<[2,3,4,4],f64>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,3,3],f64>
  %s2 = torch.prim.ListConstruct %int4, %int7 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.upsample_bilinear2d %x, %s2, %false, %none, %none : !torch.vtensor<[2,3,4,4],f64>, !torch.list<int>, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[2,3,4,7],f64>
  return %0, %1 : !torch.vtensor<[2,3,3,3],f64>, !torch.vtensor<[2,3,4,7],f64>
}

// -----

// Linear (1-d) and trilinear (3-d) upsampling; a size-1 output with
// align_corners reads position 0.
// CHECK-LABEL: func.func @linear_trilinear(
// CHECK-NOT: torch.aten.upsample_linear1d
// CHECK-NOT: torch.aten.upsample_trilinear3d
func.func @linear_trilinear(%x: !torch.vtensor<[2,3,5],f32>, %v: !torch.vtensor<[1,2,2,3,4],f32>) -> (!torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3,9],f32>, !torch.vtensor<[1,2,3,6,5],f32>, !torch.vtensor<[1,2,4,5,4],f32>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int9 = torch.constant.int 9
  %s1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.upsample_linear1d.vec %x, %s1, %true, %none : !torch.vtensor<[2,3,5],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,1],f32>
  %s9 = torch.prim.ListConstruct %int9 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten.upsample_linear1d %x, %s9, %false, %none : !torch.vtensor<[2,3,5],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,3,9],f32>
  %f15 = torch.constant.float 1.500000e+00
  %f2 = torch.constant.float 2.000000e+00
  %f13 = torch.constant.float 1.300000e+00
  %s3 = torch.prim.ListConstruct %f15, %f2, %f13 : (!torch.float, !torch.float, !torch.float) -> !torch.list<float>
  %2 = torch.aten.upsample_trilinear3d.vec %v, %none, %false, %s3 : !torch.vtensor<[1,2,2,3,4],f32>, !torch.none, !torch.bool, !torch.list<float> -> !torch.vtensor<[1,2,3,6,5],f32>
  %int4 = torch.constant.int 4
  %int5 = torch.constant.int 5
  %s4 = torch.prim.ListConstruct %int4, %int5, %int4 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten.upsample_trilinear3d %v, %s4, %true, %none, %none, %none : !torch.vtensor<[1,2,2,3,4],f32>, !torch.list<int>, !torch.bool, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[1,2,4,5,4],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[2,3,1],f32>, !torch.vtensor<[2,3,9],f32>, !torch.vtensor<[1,2,3,6,5],f32>, !torch.vtensor<[1,2,4,5,4],f32>
}

// -----

// Bicubic: four taps per dim, clamped at the borders.
// CHECK-LABEL: func.func @bicubic(
// CHECK-NOT: torch.aten.upsample_bicubic2d
func.func @bicubic(%x: !torch.vtensor<[1,2,4,5],f32>) -> (!torch.vtensor<[1,2,7,3],f32>, !torch.vtensor<[1,2,8,10],f32>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %int7 = torch.constant.int 7
  %int3 = torch.constant.int 3
  %s = torch.prim.ListConstruct %int7, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.upsample_bicubic2d %x, %s, %true, %none, %none : !torch.vtensor<[1,2,4,5],f32>, !torch.list<int>, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[1,2,7,3],f32>
  %f2 = torch.constant.float 2.000000e+00
  %sf = torch.prim.ListConstruct %f2, %f2 : (!torch.float, !torch.float) -> !torch.list<float>
  %1 = torch.aten.upsample_bicubic2d.vec %x, %none, %false, %sf : !torch.vtensor<[1,2,4,5],f32>, !torch.none, !torch.bool, !torch.list<float> -> !torch.vtensor<[1,2,8,10],f32>
  return %0, %1 : !torch.vtensor<[1,2,7,3],f32>, !torch.vtensor<[1,2,8,10],f32>
}

// -----

// A dynamic spatial dim is left alone (the taps are computed from static
// sizes).
// CHECK-LABEL: func.func @bilinear_dynamic_spatial(
// CHECK: torch.aten.upsample_bilinear2d.vec
func.func @bilinear_dynamic_spatial(%x: !torch.vtensor<[1,3,?,4],f32>) -> !torch.vtensor<[1,3,?,8],f32> {
  %false = torch.constant.bool false
  %none = torch.constant.none
  %f2 = torch.constant.float 2.000000e+00
  %s = torch.prim.ListConstruct %f2, %f2 : (!torch.float, !torch.float) -> !torch.list<float>
  %0 = torch.aten.upsample_bilinear2d.vec %x, %none, %false, %s : !torch.vtensor<[1,3,?,4],f32>, !torch.none, !torch.bool, !torch.list<float> -> !torch.vtensor<[1,3,?,8],f32>
  return %0 : !torch.vtensor<[1,3,?,8],f32>
}
