// RUN: strata-opt %s --torch-verify-conversion-to-value-semantics -split-input-file -verify-diagnostics

// Value tensors only: the program passes.
func.func @value(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %0 = torch.aten.neg %x : !torch.vtensor<[2],f32> -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}

// -----

// Every non-value tensor is reported where it is defined: an argument and
// an op result, in one run; the value tensor back from the copy is fine.
// expected-error @+1 {{found a non-value tensor type, this is likely due to a missing case in the MaximizeValueSemantics pass (argument #1 is '!torch.tensor<[2],f32>')}}
func.func @non_value(%x: !torch.vtensor<[2],f32>, %y: !torch.tensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  // expected-error @+1 {{found a non-value tensor type, this is likely due to a missing case in the MaximizeValueSemantics pass (result #0 is '!torch.tensor')}}
  %0 = torch.aten.neg %x : !torch.vtensor<[2],f32> -> !torch.tensor
  %1 = torch.copy.to_vtensor %y : !torch.vtensor<[2],f32>
  return %1 : !torch.vtensor<[2],f32>
}
