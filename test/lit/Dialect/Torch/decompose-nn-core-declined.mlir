// RUN: strata-opt %s --torch-decompose-complex-ops -split-input-file | FileCheck %s

// Core ATen neural-network ops that torch-decompose-complex-ops leaves
// alone: programs PyTorch rejects or that draw random numbers (the
// interpreter cannot run them, so they are outside the differential
// check of decompose-nn-core.mlir).

// Reflection padding as large as the dim is rejected by PyTorch: left alone.
// CHECK-LABEL: func.func @reflection_pad_too_large(
// CHECK: torch.aten.reflection_pad1d
func.func @reflection_pad_too_large(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,9],f32> {
  %int3 = torch.constant.int 3
  %p = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.reflection_pad1d %x, %p : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,9],f32>
  return %0 : !torch.vtensor<[2,9],f32>
}

// -----

// Training draws a random mask: left alone.
// CHECK-LABEL: func.func @native_dropout_train(
// CHECK: torch.aten.native_dropout
func.func @native_dropout_train(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %p = torch.constant.float 5.000000e-01
  %true = torch.constant.bool true
  %0:2 = torch.aten.native_dropout %x, %p, %true : !torch.vtensor<[2,3],f32>, !torch.float, !torch.bool -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],i1>
  return %0#0 : !torch.vtensor<[2,3],f32>
}

// -----

// is_contiguous(channels_last) asks about another layout: left alone.
// CHECK-LABEL: func.func @sym_is_contiguous_channels_last(
// CHECK: torch.aten.sym_is_contiguous
func.func @sym_is_contiguous_channels_last(%x: !torch.vtensor<[1,3,2,2],f32>) -> !torch.bool {
  %int2 = torch.constant.int 2
  %0 = torch.aten.sym_is_contiguous %x, %int2 : !torch.vtensor<[1,3,2,2],f32>, !torch.int -> !torch.bool
  return %0 : !torch.bool
}

// -----

// Bicubic grid sampling (mode 2) is not decomposed.
// CHECK-LABEL: func.func @grid_sampler_bicubic(
// CHECK: torch.aten.grid_sampler_2d
func.func @grid_sampler_bicubic(%x: !torch.vtensor<[1,1,3,3],f32>, %g: !torch.vtensor<[1,2,2,2],f32>) -> !torch.vtensor<[1,1,2,2],f32> {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %0 = torch.aten.grid_sampler_2d %x, %g, %int2, %int0, %false : !torch.vtensor<[1,1,3,3],f32>, !torch.vtensor<[1,2,2,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[1,1,2,2],f32>
  return %0 : !torch.vtensor<[1,1,2,2],f32>
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
