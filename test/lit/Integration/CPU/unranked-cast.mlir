// memref.cast to and from unranked memrefs and memref.rank on the CPU:
// an f32 buffer passed to a function as memref<?x?xf32> comes back as
// memref<*xf32> (a heap copy of the callee's descriptor, copied back to
// the caller's stack and freed), whose rank another function reads, and
// which is cast back to a static and a dynamic ranked memref and whose
// sizes memref.dim reads; a rank-0
// i64 alloca and a dynamic i8 buffer and a strided view of it round-trip
// through unranked casts. The interpreter computes the same.
// RUN: strata-run --target=cpu --check-leaks %s --entry main | FileCheck %s
// RUN: strata-run --target=interp %s --entry main | FileCheck %s

// CHECK:      2
// CHECK-NEXT: 3
// CHECK-NEXT: 2.5
// CHECK-NEXT: 3
// CHECK-NEXT: 2.5
// CHECK-NEXT: 42
// CHECK-NEXT: -7
// CHECK-NEXT: 1
// CHECK-NEXT: 5
// CHECK-NEXT: 3
// CHECK-NEXT: 2
func.func private @rank_of(%u: memref<*xf32>) -> index {
  %r = memref.rank %u : memref<*xf32>
  return %r : index
}

func.func private @erase(%m: memref<?x?xf32>) -> memref<*xf32> {
  %u = memref.cast %m : memref<?x?xf32> to memref<*xf32>
  return %u : memref<*xf32>
}

func.func @main() -> (index, index, f32, index, f32, i64, i8, index, i8, index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %f = arith.constant 2.5 : f32
  %m = memref.alloc(%c2) : memref<?x3xf32>
  memref.store %f, %m[%c1, %c2] : memref<?x3xf32>
  %mm = memref.cast %m : memref<?x3xf32> to memref<?x?xf32>
  %u = func.call @erase(%mm) : (memref<?x?xf32>) -> memref<*xf32>
  %r = func.call @rank_of(%u) : (memref<*xf32>) -> index
  %ud1 = memref.dim %u, %c1 : memref<*xf32>
  %c0 = arith.constant 0 : index
  %ud0 = memref.dim %u, %c0 : memref<*xf32>
  %st = memref.cast %u : memref<*xf32> to memref<2x3xf32>
  %v = memref.load %st[%c1, %c2] : memref<2x3xf32>
  %d = memref.dim %st, %c1 : memref<2x3xf32>
  %dy = memref.cast %u : memref<*xf32> to memref<?x?xf32>
  %d1 = memref.dim %dy, %c1 : memref<?x?xf32>
  %w = memref.load %dy[%c1, %c2] : memref<?x?xf32>
  memref.dealloc %m : memref<?x3xf32>

  %s = memref.alloca() : memref<i64>
  %k = arith.constant 42 : i64
  memref.store %k, %s[] : memref<i64>
  %su = memref.cast %s : memref<i64> to memref<*xi64>
  %sb = memref.cast %su : memref<*xi64> to memref<i64>
  %kv = memref.load %sb[] : memref<i64>

  %b = memref.alloc(%c3) : memref<?xi8>
  %e = arith.constant -7 : i8
  %five = arith.constant 5 : i8
  memref.store %e, %b[%c1] : memref<?xi8>
  memref.store %five, %b[%c2] : memref<?xi8>
  %bu = memref.cast %b : memref<?xi8> to memref<*xi8>
  %bb = memref.cast %bu : memref<*xi8> to memref<3xi8>
  %ev = memref.load %bb[%c1] : memref<3xi8>
  %sub = memref.subview %b[1] [2] [1] : memref<?xi8> to memref<2xi8, strided<[1], offset: 1>>
  %subu = memref.cast %sub : memref<2xi8, strided<[1], offset: 1>> to memref<*xi8>
  %subr = memref.rank %subu : memref<*xi8>
  %subb = memref.cast %subu : memref<*xi8> to memref<?xi8, strided<[?], offset: ?>>
  %sv = memref.load %subb[%c1] : memref<?xi8, strided<[?], offset: ?>>
  memref.dealloc %b : memref<?xi8>
  return %r, %d1, %v, %d, %w, %kv, %ev, %subr, %sv, %ud1, %ud0 : index, index, f32, index, f32, i64, i8, index, i8, index, index
}
