// RUN: strata-opt %s --loop-invariant-code-motion | FileCheck %s

// loop-invariant-code-motion on scf loops. The CHECK lines are mlir-opt-22
// --loop-invariant-code-motion output of this file (the same text).

// Pure ops whose operands come from outside are hoisted, their users after them.
// CHECK-LABEL: func.func @for_invariant(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[V3:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.muli %[[V3]], %[[V3]] : i32
// CHECK-NEXT: scf.for %arg3 = %[[V0]] to %[[V2]] step %[[V1]] {
// CHECK-NEXT: %[[V5:.*]] = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %[[V6:.*]] = arith.addi %[[V4]], %[[V5]] : i32
// CHECK-NEXT: memref.store %[[V6]], %arg2[%arg3] : memref<10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @for_invariant(%a: i32, %b: i32, %m: memref<10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %x = arith.addi %a, %b : i32
    %y = arith.muli %x, %x : i32
    %ii = arith.index_cast %i : index to i32
    %z = arith.addi %y, %ii : i32
    memref.store %z, %m[%i] : memref<10xi32>
  }
  return
}

// Inner loops first: an op leaving the inner loop may leave the outer one too.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[V3:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: scf.for %arg2 = %[[V0]] to %[[V2]] step %[[V1]] {
// CHECK-NEXT: %[[V4:.*]] = arith.index_cast %arg2 : index to i32
// CHECK-NEXT: %[[V5:.*]] = arith.addi %[[V3]], %[[V4]] : i32
// CHECK-NEXT: scf.for %arg3 = %[[V0]] to %[[V2]] step %[[V1]] {
// CHECK-NEXT: memref.store %[[V5]], %arg1[%arg2, %arg3] : memref<10x10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @nested(%a: i32, %m: memref<10x10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    scf.for %j = %c0 to %c10 step %c1 {
      %x = arith.addi %a, %a : i32
      %ii = arith.index_cast %i : index to i32
      %y = arith.addi %x, %ii : i32
      memref.store %y, %m[%i, %j] : memref<10x10xi32>
    }
  }
  return
}

// Negative: ops with memory effects stay.
// CHECK-LABEL: func.func @side_effects(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 10 : index
// CHECK-NEXT: scf.for %arg2 = %[[V0]] to %[[V2]] step %[[V1]] {
// CHECK-NEXT: %[[V3:.*]] = memref.load %arg1[%[[V0]]] : memref<10xi32>
// CHECK-NEXT: memref.store %[[V3]], %arg0[%arg2] : memref<10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @side_effects(%m: memref<10xi32>, %n: memref<10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %v = memref.load %n[%c0] : memref<10xi32>
    memref.store %v, %m[%i] : memref<10xi32>
  }
  return
}

// Negative: a division by an unknown value may trap, so it is not speculated.
// CHECK-LABEL: func.func @div_not_hoisted(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 10 : index
// CHECK-NEXT: scf.for %arg3 = %[[V0]] to %[[V2]] step %[[V1]] {
// CHECK-NEXT: %[[V3:.*]] = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT: memref.store %[[V3]], %arg2[%arg3] : memref<10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @div_not_hoisted(%a: i32, %b: i32, %m: memref<10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %x = arith.divsi %a, %b : i32
    memref.store %x, %m[%i] : memref<10xi32>
  }
  return
}

// An invariant scf.for of step 1 is hoisted as a whole; one of step 2 may not terminate and stays.
// CHECK-LABEL: func.func @inner_loop_hoisted(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 2 : index
// CHECK-NEXT: %[[V3:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[V4:.*]] = scf.for %arg3 = %arg1 to %arg2 step %[[V1]] iter_args(%arg4 = %arg0) -> (i32) {
// CHECK-NEXT: %[[V5:.*]] = arith.addi %arg4, %arg0 : i32
// CHECK-NEXT: scf.yield %[[V5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[V6:.*]] = scf.for %arg3 = %[[V0]] to %[[V3]] step %[[V1]] iter_args(%arg4 = %arg0) -> (i32) {
// CHECK-NEXT: %[[V7:.*]] = scf.for %arg5 = %arg1 to %arg2 step %[[V2]] iter_args(%arg6 = %arg0) -> (i32) {
// CHECK-NEXT: %[[V8:.*]] = arith.addi %arg6, %arg0 : i32
// CHECK-NEXT: scf.yield %[[V8]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: %[[V9:.*]] = arith.addi %arg4, %[[V4]] : i32
// CHECK-NEXT: %[[V10:.*]] = arith.addi %[[V9]], %[[V7]] : i32
// CHECK-NEXT: scf.yield %[[V10]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V6]] : i32
func.func @inner_loop_hoisted(%a: i32, %lb: index, %ub: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%acc = %a) -> (i32) {
    %s = scf.for %j = %lb to %ub step %c1 iter_args(%t = %a) -> (i32) {
      %u = arith.addi %t, %a : i32
      scf.yield %u : i32
    }
    %s2 = scf.for %j = %lb to %ub step %c2 iter_args(%t = %a) -> (i32) {
      %u = arith.addi %t, %a : i32
      scf.yield %u : i32
    }
    %q = arith.addi %acc, %s : i32
    %q2 = arith.addi %q, %s2 : i32
    scf.yield %q2 : i32
  }
  return %r : i32
}

