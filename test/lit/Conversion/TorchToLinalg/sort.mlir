// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg),torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file > /dev/null

// sort: a rank per element (a reduction counting the elements that come
// before it, ties in input order), then a gather by rank.
// CHECK-LABEL: func.func @sort_last_dim
// CHECK: linalg.fill {{.*}} -> tensor<3x5xi64>
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// CHECK: arith.cmpf olt
// CHECK: arith.cmpf uno
// CHECK: linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// CHECK: arith.cmpi eq
func.func @sort_last_dim(%x: !torch.vtensor<[3,5],f32>) -> (!torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],si64>) {
  %int-1 = torch.constant.int -1
  %false = torch.constant.bool false
  %v, %i = torch.aten.sort %x, %int-1, %false : !torch.vtensor<[3,5],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],si64>
  return %v, %i : !torch.vtensor<[3,5],f32>, !torch.vtensor<[3,5],si64>
}

// -----

// Descending along a dynamic dim 0, on integers (signed compare).
// CHECK-LABEL: func.func @sort_descending_dynamic
// CHECK: arith.cmpi sgt
func.func @sort_descending_dynamic(%x: !torch.vtensor<[?,4],si32>) -> (!torch.vtensor<[?,4],si32>, !torch.vtensor<[?,4],si64>) {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %v, %i = torch.aten.sort %x, %int0, %true : !torch.vtensor<[?,4],si32>, !torch.int, !torch.bool -> !torch.vtensor<[?,4],si32>, !torch.vtensor<[?,4],si64>
  return %v, %i : !torch.vtensor<[?,4],si32>, !torch.vtensor<[?,4],si64>
}

// -----

// Unsigned bytes compare unsigned.
// CHECK-LABEL: func.func @sort_uint8
// CHECK: arith.cmpi ult
func.func @sort_uint8(%x: !torch.vtensor<[6],ui8>) -> (!torch.vtensor<[6],ui8>, !torch.vtensor<[6],si64>) {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %v, %i = torch.aten.sort %x, %int0, %false : !torch.vtensor<[6],ui8>, !torch.int, !torch.bool -> !torch.vtensor<[6],ui8>, !torch.vtensor<[6],si64>
  return %v, %i : !torch.vtensor<[6],ui8>, !torch.vtensor<[6],si64>
}

// -----

// topk: the first k of the descending sort; the gather's output has k
// positions along the dim.
// CHECK-LABEL: func.func @topk_largest
// CHECK: arith.cmpf ogt
// CHECK: tensor.empty() : tensor<2x3xf64>
func.func @topk_largest(%x: !torch.vtensor<[2,7],f64>) -> (!torch.vtensor<[2,3],f64>, !torch.vtensor<[2,3],si64>) {
  %int3 = torch.constant.int 3
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %v, %i = torch.aten.topk %x, %int3, %int1, %true, %true : !torch.vtensor<[2,7],f64>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,3],f64>, !torch.vtensor<[2,3],si64>
  return %v, %i : !torch.vtensor<[2,3],f64>, !torch.vtensor<[2,3],si64>
}

// -----

// The k smallest, unsorted allowed (they come sorted), along dim 0.
// CHECK-LABEL: func.func @topk_smallest
// CHECK: arith.cmpf olt
func.func @topk_smallest(%x: !torch.vtensor<[5,2],f32>) -> (!torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],si64>) {
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %v, %i = torch.aten.topk %x, %int2, %int0, %false, %false : !torch.vtensor<[5,2],f32>, !torch.int, !torch.int, !torch.bool, !torch.bool -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],si64>
  return %v, %i : !torch.vtensor<[2,2],f32>, !torch.vtensor<[2,2],si64>
}

// -----

// A rank-0 tensor sorts to itself at index 0.
// CHECK-LABEL: func.func @sort_rank0
// CHECK-NOT: torch.aten.sort
func.func @sort_rank0(%x: !torch.vtensor<[],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],si64>) {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %v, %i = torch.aten.sort %x, %int0, %false : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
  return %v, %i : !torch.vtensor<[],f32>, !torch.vtensor<[],si64>
}
