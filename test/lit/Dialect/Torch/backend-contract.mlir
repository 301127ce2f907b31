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
  // expected-error @+2 {{unsupported by backend contract: tensor with unknown rank '!torch.vtensor<*,f32>' (result #0)}}
  // expected-note @+1 {{this is likely due to a missing transfer function}}
  %2 = torch.aten.relu %1 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<*,f32>
  // expected-error @+2 {{unsupported by backend contract: tensor with unknown rank '!torch.vtensor<*,f32>' (operand #0)}}
  // expected-note @+1 {{this is likely due to a missing transfer function}}
  %3 = torch.tensor_static_info_cast %2 : !torch.vtensor<*,f32> to !torch.vtensor<[2,3],f32>
  return %3 : !torch.vtensor<[2,3],f32>
}

// -----

func.func @unknown_dtype(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[2,3],f32> {
  // expected-error @+2 {{unsupported by backend contract: tensor with unknown dtype '!torch.vtensor<[2,3],unk>' (result #0)}}
  // expected-note @+1 {{this is likely due to a missing transfer function}}
  %0 = torch.aten.relu %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],unk>
  // expected-error @+2 {{unsupported by backend contract: tensor with unknown dtype '!torch.vtensor<[2,3],unk>' (operand #0)}}
  // expected-note @+1 {{this is likely due to a missing transfer function}}
  %1 = torch.tensor_static_info_cast %0 : !torch.vtensor<[2,3],unk> to !torch.vtensor<[2,3],f32>
  return %1 : !torch.vtensor<[2,3],f32>
}

// -----

// expected-error @+2 {{unsupported by backend contract: non-value tensor type '!torch.tensor<[2],f32>' (argument #0)}}
// expected-note @+1 {{this is likely due to a missing case in the MaximizeValueSemantics pass}}
func.func @non_value_argument(%x: !torch.tensor<[2],f32>) {
  return
}

// -----

// expected-error @+2 {{unsupported by backend contract: tensor with unknown rank '!torch.vtensor' (argument #0)}}
// expected-note @+1 {{this is likely due to a missing transfer function}}
func.func @unknown_result(%x: !torch.vtensor) -> !torch.vtensor {
  // expected-error @+2 {{unsupported by backend contract: tensor with unknown rank '!torch.vtensor' (operand #0)}}
  // expected-note @+1 {{this is likely due to a missing transfer function}}
  return %x : !torch.vtensor
}

// -----

// !torch.any has no lowering, in an argument or inside a container.
// expected-error @+1 {{unsupported by backend contract: type '!torch.any' (argument #0)}}
func.func @any_argument(%x: !torch.any) {
  return
}

// -----

// expected-error @+1 {{unsupported by backend contract: type '!torch.any' (argument #1)}}
func.func @any_in_list(%x: !torch.vtensor<[2],f32>, %l: !torch.list<any>) -> !torch.vtensor<[2],f32> {
  return %x : !torch.vtensor<[2],f32>
}

// -----

// Module state is reported once, at the initializer: neither the slot nor
// the initializer op around it adds an error.
torch.global_slot.module_initializer {
  %0 = torch.constant.int 1
  // expected-error @+2 {{unsupported by backend contract: module initializers}}
  // expected-note @+1 {{this is likely due to a global slot left in the program}}
  torch.initialize.global_slots [
    @slot0(%0 : !torch.int)
  ]
}
torch.global_slot @slot0 : !torch.int
