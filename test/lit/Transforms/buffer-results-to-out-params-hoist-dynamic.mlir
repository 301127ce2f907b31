// buffer-results-to-out-params{hoist-dynamic-allocs}: a returned
// memref.alloc of dynamic shape becomes the out-parameter itself, and each
// call allocates it with the call's operands for the function arguments
// the allocation was sized by (as mlir-opt-22 does).
// RUN: strata-opt %s -split-input-file '--buffer-results-to-out-params=hoist-dynamic-allocs' -verify-diagnostics --strata-diff-check | FileCheck %s
// RUN: strata-opt %s -split-input-file '--buffer-results-to-out-params=hoist-dynamic-allocs hoist-static-allocs' -verify-diagnostics --strata-diff-check | FileCheck %s --check-prefix=STATIC

// CHECK-LABEL: func.func private @fill2d(
//  CHECK-SAME:     %[[N:.*]]: index, %[[M:.*]]: index, %[[X:.*]]: f32, %[[OUT:.*]]: memref<?x?xf32>) {
//   CHECK-NOT:   memref.alloc
//       CHECK:   linalg.fill ins(%[[X]] : f32) outs(%[[OUT]] : memref<?x?xf32>)
//   CHECK-NOT:   memref.copy
//       CHECK:   return
// CHECK-LABEL: func.func @main(
//  CHECK-SAME:     %[[A:.*]]: index, %[[B:.*]]: index, %[[Y:.*]]: f32) -> memref<?x?xf32>
//       CHECK:   %[[BUF:.*]] = memref.alloc(%[[B]], %[[A]]) : memref<?x?xf32>
//       CHECK:   call @fill2d(%[[A]], %[[B]], %[[Y]], %[[BUF]])
//       CHECK:   return %[[BUF]]
func.func private @fill2d(%n: index, %m: index, %x: f32) -> memref<?x?xf32> {
  %a = memref.alloc(%m, %n) : memref<?x?xf32>
  linalg.fill ins(%x : f32) outs(%a : memref<?x?xf32>)
  return %a : memref<?x?xf32>
}

func.func @main(%n: index, %m: index, %x: f32) -> memref<?x?xf32> {
  %r = call @fill2d(%n, %m, %x) : (index, index, f32) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}

// -----

// The same allocation returned twice: the second out-parameter is a copy
// of the first, allocated with the same size. (mlir-opt-22 crashes.)
// A static allocation is hoisted with hoist-static-allocs only; rank 0
// and an empty shape are no different.
// CHECK-LABEL: func.func private @twice(
//  CHECK-SAME:     %[[N:.*]]: index, %[[O1:.*]]: memref<?xf32>, %[[O2:.*]]: memref<?xf32>, %[[O3:.*]]: memref<f32>, %[[O4:.*]]: memref<0xf32>) {
//       CHECK:   linalg.fill {{.*}} outs(%[[O1]] : memref<?xf32>)
//       CHECK:   %[[R0:.*]] = memref.alloc() : memref<f32>
//       CHECK:   %[[E:.*]] = memref.alloc() : memref<0xf32>
//       CHECK:   memref.copy %[[O1]], %[[O2]]
//       CHECK:   memref.copy %[[R0]], %[[O3]]
//       CHECK:   memref.copy %[[E]], %[[O4]]
// CHECK-LABEL: func.func @main(
//       CHECK:   %[[B1:.*]] = memref.alloc(%arg0) : memref<?xf32>
//       CHECK:   %[[B2:.*]] = memref.alloc(%arg0) : memref<?xf32>
//       CHECK:   %[[B3:.*]] = memref.alloc() : memref<f32>
//       CHECK:   %[[B4:.*]] = memref.alloc() : memref<0xf32>
//       CHECK:   call @twice(%arg0, %[[B1]], %[[B2]], %[[B3]], %[[B4]])
// STATIC-LABEL: func.func private @twice(
//   STATIC-NOT:   memref.alloc
//       STATIC:   memref.copy
//   STATIC-NOT:   memref.copy
//       STATIC:   return
func.func private @twice(%n: index) -> (memref<?xf32>, memref<?xf32>, memref<f32>, memref<0xf32>) {
  %one = arith.constant 1.0 : f32
  %a = memref.alloc(%n) : memref<?xf32>
  linalg.fill ins(%one : f32) outs(%a : memref<?xf32>)
  %r0 = memref.alloc() : memref<f32>
  memref.store %one, %r0[] : memref<f32>
  %e = memref.alloc() : memref<0xf32>
  return %a, %a, %r0, %e : memref<?xf32>, memref<?xf32>, memref<f32>, memref<0xf32>
}

func.func @main(%n: index) -> (memref<?xf32>, memref<?xf32>, memref<f32>, memref<0xf32>) {
  %r:4 = call @twice(%n) : (index) -> (memref<?xf32>, memref<?xf32>, memref<f32>, memref<0xf32>)
  return %r#0, %r#1, %r#2, %r#3 : memref<?xf32>, memref<?xf32>, memref<f32>, memref<0xf32>
}

// -----

// A size the function computes is not known at the call.
func.func private @computed(%n: index) -> memref<?xf32> {
  %c2 = arith.constant 2 : index
  %m = arith.muli %n, %c2 : index
  %a = memref.alloc(%m) : memref<?xf32>
  return %a : memref<?xf32>
}

func.func @main(%n: index) -> memref<?xf32> {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %r = call @computed(%n) : (index) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// Nor is the size of a buffer that is not a returned allocation.
func.func private @pass(%x: memref<?xf32>) -> memref<?xf32> {
  return %x : memref<?xf32>
}

func.func @main(%x: memref<?xf32>) -> memref<?xf32> {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %r = call @pass(%x) : (memref<?xf32>) -> memref<?xf32>
  return %r : memref<?xf32>
}

// -----

// A view with a layout cannot be an out-parameter.
// expected-error @+1 {{cannot create out param for result with unsupported layout}}
func.func private @view(%x: memref<8xf32>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %v = memref.subview %x[%n] [%n] [1] : memref<8xf32> to memref<?xf32, strided<[1], offset: ?>>
  return %v : memref<?xf32, strided<[1], offset: ?>>
}
