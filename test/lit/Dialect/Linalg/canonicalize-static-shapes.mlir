// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file -canonicalize --strata-diff-check -o /dev/null

// A structured op on tensors takes, for each loop dimension, the static
// size one operand gives it: the other operands are cast to it, the
// results cast back, through transposed maps too.
// CHECK-LABEL: func.func @infer(
//  CHECK-SAME:   %[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<?x?xf32>, %[[O:.*]]: tensor<?x?xf32>)
//       CHECK:   %[[CB:.*]] = tensor.cast %[[B]] : tensor<?x?xf32> to tensor<8x4xf32>
//       CHECK:   %[[CO:.*]] = tensor.cast %[[O]] : tensor<?x?xf32> to tensor<4x8xf32>
//       CHECK:   %[[G:.*]] = linalg.generic {{.*}} ins(%[[A]], %[[CB]] : tensor<4x8xf32>, tensor<8x4xf32>) outs(%[[CO]] : tensor<4x8xf32>)
//       CHECK:   %[[R:.*]] = tensor.cast %[[G]] : tensor<4x8xf32> to tensor<?x?xf32>
//       CHECK:   return %[[R]]
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @infer(%a: tensor<4x8xf32>, %b: tensor<?x?xf32>, %o: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %r = linalg.generic {indexing_maps = [#id, #tr, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<4x8xf32>, tensor<?x?xf32>) outs(%o : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// Nothing static to share, or buffers: the op stays as it is.
// CHECK-LABEL: func.func @kept(
//   CHECK-NOT:   tensor.cast
//       CHECK:   linalg.generic
//       CHECK:   linalg.add ins(%{{.*}}, %{{.*}} : memref<4xf32>, memref<?xf32>)
#id1 = affine_map<(d0) -> (d0)>
func.func @kept(%a: tensor<?xf32>, %b: tensor<?xf32>, %m: memref<4xf32>, %n: memref<?xf32>) -> tensor<?xf32> {
  %0 = linalg.generic {indexing_maps = [#id1, #id1], iterator_types = ["parallel"]}
      ins(%a : tensor<?xf32>) outs(%b : tensor<?xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.negf %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  linalg.add ins(%m, %n : memref<4xf32>, memref<?xf32>) outs(%n : memref<?xf32>)
  return %0 : tensor<?xf32>
}
