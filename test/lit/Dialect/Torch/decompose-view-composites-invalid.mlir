// RUN: strata-opt %s --torch-decompose-complex-ops --torch-lower-to-backend-contract -split-input-file -verify-diagnostics

// What the view composites' decompositions decline reaches the backend
// contract, which names the op.

// The diagonal embedding of a dynamic dim: the result's size is not known.
func.func @diag_embed_dynamic(%x: !torch.vtensor<[2,?],f32>) -> !torch.vtensor<[2,?,?],f32> {
  %int0 = torch.constant.int 0
  %int-1 = torch.constant.int -1
  %int-2 = torch.constant.int -2
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.diag_embed' is not backend-legal (no decomposition or lowering)}}
  %0 = torch.aten.diag_embed %x, %int0, %int-2, %int-1 : !torch.vtensor<[2,?],f32>, !torch.int, !torch.int, !torch.int -> !torch.vtensor<[2,?,?],f32>
  return %0 : !torch.vtensor<[2,?,?],f32>
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
