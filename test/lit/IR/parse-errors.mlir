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

// -----

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

// -----

// Diagnostics quote at most 80 characters of an identifier.

// expected-error @+1 {{undefined symbol alias id 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa...'}}
func.func private @f() attributes {x = #aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa}

// -----

// Integer types may be 2^24 bits wide, but a few bytes of text per element
// cannot become megabytes each.

// expected-error @+1 {{elements literal is too large: 16 elements of 2097152 bytes from 55 bytes of text}}
"t.op"() {a = dense<[1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]> : tensor<16xi16777215>} : () -> ()

// -----

// expected-error @+1 {{expected named operation to have at least 1 result}}
%0:999999999999 = "t.op"() : () -> (i32)
