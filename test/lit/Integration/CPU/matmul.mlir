// A 3x4 by 4x2 matmul on static memrefs, loops with scf.for.
// RUN: strata-run --target=cpu --check-leaks %s --entry main | FileCheck %s

// CHECK: Memref rank = 2 offset = 0 sizes = [3, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[ *}}14, 20],
// CHECK-NEXT: {{\[ *}}38, 60],
// CHECK-NEXT: {{\[ *}}62, 100]]
func.func @main() -> memref<3x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %zero = arith.constant 0.0 : f32
  %a = memref.alloc() : memref<3x4xf32>
  %b = memref.alloc() : memref<4x2xf32>
  %c = memref.alloc() : memref<3x2xf32>
  // a[i][k] = i * 4 + k, b[k][j] = k + j
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %k = %c0 to %c4 step %c1 {
      %i4 = arith.muli %i, %c4 : index
      %v = arith.addi %i4, %k : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %a[%i, %k] : memref<3x4xf32>
    }
  }
  scf.for %k = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %v = arith.addi %k, %j : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %b[%k, %j] : memref<4x2xf32>
    }
  }
  scf.for %i = %c0 to %c3 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %s = scf.for %k = %c0 to %c4 step %c1 iter_args(%acc = %zero) -> f32 {
        %x = memref.load %a[%i, %k] : memref<3x4xf32>
        %y = memref.load %b[%k, %j] : memref<4x2xf32>
        %p = arith.mulf %x, %y : f32
        %n = arith.addf %acc, %p : f32
        scf.yield %n : f32
      }
      memref.store %s, %c[%i, %j] : memref<3x2xf32>
    }
  }
  memref.dealloc %a : memref<3x4xf32>
  memref.dealloc %b : memref<4x2xf32>
  return %c : memref<3x2xf32>
}
