// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s

// An arith op computing from ub.poison yields poison: the operand itself
// where it has the result's type, a new ub.poison of the result type for a
// cast, vectors as scalars.
// CHECK-LABEL: func.func @propagate(
//  CHECK-SAME:   %[[I:.*]]: i32, %[[F:.*]]: f32, %[[V:.*]]: vector<4xi32>)
//   CHECK-DAG:   %[[PI:.*]] = ub.poison : i32
//   CHECK-DAG:   %[[PF:.*]] = ub.poison : f32
//   CHECK-DAG:   %[[PV:.*]] = ub.poison : vector<4xi32>
//   CHECK-DAG:   %[[P64:.*]] = ub.poison : i64
//   CHECK-DAG:   %[[PIDX:.*]] = ub.poison : index
//       CHECK:   return %[[PI]], %[[PI]], %[[PI]], %[[PF]], %[[PF]], %[[PV]], %[[P64]], %[[PIDX]]
func.func @propagate(%i: i32, %f: f32, %v: vector<4xi32>) -> (i32, i32, i32, f32, f32, vector<4xi32>, i64, index) {
  %pi = ub.poison : i32
  %pf = ub.poison : f32
  %pv = ub.poison : vector<4xi32>
  %a = arith.addi %pi, %i : i32
  %b = arith.divsi %i, %pi : i32
  %c = arith.maxui %i, %pi : i32
  %d = arith.mulf %f, %pf : f32
  %e = arith.negf %pf : f32
  %g = arith.subi %v, %pv : vector<4xi32>
  %h = arith.extsi %pi : i32 to i64
  %k = arith.index_cast %pi : i32 to index
  return %a, %b, %c, %d, %e, %g, %h, %k : i32, i32, i32, f32, f32, vector<4xi32>, i64, index
}

// -----

// Shifts and comparisons keep a poison operand, as mlir-opt-22's (which,
// ub.poison being a constant there, also moves it to the cmpi's right).
// CHECK-LABEL: func.func @kept(
//       CHECK:   %[[P:.*]] = ub.poison : i32
//       CHECK:   %[[S:.*]] = arith.shli %arg0, %[[P]] : i32
//       CHECK:   %[[C:.*]] = arith.cmpi slt, %[[P]], %arg0 : i32
//       CHECK:   return %[[S]], %[[C]]
func.func @kept(%i: i32) -> (i32, i1) {
  %p = ub.poison : i32
  %s = arith.shli %i, %p : i32
  %c = arith.cmpi slt, %p, %i : i32
  return %s, %c : i32, i1
}

// -----

// select drops a poison choice, after the folds of a constant condition
// and of equal choices.
// CHECK-LABEL: func.func @select(
//  CHECK-SAME:   %[[C:.*]]: i1, %[[X:.*]]: i32)
//       CHECK:   %[[P:.*]] = ub.poison : i32
//       CHECK:   return %[[X]], %[[X]], %[[P]], %[[X]], %[[P]]
func.func @select(%c: i1, %x: i32) -> (i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %true = arith.constant true
  %false = arith.constant false
  %a = arith.select %c, %p, %x : i32
  %b = arith.select %c, %x, %p : i32
  %d = arith.select %true, %p, %x : i32
  %e = arith.select %false, %p, %x : i32
  %g = arith.select %c, %p, %p : i32
  return %a, %b, %d, %e, %g : i32, i32, i32, i32, i32
}
