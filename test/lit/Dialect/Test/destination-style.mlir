// RUN: strata-opt %s | strata-opt | FileCheck %s --check-prefix=ROUND
// RUN: strata-opt %s -canonicalize | FileCheck %s

// test.destination_style_op writes its results into copies of its outs;
// results past the outs stand alone, and keep their type when a cast into
// the outs folds.
// ROUND-LABEL: func.func @fold
// ROUND:       test.destination_style_op ins(%{{.*}} : tensor<?x2xf32>) outs(%{{.*}} : tensor<?x2xf32>) -> tensor<?x2xf32>, index
// ROUND:       test.destination_style_op ins(%{{.*}} : index) -> index
// CHECK-LABEL: func.func @fold(
//  CHECK-SAME:   %[[A:.*]]: tensor<2x2xf32>, %[[B:.*]]: tensor<2x2xf32>, %[[I:.*]]: index)
//       CHECK:   %[[R:.*]]:2 = test.destination_style_op ins(%[[A]] : tensor<2x2xf32>) outs(%[[B]] : tensor<2x2xf32>) -> tensor<2x2xf32>, index
//       CHECK:   %[[S:.*]] = test.destination_style_op ins(%[[I]] : index) -> index
//       CHECK:   return %[[R]]#1, %[[S]]
func.func @fold(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>, %i: index) -> (index, index) {
  %ca = tensor.cast %a : tensor<2x2xf32> to tensor<?x2xf32>
  %cb = tensor.cast %b : tensor<2x2xf32> to tensor<?x2xf32>
  %0:2 = test.destination_style_op ins(%ca : tensor<?x2xf32>) outs(%cb : tensor<?x2xf32>) -> tensor<?x2xf32>, index
  %1 = test.destination_style_op ins(%i : index) -> index
  return %0#1, %1 : index, index
}
