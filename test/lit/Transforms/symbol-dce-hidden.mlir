// symbol-dce keeps the nested symbols of a table something outside may
// name (a public or nested table run on alone), and erases them in a
// hidden one (the top-level op, a private table, a table inside a hidden
// one), as mlir-opt-22 (both outputs checked against it).
// RUN: strata-opt -allow-unregistered-dialect %s -pass-pipeline="builtin.module(builtin.module(symbol-dce))" | FileCheck %s --check-prefix=NESTED
// RUN: strata-opt -allow-unregistered-dialect %s -symbol-dce | FileCheck %s --check-prefix=TOP

// Run on each inner module: @visible is public and @nest nested, so their
// nested symbols stay; @priv is private, hidden.
// NESTED-LABEL: module @outer
// NESTED: module @visible {
// NESTED-NEXT: func.func nested @kept()
// NESTED-NOT: @gone
// NESTED: module @priv
// NESTED-NOT: @gone_too
// NESTED: func.func @stays()
// NESTED: module @nest
// NESTED-NEXT: module @inner {
// NESTED-NEXT: func.func nested @kept_inner()

// Run on the top-level module, every table is hidden: only public symbols
// and those referred to stay.
// TOP-LABEL: module @outer
// TOP: module @visible {
// TOP-NEXT: }
// TOP: module @priv
// TOP-NEXT: func.func @stays()
// TOP: module @nest
// TOP-NEXT: module @inner {
// TOP-NEXT: }
module @outer {
  module @visible {
    func.func nested @kept()
    func.func private @gone()
  }
  module @priv attributes {sym_visibility = "private"} {
    func.func nested @gone_too()
    func.func @stays() {
      return
    }
  }
  module @nest attributes {sym_visibility = "nested"} {
    module @inner {
      func.func nested @kept_inner()
    }
  }
  "live.user"() {uses = [@priv, @nest]} : () -> ()
}
