// memref.subview's canonicalizations (constant operands made static with a
// cast back, a cast source folded in, a whole-memref subview erased) and
// memref.dim of memref.reshape read from the shape, as mlir-opt-22's
// (each output checked against `mlir-opt-22 -canonicalize -split-input-file`).
// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// Constant offsets, sizes and strides become static; the result type is
// inferred again and cast back to the old one.
// CHECK-LABEL: func.func @constant_operands(
// CHECK-SAME: %[[M:.*]]: memref<8x16xf32>, %[[I:.*]]: index)
// CHECK: %[[S:.*]] = memref.subview %[[M]][2, %[[I]]] [4, 4] [1, 2] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 2], offset: ?>>
// CHECK: %[[C:.*]] = memref.cast %[[S]] : memref<4x4xf32, strided<[16, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK: return %[[C]]
func.func @constant_operands(%m: memref<8x16xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%c2, %i] [%c4, %c4] [%c1, %c2] : memref<8x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// -----

// A rank-reducing subview keeps dropping the same unit dim.
// CHECK-LABEL: func.func @constant_operands_rank_reduced(
// CHECK: %[[S:.*]] = memref.subview %{{.*}}[0, %{{.*}}, 0] [3, 1, %{{.*}}] [1, 1, 1] : memref<?x?x?xf32> to memref<3x?xf32, strided<[?, 1], offset: ?>>
// CHECK: memref.cast %[[S]] : memref<3x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
func.func @constant_operands_rank_reduced(%m: memref<?x?x?xf32>, %i: index) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[%c0, %i, 0] [%c3, 1, %i] [1, 1, 1] : memref<?x?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// A negative size and a zero stride stay operands, and so does a constant
// offset that would put the slice out of bounds.
// CHECK-LABEL: func.func @kept_dynamic(
// CHECK: memref.subview %{{.*}}[0, 4] [%{{.*}}, 4] [1, 1]
// CHECK: memref.subview %{{.*}}[2] [4] [%{{.*}}]
// CHECK: memref.subview %{{.*}}[%{{.*}}] [2] [4]
// CHECK-NOT: memref.cast
func.func @kept_dynamic(%m: memref<8x16xf32>, %n: memref<16xf32>) -> (memref<?x4xf32, strided<[16, 1], offset: 4>>, memref<4xf32, strided<[?], offset: 2>>, memref<2xf32, strided<[4], offset: ?>>) {
  %neg = arith.constant -3 : index
  %c0 = arith.constant 0 : index
  %c20 = arith.constant 20 : index
  %a = memref.subview %m[0, 4] [%neg, 4] [1, 1] : memref<8x16xf32> to memref<?x4xf32, strided<[16, 1], offset: 4>>
  %b = memref.subview %n[2] [4] [%c0] : memref<16xf32> to memref<4xf32, strided<[?], offset: 2>>
  %c = memref.subview %n[%c20] [2] [4] : memref<16xf32> to memref<2xf32, strided<[4], offset: ?>>
  return %a, %b, %c : memref<?x4xf32, strided<[16, 1], offset: 4>>, memref<4xf32, strided<[?], offset: 2>>, memref<2xf32, strided<[4], offset: ?>>
}

// -----

// A subview of a cast that only made the type less static reads the cast's
// source; its static strides show in the new type, cast back.
// CHECK-LABEL: func.func @of_cast(
// CHECK-SAME: %[[M:.*]]: memref<8x16xf32>
// CHECK: %[[S:.*]] = memref.subview %[[M]][%{{.*}}, %{{.*}}] [4, %{{.*}}] [1, 1] : memref<8x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
// CHECK: memref.cast %[[S]] : memref<4x?xf32, strided<[16, 1], offset: ?>> to memref<4x?xf32, strided<[?, 1], offset: ?>>
func.func @of_cast(%m: memref<8x16xf32>, %i: index) -> memref<4x?xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<8x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %i] [4, %i] [1, 1] : memref<?x?xf32> to memref<4x?xf32, strided<[?, 1], offset: ?>>
  return %s : memref<4x?xf32, strided<[?, 1], offset: ?>>
}

// -----

// A cast to a more static type stays.
// CHECK-LABEL: func.func @of_cast_to_more_static(
// CHECK: %[[C:.*]] = memref.cast
// CHECK: memref.subview %[[C]]
func.func @of_cast_to_more_static(%m: memref<?x16xf32>, %i: index) -> memref<4x4xf32, strided<[16, 1], offset: ?>> {
  %c = memref.cast %m : memref<?x16xf32> to memref<8x16xf32>
  %s = memref.subview %c[%i, %i] [4, 4] [1, 1] : memref<8x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<4x4xf32, strided<[16, 1], offset: ?>>
}

// -----

// A subview of the whole of a static memref is the memref (a cast when the
// types are spelled apart); dynamic sizes or offsets keep it.
// CHECK-LABEL: func.func @trivial(
// CHECK-SAME: %[[M:[a-z0-9]+]]: memref<4x8xf32>
// CHECK: %[[C:.*]] = memref.cast %[[M]] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
// CHECK: %[[A:.*]] = memref.subview %{{.*}}[0, 0] [%{{.*}}, 8] [1, 1]
// CHECK: %[[B:.*]] = memref.subview %[[M]][%{{.*}}, 0] [4, 8] [1, 1]
// CHECK: return %[[M]], %[[C]], %[[A]], %[[B]]
func.func @trivial(%m: memref<4x8xf32>, %d: memref<?x8xf32>, %i: index) -> (memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>, memref<?x8xf32, strided<[8, 1]>>, memref<4x8xf32, strided<[8, 1], offset: ?>>) {
  %a = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32>
  %b = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  %c = memref.subview %d[0, 0] [%i, 8] [1, 1] : memref<?x8xf32> to memref<?x8xf32, strided<[8, 1]>>
  %e = memref.subview %m[%i, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1], offset: ?>>
  return %a, %b, %c, %e : memref<4x8xf32>, memref<4x8xf32, strided<[8, 1]>>, memref<?x8xf32, strided<[8, 1]>>, memref<4x8xf32, strided<[8, 1], offset: ?>>
}

