// The loss decompositions decline what they cannot state as PyTorch's
// composites: a reduction, delta or label smoothing that is not a
// constant, and a multi_margin_loss p other than 1 or 2 (PyTorch rejects
// it). The op stays, and the backend contract names it.
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops),torch-lower-to-backend-contract)' -split-input-file 2>&1 | FileCheck %s --check-prefix=REJECT

// REJECT: error: 'torch.aten.mse_loss' op unsupported by backend contract: 'torch.aten.mse_loss' is not backend-legal
func.func @mse_reduction_unknown(%x: !torch.vtensor<[3],f32>, %t: !torch.vtensor<[3],f32>, %r: !torch.int) -> !torch.vtensor<[],f32> {
  %0 = torch.aten.mse_loss %x, %t, %r : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// REJECT: error: 'torch.aten.huber_loss' op unsupported by backend contract: 'torch.aten.huber_loss' is not backend-legal
func.func @huber_delta_unknown(%x: !torch.vtensor<[3],f32>, %t: !torch.vtensor<[3],f32>, %d: !torch.float) -> !torch.vtensor<[3],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.huber_loss %x, %t, %int0, %d : !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.int, !torch.float -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}

// -----

// REJECT: error: 'torch.aten.cross_entropy_loss' op unsupported by backend contract: 'torch.aten.cross_entropy_loss' is not backend-legal
func.func @cross_entropy_smoothing_unknown(%x: !torch.vtensor<[2,3],f32>, %t: !torch.vtensor<[2],si64>, %ls: !torch.float) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int-100 = torch.constant.int -100
  %0 = torch.aten.cross_entropy_loss %x, %t, %none, %int1, %int-100, %ls : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],si64>, !torch.none, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}

// -----

// REJECT: error: 'torch.aten.multi_margin_loss' op unsupported by backend contract: 'torch.aten.multi_margin_loss' is not backend-legal
func.func @multi_margin_p3(%x: !torch.vtensor<[2,3],f32>, %t: !torch.vtensor<[2],si64>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int3 = torch.constant.int 3
  %0 = torch.aten.multi_margin_loss %x, %t, %int3, %int1, %none, %int1 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2],si64>, !torch.int, !torch.int, !torch.none, !torch.int -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}
