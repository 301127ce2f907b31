// RUN: strata-opt %s --canonicalize | FileCheck %s

// SCF canonicalizations (trip-count-0/1 loops, constant and trivial scf.if, unused results and
// iter_args). The CHECK lines are mlir-opt-22 --canonicalize output of this file (the same text).

// A loop that runs once is inlined: iv := lb, iter_args := inits.
// CHECK-LABEL: func.func @for_once(
// CHECK-NEXT: return %arg0 : i32
func.func @for_once(%a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%acc = %a) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %ii : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// Trip count 1 from a step larger than the range.
// CHECK-LABEL: func.func @for_once_step(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 2 : i32
// CHECK-NEXT: %[[V1:.*]] = arith.muli %arg0, %[[V0]] : i32
// CHECK-NEXT: return %[[V1]] : i32
func.func @for_once_step(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c2 to %c5 step %c8 iter_args(%acc = %a) -> (i32) {
    %ii = arith.index_cast %i : index to i32
    %s = arith.muli %acc, %ii : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// A loop that runs zero times is erased; its results are the init values.
// CHECK-LABEL: func.func @for_zero(
// CHECK-NEXT: return %arg0 : i32
func.func @for_zero(%a: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c4 to %c0 step %c1 iter_args(%acc = %a) -> (i32) {
    memref.store %acc, %m[%i] : memref<4xi32>
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// lb == ub (the same value): no iteration.
// CHECK-LABEL: func.func @for_same_bounds(
// CHECK-NEXT: return %arg1 : i32
func.func @for_same_bounds(%lb: index, %a: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %lb step %c1 iter_args(%acc = %a) -> (i32) {
    %s = arith.addi %acc, %acc : i32
    scf.yield %s : i32
  }
  return %r : i32
}

// An iter_arg yielded unchanged is replaced by its init value; used iter_args stay.
// CHECK-LABEL: func.func @for_unused_iter(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V1:.*]] = scf.for %arg5 = %arg0 to %arg1 step %[[V0]] iter_args(%arg6 = %arg2, %arg7 = %arg3) -> (i32, f32) {
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: %[[V3:.*]] = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT: memref.store %[[V2]], %arg4[%arg5] : memref<4xi32>
// CHECK-NEXT: scf.yield %[[V2]], %[[V3]] : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2 : i32
func.func @for_unused_iter(%lb: index, %ub: index, %a: i32, %b: f32, %m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %r:3 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a, %y = %b, %z = %a) -> (i32, f32, i32) {
    %s = arith.addi %x, %x : i32
    %f = arith.addf %y, %y : f32
    memref.store %s, %m[%i] : memref<4xi32>
    scf.yield %s, %f, %z : i32, f32, i32
  }
  return %r#2 : i32
}

// An iter_arg whose yield is its init value is dropped.
// CHECK-LABEL: func.func @for_forward(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V1:.*]] = scf.for %arg5 = %arg0 to %arg1 step %[[V0]] iter_args(%arg6 = %arg3) -> (i32) {
// CHECK-NEXT: memref.store %arg2, %arg4[%arg5] : memref<4xi32>
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg6, %arg6 : i32
// CHECK-NEXT: scf.yield %[[V2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg2, %[[V1]] : i32, i32
func.func @for_forward(%lb: index, %ub: index, %a: i32, %b: i32, %m: memref<4xi32>) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    memref.store %x, %m[%i] : memref<4xi32>
    %s = arith.addi %y, %y : i32
    scf.yield %a, %s : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Negative: a body that only yields an outer value is kept when the trip count is unknown.
// CHECK-LABEL: func.func @for_invariant_yield(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V1:.*]] = scf.for %arg4 = %arg0 to %arg1 step %[[V0]] iter_args(%arg5 = %arg2) -> (i32) {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : i32
func.func @for_invariant_yield(%lb: index, %ub: index, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

// Constant condition: the taken branch is inlined.
// CHECK-LABEL: func.func @if_true(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: memref.store %[[V1]], %arg2[%[[V0]]] : memref<4xi32>
// CHECK-NEXT: return %[[V1]] : i32
func.func @if_true(%a: i32, %b: i32, %m: memref<4xi32>) -> i32 {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %r = scf.if %t -> (i32) {
    %s = arith.addi %a, %b : i32
    memref.store %s, %m[%c0] : memref<4xi32>
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// Constant false: the else branch is inlined.
// CHECK-LABEL: func.func @if_false(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: memref.store %[[V1]], %arg2[%[[V0]]] : memref<4xi32>
// CHECK-NEXT: return %[[V1]] : i32
func.func @if_false(%a: i32, %b: i32, %m: memref<4xi32>) -> i32 {
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %r = scf.if %f -> (i32) {
    scf.yield %a : i32
  } else {
    %s = arith.muli %a, %b : i32
    memref.store %s, %m[%c0] : memref<4xi32>
    scf.yield %s : i32
  }
  return %r : i32
}

// Constant false without else: the if is erased.
// CHECK-LABEL: func.func @if_false_noelse(
// CHECK-NEXT: return
func.func @if_false_noelse(%a: i32, %m: memref<4xi32>) {
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  scf.if %f {
    memref.store %a, %m[%c0] : memref<4xi32>
  }
  return
}

// Unused results of scf.if are dropped.
// CHECK-LABEL: func.func @if_unused(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: memref.store %[[V2]], %arg3[%[[V0]]] : memref<4xi32>
// CHECK-NEXT: scf.yield %[[V2]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : i32
func.func @if_unused(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %r:2 = scf.if %c -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    memref.store %s, %m[%c0] : memref<4xi32>
    scf.yield %s, %a : i32, i32
  } else {
    %s = arith.subi %a, %b : i32
    scf.yield %b, %s : i32, i32
  }
  return %r#0 : i32
}

// A result yielding the same outer value on both sides is replaced by it; other outer values become arith.select.
// CHECK-LABEL: func.func @if_identical(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg3[%[[V0]]] : memref<4xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg2, %arg3[%[[V0]]] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %[[V1]] : i32, i32
func.func @if_identical(%c: i1, %a: i32, %b: i32, %m: memref<4xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %r:2 = scf.if %c -> (i32, i32) {
    memref.store %a, %m[%c0] : memref<4xi32>
    scf.yield %a, %b : i32, i32
  } else {
    memref.store %b, %m[%c0] : memref<4xi32>
    scf.yield %a, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// An if that only yields outer values becomes selects.
// CHECK-LABEL: func.func @if_select(
// CHECK-NEXT: %[[V0:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: return %[[V0]], %arg2 : i32, i32
func.func @if_select(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Yielding true/false gives the condition, false/true its negation.
// CHECK-LABEL: func.func @if_bool(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant true
// CHECK-NEXT: %[[V2:.*]] = arith.xori %arg0, %[[V1]] : i1
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[%[[V0]]] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0, %[[V2]] : i1, i1
func.func @if_bool(%c: i1, %a: i32, %m: memref<4xi32>) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  %c0 = arith.constant 0 : index
  %r:2 = scf.if %c -> (i1, i1) {
    memref.store %a, %m[%c0] : memref<4xi32>
    scf.yield %t, %f : i1, i1
  } else {
    scf.yield %f, %t : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

// if not(c) swaps the branches (the fold).
// CHECK-LABEL: func.func @if_not(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: memref.store %[[V1]], %arg2[%[[V0]]] : memref<4xi32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.store %arg1, %arg2[%[[V0]]] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @if_not(%c: i1, %a: i32, %m: memref<4xi32>) {
  %t = arith.constant true
  %c0 = arith.constant 0 : index
  %n = arith.xori %c, %t : i1
  scf.if %n {
    memref.store %a, %m[%c0] : memref<4xi32>
  } else {
    %z = arith.addi %a, %a : i32
    memref.store %z, %m[%c0] : memref<4xi32>
  }
  return
}

// An empty else without results is removed.
// CHECK-LABEL: func.func @if_empty_else(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %arg2[%[[V0]]] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @if_empty_else(%c: i1, %a: i32, %m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %a, %m[%c0] : memref<4xi32>
  } else {
  }
  return
}

// Negative: a result whose after-block argument is used stays.
// CHECK-LABEL: func.func @while_unused(
// CHECK-NEXT: %[[V0:.*]] = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi slt, %arg2, %arg3 : i32
// CHECK-NEXT: %[[V2:.*]] = arith.muli %arg3, %arg3 : i32
// CHECK-NEXT: scf.condition(%[[V1]]) %arg2, %[[V2]] : i32, i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT: %[[V3:.*]] = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: scf.yield %[[V3]], %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0#0 : i32
func.func @while_unused(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    %d = arith.muli %y, %y : i32
    scf.condition(%c) %x, %d : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %n = arith.addi %x2, %y2 : i32
    scf.yield %n, %x2 : i32, i32
  }
  return %r#0 : i32
}

// A while result unused, with its after-block argument unused, is dropped.
// CHECK-LABEL: func.func @while_unused_arg(
// CHECK-NEXT: %[[V0:.*]] = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i32) -> i32 {
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi slt, %arg2, %arg3 : i32
// CHECK-NEXT: scf.condition(%[[V1]]) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V2]], %arg2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : i32
func.func @while_unused_arg(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %y : i32
    %d = arith.addi %y, %x : i32
    scf.condition(%c) %x, %d : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %n = arith.addi %x2, %x2 : i32
    scf.yield %n, %x2 : i32, i32
  }
  return %r#0 : i32
}

// Uses of the condition inside the branches become true / false.
// CHECK-LABEL: func.func @if_cond_use(
// CHECK-NEXT: %[[V0:.*]] = scf.if %arg0 -> (i1) {
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi slt, %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V1]] : i1
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[V2:.*]] = arith.cmpi sgt, %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V2]] : i1
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]], %arg0 : i1, i1
func.func @if_cond_use(%c: i1, %a: i32, %b: i32) -> (i1, i1) {
  %r:2 = scf.if %c -> (i1, i1) {
    %x = arith.cmpi slt, %a, %b : i32
    %y = arith.andi %x, %c : i1
    scf.yield %y, %c : i1, i1
  } else {
    %x = arith.cmpi sgt, %a, %b : i32
    %y = arith.ori %x, %c : i1
    scf.yield %y, %c : i1, i1
  }
  return %r#0, %r#1 : i1, i1
}

