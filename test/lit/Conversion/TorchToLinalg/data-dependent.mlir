// The data-dependent ops (lowering/torchdecompose/data_dependent.go):
// decomposed for the static result sizes the program states, their
// data-dependent counts checked at run time (_functional_assert_async.msg,
// lowered to cf.assert); the second RUN line compares the decomposed and
// lowered program with the interpreter's torch semantics on random inputs,
// which each function turns into data of a known count (a mask literal,
// repeated rows).
// RUN: strata-opt %s --torch-decompose-complex-ops -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-decompose-complex-ops,torch-lower-to-backend-contract,torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// nonzero with a static count: the running count of the flattened mask,
// the k-th set position picked by a sum, unravelled by the sizes, and the
// count checked at run time (a dynamic input dim here).
// CHECK-LABEL: func.func @nonzero(
// CHECK:         torch.aten.ne.Scalar
// CHECK:         torch.aten.cumsum
// CHECK:         torch.aten.sum.dim_IntList
// CHECK:         torch.aten.remainder.Scalar
// CHECK:         torch.aten.div.Scalar_mode
// CHECK:         torch.aten.cat
// CHECK:         torch.aten._functional_assert_async.msg %{{.*}}, %{{.*}}, %{{.*}} : !torch.vtensor<[],i1>, !torch.str, !torch.vtensor<[6,2],si64>
func.func @nonzero(%x: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[6,2],si64> {
  %lit = torch.vtensor.literal(dense<[[1.0, 0.0, 2.0]]> : tensor<1x3xf32>) : !torch.vtensor<[1,3],f32>
  %y = torch.aten.mul.Tensor %x, %lit : !torch.vtensor<[?,3],f32>, !torch.vtensor<[1,3],f32> -> !torch.vtensor<[?,3],f32>
  %0 = torch.aten.nonzero %y : !torch.vtensor<[?,3],f32> -> !torch.vtensor<[6,2],si64>
  return %0 : !torch.vtensor<[6,2],si64>
}

// -----

// Rank 0: [n, 0] zeros, the count still checked.
// CHECK-LABEL: func.func @nonzero_rank0(
// CHECK:         torch.aten.full
// CHECK:         torch.aten._functional_assert_async.msg
func.func @nonzero_rank0(%x: !torch.vtensor<[],f32>) -> !torch.vtensor<[1,0],si64> {
  %0 = torch.aten.nonzero %x : !torch.vtensor<[],f32> -> !torch.vtensor<[1,0],si64>
  return %0 : !torch.vtensor<[1,0],si64>
}

// -----

// nonzero_numpy: nonzero's columns (the list unpacked away).
// CHECK-LABEL: func.func @nonzero_numpy(
// CHECK:         torch.aten.select.int
// CHECK:         torch.aten.select.int
// CHECK-NOT:     torch.prim.ListUnpack
func.func @nonzero_numpy(%x: !torch.vtensor<[2,3],f32>) -> (!torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>) {
  %lit = torch.vtensor.literal(dense<[[1.0, 0.0, 2.0], [0.0, 3.0, 4.0]]> : tensor<2x3xf32>) : !torch.vtensor<[2,3],f32>
  %y = torch.aten.mul.Tensor %x, %lit : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %0 = torch.aten.nonzero_numpy %y : !torch.vtensor<[2,3],f32> -> !torch.list<vtensor>
  %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>
  return %1#0, %1#1 : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>
}

// -----

// argwhere is nonzero; a bool mask.
// CHECK-LABEL: func.func @argwhere_bool(
// CHECK:         torch.aten._functional_assert_async.msg
func.func @argwhere_bool(%x: !torch.vtensor<[2,2,2],f32>) -> !torch.vtensor<[8,3],si64> {
  %m = torch.aten.isfinite %x : !torch.vtensor<[2,2,2],f32> -> !torch.vtensor<[2,2,2],i1>
  %0 = torch.aten.argwhere %m : !torch.vtensor<[2,2,2],i1> -> !torch.vtensor<[8,3],si64>
  return %0 : !torch.vtensor<[8,3],si64>
}

// -----

// isin: eq against every test element, any over them (invert: ne, all).
// CHECK-LABEL: func.func @isin(
// CHECK:         torch.aten.eq.Tensor {{.*}} -> !torch.vtensor<[?,4,5],i1>
// CHECK:         torch.aten.any.dim
// CHECK:         torch.aten.ne.Scalar
func.func @isin(%e: !torch.vtensor<[?,4],si64>, %t: !torch.vtensor<[5],si64>) -> (!torch.vtensor<[?,4],i1>, !torch.vtensor<[?,4],i1>) {
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %int7 = torch.constant.int 7
  %r = torch.aten.remainder.Scalar %e, %int7 : !torch.vtensor<[?,4],si64>, !torch.int -> !torch.vtensor<[?,4],si64>
  %s = torch.aten.remainder.Scalar %t, %int7 : !torch.vtensor<[5],si64>, !torch.int -> !torch.vtensor<[5],si64>
  %0 = torch.aten.isin.Tensor_Tensor %r, %s, %false, %false : !torch.vtensor<[?,4],si64>, !torch.vtensor<[5],si64>, !torch.bool, !torch.bool -> !torch.vtensor<[?,4],i1>
  %1 = torch.aten.isin.Tensor_Scalar %r, %int7, %false, %true : !torch.vtensor<[?,4],si64>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[?,4],i1>
  return %0, %1 : !torch.vtensor<[?,4],i1>, !torch.vtensor<[?,4],i1>
}

// -----

// CHECK-LABEL: func.func @isin_scalar_tensor(
// CHECK:         torch.aten.eq.Scalar
// CHECK:         torch.aten.any
func.func @isin_scalar_tensor(%t: !torch.vtensor<[6],f32>) -> !torch.vtensor<[],i1> {
  %false = torch.constant.bool false
  %f = torch.constant.float 2.500000e-01
  %0 = torch.aten.isin.Scalar_Tensor %f, %t, %false, %false : !torch.float, !torch.vtensor<[6],f32>, !torch.bool, !torch.bool -> !torch.vtensor<[],i1>
  return %0 : !torch.vtensor<[],i1>
}

// -----

// histc with a range, and with the data's (a dynamic dim): the bin of
// each element in its dtype, one-hot counts of the elements in range.
// CHECK-LABEL: func.func @histc(
// CHECK:         torch.aten.clamp_max
// CHECK:         torch.aten.sum.dim_IntList {{.*}} -> !torch.vtensor<[7],f32>
// CHECK:         torch.aten.amin
// CHECK:         torch.aten.amax
func.func @histc(%x: !torch.vtensor<[?,5],f32>) -> (!torch.vtensor<[7],f32>, !torch.vtensor<[4],f32>) {
  %int7 = torch.constant.int 7
  %int4 = torch.constant.int 4
  %int0 = torch.constant.int 0
  %lo = torch.constant.float -5.000000e-01
  %hi = torch.constant.float 5.000000e-01
  %0 = torch.aten.histc %x, %int7, %lo, %hi : !torch.vtensor<[?,5],f32>, !torch.int, !torch.float, !torch.float -> !torch.vtensor<[7],f32>
  %1 = torch.aten.histc %x, %int4, %int0, %int0 : !torch.vtensor<[?,5],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[4],f32>
  return %0, %1 : !torch.vtensor<[7],f32>, !torch.vtensor<[4],f32>
}

// -----

// CHECK-LABEL: func.func @histc_static(
// CHECK:         torch.aten.amin
func.func @histc_static(%x: !torch.vtensor<[3,5],f64>) -> !torch.vtensor<[6],f64> {
  %int6 = torch.constant.int 6
  %int0 = torch.constant.int 0
  %0 = torch.aten.histc %x, %int6, %int0, %int0 : !torch.vtensor<[3,5],f64>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[6],f64>
  return %0 : !torch.vtensor<[6],f64>
}

// -----

// histogram: linspace edges over the data's range (weighted, density)
// or a given range.
// CHECK-LABEL: func.func @histogram(
// CHECK:         torch.aten.where.self
// CHECK:         torch.aten.le.Tensor
// CHECK:         torch.aten.div.Tensor
func.func @histogram(%x: !torch.vtensor<[4,5],f32>, %w: !torch.vtensor<[4,5],f32>) -> (!torch.vtensor<[3],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[6],f32>) {
  %int3 = torch.constant.int 3
  %int5 = torch.constant.int 5
  %none = torch.constant.none
  %false = torch.constant.bool false
  %true = torch.constant.bool true
  %0:2 = torch.aten.histogram.bin_ct %x, %int3, %none, %w, %true : !torch.vtensor<[4,5],f32>, !torch.int, !torch.none, !torch.vtensor<[4,5],f32>, !torch.bool -> !torch.vtensor<[3],f32>, !torch.vtensor<[4],f32>
  %a = torch.constant.float -2.500000e-01
  %b = torch.constant.float 7.500000e-01
  %r = torch.prim.ListConstruct %a, %b : (!torch.float, !torch.float) -> !torch.list<float>
  %1:2 = torch.aten.histogram.bin_ct %x, %int5, %r, %none, %false : !torch.vtensor<[4,5],f32>, !torch.int, !torch.list<float>, !torch.none, !torch.bool -> !torch.vtensor<[5],f32>, !torch.vtensor<[6],f32>
  return %0#0, %0#1, %1#0, %1#1 : !torch.vtensor<[3],f32>, !torch.vtensor<[4],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[6],f32>
}

// -----

// CHECK-LABEL: func.func @histogram_edges(
// CHECK:         torch.aten.le.Tensor
func.func @histogram_edges(%x: !torch.vtensor<[9],f64>) -> (!torch.vtensor<[3],f64>, !torch.vtensor<[4],f64>) {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %e = torch.vtensor.literal(dense<[-0.5, 0.0, 0.25, 0.5]> : tensor<4xf64>) : !torch.vtensor<[4],f64>
  %0:2 = torch.aten.histogram.bins_tensor %x, %e, %none, %false : !torch.vtensor<[9],f64>, !torch.vtensor<[4],f64>, !torch.none, !torch.bool -> !torch.vtensor<[3],f64>, !torch.vtensor<[4],f64>
  return %0#0, %0#1 : !torch.vtensor<[3],f64>, !torch.vtensor<[4],f64>
}

// -----

// as_strided_scatter: index_put into the flattened self at offset +
// sum of i_d * stride_d (here overlapping rows: the later write wins).
// CHECK-LABEL: func.func @as_strided_scatter(
// CHECK:         torch.aten.index_put
func.func @as_strided_scatter(%x: !torch.vtensor<[3,4],f32>, %s: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,4],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %size = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %stride = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.as_strided_scatter %x, %s, %size, %stride, %int1 : !torch.vtensor<[3,4],f32>, !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

// A 0-d view at an offset, into a dynamic self.
// CHECK-LABEL: func.func @as_strided_scatter_rank0(
// CHECK:         torch.aten.index_put
func.func @as_strided_scatter_rank0(%x: !torch.vtensor<[?],si32>, %s: !torch.vtensor<[],si32>) -> !torch.vtensor<[?],si32> {
  %int2 = torch.constant.int 2
  %empty = torch.prim.ListConstruct : () -> !torch.list<int>
  %0 = torch.aten.as_strided_scatter %x, %s, %empty, %empty, %int2 : !torch.vtensor<[?],si32>, !torch.vtensor<[],si32>, !torch.list<int>, !torch.list<int>, !torch.int -> !torch.vtensor<[?],si32>
  return %0 : !torch.vtensor<[?],si32>
}

// -----

// segment_reduce over lengths [2, 0, 3, 1]: an empty segment gives the
// identity (max: -inf, mean: NaN) or initial.
// CHECK-LABEL: func.func @segment_reduce(
// CHECK:         torch.aten.amax
// CHECK:         torch.aten._functional_assert_async.msg
func.func @segment_reduce(%d: !torch.vtensor<[6,2],f32>) -> (!torch.vtensor<[4,2],f32>, !torch.vtensor<[4,2],f32>, !torch.vtensor<[4,2],f32>) {
  %lengths = torch.vtensor.literal(dense<[2, 0, 3, 1]> : tensor<4xsi64>) : !torch.vtensor<[4],si64>
  %max = torch.constant.str "max"
  %mean = torch.constant.str "mean"
  %sum = torch.constant.str "sum"
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %float = torch.constant.float 2.500000e-01
  %0 = torch.aten.segment_reduce %d, %max, %lengths, %none, %none, %int0, %false, %none : !torch.vtensor<[6,2],f32>, !torch.str, !torch.vtensor<[4],si64>, !torch.none, !torch.none, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[4,2],f32>
  %1 = torch.aten.segment_reduce %d, %mean, %lengths, %none, %none, %int0, %false, %none : !torch.vtensor<[6,2],f32>, !torch.str, !torch.vtensor<[4],si64>, !torch.none, !torch.none, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[4,2],f32>
  %2 = torch.aten.segment_reduce %d, %sum, %lengths, %none, %none, %int0, %false, %float : !torch.vtensor<[6,2],f32>, !torch.str, !torch.vtensor<[4],si64>, !torch.none, !torch.none, !torch.int, !torch.bool, !torch.float -> !torch.vtensor<[4,2],f32>
  return %0, %1, %2 : !torch.vtensor<[4,2],f32>, !torch.vtensor<[4,2],f32>, !torch.vtensor<[4,2],f32>
}

// -----

// unique_dim of rows x, z0, z1, x: three, sorted; inverse and counts.
// CHECK-LABEL: func.func @unique_dim(
// CHECK:         torch.aten.lt.Tensor
// CHECK:         torch.aten.index_select
// CHECK:         torch.aten._functional_assert_async.msg
func.func @unique_dim(%x: !torch.vtensor<[1,3],f32>, %z: !torch.vtensor<[2,3],f32>) -> (!torch.vtensor<[3,3],f32>, !torch.vtensor<[4],si64>, !torch.vtensor<[3],si64>) {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %l = torch.prim.ListConstruct %x, %z, %x : (!torch.vtensor<[1,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[1,3],f32>) -> !torch.list<vtensor>
  %y = torch.aten.cat %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4,3],f32>
  %0:3 = torch.aten.unique_dim %y, %int0, %true, %true, %true : !torch.vtensor<[4,3],f32>, !torch.int, !torch.bool, !torch.bool, !torch.bool -> !torch.vtensor<[3,3],f32>, !torch.vtensor<[4],si64>, !torch.vtensor<[3],si64>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[3,3],f32>, !torch.vtensor<[4],si64>, !torch.vtensor<[3],si64>
}

// -----

// Along dim 1 (random columns: all distinct).
// CHECK-LABEL: func.func @unique_dim_columns(
// CHECK:         torch.aten.permute
func.func @unique_dim_columns(%x: !torch.vtensor<[3,4],si32>) -> (!torch.vtensor<[3,4],si32>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>) {
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %0:3 = torch.aten.unique_dim %x, %int1, %true, %true, %true : !torch.vtensor<[3,4],si32>, !torch.int, !torch.bool, !torch.bool, !torch.bool -> !torch.vtensor<[3,4],si32>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[3,4],si32>, !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>
}

// -----

// unique_consecutive flattened and along dim 0: runs 0 0 | z0 | z1 | z2 | 0 0 0.
// CHECK-LABEL: func.func @unique_consecutive(
// CHECK:         torch.aten.ne.Tensor
// CHECK:         torch.aten.cumsum
func.func @unique_consecutive(%x: !torch.vtensor<[2,1],f32>, %z: !torch.vtensor<[3,1],f32>) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[8,1],si64>, !torch.vtensor<[5],si64>, !torch.vtensor<[5,1],f32>, !torch.vtensor<[8],si64>, !torch.vtensor<[5],si64>) {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %none = torch.constant.none
  %x0 = torch.aten.mul.Scalar %x, %int0 : !torch.vtensor<[2,1],f32>, !torch.int -> !torch.vtensor<[2,1],f32>
  %z0 = torch.aten.mul.Scalar %z, %int0 : !torch.vtensor<[3,1],f32>, !torch.int -> !torch.vtensor<[3,1],f32>
  %l = torch.prim.ListConstruct %x0, %z, %z0 : (!torch.vtensor<[2,1],f32>, !torch.vtensor<[3,1],f32>, !torch.vtensor<[3,1],f32>) -> !torch.list<vtensor>
  %y = torch.aten.cat %l, %int0 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[8,1],f32>
  %0:3 = torch.aten.unique_consecutive %y, %true, %true, %none : !torch.vtensor<[8,1],f32>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[5],f32>, !torch.vtensor<[8,1],si64>, !torch.vtensor<[5],si64>
  %1:3 = torch.aten.unique_dim_consecutive %y, %int0, %true, %true : !torch.vtensor<[8,1],f32>, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[5,1],f32>, !torch.vtensor<[8],si64>, !torch.vtensor<[5],si64>
  return %0#0, %0#1, %0#2, %1#0, %1#1, %1#2 : !torch.vtensor<[5],f32>, !torch.vtensor<[8,1],si64>, !torch.vtensor<[5],si64>, !torch.vtensor<[5,1],f32>, !torch.vtensor<[8],si64>, !torch.vtensor<[5],si64>
}

