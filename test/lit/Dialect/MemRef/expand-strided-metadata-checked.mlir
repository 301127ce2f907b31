// The differential check runs expand-strided-metadata's folds of a
// subview's metadata (into the reinterpret_cast's operands and index
// constants) against the interpreter, on a buffer of the function's own
// so that every offset is in bounds.
// RUN: strata-opt %s --expand-strided-metadata | FileCheck %s
// RUN: strata-opt %s --expand-strided-metadata --strata-diff-check -o /dev/null
// RUN: strata-opt %s --expand-strided-metadata --strata-diff-check --strata-diff-check-seed=5 -o /dev/null

// CHECK-LABEL: func.func @metadata_in_bounds(
// CHECK-NOT:     memref.subview
// CHECK-NOT:     = memref.extract_strided_metadata %{{.*}} : memref<2x3xf32
// CHECK:         return
func.func @metadata_in_bounds(%i: i1) -> (index, index, index, index, f32) {
  %m = memref.alloc() : memref<4x6xf32>
  %f = arith.constant 1.5 : f32
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %row = arith.select %i, %c1, %c0 : index
  %c2 = arith.constant 2 : index
  memref.store %f, %m[%c2, %c1] : memref<4x6xf32>
  %sub = memref.subview %m[%row, 1] [2, 3] [1, 2] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 2], offset: ?>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %sub : memref<2x3xf32, strided<[6, 2], offset: ?>> -> memref<f32>, index, index, index, index, index
  %x = memref.load %sub[%c1, %c0] : memref<2x3xf32, strided<[6, 2], offset: ?>>
  memref.dealloc %m : memref<4x6xf32>
  return %offset, %sizes#1, %strides#0, %strides#1, %x : index, index, index, index, f32
}
