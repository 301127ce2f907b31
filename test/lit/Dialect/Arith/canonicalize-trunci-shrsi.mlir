// RUN: strata-opt %s --canonicalize | FileCheck %s

// trunci(shrsi(x, c)) is trunci(shrui(x, c)) when c is exactly the bits
// trunci drops. mlir-opt-22 keeps trunci's overflow flags; nsw, true of the
// shrsi's result, is false of the shrui's for a negative x, so we drop them.

// CHECK-LABEL: func.func @high_half(
//  CHECK-SAME:   %[[A:.*]]: i64, %[[V:.*]]: vector<2xi32>)
//   CHECK-DAG:   %[[C32:.*]] = arith.constant 32 : i64
//   CHECK-DAG:   %[[C24:.*]] = arith.constant dense<24> : vector<2xi32>
//       CHECK:   %[[S:.*]] = arith.shrui %[[A]], %[[C32]] : i64
//       CHECK:   %[[T:.*]] = arith.trunci %[[S]] : i64 to i32
//       CHECK:   %[[SV:.*]] = arith.shrui %[[V]], %[[C24]] : vector<2xi32>
//       CHECK:   %[[TV:.*]] = arith.trunci %[[SV]] : vector<2xi32> to vector<2xi8>
//       CHECK:   return %[[T]], %[[TV]]
func.func @high_half(%a: i64, %v: vector<2xi32>) -> (i32, vector<2xi8>) {
  %c32 = arith.constant 32 : i64
  %0 = arith.shrsi %a, %c32 : i64
  %1 = arith.trunci %0 overflow<nsw> : i64 to i32
  %c24 = arith.constant dense<24> : vector<2xi32>
  %2 = arith.shrsi %v, %c24 : vector<2xi32>
  %3 = arith.trunci %2 : vector<2xi32> to vector<2xi8>
  return %1, %3 : i32, vector<2xi8>
}

// A shift by another amount keeps sign bits in the result: shrsi stays.
// CHECK-LABEL: func.func @other_amount(
//       CHECK:   arith.shrsi
//       CHECK:   arith.shrsi
func.func @other_amount(%a: i64) -> (i32, i32) {
  %c31 = arith.constant 31 : i64
  %c33 = arith.constant 33 : i64
  %0 = arith.shrsi %a, %c31 : i64
  %1 = arith.trunci %0 : i64 to i32
  %2 = arith.shrsi %a, %c33 : i64
  %3 = arith.trunci %2 : i64 to i32
  return %1, %3 : i32, i32
}
