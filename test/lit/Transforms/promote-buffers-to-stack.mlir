// promote-buffers-to-stack: small allocations that stay in their block
// become stack allocations.
// RUN: strata-opt %s -split-input-file --promote-buffers-to-stack | FileCheck %s
// RUN: strata-opt %s -split-input-file '--promote-buffers-to-stack=max-alloc-size-in-bytes=64 max-rank-of-allocated-memref=0' | FileCheck %s --check-prefix=SMALL
// RUN: strata-opt %s -split-input-file --promote-buffers-to-stack --strata-diff-check -o /dev/null

// 16 floats = 64 bytes: on the stack by default and at the 64-byte limit.
// CHECK-LABEL: func.func @scratch(
//       CHECK:   %[[A:.*]] = memref.alloca() : memref<16xf32>
//   CHECK-NOT:   memref.alloc(
// SMALL-LABEL: func.func @scratch(
//       SMALL:   memref.alloca() : memref<16xf32>
func.func @scratch(%i: index, %x: f32) -> f32 {
  %a = memref.alloc() : memref<16xf32>
  memref.store %x, %a[%i] : memref<16xf32>
  %v = memref.load %a[%i] : memref<16xf32>
  return %v : f32
}

// -----

// 65 bytes is over the smaller limit; 1024 bytes is the default limit; a
// 2-d buffer counts all its elements; index elements count 8 bytes.
// CHECK-LABEL: func.func @sizes(
//       CHECK:   memref.alloca() : memref<65xi8>
//       CHECK:   memref.alloca() : memref<1024xi8>
//       CHECK:   memref.alloc() : memref<1025xi8>
//       CHECK:   memref.alloca() : memref<4x8xf64>
//       CHECK:   memref.alloca() : memref<128xindex>
//       CHECK:   memref.alloc() : memref<129xindex>
// SMALL-LABEL: func.func @sizes(
//       SMALL:   memref.alloc() : memref<65xi8>
func.func @sizes() {
  %a = memref.alloc() : memref<65xi8>
  %b = memref.alloc() : memref<1024xi8>
  %c = memref.alloc() : memref<1025xi8>
  %d = memref.alloc() : memref<4x8xf64>
  %e = memref.alloc() : memref<128xindex>
  %f = memref.alloc() : memref<129xindex>
  return
}

// -----

// Buffers that leave their block stay on the heap: returned, returned
// through a view, yielded out of a region; so does one already deallocated.
// CHECK-LABEL: func.func @escaping(
//   CHECK-NOT:   memref.alloca
//       CHECK:   return
func.func @escaping(%c: i1) -> (memref<4xf32>, memref<2xf32, strided<[1], offset: 2>>, memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  %b = memref.alloc() : memref<4xf32>
  %v = memref.subview %b[2] [2] [1] : memref<4xf32> to memref<2xf32, strided<[1], offset: 2>>
  %r = scf.if %c -> memref<4xf32> {
    %y = memref.alloc() : memref<4xf32>
    scf.yield %y : memref<4xf32>
  } else {
    %z = memref.alloc() : memref<4xf32>
    scf.yield %z : memref<4xf32>
  }
  %d = memref.alloc() : memref<4xf32>
  memref.dealloc %d : memref<4xf32>
  return %a, %v, %r : memref<4xf32>, memref<2xf32, strided<[1], offset: 2>>, memref<4xf32>
}

// -----

// Dynamic sizes: only sizes that are ranks (small by nature), and only up
// to max-rank-of-allocated-memref dims.
// CHECK-LABEL: func.func @dynamic(
//       CHECK:   memref.alloca(%{{.*}}) : memref<?xindex>
//       CHECK:   memref.alloc(%{{.*}}) : memref<?xf32>
// SMALL-LABEL: func.func @dynamic(
//       SMALL:   memref.alloc(%{{.*}}) : memref<?xindex>
func.func @dynamic(%m: memref<*xf32>, %n: index) {
  %r = memref.rank %m : memref<*xf32>
  %shape = memref.alloc(%r) : memref<?xindex>
  %buf = memref.alloc(%n) : memref<?xf32>
  return
}
