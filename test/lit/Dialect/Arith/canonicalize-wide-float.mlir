// RUN: strata-opt %s -canonicalize | FileCheck %s

// f80 and f128 constants hold a float64 (ir.FloatAttr), which widening
// keeps exactly: extf into or out of them folds, scalars and dense
// constants alike. Narrowing out of them does not (the value they stand
// for may have more bits than the float64; mlir-opt-22, which holds every
// bit, folds the exact 1.0).
// CHECK-LABEL: func.func @extend(
//   CHECK-DAG:   %[[V:.*]] = arith.constant dense<[0.000000e+00, 1.000000e+00]> : vector<2xf128>
//   CHECK-DAG:   %[[S:.*]] = arith.constant dense<-2.500000e+00> : tensor<3xf128>
//   CHECK-DAG:   %[[A:.*]] = arith.constant 1.500000e+00 : f128
//   CHECK-DAG:   %[[B:.*]] = arith.constant -2.250000e+00 : f80
//   CHECK-DAG:   %[[W:.*]] = arith.constant 1.000000e+00 : f128
//   CHECK-DAG:   %[[N:.*]] = arith.truncf %[[W]] : f128 to f64
//       CHECK:   return %[[V]], %[[S]], %[[A]], %[[B]], %[[N]]
func.func @extend() -> (vector<2xf128>, tensor<3xf128>, f128, f80, f64) {
  %v80 = arith.constant dense<[0.0, 1.0]> : vector<2xf80>
  %v = arith.extf %v80 : vector<2xf80> to vector<2xf128>
  %s80 = arith.constant dense<-2.5> : tensor<3xf80>
  %s = arith.extf %s80 : tensor<3xf80> to tensor<3xf128>
  %a80 = arith.constant 1.5 : f80
  %a = arith.extf %a80 : f80 to f128
  %b64 = arith.constant -2.25 : f64
  %b = arith.extf %b64 : f64 to f80
  %w = arith.constant 1.0 : f128
  %n = arith.truncf %w : f128 to f64
  return %v, %s, %a, %b, %n : vector<2xf128>, tensor<3xf128>, f128, f80, f64
}
