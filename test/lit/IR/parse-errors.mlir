// RUN: strata-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// Syntax errors point at the offending character, as mlir-opt's do.

func.func @f() {
  // expected-error @+1 {{custom op 'retur' is unknown (tried 'func.retur' as well)}}
  retur
}

// -----

func.func @f() {
  // expected-error @+1 {{use of undeclared SSA value name}}
  "foo.op"(%nope) : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{expected ')'}}
func.func private @f(i32

// -----

func.func @f() {
  // expected-error @+1 {{expected function type}}
  "foo.op"() : i32
  return
}

// -----

// expected-error @+1 {{undefined symbol alias id 'missing'}}
func.func private @f() attributes {x = #missing}
