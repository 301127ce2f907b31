// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-decompose-complex-ops,torch-lower-to-backend-contract,torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// The core ATen neural-network ops (lowering/torchdecompose/nn_core.go
// and nn_backward.go), each checked against its torch semantics on random
// inputs after the decomposition and, lowered, after every pass down to
// loops.

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

// native_group_norm: all three results; a dynamic batch.
// CHECK-LABEL: func.func @native_group_norm(
// CHECK-NOT: torch.aten.native_group_norm
func.func @native_group_norm(%x: !torch.vtensor<[?,6,3,2],f32>, %w: !torch.vtensor<[6],f32>, %b: !torch.vtensor<[6],f32>) -> (!torch.vtensor<[?,6,3,2],f32>, !torch.vtensor<[?,2],f32>, !torch.vtensor<[?,2],f32>) {
  %int0 = torch.constant.int 0
  %n = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,6,3,2],f32>, !torch.int -> !torch.int
  %int6 = torch.constant.int 6
  %int6b = torch.constant.int 6
  %int2 = torch.constant.int 2
  %eps = torch.constant.float 1.000000e-05
  %0:3 = torch.aten.native_group_norm %x, %w, %b, %n, %int6, %int6b, %int2, %eps : !torch.vtensor<[?,6,3,2],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[?,6,3,2],f32>, !torch.vtensor<[?,2],f32>, !torch.vtensor<[?,2],f32>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[?,6,3,2],f32>, !torch.vtensor<[?,2],f32>, !torch.vtensor<[?,2],f32>
}

// -----

// Without affine parameters, f64, rank 3.
// CHECK-LABEL: func.func @native_group_norm_plain(
// CHECK-NOT: torch.aten.native_group_norm
func.func @native_group_norm_plain(%x: !torch.vtensor<[2,4,5],f64>) -> (!torch.vtensor<[2,4,5],f64>, !torch.vtensor<[2,4],f64>, !torch.vtensor<[2,4],f64>) {
  %none = torch.constant.none
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %int5 = torch.constant.int 5
  %eps = torch.constant.float 1.000000e-05
  %0:3 = torch.aten.native_group_norm %x, %none, %none, %int2, %int4, %int5, %int4, %eps : !torch.vtensor<[2,4,5],f64>, !torch.none, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,4,5],f64>, !torch.vtensor<[2,4],f64>, !torch.vtensor<[2,4],f64>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[2,4,5],f64>, !torch.vtensor<[2,4],f64>, !torch.vtensor<[2,4],f64>
}

// -----

// Reflection and replication padding of static dims: index_select with
// constant indices; negative amounts crop.
// CHECK-LABEL: func.func @boundary_pads(
// CHECK-NOT: torch.aten.reflection_pad
// CHECK-NOT: torch.aten.replication_pad
// CHECK-NOT: torch.aten.pad
func.func @boundary_pads(%x: !torch.vtensor<[2,3,4],f32>, %y: !torch.vtensor<[1,2,3,4],si64>, %z: !torch.vtensor<[1,2,2,3,4],f32>) -> (!torch.vtensor<[2,3,7],f32>, !torch.vtensor<[2,3,9],f32>, !torch.vtensor<[1,2,5,5],si64>, !torch.vtensor<[1,2,6,4],si64>, !torch.vtensor<[1,2,4,5,6],f32>, !torch.vtensor<[1,2,3,4,5],f32>, !torch.vtensor<[2,3,5],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int-1 = torch.constant.int -1
  %int-4 = torch.constant.int -4
  %int5 = torch.constant.int 5
  %p13 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.reflection_pad1d %x, %p13 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[2,3,7],f32>
  %p23 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.replication_pad1d %x, %p23 : !torch.vtensor<[2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[2,3,9],f32>
  %p4 = torch.prim.ListConstruct %int2, %int-1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.reflection_pad2d %y, %p4 : !torch.vtensor<[1,2,3,4],si64>, !torch.list<int> -> !torch.vtensor<[1,2,5,5],si64>
  %p5 = torch.prim.ListConstruct %int0, %int0, %int0, %int3 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten.replication_pad2d %y, %p5 : !torch.vtensor<[1,2,3,4],si64>, !torch.list<int> -> !torch.vtensor<[1,2,6,4],si64>
  %p6 = torch.prim.ListConstruct %int1, %int1, %int1, %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %4 = torch.aten.reflection_pad3d %z, %p6 : !torch.vtensor<[1,2,2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[1,2,4,5,6],f32>
  %p7 = torch.prim.ListConstruct %int0, %int1, %int0, %int1, %int0, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %5 = torch.aten.replication_pad3d %z, %p7 : !torch.vtensor<[1,2,2,3,4],f32>, !torch.list<int> -> !torch.vtensor<[1,2,3,4,5],f32>
  %str = torch.constant.str "replicate"
  %none = torch.constant.none
  %p8 = torch.prim.ListConstruct %int-4, %int5 : (!torch.int, !torch.int) -> !torch.list<int>
  %6 = torch.aten.pad %x, %p8, %str, %none : !torch.vtensor<[2,3,4],f32>, !torch.list<int>, !torch.str, !torch.none -> !torch.vtensor<[2,3,5],f32>
  return %0, %1, %2, %3, %4, %5, %6 : !torch.vtensor<[2,3,7],f32>, !torch.vtensor<[2,3,9],f32>, !torch.vtensor<[1,2,5,5],si64>, !torch.vtensor<[1,2,6,4],si64>, !torch.vtensor<[1,2,4,5,6],f32>, !torch.vtensor<[1,2,3,4,5],f32>, !torch.vtensor<[2,3,5],f32>
}

// -----

// A dynamic padded dim goes through pad (decompose_more.go).
// CHECK-LABEL: func.func @reflection_pad_dynamic(
// CHECK-NOT: torch.aten.reflection_pad2d
// CHECK-NOT: torch.aten.pad
// CHECK: torch.aten.cat
func.func @reflection_pad_dynamic(%x: !torch.vtensor<[1,?,?],f32>) -> !torch.vtensor<[1,?,?],f32> {
  %int1 = torch.constant.int 1
  %p = torch.prim.ListConstruct %int1, %int1, %int1, %int1 : (!torch.int, !torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.reflection_pad2d %x, %p : !torch.vtensor<[1,?,?],f32>, !torch.list<int> -> !torch.vtensor<[1,?,?],f32>
  return %0 : !torch.vtensor<[1,?,?],f32>
}

// -----

// native_dropout in inference: the input and an all-true mask.
// CHECK-LABEL: func.func @native_dropout_eval(
// CHECK-NOT: torch.aten.native_dropout
// CHECK: torch.aten.full
func.func @native_dropout_eval(%x: !torch.vtensor<[?,3],f32>) -> (!torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],i1>) {
  %p = torch.constant.float 5.000000e-01
  %false = torch.constant.bool false
  %0:2 = torch.aten.native_dropout %x, %p, %false : !torch.vtensor<[?,3],f32>, !torch.float, !torch.bool -> !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],i1>
  return %0#0, %0#1 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],i1>
}

// -----

// empty_strided is empty (the values are unspecified; fill it to compare).
// CHECK-LABEL: func.func @empty_strided(
// CHECK-NOT: torch.aten.empty_strided
// CHECK: torch.aten.empty.memory_format
func.func @empty_strided(%x: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %n = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,3],f32>, !torch.int -> !torch.int
  %size = torch.prim.ListConstruct %n, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %stride = torch.prim.ListConstruct %int3, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.empty_strided %size, %stride, %int6, %none, %none, %none : !torch.list<int>, !torch.list<int>, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[?,3],f32>
  %f = torch.constant.float 2.500000e+00
  %1 = torch.aten.fill.Scalar %0, %f : !torch.vtensor<[?,3],f32>, !torch.float -> !torch.vtensor<[?,3],f32>
  %2 = torch.aten.add.Tensor %1, %x, %int1 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>, !torch.int -> !torch.vtensor<[?,3],f32>
  return %2 : !torch.vtensor<[?,3],f32>
}

