// When every thread of a row's block makes the same number of trips over
// the row, a multiple of four, each trip runs four of its iterations, so
// their loads are in flight together; each thread's accumulation keeps
// its order (maxima and exponentials: the differential check compares
// exactly, with no tolerance). Rows of
// 2560 with blocks of 128 threads: twenty trips each (more than a thread
// keeps in registers, rows-registers.mlir), five unrolled trips. A row of
// 500 (uneven trips) keeps the plain loop.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=128}))' | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=128}),gpu-kernel-outlining)' > /dev/null

// CHECK-LABEL: func.func @softmax_rows
// The maximum: four loads and combinations per trip, in order.
// CHECK: scf.for %[[J:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK-NEXT:   %[[V0:.*]] = memref.load %{{.*}}[%{{.*}}, %[[J]]]
// CHECK-NEXT:   %[[M0:.*]] = arith.maximumf %[[V0]], %[[ACC]]
// CHECK:        %[[J1:.*]] = arith.addi %[[J]], %{{.*}}
// CHECK-NEXT:   %[[V1:.*]] = memref.load %{{.*}}[%{{.*}}, %[[J1]]]
// CHECK-NEXT:   %[[M1:.*]] = arith.maximumf %[[V1]], %[[M0]]
// CHECK-COUNT-2: arith.maximumf
// CHECK-NEXT:   scf.yield
// CHECK: gpu.all_reduce maximumf
// The exponentials written by the block's threads: four per trip too.
// CHECK: scf.for
// CHECK-COUNT-4: math.exp
// CHECK: gpu.barrier
func.func @softmax_rows(%x: memref<3x2560xf32>) -> (memref<3xf32>, memref<3x2560xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c2560 = arith.constant 2560 : index
  %ninf = arith.constant 0xFF800000 : f32
  %max = memref.alloc() : memref<3xf32>
  %out = memref.alloc() : memref<3x2560xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    memref.store %ninf, %max[%i] : memref<3xf32>
    scf.for %j = %c0 to %c2560 step %c1 {
      %v = memref.load %x[%i, %j] : memref<3x2560xf32>
      %a = memref.load %max[%i] : memref<3xf32>
      %m = arith.maximumf %v, %a : f32
      memref.store %m, %max[%i] : memref<3xf32>
    }
    scf.parallel (%j) = (%c0) to (%c2560) step (%c1) {
      %v = memref.load %x[%i, %j] : memref<3x2560xf32>
      %a = memref.load %max[%i] : memref<3xf32>
      %d = arith.subf %v, %a : f32
      %e = math.exp %d : f32
      memref.store %e, %out[%i, %j] : memref<3x2560xf32>
      scf.reduce
    }
    scf.reduce
  }
  return %max, %out : memref<3xf32>, memref<3x2560xf32>
}

// -----

// CHECK-LABEL: func.func @uneven
// CHECK: scf.for %{{.*}} = %{{.*}} to %c500 step %{{.*}} iter_args
// CHECK-NEXT: memref.load
// CHECK-NEXT: arith.maximumf
// CHECK-NEXT: scf.yield
func.func @uneven(%x: memref<2x500xf32>) -> memref<2xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c500 = arith.constant 500 : index
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<2xf32>
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    memref.store %zero, %acc[%i] : memref<2xf32>
    scf.for %j = %c0 to %c500 step %c1 {
      %v = memref.load %x[%i, %j] : memref<2x500xf32>
      %a = memref.load %acc[%i] : memref<2xf32>
      %s = arith.maximumf %v, %a : f32
      memref.store %s, %acc[%i] : memref<2xf32>
    }
    scf.reduce
  }
  return %acc : memref<2xf32>
}
