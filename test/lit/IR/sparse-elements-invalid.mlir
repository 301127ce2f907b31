// sparse<...> literals: one value (or a single splat value) per coordinate, coordinates of the type's
// rank, a statically shaped type.
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @too_many_values() -> tensor<3xi32> {
  // expected-error @+1 {{expected shape ([3]); inferred shape of indices literal ([2, 1]); inferred shape of values literal ([3])}}
  %a = arith.constant sparse<[[0], [1]], [1, 2, 3]> : tensor<3xi32>
  return %a : tensor<3xi32>
}

// -----

func.func @wrong_rank() -> tensor<3x3xi32> {
  // expected-error @+1 {{expected shape ([3, 3]); inferred shape of indices literal ([2, 1]); inferred shape of values literal ([2])}}
  %a = arith.constant sparse<[[0], [1]], [1, 2]> : tensor<3x3xi32>
  return %a : tensor<3x3xi32>
}
