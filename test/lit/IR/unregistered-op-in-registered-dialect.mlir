// RUN: strata-opt %s -allow-unregistered-dialect -verify-diagnostics

// Unregistered ops in a registered dialect are rejected even under
// --allow-unregistered-dialect, as mlir-opt-22 does: the flag only admits
// dialects that no one registered.

func.func @f() {
  // expected-error @+1 {{unregistered operation 'func.bogus' found in dialect ('func') that does not allow unknown operations}}
  "func.bogus"() : () -> ()
  return
}
