// RUN: strata-opt %s -sccp -split-input-file | FileCheck %s
// RUN: strata-opt %s -pass-pipeline="builtin.module(func.func(sccp))" -split-input-file | FileCheck %s --check-prefix=LOCAL

// A private function every caller passes 4 to: its argument is 4 and its
// result 5, in the callee and at the call.
// CHECK-LABEL: func.func private @inc
// CHECK:         %[[C5:.*]] = arith.constant 5 : i64
// CHECK:         return %[[C5]] : i64
// CHECK-LABEL: func.func @caller
// CHECK:         %[[C5:.*]] = arith.constant 5 : i64
// CHECK:         call @inc
// CHECK:         return %[[C5]], %[[C5]] : i64, i64
// LOCAL-LABEL: func.func @caller
// LOCAL:         %[[A:.*]] = call @inc
// LOCAL:         %[[B:.*]] = call @inc
// LOCAL:         return %[[A]], %[[B]]
func.func private @inc(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %y = arith.addi %x, %c1 : i64
  return %y : i64
}
func.func @caller() -> (i64, i64) {
  %c4 = arith.constant 4 : i64
  %a = call @inc(%c4) : (i64) -> i64
  %b = call @inc(%c4) : (i64) -> i64
  return %a, %b : i64, i64
}

// -----

// A public function's arguments are unknown, but its constant result
// reaches the call.
// CHECK-LABEL: func.func @pub
// CHECK:         arith.addi
// CHECK-LABEL: func.func @calls_pub
// CHECK:         %[[C8:.*]] = arith.constant 8 : i64
// CHECK:         %[[R:.*]]:2 = call @pub
// CHECK:         return %[[C8]], %[[R]]#1
func.func @pub(%x: i64) -> (i64, i64) {
  %c8 = arith.constant 8 : i64
  %y = arith.addi %x, %x : i64
  return %c8, %y : i64, i64
}
func.func @calls_pub() -> (i64, i64) {
  %c1 = arith.constant 1 : i64
  %r:2 = call @pub(%c1) : (i64) -> (i64, i64)
  return %r#0, %r#1 : i64, i64
}

// -----

// Callers that disagree, or a use that is no call, leave the argument
// unknown; a private function no call reaches is left as it is.
// CHECK-LABEL: func.func private @id
// CHECK:         return %{{.*}} : i64
// CHECK-LABEL: func.func private @taken
// CHECK:         arith.muli
// CHECK-LABEL: func.func private @unreached
// CHECK:         arith.select
// CHECK-LABEL: func.func @two_callers
// CHECK:         %[[A:.*]] = call @id
// CHECK:         %[[B:.*]] = call @id
// CHECK:         return %[[A]], %[[B]]
func.func private @id(%x: i64) -> i64 {
  return %x : i64
}
func.func private @taken(%x: i64) -> i64 {
  %y = arith.muli %x, %x : i64
  return %y : i64
}
func.func private @unreached() -> i64 {
  %true = arith.constant true
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %r = arith.select %true, %c1, %c2 : i64
  return %r : i64
}
func.func @two_callers() -> (i64, i64) {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %a = call @id(%c1) : (i64) -> i64
  %b = call @id(%c2) : (i64) -> i64
  %f = func.constant @taken : (i64) -> i64
  %t = call @taken(%c2) : (i64) -> i64
  return %a, %b : i64, i64
}
