// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s

// A scan is a reduction over a triangular window: loops (..., i, ..., j)
// with j a reduction loop reading x where i would, and x[j] replaced by
// the neutral element where j > i.

// CHECK-DAG:   #[[IN:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-DAG:   #[[OUT:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @cumsum(
// CHECK:       %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:       %[[E:.*]] = tensor.empty() : tensor<3x5xf32>
// CHECK:       %[[F:.*]] = linalg.fill ins(%[[Z]] : f32) outs(%[[E]] : tensor<3x5xf32>)
// CHECK:       linalg.generic {indexing_maps = [#[[IN]], #[[OUT]]], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}} : tensor<3x5xf32>) outs(%[[F]] : tensor<3x5xf32>)
// CHECK:       ^bb0(%[[X:.*]]: f32, %[[ACC:.*]]: f32):
// CHECK:         %[[J:.*]] = linalg.index 2 : index
// CHECK:         %[[I:.*]] = linalg.index 1 : index
// CHECK:         %[[IN_WINDOW:.*]] = arith.cmpi ule, %[[J]], %[[I]] : index
// CHECK:         %[[Z2:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[V:.*]] = arith.select %[[IN_WINDOW]], %[[X]], %[[Z2]] : f32
// CHECK:         %[[S:.*]] = arith.addf %[[V]], %[[ACC]] : f32
// CHECK:         linalg.yield %[[S]] : f32
func.func @cumsum(%x: !torch.vtensor<[3,5],f32>) -> !torch.vtensor<[3,5],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.cumsum %x, %int1, %none : !torch.vtensor<[3,5],f32>, !torch.int, !torch.none -> !torch.vtensor<[3,5],f32>
  return %0 : !torch.vtensor<[3,5],f32>
}

// -----

// CHECK-DAG:   #[[IN:map[0-9]*]] = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-LABEL: func.func @cumsum_dynamic(
// CHECK:       %[[D0:.*]] = tensor.dim %{{.*}}, %c0 : tensor<?x?xf32>
// CHECK:       %[[D1:.*]] = tensor.dim %{{.*}}, %c1 : tensor<?x?xf32>
// CHECK:       tensor.empty(%[[D0]], %[[D1]]) : tensor<?x?xf32>
// CHECK:       linalg.generic {indexing_maps = [#[[IN]], #{{.*}}], iterator_types = ["parallel", "parallel", "reduction"]} ins(%{{.*}} : tensor<?x?xf32>) outs(%{{.*}} : tensor<?x?xf32>)
// CHECK:         linalg.index 2
// CHECK:         linalg.index 0
func.func @cumsum_dynamic(%x: !torch.vtensor<[?,?],f32>) -> !torch.vtensor<[?,?],f32> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.aten.cumsum %x, %int0, %none : !torch.vtensor<[?,?],f32>, !torch.int, !torch.none -> !torch.vtensor<[?,?],f32>
  return %0 : !torch.vtensor<[?,?],f32>
}

// -----

// Integers accumulate in the result's i64.
// CHECK-LABEL: func.func @cumsum_int(
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<2x4xi32>) outs(%{{.*}} : tensor<2x4xi64>)
// CHECK:         arith.extsi %{{.*}} : i32 to i64
// CHECK:         arith.addi
func.func @cumsum_int(%x: !torch.vtensor<[2,4],si32>) -> !torch.vtensor<[2,4],si64> {
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %0 = torch.aten.cumsum %x, %int-1, %none : !torch.vtensor<[2,4],si32>, !torch.int, !torch.none -> !torch.vtensor<[2,4],si64>
  return %0 : !torch.vtensor<[2,4],si64>
}

// -----

// CHECK-LABEL: func.func @cumsum_bool(
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<6xi1>) outs(%{{.*}} : tensor<6xi64>)
// CHECK:         arith.extui %{{.*}} : i1 to i64
func.func @cumsum_bool(%x: !torch.vtensor<[6],i1>) -> !torch.vtensor<[6],si64> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.aten.cumsum %x, %int0, %none : !torch.vtensor<[6],i1>, !torch.int, !torch.none -> !torch.vtensor<[6],si64>
  return %0 : !torch.vtensor<[6],si64>
}

// -----

// dtype = float64: the scan runs in f64.
// CHECK-LABEL: func.func @cumsum_dtype(
// CHECK:       linalg.generic {{.*}} ins(%{{.*}} : tensor<4xf32>) outs(%{{.*}} : tensor<4xf64>)
// CHECK:         arith.extf %{{.*}} : f32 to f64
// CHECK:         arith.addf {{.*}} : f64
func.func @cumsum_dtype(%x: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],f64> {
  %int0 = torch.constant.int 0
  %int7 = torch.constant.int 7
  %0 = torch.aten.cumsum %x, %int0, %int7 : !torch.vtensor<[4],f32>, !torch.int, !torch.int -> !torch.vtensor<[4],f64>
  return %0 : !torch.vtensor<[4],f64>
}

// -----

// cumprod: the neutral element is 1.
// CHECK-DAG:   #[[IN:map[0-9]*]] = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-LABEL: func.func @cumprod(
// CHECK:       %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK:       linalg.fill ins(%[[ONE]] : f32)
// CHECK:       linalg.generic {indexing_maps = [#[[IN]], #{{.*}}], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK:         arith.cmpi ule
// CHECK:         arith.constant 1.000000e+00 : f32
// CHECK:         arith.select
// CHECK:         arith.mulf
func.func @cumprod(%x: !torch.vtensor<[2,3,4],f32>) -> !torch.vtensor<[2,3,4],f32> {
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %0 = torch.aten.cumprod %x, %int1, %none : !torch.vtensor<[2,3,4],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3,4],f32>
  return %0 : !torch.vtensor<[2,3,4],f32>
}

// -----

// A 0-d tensor is its own scan.
// CHECK-LABEL: func.func @cumsum_scalar(
// CHECK-NOT:   linalg.generic
// CHECK:       return
func.func @cumsum_scalar(%x: !torch.vtensor<[],f32>) -> !torch.vtensor<[],f32> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.aten.cumsum %x, %int0, %none : !torch.vtensor<[],f32>, !torch.int, !torch.none -> !torch.vtensor<[],f32>
  return %0 : !torch.vtensor<[],f32>
}
