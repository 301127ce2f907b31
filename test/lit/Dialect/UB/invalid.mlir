// ub.poison takes only a poison attribute (#ub.poison), as mlir-opt-22.
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @not_poison() -> i32 {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = ub.poison <0 : i32> : i32
  return %0 : i32
}

// -----

// mlir-opt-22 rejects this too, with its property conversion's message.
func.func @generic_not_poison() -> i32 {
  // expected-error @+1 {{'ub.poison' op attribute 'value' failed to satisfy constraint: PoisonAttrInterface instance}}
  %0 = "ub.poison"() <{value = 0 : i32}> : () -> i32
  return %0 : i32
}
