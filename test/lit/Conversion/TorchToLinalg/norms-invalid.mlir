// An order PyTorch rejects (3) stays, and the backend contract names it.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops))' | FileCheck %s
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops),torch-lower-to-backend-contract)' 2>&1 | FileCheck %s --check-prefix=REJECT

// CHECK-LABEL: func.func @matrix_norm_3
// CHECK:       torch.aten.linalg_matrix_norm
// REJECT:      :[[@LINE+8]]:8: error: 'torch.aten.linalg_matrix_norm' op unsupported by backend contract
func.func @matrix_norm_3(%x: !torch.vtensor<[3,3],f32>) -> !torch.vtensor<[],f32> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int3 = torch.constant.int 3
  %int-2 = torch.constant.int -2
  %int-1 = torch.constant.int -1
  %dims = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_matrix_norm %x, %int3, %dims, %false, %none : !torch.vtensor<[3,3],f32>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}
