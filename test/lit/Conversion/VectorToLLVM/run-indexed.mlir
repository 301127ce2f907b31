// gather, scatter, expandload and compressstore compiled for the CPU (convert-vector-to-scf: one load
// or store per lane under its mask bit) compute what the interpreter computes.
// RUN: strata-run %s --target=interp --random-inputs > %t.interp
// RUN: strata-run %s --target=cpu --random-inputs > %t.cpu
// RUN: diff %t.interp %t.cpu
// RUN: FileCheck %s < %t.cpu

// CHECK: sizes = [4]
// CHECK: sizes = [8]

func.func @main(%m: memref<8xf32>, %o: memref<8xf32>) -> (memref<4xf32>, memref<8xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %idx = arith.constant dense<[6, 0, 3, 2]> : vector<4xi32>
  %mask = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %pass = arith.constant dense<-1.0> : vector<4xf32>
  %g = vector.gather %m[%c1] [%idx], %mask, %pass : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %e = vector.expandload %m[%c1], %mask, %g : memref<8xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %s = arith.addf %g, %e : vector<4xf32>
  vector.scatter %o[%c0] [%idx], %mask, %s : memref<8xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  vector.compressstore %o[%c1], %mask, %g : memref<8xf32>, vector<4xi1>, vector<4xf32>
  %r = memref.alloc() : memref<4xf32>
  vector.store %s, %r[%c0] : memref<4xf32>, vector<4xf32>
  return %r, %o : memref<4xf32>, memref<8xf32>
}
