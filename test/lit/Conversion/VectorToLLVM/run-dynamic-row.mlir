// Rows and lanes of a 2-D vector chosen at run time (llvm.select over the rows) compiled for the CPU
// compute what the interpreter computes, for inputs that pick either row.
// RUN: strata-run %s --target=interp --random-inputs --seed 1 > %t.interp1
// RUN: strata-run %s --target=cpu --random-inputs --seed 1 > %t.cpu1
// RUN: diff %t.interp1 %t.cpu1
// RUN: strata-run %s --target=interp --random-inputs --seed 4 > %t.interp4
// RUN: strata-run %s --target=cpu --random-inputs --seed 4 > %t.cpu4
// RUN: diff %t.interp4 %t.cpu4
// RUN: FileCheck %s < %t.cpu4

// CHECK: sizes = [2, 4]

func.func @main(%x: memref<2x4xf32>, %y: memref<4xf32>, %i: index) -> (memref<2x4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %k = arith.remui %i, %c2 : index
  %v = vector.load %x[%c0, %c0] : memref<2x4xf32>, vector<2x4xf32>
  %w = vector.load %y[%c0] : memref<4xf32>, vector<4xf32>
  %0 = vector.insert %w, %v [%k] : vector<4xf32> into vector<2x4xf32>
  %e = vector.extract %v[%k, %k] : f32 from vector<2x4xf32>
  %o = memref.alloc() : memref<2x4xf32>
  vector.store %0, %o[%c0, %c0] : memref<2x4xf32>, vector<2x4xf32>
  return %o, %e : memref<2x4xf32>, f32
}
