// collapse_shape of a strided memref: a group's stride is that of its last
// dim whose size is not 1; when that size is dynamic in a group of more
// than one dim, it may be 1 at run time, so the stride is dynamic, as
// upstream's computeCollapsedLayoutMap (mlir-opt-22 accepts each of these;
// invalid.mlir has the static stride it rejects).
// RUN: strata-opt %s | FileCheck %s

// CHECK-LABEL: func.func @collapse_strided(
// CHECK: memref.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : memref<?x4x?xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[?]>>
// CHECK: memref.collapse_shape %{{.*}} {{\[}}[0, 1, 2]] : memref<?x4x1xf32, strided<[?, 2, 7]>> into memref<?xf32, strided<[2]>>
// CHECK: memref.collapse_shape %{{.*}} {{\[}}[0, 1], [2]] : memref<?x4x?xf32, strided<[?, ?, 1]>> into memref<?x?xf32, strided<[?, 1]>>
func.func @collapse_strided(%a: memref<?x4x?xf32, strided<[?, ?, 1]>>, %b: memref<?x4x1xf32, strided<[?, 2, 7]>>) {
  // The last size is dynamic: the stride is.
  %0 = memref.collapse_shape %a [[0, 1, 2]] : memref<?x4x?xf32, strided<[?, ?, 1]>> into memref<?xf32, strided<[?]>>
  // A trailing unit dim is skipped: the stride is the static one before it.
  %1 = memref.collapse_shape %b [[0, 1, 2]] : memref<?x4x1xf32, strided<[?, 2, 7]>> into memref<?xf32, strided<[2]>>
  // A group of one dim keeps its stride, dynamic size or not.
  %2 = memref.collapse_shape %a [[0, 1], [2]] : memref<?x4x?xf32, strided<[?, ?, 1]>> into memref<?x?xf32, strided<[?, 1]>>
  return
}