// An iter_arg unused in the body, with its result unused, is dropped.
// CHECK-LABEL: func.func @for_drop_unused(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 1 : index
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %[[V0]] {
// CHECK-NEXT: memref.store %arg2, %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @for_drop_unused(%lb: index, %ub: index, %a: i32, %m: memref<4xi32>) {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    memref.store %a, %m[%i] : memref<4xi32>
    %s = arith.addi %a, %a : i32
    scf.yield %s : i32
  }
  return
}

// Negative: an inner loop with a non-constant lower bound keeps its loop.
// CHECK-LABEL: func.func @for_nested_once(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %[[V1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V2:.*]] = arith.constant 4 : index
// CHECK-NEXT: %[[V3:.*]] = scf.for %arg2 = %[[V0]] to %[[V2]] step %[[V1]] iter_args(%arg3 = %arg0) -> (i32) {
// CHECK-NEXT: %[[V4:.*]] = scf.for %arg4 = %arg2 to %[[V2]] step %[[V2]] iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: memref.store %arg5, %arg1[%arg4] : memref<4xi32>
// CHECK-NEXT: %[[V5:.*]] = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: scf.yield %[[V5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[V4]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V3]] : i32
func.func @for_nested_once(%a: i32, %m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (i32) {
    %q = scf.for %j = %i to %c4 step %c4 iter_args(%acc2 = %acc) -> (i32) {
      memref.store %acc2, %m[%j] : memref<4xi32>
      %s = arith.addi %acc2, %acc2 : i32
      scf.yield %s : i32
    }
    scf.yield %q : i32
  }
  return %r : i32
}

