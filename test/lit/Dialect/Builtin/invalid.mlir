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
