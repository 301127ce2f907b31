// RUN: strata-opt %s -split-input-file -reconcile-unrealized-casts -verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @round_trip
// CHECK-NEXT:    return %arg0 : i64
func.func @round_trip(%a: i64) -> i64 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  %1 = builtin.unrealized_conversion_cast %0 : i32 to index
  %2 = builtin.unrealized_conversion_cast %1 : index to i64
  return %2 : i64
}

// -----

// CHECK-LABEL: func.func @unused
// CHECK-NEXT:    return
func.func @unused(%a: i64) {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  return
}

// -----

// A cast still used is kept (as upstream's pass does): what cannot take it
// later reports it (the translation to LLVM IR does, at its location).
// CHECK-LABEL: func.func @live(
//  CHECK-NEXT:   %[[C:.*]] = builtin.unrealized_conversion_cast %arg0 : i64 to i32
//  CHECK-NEXT:   return %[[C]] : i32
func.func @live(%a: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i64 to i32
  return %0 : i32
}