// A loop running at least once whose body only yields outer values is replaced by them.
// CHECK-LABEL: func.func @for_empty_body(
// CHECK-NEXT: return %arg1 : i32
func.func @for_empty_body(%a: i32, %b: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %a) -> (i32) {
    scf.yield %b : i32
  }
  return %r : i32
}

// Negative: values computed inside the branches keep the if.
// CHECK-LABEL: func.func @if_no_fold_inside(
// CHECK-NEXT: %[[V0:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V1]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %[[V2:.*]] = arith.subi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : i32
func.func @if_no_fold_inside(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s : i32
  } else {
    %s = arith.subi %a, %b : i32
    scf.yield %s : i32
  }
  return %r : i32
}


// scf.parallel: dims of one iteration dropped (the induction variable is the lower bound), a
// loop of only such dims inlined (see @parallel_one_iteration_reduce for one with reductions), a
// loop with an empty dim removed.
// CHECK-LABEL: func.func @parallel_unit_dims
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  scf.parallel (%arg4) = (%c0) to (%c4) step (%c1) {
// CHECK-NEXT:    memref.store %arg2, %arg0[%arg4, %c0] : memref<4x1xf32>
// CHECK-NEXT:    scf.reduce 
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.store %arg2, %arg0[%c0, %c0] : memref<4x1xf32>
// CHECK-NEXT:  %0 = scf.parallel (%arg4) = (%c0) to (%arg3) step (%c1) init (%arg2) -> f32 {
// CHECK-NEXT:    %1 = memref.load %arg0[%arg4, %c0] : memref<4x1xf32>
// CHECK-NEXT:    scf.reduce(%1 : f32) {
// CHECK-NEXT:    ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:      %2 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:      scf.reduce.return %2 : f32
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : f32
func.func @parallel_unit_dims(%m: memref<4x1xf32>, %s: memref<f32>, %v: f32, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c1) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<4x1xf32>
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %c1) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<4x1xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c4) to (%c1) step (%c1) {
    memref.store %v, %s[] : memref<f32>
    scf.reduce
  }
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c1) step (%c1, %c1) init (%v) -> f32 {
    %x = memref.load %m[%i, %j] : memref<4x1xf32>
    scf.reduce(%x : f32) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      scf.reduce.return %t : f32
    }
  }
  return %r : f32
}

