// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file -canonicalize --strata-diff-check -o /dev/null

// A copy or transpose of a fill is a fill of their init; a copy into a
// fill writes into the fill's init; a broadcast adding no dimension and a
// transpose by the identity are their input.
// CHECK-LABEL: func.func @fills(
//  CHECK-SAME:   %[[A:.*]]: tensor<2x3xf32>, %[[B:.*]]: tensor<3x2xf32>, %[[C:.*]]: tensor<2x3xf32>, %[[V:.*]]: f32)
//       CHECK:   %[[F1:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[C]] : tensor<2x3xf32>)
//       CHECK:   %[[F2:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[B]] : tensor<3x2xf32>)
//       CHECK:   %[[K:.*]] = linalg.copy ins(%[[A]] : tensor<2x3xf32>) outs(%[[C]] : tensor<2x3xf32>)
//       CHECK:   return %[[F1]], %[[F2]], %[[K]], %[[A]], %[[A]]
func.func @fills(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<2x3xf32>, %v: f32)
    -> (tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %f = linalg.fill ins(%v : f32) outs(%a : tensor<2x3xf32>) -> tensor<2x3xf32>
  %0 = linalg.copy ins(%f : tensor<2x3xf32>) outs(%c : tensor<2x3xf32>) -> tensor<2x3xf32>
  %1 = linalg.transpose ins(%f : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0]
  %g = linalg.fill ins(%v : f32) outs(%c : tensor<2x3xf32>) -> tensor<2x3xf32>
  %2 = linalg.copy ins(%a : tensor<2x3xf32>) outs(%g : tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = linalg.broadcast ins(%a : tensor<2x3xf32>) outs(%c : tensor<2x3xf32>) dimensions = []
  %4 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%c : tensor<2x3xf32>) permutation = [0, 1]
  return %0, %1, %2, %3, %4 : tensor<2x3xf32>, tensor<3x2xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}

// -----

// A transpose by another permutation, or a broadcast adding a dimension,
// stays.
// CHECK-LABEL: func.func @kept(
//       CHECK:   linalg.transpose
//       CHECK:   linalg.broadcast
func.func @kept(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>, %c: tensor<2x3x4xf32>) -> (tensor<3x2xf32>, tensor<2x3x4xf32>) {
  %0 = linalg.transpose ins(%a : tensor<2x3xf32>) outs(%b : tensor<3x2xf32>) permutation = [1, 0]
  %1 = linalg.broadcast ins(%a : tensor<2x3xf32>) outs(%c : tensor<2x3x4xf32>) dimensions = [2]
  return %0, %1 : tensor<3x2xf32>, tensor<2x3x4xf32>
}
