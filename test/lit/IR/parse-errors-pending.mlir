// Parse errors that strata-opt does not yet word or locate as mlir-opt-22
// does (differences in parser/). mlir-opt-22 passes this file; when
// strata-opt does too, this test XPASSes: drop the XFAIL line and fold the
// cases into parse-errors.mlir.
// XFAIL: *
// RUN: strata-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{expected non-function type}}
func.func private @f(notatype)

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%a: i32) {
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  "foo.op"(%a) : (i64) -> ()
  return
}

// -----

// expected-error @+2 {{redefinition of type alias id 'a'}}
!a = i32
!a = i64

// -----

// expected-error @+1 {{expected integer literal}}
func.func private @f() attributes {x = array<i32: a>}
