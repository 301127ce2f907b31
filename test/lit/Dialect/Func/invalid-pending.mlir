// Invalid func input whose diagnostics strata-opt does not yet word as
// mlir-opt-22 does (differences in dialects/func and ir/). mlir-opt-22 passes this
// file; when strata-opt does too, this test XPASSes: drop the XFAIL line
// and fold the cases into invalid.mlir.
// XFAIL: *
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @call_indirect_count(%f: (i32) -> ()) {
  // expected-error @+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 0 operands and 1 types}}
  call_indirect %f() : (i32) -> ()
  return
}

// -----

func.func @missing_terminator() {
  // expected-error @+1 {{block with no terminator, has %0 = "func.constant"() <{value = @missing_terminator}> : () -> (() -> ())}}
  %f = constant @missing_terminator : () -> ()
}
