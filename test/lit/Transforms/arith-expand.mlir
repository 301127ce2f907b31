// arith-expand: the divisions rounding up or down, and the float min/max
// ops, rewritten into ops LLVM has.
// RUN: strata-opt %s -split-input-file --arith-expand | FileCheck %s
// RUN: strata-opt %s -split-input-file --arith-expand --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @ceildivsi(
//  CHECK-SAME:     %[[A:[a-z0-9]+]]: i32
//       CHECK:   %[[B:.*]] = arith.ori
//       CHECK:   %[[ZERO:.*]] = arith.constant 0 : i32
//       CHECK:   %[[Q:.*]] = arith.divsi %[[A]], %[[B]] : i32
//       CHECK:   %[[M:.*]] = arith.muli %[[Q]], %[[B]] : i32
//       CHECK:   %[[INEXACT:.*]] = arith.cmpi ne, %[[A]], %[[M]] : i32
//       CHECK:   %[[AN:.*]] = arith.cmpi slt, %[[A]], %[[ZERO]] : i32
//       CHECK:   %[[BN:.*]] = arith.cmpi slt, %[[B]], %[[ZERO]] : i32
//       CHECK:   %[[SAME:.*]] = arith.cmpi eq, %[[AN]], %[[BN]] : i1
//       CHECK:   %[[FIX:.*]] = arith.andi %[[INEXACT]], %[[SAME]] : i1
//       CHECK:   %[[ONE:.*]] = arith.constant 1 : i32
//       CHECK:   %[[Q1:.*]] = arith.addi %[[Q]], %[[ONE]] : i32
//       CHECK:   %[[R:.*]] = arith.select %[[FIX]], %[[Q1]], %[[Q]] : i32
//       CHECK:   return %[[R]]
func.func @ceildivsi(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %nz = arith.ori %b, %c1 : i32
  %r = arith.ceildivsi %a, %nz : i32
  return %r : i32
}

// -----

// CHECK-LABEL: func.func @floordivsi(
//       CHECK:   arith.divsi
//       CHECK:   arith.cmpi ne, %{{.*}}, %{{.*}} : i1
//       CHECK:   %[[MINUS:.*]] = arith.constant -1 : i64
//       CHECK:   arith.addi %{{.*}}, %[[MINUS]] : i64
//   CHECK-NOT:   arith.floordivsi
func.func @floordivsi(%a: i64, %b: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %nz = arith.ori %b, %c1 : i64
  %r = arith.floordivsi %a, %nz : i64
  return %r : i64
}

// -----

// CHECK-LABEL: func.func @ceildivui(
//  CHECK-SAME:     %[[A:[a-z0-9]+]]: index
//       CHECK:   %[[Z:.*]] = arith.cmpi eq, %[[A]], %{{.*}} : index
//       CHECK:   arith.subi %[[A]]
//       CHECK:   arith.divui
//       CHECK:   arith.select %[[Z]]
func.func @ceildivui(%a: index, %b: index) -> index {
  %c1 = arith.constant 1 : index
  %nz = arith.ori %b, %c1 : index
  %r = arith.ceildivui %a, %nz : index
  return %r : index
}

// -----

// maximumf/minimumf propagate a NaN of either operand (the select keeps b
// when b is NaN, the unordered comparison picks a NaN a); maxnumf/minnumf
// return the other operand when one is NaN.
// CHECK-LABEL: func.func @minmax(
//  CHECK-SAME:     %[[X:[a-z0-9]+]]: f32, %[[Y:[a-z0-9]+]]: f32, %[[P:[a-z0-9]+]]: f64, %[[Q:[a-z0-9]+]]: f64)
//       CHECK:   %[[GT:.*]] = arith.cmpf ugt, %[[X]], %[[Y]] : f32
//       CHECK:   %[[S:.*]] = arith.select %[[GT]], %[[X]], %[[Y]] : f32
//       CHECK:   %[[N:.*]] = arith.cmpf uno, %[[Y]], %[[Y]] : f32
//       CHECK:   %[[MAX:.*]] = arith.select %[[N]], %[[Y]], %[[S]] : f32
//       CHECK:   arith.cmpf ult, %[[X]], %[[Y]] : f32
//       CHECK:   arith.cmpf uno, %[[Y]], %[[Y]] : f32
//       CHECK:   arith.cmpf ugt, %[[X]], %[[Y]] : f32
//       CHECK:   arith.cmpf uno, %[[X]], %[[X]] : f32
//       CHECK:   arith.cmpf ult, %[[P]], %[[Q]] : f64
//       CHECK:   arith.cmpf uno, %[[P]], %[[P]] : f64
//   CHECK-NOT:   arith.m{{(ax|in)}}
func.func @minmax(%x: f32, %y: f32, %p: f64, %q: f64) -> (f32, f32, f32, f64) {
  %0 = arith.maximumf %x, %y : f32
  %1 = arith.minimumf %x, %y : f32
  %2 = arith.maxnumf %x, %y : f32
  %3 = arith.minnumf %p, %q : f64
  return %0, %1, %2, %3 : f32, f32, f32, f64
}

// -----

// Vector and tensor operands are left alone.
// CHECK-LABEL: func.func @shaped(
//       CHECK:   arith.maximumf %{{.*}}, %{{.*}} : vector<4xf32>
//       CHECK:   arith.ceildivsi %{{.*}}, %{{.*}} : tensor<2xi32>
func.func @shaped(%v: vector<4xf32>, %w: vector<4xf32>, %t: tensor<2xi32>) -> (vector<4xf32>, tensor<2xi32>) {
  %0 = arith.maximumf %v, %w : vector<4xf32>
  %1 = arith.ceildivsi %t, %t : tensor<2xi32>
  return %0, %1 : vector<4xf32>, tensor<2xi32>
}
