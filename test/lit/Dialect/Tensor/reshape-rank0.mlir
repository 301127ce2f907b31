// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=CANON

// A 0-d tensor reshapes to and from unit dims with an empty reassociation.

// CHECK-LABEL: func.func @expand_rank0
// CHECK: tensor.expand_shape %arg0 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK: tensor.expand_shape %arg0 [] output_shape [1] : tensor<f32> into tensor<1xf32>
func.func @expand_rank0(%t: tensor<f32>) -> (tensor<1x1xf32>, tensor<1xf32>) {
  %0 = tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %1 = tensor.expand_shape %t [] output_shape [1] : tensor<f32> into tensor<1xf32>
  return %0, %1 : tensor<1x1xf32>, tensor<1xf32>
}

// CHECK-LABEL: func.func @collapse_rank0
// CHECK: tensor.collapse_shape %arg0 [] : tensor<1x1xf32> into tensor<f32>
// CHECK: tensor.collapse_shape %arg1 [] : tensor<?x1xf32> into tensor<f32>
func.func @collapse_rank0(%t: tensor<1x1xf32>, %d: tensor<?x1xf32>) -> (tensor<f32>, tensor<f32>) {
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  %1 = tensor.collapse_shape %d [] : tensor<?x1xf32> into tensor<f32>
  return %0, %1 : tensor<f32>, tensor<f32>
}

// Expanding then collapsing back is the identity.
// CANON-LABEL: func.func @round_trip
// CANON-NEXT: return %arg0 : tensor<f32>
func.func @round_trip(%t: tensor<f32>) -> tensor<f32> {
  %0 = tensor.expand_shape %t [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %1 = tensor.collapse_shape %0 [] : tensor<1x1xf32> into tensor<f32>
  return %1 : tensor<f32>
}
