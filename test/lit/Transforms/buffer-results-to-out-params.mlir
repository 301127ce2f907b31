// buffer-results-to-out-params: memref results become arguments the
// function writes, and callers allocate them.
// RUN: strata-opt %s -split-input-file --buffer-results-to-out-params -verify-diagnostics | FileCheck %s
// RUN: strata-opt %s -split-input-file '--buffer-results-to-out-params=modify-public-functions hoist-static-allocs add-result-attr' -verify-diagnostics | FileCheck %s --check-prefix=ALL
// RUN: strata-opt %s -split-input-file '--buffer-results-to-out-params=modify-public-functions' -verify-diagnostics --strata-diff-check -o /dev/null

// A private callee's result becomes its last argument; the public caller
// keeps its signature unless modify-public-functions, and allocates the
// callee's buffer; scalars stay results.
// CHECK-LABEL: func.func private @scale(
//  CHECK-SAME:     %[[A:.*]]: memref<4xf32>, %[[X:.*]]: f32, %[[OUT:.*]]: memref<4xf32>) -> i32 {
//       CHECK:   %[[B:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   memref.copy %[[B]], %[[OUT]]
//       CHECK:   return %{{.*}} : i32
// CHECK-LABEL: func.func @main(
//  CHECK-SAME:     -> (i32, memref<4xf32>)
//       CHECK:   %[[BUF:.*]] = memref.alloc() : memref<4xf32>
//       CHECK:   %[[N:.*]] = call @scale(%{{.*}}, %{{.*}}, %[[BUF]]) : (memref<4xf32>, f32, memref<4xf32>) -> i32
//       CHECK:   return %[[N]], %[[BUF]] : i32, memref<4xf32>
// ALL-LABEL: func.func private @scale(
//  ALL-SAME:     %{{.*}}: memref<4xf32>, %{{.*}}: f32, %[[OUT:.*]]: memref<4xf32> {bufferize.result}) -> i32 {
//   ALL-NOT:   memref.alloc
//       ALL:   memref.store %{{.*}}, %[[OUT]]
//   ALL-NOT:   memref.copy
// ALL-LABEL: func.func @main(
//  ALL-SAME:     %[[MOUT:[a-z0-9]+]]: memref<4xf32> {bufferize.result}) -> i32 {
//       ALL:   %[[BUF:.*]] = memref.alloc() : memref<4xf32>
//       ALL:   call @scale(%{{.*}}, %{{.*}}, %[[BUF]])
//       ALL:   memref.copy %[[BUF]], %[[MOUT]]
func.func private @scale(%a: memref<4xf32>, %x: f32) -> (memref<4xf32>, i32) {
  %b = memref.alloc() : memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<4xf32>
  %w = arith.mulf %v, %x : f32
  memref.store %w, %b[%c0] : memref<4xf32>
  %n = arith.constant 4 : i32
  return %b, %n : memref<4xf32>, i32
}
func.func @main(%a: memref<4xf32>, %x: f32) -> (i32, memref<4xf32>) {
  %r, %n = call @scale(%a, %x) : (memref<4xf32>, f32) -> (memref<4xf32>, i32)
  return %n, %r : i32, memref<4xf32>
}

// -----

// A declaration is not touched, nor its calls; a private function
// returning what it got from one copies it out.
// CHECK-LABEL: func.func private @external() -> memref<2xf32>
// CHECK-LABEL: func.func private @caller(
//  CHECK-SAME:     %[[OUT:.*]]: memref<2xf32>) {
//       CHECK:   %[[R:.*]] = call @external() : () -> memref<2xf32>
//       CHECK:   memref.copy %[[R]], %[[OUT]]
//       CHECK:   return{{$}}
func.func private @external() -> memref<2xf32>
func.func private @caller() -> memref<2xf32> {
  %r = call @external() : () -> memref<2xf32>
  return %r : memref<2xf32>
}

// -----

// A result with a strided layout cannot be an out-param.
// expected-error @+1 {{cannot create out param for result with unsupported layout}}
func.func private @view(%a: memref<8xf32>) -> memref<4xf32, strided<[2]>> {
  %v = memref.subview %a[0] [4] [2] : memref<8xf32> to memref<4xf32, strided<[2]>>
  return %v : memref<4xf32, strided<[2]>>
}

// -----

// A caller cannot allocate a result of dynamic shape.
func.func private @dyn(%n: index) -> memref<?xf32> {
  %b = memref.alloc(%n) : memref<?xf32>
  return %b : memref<?xf32>
}
func.func @dyn_user(%n: index) {
  // expected-error @+1 {{cannot create out param for dynamically shaped result}}
  %r = call @dyn(%n) : (index) -> memref<?xf32>
  return
}
