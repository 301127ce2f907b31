// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// scatter_reduce.two: one generic carries the reduction and the count of
// values combined; without include_self an untouched element keeps x.

// CHECK-LABEL: func.func @scatter_reduce_amax
// CHECK:       %[[NEG:.*]] = arith.constant 0xFF800000 : f32
// CHECK:       linalg.fill ins(%[[NEG]] : f32)
// CHECK:       linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "reduction"]
// CHECK:         arith.maximumf
// CHECK:       linalg.generic
// CHECK:         arith.cmpi sgt
// CHECK:         arith.select
func.func @scatter_reduce_amax(%x: !torch.vtensor<[3,4],f32>, %i: !torch.vtensor<[2,4],si64>, %s: !torch.vtensor<[2,4],f32>) -> !torch.vtensor<[3,4],f32> {
  %int0 = torch.constant.int 0
  %str = torch.constant.str "amax"
  %false = torch.constant.bool false
  %0 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %str, %false : !torch.vtensor<[3,4],f32>, !torch.int, !torch.vtensor<[2,4],si64>, !torch.vtensor<[2,4],f32>, !torch.str, !torch.bool -> !torch.vtensor<[3,4],f32>
  return %0 : !torch.vtensor<[3,4],f32>
}

// -----

// mean on integers floor-divides by the count (at least 1: self counts).
// CHECK-LABEL: func.func @scatter_reduce_mean_i32
// CHECK:       arith.floordivsi
func.func @scatter_reduce_mean_i32(%x: !torch.vtensor<[?,3],si32>, %i: !torch.vtensor<[2,3],si64>, %s: !torch.vtensor<[2,3],si32>) -> !torch.vtensor<[?,3],si32> {
  %int-1 = torch.constant.int -1
  %str = torch.constant.str "mean"
  %true = torch.constant.bool true
  %0 = torch.aten.scatter_reduce.two %x, %int-1, %i, %s, %str, %true : !torch.vtensor<[?,3],si32>, !torch.int, !torch.vtensor<[2,3],si64>, !torch.vtensor<[2,3],si32>, !torch.str, !torch.bool -> !torch.vtensor<[?,3],si32>
  return %0 : !torch.vtensor<[?,3],si32>
}

// -----

// prod on bools ands; with include_self the combined value is the result.
// CHECK-LABEL: func.func @scatter_reduce_prod_bool
// CHECK:       arith.muli {{.*}} : i1
// CHECK-NOT:   arith.cmpi sgt
func.func @scatter_reduce_prod_bool(%x: !torch.vtensor<[5],i1>, %i: !torch.vtensor<[3],si64>, %s: !torch.vtensor<[3],i1>) -> !torch.vtensor<[5],i1> {
  %int0 = torch.constant.int 0
  %str = torch.constant.str "prod"
  %true = torch.constant.bool true
  %0 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %str, %true : !torch.vtensor<[5],i1>, !torch.int, !torch.vtensor<[3],si64>, !torch.vtensor<[3],i1>, !torch.str, !torch.bool -> !torch.vtensor<[5],i1>
  return %0 : !torch.vtensor<[5],i1>
}

// -----

// amin of ui8 compares unsigned and starts from 255.
// CHECK-LABEL: func.func @scatter_reduce_amin_u8
// CHECK:       arith.constant -1 : i8
// CHECK:       arith.minui
func.func @scatter_reduce_amin_u8(%x: !torch.vtensor<[4],ui8>, %i: !torch.vtensor<[4],si64>, %s: !torch.vtensor<[4],ui8>) -> !torch.vtensor<[4],ui8> {
  %int0 = torch.constant.int 0
  %str = torch.constant.str "amin"
  %false = torch.constant.bool false
  %0 = torch.aten.scatter_reduce.two %x, %int0, %i, %s, %str, %false : !torch.vtensor<[4],ui8>, !torch.int, !torch.vtensor<[4],si64>, !torch.vtensor<[4],ui8>, !torch.str, !torch.bool -> !torch.vtensor<[4],ui8>
  return %0 : !torch.vtensor<[4],ui8>
}
