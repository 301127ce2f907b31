// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file -canonicalize --strata-diff-check -o /dev/null

// A pad of a fill by the fill's own value is a fill of an empty tensor of
// the pad's shape: static sizes where the amounts and the source fix
// them, else low + size + high.
// CHECK-LABEL: func.func @static(
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<7x9xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%[[E]] : tensor<7x9xf32>) -> tensor<7x9xf32>
//       CHECK:   return %[[F]]
func.func @static(%v: f32) -> tensor<7x9xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %p = tensor.pad %f low[1, 2] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x6xf32> to tensor<7x9xf32>
  return %p : tensor<7x9xf32>
}

// -----

// CHECK-DAG:   #[[M0:.*]] = affine_map<()[s0] -> (s0 + 3)>
// CHECK-DAG:   #[[M1:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 5)>
// CHECK-LABEL: func.func @dynamic(
//  CHECK-SAME:   %[[T:.*]]: tensor<?x5xf32>, %[[L:.*]]: index, %[[H:.*]]: index, %[[V:.*]]: f32)
//       CHECK:   %[[D:.*]] = tensor.dim %[[T]], %{{.*}} : tensor<?x5xf32>
//       CHECK:   %[[S0:.*]] = affine.apply #[[M0]]()[%[[D]]]
//       CHECK:   %[[S1:.*]] = affine.apply #[[M1]]()[%[[L]], %[[H]]]
//       CHECK:   %[[E:.*]] = tensor.empty(%[[S0]], %[[S1]]) : tensor<?x?xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[E]] : tensor<?x?xf32>)
//       CHECK:   return %[[F]]
func.func @dynamic(%t: tensor<?x5xf32>, %l: index, %h: index, %v: f32) -> tensor<?x?xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<?x5xf32>) -> tensor<?x5xf32>
  %p = tensor.pad %f low[1, %l] high[2, %h] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x5xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// -----

// Another padding value keeps the pad.
// CHECK-LABEL: func.func @other_value(
//       CHECK:   linalg.fill
//       CHECK:   tensor.pad
func.func @other_value(%v: f32, %w: f32) -> tensor<7x9xf32> {
  %e = tensor.empty() : tensor<4x6xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %p = tensor.pad %f low[1, 2] high[2, 1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %w : f32
  } : tensor<4x6xf32> to tensor<7x9xf32>
  return %p : tensor<7x9xf32>
}