// Both regions of scf.while are loop bodies.
// CHECK-LABEL: func.func @while_loop(
// CHECK-NEXT: %[[V0:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %[[V2:.*]] = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %[[V3:.*]] = arith.cmpi slt, %arg2, %[[V0]] : i32
// CHECK-NEXT: scf.condition(%[[V3]]) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %[[V4:.*]] = arith.addi %arg2, %[[V1]] : i32
// CHECK-NEXT: scf.yield %[[V4]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V2]] : i32
func.func @while_loop(%a: i32, %b: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %k = arith.muli %b, %b : i32
    %c = arith.cmpi slt, %x, %k : i32
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %k2 = arith.addi %b, %b : i32
    %n = arith.addi %y, %k2 : i32
    scf.yield %n : i32
  }
  return %r : i32
}

// scf.parallel bodies too.
// CHECK-LABEL: func.func @parallel(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[V3:.*]] = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT: scf.parallel (%arg2) = (%[[V0]]) to (%[[V2]]) step (%[[V1]]) {
// CHECK-NEXT: memref.store %[[V3]], %arg1[%arg2] : memref<10xi32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @parallel(%a: i32, %m: memref<10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.parallel (%i) = (%c0) to (%c10) step (%c1) {
    %x = arith.muli %a, %a : i32
    memref.store %x, %m[%i] : memref<10xi32>
    scf.reduce
  }
  return
}

// An scf.if whose branches are speculatable is hoisted.
// CHECK-LABEL: func.func @if_not_hoisted(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[V3:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %[[V4:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.yield %[[V4]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %[[V0]] to %[[V2]] step %[[V1]] {
// CHECK-NEXT: memref.store %[[V3]], %arg2[%arg3] : memref<10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @if_not_hoisted(%c: i1, %a: i32, %m: memref<10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  scf.for %i = %c0 to %c10 step %c1 {
    %x = scf.if %c -> (i32) {
      %y = arith.addi %a, %a : i32
      scf.yield %y : i32
    } else {
      scf.yield %a : i32
    }
    memref.store %x, %m[%i] : memref<10xi32>
  }
  return
}

// divui by a non-zero constant, remsi (Pure) are hoisted; divsi by -1 stays.
// CHECK-LABEL: func.func @div_speculatable(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 10 : index
// CHECK-NEXT: %[[V3:.*]] = arith.constant 3 : i32
// CHECK-NEXT: %[[V4:.*]] = arith.constant -1 : i32
// CHECK-NEXT: %[[V5:.*]] = arith.divui %arg0, %[[V3]] : i32
// CHECK-NEXT: %[[V6:.*]] = arith.remsi %arg0, %arg1 : i32
// CHECK-NEXT: scf.for %arg3 = %[[V0]] to %[[V2]] step %[[V1]] {
// CHECK-NEXT: %[[V7:.*]] = arith.divsi %arg0, %[[V4]] : i32
// CHECK-NEXT: %[[V8:.*]] = arith.addi %[[V5]], %[[V7]] : i32
// CHECK-NEXT: %[[V9:.*]] = arith.addi %[[V8]], %[[V6]] : i32
// CHECK-NEXT: memref.store %[[V9]], %arg2[%arg3] : memref<10xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @div_speculatable(%a: i32, %b: i32, %m: memref<10xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c10 = arith.constant 10 : index
  %c3 = arith.constant 3 : i32
  %cm1 = arith.constant -1 : i32
  scf.for %i = %c0 to %c10 step %c1 {
    %x = arith.divui %a, %c3 : i32
    %y = arith.divsi %a, %cm1 : i32
    %z = arith.remsi %a, %b : i32
    %s = arith.addi %x, %y : i32
    %t = arith.addi %s, %z : i32
    memref.store %t, %m[%i] : memref<10xi32>
  }
  return
}

