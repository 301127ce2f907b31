// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @constants
// CHECK-DAG:     %[[V:.*]] = arith.constant dense<[1, 4]> : vector<2xi32>
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[F:.*]] = arith.constant 2.250000e+00 : f32
// CHECK-DAG:     %[[C:.*]] = arith.constant 3 : i32
// CHECK-DAG:     %[[M:.*]] = arith.constant -128 : i8
// CHECK:         %[[E:.*]] = arith.extsi %arg0 : i8 to i32
// CHECK-NEXT:    return %[[C]], %[[E]], %[[F]], %[[Z]], %[[V]], %[[M]]
func.func @constants(%x: i8, %y: i32) -> (i32, i32, f32, i32, vector<2xi32>, i8) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %c1, %c2 : i32
  %e = arith.extsi %x : i8 to i16
  %e2 = arith.extsi %e : i16 to i32
  %f1 = arith.constant 1.5 : f32
  %f = arith.mulf %f1, %f1 : f32
  %z = arith.subi %y, %y : i32
  %v = arith.constant dense<[1, 2]> : vector<2xi32>
  %w = arith.muli %v, %v : vector<2xi32>
  %big = arith.constant 127 : i8
  %one = arith.constant 1 : i8
  %wrap = arith.addi %big, %one : i8
  return %a, %e2, %f, %z, %w, %wrap : i32, i32, f32, i32, vector<2xi32>, i8
}

// CHECK-LABEL: func.func @identities
// CHECK-NEXT:    return %arg0, %arg0, %arg1, %arg2 : i32, i32, i1, f32
func.func @identities(%x: i32, %c: i1, %f: f32) -> (i32, i32, i1, f32) {
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %a = arith.addi %x, %zero : i32
  %m = arith.muli %a, %one : i32
  %s = arith.select %c, %m, %m : i32
  %t = arith.constant true
  %f0 = arith.constant false
  %b = arith.select %c, %t, %f0 : i1
  %n = arith.negf %f : f32
  %nn = arith.negf %n : f32
  return %s, %m, %b, %nn : i32, i32, i1, f32
}

// CHECK-LABEL: func.func @no_fold
// CHECK:         arith.divsi
// CHECK:         arith.shli
func.func @no_fold(%x: i32) -> (i32, i32) {
  %zero = arith.constant 0 : i32
  %c7 = arith.constant 7 : i32
  %c40 = arith.constant 40 : i32
  %d = arith.divsi %c7, %zero : i32
  %s = arith.shli %c7, %c40 : i32
  return %d, %s : i32, i32
}
