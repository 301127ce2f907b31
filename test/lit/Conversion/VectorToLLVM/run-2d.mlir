// Vectors of rank 2 compiled for the CPU (strata-vector-unroll-to-1d inside convert-vector-to-llvm:
// LLVM arrays of 1-D vectors) compute what the interpreter computes on seeded random inputs: a
// matmul contract, elementwise arith and math, a transpose, a full multi_reduction, and a 2-D
// transfer (convert-vector-to-scf, unrolled) whose lanes past the end read the padding.
// RUN: strata-run %s --target=interp --random-inputs > %t.interp
// RUN: strata-run %s --target=cpu --random-inputs > %t.cpu
// RUN: diff %t.interp %t.cpu
// RUN: FileCheck %s < %t.cpu

// CHECK: Memref rank = 2 offset = 0 sizes = [2, 4]
// CHECK: Memref rank = 2 offset = 0 sizes = [3, 2]
// CHECK: Memref rank = 2 offset = 0 sizes = [2, 3]
func.func @main(%x: memref<2x3xf32>, %y: memref<3x4xf32>, %z: memref<2x4xf32>) -> (memref<2x4xf32>, memref<3x2xf32>, f32, memref<2x3xf32>) {
  %c0 = arith.constant 0 : index
  %a = vector.load %x[%c0, %c0] : memref<2x3xf32>, vector<2x3xf32>
  %b = vector.load %y[%c0, %c0] : memref<3x4xf32>, vector<3x4xf32>
  %c = vector.load %z[%c0, %c0] : memref<2x4xf32>, vector<2x4xf32>
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>],
                        iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  %o = memref.alloc() : memref<2x4xf32>
  vector.store %0, %o[%c0, %c0] : memref<2x4xf32>, vector<2x4xf32>
  %k = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : vector<2x3xf32>
  %1 = arith.addf %a, %k : vector<2x3xf32>
  %2 = math.exp %1 : vector<2x3xf32>
  %t = vector.transpose %2, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %ot = memref.alloc() : memref<3x2xf32>
  vector.store %t, %ot[%c0, %c0] : memref<3x2xf32>, vector<3x2xf32>
  %s = arith.constant 0.0 : f32
  %r = vector.multi_reduction <add>, %2, %s [0, 1] : vector<2x3xf32> to f32
  %p = arith.constant -1.0 : f32
  %c1 = arith.constant 1 : index
  %tr = vector.transfer_read %y[%c1, %c1], %p : memref<3x4xf32>, vector<2x3xf32>
  %m = arith.maximumf %tr, %a : vector<2x3xf32>
  %om = memref.alloc() : memref<2x3xf32>
  vector.transfer_write %m, %om[%c0, %c0] : vector<2x3xf32>, memref<2x3xf32>
  return %o, %ot, %r, %om : memref<2x4xf32>, memref<3x2xf32>, f32, memref<2x3xf32>
}
