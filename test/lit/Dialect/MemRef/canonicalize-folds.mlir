// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// memref.dim of an allocation's dynamic dim is the size it was given (static dims fold to
// constants); collapse_shape and expand_shape fold to their source when it has their type,
// and to the source of an inverse reshape of their type.
// CHECK-LABEL: func.func @dim_of_alloc
// CHECK-SAME:  (%[[N:.*]]: index, %[[K:.*]]: index)
// CHECK-NEXT:  return %[[K]], %[[N]] : index, index
func.func @dim_of_alloc(%n: index, %k: index) -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%n, %k) : memref<?x4x?xf32>
  %b = memref.alloca(%n) : memref<?xf32>
  %d0 = memref.dim %a, %c2 : memref<?x4x?xf32>
  %c0 = arith.constant 0 : index
  %d1 = memref.dim %b, %c0 : memref<?xf32>
  return %d0, %d1 : index, index
}

// -----

// CHECK-LABEL: func.func @reshape_identities
// CHECK-SAME:  (%[[A:.*]]: memref<5x4xi8>, %[[B:.*]]: memref<1x1xi8>, %[[C:.*]]: memref<2x6xi8>)
// CHECK-NEXT:  %[[E:.*]] = memref.expand_shape %[[C]] {{\[}}[0], [1, 2]] output_shape [2, 2, 3] : memref<2x6xi8> into memref<2x2x3xi8>
// CHECK-NEXT:  return %[[A]], %[[B]], %[[E]]
func.func @reshape_identities(%a: memref<5x4xi8>, %b: memref<1x1xi8>, %c: memref<2x6xi8>)
    -> (memref<5x4xi8>, memref<1x1xi8>, memref<2x2x3xi8>) {
  %0 = memref.expand_shape %a [[0], [1]] output_shape [5, 4] : memref<5x4xi8> into memref<5x4xi8>
  %1 = memref.collapse_shape %0 [[0], [1]] : memref<5x4xi8> into memref<5x4xi8>
  %2 = memref.collapse_shape %b [] : memref<1x1xi8> into memref<i8>
  %3 = memref.expand_shape %2 [] output_shape [1, 1] : memref<i8> into memref<1x1xi8>
  %4 = memref.expand_shape %c [[0], [1, 2]] output_shape [2, 2, 3] : memref<2x6xi8> into memref<2x2x3xi8>
  return %1, %3, %4 : memref<5x4xi8>, memref<1x1xi8>, memref<2x2x3xi8>
}
