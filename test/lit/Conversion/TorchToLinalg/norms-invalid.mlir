// The singular-value orders of linalg_matrix_norm ('nuc', 2, -2)
// decompose through linalg_svdvals with the two dims moved last (their
// lowering is dense linear algebra's); an order PyTorch rejects (3)
// stays, and the backend contract names it.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops))' -split-input-file | FileCheck %s --check-prefix=SVD
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(torch-decompose-complex-ops),torch-lower-to-backend-contract)' -split-input-file 2>&1 | FileCheck %s --check-prefix=REJECT

// SVD-LABEL: func.func @matrix_norm_nuc_keepdim
// SVD:         %[[P:.*]] = torch.aten.permute %arg0, {{.*}} -> !torch.vtensor<[2,4,3],f32>
// SVD:         %[[S:.*]] = torch.aten.linalg_svdvals %[[P]], %{{.*}} : !torch.vtensor<[2,4,3],f32>, !torch.none -> !torch.vtensor<[2,3],f32>
// SVD:         %[[SUM:.*]] = torch.aten.sum.dim_IntList %[[S]], {{.*}} -> !torch.vtensor<[2,1],f32>
// SVD:         %[[U:.*]] = torch.aten.unsqueeze %[[SUM]], {{.*}} -> !torch.vtensor<[2,1,1],f32>
// SVD:         torch.aten.permute %[[U]]
func.func @matrix_norm_nuc_keepdim(%x: !torch.vtensor<[3,2,4],f32>) -> !torch.vtensor<[1,2,1],f32> {
  %str = torch.constant.str "nuc"
  %none = torch.constant.none
  %true = torch.constant.bool true
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %dims = torch.prim.ListConstruct %int2, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_matrix_norm.str_ord %x, %str, %dims, %true, %none : !torch.vtensor<[3,2,4],f32>, !torch.str, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[1,2,1],f32>
  return %0 : !torch.vtensor<[1,2,1],f32>
}

// -----

// SVD-LABEL: func.func @matrix_norm_2
// SVD:         %[[S:.*]] = torch.aten.linalg_svdvals %arg0
// SVD:         torch.aten.amin %[[S]]
func.func @matrix_norm_2(%x: !torch.vtensor<[3,3],f64>) -> !torch.vtensor<[],f64> {
  %none = torch.constant.none
  %false = torch.constant.bool false
  %int-2 = torch.constant.int -2
  %int-1 = torch.constant.int -1
  %dims = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.linalg_matrix_norm %x, %int-2, %dims, %false, %none : !torch.vtensor<[3,3],f64>, !torch.int, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f64>
  return %0 : !torch.vtensor<[],f64>
}

// -----

// SVD-LABEL: func.func @matrix_norm_3
// SVD:         torch.aten.linalg_matrix_norm
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
