// Dynamic sizes and a strided subview: a ?x? buffer filled with i*10+j,
// the subview [1, 1][2, 2][1, 2] copied into a fresh 2x2 result, and the
// sum of the subview.
// RUN: strata-run --target=cpu --check-leaks %s --entry main | FileCheck %s

// CHECK: Memref rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}11, 13],
// CHECK-NEXT:  [21, 23]]
// CHECK-NEXT: 68
func.func @main() -> (memref<?x?xi32>, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : i32
  %n = arith.constant 4 : index
  %m = arith.constant 5 : index
  %buf = memref.alloc(%n, %m) : memref<?x?xi32>
  %d0 = memref.dim %buf, %c0 : memref<?x?xi32>
  %d1 = memref.dim %buf, %c1 : memref<?x?xi32>
  scf.for %i = %c0 to %d0 step %c1 {
    scf.for %j = %c0 to %d1 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.muli %ii, %c10 : i32
      %v = arith.addi %t, %jj : i32
      memref.store %v, %buf[%i, %j] : memref<?x?xi32>
    }
  }
  %sv = memref.subview %buf[%c1, %c1][%c2, %c2][1, 2] : memref<?x?xi32> to memref<?x?xi32, strided<[?, 2], offset: ?>>
  %out = memref.alloc(%c2, %c2) : memref<?x?xi32>
  %z = arith.constant 0 : i32
  %sum = scf.for %i = %c0 to %c2 step %c1 iter_args(%s = %z) -> i32 {
    %s1 = scf.for %j = %c0 to %c2 step %c1 iter_args(%t = %s) -> i32 {
      %v = memref.load %sv[%i, %j] : memref<?x?xi32, strided<[?, 2], offset: ?>>
      memref.store %v, %out[%i, %j] : memref<?x?xi32>
      %t1 = arith.addi %t, %v : i32
      scf.yield %t1 : i32
    }
    scf.yield %s1 : i32
  }
  memref.dealloc %buf : memref<?x?xi32>
  return %out, %sum : memref<?x?xi32>, i32
}
