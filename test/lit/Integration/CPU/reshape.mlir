// Reshapes through expand-strided-metadata: a ?x6 buffer filled with
// i*10+j, collapsed to one dimension (a load at 13 reads row 2, column 1),
// expanded back to ?x2x3 (returned as it is), and the two middle rows,
// a strided view at offset 6, collapsed and summed.
// RUN: strata-run --target=cpu --check-leaks %s --entry main | FileCheck %s

// CHECK: Memref rank = 3 offset = 0 sizes = [4, 2, 3] strides = [6, 3, 1] data =
// CHECK-NEXT: {{\[\[\[ *}}0, {{ *}}1, {{ *}}2],
// CHECK-NEXT: {{\[ *}}3, {{ *}}4, {{ *}}5]],
// CHECK:      {{\[\[}}30, 31, 32],
// CHECK-NEXT: {{\[}}33, 34, 35]]]
// CHECK-NEXT: 21
// CHECK-NEXT: 210
func.func @main() -> (memref<?x2x3xi32>, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c12 = arith.constant 12 : index
  %c13 = arith.constant 13 : index
  %c10 = arith.constant 10 : i32
  %n = arith.constant 4 : index
  %buf = memref.alloc(%n) : memref<?x6xi32>
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %ii = arith.index_cast %i : index to i32
      %jj = arith.index_cast %j : index to i32
      %t = arith.muli %ii, %c10 : i32
      %v = arith.addi %t, %jj : i32
      memref.store %v, %buf[%i, %j] : memref<?x6xi32>
    }
  }
  %flat = memref.collapse_shape %buf [[0, 1]] : memref<?x6xi32> into memref<?xi32>
  %x = memref.load %flat[%c13] : memref<?xi32>
  %cube = memref.expand_shape %flat [[0, 1, 2]] output_shape [%n, 2, 3] : memref<?xi32> into memref<?x2x3xi32>
  %rows = memref.subview %buf[1, 0] [2, 6] [1, 1] : memref<?x6xi32> to memref<2x6xi32, strided<[6, 1], offset: 6>>
  %rflat = memref.collapse_shape %rows [[0, 1]] : memref<2x6xi32, strided<[6, 1], offset: 6>> into memref<12xi32, strided<[1], offset: 6>>
  %z = arith.constant 0 : i32
  %sum = scf.for %k = %c0 to %c12 step %c1 iter_args(%s = %z) -> i32 {
    %v = memref.load %rflat[%k] : memref<12xi32, strided<[1], offset: 6>>
    %s1 = arith.addi %s, %v : i32
    scf.yield %s1 : i32
  }
  return %cube, %x, %sum : memref<?x2x3xi32>, i32, i32
}
