// RUN: strata-opt %s --torch-refine-public-return -split-input-file -verify-diagnostics | FileCheck %s

// A chain of casts and a copy that nothing writes into: the public function
// returns the value tensor itself, with its precise type.
// CHECK-LABEL: func.func @through_casts(
// CHECK-SAME:      %[[X:.*]]: !torch.vtensor<[4,?],si64>) -> !torch.vtensor<[4,?],si64> {
// CHECK:         return %[[X]] : !torch.vtensor<[4,?],si64>
func.func @through_casts(%x: !torch.vtensor<[4,?],si64>) -> !torch.tensor {
  %0 = torch.tensor_static_info_cast %x : !torch.vtensor<[4,?],si64> to !torch.vtensor<[4,?],unk>
  %1 = torch.copy.to_tensor %0 : !torch.tensor<[4,?],unk>
  %2 = torch.tensor_static_info_cast %1 : !torch.tensor<[4,?],unk> to !torch.tensor
  return %2 : !torch.tensor
}

// Optional and union results lose their derefine; a scalar stays.
// CHECK-LABEL: func.func @derefined(
// CHECK-SAME:      -> (!torch.vtensor<[],f32>, !torch.int, !torch.float) {
// CHECK:         return %arg0, %arg1, %arg2 : !torch.vtensor<[],f32>, !torch.int, !torch.float
func.func @derefined(%x: !torch.vtensor<[],f32>, %i: !torch.int, %f: !torch.float) -> (!torch.optional<vtensor<[],f32>>, !torch.union<int, float>, !torch.float) {
  %0 = torch.derefine %x : !torch.vtensor<[],f32> to !torch.optional<vtensor<[],f32>>
  %1 = torch.derefine %i : !torch.int to !torch.union<int, float>
  return %0, %1, %f : !torch.optional<vtensor<[],f32>>, !torch.union<int, float>, !torch.float
}

// A tensor written into before the return: its contents at the return are
// copied out; the write stays.
// CHECK-LABEL: func.func @written(
// CHECK-SAME:      -> !torch.vtensor<[2],f32> {
// CHECK:         %[[T:.*]] = torch.copy.to_tensor %arg0 : !torch.tensor<[2],f32>
// CHECK:         torch.overwrite.tensor.contents %arg1 overwrites %[[T]]
// CHECK:         %[[V:.*]] = torch.copy.to_vtensor %[[T]] : !torch.vtensor<[2],f32>
// CHECK:         return %[[V]] : !torch.vtensor<[2],f32>
func.func @written(%x: !torch.vtensor<[2],f32>, %y: !torch.vtensor<[2],f32>) -> !torch.tensor<[2],f32> {
  %0 = torch.copy.to_tensor %x : !torch.tensor<[2],f32>
  torch.overwrite.tensor.contents %y overwrites %0 : !torch.vtensor<[2],f32>, !torch.tensor<[2],f32>
  return %0 : !torch.tensor<[2],f32>
}

// A private function keeps its signature (its callers are in the module).
// CHECK-LABEL: func.func private @private(
// CHECK-SAME:      -> !torch.tensor {
// CHECK:         return %{{.*}} : !torch.tensor
func.func private @private(%x: !torch.vtensor<[2],f32>) -> !torch.tensor {
  %0 = torch.copy.to_tensor %x : !torch.tensor<[2],f32>
  %1 = torch.tensor_static_info_cast %0 : !torch.tensor<[2],f32> to !torch.tensor
  return %1 : !torch.tensor
}

// -----

// Rejected: a public function the module calls (its callers would see a
// different type).
// expected-error @+1 {{unimplemented: refining the returns of a public function that the module calls}}
func.func @callee(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor {
  %0 = torch.tensor_static_info_cast %x : !torch.vtensor<[2],f32> to !torch.vtensor
  return %0 : !torch.vtensor
}
func.func @caller(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor {
  %0 = call @callee(%x) : (!torch.vtensor<[2],f32>) -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

// Rejected: two returns.
// expected-error @+1 {{unimplemented: refining the returns of a function with 2 returns (one expected)}}
func.func @two_returns(%c: i1, %x: !torch.vtensor<[2],f32>) -> !torch.vtensor {
  %0 = torch.tensor_static_info_cast %x : !torch.vtensor<[2],f32> to !torch.vtensor
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return %0 : !torch.vtensor
^bb2:
  return %0 : !torch.vtensor
}
