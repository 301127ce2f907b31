// RUN: strata-opt %s --remove-dead-values | FileCheck %s

// remove-dead-values: results of private functions and of region ops. The CHECK lines are
// mlir-opt-22 --remove-dead-values output of this file without the ub.poison placeholders that
// upstream leaves where it dropped operands (Strata has no ub dialect yet; a canonicalize removes them).

// A private function result no call site uses is dropped, with the call results.
// CHECK-LABEL: func.func private @callee(
// CHECK-NEXT: %[[V0:.*]] = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT: return %[[V0]] : i32
func.func private @callee(%a: i32, %b: i32) -> (i32, i32) {
  %s = arith.addi %a, %b : i32
  %m = arith.muli %a, %b : i32
  return %s, %m : i32, i32
}

// CHECK-LABEL: func.func @caller(
// CHECK-NEXT: %[[V0:.*]] = call @callee(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: return %[[V0]] : i32
func.func @caller(%x: i32, %y: i32) -> i32 {
  %r:2 = call @callee(%x, %y) : (i32, i32) -> (i32, i32)
  return %r#0 : i32
}

// Negative: public functions keep their results.
// CHECK-LABEL: func.func @public_keeps(
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
func.func @public_keeps(%a: i32) -> (i32, i32) {
  return %a, %a : i32, i32
}

// Unused scf.if results are dropped with the yielded values that only fed them.
// CHECK-LABEL: func.func @if_results(
// CHECK-NEXT: %[[V0:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %[[V1:.*]] = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V1]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : i32
func.func @if_results(%c: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    %t = arith.muli %a, %b : i32
    scf.yield %s, %t : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r#0 : i32
}

// An scf.for result whose iter_arg only feeds itself is dropped with its init, iter_arg and yield operand.
// CHECK-LABEL: func.func @for_results(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V1:.*]] = scf.for %arg4 = %arg0 to %arg1 step %[[V0]] iter_args(%arg5 = %arg2) -> (i32) {
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: scf.yield %[[V2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V1]] : i32
func.func @for_results(%lb: index, %ub: index, %a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    %s = arith.addi %x, %x : i32
    %t = arith.muli %y, %y : i32
    scf.yield %s, %t : i32, i32
  }
  return %r#0 : i32
}

// Negative: an iter_arg that feeds a store is live, its unused result stays.
// CHECK-LABEL: func.func @for_effects(
// CHECK-NEXT: %[[V0:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[V1:.*]] = scf.for %arg4 = %arg0 to %arg1 step %[[V0]] iter_args(%arg5 = %arg2) -> (i32) {
// CHECK-NEXT: memref.store %arg5, %arg3[%arg4] : memref<4xi32>
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg5, %arg5 : i32
// CHECK-NEXT: scf.yield %[[V2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @for_effects(%lb: index, %ub: index, %a: i32, %m: memref<4xi32>) {
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    memref.store %x, %m[%i] : memref<4xi32>
    %s = arith.addi %x, %x : i32
    scf.yield %s : i32
  }
  return
}

// scf.while: a dead result and after-argument, and a dead before-argument with its init, are dropped.
// CHECK-LABEL: func.func @while_results(
// CHECK-NEXT: %[[V0:.*]] = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %[[V1:.*]] = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT: scf.condition(%[[V1]]) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg2, %arg2 : i32
// CHECK-NEXT: scf.yield %[[V2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : i32
func.func @while_results(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %x, %b : i32
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%x2: i32, %y2: i32):
    %n = arith.addi %x2, %x2 : i32
    %m = arith.muli %y2, %y2 : i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}

// Results dead at every call site go; a result live at one call site stays.
// CHECK-LABEL: func.func private @chain(
// CHECK-NEXT: return %arg0 : i32
func.func private @chain(%a: i32) -> (i32, f32) {
  %f = arith.sitofp %a : i32 to f32
  return %a, %f : i32, f32
}

// CHECK-LABEL: func.func @calls_twice(
// CHECK-NEXT: %[[V0:.*]] = call @chain(%arg0) : (i32) -> i32
// CHECK-NEXT: %[[V1:.*]] = call @chain(%[[V0]]) : (i32) -> i32
// CHECK-NEXT: return %[[V1]] : i32
func.func @calls_twice(%x: i32) -> i32 {
  %r:2 = call @chain(%x) : (i32) -> (i32, f32)
  %s:2 = call @chain(%r#0) : (i32) -> (i32, f32)
  return %s#0 : i32
}

// Negative: each result is used at one call site.
// CHECK-LABEL: func.func private @used_result(
// CHECK-NEXT: %[[V0:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %arg0, %[[V0]] : i32, i32
func.func private @used_result(%a: i32) -> (i32, i32) {
  %b = arith.addi %a, %a : i32
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @uses_one_each(
// CHECK-NEXT: %[[V0:.*]] = call @used_result(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT: %[[V1:.*]] = call @used_result(%arg0) : (i32) -> (i32, i32)
// CHECK-NEXT: return %0#0, %1#1 : i32, i32
func.func @uses_one_each(%x: i32) -> (i32, i32) {
  %r:2 = call @used_result(%x) : (i32) -> (i32, i32)
  %s:2 = call @used_result(%x) : (i32) -> (i32, i32)
  return %r#0, %s#1 : i32, i32
}

// Nested region ops are trimmed innermost first.
// CHECK-LABEL: func.func @nested_if(
// CHECK-NEXT: %[[V0:.*]] = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %[[V1:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT: %[[V2:.*]] = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: scf.yield %[[V2]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[V1]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[V0]] : i32
func.func @nested_if(%c: i1, %d: i1, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %q:2 = scf.if %d -> (i32, i32) {
      %s = arith.addi %a, %b : i32
      scf.yield %s, %s : i32, i32
    } else {
      scf.yield %a, %b : i32, i32
    }
    scf.yield %q#0, %q#1 : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r#1 : i32
}


// scf.index_switch drops a dead result from every case, with what only fed it.
// CHECK-LABEL: func.func @index_switch_dead_result
// CHECK-NEXT: %[[R:.*]] = scf.index_switch %arg0 -> i32
// CHECK-NEXT: case 0 {
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : i32
func.func @index_switch_dead_result(%i: index, %a: i32, %b: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    %s = arith.addi %a, %b : i32
    scf.yield %a, %s : i32, i32
  }
  default {
    %m = arith.muli %a, %b : i32
    scf.yield %b, %m : i32, i32
  }
  return %r#0 : i32
}

// scf.execute_region alike (mlir-opt-22 also inlines the region; a
// canonicalize does that here).
// CHECK-LABEL: func.func @execute_region_dead_result
// CHECK-NEXT: %[[R:.*]] = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : i32
func.func @execute_region_dead_result(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.execute_region -> (i32, i32) {
    %s = arith.addi %a, %b : i32
    scf.yield %s, %a : i32, i32
  }
  return %r#1 : i32
}
