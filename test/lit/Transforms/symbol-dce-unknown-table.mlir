// symbol-dce fails on a live op of an unregistered dialect with one region,
// which may be a symbol table it cannot see into; a call inside
// test.symbol_scope (a symbol table, upstream's test op) names the function
// beside it, which stays; a private function in a module inside an op
// that is no table is erased; as mlir-opt-22 (checked against it).
// RUN: strata-opt -allow-unregistered-dialect %s -symbol-dce -split-input-file -verify-diagnostics | FileCheck %s

module {
  func.func private @unused()
  // expected-error@+1 {{contains potentially unknown symbol table}}
  "other.maybe_table"() ({
    "other.end"() : () -> ()
  }) : () -> ()
}

// -----

// CHECK-LABEL: module attributes {test.scope}
// CHECK: "test.symbol_scope"() ({
// CHECK-NEXT: func.func private @callee()
// CHECK: call @callee()
// CHECK-NOT: @dropped
module attributes {test.scope} {
  "test.one_region_op"() ({
    "test.symbol_scope"() ({
      func.func private @callee() {
        return
      }
      func.func @caller() {
        func.call @callee() : () -> ()
        return
      }
      "test.finish"() : () -> ()
    }) : () -> ()
    module {
      func.func private @dropped()
    }
    "test.finish"() : () -> ()
  }) : () -> ()
}
