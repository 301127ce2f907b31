// Input for verify-diagnostics.mlir: every way --verify-diagnostics fails.

func.func @unmet() {
  // expected-error @+1 {{this is never emitted}}
  return
}

// -----

func.func @unexpected(%a: i32) -> i64 {
  return %a : i32
}

// -----

func.func @wrong_kind(%a: i32) -> i64 {
  // expected-warning @+1 {{doesn't match function result type}}
  return %a : i32
}

// -----

func.func @bad_regex(%a: i32) -> i64 {
  // expected-error-re @+1 {{operand {{[0-9}}}}
  return %a : i32
}
