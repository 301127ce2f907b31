// Strided layouts spelled as mlir-opt-22 takes them: an alloc's symbol operands are one per dynamic
// offset and stride of a strided<> layout (as its affine form has), and a subview's result may spell
// the inferred strides through the identity layout.
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @alloc_symbols(
// CHECK: memref.alloc(%{{.*}})[%{{.*}}, %{{.*}}] : memref<?xi32, strided<[?], offset: ?>>
// CHECK: memref.alloca(%{{.*}})[%{{.*}}] : memref<?xi32, strided<[?], offset: 4>>
// CHECK: memref.alloc()[%{{.*}}] : memref<4xi32, strided<[1], offset: ?>>
func.func @alloc_symbols(%n: index, %s: index) -> (memref<?xi32, strided<[?], offset: ?>>, memref<4xi32, strided<[1], offset: ?>>) {
  %0 = memref.alloc(%n)[%s, %s] : memref<?xi32, strided<[?], offset: ?>>
  %1 = memref.alloca(%n)[%s] : memref<?xi32, strided<[?], offset: 4>>
  %2 = memref.alloc()[%s] : memref<4xi32, strided<[1], offset: ?>>
  return %0, %2 : memref<?xi32, strided<[?], offset: ?>>, memref<4xi32, strided<[1], offset: ?>>
}

// CHECK-LABEL: func.func @subview_identity(
// CHECK: memref.subview %{{.*}}[0, 0, 0] [4, 6, 8] [1, 1, 1] : memref<4x6x8xi8> to memref<4x6x8xi8>
// CHECK: memref.subview %{{.*}}[0, 0, 0] [2, 6, 8] [1, 1, 1] : memref<4x6x8xi8> to memref<2x6x8xi8>
func.func @subview_identity(%m: memref<4x6x8xi8>) -> (memref<4x6x8xi8>, memref<2x6x8xi8>) {
  %0 = memref.subview %m[0, 0, 0] [4, 6, 8] [1, 1, 1] : memref<4x6x8xi8> to memref<4x6x8xi8>
  %1 = memref.subview %m[0, 0, 0] [2, 6, 8] [1, 1, 1] : memref<4x6x8xi8> to memref<2x6x8xi8>
  return %0, %1 : memref<4x6x8xi8>, memref<2x6x8xi8>
}
