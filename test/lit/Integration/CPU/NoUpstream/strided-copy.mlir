// memref.copy between strided buffers: the 3x4 block at [1, 1] of a 5x6
// buffer filled with i*10+j is copied into a fresh 3x4 buffer, then its
// columns 0 and 2 into the columns 1 and 3 of a zeroed 3x4 buffer (both
// sides strided), and a transposed view into a 4x3 buffer.
// Not among Integration/CPU's programs: upstream lowers a strided copy to a
// call of memrefCopy from libmlir_c_runner_utils, which the CPU harness does
// not link, so TestDifferentialUpstream cannot run it (docs/cpu.md).
// RUN: strata-run --target=cpu --check-leaks %s --entry main | FileCheck %s

// CHECK: Memref rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[ *}}11, 12, 13, 14],
// CHECK-NEXT: {{\[ *}}21, 22, 23, 24],
// CHECK-NEXT: {{\[ *}}31, 32, 33, 34]]
// CHECK: Memref rank = 2 offset = 0 sizes = [3, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[ *}}0, {{ *}}11, {{ *}}0, {{ *}}13],
// CHECK-NEXT: {{\[ *}}0, {{ *}}21, {{ *}}0, {{ *}}23],
// CHECK-NEXT: {{\[ *}}0, {{ *}}31, {{ *}}0, {{ *}}33]]
// CHECK: Memref rank = 2 offset = 0 sizes = [4, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[ *}}11, 21, 31],
// CHECK-NEXT: {{\[ *}}12, 22, 32],
// CHECK-NEXT: {{\[ *}}13, 23, 33],
// CHECK-NEXT: {{\[ *}}14, 24, 34]]
func.func @main() -> (memref<3x4xi32>, memref<3x4xi32>, memref<4x3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 5 : index
  %m = arith.constant 6 : index
  %c10 = arith.constant 10 : i32
  %zero = arith.constant 0 : i32
  %buf = memref.alloc(%n, %m) : memref<?x?xi32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.muli %ii, %c10 : i32
      %v = arith.addi %t, %jj : i32
      memref.store %v, %buf[%i, %j] : memref<?x?xi32>
    }
  }
  %blk = memref.subview %buf[1, 1] [3, 4] [1, 1] : memref<?x?xi32> to memref<3x4xi32, strided<[?, 1], offset: ?>>
  %a = memref.alloc() : memref<3x4xi32>
  memref.copy %blk, %a : memref<3x4xi32, strided<[?, 1], offset: ?>> to memref<3x4xi32>
  %b = memref.alloc() : memref<3x4xi32>
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      memref.store %zero, %b[%i, %j] : memref<3x4xi32>
    }
  }
  %src = memref.subview %a[0, 0] [3, 2] [1, 2] : memref<3x4xi32> to memref<3x2xi32, strided<[4, 2]>>
  %dst = memref.subview %b[0, 1] [3, 2] [1, 2] : memref<3x4xi32> to memref<3x2xi32, strided<[4, 2], offset: 1>>
  memref.copy %src, %dst : memref<3x2xi32, strided<[4, 2]>> to memref<3x2xi32, strided<[4, 2], offset: 1>>
  %t = memref.transpose %a (i, j) -> (j, i) : memref<3x4xi32> to memref<4x3xi32, strided<[1, 4]>>
  %c = memref.alloc() : memref<4x3xi32>
  memref.copy %t, %c : memref<4x3xi32, strided<[1, 4]>> to memref<4x3xi32>
  memref.dealloc %buf : memref<?x?xi32>
  return %a, %b, %c : memref<3x4xi32>, memref<3x4xi32>, memref<4x3xi32>
}
