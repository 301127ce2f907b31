// RUN: strata-opt %s --linalg-fold-unit-extent-dims --strata-diff-check | FileCheck %s

// CHECK-DAG: #[[ID:.*]] = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-DAG: #[[D1:.*]] = affine_map<(d0, d1) -> (d1)>
// CHECK-LABEL: func.func @broadcast_add(
// CHECK-SAME:    %[[X:.*]]: tensor<1x4x1x3xf32>, %[[B:.*]]: tensor<3xf32>)
// CHECK:         %[[C:.*]] = tensor.collapse_shape %[[X]] {{\[\[}}0, 1, 2], [3]] : tensor<1x4x1x3xf32> into tensor<4x3xf32>
// CHECK:         %[[E:.*]] = tensor.empty() : tensor<4x3xf32>
// CHECK:         %[[R:.*]] = linalg.generic {indexing_maps = [#[[ID]], #[[D1]], #[[ID]]], iterator_types = ["parallel", "parallel"]} ins(%[[C]], %[[B]] : tensor<4x3xf32>, tensor<3xf32>) outs(%[[E]] : tensor<4x3xf32>)
// CHECK:         %[[X2:.*]] = tensor.expand_shape %[[R]] {{\[\[}}0, 1, 2], [3]] output_shape [1, 4, 1, 3] : tensor<4x3xf32> into tensor<1x4x1x3xf32>
// CHECK:         return %[[X2]]
func.func @broadcast_add(%x: tensor<1x4x1x3xf32>, %b: tensor<3xf32>) -> tensor<1x4x1x3xf32> {
  %e = tensor.empty() : tensor<1x4x1x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%x, %b : tensor<1x4x1x3xf32>, tensor<3xf32>) outs(%e : tensor<1x4x1x3xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    linalg.yield %s : f32
  } -> tensor<1x4x1x3xf32>
  return %r : tensor<1x4x1x3xf32>
}

// A reduction over a unit dim, with linalg.index of dropped and kept dims.
// CHECK-LABEL: func.func @reduce_index(
// CHECK:         tensor.collapse_shape %{{.*}} {{\[\[}}0, 1]] : tensor<5x1xi64> into tensor<5xi64>
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel"]
// CHECK:           %[[I:.*]] = linalg.index 0 : index
// CHECK-NOT:       linalg.index
// CHECK:           arith.index_cast %[[I]]
func.func @reduce_index(%x: tensor<5x1xi64>, %init: tensor<5xi64>) -> tensor<5xi64> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<5x1xi64>) outs(%init : tensor<5xi64>) {
  ^bb0(%a: i64, %o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %s = arith.addi %i, %j : index
    %v = arith.index_cast %s : index to i64
    %t = arith.addi %a, %o : i64
    %u = arith.addi %t, %v : i64
    linalg.yield %u : i64
  } -> tensor<5xi64>
  return %r : tensor<5xi64>
}

// Every dim unit: upstream makes a 0-d generic through collapse_shape
// with an empty reassociation, which the tensor verifier does not accept
// yet; left alone.
// CHECK-LABEL: func.func @all_unit(
// CHECK-NOT:     tensor.collapse_shape
// CHECK:         linalg.generic {{.*}} iterator_types = ["parallel", "parallel"]
func.func @all_unit(%x: tensor<1x1xf32>) -> tensor<1x1xf32> {
  %e = tensor.empty() : tensor<1x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<1x1xf32>) outs(%e : tensor<1x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.mulf %a, %a : f32
    linalg.yield %s : f32
  } -> tensor<1x1xf32>
  return %r : tensor<1x1xf32>
}
