// RUN: strata-opt %s -remove-dead-values | FileCheck %s

// CHECK-LABEL: func.func private @callee(%arg0: i32) -> i32
// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[R:.*]] = call @callee(%arg0) : (i32) -> i32
// CHECK-NEXT:    cf.br ^bb1(%[[R]] : i32)
// CHECK-NEXT:  ^bb1(%[[A:.*]]: i32):
// CHECK-NEXT:    return %[[A]]
func.func private @callee(%a: i32, %unused: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @caller(%x: i32) -> i32 {
  %c = arith.constant 7 : i32
  %d = arith.muli %c, %x : i32
  %0 = call @callee(%x, %d) : (i32, i32) -> i32
  cf.br ^bb1(%0, %d : i32, i32)
^bb1(%r: i32, %dead: i32):
  return %r : i32
}

// A public function keeps its signature.
// CHECK-LABEL: func.func @public(%arg0: i32, %arg1: i32)
func.func @public(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
