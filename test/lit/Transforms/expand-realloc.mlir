// expand-realloc: a growing realloc allocates, copies into the new buffer's prefix and frees the old
// one; a shrinking one reinterprets the old buffer; dynamic sizes compare at run time; the
// alignment is kept; emit-deallocs=false leaves the old buffer alone. The same ops as
// mlir-opt-22's; the interpreter checks the results before and after on random inputs.
// RUN: strata-opt %s -split-input-file --expand-realloc | FileCheck %s
// RUN: strata-opt %s -split-input-file --expand-realloc=emit-deallocs=false | FileCheck %s --check-prefix=KEEP
// RUN: strata-opt %s -split-input-file --expand-realloc --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @grow(
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C4:.*]] = arith.constant 4 : index
// CHECK: %[[LT:.*]] = arith.cmpi ult, %[[C2]], %[[C4]] : index
// CHECK: %[[R:.*]] = scf.if %[[LT]] -> (memref<4xf32>) {
// CHECK:   %[[A:.*]] = memref.alloc() : memref<4xf32>
// CHECK:   %[[V:.*]] = memref.subview %[[A]][0] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1]>>
// CHECK:   memref.copy %arg0, %[[V]] : memref<2xf32> to memref<2xf32, strided<[1]>>
// CHECK:   memref.dealloc %arg0 : memref<2xf32>
// CHECK:   scf.yield %[[A]] : memref<4xf32>
// CHECK: } else {
// CHECK:   %[[C:.*]] = memref.reinterpret_cast %arg0 to offset: [0], sizes: [4], strides: [1] : memref<2xf32> to memref<4xf32>
// CHECK:   scf.yield %[[C]] : memref<4xf32>
// KEEP-LABEL: func.func @grow(
// KEEP-NOT: memref.dealloc %arg0
func.func @grow(%a: memref<2xf32>) -> f32 {
  %b = memref.realloc %a : memref<2xf32> to memref<4xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %b[%c1] : memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  return %v : f32
}

// -----

// CHECK-LABEL: func.func @dynamic(
// CHECK: %[[N:.*]] = arith.maxui
// CHECK: %[[D:.*]] = memref.dim %arg0, %{{.*}} : memref<?xf32>
// CHECK: arith.cmpi ult, %[[D]], %[[N]] : index
// CHECK: memref.alloc(%[[N]]) {alignment = 16 : i64} : memref<?xf32>
// CHECK: memref.subview %{{.*}}[0] [%[[D]]] [1] : memref<?xf32> to memref<?xf32, strided<[1]>>
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [%[[N]]], strides: [1] : memref<?xf32> to memref<?xf32>
func.func @dynamic(%a: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = arith.maxui %n, %c1 : index
  %b = memref.realloc %a(%m) {alignment = 16 : i64} : memref<?xf32> to memref<?xf32>
  %v = memref.load %b[%c0] : memref<?xf32>
  return %v : f32
}

// -----

// A static shrinking realloc is the reinterpretation alone (mlir-opt-22's pass emits a copy branch
// that does not verify).
// CHECK-LABEL: func.func @shrink(
// CHECK-NOT: scf.if
// CHECK: memref.reinterpret_cast %arg0 to offset: [0], sizes: [2], strides: [1] : memref<8xi32> to memref<2xi32>
func.func @shrink(%a: memref<8xi32>) -> i32 {
  %b = memref.realloc %a : memref<8xi32> to memref<2xi32>
  %c1 = arith.constant 1 : index
  %v = memref.load %b[%c1] : memref<2xi32>
  return %v : i32
}
