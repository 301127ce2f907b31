// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

// Adjacent scf.if ops on one condition (or its negation) merged, and an
// scf.if whose then block only holds another merged with it on andi of the
// two conditions. The expected output is mlir-opt-22 --canonicalize's.

// The second if reads the first's result: in each branch, the value that
// branch yields (the first's result, now unused, leaves).
// CHECK-LABEL: func.func @combine_used(
//  CHECK-SAME:   %[[C:.*]]: i1)
//       CHECK:   %[[R:.*]] = scf.if %[[C]] -> (f32) {
//       CHECK:     %[[A:.*]] = "test.a"() : () -> i32
//       CHECK:     %[[B:.*]] = "test.b"(%[[A]]) : (i32) -> f32
//       CHECK:     scf.yield %[[B]]
//       CHECK:   } else {
//       CHECK:     %[[X:.*]] = "test.x"() : () -> i32
//       CHECK:     %[[Y:.*]] = "test.y"(%[[X]]) : (i32) -> f32
//       CHECK:     scf.yield %[[Y]]
//       CHECK:   return %[[R]]
func.func @combine_used(%c: i1) -> f32 {
  %0 = scf.if %c -> i32 {
    %a = "test.a"() : () -> i32
    scf.yield %a : i32
  } else {
    %x = "test.x"() : () -> i32
    scf.yield %x : i32
  }
  %1 = scf.if %c -> f32 {
    %b = "test.b"(%0) : (i32) -> f32
    scf.yield %b : f32
  } else {
    %y = "test.y"(%0) : (i32) -> f32
    scf.yield %y : f32
  }
  return %1 : f32
}

// -----

// The second if on the negation: its then block joins the first's else.
// CHECK-LABEL: func.func @combine_not(
//  CHECK-SAME:   %[[C:.*]]: i1)
//       CHECK:   scf.if %[[C]] {
//       CHECK:     "test.then"() : () -> ()
//       CHECK:   } else {
//       CHECK:     "test.else1"() : () -> ()
//       CHECK:     "test.else2"() : () -> ()
func.func @combine_not(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.then"() : () -> ()
  } else {
    "test.else1"() : () -> ()
  }
  scf.if %n {
    "test.else2"() : () -> ()
  }
  return
}

// -----

// An op between the two ifs, or different conditions: nothing merges.
// CHECK-LABEL: func.func @no_combine(
//       CHECK:   scf.if
//       CHECK:   "test.between"
//       CHECK:   scf.if
//       CHECK:   scf.if
func.func @no_combine(%c: i1, %d: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  "test.between"() : () -> ()
  scf.if %c {
    "test.b"() : () -> ()
  }
  scf.if %d {
    "test.c"() : () -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @nested(
//  CHECK-SAME:   %[[A:.*]]: i1, %[[B:.*]]: i1, %[[X:.*]]: index, %[[Y:.*]]: index)
//       CHECK:   %[[AB:.*]] = arith.andi %[[A]], %[[B]] : i1
//       CHECK:   %[[S:.*]] = arith.select %[[A]], %[[X]], %[[Y]] : index
//       CHECK:   %[[R:.*]] = scf.if %[[AB]] -> (index) {
//       CHECK:     %[[V:.*]] = "test.v"() : () -> index
//       CHECK:     scf.yield %[[V]] : index
//       CHECK:   } else {
//       CHECK:     scf.yield %[[Y]] : index
//       CHECK:   return %[[R]], %[[S]]
func.func @nested(%a: i1, %b: i1, %x: index, %y: index) -> (index, index) {
  %r:2 = scf.if %a -> (index, index) {
    %i = scf.if %b -> index {
      %v = "test.v"() : () -> index
      scf.yield %v : index
    } else {
      scf.yield %y : index
    }
    scf.yield %i, %x : index, index
  } else {
    scf.yield %y, %y : index, index
  }
  return %r#0, %r#1 : index, index
}

// -----

// The outer else yields another value than the inner else: no merge.
// CHECK-LABEL: func.func @nested_different_else(
//       CHECK:   scf.if
//       CHECK:     scf.if
func.func @nested_different_else(%a: i1, %b: i1, %x: index, %y: index) -> index {
  %r = scf.if %a -> index {
    %i = scf.if %b -> index {
      %v = "test.v"() : () -> index
      scf.yield %v : index
    } else {
      scf.yield %y : index
    }
    scf.yield %i : index
  } else {
    scf.yield %x : index
  }
  return %r : index
}

// -----

// Another op beside the inner if: no merge.
// CHECK-LABEL: func.func @nested_other_op(
//       CHECK:   scf.if %{{.*}} {
//       CHECK:     "test.other"
//       CHECK:     scf.if
func.func @nested_other_op(%a: i1, %b: i1) {
  scf.if %a {
    "test.other"() : () -> ()
    scf.if %b {
      "test.inner"() : () -> ()
    }
  }
  return
}
