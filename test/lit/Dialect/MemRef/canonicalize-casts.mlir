// memref.reinterpret_cast's folds (of a reinterpret_cast, a cast or a
// subview at zero offsets; to its source's type) and the rebuilding of a
// memref from its own extract_strided_metadata, memory_space_cast's folds,
// a dead memref.realloc erased and collapse_shape of expand_shape composed,
// as mlir-opt-22's (each output checked against `mlir-opt-22 -canonicalize
// -split-input-file`).
// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// A reinterpret_cast of a reinterpret_cast reads the first source.
// CHECK-LABEL: func.func @reinterpret_twice(
// CHECK-SAME: %[[M:.*]]: memref<?x?xf16>, %[[N:.*]]: index)
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [4, %[[N]]], strides: [%[[N]], 1] : memref<?x?xf16> to memref<4x?xf16>
// CHECK-NEXT: return %[[R]]
func.func @reinterpret_twice(%m: memref<?x?xf16>, %n: index) -> memref<4x?xf16> {
  %0 = memref.reinterpret_cast %m to offset: [2], sizes: [%n], strides: [1] : memref<?x?xf16> to memref<?xf16, strided<[1], offset: 2>>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4, %n], strides: [%n, 1] : memref<?xf16, strided<[1], offset: 2>> to memref<4x?xf16>
  return %1 : memref<4x?xf16>
}

// -----

// ... and of a memref.cast, to an unranked memref here, the cast's source.
// CHECK-LABEL: func.func @reinterpret_of_cast_to_unranked(
// CHECK-SAME: %[[M:.*]]: memref<6xi32>)
// CHECK-NEXT: %[[R:.*]] = memref.reinterpret_cast %[[M]] to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<6xi32> to memref<2x3xi32>
// CHECK-NEXT: return %[[R]]
func.func @reinterpret_of_cast_to_unranked(%m: memref<6xi32>) -> memref<2x3xi32> {
  %0 = memref.cast %m : memref<6xi32> to memref<*xi32>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [2, 3], strides: [3, 1] : memref<*xi32> to memref<2x3xi32>
  return %1 : memref<2x3xi32>
}

// -----

// A subview at a nonzero offset stays.
// CHECK-LABEL: func.func @reinterpret_of_offset_subview(
// CHECK: %[[S:.*]] = memref.subview
// CHECK: memref.reinterpret_cast %[[S]]
func.func @reinterpret_of_offset_subview(%m: memref<16xf32>) -> memref<4xf32> {
  %0 = memref.subview %m[4] [8] [1] : memref<16xf32> to memref<8xf32, strided<[1], offset: 4>>
  %1 = memref.reinterpret_cast %0 to offset: [0], sizes: [4], strides: [1] : memref<8xf32, strided<[1], offset: 4>> to memref<4xf32>
  return %1 : memref<4xf32>
}

// -----

// A reinterpret_cast to its source's static type at offset 0 is the source.
// CHECK-LABEL: func.func @reinterpret_same_type(
// CHECK-SAME: %[[M:.*]]: memref<3x5xi8>)
// CHECK-NEXT: return %[[M]]
func.func @reinterpret_same_type(%m: memref<3x5xi8>) -> memref<3x5xi8> {
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [3, 5], strides: [5, 1] : memref<3x5xi8> to memref<3x5xi8>
  return %0 : memref<3x5xi8>
}

// -----

// Rebuilding a memref from its own metadata gives the memref ...
// CHECK-LABEL: func.func @metadata_round_trip(
// CHECK-SAME: %[[M:.*]]: memref<?x4xf32, strided<[?, 1], offset: ?>>)
// CHECK-NEXT: return %[[M]]
func.func @metadata_round_trip(%m: memref<?x4xf32, strided<[?, 1], offset: ?>>) -> memref<?x4xf32, strided<[?, 1], offset: ?>> {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#0, 4], strides: [%st#0, 1] : memref<f32> to memref<?x4xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x4xf32, strided<[?, 1], offset: ?>>
}

