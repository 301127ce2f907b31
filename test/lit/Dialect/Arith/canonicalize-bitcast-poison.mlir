// RUN: strata-opt %s --canonicalize | FileCheck %s

// arith.bitcast of a scalar ub.poison is poison of the result type;
// mlir-opt-22 leaves a vector's bitcast, and so do we. The expected output
// is mlir-opt-22 --canonicalize's.

// CHECK-LABEL: func.func @scalar(
//  CHECK-NEXT:   %[[P:.*]] = ub.poison : bf16
//  CHECK-NEXT:   %[[Q:.*]] = ub.poison : i64
//  CHECK-NEXT:   return %[[P]], %[[Q]] : bf16, i64
func.func @scalar() -> (bf16, i64) {
  %a = ub.poison : i16
  %b = ub.poison : f64
  %0 = arith.bitcast %a : i16 to bf16
  %1 = arith.bitcast %b : f64 to i64
  return %0, %1 : bf16, i64
}

// CHECK-LABEL: func.func @vector(
//       CHECK:   %[[P:.*]] = ub.poison : vector<2xf32>
//       CHECK:   %[[B:.*]] = arith.bitcast %[[P]] : vector<2xf32> to vector<2xi32>
//       CHECK:   return %[[B]]
func.func @vector() -> vector<2xi32> {
  %p = ub.poison : vector<2xf32>
  %0 = arith.bitcast %p : vector<2xf32> to vector<2xi32>
  return %0 : vector<2xi32>
}

// CHECK-LABEL: func.func @not_poison(
//       CHECK:   arith.bitcast
func.func @not_poison(%a: f32) -> i32 {
  %0 = arith.bitcast %a : f32 to i32
  return %0 : i32
}
