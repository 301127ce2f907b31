// RUN: strata-opt %s --canonicalize | FileCheck %s

// i0 holds one value, 0: its sign extension folds like its zero extension
// (the signed helpers took the sign bit of a 0-bit value and crashed).
// The expected output is mlir-opt-22 --canonicalize's.

// CHECK-LABEL: func.func @extsi_i0(
//  CHECK-NEXT:   %[[Z:.*]] = arith.constant 0 : i16
//  CHECK-NEXT:   return %[[Z]], %[[Z]] : i16, i16
func.func @extsi_i0() -> (i16, i16) {
  %c0 = arith.constant 0 : i0
  %0 = arith.extsi %c0 : i0 to i16
  %1 = arith.extui %c0 : i0 to i16
  return %0, %1 : i16, i16
}

// CHECK-LABEL: func.func @minmax_i0(
//  CHECK-NEXT:   %[[Z:.*]] = arith.constant 0 : i0
//  CHECK-NEXT:   return %[[Z]], %[[Z]] : i0, i0
func.func @minmax_i0() -> (i0, i0) {
  %c0 = arith.constant 0 : i0
  %0 = arith.maxsi %c0, %c0 : i0
  %1 = arith.minsi %c0, %c0 : i0
  return %0, %1 : i0, i0
}
