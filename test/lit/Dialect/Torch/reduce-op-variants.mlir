// RUN: strata-opt %s --torch-reduce-op-variants -split-input-file -verify-diagnostics | FileCheck %s

// An op with value semantics on non-value tensors works on copies; its
// result is copied back. A view (transpose aliases its input) stays.
// CHECK-LABEL: func.func @value_semantics(
// CHECK-SAME:      %[[X:.*]]: !torch.tensor<[2,3],f32>)
// CHECK:         %[[V:.*]] = torch.copy.to_vtensor %[[X]] : !torch.vtensor<[2,3],f32>
// CHECK:         %[[R:.*]] = torch.aten.sigmoid %[[V]] : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
// CHECK:         %[[T:.*]] = torch.copy.to_tensor %[[R]] : !torch.tensor<[2,3],f32>
// CHECK:         torch.aten.transpose.int %[[T]], %{{.*}}, %{{.*}} : !torch.tensor<[2,3],f32>, !torch.int, !torch.int -> !torch.tensor<[3,2],f32>
func.func @value_semantics(%x: !torch.tensor<[2,3],f32>) -> !torch.tensor<[3,2],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %0 = torch.aten.sigmoid %x : !torch.tensor<[2,3],f32> -> !torch.tensor<[2,3],f32>
  %1 = torch.aten.transpose.int %0, %int0, %int1 : !torch.tensor<[2,3],f32>, !torch.int, !torch.int -> !torch.tensor<[3,2],f32>
  return %1 : !torch.tensor<[3,2],f32>
}

// -----

// Lists and optionals of tensors are rebuilt from their ListConstruct and
// derefine with copies; a none stays.
// CHECK-LABEL: func.func @containers(
// CHECK:         %[[A:.*]] = torch.copy.to_vtensor %arg0 : !torch.vtensor<[2],f32>
// CHECK:         %[[B:.*]] = torch.copy.to_vtensor %arg1 : !torch.vtensor<[3],f32>
// CHECK:         %[[L:.*]] = torch.prim.ListConstruct %[[A]], %[[B]] : (!torch.vtensor<[2],f32>, !torch.vtensor<[3],f32>) -> !torch.list<vtensor>
// CHECK:         torch.aten.cat %[[L]], %{{.*}} : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[5],f32>
// CHECK:         %[[SELF:.*]] = torch.copy.to_vtensor %arg0 : !torch.vtensor<[2],f32>
// CHECK:         %[[W:.*]] = torch.copy.to_vtensor %arg0 : !torch.vtensor<[2],f32>
// CHECK:         %[[O:.*]] = torch.derefine %[[W]] : !torch.vtensor<[2],f32> to !torch.optional<vtensor>
// CHECK:         %[[N:.*]] = torch.derefine %{{.*}} : !torch.none to !torch.optional<vtensor>
// CHECK:         torch.aten.layer_norm %[[SELF]], %{{.*}}, %[[O]], %[[N]], %{{.*}}, %{{.*}} : !torch.vtensor<[2],f32>, !torch.list<int>, !torch.optional<vtensor>, !torch.optional<vtensor>
func.func @containers(%a: !torch.tensor<[2],f32>, %b: !torch.tensor<[3],f32>) -> (!torch.tensor<[5],f32>, !torch.tensor<[2],f32>) {
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %false = torch.constant.bool false
  %eps = torch.constant.float 1.000000e-05
  %l = torch.prim.ListConstruct %a, %b : (!torch.tensor<[2],f32>, !torch.tensor<[3],f32>) -> !torch.list<tensor>
  %0 = torch.aten.cat %l, %int0 : !torch.list<tensor>, !torch.int -> !torch.tensor<[5],f32>
  %shape = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %w = torch.derefine %a : !torch.tensor<[2],f32> to !torch.optional<tensor>
  %nb = torch.derefine %none : !torch.none to !torch.optional<tensor>
  %1 = torch.aten.layer_norm %a, %shape, %w, %nb, %eps, %false : !torch.tensor<[2],f32>, !torch.list<int>, !torch.optional<tensor>, !torch.optional<tensor>, !torch.float, !torch.bool -> !torch.tensor<[2],f32>
  return %0, %1 : !torch.tensor<[5],f32>, !torch.tensor<[2],f32>
}

// -----