// A loop of one iteration with reductions: its body, then each reduction's region with the
// init as its left operand and the reduced value as its right; result i is what region i
// returns. The iteration reads %m[2, 5] (the lower bounds).
// CHECK-LABEL: func.func @parallel_one_iteration_reduce
// CHECK-SAME:  (%[[M:.*]]: memref<4x8xf32>, %[[V:.*]]: f32, %[[K:.*]]: index)
// CHECK-DAG:   %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:   %[[C5:.*]] = arith.constant 5 : index
// CHECK-NOT:   scf.parallel
// CHECK:       %[[X:.*]] = memref.load %[[M]][%[[C2]], %[[C5]]] : memref<4x8xf32>
// CHECK-NEXT:  %[[S:.*]] = arith.addf %[[V]], %[[X]] : f32
// CHECK-NEXT:  %[[P:.*]] = arith.muli %[[K]], %[[C5]] : index
// CHECK-NEXT:  return %[[S]], %[[P]] : f32, index
func.func @parallel_one_iteration_reduce(%m: memref<4x8xf32>, %v: f32, %k: index) -> (f32, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c9 = arith.constant 9 : index
  %r:2 = scf.parallel (%i, %j) = (%c2, %c5) to (%c3, %c9) step (%c1, %c5) init (%v, %k) -> (f32, index) {
    %x = memref.load %m[%i, %j] : memref<4x8xf32>
    scf.reduce(%x, %j : f32, index) {
    ^bb0(%a: f32, %b: f32):
      %t = arith.addf %a, %b : f32
      scf.reduce.return %t : f32
    }, {
    ^bb0(%a: index, %b: index):
      %t = arith.muli %a, %b : index
      scf.reduce.return %t : index
    }
  }
  return %r#0, %r#1 : f32, index
}

// An scf.parallel whose body is only another, neither reducing, merges with it when the inner
// bounds do not use the outer induction variables; a triangular nest stays.
// CHECK-LABEL: func.func @parallel_merge_nested
// CHECK-SAME:  (%[[M:.*]]: memref<?x?xf32>, %[[N:.*]]: index, %[[K:.*]]: index, %[[V:.*]]: f32)
// CHECK-DAG:   %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG:   %[[C1:.*]] = arith.constant 1 : index
// CHECK:       scf.parallel (%[[I:.*]], %[[J:.*]]) = (%[[C0]], %[[C1]]) to (%[[N]], %[[K]]) step (%[[C1]], %[[C1]]) {
// CHECK-NEXT:    memref.store %[[V]], %[[M]][%[[I]], %[[J]]] : memref<?x?xf32>
// CHECK-NEXT:    scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.parallel (%[[I2:.*]]) = (%[[C0]]) to (%[[N]]) step (%[[C1]]) {
// CHECK-NEXT:    scf.parallel (%[[J2:.*]]) = (%[[C0]]) to (%[[I2]]) step (%[[C1]]) {
// CHECK-NEXT:      memref.store %[[V]], %[[M]][%[[I2]], %[[J2]]] : memref<?x?xf32>
// CHECK-NEXT:      scf.reduce
// CHECK-NEXT:    }
// CHECK-NEXT:    scf.reduce
// CHECK-NEXT:  }
// CHECK-NEXT:  return
func.func @parallel_merge_nested(%m: memref<?x?xf32>, %n: index, %k: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c1) to (%k) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%i) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Loops mapped to GPU processors keep their nest (upstream merges them and drops the mapping).
// CHECK-LABEL: func.func @parallel_mapped_nest
// CHECK:       scf.parallel
// CHECK:         scf.parallel
// CHECK:         } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK:       } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
func.func @parallel_mapped_nest(%m: memref<?x?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
      scf.reduce
    } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  return
}
