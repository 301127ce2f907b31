// RUN: strata-opt %s -canonicalize -split-input-file -verify-diagnostics | FileCheck %s

// An assertion the static type proves is erased; one it cannot prove (a
// dynamic dim, strides) stays; an unused assertion is not dead code.
// CHECK-LABEL: func.func @proven(
// CHECK-NOT:     torch.aten._assert_tensor_metadata %arg0, %{{.*}}, %none, %int4
// CHECK:         torch.aten._assert_tensor_metadata %arg1,
// CHECK:         torch.aten._assert_tensor_metadata %arg0, %{{.*}}, %{{.*}}, %none
// CHECK:         return
func.func @proven(%x: !torch.vtensor<[2,3],si64>, %y: !torch.vtensor<[?,3],f32>) {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %sizes = torch.prim.ListConstruct %int2, %int3 : (!torch.int, !torch.int) -> !torch.list<int>
  %strides = torch.prim.ListConstruct %int3, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  torch.aten._assert_tensor_metadata %x, %sizes, %none, %int4, %none, %none : !torch.vtensor<[2,3],si64>, !torch.list<int>, !torch.none, !torch.int, !torch.none, !torch.none
  torch.aten._assert_tensor_metadata %y, %sizes, %none, %int6, %none, %none : !torch.vtensor<[?,3],f32>, !torch.list<int>, !torch.none, !torch.int, !torch.none, !torch.none
  torch.aten._assert_tensor_metadata %x, %none, %strides, %none, %none, %none : !torch.vtensor<[2,3],si64>, !torch.none, !torch.list<int>, !torch.none, !torch.none, !torch.none
  return
}

// -----

// Rejected: assertions the static type contradicts (dtype; sizes of another
// rank; a static dim), each reported.
func.func @contradicted(%x: !torch.vtensor<[2,3],si64>, %y: !torch.vtensor<[?,3],f32>) {
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %sizes = torch.prim.ListConstruct %int2, %int3, %int3 : (!torch.int, !torch.int, !torch.int) -> !torch.list<int>
  %sizes2 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  // expected-error @+1 {{'torch.aten._assert_tensor_metadata' op Failed to fold the _assert_tensor_metadata op since the dtype does not match: the tensor is si64 (dtype 4), the assertion asks for dtype 6}}
  torch.aten._assert_tensor_metadata %x, %none, %none, %int6, %none, %none : !torch.vtensor<[2,3],si64>, !torch.none, !torch.none, !torch.int, !torch.none, !torch.none
  // expected-error @+1 {{'torch.aten._assert_tensor_metadata' op Failed to fold the _assert_tensor_metadata op since the sizes do not match: the tensor's sizes are [2,3], the assertion asks for [2,3,3]}}
  torch.aten._assert_tensor_metadata %x, %sizes, %none, %none, %none, %none : !torch.vtensor<[2,3],si64>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none
  // expected-error @+1 {{'torch.aten._assert_tensor_metadata' op Failed to fold the _assert_tensor_metadata op since the sizes do not match: the tensor's sizes are [?,3], the assertion asks for [2,2]}}
  torch.aten._assert_tensor_metadata %y, %sizes2, %none, %none, %none, %none : !torch.vtensor<[?,3],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.none, !torch.none
  return
}
