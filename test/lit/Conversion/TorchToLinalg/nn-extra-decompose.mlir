// The nn extras decomposed before the lowering (torchdecompose/nn_extra.go):
// prelu (a where, the weight viewed per channel), renorm (a p-norm over
// every dim but one, in f32 for f16), _chunk_cat (pads, views and a cat)
// and gradient (slices and a cat per dim, through the ListUnpack). The
// interpreter checks the decomposition and the whole pipeline against the
// ops' semantics on random inputs, with dynamic dims and rank 0.
// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-decompose-complex-ops,torch-lower-to-backend-contract,torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// CHECK-LABEL: func.func @prelu_channels
// CHECK:         torch.aten.view {{.*}} -> !torch.vtensor<[1,3,1],f32>
// CHECK:         torch.aten.gt.Scalar
// CHECK:         torch.aten.mul.Tensor
// CHECK:         torch.aten.where.self
func.func @prelu_channels(%x: !torch.vtensor<[?,3,5],f32>, %w: !torch.vtensor<[3],f32>) -> !torch.vtensor<[?,3,5],f32> {
  %0 = torch.aten.prelu %x, %w : !torch.vtensor<[?,3,5],f32>, !torch.vtensor<[3],f32> -> !torch.vtensor<[?,3,5],f32>
  return %0 : !torch.vtensor<[?,3,5],f32>
}

// -----

// A rank-0 weight and input: no view.
// CHECK-LABEL: func.func @prelu_rank0
// CHECK-NOT:     torch.aten.view
// CHECK:         torch.aten.where.self
func.func @prelu_rank0(%x: !torch.vtensor<[],f64>, %w: !torch.vtensor<[],f64>) -> !torch.vtensor<[],f64> {
  %0 = torch.aten.prelu %x, %w : !torch.vtensor<[],f64>, !torch.vtensor<[],f64> -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// CHECK-LABEL: func.func @renorm
// CHECK:         torch.aten.abs
// CHECK:         torch.aten.sum.dim_IntList
// CHECK:         torch.aten.sqrt
// CHECK:         torch.aten.masked_fill.Scalar
// CHECK:         torch.aten.mul.Tensor
func.func @renorm(%x: !torch.vtensor<[?,4,3],f32>) -> !torch.vtensor<[?,4,3],f32> {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %max = torch.constant.float 5.000000e-01
  %0 = torch.aten.renorm %x, %int2, %int1, %max : !torch.vtensor<[?,4,3],f32>, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[?,4,3],f32>
  return %0 : !torch.vtensor<[?,4,3],f32>
}

// -----

// f16 norms and factors are computed in f32, the factor rounded back.
// CHECK-LABEL: func.func @renorm_f16_p3
// CHECK:         torch.aten.to.dtype {{.*}} -> !torch.vtensor<[2,5],f32>
// CHECK:         torch.aten.pow.Tensor_Scalar
// CHECK:         torch.aten.to.dtype {{.*}} -> !torch.vtensor<[1,5],f16>
func.func @renorm_f16_p3(%x: !torch.vtensor<[2,5],f16>) -> !torch.vtensor<[2,5],f16> {
  %p = torch.constant.float 3.000000e+00
  %int-1 = torch.constant.int -1
  %max = torch.constant.float 2.500000e-01
  %0 = torch.aten.renorm %x, %p, %int-1, %max : !torch.vtensor<[2,5],f16>, !torch.float, !torch.int, !torch.float -> !torch.vtensor<[2,5],f16>
  return %0 : !torch.vtensor<[2,5],f16>
}

// -----

// CHECK-LABEL: func.func @chunk_cat
// CHECK:         torch.aten.constant_pad_nd
// CHECK:         torch.aten.view
// CHECK:         torch.aten.view
// CHECK:         torch.aten.cat
func.func @chunk_cat(%a: !torch.vtensor<[2,3,?],si32>, %b: !torch.vtensor<[2,4],si32>) -> !torch.vtensor<[2,2,?],si32> {
  %0 = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[2,3,?],si32>, !torch.vtensor<[2,4],si32>) -> !torch.list<vtensor>
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %1 = torch.aten._chunk_cat %0, %int1, %int2 : !torch.list<vtensor>, !torch.int, !torch.int -> !torch.vtensor<[2,2,?],si32>
  return %1 : !torch.vtensor<[2,2,?],si32>
}

// -----

// CHECK-LABEL: func.func @gradient_all_dims
// CHECK-NOT:     torch.aten.gradient
// CHECK:         torch.aten.cat
// CHECK:         torch.aten.cat
func.func @gradient_all_dims(%x: !torch.vtensor<[3,?],f32>) -> (!torch.vtensor<[3,?],f32>, !torch.vtensor<[3,?],f32>) {
  %h = torch.constant.float 5.000000e-01
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %0 = torch.aten.gradient.scalarint %x, %h, %none, %int1 : !torch.vtensor<[3,?],f32>, !torch.float, !torch.none, !torch.int -> !torch.list<vtensor>
  %1:2 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[3,?],f32>, !torch.vtensor<[3,?],f32>
  return %1#0, %1#1 : !torch.vtensor<[3,?],f32>, !torch.vtensor<[3,?],f32>
}

// -----

// Integers divide into f32; edge_order 2 along one dim.
// CHECK-LABEL: func.func @gradient_int_edge2
// CHECK:         torch.aten.cat {{.*}} -> !torch.vtensor<[2,4],f32>
func.func @gradient_int_edge2(%x: !torch.vtensor<[2,4],si64>) -> !torch.vtensor<[2,4],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.aten.gradient.scalarint %x, %none, %int1, %int2 : !torch.vtensor<[2,4],si64>, !torch.none, !torch.int, !torch.int -> !torch.list<vtensor>
  %1:1 = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[2,4],f32>
  return %1#0 : !torch.vtensor<[2,4],f32>
}

// -----

// scatter.reduce "add" is scatter_add, "multiply" scatter_reduce's prod
// with self included.
// CHECK-LABEL: func.func @scatter_reduce_str
// CHECK:         torch.aten.scatter_add
// CHECK:         torch.aten.scatter_reduce.two {{.*}} -> !torch.vtensor<[?,3],f32>
func.func @scatter_reduce_str(%x: !torch.vtensor<[?,3],f32>, %i: !torch.vtensor<[2,3],si64>, %s: !torch.vtensor<[2,3],f32>) -> (!torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %add = torch.constant.str "add"
  %mul = torch.constant.str "multiply"
  %i0 = torch.aten.remainder.Scalar %i, %int1 : !torch.vtensor<[2,3],si64>, !torch.int -> !torch.vtensor<[2,3],si64>
  %0 = torch.aten.scatter.reduce %x, %int0, %i0, %s, %add : !torch.vtensor<[?,3],f32>, !torch.int, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],f32>, !torch.str -> !torch.vtensor<[?,3],f32>
  %1 = torch.aten.scatter.reduce %x, %int0, %i0, %s, %mul : !torch.vtensor<[?,3],f32>, !torch.int, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],f32>, !torch.str -> !torch.vtensor<[?,3],f32>
  return %0, %1 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>
}