// -----

// mode along a dim other than the last: moved to the end (misc_ops.go's
// decomposition), kept results moved back; small integers tie.
// CHECK-LABEL: func.func @mode_dim(
// CHECK:         torch.aten.permute
// CHECK:         torch.aten.sort
func.func @mode_dim(%x: !torch.vtensor<[3,5,2],si64>) -> (!torch.vtensor<[3,1,2],si64>, !torch.vtensor<[3,1,2],si64>, !torch.vtensor<[5,2],si64>, !torch.vtensor<[5,2],si64>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %y = torch.aten.remainder.Scalar %x, %int3 : !torch.vtensor<[3,5,2],si64>, !torch.int -> !torch.vtensor<[3,5,2],si64>
  %0:2 = torch.aten.mode %y, %int1, %true : !torch.vtensor<[3,5,2],si64>, !torch.int, !torch.bool -> !torch.vtensor<[3,1,2],si64>, !torch.vtensor<[3,1,2],si64>
  %1:2 = torch.aten.mode %y, %int0, %false : !torch.vtensor<[3,5,2],si64>, !torch.int, !torch.bool -> !torch.vtensor<[5,2],si64>, !torch.vtensor<[5,2],si64>
  return %0#0, %0#1, %1#0, %1#1 : !torch.vtensor<[3,1,2],si64>, !torch.vtensor<[3,1,2],si64>, !torch.vtensor<[5,2],si64>, !torch.vtensor<[5,2],si64>
}

