// Invalid builtin input whose diagnostics strata-opt does not yet word as
// mlir-opt-22 does (differences in ir/, parser/ and dialects/builtin).
// mlir-opt-22 passes this file; when strata-opt does too, this test
// XPASSes: drop the XFAIL line and fold the cases into invalid.mlir.
// XFAIL: *
// RUN: strata-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  "test.dummy"() : () -> ()
^bb1:
  "test.dummy"() : () -> ()
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op requires one region}}
"builtin.module"() : () -> ()

// -----

module {
  // expected-error @+1 {{custom op 'builtin.unrealized_conversion_cast' expected 'to'}}
  %0 = builtin.unrealized_conversion_cast : i64
}
