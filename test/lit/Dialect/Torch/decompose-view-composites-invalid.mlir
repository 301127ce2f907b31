// RUN: strata-opt %s --torch-decompose-complex-ops --torch-lower-to-backend-contract -split-input-file -verify-diagnostics

// What the view composites' decompositions decline reaches the backend
// contract, which names the op.

// Windows along a dynamic dim: their number is not known.
func.func @unfold_dynamic(%x: !torch.vtensor<[?,3],f32>) -> !torch.vtensor<[?,3,2],f32> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.unfold' is not backend-legal (no decomposition or lowering)}}
  %0 = torch.aten.unfold %x, %int0, %int2, %int1 : !torch.vtensor<[?,3],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[?,3,2],f32>
  return %0 : !torch.vtensor<[?,3,2],f32>
}

// -----

// A list of pieces that no torch.prim.ListUnpack takes apart.
func.func @tensor_split_list(%x: !torch.vtensor<[4,3],f32>) -> !torch.vtensor<[4,3],f32> {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.tensor_split.sections' is not backend-legal (no decomposition or lowering)}}
  %0 = torch.aten.tensor_split.sections %x, %int2, %int1 : !torch.vtensor<[4,3],f32>, !torch.int, !torch.int -> !torch.list<vtensor>
  %1 = torch.aten.cat %0, %int1 : !torch.list<vtensor>, !torch.int -> !torch.vtensor<[4,3],f32>
  return %1 : !torch.vtensor<[4,3],f32>
}

// -----

// PyTorch rejects a bool tensor for unary plus.
func.func @positive_bool(%x: !torch.vtensor<[2],i1>) -> !torch.vtensor<[2],i1> {
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.positive' is not backend-legal (no decomposition or lowering)}}
  %0 = torch.aten.positive %x : !torch.vtensor<[2],i1> -> !torch.vtensor<[2],i1>
  return %0 : !torch.vtensor<[2],i1>
}
