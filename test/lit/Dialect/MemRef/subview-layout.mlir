// memref.subview's inferred layout, as upstream's SubViewOp::inferResultType:
// offset = source offset + sum(offset_i * stride_i), stride_i = source
// stride_i * step_i, where a static 0 times anything, dynamic included, is 0.
// mlir-opt-22 accepts each of these; invalid.mlir has the rejected forms.
// RUN: strata-opt %s -split-input-file | FileCheck %s

// Dims at a zero offset contribute nothing: the dynamic stride of dim 0
// does not make the offset dynamic.
// CHECK-LABEL: func.func @zero_offset_dynamic_stride
// CHECK: memref.subview %{{.*}}[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
func.func @zero_offset_dynamic_stride(%m: memref<?x?x16x32xi8>) -> memref<16x32xi8, strided<[32, 1], offset: 512>> {
  %s = memref.subview %m[0, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: 512>>
  return %s : memref<16x32xi8, strided<[32, 1], offset: 512>>
}

// -----

// A dynamic source offset stays dynamic; an all-zero offset into a source
// with dynamic strides keeps the source's static offset.
// CHECK-LABEL: func.func @source_offset
// CHECK: to memref<2x4xf32, strided<[?, 1], offset: ?>>
// CHECK: to memref<2x4xf32, strided<[?, 1], offset: 7>>
func.func @source_offset(%a: memref<?x?xf32, strided<[?, 1], offset: ?>>, %b: memref<?x?xf32, strided<[?, 1], offset: 7>>) {
  %s = memref.subview %a[0, 0] [2, 4] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<2x4xf32, strided<[?, 1], offset: ?>>
  %t = memref.subview %b[0, 0] [2, 4] [1, 1] : memref<?x?xf32, strided<[?, 1], offset: 7>> to memref<2x4xf32, strided<[?, 1], offset: 7>>
  return
}

// -----

// A step of 0 along a dynamic source stride gives a static stride of 0.
// CHECK-LABEL: func.func @zero_step
// CHECK: to memref<4x8xf32, strided<[0, 1], offset: ?>>
func.func @zero_step(%m: memref<?x?xf32>, %i: index) {
  %s = memref.subview %m[%i, 0] [4, 8] [0, 1] : memref<?x?xf32> to memref<4x8xf32, strided<[0, 1], offset: ?>>
  return
}
