// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// Bools order false < true: an i1 compares unsigned (its one bit is -1
// signed), max starts from false and min from true, and a bool + is or.

// CHECK-LABEL: func.func @maximum_bool
// CHECK:       arith.maxui {{.*}} : i1
func.func @maximum_bool(%a: !torch.vtensor<[4],i1>, %b: !torch.vtensor<[4],i1>) -> !torch.vtensor<[4],i1> {
  %0 = torch.aten.maximum %a, %b : !torch.vtensor<[4],i1>, !torch.vtensor<[4],i1> -> !torch.vtensor<[4],i1>
  return %0 : !torch.vtensor<[4],i1>
}

// -----

// CHECK-LABEL: func.func @clamp_min_bool
// CHECK:       arith.maxui {{.*}} : i1
func.func @clamp_min_bool(%a: !torch.vtensor<[4],i1>, %b: !torch.vtensor<[4],i1>) -> !torch.vtensor<[4],i1> {
  %0 = torch.aten.clamp_min.Tensor %a, %b : !torch.vtensor<[4],i1>, !torch.vtensor<[4],i1> -> !torch.vtensor<[4],i1>
  return %0 : !torch.vtensor<[4],i1>
}

// -----

// CHECK-LABEL: func.func @min_bool
// CHECK:       %[[TRUE:.*]] = arith.constant true
// CHECK:       linalg.fill ins(%[[TRUE]] : i1)
// CHECK:       arith.minui {{.*}} : i1
func.func @min_bool(%a: !torch.vtensor<[3,4],i1>) -> !torch.vtensor<[],i1> {
  %0 = torch.aten.min %a : !torch.vtensor<[3,4],i1> -> !torch.vtensor<[],i1>
  return %0 : !torch.vtensor<[],i1>
}

// -----

// CHECK-LABEL: func.func @max_dim_bool
// CHECK:       %[[FALSE:.*]] = arith.constant false
// CHECK:       linalg.fill ins(%[[FALSE]] : i1)
// CHECK:       arith.cmpi ugt
func.func @max_dim_bool(%a: !torch.vtensor<[3,4],i1>) -> (!torch.vtensor<[3],i1>, !torch.vtensor<[3],si64>) {
  %int1 = torch.constant.int 1
  %false = torch.constant.bool false
  %0:2 = torch.aten.max.dim %a, %int1, %false : !torch.vtensor<[3,4],i1>, !torch.int, !torch.bool -> !torch.vtensor<[3],i1>, !torch.vtensor<[3],si64>
  return %0#0, %0#1 : !torch.vtensor<[3],i1>, !torch.vtensor<[3],si64>
}

// -----

// scatter_add on bools ors the sources in.
// CHECK-LABEL: func.func @scatter_add_bool
// CHECK:       arith.ori {{.*}} : i1
// CHECK-NOT:   arith.addi {{.*}} : i1
func.func @scatter_add_bool(%x: !torch.vtensor<[3,4],i1>, %i: !torch.vtensor<[2,4],si64>, %s: !torch.vtensor<[2,4],i1>) -> !torch.vtensor<[3,4],i1> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.scatter_add %x, %int0, %i, %s : !torch.vtensor<[3,4],i1>, !torch.int, !torch.vtensor<[2,4],si64>, !torch.vtensor<[2,4],i1> -> !torch.vtensor<[3,4],i1>
  return %0 : !torch.vtensor<[3,4],i1>
}

// -----

// argmax of a rank-0 tensor along dim 0 is 0 (it used to fail to legalize).
// CHECK-LABEL: func.func @argmax_rank0
// CHECK:       linalg.generic
// CHECK-NOT:   torch.aten.argmax
func.func @argmax_rank0(%a: !torch.vtensor<[],f32>) -> !torch.vtensor<[],si64> {
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %0 = torch.aten.argmax %a, %int0, %true : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],si64>
  return %0 : !torch.vtensor<[],si64>
}

// -----

// index_select of a rank-0 tensor (it used to crash the pass): read as [1],
// the one selected element made rank 0 again.
// CHECK-LABEL: func.func @index_select_rank0
// CHECK:       tensor.from_elements
// CHECK:       linalg.generic
// CHECK:         cf.assert
// CHECK:         tensor.extract
func.func @index_select_rank0(%x: !torch.vtensor<[],f32>, %i: !torch.vtensor<[1],si64>) -> !torch.vtensor<[],f32> {
  %int0 = torch.constant.int 0
  %0 = torch.aten.index_select %x, %int0, %i : !torch.vtensor<[],f32>, !torch.int, !torch.vtensor<[1],si64> -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}
