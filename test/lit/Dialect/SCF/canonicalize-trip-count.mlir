// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// An scf.for whose upper bound is its lower bound plus a constant that
// cannot wrap (nsw, nuw for an unsigned loop) has a known trip count; an
// scf.parallel dim from a value to itself has none. The expected output is
// mlir-opt-22 --canonicalize's.

// CHECK-LABEL: func.func @one_iteration(
//  CHECK-SAME:   %[[LB:.*]]: index)
//   CHECK-NOT:   scf.for
//       CHECK:   "test.use"(%[[LB]])
func.func @one_iteration(%lb: index) {
  %c4 = arith.constant 4 : index
  %ub = arith.addi %c4, %lb overflow<nsw, nuw> : index
  scf.for %i = %lb to %ub step %c4 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// Two iterations: the loop stays.
// CHECK-LABEL: func.func @two_iterations(
//       CHECK:   scf.for
func.func @two_iterations(%lb: index) {
  %c3 = arith.constant 3 : index
  %c2 = arith.constant 2 : index
  %ub = arith.addi %lb, %c3 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c2 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// Without nsw the sum may wrap: the loop stays.
// CHECK-LABEL: func.func @may_wrap(
//       CHECK:   scf.for
func.func @may_wrap(%lb: index) {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  scf.for %i = %lb to %ub step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// An unsigned loop needs nuw.
// CHECK-LABEL: func.func @unsigned(
//  CHECK-SAME:   %[[LB:.*]]: i32)
//  CHECK-NEXT:   "test.use"(%[[LB]])
// CHECK-LABEL: func.func @unsigned_nsw(
//       CHECK:   scf.for unsigned
func.func @unsigned(%lb: i32) {
  %c1 = arith.constant 1 : i32
  %ub = arith.addi %lb, %c1 overflow<nuw> : i32
  scf.for unsigned %i = %lb to %ub step %c1 : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}
func.func @unsigned_nsw(%lb: i32) {
  %c1 = arith.constant 1 : i32
  %ub = arith.addi %lb, %c1 overflow<nsw> : i32
  scf.for unsigned %i = %lb to %ub step %c1 : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @parallel_empty_dim(
//  CHECK-SAME:   %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[I:.*]]: f32)
//  CHECK-NEXT:   return %[[I]]
func.func @parallel_empty_dim(%a: index, %b: index, %s: index, %init: f32) -> f32 {
  %r = scf.parallel (%i, %j) = (%a, %b) to (%a, %s) step (%s, %s) init(%init) -> f32 {
    %v = "test.val"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      scf.reduce.return %z : f32
    }
  }
  return %r : f32
}