// -----

// block_diag and cartesian_prod of complex tensors: the real and
// imaginary parts apart, put together by complex.
// CHECK-LABEL: func.func @complex_parts(
// CHECK:         torch.aten.real
// CHECK:         torch.aten.imag
// CHECK:         torch.aten.complex
func.func @complex_parts(%a: !torch.vtensor<[2,3],complex<f32>>, %b: !torch.vtensor<[1,2],complex<f32>>, %u: !torch.vtensor<[3],complex<f32>>, %v: !torch.vtensor<[2],complex<f32>>) -> (!torch.vtensor<[3,5],complex<f32>>, !torch.vtensor<[6,2],complex<f32>>) {
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[2,3],complex<f32>>, !torch.vtensor<[1,2],complex<f32>>) -> !torch.list<vtensor>
  %0 = torch.aten.block_diag %l : !torch.list<vtensor> -> !torch.vtensor<[3,5],complex<f32>>
  %m = torch.prim.ListConstruct %u, %v : (!torch.vtensor<[3],complex<f32>>, !torch.vtensor<[2],complex<f32>>) -> !torch.list<vtensor>
  %1 = torch.aten.cartesian_prod %m : !torch.list<vtensor> -> !torch.vtensor<[6,2],complex<f32>>
  return %0, %1 : !torch.vtensor<[3,5],complex<f32>>, !torch.vtensor<[6,2],complex<f32>>
}

// -----

// unique_dim along dim 1 of a tensor with a dynamic dim 0 (random
// columns: all distinct).
// CHECK-LABEL: func.func @unique_dynamic_rows(
// CHECK:         torch.aten.size.int
// CHECK:         torch.aten._functional_assert_async.msg
func.func @unique_dynamic_rows(%x: !torch.vtensor<[?,3],f32>) -> (!torch.vtensor<[?,3],f32>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>) {
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %0:3 = torch.aten.unique_dim %x, %int1, %true, %true, %true : !torch.vtensor<[?,3],f32>, !torch.int, !torch.bool, !torch.bool, !torch.bool -> !torch.vtensor<[?,3],f32>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>
  return %0#0, %0#1, %0#2 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64>
}
