// RUN: strata-opt %s --torch-decompose-complex-ops --torch-lower-to-backend-contract -split-input-file -verify-diagnostics

// What the misc ops' decompositions decline reaches the backend contract,
// which names the op.

// An empty dim: no index is in range to clamp to.
func.func @unsafe_masked_index_empty(%x: !torch.vtensor<[0,3],f32>, %m: !torch.vtensor<[2],i1>) -> !torch.vtensor<[2,3],f32> {
  %i = torch.vtensor.literal(dense<[0, 1]> : tensor<2xsi64>) : !torch.vtensor<[2],si64>
  %l = torch.prim.ListConstruct %i : (!torch.vtensor<[2],si64>) -> !torch.list<vtensor>
  %f = torch.constant.float 0.000000e+00
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten._unsafe_masked_index' is not backend-legal (no decomposition or lowering)}}
  %0 = torch.aten._unsafe_masked_index %x, %m, %l, %f : !torch.vtensor<[0,3],f32>, !torch.vtensor<[2],i1>, !torch.list<vtensor>, !torch.float -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}

// -----

// A dim that is not a constant.
func.func @index_add_dim(%x: !torch.vtensor<[3,3],f32>, %s: !torch.vtensor<[3,3],f32>, %d: !torch.int) -> !torch.vtensor<[3,3],f32> {
  %i = torch.vtensor.literal(dense<[0, 1, 2]> : tensor<3xsi64>) : !torch.vtensor<[3],si64>
  %int1 = torch.constant.int 1
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.index_add' is not backend-legal (no decomposition or lowering)}}
  %0 = torch.aten.index_add %x, %d, %i, %s, %int1 : !torch.vtensor<[3,3],f32>, !torch.int, !torch.vtensor<[3],si64>, !torch.vtensor<[3,3],f32>, !torch.int -> !torch.vtensor<[3,3],f32>
  return %0 : !torch.vtensor<[3,3],f32>
}

// -----

// Integer kthvalue: ATen's quickselect order among ties is not a sort's.
func.func @kthvalue_int(%x: !torch.vtensor<[4,5],si64>) -> (!torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>) {
  %int2 = torch.constant.int 2
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.kthvalue' is not backend-legal (no decomposition or lowering)}}
  %0:2 = torch.aten.kthvalue %x, %int2, %int1, %false : !torch.vtensor<[4,5],si64>, !torch.int, !torch.int, !torch.bool -> !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>
  return %0#0, %0#1 : !torch.vtensor<[4],si64>, !torch.vtensor<[4],si64>
}

// -----

// block_diag of a dynamic block: the result's sizes are not known.
func.func @block_diag_dynamic(%a: !torch.vtensor<[?,2],f32>, %b: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[?,4],f32> {
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[?,2],f32>, !torch.vtensor<[2,2],f32>) -> !torch.list<vtensor>
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.block_diag' is not backend-legal (no decomposition or lowering)}}
  %0 = torch.aten.block_diag %l : !torch.list<vtensor> -> !torch.vtensor<[?,4],f32>
  return %0 : !torch.vtensor<[?,4],f32>
}

// -----

// linspace with steps: not decomposed yet.
func.func @linspace_steps(%s: !torch.vtensor<[],f32>, %e: !torch.vtensor<[],f32>) -> !torch.vtensor<[5],f32> {
  %int5 = torch.constant.int 5
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %false = torch.constant.bool false
  // expected-error @+1 {{unsupported by backend contract: 'torch.aten.linspace.Tensor_Tensor' is not backend-legal (no decomposition or lowering)}}
  %0 = torch.aten.linspace.Tensor_Tensor %s, %e, %int5, %int6, %none, %none, %false : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.int, !torch.int, !torch.none, !torch.none, !torch.bool -> !torch.vtensor<[5],f32>
  return %0 : !torch.vtensor<[5],f32>
}
