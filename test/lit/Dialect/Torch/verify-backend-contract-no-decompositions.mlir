// RUN: strata-opt %s --torch-verify-backend-contract-no-decompositions -split-input-file -verify-diagnostics

// An op that torch-decompose-complex-ops decomposes (aten.t, aten.softmax.int)
// is legal before the decompositions run; the program passes unchanged.
func.func @decomposable(%x: !torch.vtensor<[2,3],f32>) -> !torch.vtensor<[3,2],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.softmax.int %x, %int1, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3],f32>
  %1 = torch.aten.t %0 : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[3,2],f32>
  return %1 : !torch.vtensor<[3,2],f32>
}

// -----

// Several results of value tensors are fine; a tuple is not (the backend
// pipeline does not lower one left in the program).
func.func @tuple(%x: !torch.vtensor<[?],f32>) -> (!torch.tuple<vtensor<[?],f32>>, !torch.vtensor<[?],f32>) {
  // expected-error @+1 {{unsupported by backend contract: 'torch.prim.TupleConstruct' is not backend-legal}}
  %0 = torch.prim.TupleConstruct %x : !torch.vtensor<[?],f32> -> !torch.tuple<vtensor<[?],f32>>
  return %0, %x : !torch.tuple<vtensor<[?],f32>>, !torch.vtensor<[?],f32>
}

// -----

// A value of unknown rank is reported once, where it is defined (not again
// at the return that uses it).
func.func @unknown_rank(%x: !torch.vtensor<[?,?],f32>) -> !torch.vtensor {
  // expected-error @+2 {{unsupported by backend contract: tensor with unknown rank '!torch.vtensor' (result #0)}}
  // expected-note @+1 {{this is likely due to a missing transfer function}}
  %0 = torch.aten.t %x : !torch.vtensor<[?,?],f32> -> !torch.vtensor
  return %0 : !torch.vtensor
}

// -----

// Every offending value and op is reported in one run: a non-value
// argument, an unknown dtype, and an op with neither a lowering nor a
// decomposition (the rejection).
// expected-error @+2 {{unsupported by backend contract: non-value tensor type '!torch.tensor<[2],f32>' (argument #1)}}
// expected-note @+1 {{this is likely due to a missing case in the MaximizeValueSemantics pass}}
func.func @several(%x: !torch.vtensor<[2],f32>, %y: !torch.tensor<[2],f32>) -> !torch.vtensor<[2],unk> {
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.item' is not backend-legal (no decomposition or lowering)}}
  %0 = torch.aten.item %x : !torch.vtensor<[2],f32> -> !torch.float
  // expected-error @+2 {{unsupported by backend contract: tensor with unknown dtype '!torch.vtensor<[2],unk>' (result #0)}}
  // expected-note @+1 {{this is likely due to a missing transfer function}}
  %1 = torch.aten.relu %x : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],unk>
  return %1 : !torch.vtensor<[2],unk>
}

// -----

// A torch.operator makes the rest moot: only it is reported, though the
// unknown rank below would be an error too.
func.func @unimplemented(%x: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<*,f32> {
  %0 = torch.tensor_static_info_cast %x : !torch.vtensor<[3,5],f32> to !torch.vtensor<*,f32>
  // expected-error @+1 {{unsupported by backend contract: Unimplemented operator 'my.frobnicate'}}
  %1 = torch.operator "my.frobnicate"(%0) : (!torch.vtensor<*,f32>) -> !torch.vtensor<*,f32>
  return %1 : !torch.vtensor<*,f32>
}
