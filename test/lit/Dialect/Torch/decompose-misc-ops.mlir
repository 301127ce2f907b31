// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s

// The decompositions of misc_ops.go, each differentially checked: the
// interpreter runs every function with the torch ops' own semantics
// before torch-decompose-complex-ops and after it, on the same random
// inputs (dynamic dims of size 3), and the results must agree
// (lowering/torchdecompose's TestDecompositionsPreserveResults runs this
// file too). Index operands are literals, in range.

// CHECK-LABEL: func.func @index_add(
// CHECK-NOT: torch.aten.index_add
// CHECK: torch.aten.expand
// CHECK: torch.aten.scatter_add
func.func @index_add(%x: !torch.vtensor<[?,3],f32>, %s: !torch.vtensor<[?,4],f32>) -> !torch.vtensor<[?,3],f32> {
  %i = torch.vtensor.literal(dense<[2, 0, 2, 1]> : tensor<4xsi64>) : !torch.vtensor<[4],si64>
  %int1 = torch.constant.int 1
  %int-2 = torch.constant.int -2
  %0 = torch.aten.index_add %x, %int1, %i, %s, %int-2 : !torch.vtensor<[?,3],f32>, !torch.int, !torch.vtensor<[4],si64>, !torch.vtensor<[?,4],f32>, !torch.int -> !torch.vtensor<[?,3],f32>
  return %0 : !torch.vtensor<[?,3],f32>
}

// -----

// Rank 0: the tensors are read as [1].
// CHECK-LABEL: func.func @index_add_rank0(
// CHECK-NOT: torch.aten.index_add
// CHECK: torch.aten.scatter_add
func.func @index_add_rank0(%x: !torch.vtensor<[],si32>, %s: !torch.vtensor<[],si32>) -> !torch.vtensor<[],si32> {
  %i = torch.vtensor.literal(dense<[0]> : tensor<1xsi64>) : !torch.vtensor<[1],si64>
  %int0 = torch.constant.int 0
  %int3 = torch.constant.int 3
  %0 = torch.aten.index_add %x, %int0, %i, %s, %int3 : !torch.vtensor<[],si32>, !torch.int, !torch.vtensor<[1],si64>, !torch.vtensor<[],si32>, !torch.int -> !torch.vtensor<[],si32>
  return %0 : !torch.vtensor<[],si32>
}

// -----

