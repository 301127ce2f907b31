// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file -verify-diagnostics

// Every op without a lowering is reported at once, at its location.
func.func @two_unsupported(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f32> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{failed to legalize operation 'torch.aten.cumsum'}}
  %1 = torch.aten.cumsum %a, %int0, %none : !torch.vtensor<[4],f32>, !torch.int, !torch.none -> !torch.vtensor<[4],f32>
  %2 = torch.aten.relu %1 : !torch.vtensor<[4],f32> -> !torch.vtensor<[4],f32>
  // expected-error @+1 {{failed to legalize operation 'torch.aten.flip'}}
  %3 = torch.aten.flip %2, %0 : !torch.vtensor<[4],f32>, !torch.list<int> -> !torch.vtensor<[4],f32>
  return %3 : !torch.vtensor<[4],f32>
}

// -----

// A lowering that does not apply (a non-constant dim) is reported too.
func.func @dynamic_dim(%a: !torch.vtensor<[4,4],f32>, %d: !torch.int) -> !torch.vtensor<[4,4],f32> {
  %false = torch.constant.bool false
  // expected-error @+1 {{failed to legalize operation 'torch.aten._softmax'}}
  %0 = torch.aten._softmax %a, %d, %false : !torch.vtensor<[4,4],f32>, !torch.int, !torch.bool -> !torch.vtensor<[4,4],f32>
  return %0 : !torch.vtensor<[4,4],f32>
}

// -----

// Complex dtypes have no builtin lowering.
func.func @complex(%a: !torch.vtensor<[4],complex<f32>>) -> !torch.vtensor<[4],complex<f32>> {
  // expected-error @+1 {{failed to legalize operation 'torch.aten.neg'}}
  %0 = torch.aten.neg %a : !torch.vtensor<[4],complex<f32>> -> !torch.vtensor<[4],complex<f32>>
  return %0 : !torch.vtensor<[4],complex<f32>>
}
