// RUN: strata-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect

// expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
"builtin.unrealized_conversion_cast"() : () -> ()

// -----

module {
  // expected-note @+1 {{see existing symbol definition here}}
  func.func private @dup()
  // expected-error @+1 {{redefinition of symbol named 'dup'}}
  func.func private @dup()
}

// -----

// expected-error @+1 {{expected '{' to begin a region}}
module @m attributes {x}

// -----

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
