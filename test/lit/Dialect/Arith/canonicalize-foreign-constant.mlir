// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// A constant-like op of another dialect whose value attribute has another
// type than its result (test.constant, value i64, result i32) is not folded
// with: the muli ops stay, as with mlir-opt-22.

// CHECK-LABEL: func.func @foreign_constants(
//       CHECK:   %[[A:.*]] = "test.constant"() <{value = 2147483647 : i64}> : () -> i32
//       CHECK:   %[[B:.*]] = "test.constant"() <{value = 3 : i64}> : () -> i32
//       CHECK:   %[[M:.*]] = arith.muli %[[A]], %[[B]] : i32
//       CHECK:   %[[N:.*]] = arith.muli %[[M]], %[[B]] : i32
//       CHECK:   return %[[N]]
func.func @foreign_constants() -> i32 {
  %a = "test.constant"() {value = 2147483647 : i64} : () -> i32
  %b = "test.constant"() {value = 3 : i64} : () -> i32
  %0 = arith.muli %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
