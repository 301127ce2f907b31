// RUN: strata-opt %s --canonicalize | FileCheck %s

// arith.cmpf of sitofp / uitofp and a float constant becomes arith.cmpi
// (upstream's CmpFIntToFPConst): a constant outside the integer's range
// folds, a fractional one moves the predicate, a float too narrow for the
// integer or a vector stays. The expected output is mlir-opt-22
// --canonicalize's on the same input.

// CHECK-LABEL: func.func @signed(
//  CHECK-SAME:   %[[X:.*]]: i8)
//   CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : i8
//   CHECK-DAG:   %[[F:.*]] = arith.constant false
//   CHECK-DAG:   %[[T:.*]] = arith.constant true
//   CHECK-DAG:   %[[C4:.*]] = arith.constant 4 : i8
//   CHECK-DAG:   %[[CM4:.*]] = arith.constant -4 : i8
//       CHECK:   %[[R0:.*]] = arith.cmpi slt, %[[X]], %[[CM4]] : i8
//       CHECK:   %[[R1:.*]] = arith.cmpi sle, %[[X]], %[[C4]] : i8
//       CHECK:   %[[R2:.*]] = arith.cmpi sge, %[[X]], %[[CM4]] : i8
//       CHECK:   %[[R3:.*]] = arith.cmpi sgt, %[[X]], %[[C4]] : i8
//       CHECK:   %[[R9:.*]] = arith.cmpi sge, %[[X]], %[[C0]] : i8
//       CHECK:   return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[T]], %[[T]], %[[F]], %[[T]], %[[T]], %[[R9]]
func.func @signed(%x: i8) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i8 to f32
  %m44 = arith.constant -4.4 : f32
  %p44 = arith.constant 4.4 : f32
  %big = arith.constant 200.0 : f32
  %small = arith.constant -200.0 : f32
  %m0 = arith.constant -0.0 : f32
  %0 = arith.cmpf ole, %a, %m44 : f32
  %1 = arith.cmpf olt, %a, %p44 : f32
  %2 = arith.cmpf ogt, %a, %m44 : f32
  %3 = arith.cmpf oge, %a, %p44 : f32
  %4 = arith.cmpf ult, %a, %big : f32
  %5 = arith.cmpf ugt, %a, %small : f32
  %6 = arith.cmpf oeq, %a, %p44 : f32
  %7 = arith.cmpf une, %a, %p44 : f32
  %8 = arith.cmpf ord, %a, %p44 : f32
  %9 = arith.cmpf oge, %a, %m0 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

// i32 in f16 (11 bits of mantissa): a comparison with infinity could be
// changed by the rounding and stays, one with 1000 cannot; i64 in f32 near
// 3e9 stays; i16 in bf16 against 2.5, and i64 against 1e30 (above its range), fold.
// CHECK-LABEL: func.func @wide(
//  CHECK-SAME:   %[[X:.*]]: i32, %[[Y:.*]]: i64, %[[Z:.*]]: i16)
//   CHECK-DAG:   %[[T:.*]] = arith.constant true
//   CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : i16
//   CHECK-DAG:   %[[C1000:.*]] = arith.constant 1000 : i32
//       CHECK:   %[[R0:.*]] = arith.cmpf olt
//       CHECK:   %[[R1:.*]] = arith.cmpi slt, %[[X]], %[[C1000]] : i32
//       CHECK:   %[[R2:.*]] = arith.cmpf ogt
//       CHECK:   %[[R3:.*]] = arith.cmpi sle, %[[Z]], %[[C2]] : i16
//       CHECK:   return %[[R0]], %[[R1]], %[[R2]], %[[R3]], %[[T]]
func.func @wide(%x: i32, %y: i64, %z: i16) -> (i1, i1, i1, i1, i1) {
  %a = arith.sitofp %x : i32 to f16
  %b = arith.uitofp %y : i64 to f32
  %c = arith.sitofp %z : i16 to bf16
  %inf = arith.constant 0x7C00 : f16
  %k = arith.constant 1.0e3 : f16
  %l = arith.constant 3.0e9 : f32
  %m = arith.constant 2.5 : bf16
  %n = arith.constant 1.0e30 : f32
  %0 = arith.cmpf olt, %a, %inf : f16
  %1 = arith.cmpf olt, %a, %k : f16
  %2 = arith.cmpf ogt, %b, %l : f32
  %3 = arith.cmpf ole, %c, %m : bf16
  %4 = arith.cmpf olt, %b, %n : f32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// CHECK-LABEL: func.func @vec(
//       CHECK:   arith.cmpf olt
func.func @vec(%x: vector<2xi32>) -> vector<2xi1> {
  %a = arith.uitofp %x : vector<2xi32> to vector<2xf64>
  %c = arith.constant dense<1.5> : vector<2xf64>
  %0 = arith.cmpf olt, %a, %c : vector<2xf64>
  return %0 : vector<2xi1>
}

// A NaN constant is left to cmpf's own fold (ordered: false).
// CHECK-LABEL: func.func @nan(
//  CHECK-NEXT:   %[[F:.*]] = arith.constant false
//  CHECK-NEXT:   return %[[F]]
func.func @nan(%x: i32) -> i1 {
  %a = arith.uitofp %x : i32 to f64
  %c = arith.constant 0x7FF8000000000000 : f64
  %0 = arith.cmpf olt, %a, %c : f64
  return %0 : i1
}

// 2^63 and 2^64 round onto i64's bounds but no i64 holds them: both stay.
// CHECK-LABEL: func.func @bound_edge(
//       CHECK:   arith.cmpf olt
//       CHECK:   arith.cmpf olt
func.func @bound_edge(%x: i64, %y: i64) -> (i1, i1) {
  %a = arith.sitofp %x : i64 to f64
  %b = arith.uitofp %y : i64 to f64
  %c = arith.constant 9.2233720368547758e18 : f64
  %d = arith.constant 1.8446744073709552e19 : f64
  %0 = arith.cmpf olt, %a, %c : f64
  %1 = arith.cmpf olt, %b, %d : f64
  return %0, %1 : i1, i1
}