// -----

// ... or a cast of it where the type is less static; a constant equal to
// a static size or stride matches it.
// CHECK-LABEL: func.func @metadata_round_trip_cast(
// CHECK-SAME: %[[M:.*]]: memref<6x4xf32>)
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[M]] : memref<6x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[C]]
func.func @metadata_round_trip_cast(%m: memref<6x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<6x4xf32> -> memref<f32>, index, index, index, index, index
  %c6 = arith.constant 6 : index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%c6, %s#1], strides: [4, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// Another size is no round trip.
// CHECK-LABEL: func.func @metadata_other_size(
// CHECK: memref.reinterpret_cast
func.func @metadata_other_size(%m: memref<6x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %b, %o, %s:2, %st:2 = memref.extract_strided_metadata %m : memref<6x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s#1, %s#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// A memory_space_cast to the same type is its source; one of another
// casts its source.
// CHECK-LABEL: func.func @space_casts(
// CHECK-SAME: %[[M:.*]]: memref<8xf32, 1>)
// CHECK-NEXT: %[[C:.*]] = memref.memory_space_cast %[[M]] : memref<8xf32, 1> to memref<8xf32, 3>
// CHECK-NEXT: return %[[M]], %[[C]]
func.func @space_casts(%m: memref<8xf32, 1>) -> (memref<8xf32, 1>, memref<8xf32, 3>) {
  %0 = memref.memory_space_cast %m : memref<8xf32, 1> to memref<8xf32, 1>
  %1 = memref.memory_space_cast %m : memref<8xf32, 1> to memref<8xf32>
  %2 = memref.memory_space_cast %1 : memref<8xf32> to memref<8xf32, 3>
  return %0, %2 : memref<8xf32, 1>, memref<8xf32, 3>
}

// -----

// A realloc only stored into is erased with its stores.
// CHECK-LABEL: func.func @dead_realloc(
// CHECK-NEXT: return
func.func @dead_realloc(%m: memref<4xi64>, %x: i64) {
  %0 = memref.realloc %m : memref<4xi64> to memref<8xi64>
  %c5 = arith.constant 5 : index
  memref.store %x, %0[%c5] : memref<8xi64>
  return
}

// -----

// collapse_shape of expand_shape to a lower rank than the source is one
// collapse_shape of the source ...
// CHECK-LABEL: func.func @collapse_of_expand(
// CHECK-SAME: %[[M:.*]]: memref<4x?xf32>, %{{.*}}: index)
// CHECK-NEXT: %[[R:.*]] = memref.collapse_shape %[[M]] {{\[}}[0, 1]] : memref<4x?xf32> into memref<?xf32>
// CHECK-NEXT: return %[[R]]
func.func @collapse_of_expand(%m: memref<4x?xf32>, %n: index) -> memref<?xf32> {
  %0 = memref.expand_shape %m [[0, 1], [2, 3]] output_shape [2, 2, %n, 1] : memref<4x?xf32> into memref<2x2x?x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1, 2, 3]] : memref<2x2x?x1xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}

// -----

// ... and to the same rank a cast (strided<[1]> is the identity layout).
// CHECK-LABEL: func.func @collapse_of_expand_to_cast(
// CHECK-SAME: %[[M:.*]]: memref<?xf32, strided<[1]>>, %{{.*}}: index)
// CHECK-NEXT: %[[C:.*]] = memref.cast %[[M]] : memref<?xf32, strided<[1]>> to memref<?xf32>
// CHECK-NEXT: return %[[C]]
func.func @collapse_of_expand_to_cast(%m: memref<?xf32, strided<[1]>>, %n: index) -> memref<?xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%n, 1] : memref<?xf32, strided<[1]>> into memref<?x1xf32>
  %1 = memref.collapse_shape %0 [[0, 1]] : memref<?x1xf32> into memref<?xf32>
  return %1 : memref<?xf32>
}