// -----

// dim of a reshape reads the shape operand (index_cast from integers); the
// reshape then dies.
// CHECK-LABEL: func.func @dim_of_reshape(
// CHECK-SAME: %{{.*}}: memref<*xf32>, %[[SHAPE:.*]]: memref<2xindex>, %[[SHAPE32:.*]]: memref<3xi32>)
// CHECK: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[D:.*]] = memref.load %[[SHAPE]][%[[C1]]] : memref<2xindex>
// CHECK-NEXT: %[[E:.*]] = memref.load %[[SHAPE32]][%[[C1]]] : memref<3xi32>
// CHECK-NEXT: %[[EI:.*]] = arith.index_cast %[[E]] : i32 to index
// CHECK-NEXT: return %[[D]], %[[EI]]
func.func @dim_of_reshape(%m: memref<*xf32>, %shape: memref<2xindex>, %shape32: memref<3xi32>) -> (index, index) {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<2xindex>) -> memref<?x?xf32>
  %r32 = memref.reshape %m(%shape32) : (memref<*xf32>, memref<3xi32>) -> memref<?x?x?xf32>
  %d = memref.dim %r, %c1 : memref<?x?xf32>
  %e = memref.dim %r32, %c1 : memref<?x?x?xf32>
  return %d, %e : index, index
}

// -----

// An index defined after the reshape leaves the dim alone: the load would
// go right after the reshape.
// CHECK-LABEL: func.func @dim_of_reshape_index_after(
// CHECK: %[[R:.*]] = memref.reshape
// CHECK: memref.dim %[[R]]
func.func @dim_of_reshape_index_after(%m: memref<*xf32>, %shape: memref<?xindex>, %p: memref<index>) -> index {
  %r = memref.reshape %m(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  %i = memref.load %p[] : memref<index>
  %d = memref.dim %r, %i : memref<*xf32>
  return %d : index
}

// -----

// memref.dim of a static size and memref.rank fold to arith.constant; an
// index out of range stays a dim.
// CHECK-LABEL: func.func @dim_and_rank_constants(
// CHECK-DAG: %[[C7:.*]] = arith.constant 7 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK: %[[D:.*]] = memref.dim %{{.*}}, %[[C5]] : memref<7x?xf32>
// CHECK: return %[[C7]], %[[C2]], %[[D]]
func.func @dim_and_rank_constants(%m: memref<7x?xf32>) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %d = memref.dim %m, %c0 : memref<7x?xf32>
  %r = memref.rank %m : memref<7x?xf32>
  %e = memref.dim %m, %c5 : memref<7x?xf32>
  return %d, %r, %e : index, index, index
}

// -----

// Among several unit dims, the one dropped is the one whose source stride
// the result no longer has.
// CHECK-LABEL: func.func @of_cast_unit_dims(
// CHECK-SAME: %[[M:.*]]: memref<1x1x?xf32, strided<[24, 8, 1], offset: ?>>
// CHECK: %[[S:.*]] = memref.subview %[[M]][0, 0, 0] [1, 1, 8] [1, 1, 1] : memref<1x1x?xf32, strided<[24, 8, 1], offset: ?>> to memref<1x8xf32, strided<[8, 1], offset: ?>>
// CHECK: memref.cast %[[S]] : memref<1x8xf32, strided<[8, 1], offset: ?>> to memref<1x8xf32, strided<[?, ?], offset: ?>>
func.func @of_cast_unit_dims(%m: memref<1x1x?xf32, strided<[24, 8, 1], offset: ?>>) -> memref<1x8xf32, strided<[?, ?], offset: ?>> {
  %c = memref.cast %m : memref<1x1x?xf32, strided<[24, 8, 1], offset: ?>> to memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>>
  %s = memref.subview %c[0, 0, 0] [1, 1, 8] [1, 1, 1] : memref<1x1x?xf32, strided<[?, ?, ?], offset: ?>> to memref<1x8xf32, strided<[?, ?], offset: ?>>
  return %s : memref<1x8xf32, strided<[?, ?], offset: ?>>
}

// -----

// The lists fold one at a time, offsets, sizes, then strides: unit strides
// would take the last column past the edge (1 + 3 * 1 = 4), so they stay
// dynamic while the offsets and sizes fold.
// CHECK-LABEL: func.func @folds_in_bounds_lists(
// CHECK-SAME: %[[M:.*]]: memref<8x4xf32>)
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: %[[S:.*]] = memref.subview %[[M]][0, 1] [4, 4] [%[[C1]], %[[C1]]] : memref<8x4xf32> to memref<4x4xf32, strided<[?, ?], offset: 1>>
// CHECK-NEXT: %[[R:.*]] = memref.cast %[[S]] : memref<4x4xf32, strided<[?, ?], offset: 1>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %[[R]]
func.func @folds_in_bounds_lists(%m: memref<8x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = memref.subview %m[%c0, %c1] [%c4, %c4] [%c1, %c1] : memref<8x4xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
