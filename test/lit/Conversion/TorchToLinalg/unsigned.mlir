// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -o /dev/null

// ui8 tensors lower to i8 ones whose elements are unsigned: they convert
// with uitofp and extui, and compare, divide, take remainders, max and
// min unsigned; the differential check runs them on values of 128 and
// more (issue 14).
// CHECK-LABEL: func.func @unsigned(
// CHECK:       arith.uitofp %{{.*}} : i8 to f32
// CHECK:       arith.divui
// CHECK:       arith.remui
// CHECK:       arith.maxui
// CHECK:       arith.cmpi ugt
// CHECK:       arith.maxui
// CHECK:       arith.extui %{{.*}} : i8 to i64
// CHECK:       arith.cmpi ult
// CHECK:       arith.extui %{{.*}} : i8 to i64
// CHECK:       arith.maxui
// CHECK:       arith.minui
// CHECK:       arith.cmpi ult
func.func @unsigned(%x: !torch.vtensor<[4,3],ui8>, %y: !torch.vtensor<[3],ui8>) -> (!torch.vtensor<[4,3],f32>, !torch.vtensor<[4,3],ui8>, !torch.vtensor<[4,3],ui8>, !torch.vtensor<[4,3],ui8>, !torch.vtensor<[4,3],i1>, !torch.vtensor<[4],ui8>, !torch.vtensor<[3],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4,3],si64>, !torch.vtensor<[4,3],ui8>, !torch.vtensor<[4,3],i1>) {
  %int1 = torch.constant.int 1
  %int6 = torch.constant.int 6
  %int7 = torch.constant.int 7
  %int100 = torch.constant.int 100
  %false = torch.constant.bool false
  %none = torch.constant.none
  %floor = torch.constant.str "floor"
  %0 = torch.aten.to.dtype %x, %int6, %false, %false, %none : !torch.vtensor<[4,3],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[4,3],f32>
  %1 = torch.aten.div.Scalar_mode %x, %int7, %floor : !torch.vtensor<[4,3],ui8>, !torch.int, !torch.str -> !torch.vtensor<[4,3],ui8>
  %2 = torch.aten.remainder.Scalar %x, %int7 : !torch.vtensor<[4,3],ui8>, !torch.int -> !torch.vtensor<[4,3],ui8>
  %3 = torch.aten.maximum %x, %y : !torch.vtensor<[4,3],ui8>, !torch.vtensor<[3],ui8> -> !torch.vtensor<[4,3],ui8>
  %4 = torch.aten.gt.Scalar %x, %int100 : !torch.vtensor<[4,3],ui8>, !torch.int -> !torch.vtensor<[4,3],i1>
  %d1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %5 = torch.aten.amax %x, %d1, %false : !torch.vtensor<[4,3],ui8>, !torch.list<int>, !torch.bool -> !torch.vtensor<[4],ui8>
  %int0 = torch.constant.int 0
  %d0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %6 = torch.aten.sum.dim_IntList %x, %d0, %false, %none : !torch.vtensor<[4,3],ui8>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3],si64>
  %7 = torch.aten.argmin %x, %int1, %false : !torch.vtensor<[4,3],ui8>, !torch.int, !torch.bool -> !torch.vtensor<[4],si64>
  %8 = torch.aten.add.Tensor %x, %y, %int1 : !torch.vtensor<[4,3],ui8>, !torch.vtensor<[3],ui8>, !torch.int -> !torch.vtensor<[4,3],ui8>
  %int4 = torch.constant.int 4
  %9 = torch.aten.to.dtype %x, %int4, %false, %false, %none : !torch.vtensor<[4,3],ui8>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[4,3],si64>
  %10 = torch.aten.clamp %x, %int7, %int100 : !torch.vtensor<[4,3],ui8>, !torch.int, !torch.int -> !torch.vtensor<[4,3],ui8>
  %11 = torch.aten.lt.Tensor %x, %y : !torch.vtensor<[4,3],ui8>, !torch.vtensor<[3],ui8> -> !torch.vtensor<[4,3],i1>
  return %0, %1, %2, %3, %4, %5, %6, %7, %9, %10, %11 : !torch.vtensor<[4,3],f32>, !torch.vtensor<[4,3],ui8>, !torch.vtensor<[4,3],ui8>, !torch.vtensor<[4,3],ui8>, !torch.vtensor<[4,3],i1>, !torch.vtensor<[4],ui8>, !torch.vtensor<[3],si64>, !torch.vtensor<[4],si64>, !torch.vtensor<[4,3],si64>, !torch.vtensor<[4,3],ui8>, !torch.vtensor<[4,3],i1>
}
