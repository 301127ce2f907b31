// memref.transpose's fold: a transpose by the identity to its source's
// own type is the source, and a transpose of a transpose one transpose by
// the composed permutation, as mlir-opt-22's (each output checked against
// `mlir-opt-22 -canonicalize -split-input-file`).
// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// Two transposes of a 3-D memref: result dim j is dim p1[p2[j]] of the
// source, here (d2, d0, d1) after (d1, d2, d0) giving (d0, d1, d2) ...
// CHECK-LABEL: func.func @transpose_back(
// CHECK-SAME: %[[M:.*]]: memref<2x3x4xf16>)
// CHECK-NEXT: return %[[M]]
func.func @transpose_back(%m: memref<2x3x4xf16>) -> memref<2x3x4xf16> {
  %0 = memref.transpose %m (i, j, k) -> (j, k, i) : memref<2x3x4xf16> to memref<3x4x2xf16, strided<[4, 1, 12]>>
  %1 = memref.transpose %0 (a, b, c) -> (c, a, b) : memref<3x4x2xf16, strided<[4, 1, 12]>> to memref<2x3x4xf16>
  return %1 : memref<2x3x4xf16>
}

// -----

// ... and (d1, d0, d2) after (d2, d0, d1) giving (d0, d2, d1), one
// transpose of the first source.
// CHECK-LABEL: func.func @transpose_twice(
// CHECK-SAME: %[[M:.*]]: memref<2x3x4xi32>)
// CHECK-NEXT: %[[T:.*]] = memref.transpose %[[M]] (d0, d1, d2) -> (d0, d2, d1) : memref<2x3x4xi32> to memref<2x4x3xi32, strided<[12, 1, 4]>>
// CHECK-NEXT: return %[[T]]
func.func @transpose_twice(%m: memref<2x3x4xi32>) -> memref<2x4x3xi32, strided<[12, 1, 4]>> {
  %0 = memref.transpose %m (d0, d1, d2) -> (d2, d0, d1) : memref<2x3x4xi32> to memref<4x2x3xi32, strided<[1, 12, 4]>>
  %1 = memref.transpose %0 (d0, d1, d2) -> (d1, d0, d2) : memref<4x2x3xi32, strided<[1, 12, 4]>> to memref<2x4x3xi32, strided<[12, 1, 4]>>
  return %1 : memref<2x4x3xi32, strided<[12, 1, 4]>>
}

// -----

// Three transposes of a dynamic memref become one.
// CHECK-LABEL: func.func @transpose_thrice(
// CHECK-SAME: %[[M:.*]]: memref<?x?xf32>)
// CHECK-NEXT: %[[T:.*]] = memref.transpose %[[M]] (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
// CHECK-NEXT: return %[[T]]
func.func @transpose_thrice(%m: memref<?x?xf32>) -> memref<?x?xf32, strided<[1, ?]>> {
  %0 = memref.transpose %m (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, strided<[1, ?]>>
  %1 = memref.transpose %0 (d0, d1) -> (d1, d0) : memref<?x?xf32, strided<[1, ?]>> to memref<?x?xf32, strided<[?, 1]>>
  %2 = memref.transpose %1 (d0, d1) -> (d1, d0) : memref<?x?xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[1, ?]>>
  return %2 : memref<?x?xf32, strided<[1, ?]>>
}

// -----

// A transpose by the identity folds only to its source's own type: here
// the layout is spelled out, so it stays.
// CHECK-LABEL: func.func @identity_other_type(
// CHECK-SAME: %[[M:.*]]: memref<4x5xf32>)
// CHECK-NEXT: %[[T:.*]] = memref.transpose %[[M]] (d0, d1) -> (d0, d1) : memref<4x5xf32> to memref<4x5xf32, strided<[5, 1]>>
// CHECK-NEXT: return %[[T]]
func.func @identity_other_type(%m: memref<4x5xf32>) -> memref<4x5xf32, strided<[5, 1]>> {
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<4x5xf32> to memref<4x5xf32, strided<[5, 1]>>
  return %0 : memref<4x5xf32, strided<[5, 1]>>
}

// -----

// ... and to it, it is the source.
// CHECK-LABEL: func.func @identity_same_type(
// CHECK-SAME: %[[M:.*]]: memref<4x5xf32>)
// CHECK-NEXT: return %[[M]]
func.func @identity_same_type(%m: memref<4x5xf32>) -> memref<4x5xf32> {
  %0 = memref.transpose %m (d0, d1) -> (d0, d1) : memref<4x5xf32> to memref<4x5xf32>
  return %0 : memref<4x5xf32>
}