// An in-place op on a non-value self: the out-of-place op on copies, whose
// result overwrites self; uses of the result read self.
// CHECK-LABEL: func.func @in_place(
// CHECK:         %[[S:.*]] = torch.copy.to_vtensor %arg0 : !torch.vtensor<[4],f32>
// CHECK:         %[[M:.*]] = torch.aten.mul.Scalar %[[S]], %{{.*}} : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
// CHECK:         torch.overwrite.tensor.contents %[[M]] overwrites %arg0 : !torch.vtensor<[4],f32>, !torch.tensor<[4],f32>
// CHECK:         return %arg0 : !torch.tensor<[4],f32>
func.func @in_place(%x: !torch.tensor<[4],f32>) -> !torch.tensor<[4],f32> {
  %f = torch.constant.float 2.000000e+00
  %0 = torch.aten.mul_.Scalar %x, %f : !torch.tensor<[4],f32>, !torch.float -> !torch.tensor<[4],f32>
  return %0 : !torch.tensor<[4],f32>
}

// -----

// A literal of unknown type is typed by its value and cast back; an op on
// value tensors only is unchanged (rank 0 here).
// CHECK-LABEL: func.func @literal(
// CHECK:         %[[L:.*]] = torch.vtensor.literal(dense<[1, 2]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
// CHECK:         %[[C:.*]] = torch.copy.to_tensor %[[L]] : !torch.tensor<[2],si64>
// CHECK:         torch.tensor_static_info_cast %[[C]] : !torch.tensor<[2],si64> to !torch.tensor
// CHECK:         torch.aten.neg %arg0 : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
func.func @literal(%x: !torch.vtensor<[],f32>) -> (!torch.tensor, !torch.vtensor<[],f32>) {
  %0 = torch.tensor.literal(dense<[1, 2]> : tensor<2xsi64>) : !torch.tensor
  %1 = torch.aten.neg %x : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
  return %0, %1 : !torch.tensor, !torch.vtensor<[],f32>
}

// -----

// Rejected: a tensor list that is a function argument cannot be rebuilt.
func.func @list_argument(%l: !torch.list<tensor>) -> !torch.tensor {
  %int0 = torch.constant.int 0
  // expected-error @+1 {{failed to legalize operation 'torch.aten.cat' that was explicitly marked illegal: operand #0: '!torch.list<tensor>' holds non-value tensors that no torch.prim.ListConstruct or torch.derefine makes}}
  %0 = torch.aten.cat %l, %int0 : !torch.list<tensor>, !torch.int -> !torch.tensor
  return %0 : !torch.tensor
}

// -----

// An in-place op that ATen has no out-of-place overload of takes
// Torch-MLIR's value-semantics variant.
// CHECK-LABEL: func.func @valsem(
// CHECK:         %[[S:.*]] = torch.copy.to_vtensor %arg0 : !torch.vtensor<[4],f32>
// CHECK:         %[[B:.*]] = torch.valsem.aten.bernoulli.float %[[S]], %{{.*}}, %{{.*}} : !torch.vtensor<[4],f32>, !torch.float, !torch.none -> !torch.vtensor<[4],f32>
// CHECK:         torch.overwrite.tensor.contents %[[B]] overwrites %arg0
func.func @valsem(%x: !torch.tensor<[4],f32>) -> !torch.tensor<[4],f32> {
  %f = torch.constant.float 5.000000e-01
  %none = torch.constant.none
  %0 = torch.aten.bernoulli_.float %x, %f, %none : !torch.tensor<[4],f32>, !torch.float, !torch.none -> !torch.tensor<[4],f32>
  return %0 : !torch.tensor<[4],f32>
}

// -----

// Rejected: an in-place op that changes self's shape (its result cannot
// overwrite self).
func.func @no_out_of_place(%x: !torch.tensor<[4],f32>) -> !torch.tensor<[2,2],f32> {
  %int2 = torch.constant.int 2
  %none = torch.constant.none
  %size = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{failed to legalize operation 'torch.aten.resize_' that was explicitly marked illegal: the op changes self's type from '!torch.tensor<[4],f32>' to '!torch.tensor<[2,2],f32>'}}
  %0 = torch.aten.resize_ %x, %size, %none : !torch.tensor<[4],f32>, !torch.list<int>, !torch.none -> !torch.tensor<[2,2],f32>
  return %0 : !torch.tensor<[2,2],f32>
}
