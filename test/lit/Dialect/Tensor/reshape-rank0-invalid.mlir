// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @collapse_non_unit(%t: tensor<2x1xf32>) -> tensor<f32> {
  // expected-error @+1 {{invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank tensor/memref}}
  %0 = tensor.collapse_shape %t [] : tensor<2x1xf32> into tensor<f32>
  return %0 : tensor<f32>
}

// -----

func.func @expand_non_unit(%t: tensor<f32>) -> tensor<1x3xf32> {
  // expected-error @+1 {{invalid to reshape tensor/memref with non-unit extent dimensions to zero-rank tensor/memref}}
  %0 = tensor.expand_shape %t [] output_shape [1, 3] : tensor<f32> into tensor<1x3xf32>
  return %0 : tensor<1x3xf32>
}

// -----

func.func @groups_for_rank0(%t: tensor<1x1xf32>) -> tensor<f32> {
  // expected-error @+1 {{expected collapsed rank (0) to equal the number of reassociation maps (1).}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<1x1xf32> into tensor<f32>
  return %0 : tensor<f32>
}
