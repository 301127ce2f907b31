// strata-partition at the torch level (a torch-backend backend's ops are
// torch ops): a !torch.list of constants is copied into the segments that
// use it, as constants are; a list built on the host from a value known at
// run time cannot cross to the backend, so the op that takes it stays on
// the host, and says why.
// RUN: strata-opt %s -split-input-file '--strata-partition=target=tb ops=torch.aten.mm,torch.aten.permute,torch.aten.view' --mlir-print-debuginfo=false | FileCheck %s

// CHECK-LABEL: func.func @products(
//   CHECK-NOT:   torch.prim.ListConstruct
//       CHECK:   %[[R:.*]] = call @products_tb_0(%arg0, %arg1)
//  CHECK-NEXT:   %[[S:.*]] = torch.aten.relu %[[R]]
//       CHECK: func.func private @products_tb_0(%arg0: !torch.vtensor<[4,8],f32>, %arg1: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,4],f32> attributes {strata.target = "tb"}
//  CHECK-NEXT:   %[[ONE:.*]] = torch.constant.int 1
//  CHECK-NEXT:   %[[ZERO:.*]] = torch.constant.int 0
//  CHECK-NEXT:   %[[L:.*]] = torch.prim.ListConstruct %[[ONE]], %[[ZERO]]
//  CHECK-NEXT:   %[[T:.*]] = torch.aten.permute %arg0, %[[L]]
//  CHECK-NEXT:   %[[M:.*]] = torch.aten.mm %arg1, %[[T]]
//  CHECK-NEXT:   return %[[M]]
func.func @products(%w: !torch.vtensor<[4,8],f32>, %x: !torch.vtensor<[4,8],f32>) -> !torch.vtensor<[4,4],f32> {
  %int1 = torch.constant.int 1
  %int0 = torch.constant.int 0
  %0 = torch.prim.ListConstruct %int1, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.permute %w, %0 : !torch.vtensor<[4,8],f32>, !torch.list<int> -> !torch.vtensor<[8,4],f32>
  %2 = torch.aten.mm %x, %1 : !torch.vtensor<[4,8],f32>, !torch.vtensor<[8,4],f32> -> !torch.vtensor<[4,4],f32>
  %3 = torch.aten.relu %2 : !torch.vtensor<[4,4],f32> -> !torch.vtensor<[4,4],f32>
  return %3 : !torch.vtensor<[4,4],f32>
}

// -----

// CHECK-LABEL: func.func @dynamic_view(
//       CHECK:   torch.aten.size.int
//       CHECK:   torch.prim.ListConstruct
//       CHECK:   torch.aten.view
//   CHECK-NOT:   call
func.func @dynamic_view(%x: !torch.vtensor<[?,8],f32>, %y: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?,8],f32> {
  %int0 = torch.constant.int 0
  %int8 = torch.constant.int 8
  %d = torch.aten.size.int %x, %int0 : !torch.vtensor<[?,8],f32>, !torch.int -> !torch.int
  %l = torch.prim.ListConstruct %d, %int8 : (!torch.int, !torch.int) -> !torch.list<int>
  %v = torch.aten.view %y, %l : !torch.vtensor<[?],f32>, !torch.list<int> -> !torch.vtensor<[?,8],f32>
  return %v : !torch.vtensor<[?,8],f32>
}
