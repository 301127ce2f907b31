// RUN: strata-opt %s -inline | FileCheck %s
// RUN: strata-opt %s -canonicalize | FileCheck %s --check-prefix=CANON

// The inliner simplifies a function before inlining its calls: the
// indirect call of a func.constant becomes a call (canonicalize's
// SimplifyIndirectCallWithKnownCallee), which is then inlined, and the
// private callee, no longer named, is erased.
// CHECK-NOT:   func.func private @callee
// CHECK-LABEL: func.func @caller
// CHECK-NEXT:    %[[S:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[S]] : i32
// CANON-LABEL: func.func @caller
// CANON-NEXT:    %[[R:.*]] = call @callee(%arg0) : (i32) -> i32
// CANON-NEXT:    return %[[R]] : i32
func.func private @callee(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @caller(%x: i32) -> i32 {
  %f = func.constant @callee : (i32) -> i32
  %r = func.call_indirect %f(%x) : (i32) -> i32
  return %r : i32
}