// CHECK-LABEL: func.func @index_copy(
// CHECK-NOT: torch.aten.index_copy
// CHECK: torch.aten.scatter.src
func.func @index_copy(%x: !torch.vtensor<[5,?],f64>, %s: !torch.vtensor<[2,?],f64>) -> !torch.vtensor<[5,?],f64> {
  %i = torch.vtensor.literal(dense<[4, 1]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %int0 = torch.constant.int 0
  %0 = torch.aten.index_copy %x, %int0, %i, %s : !torch.vtensor<[5,?],f64>, !torch.int, !torch.vtensor<[2],si64>, !torch.vtensor<[2,?],f64> -> !torch.vtensor<[5,?],f64>
  return %0 : !torch.vtensor<[5,?],f64>
}

// -----

// Negative indices count from the end; a dynamic dim.
// CHECK-LABEL: func.func @index_fill_scalar(
// CHECK-NOT: torch.aten.index_fill
// CHECK: torch.aten.remainder.Scalar
// CHECK: torch.aten.where.self
func.func @index_fill_scalar(%x: !torch.vtensor<[2,?],si64>) -> !torch.vtensor<[2,?],si64> {
  %i = torch.vtensor.literal(dense<[-1, 0]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %int1 = torch.constant.int 1
  %f = torch.constant.float 2.500000e+00
  %0 = torch.aten.index_fill.int_Scalar %x, %int1, %i, %f : !torch.vtensor<[2,?],si64>, !torch.int, !torch.vtensor<[2],si64>, !torch.float -> !torch.vtensor<[2,?],si64>
  return %0 : !torch.vtensor<[2,?],si64>
}

// -----

// CHECK-LABEL: func.func @index_fill_tensor(
// CHECK-NOT: torch.aten.index_fill
// CHECK: torch.aten.to.dtype
// CHECK: torch.aten.where.self
func.func @index_fill_tensor(%x: !torch.vtensor<[3,4],f32>, %v: !torch.vtensor<[],f64>) -> !torch.vtensor<[3,4],f32> {
  %i = torch.vtensor.literal(dense<1> : tensor<si64>) : !torch.vtensor<[],si64>
  %int0 = torch.constant.int 0
  %0 = torch.aten.index_fill.int_Tensor %x, %int0, %i, %v : !torch.vtensor<[3,4],f32>, !torch.int, !torch.vtensor<[],si64>, !torch.vtensor<[],f64> -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

// CHECK-LABEL: func.func @put(
// CHECK-NOT: torch.aten.put
// CHECK: torch.aten.index_put
func.func @put(%x: !torch.vtensor<[3,?],f32>, %s: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[3,?],f32> {
  %i = torch.vtensor.literal(dense<[[0, -1], [4, 0]]> : tensor<2x2xsi64>) : !torch.vtensor<[2,2],si64>
  %true = torch.constant.bool true
  %0 = torch.aten.put %x, %i, %s, %true : !torch.vtensor<[3,?],f32>, !torch.vtensor<[2,2],si64>, !torch.vtensor<[2,2],f32>, !torch.bool -> !torch.vtensor<[3,?],f32>
  return %0 : !torch.vtensor<[3,?],f32>
}

// -----

// Indices out of range are clamped (the mask hides them).
// CHECK-LABEL: func.func @unsafe_masked_index(
// CHECK-NOT: torch.aten._unsafe_masked_index
// CHECK: torch.aten.clamp
// CHECK: torch.aten.index.Tensor
// CHECK: torch.aten.masked_fill.Scalar
func.func @unsafe_masked_index(%x: !torch.vtensor<[4,3],f32>, %m: !torch.vtensor<[2,3],i1>) -> !torch.vtensor<[2,3],f32> {
  %i = torch.vtensor.literal(dense<[[7], [-2]]> : tensor<2x1xsi64>) : !torch.vtensor<[2,1],si64>
  %j = torch.vtensor.literal(dense<[[0, 2, 5]]> : tensor<1x3xsi64>) : !torch.vtensor<[1,3],si64>
  %l = torch.prim.ListConstruct %i, %j : (!torch.vtensor<[2,1],si64>, !torch.vtensor<[1,3],si64>) -> !torch.list<vtensor>
  %f = torch.constant.float -1.500000e+00
  %0 = torch.aten._unsafe_masked_index %x, %m, %l, %f : !torch.vtensor<[4,3],f32>, !torch.vtensor<[2,3],i1>, !torch.list<vtensor>, !torch.float -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----

// CHECK-LABEL: func.func @unsafe_masked_index_put_accumulate(
// CHECK-NOT: torch.aten._unsafe_masked_index_put_accumulate
// CHECK: torch.aten.clamp
// CHECK: torch.aten.index_put
func.func @unsafe_masked_index_put_accumulate(%x: !torch.vtensor<[4,?],si32>, %m: !torch.vtensor<[3],i1>, %v: !torch.vtensor<[3],si32>) -> !torch.vtensor<[4,?],si32> {
  %i = torch.vtensor.literal(dense<[1, -9, 1]> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
  %j = torch.vtensor.literal(dense<[0, 2, 0]> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
  %l = torch.prim.ListConstruct %i, %j : (!torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>) -> !torch.list<vtensor>
  %0 = torch.aten._unsafe_masked_index_put_accumulate %x, %m, %l, %v : !torch.vtensor<[4,?],si32>, !torch.vtensor<[3],i1>, !torch.list<vtensor>, !torch.vtensor<[3],si32> -> !torch.vtensor<[4,?],si32>
  return %0 : !torch.vtensor<[4,?],si32>
}

// -----

// Integers give the default float dtype.
// CHECK-LABEL: func.func @rad2deg(
// CHECK-NOT: torch.aten.rad2deg
// CHECK: torch.aten.mul.Scalar
func.func @rad2deg(%x: !torch.vtensor<[?],si32>) -> !torch.vtensor<[?],f32> {
  %0 = torch.aten.rad2deg %x : !torch.vtensor<[?],si32> -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// -----

// CHECK-LABEL: func.func @deg2rad(
// CHECK-NOT: torch.aten.deg2rad
// CHECK: torch.aten.mul.Scalar
func.func @deg2rad(%x: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
  %0 = torch.aten.deg2rad %x : !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @trace(
// CHECK-NOT: torch.aten.trace
// CHECK: torch.aten.diagonal
// CHECK: torch.aten.sum
func.func @trace(%x: !torch.vtensor<[?,5],si32>) -> !torch.vtensor<[],si64> {
  %0 = torch.aten.trace %x : !torch.vtensor<[?,5],si32> -> !torch.vtensor<[],si64>
  return %0 : !torch.vtensor<[],si64>
}

// -----

// CHECK-LABEL: func.func @linalg_vecdot(
// CHECK-NOT: torch.aten.linalg_vecdot
// CHECK: torch.aten.mul.Tensor
// CHECK: torch.aten.sum.dim_IntList
func.func @linalg_vecdot(%x: !torch.vtensor<[?,4],f32>, %y: !torch.vtensor<[4],f32>) -> !torch.vtensor<[?],f32> {
  %int-1 = torch.constant.int -1
  %0 = torch.aten.linalg_vecdot %x, %y, %int-1 : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],f32>, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}

// -----

// An empty vector: 0.
// CHECK-LABEL: func.func @linalg_vecdot_empty(
// CHECK-NOT: torch.aten.linalg_vecdot
func.func @linalg_vecdot_empty(%x: !torch.vtensor<[0],f64>, %y: !torch.vtensor<[0],f64>) -> !torch.vtensor<[],f64> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.linalg_vecdot %x, %y, %int0 : !torch.vtensor<[0],f64>, !torch.vtensor<[0],f64>, !torch.int -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @isreal(
// CHECK-NOT: torch.aten.isreal
// CHECK: torch.aten.full
func.func @isreal(%x: !torch.vtensor<[?,2],si64>) -> !torch.vtensor<[?,2],i1> {
  %0 = torch.aten.isreal %x : !torch.vtensor<[?,2],si64> -> !torch.vtensor<[?,2],i1>
  return %0 : !torch.vtensor<[?,2],i1>
}

// -----

// CHECK-LABEL: func.func @kthvalue(
// CHECK-NOT: torch.aten.kthvalue
// CHECK: torch.aten.sort
// CHECK: torch.aten.slice.Tensor
// CHECK: torch.aten.squeeze.dim
func.func @kthvalue(%x: !torch.vtensor<[?,5],f32>) -> (!torch.vtensor<[?],f32>, !torch.vtensor<[?],si64>) {
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %0:2 = torch.aten.kthvalue %x, %int2, %int-1, %false : !torch.vtensor<[?,5],f32>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[?],f32>, !torch.vtensor<[?],si64>
  return %0#0, %0#1 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],si64>
}

// -----

// A dynamic dim along which the lower median of integers lies.
// CHECK-LABEL: func.func @median_dim(
// CHECK-NOT: torch.aten.median
// CHECK: torch.aten.sort
// CHECK: torch.aten.gather
func.func @median_dim(%x: !torch.vtensor<[2,?],si32>) -> (!torch.vtensor<[2,1],si32>, !torch.vtensor<[2,1],si64>) {
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %0:2 = torch.aten.median.dim %x, %int1, %true : !torch.vtensor<[2,?],si32>, !torch.int, !torch.bool -> !torch.vtensor<[2,1],si32>, !torch.vtensor<[2,1],si64>
  return %0#0, %0#1 : !torch.vtensor<[2,1],si32>, !torch.vtensor<[2,1],si64>
}

// -----

// CHECK-LABEL: func.func @median(
// CHECK-NOT: torch.aten.median
// CHECK: torch.aten.isnan
// CHECK: torch.aten.gather
func.func @median(%x: !torch.vtensor<[3,4],f64>) -> !torch.vtensor<[],f64> {
  %0 = torch.aten.median %x : !torch.vtensor<[3,4],f64> -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// NaNs: median takes the first, nanmedian the median of the others.
// CHECK-LABEL: func.func @median_nan(
// CHECK-NOT: torch.aten.median
// CHECK-NOT: torch.aten.nanmedian
func.func @median_nan(%x: !torch.vtensor<[2,5],f32>) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>) {
  %n = torch.vtensor.literal(dense<[[0x7FC00000, 1.0, 0x7FC00000, 5.0, 0x7FC00000], [0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000, 0x7FC00000]]> : tensor<2x5xf32>) : !torch.vtensor<[2,5],f32>
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %y = torch.aten.add.Tensor %x, %n, %int1 : !torch.vtensor<[2,5],f32>, !torch.vtensor<[2,5],f32>, !torch.int -> !torch.vtensor<[2,5],f32>
  %0:2 = torch.aten.median.dim %y, %int1, %false : !torch.vtensor<[2,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>
  %1:2 = torch.aten.nanmedian.dim %y, %int1, %false : !torch.vtensor<[2,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>
  return %0#0, %0#1, %1#0, %1#1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>
}

// -----

// Rank 0: the element itself, index 0.
// CHECK-LABEL: func.func @nanmedian_rank0(
// CHECK-NOT: torch.aten.nanmedian
func.func @nanmedian_rank0(%x: !torch.vtensor<[],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>) {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %0 = torch.aten.nanmedian %x : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
  %1:2 = torch.aten.nanmedian.dim %x, %int0, %true : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
  return %0, %1#0, %1#1 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
}

// -----

// The mask broadcasts against x; a dynamic dim.
// CHECK-LABEL: func.func @masked_scatter(
// CHECK-NOT: torch.aten.masked_scatter
// CHECK: torch.aten.cumsum
// CHECK: torch.aten.index_select
// CHECK: torch.aten.where.self
func.func @masked_scatter(%x: !torch.vtensor<[?,4],f32>, %m: !torch.vtensor<[4],i1>, %s: !torch.vtensor<[5,4],f32>) -> !torch.vtensor<[?,4],f32> {
  %0 = torch.aten.masked_scatter %x, %m, %s : !torch.vtensor<[?,4],f32>, !torch.vtensor<[4],i1>, !torch.vtensor<[5,4],f32> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// -----

// 1-d ends: a row and a column, their dims dropped.
// CHECK-LABEL: func.func @linalg_multi_dot(
// CHECK-NOT: torch.aten.linalg_multi_dot
// CHECK: torch.aten.mm
// CHECK: torch.aten.mm
func.func @linalg_multi_dot(%a: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3,?],f32>, %c: !torch.vtensor<[?],f32>) -> !torch.vtensor<[],f32> {
  %l = torch.prim.ListConstruct %a, %b, %c : (!torch.vtensor<[3],f32>, !torch.vtensor<[3,?],f32>, !torch.vtensor<[?],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.linalg_multi_dot %l : !torch.list<vtensor> -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// CHECK-LABEL: func.func @linalg_multi_dot_empty(
// CHECK-NOT: torch.aten.linalg_multi_dot
func.func @linalg_multi_dot_empty(%a: !torch.vtensor<[2,0],si32>, %b: !torch.vtensor<[0,2],si32>) -> !torch.vtensor<[2,2],si32> {
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[2,0],si32>, !torch.vtensor<[0,2],si32>) -> !torch.list<vtensor>
  %0 = torch.aten.linalg_multi_dot %l : !torch.list<vtensor> -> !torch.vtensor<[2,2],si32>
  return %0 : !torch.vtensor<[2,2],si32>
}

// -----

// A 0-d, a 1-d and a 2-d block; the dtypes promote.
// CHECK-LABEL: func.func @block_diag(
// CHECK-NOT: torch.aten.block_diag
// CHECK: torch.aten.slice_scatter
func.func @block_diag(%a: !torch.vtensor<[],si32>, %b: !torch.vtensor<[3],f32>, %c: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[4,6],f32> {
  %l = torch.prim.ListConstruct %a, %b, %c : (!torch.vtensor<[],si32>, !torch.vtensor<[3],f32>, !torch.vtensor<[2,2],f32>) -> !torch.list<vtensor>
  %0 = torch.aten.block_diag %l : !torch.list<vtensor> -> !torch.vtensor<[4,6],f32>
  return %0 : !torch.vtensor<[4,6],f32>
}

// -----

// CHECK-LABEL: func.func @cartesian_prod(
// CHECK-NOT: torch.aten.cartesian_prod
// CHECK: torch.aten.expand
// CHECK: torch.aten.cat
func.func @cartesian_prod(%a: !torch.vtensor<[?],si64>, %b: !torch.vtensor<[2],si64>, %c: !torch.vtensor<[3],si64>) -> !torch.vtensor<[?,3],si64> {
  %l = torch.prim.ListConstruct %a, %b, %c : (!torch.vtensor<[?],si64>, !torch.vtensor<[2],si64>, !torch.vtensor<[3],si64>) -> !torch.list<vtensor>
  %0 = torch.aten.cartesian_prod %l : !torch.list<vtensor> -> !torch.vtensor<[?,3],si64>
  return %0 : !torch.vtensor<[?,3],si64>
}

// -----

// No steps: an empty tensor of the result dtype.
// CHECK-LABEL: func.func @space_empty(
// CHECK-NOT: torch.aten.linspace
// CHECK-NOT: torch.aten.logspace
// CHECK: torch.aten.full
func.func @space_empty(%s: !torch.vtensor<[],f32>, %e: !torch.vtensor<[],si64>) -> (!torch.vtensor<[0],f32>, !torch.vtensor<[0],si32>, !torch.vtensor<[0],f64>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],si64>, !torch.vtensor<[0],f64>) {
  %int0 = torch.constant.int 0
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %int7 = torch.constant.int 7
  %f2 = torch.constant.float 2.000000e+00
  %none = torch.constant.none
  %false = torch.constant.bool false
  %0 = torch.aten.linspace.Tensor_Tensor %s, %e, %int0, %int6, %none, %none, %false : !torch.vtensor<[],f32>, !torch.vtensor<[],si64>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[0],f32>
  %1 = torch.aten.linspace.Tensor_Scalar %s, %int3, %int0, %int3, %none, %none, %false : !torch.vtensor<[],f32>, !torch.int, !torch.int, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[0],si32>
  %2 = torch.aten.linspace.Scalar_Tensor %f2, %e, %int0, %int7, %none, %none, %false : !torch.float, !torch.vtensor<[],si64>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[0],f64>
  %3 = torch.aten.logspace.Tensor_Tensor %s, %e, %int0, %f2, %int6, %none, %none, %false : !torch.vtensor<[],f32>, !torch.vtensor<[],si64>, !torch.int, !torch.float, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[0],f32>
  %4 = torch.aten.logspace.Tensor_Scalar %s, %int3, %int0, %f2, %int4, %none, %none, %false : !torch.vtensor<[],f32>, !torch.int, !torch.int, !torch.float, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[0],si64>
  %5 = torch.aten.logspace.Scalar_Tensor %f2, %e, %int0, %f2, %int7, %none, %none, %false : !torch.float, !torch.vtensor<[],si64>, !torch.int, !torch.float, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[0],f64>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[0],f32>, !torch.vtensor<[0],si32>, !torch.vtensor<[0],f64>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],si64>, !torch.vtensor<[0],f64>
}

// -----

// Integers compute in int64; a dynamic dim.
// CHECK-LABEL: func.func @linalg_vander(
// CHECK-NOT: torch.aten.linalg_vander
// CHECK: torch.aten.cat
// CHECK: torch.aten.cumprod
func.func @linalg_vander(%x: !torch.vtensor<[2,?],si32>) -> !torch.vtensor<[2,?,4],si64> {
  %int4 = torch.constant.int 4
  %0 = torch.aten.linalg_vander %x, %int4 : !torch.vtensor<[2,?],si32>, !torch.int -> !torch.vtensor<[2,?,4],si64>
  return %0 : !torch.vtensor<[2,?,4],si64>
}

// -----

// Rank 0: read as [1].
// CHECK-LABEL: func.func @linalg_vander_rank0(
// CHECK-NOT: torch.aten.linalg_vander
func.func @linalg_vander_rank0(%x: !torch.vtensor<[],f64>) -> !torch.vtensor<[1,3],f64> {
  %int3 = torch.constant.int 3
  %0 = torch.aten.linalg_vander %x, %int3 : !torch.vtensor<[],f64>, !torch.int -> !torch.vtensor<[1,3],f64>
  return %0 : !torch.vtensor<[1,3],f64>
}

// -----

// Training (the batch's statistics saved) and inference (empty ones); a
// dynamic batch dim.
// CHECK-LABEL: func.func @native_batch_norm(
// CHECK-NOT: torch.aten.native_batch_norm
// CHECK: torch.aten.rsqrt
func.func @native_batch_norm(%x: !torch.vtensor<[?,2,3],f32>, %w: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[2],f32>, %rm: !torch.vtensor<[2],f32>, %rv: !torch.vtensor<[2],f32>) -> (!torch.vtensor<[?,2,3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[?,2,3],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>) {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %mom = torch.constant.float 1.000000e-01
  %eps = torch.constant.float 1.000000e-05
  %rv1 = torch.aten.abs %rv : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  %0:3 = torch.aten.native_batch_norm %x, %w, %b, %rm, %rv1, %true, %mom, %eps : !torch.vtensor<[?,2,3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[?,2,3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>
  %1:3 = torch.aten.native_batch_norm %x, %w, %b, %rm, %rv1, %false, %mom, %eps : !torch.vtensor<[?,2,3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[?,2,3],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
  return %0#0, %0#1, %0#2, %1#0, %1#1, %1#2 : !torch.vtensor<[?,2,3],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[?,2,3],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>
}

// -----

// Ties among values and among counts; a dynamic dim before the last.
// CHECK-LABEL: func.func @mode(
// CHECK-NOT: torch.aten.mode
// CHECK: torch.aten.sort
// CHECK: torch.aten.argmax
func.func @mode(%x: !torch.vtensor<[?,6],si64>) -> (!torch.vtensor<[?],si64>, !torch.vtensor<[?],si64>) {
  %m = torch.vtensor.literal(dense<[1, 1, 2, 2, 3, 1]> : tensor<6xsi64>) : !torch.vtensor<[6],si64>
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %y = torch.aten.remainder.Tensor %x, %m : !torch.vtensor<[?,6],si64>, !torch.vtensor<[6],si64> -> !torch.vtensor<[?,6],si64>
  %0:2 = torch.aten.mode %y, %int-1, %false : !torch.vtensor<[?,6],si64>, !torch.int, !torch.bool -> !torch.vtensor<[?],si64>, !torch.vtensor<[?],si64>
  return %0#0, %0#1 : !torch.vtensor<[?],si64>, !torch.vtensor<[?],si64>
}