// -----

// Symbolic shape queries of a value tensor with a dynamic dim.
// CHECK-LABEL: func.func @sym_queries(
// CHECK-NOT: torch.aten.sym_
func.func @sym_queries(%x: !torch.vtensor<[2,?,4],f32>) -> (!torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.bool) {
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %0 = torch.aten.sym_size.int %x, %int1 : !torch.vtensor<[2,?,4],f32>, !torch.int -> !torch.int
  %1 = torch.aten.sym_numel %x : !torch.vtensor<[2,?,4],f32> -> !torch.int
  %int0 = torch.constant.int 0
  %2 = torch.aten.sym_stride.int %x, %int0 : !torch.vtensor<[2,?,4],f32>, !torch.int -> !torch.int
  %3 = torch.aten.sym_stride.int %x, %int-1 : !torch.vtensor<[2,?,4],f32>, !torch.int -> !torch.int
  %4 = torch.aten.sym_storage_offset %x : !torch.vtensor<[2,?,4],f32> -> !torch.int
  %5 = torch.aten.sym_is_contiguous %x, %int0 : !torch.vtensor<[2,?,4],f32>, !torch.int -> !torch.bool
  return %0, %1, %2, %3, %4, %5 : !torch.int, !torch.int, !torch.int, !torch.int, !torch.int, !torch.bool
}

// -----

