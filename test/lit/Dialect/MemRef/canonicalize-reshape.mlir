// memref.alloc/alloca with constant sizes made static (a cast back),
// collapse_shape of collapse_shape and expand_shape of expand_shape
// composed, and a memref.cast folded into collapse_shape, as mlir-opt-22's
// (each output checked against `mlir-opt-22 -canonicalize -split-input-file`).
// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// A constant size becomes static, the other stays an operand; the
// alignment is kept and a cast gives back the old type.
// CHECK-LABEL: func.func @alloca_mixed(
// CHECK-SAME: %[[N:.*]]: index)
// CHECK-NEXT: %[[A:.*]] = memref.alloca(%[[N]]) {alignment = 32 : i64} : memref<?x3x8xi16>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[A]] : memref<?x3x8xi16> to memref<?x?x8xi16>
// CHECK-NEXT: return %[[C]]
func.func @alloca_mixed(%n: index) -> memref<?x?x8xi16> {
  %c3 = arith.constant 3 : index
  %a = memref.alloca(%n, %c3) {alignment = 32 : i64} : memref<?x?x8xi16>
  return %a : memref<?x?x8xi16>
}

// -----

// A negative constant size stays dynamic.
// CHECK-LABEL: func.func @alloc_negative(
// CHECK: %[[M:.*]] = arith.constant -2 : index
// CHECK: %[[A:.*]] = memref.alloc(%[[M]]) : memref<?x5xf32>
// CHECK: memref.cast %[[A]] : memref<?x5xf32> to memref<?x?xf32>
func.func @alloc_negative(%n: index) -> memref<?x?xf32> {
  %m = arith.constant -2 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%m, %c5) : memref<?x?xf32>
  return %a : memref<?x?xf32>
}

// -----

// The symbol operands and the layout stay.
// CHECK-LABEL: func.func @alloc_symbols(
// CHECK-SAME: %[[S:.*]]: index)
// CHECK: %[[A:.*]] = memref.alloc()[%[[S]], %[[S]]] : memref<2x4xf32, strided<[?, 1], offset: ?>>
// CHECK: memref.cast %[[A]] : memref<2x4xf32, strided<[?, 1], offset: ?>> to memref<?x4xf32, strided<[?, 1], offset: ?>>
func.func @alloc_symbols(%s: index) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %c2 = arith.constant 2 : index
  %a = memref.alloc(%c2)[%s, %s] : memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %a : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// collapse_shape of collapse_shape is one collapse_shape, groups composed.
// CHECK-LABEL: func.func @collapse_twice(
// CHECK-SAME: %[[M:.*]]: memref<2x3x?x5xi8>)
// CHECK-NEXT: %[[R:.*]] = memref.collapse_shape %[[M]] {{\[}}[0, 1, 2, 3]] : memref<2x3x?x5xi8> into memref<?xi8>
// CHECK-NEXT: return %[[R]]
func.func @collapse_twice(%m: memref<2x3x?x5xi8>) -> memref<?xi8> {
  %0 = memref.collapse_shape %m [[0], [1, 2], [3]] : memref<2x3x?x5xi8> into memref<2x?x5xi8>
  %1 = memref.collapse_shape %0 [[0, 1, 2]] : memref<2x?x5xi8> into memref<?xi8>
  return %1 : memref<?xi8>
}

// -----

// Not with a layout.
// CHECK-LABEL: func.func @collapse_twice_strided(
// CHECK: memref.collapse_shape
// CHECK: memref.collapse_shape
func.func @collapse_twice_strided(%m: memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>>) -> memref<24xf32, strided<[1], offset: 5>> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32, strided<[12, 4, 1], offset: 5>> into memref<6x4xf32, strided<[4, 1], offset: 5>>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<6x4xf32, strided<[4, 1], offset: 5>> into memref<24xf32, strided<[1], offset: 5>>
  return %1 : memref<24xf32, strided<[1], offset: 5>>
}

// -----

// expand_shape of expand_shape keeps the outer output_shape.
// CHECK-LABEL: func.func @expand_twice(
// CHECK-SAME: %[[M:.*]]: memref<?xf32>, %[[N:.*]]: index)
// CHECK-NEXT: %[[R:.*]] = memref.expand_shape %[[M]] {{\[}}[0, 1, 2, 3]] output_shape [2, %[[N]], 3, 2] : memref<?xf32> into memref<2x?x3x2xf32>
// CHECK-NEXT: return %[[R]]
func.func @expand_twice(%m: memref<?xf32>, %n: index) -> memref<2x?x3x2xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 6] : memref<?xf32> into memref<?x6xf32>
  %1 = memref.expand_shape %0 [[0, 1], [2, 3]] output_shape [2, %n, 3, 2] : memref<?x6xf32> into memref<2x?x3x2xf32>
  return %1 : memref<2x?x3x2xf32>
}

// -----

// A cast that only made the type less static folds into collapse_shape.
// CHECK-LABEL: func.func @collapse_of_cast(
// CHECK-SAME: %[[M:.*]]: memref<4x?x1xf32>)
// CHECK-NEXT: %[[R:.*]] = memref.collapse_shape %[[M]] {{\[}}[0, 1, 2]] : memref<4x?x1xf32> into memref<?xf32>
// CHECK-NEXT: return %[[R]]
func.func @collapse_of_cast(%m: memref<4x?x1xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4x?x1xf32> to memref<?x?x?xf32>
  %0 = memref.collapse_shape %c [[0, 1, 2]] : memref<?x?x?xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// ... with a cast back when the collapsed type is more static.
// CHECK-LABEL: func.func @collapse_of_cast_static(
// CHECK-SAME: %[[M:.*]]: memref<4x6xf32>)
// CHECK-NEXT: %[[R:.*]] = memref.collapse_shape %[[M]] {{\[}}[0, 1]] : memref<4x6xf32> into memref<24xf32>
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[R]] : memref<24xf32> to memref<?xf32>
// CHECK-NEXT: return %[[C]]
func.func @collapse_of_cast_static(%m: memref<4x6xf32>) -> memref<?xf32> {
  %c = memref.cast %m : memref<4x6xf32> to memref<4x?xf32>
  %0 = memref.collapse_shape %c [[0, 1]] : memref<4x?xf32> into memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

// A cast that makes the type more static stays.
// CHECK-LABEL: func.func @collapse_of_cast_more_static(
// CHECK: memref.cast
// CHECK: memref.collapse_shape
func.func @collapse_of_cast_more_static(%m: memref<?x6xf32>) -> memref<24xf32> {
  %c = memref.cast %m : memref<?x6xf32> to memref<4x6xf32>
  %0 = memref.collapse_shape %c [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  return %0 : memref<24xf32>
}
