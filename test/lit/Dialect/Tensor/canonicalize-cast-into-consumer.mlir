// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file -canonicalize --strata-diff-check -o /dev/null

// A destination-passing-style op reads the source of a tensor.cast that
// only made it less static; a result written into a folded init takes
// that type, with a cast back for its users.
// CHECK-LABEL: func.func @linalg_op(
//  CHECK-SAME:   %[[A:.*]]: tensor<4x8xf32>, %[[B:.*]]: tensor<4x8xf32>)
//       CHECK:   %[[R:.*]] = linalg.add ins(%[[A]], %[[A]] : tensor<4x8xf32>, tensor<4x8xf32>) outs(%[[B]] : tensor<4x8xf32>) -> tensor<4x8xf32>
//       CHECK:   %[[C:.*]] = tensor.cast %[[R]] : tensor<4x8xf32> to tensor<?x8xf32>
//       CHECK:   return %[[C]]
func.func @linalg_op(%a: tensor<4x8xf32>, %b: tensor<4x8xf32>) -> tensor<?x8xf32> {
  %ca = tensor.cast %a : tensor<4x8xf32> to tensor<?x8xf32>
  %cb = tensor.cast %b : tensor<4x8xf32> to tensor<?x8xf32>
  %r = linalg.add ins(%ca, %ca : tensor<?x8xf32>, tensor<?x8xf32>) outs(%cb : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %r : tensor<?x8xf32>
}

// -----

// tensor.insert's dest folds as an init, as does linalg.fill's.
// CHECK-LABEL: func.func @inits(
//  CHECK-SAME:   %[[A:.*]]: tensor<4x8xf32>, %[[S:.*]]: f32)
//       CHECK:   %[[F:.*]] = linalg.fill ins(%[[S]] : f32) outs(%[[A]] : tensor<4x8xf32>) -> tensor<4x8xf32>
//       CHECK:   %[[CF:.*]] = tensor.cast %[[F]] : tensor<4x8xf32> to tensor<?x8xf32>
//       CHECK:   %[[I:.*]] = tensor.insert %[[S]] into %[[A]][%{{.*}}, %{{.*}}] : tensor<4x8xf32>
//       CHECK:   %[[CI:.*]] = tensor.cast %[[I]] : tensor<4x8xf32> to tensor<?x8xf32>
//       CHECK:   return %[[CF]], %[[CI]]
func.func @inits(%a: tensor<4x8xf32>, %s: f32) -> (tensor<?x8xf32>, tensor<?x8xf32>) {
  %ca = tensor.cast %a : tensor<4x8xf32> to tensor<?x8xf32>
  %f = linalg.fill ins(%s : f32) outs(%ca : tensor<?x8xf32>) -> tensor<?x8xf32>
  %c0 = arith.constant 0 : index
  %i = tensor.insert %s into %ca[%c0, %c0] : tensor<?x8xf32>
  return %f, %i : tensor<?x8xf32>, tensor<?x8xf32>
}

// -----

// A cast that makes its operand more static does not fold, nor does one
// into a linalg.pack, which relayouts (upstream folds that one with a
// pattern of linalg.pack's own, which Strata lacks, so mlir-opt-22 differs
// here).
// CHECK-LABEL: func.func @kept(
//       CHECK:   %[[C:.*]] = tensor.cast %arg0 : tensor<?x8xf32> to tensor<4x8xf32>
//       CHECK:   linalg.exp ins(%[[C]] : tensor<4x8xf32>)
//       CHECK:   %[[P:.*]] = tensor.cast %arg2 : tensor<4x8xf32> to tensor<?x8xf32>
//       CHECK:   linalg.pack %[[P]]
func.func @kept(%a: tensor<?x8xf32>, %b: tensor<4x8xf32>, %c: tensor<4x8xf32>, %d: tensor<2x8x2xf32>) -> (tensor<4x8xf32>, tensor<2x8x2xf32>) {
  %ca = tensor.cast %a : tensor<?x8xf32> to tensor<4x8xf32>
  %r = linalg.exp ins(%ca : tensor<4x8xf32>) outs(%b : tensor<4x8xf32>) -> tensor<4x8xf32>
  %cc = tensor.cast %c : tensor<4x8xf32> to tensor<?x8xf32>
  %p = linalg.pack %cc inner_dims_pos = [0] inner_tiles = [2] into %d : tensor<?x8xf32> -> tensor<2x8x2xf32>
  return %r, %p : tensor<4x8xf32>, tensor<2x8x2xf32>
}
