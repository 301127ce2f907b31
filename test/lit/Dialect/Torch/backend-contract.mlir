// RUN: strata-opt %s --torch-lower-to-backend-contract -split-input-file -verify-diagnostics

// A program of backend-legal ops on fully typed value tensors passes.
func.func @legal(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.relu %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %1 = torch.aten.add.Tensor %0, %x, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %1 : !torch.vtensor<[2,3],f32>
}

// -----

// Every offending op is reported, each once, in one run.
func.func @several(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  // expected-error @+1 {{unsupported by backend contract: unknown op torch.operator "aten.frobnicate" (an overload the torch dialect does not declare)}}
  %0 = torch.operator "aten.frobnicate"(%x) : (!torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32>
  %int0 = torch.constant.int 0
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.flip' is not backend-legal (no decomposition or lowering)}}
  %1 = torch.aten.flip %0, %dims : !torch.vtensor<[2,3],f32>, !torch.list<int> -> !torch.vtensor<[2,3],f32>
  // expected-error @+1 {{unsupported by backend contract: result #0 is a tensor of unknown rank '!torch.vtensor<*,f32>'}}
  %2 = torch.aten.relu %1 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<*,f32>
  // expected-error @+1 {{unsupported by backend contract: operand #0 is a tensor of unknown rank '!torch.vtensor<*,f32>'}}
  %3 = torch.tensor_static_info_cast %2 : !torch.vtensor<*,f32> to !torch.vtensor<[2,3],f32>
  return %3 : !torch.vtensor<[2,3],f32>
}

// -----

func.func @unknown_dtype(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  // expected-error @+1 {{unsupported by backend contract: result #0 is a tensor of unknown dtype '!torch.vtensor<[2,3],unk>'}}
  %0 = torch.aten.relu %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],unk>
  // expected-error @+1 {{unsupported by backend contract: operand #0 is a tensor of unknown dtype '!torch.vtensor<[2,3],unk>'}}
  %1 = torch.tensor_static_info_cast %0 : !torch.vtensor<[2,3],unk> to !torch.vtensor<[2,3],f32>
  return %1 : !torch.vtensor<[2,3],f32>
}

// -----

// expected-error @+1 {{unsupported by backend contract: argument #0 is a non-value tensor '!torch.tensor<[2],f32>'}}
func.func @non_value_argument(%x: !torch.tensor<[2],f32>) {
  return
}

// -----

// expected-error @+1 {{unsupported by backend contract: argument #0 is a tensor of unknown rank '!torch.vtensor'}}
func.func @unknown_result(%x: !torch.vtensor) -> !torch.vtensor {
  // expected-error @+1 {{unsupported by backend contract: operand #0 is a tensor of unknown rank '!torch.vtensor'}}
  return %x : !torch.vtensor
}
