// RUN: strata-opt %s -pass-pipeline="builtin.module(func.func(sccp))" | FileCheck %s

// A constant condition runs one branch: the result is the then value and
// the scf.if, now unused, is erased.
// CHECK-LABEL: func.func @if_constant_condition
// CHECK-NOT:     scf.if
// CHECK:         %[[C7:.*]] = arith.constant 7 : i64
// CHECK:         return %[[C7]] : i64
func.func @if_constant_condition(%a: i64) -> i64 {
  %false = arith.constant false
  %r = scf.if %false -> (i64) {
    scf.yield %a : i64
  } else {
    %c7 = arith.constant 7 : i64
    scf.yield %c7 : i64
  }
  return %r : i64
}

// An unknown condition meets both branches: different constants stay.
// CHECK-LABEL: func.func @if_unknown_condition
// CHECK:         %[[R:.*]] = scf.if
// CHECK:         return %[[R]]
func.func @if_unknown_condition(%c: i1) -> i64 {
  %r = scf.if %c -> (i64) {
    %c1 = arith.constant 1 : i64
    scf.yield %c1 : i64
  } else {
    %c2 = arith.constant 2 : i64
    scf.yield %c2 : i64
  }
  return %r : i64
}

// A value the loop carries unchanged whatever the trip count: 5 * 1 is 5.
// CHECK-LABEL: func.func @for_carries_constant
// CHECK-NOT:     scf.for
// CHECK:         %[[C5:.*]] = arith.constant 5 : i64
// CHECK:         return %[[C5]] : i64
func.func @for_carries_constant(%lb: index, %ub: index, %st: index) -> i64 {
  %c5 = arith.constant 5 : i64
  %c1 = arith.constant 1 : i64
  %r = scf.for %i = %lb to %ub step %st iter_args(%x = %c5) -> (i64) {
    %y = arith.muli %x, %c1 : i64
    scf.yield %y : i64
  }
  return %r : i64
}

// One iteration of an affine.for leaves after its first: 3 + 4.
// CHECK-LABEL: func.func @affine_single_iteration
// CHECK:         %[[C7:.*]] = arith.constant 7 : i64
// CHECK:         return %[[C7]] : i64
func.func @affine_single_iteration() -> i64 {
  %c3 = arith.constant 3 : i64
  %c4 = arith.constant 4 : i64
  %r = affine.for %i = 5 to 6 iter_args(%x = %c3) -> (i64) {
    %y = arith.addi %x, %c4 : i64
    affine.yield %y : i64
  }
  return %r : i64
}

// No iteration of an affine.for: the result is its init. An scf.for,
// as upstream's, may always run its body or skip it.
// CHECK-LABEL: func.func @for_no_iteration
// CHECK:         %[[C3:.*]] = arith.constant 3 : i64
// CHECK:         scf.for
// CHECK:         return %[[C3]], %{{.*}} : i64, i64
func.func @for_no_iteration(%a: i64) -> (i64, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : i64
  %r = affine.for %i = 4 to 2 iter_args(%x = %c3) -> (i64) {
    affine.yield %a : i64
  }
  %s = scf.for %i = %c1 to %c0 step %c1 iter_args(%x = %c3) -> (i64) {
    scf.yield %a : i64
  }
  return %r, %s : i64, i64
}

// A condition constant true never leaves the loop: the result is never
// produced, so it is not replaced, though the after region's values are.
// CHECK-LABEL: func.func @while_never_exits
// CHECK:         %[[TRUE:.*]] = arith.constant true
// CHECK:         %[[W:.*]] = scf.while
// CHECK:         scf.condition(%[[TRUE]])
// CHECK:         return %[[W]]
func.func @while_never_exits() -> i64 {
  %c2 = arith.constant 2 : i64
  %c9 = arith.constant 9 : i64
  %w = scf.while (%x = %c2) : (i64) -> i64 {
    %t = arith.cmpi slt, %x, %c9 : i64
    scf.condition(%t) %x : i64
  } do {
  ^bb0(%y: i64):
    scf.yield %y : i64
  }
  return %w : i64
}
