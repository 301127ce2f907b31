// affine.dma_start in the interpreter copies num_elements elements in row-major order at once
// (dma_wait has nothing left to wait for); a copy past a memref's end and a strided transfer are
// errors.
// RUN: strata-run %s --entry main | FileCheck %s
// RUN: not strata-run %s --entry past_end 2>&1 | FileCheck %s --check-prefix=END
// RUN: not strata-run %s --entry strided 2>&1 | FileCheck %s --check-prefix=STRIDED

// %a holds 0..8 row by row; the four elements from %a[1, 0] (3, 4, 5, 6) land at %b[1, 2] onwards.
// CHECK: {{\[\[}}0, 0, 0],
// CHECK-NEXT: [0, 0, 3],
// CHECK-NEXT: [4, 5, 6]]
func.func @main() -> memref<3x3xi32> {
  %a = memref.alloc() : memref<3x3xi32>
  %b = memref.alloc() : memref<3x3xi32>
  %tag = memref.alloc() : memref<1xi32>
  %z = arith.constant 0 : i32
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 3 {
      %v = arith.index_cast %i : index to i32
      %w = arith.index_cast %j : index to i32
      %c3 = arith.constant 3 : i32
      %r = arith.muli %v, %c3 : i32
      %e = arith.addi %r, %w : i32
      affine.store %e, %a[%i, %j] : memref<3x3xi32>
      affine.store %z, %b[%i, %j] : memref<3x3xi32>
    }
  }
  %c1 = arith.constant 1 : index
  %n = arith.constant 4 : index
  affine.dma_start %a[%c1, 0], %b[%c1, %c1 + 1], %tag[0], %n : memref<3x3xi32>, memref<3x3xi32>, memref<1xi32>
  affine.dma_wait %tag[0], %n : memref<1xi32>
  return %b : memref<3x3xi32>
}

// END: affine.dma_start of 5 elements runs past the end of a memref
func.func @past_end() {
  %a = memref.alloc() : memref<4xf32>
  %tag = memref.alloc() : memref<1xi32>
  %n = arith.constant 5 : index
  affine.dma_start %a[0], %a[0], %tag[0], %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}

// STRIDED: a strided affine.dma_start is not interpreted
func.func @strided() {
  %a = memref.alloc() : memref<4xf32>
  %tag = memref.alloc() : memref<1xi32>
  %n = arith.constant 2 : index
  affine.dma_start %a[0], %a[0], %tag[0], %n, %n, %n : memref<4xf32>, memref<4xf32>, memref<1xi32>
  return
}
