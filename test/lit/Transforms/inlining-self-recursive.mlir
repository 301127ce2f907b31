// A function that calls itself is not inlined into its callers (inlining
// it would only unroll its recursion by one level), as upstream's
// shouldInline; the functions it calls still are.
// RUN: strata-opt %s -inline='default-pipeline=' | FileCheck %s

// CHECK-LABEL: func.func @caller(
// CHECK-NEXT:    %[[R:.*]] = call @countdown(%{{.*}}) : (i32) -> i32
// CHECK-NEXT:    %[[S:.*]] = arith.addi %[[R]], %[[R]] : i32
// CHECK-NEXT:    return %[[S]] : i32
func.func @caller(%n: i32) -> i32 {
  %r = call @countdown(%n) : (i32) -> i32
  %s = call @double(%r) : (i32) -> i32
  return %s : i32
}

// CHECK-LABEL: func.func @countdown(
// CHECK:         %[[D:.*]] = arith.addi %{{.*}}, %{{.*}} : i32
// CHECK:         call @countdown
func.func @countdown(%n: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %done = arith.cmpi sle, %n, %zero : i32
  cf.cond_br %done, ^out, ^again
^out:
  return %zero : i32
^again:
  %m1 = arith.constant -1 : i32
  %next = call @double(%m1) : (i32) -> i32
  %k = arith.addi %n, %next : i32
  %r = call @countdown(%k) : (i32) -> i32
  return %r : i32
}

func.func @double(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
