// tensor.gather's and tensor.scatter's verifiers reject what mlir-opt-22 rejects, with its messages
// (a scatter result that does not match dest is the one exception: see below).
// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @empty_dims(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %a = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x4x5x6xf32>
  return
}

// -----

func.func @too_many_dims(%s: tensor<4x5x6xf32>, %i: tensor<1x2x4xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %a = tensor.gather %s[%i] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x4xindex>) -> tensor<1x2x1x1x1xf32>
  return
}

// -----

func.func @not_increasing(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %a = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

func.func @repeated_dim(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %a = tensor.gather %s[%i] gather_dims([0, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

// Each value is checked against the rank before the order is.
func.func @dim_beyond_rank(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %a = tensor.gather %s[%i] gather_dims([7, -1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

func.func @negative_dim(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %a = tensor.gather %s[%i] gather_dims([-1, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

// The length is checked before the values.
func.func @indices_last_dim(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %a = tensor.gather %s[%i] gather_dims([2, 1]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

func.func @indices_dynamic_last_dim(%s: tensor<4x5x6xf32>, %i: tensor<1x?xindex>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %a = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<1x?xindex>) -> tensor<1x1x5x6xf32>
  return
}

// -----

func.func @indices_rank0(%s: tensor<4x5x6xf32>, %i: tensor<index>) {
  // expected-error @+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %a = tensor.gather %s[%i] gather_dims([0]) : (tensor<4x5x6xf32>, tensor<index>) -> tensor<1x5x6xf32>
  return
}

// -----

func.func @result_shape(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x1x6xf32>' or its rank-reduced variant 'tensor<1x2x6xf32>' (got: 'tensor<1x2x1x1x7xf32>')}}
  %a = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x7xf32>
  return
}

// -----

func.func @result_dynamic(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x1x6xf32>' or its rank-reduced variant 'tensor<1x2x6xf32>' (got: 'tensor<1x?x1x1x6xf32>')}}
  %a = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x?x1x1x6xf32>
  return
}

// -----

func.func @partly_reduced(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x1x6xf32>' or its rank-reduced variant 'tensor<1x2x6xf32>' (got: 'tensor<1x2x1x6xf32>')}}
  %a = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x6xf32>
  return
}

// -----

func.func @result_element(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x1x6xf32>' or its rank-reduced variant 'tensor<1x2x6xf32>' (got: 'tensor<1x2x1x1x6xf64>')}}
  %a = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1x6xf64>
  return
}

// -----

func.func @float_indices(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xf32>) {
  // expected-error @+1 {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<1x2x2xf32>'}}
  %a = tensor.gather %s[%i] gather_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<1x2x2xf32>) -> tensor<1x2x1x1x6xf32>
  return
}

// -----

func.func @unranked_source(%s: tensor<*xf32>, %i: tensor<3x1xindex>) {
  // expected-error @+1 {{'tensor.gather' op operand #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
  %a = tensor.gather %s[%i] gather_dims([0]) : (tensor<*xf32>, tensor<3x1xindex>) -> tensor<3x1xf32>
  return
}

// -----

// The dims are checked before unique, unique before the source type.
func.func @scatter_empty_dims(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims must be non-empty}}
  %a = tensor.scatter %s into %s[%i] scatter_dims([]) : (tensor<4x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_not_unique(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %a = tensor.scatter %s into %s[%i] scatter_dims([0, 1]) : (tensor<4x5x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_dim_beyond_rank(%s: tensor<1x2x1x1x6xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %a = tensor.scatter %s into %d[%i] scatter_dims([0, 3]) unique : (tensor<1x2x1x1x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_source(%s: tensor<1x2x6xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x4x1x1xf32>' or its rank-reduced variant 'tensor<1x2x4xf32>' (got: 'tensor<1x2x6xf32>')}}
  %a = tensor.scatter %s into %d[%i] scatter_dims([1, 2]) unique : (tensor<1x2x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x6xf32>
  return
}

// -----

func.func @scatter_source_element(%s: tensor<4x5x6xf32>, %i: tensor<3x1xindex>, %d: tensor<4x5x6xi32>) {
  // expected-error @+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<3x4x5x1xi32>' or its rank-reduced variant 'tensor<3x4x5xi32>' (got: 'tensor<4x5x6xf32>')}}
  %a = tensor.scatter %s into %d[%i] scatter_dims([2]) unique : (tensor<4x5x6xf32>, tensor<4x5x6xi32>, tensor<3x1xindex>) -> tensor<4x5x6xi32>
  return
}

// -----

// Stricter than mlir-opt-22, which does not relate the result to dest.
func.func @scatter_result(%s: tensor<1x2x6xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error @+1 {{'tensor.scatter' op expected result type 'tensor<4x5x7xf32>' to be compatible with dest type 'tensor<4x5x6xf32>'}}
  %a = tensor.scatter %s into %d[%i] scatter_dims([0, 1]) unique : (tensor<1x2x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x7xf32>
  return
}

// -----

// A dynamic result size is compatible with dest's.
func.func @scatter_dynamic_result(%s: tensor<1x2x6xf32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) -> tensor<4x5x?xf32> {
  %a = tensor.scatter %s into %d[%i] scatter_dims([0, 1]) unique : (tensor<1x2x6xf32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<4x5x?xf32>
  return %a : tensor<4x5x?xf32>
}