// im2col (unfold) with padding, dilation and stride, a dynamic batch; an
// unbatched bool input.
// CHECK-LABEL: func.func @im2col(
// CHECK-NOT: torch.aten.im2col
func.func @im2col(%x: !torch.vtensor<[?,2,5,6],f32>, %m: !torch.vtensor<[2,4,4],i1>) -> (!torch.vtensor<[?,12,9],f32>, !torch.vtensor<[8,9],i1>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %k = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.im2col %x, %k, %d, %p, %s : !torch.vtensor<[?,2,5,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[?,12,9],f32>
  %k2 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %d1 = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %int0 = torch.constant.int 0
  %p0 = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.im2col %m, %k2, %d1, %p0, %d1 : !torch.vtensor<[2,4,4],i1>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[8,9],i1>
  return %0, %1 : !torch.vtensor<[?,12,9],f32>, !torch.vtensor<[8,9],i1>
}

// -----

// grid_sampler_2d in every mode: bilinear and nearest, zeros, border and
// reflection padding, with and without align_corners; the grid reaches
// past [-1, 1], and the batch and output sizes are dynamic.
// CHECK-LABEL: func.func @grid_sampler_2d(
// CHECK-NOT: torch.aten.grid_sampler_2d
// CHECK: torch.aten.gather
func.func @grid_sampler_2d(%x: !torch.vtensor<[?,2,3,4],f32>, %g0: !torch.vtensor<[?,?,5,2],f32>) -> (!torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %g = torch.aten.mul.Scalar %g0, %int3 : !torch.vtensor<[?,?,5,2],f32>, !torch.int -> !torch.vtensor<[?,?,5,2],f32>
  %0 = torch.aten.grid_sampler_2d %x, %g, %int0, %int0, %false : !torch.vtensor<[?,2,3,4],f32>, !torch.vtensor<[?,?,5,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[?,2,?,5],f32>
  %1 = torch.aten.grid_sampler_2d %x, %g, %int0, %int1, %true : !torch.vtensor<[?,2,3,4],f32>, !torch.vtensor<[?,?,5,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[?,2,?,5],f32>
  %2 = torch.aten.grid_sampler_2d %x, %g, %int0, %int2, %false : !torch.vtensor<[?,2,3,4],f32>, !torch.vtensor<[?,?,5,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[?,2,?,5],f32>
  %3 = torch.aten.grid_sampler_2d %x, %g, %int0, %int2, %true : !torch.vtensor<[?,2,3,4],f32>, !torch.vtensor<[?,?,5,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[?,2,?,5],f32>
  %4 = torch.aten.grid_sampler_2d %x, %g0, %int1, %int0, %true : !torch.vtensor<[?,2,3,4],f32>, !torch.vtensor<[?,?,5,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[?,2,?,5],f32>
  %5 = torch.aten.grid_sampler_2d %x, %g, %int1, %int2, %false : !torch.vtensor<[?,2,3,4],f32>, !torch.vtensor<[?,?,5,2],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[?,2,?,5],f32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>, !torch.vtensor<[?,2,?,5],f32>
}

// -----

// grid_sampler_3d (trilinear and nearest) and grid_sampler, f64; a
// spatial dim of size 1 reflects to 0.
// CHECK-LABEL: func.func @grid_sampler_3d(
// CHECK-NOT: torch.aten.grid_sampler
func.func @grid_sampler_3d(%x: !torch.vtensor<[2,2,1,3,4],f64>, %g0: !torch.vtensor<[2,3,2,2,3],f64>, %y: !torch.vtensor<[1,1,3,3],f64>, %h: !torch.vtensor<[1,2,2,2],f64>) -> (!torch.vtensor<[2,2,3,2,2],f64>, !torch.vtensor<[2,2,3,2,2],f64>, !torch.vtensor<[2,2,3,2,2],f64>, !torch.vtensor<[1,1,2,2],f64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %g = torch.aten.mul.Scalar %g0, %int2 : !torch.vtensor<[2,3,2,2,3],f64>, !torch.int -> !torch.vtensor<[2,3,2,2,3],f64>
  %0 = torch.aten.grid_sampler_3d %x, %g, %int0, %int0, %false : !torch.vtensor<[2,2,1,3,4],f64>, !torch.vtensor<[2,3,2,2,3],f64>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[2,2,3,2,2],f64>
  %1 = torch.aten.grid_sampler_3d %x, %g, %int0, %int2, %true : !torch.vtensor<[2,2,1,3,4],f64>, !torch.vtensor<[2,3,2,2,3],f64>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[2,2,3,2,2],f64>
  %2 = torch.aten.grid_sampler_3d %x, %g, %int1, %int1, %false : !torch.vtensor<[2,2,1,3,4],f64>, !torch.vtensor<[2,3,2,2,3],f64>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[2,2,3,2,2],f64>
  %3 = torch.aten.grid_sampler %y, %h, %int0, %int2, %false : !torch.vtensor<[1,1,3,3],f64>, !torch.vtensor<[1,2,2,2],f64>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[1,1,2,2],f64>
  return %0, %1, %2, %3 : !torch.vtensor<[2,2,3,2,2],f64>, !torch.vtensor<[2,2,3,2,2],f64>, !torch.vtensor<[2,2,3,2,2],f64>, !torch.vtensor<[1,1,2,2],f64>
}

// -----

// cdist for p = 0, 1, 2, 3 and inf, broadcast batch dims; _cdist_forward.
// CHECK-LABEL: func.func @cdist(
// CHECK-NOT: torch.aten.cdist
// CHECK-NOT: torch.aten._cdist_forward
func.func @cdist(%a: !torch.vtensor<[2,1,4,3],f32>, %b: !torch.vtensor<[3,5,3],f32>, %c: !torch.vtensor<[?,3],f64>) -> (!torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[?,?],f64>) {
  %p0 = torch.constant.float 0.000000e+00
  %p1 = torch.constant.float 1.000000e+00
  %p2 = torch.constant.float 2.000000e+00
  %p3 = torch.constant.float 3.000000e+00
  %pinf = torch.constant.float 0x7FF0000000000000
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %ar = torch.aten.round %a : !torch.vtensor<[2,1,4,3],f32> -> !torch.vtensor<[2,1,4,3],f32>
  %br = torch.aten.round %b : !torch.vtensor<[3,5,3],f32> -> !torch.vtensor<[3,5,3],f32>
  %0 = torch.aten.cdist %ar, %br, %p0, %none : !torch.vtensor<[2,1,4,3],f32>, !torch.vtensor<[3,5,3],f32>, !torch.float, !torch.none -> !torch.vtensor<[2,3,4,5],f32>
  %1 = torch.aten.cdist %a, %b, %p1, %none : !torch.vtensor<[2,1,4,3],f32>, !torch.vtensor<[3,5,3],f32>, !torch.float, !torch.none -> !torch.vtensor<[2,3,4,5],f32>
  %2 = torch.aten.cdist %a, %b, %p2, %int1 : !torch.vtensor<[2,1,4,3],f32>, !torch.vtensor<[3,5,3],f32>, !torch.float, !torch.int -> !torch.vtensor<[2,3,4,5],f32>
  %3 = torch.aten.cdist %a, %b, %p3, %none : !torch.vtensor<[2,1,4,3],f32>, !torch.vtensor<[3,5,3],f32>, !torch.float, !torch.none -> !torch.vtensor<[2,3,4,5],f32>
  %4 = torch.aten.cdist %a, %b, %pinf, %none : !torch.vtensor<[2,1,4,3],f32>, !torch.vtensor<[3,5,3],f32>, !torch.float, !torch.none -> !torch.vtensor<[2,3,4,5],f32>
  %5 = torch.aten._cdist_forward %c, %c, %p2, %none : !torch.vtensor<[?,3],f64>, !torch.vtensor<[?,3],f64>, !torch.float, !torch.none -> !torch.vtensor<[?,?],f64>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[2,3,4,5],f32>, !torch.vtensor<[?,?],f64>
}

// -----

// pdist: the upper triangle of the pairwise distances; one row gives none.
// CHECK-LABEL: func.func @pdist(
// CHECK-NOT: torch.aten.pdist
// CHECK-NOT: torch.aten._pdist_forward
func.func @pdist(%x: !torch.vtensor<[4,3],f32>, %y: !torch.vtensor<[1,5],f64>) -> (!torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[0],f64>) {
  %p1 = torch.constant.float 1.000000e+00
  %p2 = torch.constant.float 2.000000e+00
  %0 = torch.aten.pdist %x, %p2 : !torch.vtensor<[4,3],f32>, !torch.float -> !torch.vtensor<[6],f32>
  %1 = torch.aten._pdist_forward %x, %p1 : !torch.vtensor<[4,3],f32>, !torch.float -> !torch.vtensor<[6],f32>
  %2 = torch.aten.pdist %y, %p2 : !torch.vtensor<[1,5],f64>, !torch.float -> !torch.vtensor<[0],f64>
  return %0, %1, %2 : !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[0],f64>
}

// -----

// embedding_bag in its three modes over constant indices and offsets
// (an empty bag, a padding index, per-sample weights, include_last_offset),
// every result of the max mode.
// CHECK-LABEL: func.func @embedding_bag(
// CHECK-NOT: torch.aten.embedding_bag
// CHECK-NOT: torch.aten._embedding_bag
func.func @embedding_bag(%w: !torch.vtensor<[5,?],f32>, %psw: !torch.vtensor<[7],f32>) -> (!torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[3,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4,?],si64>, !torch.vtensor<[1,?],f32>) {
  %idx = torch.vtensor.literal(dense<[1, 0, 4, 2, 2, 3, 0]> : tensor<7xsi64>) : !torch.vtensor<[7],si64>
  %offs = torch.vtensor.literal(dense<[0, 2, 2, 5]> : tensor<4xsi64>) : !torch.vtensor<[4],si64>
  %one = torch.vtensor.literal(dense<[0]> : tensor<1xsi32>) : !torch.vtensor<[1],si32>
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %none = torch.constant.none
  %0:4 = torch.aten._embedding_bag %w, %idx, %offs, %false, %int0, %false, %psw, %false, %int2 : !torch.vtensor<[5,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.int, !torch.bool, !torch.vtensor<[7],f32>, !torch.bool, !torch.int -> !torch.vtensor<[4,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>
  %1:4 = torch.aten.embedding_bag.padding_idx %w, %idx, %offs, %false, %int1, %false, %none, %false, %int0 : !torch.vtensor<[5,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[4,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>
  %2:4 = torch.aten.embedding_bag %w, %idx, %offs, %false, %int1, %false, %none, %true : !torch.vtensor<[5,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool -> !torch.vtensor<[3,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>
  %3:4 = torch.aten._embedding_bag %w, %idx, %offs, %false, %int2, %false, %none, %false, %int2 : !torch.vtensor<[5,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[4],si64>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[4,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4,?],si64>
  %4:4 = torch.aten.embedding_bag.padding_idx %w, %idx, %one, %false, %int1, %false, %none, %false, %int0 : !torch.vtensor<[5,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[1],si32>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[1,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[1],si64>, !torch.vtensor<[1],si64>
  return %0#0, %1#0, %2#0, %3#0, %3#1, %3#2, %3#3, %4#0 : !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[3,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[7],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4,?],si64>, !torch.vtensor<[1,?],f32>
}

// -----

// _embedding_bag_forward_only, sum mode, si32 indices.
// CHECK-LABEL: func.func @embedding_bag_forward_only(
// CHECK-NOT: torch.aten._embedding_bag_forward_only
func.func @embedding_bag_forward_only(%w: !torch.vtensor<[6,2],f64>) -> !torch.vtensor<[2,2],f64> {
  %idx = torch.vtensor.literal(dense<[5, 0, 3]> : tensor<3xsi32>) : !torch.vtensor<[3],si32>
  %offs = torch.vtensor.literal(dense<[0, 1]> : tensor<2xsi32>) : !torch.vtensor<[2],si32>
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0:4 = torch.aten._embedding_bag_forward_only %w, %idx, %offs, %false, %int0, %false, %none, %false, %int-1 : !torch.vtensor<[6,2],f64>, !torch.vtensor<[3],si32>, !torch.vtensor<[2],si32>, !torch.bool, !torch.int, !torch.bool, !torch.none, !torch.bool, !torch.int -> !torch.vtensor<[2,2],f64>, !torch.vtensor<[3],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],si64>
  return %0#0 : !torch.vtensor<[2,2],f64>
}

// -----

// max_pool2d_with_indices_backward: the forward's indices route the
// gradient (overlapping windows share maxima); a dynamic batch.
// CHECK-LABEL: func.func @max_pool2d_backward(
// CHECK-NOT: torch.aten.max_pool2d_with_indices_backward
// CHECK: torch.aten.scatter_add
func.func @max_pool2d_backward(%x: !torch.vtensor<[?,2,5,5],f32>, %dy: !torch.vtensor<[?,2,3,3],f32>) -> !torch.vtensor<[?,2,5,5],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %false = torch.constant.bool false
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0:2 = torch.aten.max_pool2d_with_indices %x, %k, %s, %p, %d, %false : !torch.vtensor<[?,2,5,5],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool -> !torch.vtensor<[?,2,3,3],f32>, !torch.vtensor<[?,2,3,3],si64>
  %1 = torch.aten.max_pool2d_with_indices_backward %dy, %x, %k, %s, %p, %d, %false, %0#1 : !torch.vtensor<[?,2,3,3],f32>, !torch.vtensor<[?,2,5,5],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.vtensor<[?,2,3,3],si64> -> !torch.vtensor<[?,2,5,5],f32>
  return %1 : !torch.vtensor<[?,2,5,5],f32>
}

// -----

// embedding_dense_backward with a padding index and with frequency scaling.
// CHECK-LABEL: func.func @embedding_dense_backward(
// CHECK-NOT: torch.aten.embedding_dense_backward
func.func @embedding_dense_backward(%dy: !torch.vtensor<[2,3,4],f32>) -> (!torch.vtensor<[5,4],f32>, !torch.vtensor<[5,4],f32>) {
  %idx = torch.vtensor.literal(dense<[[1, 0, 4], [1, 1, 3]]> : tensor<2x3xsi64>) : !torch.vtensor<[2,3],si64>
  %int5 = torch.constant.int 5
  %int1 = torch.constant.int 1
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %0 = torch.aten.embedding_dense_backward %dy, %idx, %int5, %int1, %false : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3],si64>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[5,4],f32>
  %1 = torch.aten.embedding_dense_backward %dy, %idx, %int5, %int-1, %true : !torch.vtensor<[2,3,4],f32>, !torch.vtensor<[2,3],si64>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[5,4],f32>
  return %0, %1 : !torch.vtensor<[5,4],f32>, !torch.vtensor<[5,4],f32>
}

// -----

// native_layer_norm_backward from the forward's statistics: all three
// results, then the input gradient alone without affine parameters.
// CHECK-LABEL: func.func @layer_norm_backward(
// CHECK-NOT: torch.aten.native_layer_norm_backward
func.func @layer_norm_backward(%x: !torch.vtensor<[?,3,4],f32>, %dy: !torch.vtensor<[?,3,4],f32>, %w: !torch.vtensor<[3,4],f32>, %b: !torch.vtensor<[3,4],f32>) -> (!torch.vtensor<[?,3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[?,3,4],f32>) {
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %eps = torch.constant.float 1.000000e-05
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %ns = torch.prim.ListConstruct %int3, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %0:3 = torch.aten.native_layer_norm %x, %ns, %w, %b, %eps : !torch.vtensor<[?,3,4],f32>, !torch.list<int>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.float -> !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,1,1],f32>, !torch.vtensor<[?,1,1],f32>
  %m = torch.prim.ListConstruct %true, %true, %true : (!torch.bool, !torch.bool, !torch.bool) -> !torch.list<bool>
  %1:3 = torch.aten.native_layer_norm_backward %dy, %x, %ns, %0#1, %0#2, %w, %b, %m : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>, !torch.list<int>, !torch.vtensor<[?,1,1],f32>, !torch.vtensor<[?,1,1],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.list<bool> -> !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>
  %m2 = torch.prim.ListConstruct %true, %false, %false : (!torch.bool, !torch.bool, !torch.bool) -> !torch.list<bool>
  %2:3 = torch.aten.native_layer_norm_backward %dy, %x, %ns, %0#1, %0#2, %none, %none, %m2 : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>, !torch.list<int>, !torch.vtensor<[?,1,1],f32>, !torch.vtensor<[?,1,1],f32>, !torch.none, !torch.none, !torch.list<bool> -> !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
  return %1#0, %1#1, %1#2, %2#0 : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[3,4],f32>, !torch.vtensor<[?,3,4],f32>
}

// -----

// native_group_norm_backward from the forward's statistics, f64.
// CHECK-LABEL: func.func @group_norm_backward(
// CHECK-NOT: torch.aten.native_group_norm_backward
func.func @group_norm_backward(%x: !torch.vtensor<[2,4,3,2],f64>, %dy: !torch.vtensor<[2,4,3,2],f64>, %w: !torch.vtensor<[4],f64>, %b: !torch.vtensor<[4],f64>) -> (!torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[4],f64>, !torch.vtensor<[4],f64>, !torch.vtensor<[2,4,3,2],f64>) {
  %int2 = torch.constant.int 2
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %eps = torch.constant.float 1.000000e-05
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0:3 = torch.aten.native_group_norm %x, %w, %b, %int2, %int4, %int6, %int2, %eps : !torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[4],f64>, !torch.vtensor<[4],f64>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[2,2],f64>, !torch.vtensor<[2,2],f64>
  %m = torch.prim.ListConstruct %true, %true, %true : (!torch.bool, !torch.bool, !torch.bool) -> !torch.list<bool>
  %1:3 = torch.aten.native_group_norm_backward %dy, %x, %0#1, %0#2, %w, %int2, %int4, %int6, %int2, %m : !torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[2,2],f64>, !torch.vtensor<[2,2],f64>, !torch.vtensor<[4],f64>, !torch.int, !torch.int, !torch.int, !torch.int, !torch.list<bool> -> !torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[4],f64>, !torch.vtensor<[4],f64>
  %m2 = torch.prim.ListConstruct %true, %false, %true : (!torch.bool, !torch.bool, !torch.bool) -> !torch.list<bool>
  %2:3 = torch.aten.native_group_norm_backward %dy, %x, %0#1, %0#2, %none, %int2, %int4, %int6, %int2, %m2 : !torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[2,2],f64>, !torch.vtensor<[2,2],f64>, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.list<bool> -> !torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[4],f64>, !torch.vtensor<[4],f64>
  return %1#0, %1#1, %1#2, %2#0 : !torch.vtensor<[2,4,3,2],f64>, !torch.vtensor<[4],f64>, !torch.vtensor<[4],f64>, !torch.vtensor<[2,4,3,2],f64>
}

// -----

// avg_pool2d_backward (padding counted or not, a divisor override, ceil
// mode) and _adaptive_avg_pool2d_backward (overlapping windows), unbatched
// and batched.
// CHECK-LABEL: func.func @avg_pool2d_backward(
// CHECK-NOT: torch.aten.avg_pool2d_backward
// CHECK-NOT: torch.aten._adaptive_avg_pool2d_backward
func.func @avg_pool2d_backward(%x: !torch.vtensor<[2,5,6],f32>, %dy: !torch.vtensor<[2,3,3],f32>, %dy2: !torch.vtensor<[2,3,3],f32>, %x4: !torch.vtensor<[?,2,5,7],f32>, %da: !torch.vtensor<[?,2,3,4],f32>) -> (!torch.vtensor<[2,5,6],f32>, !torch.vtensor<[2,5,6],f32>, !torch.vtensor<[2,5,6],f32>, !torch.vtensor<[?,2,5,7],f32>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int5 = torch.constant.int 5
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %k = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.avg_pool2d_backward %dy, %x, %k, %s, %p, %false, %true, %none : !torch.vtensor<[2,3,3],f32>, !torch.vtensor<[2,5,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,5,6],f32>
  %1 = torch.aten.avg_pool2d_backward %dy, %x, %k, %s, %p, %false, %false, %int5 : !torch.vtensor<[2,3,3],f32>, !torch.vtensor<[2,5,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.int -> !torch.vtensor<[2,5,6],f32>
  %k2 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %p0 = torch.prim.ListConstruct : () -> !torch.list<int>
  %int0 = torch.constant.int 0
  %pz = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.avg_pool2d_backward %dy2, %x, %k2, %p0, %pz, %true, %false, %none : !torch.vtensor<[2,3,3],f32>, !torch.vtensor<[2,5,6],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[2,5,6],f32>
  %3 = torch.aten._adaptive_avg_pool2d_backward %da, %x4 : !torch.vtensor<[?,2,3,4],f32>, !torch.vtensor<[?,2,5,7],f32> -> !torch.vtensor<[?,2,5,7],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[2,5,6],f32>, !torch.vtensor<[2,5,6],f32>, !torch.vtensor<[2,5,6],f32>, !torch.vtensor<[?,2,5,7],f32>
}

// -----

// convolution_backward: 2-d with stride, padding, dilation and groups;
// 1-d with the weight gradient alone.
// CHECK-LABEL: func.func @convolution_backward(
// CHECK-NOT: torch.aten.convolution_backward
func.func @convolution_backward(%x: !torch.vtensor<[2,4,7,6],f32>, %w: !torch.vtensor<[6,2,3,2],f32>, %dy: !torch.vtensor<[2,6,3,5],f32>, %x1: !torch.vtensor<[3,2,8],f64>, %w1: !torch.vtensor<[4,2,3],f64>, %dy1: !torch.vtensor<[3,4,6],f64>) -> (!torch.vtensor<[2,4,7,6],f32>, !torch.vtensor<[6,2,3,2],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[4,2,3],f64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int6 = torch.constant.int 6
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %bs = torch.prim.ListConstruct %int6 : (!torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %op = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %m = torch.prim.ListConstruct %true, %true, %true : (!torch.bool, !torch.bool, !torch.bool) -> !torch.list<bool>
  %0:3 = torch.aten.convolution_backward %dy, %x, %w, %bs, %s, %p, %d, %false, %op, %int2, %m : !torch.vtensor<[2,6,3,5],f32>, !torch.vtensor<[2,4,7,6],f32>, !torch.vtensor<[6,2,3,2],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int, !torch.list<bool> -> !torch.vtensor<[2,4,7,6],f32>, !torch.vtensor<[6,2,3,2],f32>, !torch.vtensor<[6],f32>
  %s1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %p1 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %o1 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %m1 = torch.prim.ListConstruct %false, %true, %false : (!torch.bool, !torch.bool, !torch.bool) -> !torch.list<bool>
  %1:3 = torch.aten.convolution_backward %dy1, %x1, %w1, %none, %s1, %p1, %s1, %false, %o1, %int1, %m1 : !torch.vtensor<[3,4,6],f64>, !torch.vtensor<[3,2,8],f64>, !torch.vtensor<[4,2,3],f64>, !torch.none, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.bool, !torch.list<int>, !torch.int, !torch.list<bool> -> !torch.vtensor<[0],f64>, !torch.vtensor<[4,2,3],f64>, !torch.vtensor<[0],f64>
  return %0#0, %0#1, %0#2, %1#1 : !torch.vtensor<[2,4,7,6],f32>, !torch.vtensor<[6,2,3,2],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[4,2,3],f64>
}

// -----

// Antialiased bilinear and bicubic: downsampling widens the filter,
// upsampling is plain; align_corners and scale factors.
// CHECK-LABEL: func.func @upsample_aa(
// CHECK-NOT: torch.aten._upsample_bilinear2d_aa
// CHECK-NOT: torch.aten._upsample_bicubic2d_aa
func.func @upsample_aa(%x: !torch.vtensor<[?,2,10,7],f32>, %y: !torch.vtensor<[1,1,4,5],f64>) -> (!torch.vtensor<[?,2,3,3],f32>, !torch.vtensor<[?,2,4,9],f32>, !torch.vtensor<[?,2,3,5],f32>, !torch.vtensor<[1,1,8,2],f64>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int9 = torch.constant.int 9
  %s33 = torch.prim.ListConstruct %int3, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten._upsample_bilinear2d_aa.vec %x, %s33, %false, %none : !torch.vtensor<[?,2,10,7],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,2,3,3],f32>
  %s49 = torch.prim.ListConstruct %int4, %int9 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten._upsample_bilinear2d_aa %x, %s49, %true, %none, %none : !torch.vtensor<[?,2,10,7],f32>, !torch.list<int>, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[?,2,4,9],f32>
  %f03 = torch.constant.float 3.000000e-01
  %f07 = torch.constant.float 7.500000e-01
  %sf = torch.prim.ListConstruct %f03, %f07 : (!torch.float, !torch.float) -> !torch.list<float>
  %2 = torch.aten._upsample_bicubic2d_aa.vec %x, %none, %false, %sf : !torch.vtensor<[?,2,10,7],f32>, !torch.none, !torch.bool, !torch.list<float> -> !torch.vtensor<[?,2,3,5],f32>
  %int8 = torch.constant.int 8
  %int2 = torch.constant.int 2
  %s82 = torch.prim.ListConstruct %int8, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten._upsample_bicubic2d_aa %y, %s82, %true, %none, %none : !torch.vtensor<[1,1,4,5],f64>, !torch.list<int>, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[1,1,8,2],f64>
  return %0, %1, %2, %3 : !torch.vtensor<[?,2,3,3],f32>, !torch.vtensor<[?,2,4,9],f32>, !torch.vtensor<[?,2,3,5],f32>, !torch.vtensor<[1,1,8,2],f64>
}

// -----

// col2im (fold) with padding, dilation and stride, batched and unbatched;
// overlapping blocks add up.
// CHECK-LABEL: func.func @col2im(
// CHECK-NOT: torch.aten.col2im
// CHECK: torch.aten.slice_scatter
func.func @col2im(%x: !torch.vtensor<[?,12,9],f32>, %u: !torch.vtensor<[8,9],f64>) -> (!torch.vtensor<[?,2,5,6],f32>, !torch.vtensor<[2,4,4],f64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int5 = torch.constant.int 5
  %int6 = torch.constant.int 6
  %size = torch.prim.ListConstruct %int5, %int6 : (!torch.int, !torch.int) -> !torch.list<int>
  %k = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int2, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %p = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %s = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.col2im %x, %size, %k, %d, %p, %s : !torch.vtensor<[?,12,9],f32>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[?,2,5,6],f32>
  %size4 = torch.prim.ListConstruct %int4, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %k2 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %one = torch.prim.ListConstruct %int1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %zero = torch.prim.ListConstruct %int0, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.col2im %u, %size4, %k2, %one, %zero, %one : !torch.vtensor<[8,9],f64>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int>, !torch.list<int> -> !torch.vtensor<[2,4,4],f64>
  return %0, %1 : !torch.vtensor<[?,2,5,6],f32>, !torch.vtensor<[2,4,4],f64>
}

// -----

// Nearest-exact upsampling over 1, 2 and 3 dims, by size and by scale
// factor, u8 and f32.
// CHECK-LABEL: func.func @nearest_exact(
// CHECK-NOT: torch.aten._upsample_nearest_exact
func.func @nearest_exact(%x: !torch.vtensor<[?,2,5],ui8>, %y: !torch.vtensor<[1,2,3,4],f32>, %z: !torch.vtensor<[1,1,2,3,4],f32>) -> (!torch.vtensor<[?,2,8],ui8>, !torch.vtensor<[?,2,2],ui8>, !torch.vtensor<[1,2,5,2],f32>, !torch.vtensor<[1,1,3,4,6],f32>) {
  %none = torch.constant.none
  %int8 = torch.constant.int 8
  %s8 = torch.prim.ListConstruct %int8 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten._upsample_nearest_exact1d.vec %x, %s8, %none : !torch.vtensor<[?,2,5],ui8>, !torch.list<int>, !torch.none -> !torch.vtensor<[?,2,8],ui8>
  %int2 = torch.constant.int 2
  %s2 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %1 = torch.aten._upsample_nearest_exact1d %x, %s2, %none : !torch.vtensor<[?,2,5],ui8>, !torch.list<int>, !torch.none -> !torch.vtensor<[?,2,2],ui8>
  %f17 = torch.constant.float 1.700000e+00
  %f06 = torch.constant.float 6.000000e-01
  %sf = torch.prim.ListConstruct %f17, %f06 : (!torch.float, !torch.float) -> !torch.list<float>
  %2 = torch.aten._upsample_nearest_exact2d.vec %y, %none, %sf : !torch.vtensor<[1,2,3,4],f32>, !torch.none, !torch.list<float> -> !torch.vtensor<[1,2,5,2],f32>
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %s3 = torch.prim.ListConstruct %int3, %int4, %int6 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten._upsample_nearest_exact3d %z, %s3, %none, %none, %none : !torch.vtensor<[1,1,2,3,4],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[1,1,3,4,6],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[?,2,8],ui8>, !torch.vtensor<[?,2,2],ui8>, !torch.vtensor<[1,2,5,2],f32>, !torch.vtensor<[1,1,3,4,6],f32>
}

// -----

// The remaining nearest-exact overloads.
// CHECK-LABEL: func.func @nearest_exact_more(
// CHECK-NOT: torch.aten._upsample_nearest_exact
func.func @nearest_exact_more(%y: !torch.vtensor<[1,2,3,4],si64>, %z: !torch.vtensor<[1,1,2,3,4],f64>) -> (!torch.vtensor<[1,2,6,3],si64>, !torch.vtensor<[1,1,4,6,8],f64>) {
  %none = torch.constant.none
  %int6 = torch.constant.int 6
  %int3 = torch.constant.int 3
  %s = torch.prim.ListConstruct %int6, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten._upsample_nearest_exact2d %y, %s, %none, %none : !torch.vtensor<[1,2,3,4],si64>, !torch.list<int>, !torch.none, !torch.none -> !torch.vtensor<[1,2,6,3],si64>
  %f2 = torch.constant.float 2.000000e+00
  %sf = torch.prim.ListConstruct %f2, %f2, %f2 : (!torch.float, !torch.float, !torch.float) -> !torch.list<float>
  %1 = torch.aten._upsample_nearest_exact3d.vec %z, %none, %sf : !torch.vtensor<[1,1,2,3,4],f64>, !torch.none, !torch.list<float> -> !torch.vtensor<[1,1,4,6,8],f64>
  return %0, %1 : !torch.vtensor<[1,2,6,3],si64>, !torch.vtensor<[1,1,4,6,8],f64>
}

// -----

// _softmax_backward_data and _log_softmax_backward_data from the forward
// outputs; rank 0 reduces its one element.
// CHECK-LABEL: func.func @softmax_backward(
// CHECK-NOT: torch.aten._softmax_backward_data
// CHECK-NOT: torch.aten._log_softmax_backward_data
func.func @softmax_backward(%x: !torch.vtensor<[?,5],f32>, %g: !torch.vtensor<[?,5],f32>, %s: !torch.vtensor<[],f64>, %gs: !torch.vtensor<[],f64>) -> (!torch.vtensor<[?,5],f32>, !torch.vtensor<[?,5],f32>, !torch.vtensor<[],f64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int6 = torch.constant.int 6
  %int7 = torch.constant.int 7
  %false = torch.constant.bool false
  %y = torch.aten._softmax %x, %int1, %false : !torch.vtensor<[?,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,5],f32>
  %0 = torch.aten._softmax_backward_data %g, %y, %int1, %int6 : !torch.vtensor<[?,5],f32>, !torch.vtensor<[?,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,5],f32>
  %ly = torch.aten._log_softmax %x, %int0, %false : !torch.vtensor<[?,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?,5],f32>
  %1 = torch.aten._log_softmax_backward_data %g, %ly, %int0, %int6 : !torch.vtensor<[?,5],f32>, !torch.vtensor<[?,5],f32>, !torch.int, !torch.int -> !torch.vtensor<[?,5],f32>
  %sy = torch.aten._softmax %s, %int0, %false : !torch.vtensor<[],f64>, !torch.int, !torch.bool -> !torch.vtensor<[],f64>
  %2 = torch.aten._softmax_backward_data %gs, %sy, %int0, %int7 : !torch.vtensor<[],f64>, !torch.vtensor<[],f64>, !torch.int, !torch.int -> !torch.vtensor<[],f64>
  return %0, %1, %2 : !torch.vtensor<[?,5],f32>, !torch.vtensor<[?,5],f32>, !torch.vtensor<[],f64>
}

// -----

// batch_norm in training and instance_norm normalize with the input's own
// statistics; instance_norm without them is batch_norm in inference.
// CHECK-LABEL: func.func @batch_statistics(
// CHECK-NOT: torch.aten.batch_norm
// CHECK-NOT: torch.aten.instance_norm
func.func @batch_statistics(%x: !torch.vtensor<[?,3,4],f32>, %w: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>, %rm: !torch.vtensor<[3],f32>, %rv0: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %momentum = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %rv = torch.aten.abs %rv0 : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  %0 = torch.aten.batch_norm %x, %w, %b, %rm, %rv, %true, %momentum, %eps, %false : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[?,3,4],f32>
  %1 = torch.aten.batch_norm %x, %none, %none, %none, %none, %true, %momentum, %eps, %false : !torch.vtensor<[?,3,4],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[?,3,4],f32>
  %2 = torch.aten.instance_norm %x, %w, %b, %none, %none, %true, %momentum, %eps, %false : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.none, !torch.none, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[?,3,4],f32>
  %3 = torch.aten.instance_norm %x, %w, %b, %rm, %rv, %false, %momentum, %eps, %false : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[?,3,4],f32>
  return %0, %1, %2, %3 : !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>, !torch.vtensor<[?,3,4],f32>
}

// -----

// uint8 resampling: integer weights, rounding and clamping per pass
// (bicubic overshoots), an unchanged dim skipped, a dynamic batch.
// CHECK-LABEL: func.func @upsample_u8(
// CHECK-NOT: torch.aten.upsample_
// CHECK-NOT: torch.aten._upsample_
func.func @upsample_u8(%x: !torch.vtensor<[?,2,5,6],ui8>) -> (!torch.vtensor<[?,2,8,9],ui8>, !torch.vtensor<[?,2,5,11],ui8>, !torch.vtensor<[?,2,7,4],ui8>, !torch.vtensor<[?,2,2,3],ui8>, !torch.vtensor<[?,2,3,2],ui8>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int5 = torch.constant.int 5
  %int7 = torch.constant.int 7
  %int8 = torch.constant.int 8
  %int9 = torch.constant.int 9
  %int11 = torch.constant.int 11
  %s0 = torch.prim.ListConstruct %int8, %int9 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.upsample_bilinear2d.vec %x, %s0, %false, %none : !torch.vtensor<[?,2,5,6],ui8>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,2,8,9],ui8>
  %s1 = torch.prim.ListConstruct %int5, %int11 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.upsample_bilinear2d %x, %s1, %true, %none, %none : !torch.vtensor<[?,2,5,6],ui8>, !torch.list<int>, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[?,2,5,11],ui8>
  %s2 = torch.prim.ListConstruct %int7, %int4 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.upsample_bicubic2d.vec %x, %s2, %false, %none : !torch.vtensor<[?,2,5,6],ui8>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,2,7,4],ui8>
  %s3 = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %3 = torch.aten._upsample_bilinear2d_aa.vec %x, %s3, %false, %none : !torch.vtensor<[?,2,5,6],ui8>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?,2,2,3],ui8>
  %s4 = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %4 = torch.aten._upsample_bicubic2d_aa %x, %s4, %true, %none, %none : !torch.vtensor<[?,2,5,6],ui8>, !torch.list<int>, !torch.bool, !torch.none, !torch.none -> !torch.vtensor<[?,2,3,2],ui8>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[?,2,8,9],ui8>, !torch.vtensor<[?,2,5,11],ui8>, !torch.vtensor<[?,2,7,4],ui8>, !torch.vtensor<[?,2,2,3],ui8>, !torch.vtensor<[?,2,3,2],ui8>
}
