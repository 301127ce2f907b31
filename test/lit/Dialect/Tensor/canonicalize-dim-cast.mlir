// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s

// tensor.dim of a tensor.cast reads the cast's source whatever the index
// (upstream's DimOfCastOp): a dynamic index, one past the rank (which
// does not fold), an unranked source.

// CHECK-LABEL: func.func @dim_of_cast
// CHECK-SAME:    (%[[T:.*]]: tensor<4x?xf32>, %[[I:.*]]: index)
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG:     %[[C7:.*]] = arith.constant 7 : index
// CHECK-NEXT:    %[[A:.*]] = tensor.dim %[[T]], %[[C1]] : tensor<4x?xf32>
// CHECK-NEXT:    %[[B:.*]] = tensor.dim %[[T]], %[[I]] : tensor<4x?xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.dim %[[T]], %[[C7]] : tensor<4x?xf32>
// CHECK-NEXT:    return %[[A]], %[[B]], %[[C]]
func.func @dim_of_cast(%t: tensor<4x?xf32>, %i: index) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %a = tensor.dim %0, %c1 : tensor<?x?xf32>
  %b = tensor.dim %0, %i : tensor<?x?xf32>
  %c = tensor.dim %0, %c7 : tensor<?x?xf32>
  return %a, %b, %c : index, index, index
}

// -----

// CHECK-LABEL: func.func @dim_of_cast_to_ranked
// CHECK-SAME:    (%[[T:.*]]: tensor<*xf32>, %[[I:.*]]: index)
// CHECK-NEXT:    %[[D:.*]] = tensor.dim %[[T]], %[[I]] : tensor<*xf32>
// CHECK-NEXT:    return %[[D]]
func.func @dim_of_cast_to_ranked(%t: tensor<*xf32>, %i: index) -> index {
  %0 = tensor.cast %t : tensor<*xf32> to tensor<?x3xf32>
  %1 = tensor.dim %0, %i : tensor<?x3xf32>
  return %1 : index
}

// -----

// No cast: the dim stays.
// CHECK-LABEL: func.func @dim_no_cast
// CHECK-NEXT:    %[[D:.*]] = tensor.dim %arg0, %arg1 : tensor<?x?xf32>
// CHECK-NEXT:    return %[[D]]
func.func @dim_no_cast(%t: tensor<?x?xf32>, %i: index) -> index {
  %0 = tensor.dim %t, %i : tensor<?x?xf32>
  return %0 : index
}
