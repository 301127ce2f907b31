// A dense layer, relu(x * W + b), on 2x3 inputs and 3x2 weights, written with
// scf loops on memrefs. The same program runs on the reference interpreter and
// compiled to machine code (lowered to the llvm dialect, translated to LLVM IR,
// llc, cc), and both print the same result.
// RUN: strata-run --target=interp %s --entry main | FileCheck %s
// RUN: strata-run --target=cpu %s --entry main | FileCheck %s

// CHECK: Memref rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[ *}}3.5, 0],
// CHECK-NEXT: {{\[ *}}12.5, 0]]
func.func @main() -> memref<2x2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %x = memref.alloc() : memref<2x3xf32>
  %w = memref.alloc() : memref<3x2xf32>
  %out = memref.alloc() : memref<2x2xf32>
  // x[i][k] = 3i + k; w[k][0] = 1, w[k][1] = -1; b = (0.5, 0.5)
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %k = %c0 to %c3 step %c1 {
      %i3 = arith.muli %i, %c3 : index
      %v = arith.addi %i3, %k : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %x[%i, %k] : memref<2x3xf32>
    }
  }
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  scf.for %k = %c0 to %c3 step %c1 {
    memref.store %one, %w[%k, %c0] : memref<3x2xf32>
    memref.store %mone, %w[%k, %c1] : memref<3x2xf32>
  }
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %j = %c0 to %c2 step %c1 {
      %s = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %half) -> f32 {
        %a = memref.load %x[%i, %k] : memref<2x3xf32>
        %b = memref.load %w[%k, %j] : memref<3x2xf32>
        %p = arith.mulf %a, %b : f32
        %n = arith.addf %acc, %p : f32
        scf.yield %n : f32
      }
      %r = arith.maximumf %s, %zero : f32
      memref.store %r, %out[%i, %j] : memref<2x2xf32>
    }
  }
  memref.dealloc %x : memref<2x3xf32>
  memref.dealloc %w : memref<3x2xf32>
  return %out : memref<2x2xf32>
}
