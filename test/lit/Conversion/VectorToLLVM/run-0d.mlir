// 0-D vectors compiled for the CPU (one-lane LLVM vectors, as upstream's) compute what the
// interpreter computes: 0-D transfers, elementwise arith and math, fma, reductions, insert/extract,
// a shape_cast to one lane.
// RUN: strata-run %s --target=interp --random-inputs > %t.interp
// RUN: strata-run %s --target=cpu --random-inputs > %t.cpu
// RUN: diff %t.interp %t.cpu
// RUN: FileCheck %s < %t.cpu

// CHECK: Memref rank = 0
// CHECK: 2.5
// CHECK-NEXT: 2.5

func.func @main(%m: memref<4xf32>, %z: memref<f32>) -> (f32, f32, memref<f32>, f32, f32) {
  %c1 = arith.constant 1 : index
  %p = arith.constant 0.0 : f32
  %0 = vector.transfer_read %m[%c1], %p {permutation_map = affine_map<(d0) -> ()>} : memref<4xf32>, vector<f32>
  %1 = arith.mulf %0, %0 : vector<f32>
  %2 = math.exp %1 : vector<f32>
  %3 = vector.extract %2[] : f32 from vector<f32>
  %s = arith.constant 2.5 : f32
  %4 = vector.broadcast %s : f32 to vector<f32>
  %5 = vector.fma %4, %0, %2 : vector<f32>
  vector.transfer_write %5, %z[] : vector<f32>, memref<f32>
  %6 = vector.reduction <add>, %5 : vector<f32> into f32
  %l = vector.load %z[] : memref<f32>, vector<f32>
  %7 = vector.insert %s, %l [] : f32 into vector<f32>
  %8 = vector.extract %7[] : f32 from vector<f32>
  %sc = vector.shape_cast %7 : vector<f32> to vector<1xf32>
  %9 = vector.reduction <mul>, %sc : vector<1xf32> into f32
  return %3, %6, %z, %8, %9 : f32, f32, memref<f32>, f32, f32
}
