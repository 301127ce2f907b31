// RUN: strata-opt %s --canonicalize | FileCheck %s

// mulf / divf of two negations, andi of an andi sharing an operand, and
// divui / divsi of a muli by one of its factors. The expected output is
// mlir-opt-22 --canonicalize's on the same input.

// CHECK-LABEL: func.func @mulf_negf_negf(
//  CHECK-SAME:   %[[A:.*]]: vector<4xf16>, %[[B:.*]]: vector<4xf16>)
//  CHECK-NEXT:   %[[R:.*]] = arith.mulf %[[A]], %[[B]] fastmath<nnan> : vector<4xf16>
//  CHECK-NEXT:   return %[[R]]
func.func @mulf_negf_negf(%a: vector<4xf16>, %b: vector<4xf16>) -> vector<4xf16> {
  %na = arith.negf %a fastmath<fast> : vector<4xf16>
  %nb = arith.negf %b : vector<4xf16>
  %r = arith.mulf %na, %nb fastmath<nnan> : vector<4xf16>
  return %r : vector<4xf16>
}

// CHECK-LABEL: func.func @divf_negf_negf(
//  CHECK-SAME:   %[[A:.*]]: f64, %[[B:.*]]: f64)
//  CHECK-NEXT:   %[[R:.*]] = arith.divf %[[A]], %[[B]] : f64
//  CHECK-NEXT:   return %[[R]]
func.func @divf_negf_negf(%a: f64, %b: f64) -> f64 {
  %na = arith.negf %a : f64
  %nb = arith.negf %b : f64
  %r = arith.divf %na, %nb : f64
  return %r : f64
}

// One negation keeps its sign: nothing folds.
// CHECK-LABEL: func.func @mulf_one_negf(
//       CHECK:   arith.negf
//       CHECK:   arith.mulf
func.func @mulf_one_negf(%a: f32, %b: f32) -> f32 {
  %na = arith.negf %a : f32
  %r = arith.mulf %na, %b : f32
  return %r : f32
}

// CHECK-LABEL: func.func @andi_of_andi(
//  CHECK-SAME:   %[[A:.*]]: vector<2xi8>, %[[B:.*]]: vector<2xi8>, %[[C:.*]]: vector<2xi8>)
//       CHECK:   %[[AB:.*]] = arith.andi %[[A]], %[[B]] : vector<2xi8>
//       CHECK:   %[[X:.*]] = arith.andi %[[AB]], %[[C]] : vector<2xi8>
//       CHECK:   return %[[AB]], %[[AB]], %[[X]]
func.func @andi_of_andi(%a: vector<2xi8>, %b: vector<2xi8>, %c: vector<2xi8>) -> (vector<2xi8>, vector<2xi8>, vector<2xi8>) {
  %ab = arith.andi %a, %b : vector<2xi8>
  %0 = arith.andi %b, %ab : vector<2xi8>
  %1 = arith.andi %ab, %a : vector<2xi8>
  %2 = arith.andi %ab, %c : vector<2xi8>
  return %0, %1, %2 : vector<2xi8>, vector<2xi8>, vector<2xi8>
}

// CHECK-LABEL: func.func @div_of_mul(
//  CHECK-SAME:   %[[A:.*]]: i32, %[[B:.*]]: i32)
//       CHECK:   return %[[B]], %[[A]], %[[B]], %[[A]]
func.func @div_of_mul(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %u = arith.muli %a, %b overflow<nuw> : i32
  %s = arith.muli %a, %b overflow<nsw, nuw> : i32
  %0 = arith.divui %u, %a : i32
  %1 = arith.divui %u, %b : i32
  %2 = arith.divsi %s, %a : i32
  %3 = arith.divsi %s, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// divui needs nuw and divsi nsw; dividing by another value keeps both.
// CHECK-LABEL: func.func @div_of_mul_wrong_flags(
//       CHECK:   %[[U:.*]] = arith.muli {{.*}} overflow<nsw>
//       CHECK:   %[[S:.*]] = arith.muli {{.*}} overflow<nuw>
//       CHECK:   arith.divui %[[U]]
//       CHECK:   arith.divsi %[[S]]
//       CHECK:   arith.divui %[[S]]
func.func @div_of_mul_wrong_flags(%a: index, %b: index, %c: index) -> (index, index, index) {
  %u = arith.muli %a, %b overflow<nsw> : index
  %s = arith.muli %a, %b overflow<nuw> : index
  %0 = arith.divui %u, %a : index
  %1 = arith.divsi %s, %b : index
  %2 = arith.divui %s, %c : index
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @div_of_mul_vector(
//  CHECK-SAME:   %[[A:.*]]: vector<3xi64>, %[[B:.*]]: vector<3xi64>)
//       CHECK:   return %[[B]]
func.func @div_of_mul_vector(%a: vector<3xi64>, %b: vector<3xi64>) -> vector<3xi64> {
  %m = arith.muli %a, %b overflow<nsw> : vector<3xi64>
  %0 = arith.divsi %m, %a : vector<3xi64>
  return %0 : vector<3xi64>
}
