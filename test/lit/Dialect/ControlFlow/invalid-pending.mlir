// Invalid cf input whose diagnostics strata-opt does not yet word or
// attach as mlir-opt-22 does (the differences are in ir/ and parser/, not
// in dialects/cf). mlir-opt-22 passes this file; when strata-opt does too,
// this test XPASSes: drop the XFAIL line and fold the cases into invalid.mlir.
// XFAIL: *
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @br_not_last(%a: i32) {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

func.func @cond_br_condition_custom(%a: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %a, ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_missing_default(%f: i32) {
  cf.switch %f : i32, [
    // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
    5: ^bb1
  ]
^bb1:
  return
}
