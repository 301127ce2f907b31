// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// A 0-d memref reshapes to and from unit dims with an empty reassociation.

// CHECK-LABEL: func.func @rank0
// CHECK: memref.expand_shape %arg0 [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
// CHECK: memref.collapse_shape %arg1 [] : memref<1x1xf32> into memref<f32>
// CHECK: memref.collapse_shape %arg2 [] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<f32, strided<[], offset: ?>>
func.func @rank0(%m: memref<f32>, %n: memref<1x1xf32>, %s: memref<1x1xf32, strided<[?, ?], offset: ?>>) -> (memref<1x1xf32>, memref<f32>, memref<f32, strided<[], offset: ?>>) {
  %0 = memref.expand_shape %m [] output_shape [1, 1] : memref<f32> into memref<1x1xf32>
  %1 = memref.collapse_shape %n [] : memref<1x1xf32> into memref<f32>
  %2 = memref.collapse_shape %s [] : memref<1x1xf32, strided<[?, ?], offset: ?>> into memref<f32, strided<[], offset: ?>>
  return %0, %1, %2 : memref<1x1xf32>, memref<f32>, memref<f32, strided<[], offset: ?>>
}
