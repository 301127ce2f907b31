// A data-dependent size the program does not state (a ? result dim) is
// not decomposed: the op stays, and the backend contract says why.
// RUN: not strata-opt %s --torch-decompose-complex-ops --torch-lower-to-backend-contract -split-input-file 2>&1 | FileCheck %s
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file 2>&1 | FileCheck %s --check-prefix=LOWER

// CHECK: error: 'torch.aten.nonzero' op unsupported by backend contract: 'torch.aten.nonzero' is not backend-legal: its decomposition needs a static result size (the count depends on the data)
func.func @nonzero_dynamic(%x: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[?,2],si64> {
  %0 = torch.aten.nonzero %x : !torch.vtensor<[4,3],f32> -> !torch.vtensor<[?,2],si64>
  return %0 : !torch.vtensor<[?,2],si64>
}

// -----

// CHECK: error: 'torch.aten.unique_consecutive' op unsupported by backend contract: 'torch.aten.unique_consecutive' is not backend-legal
func.func @unique_dynamic(%x: !torch.vtensor<[6],si64>) -> !torch.vtensor<[?],si64> {
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %none = torch.constant.none
  %0:3 = torch.aten.unique_consecutive %x, %false, %true, %none : !torch.vtensor<[6],si64>, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[?],si64>, !torch.vtensor<[0],si64>, !torch.vtensor<[?],si64>
  return %0#0 : !torch.vtensor<[?],si64>
}

// -----

// A condition of more than one element is ambiguous: the check is not lowered.
// LOWER: error: failed to legalize operation 'torch.aten._functional_assert_async.msg'
func.func @assert_two(%c: !torch.vtensor<[2],i1>, %x: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %str = torch.constant.str "bad"
  %0 = torch.aten._functional_assert_async.msg %c, %str, %x : !torch.vtensor<[2],i1>, !torch.str, !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}
