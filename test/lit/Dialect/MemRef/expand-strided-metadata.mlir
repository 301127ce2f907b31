// expand-strided-metadata, as upstream's patterns: a subview becomes the
// source's metadata and a reinterpret_cast whose strides (each the step
// times the source's stride) are computed before its offset; the results
// of an extract_strided_metadata that the memref's type fixes become
// index constants, and those of one that reads a reinterpret_cast (a
// subview's, once expanded) its operands.
// RUN: strata-opt %s --expand-strided-metadata -split-input-file | FileCheck %s
// (expand-strided-metadata-checked.mlir runs the differential check.)

// CHECK-LABEL: func.func @static_layout(
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         return %[[C3]], %[[C6]], %[[C1]]
func.func @static_layout(%m: memref<4x6xf32, strided<[6, 1], offset: 3>>) -> (index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x6xf32, strided<[6, 1], offset: 3>> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#1, %strides#1 : index, index, index
}

// -----

// CHECK-DAG: #[[$OFF:.*]] = affine_map<()[s0] -> (s0 * 6 + 2)>
// CHECK-LABEL: func.func @metadata_of_subview(
// CHECK-SAME:      %[[M:.*]]: memref<4x6xf32>, %[[I:.*]]: index)
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C6:.*]] = arith.constant 6 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[BASE:.*]], %{{.*}}, %{{.*}}:2, %{{.*}}:2 = memref.extract_strided_metadata %[[M]]
// CHECK:         %[[OFF:.*]] = affine.apply #[[$OFF]]()[%[[I]]]
// CHECK-NOT:     memref.extract_strided_metadata
// CHECK:         return %[[BASE]], %[[OFF]], %[[C2]], %[[C2]], %[[C6]], %[[C1]]
func.func @metadata_of_subview(%m: memref<4x6xf32>, %i: index) -> (memref<f32>, index, index, index, index, index) {
  %sub = memref.subview %m[%i, 2] [2, 2] [1, 1] : memref<4x6xf32> to memref<2x2xf32, strided<[6, 1], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %sub : memref<2x2xf32, strided<[6, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %base, %offset, %sizes#0, %sizes#1, %strides#0, %strides#1 : memref<f32>, index, index, index, index, index
}

// -----

// CHECK-DAG: #[[$STRIDE:.*]] = affine_map<()[s0, s1] -> (s0 * s1)>
// CHECK-DAG: #[[$OFFSET:.*]] = affine_map<()[s0, s1, s2] -> (s0 + s1 * s2)>
// CHECK-LABEL: func.func @dynamic_strides(
// CHECK-SAME:      %[[M:.*]]: memref<?xf32, strided<[?], offset: ?>>, %[[O:.*]]: index, %[[N:.*]]: index, %[[S:.*]]: index)
// CHECK:         %[[BASE:.*]], %[[OFF0:.*]], %{{.*}}, %[[STR:.*]] = memref.extract_strided_metadata %[[M]]
// CHECK-NEXT:    %[[STRIDE:.*]] = affine.apply #[[$STRIDE]]()[%[[S]], %[[STR]]]
// CHECK-NEXT:    %[[OFF:.*]] = affine.apply #[[$OFFSET]]()[%[[OFF0]], %[[O]], %[[STR]]]
// CHECK-NEXT:    memref.reinterpret_cast %[[BASE]] to offset: [%[[OFF]]], sizes: [%[[N]]], strides: [%[[STRIDE]]]
func.func @dynamic_strides(%m: memref<?xf32, strided<[?], offset: ?>>, %o: index, %n: index, %s: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %sub = memref.subview %m[%o] [%n] [%s] : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return %sub : memref<?xf32, strided<[?], offset: ?>>
}
