// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file -canonicalize --strata-diff-check -o /dev/null

// A generic on tensors whose equal-mapped body only yields block arguments
// is the operands they stand for: an out as well as an in, cast where
// only static sizes differ; a scalar in cannot stand for a tensor.
// CHECK-LABEL: func.func @identity_generic(
//  CHECK-SAME:   %[[A:.*]]: tensor<?x4xf32>, %[[B:.*]]: tensor<0xf32>, %[[S:.*]]: f32)
//       CHECK:   %[[C:.*]] = tensor.cast %[[A]] : tensor<?x4xf32> to tensor<2x4xf32>
//       CHECK:   %[[G:.*]] = linalg.generic
//       CHECK:   return %[[C]], %[[B]], %[[G]]
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#id1 = affine_map<(d0) -> (d0)>
#scalar = affine_map<() -> ()>
func.func @identity_generic(%a: tensor<?x4xf32>, %b: tensor<0xf32>, %s: f32) -> (tensor<2x4xf32>, tensor<0xf32>, tensor<f32>) {
  %e = tensor.empty() : tensor<2x4xf32>
  %0 = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<?x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<2x4xf32>
  %1 = linalg.generic {indexing_maps = [#id1], iterator_types = ["parallel"]} outs(%b : tensor<0xf32>) {
  ^bb0(%out: f32):
    linalg.yield %out : f32
  } -> tensor<0xf32>
  %t = tensor.empty() : tensor<f32>
  %2 = linalg.generic {indexing_maps = [#scalar, #scalar], iterator_types = []} ins(%s : f32) outs(%t : tensor<f32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<f32>
  return %0, %1, %2 : tensor<2x4xf32>, tensor<0xf32>, tensor<f32>
}

// -----

// On buffers, a generic or linalg.copy copying a buffer onto itself goes;
// a copy between two buffers stays.
// CHECK-LABEL: func.func @self_copies(
//  CHECK-SAME:   %[[M:.*]]: memref<4xf32>, %[[N:.*]]: memref<4xf32>)
//   CHECK-NOT:   linalg.generic
//       CHECK:   linalg.copy ins(%[[M]] : memref<4xf32>) outs(%[[N]] : memref<4xf32>)
//  CHECK-NEXT:   return
#id = affine_map<(d0) -> (d0)>
func.func @self_copies(%m: memref<4xf32>, %n: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%m : memref<4xf32>) outs(%m : memref<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  }
  linalg.copy ins(%m : memref<4xf32>) outs(%m : memref<4xf32>)
  linalg.copy ins(%m : memref<4xf32>) outs(%n : memref<4xf32>)
  return
}

// -----

// A fill reshaped is a fill of the reshaped init; a fill packed is a fill
// of the pack's dest where the pack pads with the fill's value (or does
// not pad) and nothing else uses the dest.
// CHECK-LABEL: func.func @fill_moves(
//  CHECK-SAME:   %[[V:.*]]: f32, %[[W:.*]]: f32, %[[D:.*]]: tensor<2x4x2x2xf32>)
//       CHECK:   %[[E:.*]] = tensor.empty() : tensor<2x3x4xf32>
//       CHECK:   %[[C:.*]] = tensor.collapse_shape %[[E]] {{\[}}[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[C]] : tensor<6x4xf32>) -> tensor<6x4xf32>
//       CHECK:   %[[P:.*]] = linalg.fill ins(%[[V]] : f32) outs(%[[D]] : tensor<2x4x2x2xf32>) -> tensor<2x4x2x2xf32>
//       CHECK:   %[[K:.*]] = linalg.pack {{.*}} padding_value(%[[W]] : f32)
//       CHECK:   return %[[F]], %[[P]], %[[K]]
func.func @fill_moves(%v: f32, %w: f32, %d: tensor<2x4x2x2xf32>) -> (tensor<6x4xf32>, tensor<2x4x2x2xf32>, tensor<2x2x2x2xf32>) {
  %e = tensor.empty() : tensor<2x3x4xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<2x3x4xf32>) -> tensor<2x3x4xf32>
  %c = tensor.collapse_shape %f [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %e2 = tensor.empty() : tensor<4x8xf32>
  %f2 = linalg.fill ins(%v : f32) outs(%e2 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %p = linalg.pack %f2 inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<4x8xf32> -> tensor<2x4x2x2xf32>
  %e3 = tensor.empty() : tensor<3x3xf32>
  %f3 = linalg.fill ins(%v : f32) outs(%e3 : tensor<3x3xf32>) -> tensor<3x3xf32>
  %d3 = tensor.empty() : tensor<2x2x2x2xf32>
  %k = linalg.pack %f3 padding_value(%w : f32) inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d3 : tensor<3x3xf32> -> tensor<2x2x2x2xf32>
  return %c, %p, %k : tensor<6x4xf32>, tensor<2x4x2x2xf32>, tensor<2x2x2x2xf32>
}

// -----

// A structured op on buffers reads the source of a memref.cast of a ranked
// memref, also one that made it more static (as upstream's
// foldMemRefCast); not one of an unranked memref.
// CHECK-LABEL: func.func @memref_cast(
//  CHECK-SAME:   %[[M:.*]]: memref<4x4xf32>, %[[N:.*]]: memref<?x4xf32>, %[[U:.*]]: memref<*xf32>)
//       CHECK:   %[[C:.*]] = memref.cast %[[U]] : memref<*xf32> to memref<4x4xf32>
//       CHECK:   linalg.matmul ins(%[[M]], %[[N]] : memref<4x4xf32>, memref<?x4xf32>) outs(%[[C]] : memref<4x4xf32>)
func.func @memref_cast(%m: memref<4x4xf32>, %n: memref<?x4xf32>, %u: memref<*xf32>) {
  %cm = memref.cast %m : memref<4x4xf32> to memref<?x?xf32>
  %cn = memref.cast %n : memref<?x4xf32> to memref<4x4xf32>
  %cu = memref.cast %u : memref<*xf32> to memref<4x4xf32>
  linalg.matmul ins(%cm, %cn : memref<?x?xf32>, memref<4x4xf32>) outs(%cu : memref<4x4xf32>)
  return
}
