// strata-parallel-loops-to-gpu: a parallel loop that only moves elements,
// storing them contiguously along one dim (of 32 or more) but loading them
// contiguously along another of at most 9 (a filter's window moved behind
// its channels, [F][C][9] -> [F][9][C]), has each thread move every step
// of that small dim, unrolled, all its loads before its first store: a
// thread loads its own contiguous run, each store is contiguous across
// the threads (and four of a thread's consecutive elements one vector),
// and the loads are in flight together. Other loops keep one element (or
// vector) a thread. The differential check interprets every thread,
// before and after, bit for bit.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu),canonicalize)' | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-rtol=0 --strata-diff-check-atol=0 --strata-diff-check-dim=3 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu),canonicalize,gpu-kernel-outlining)' > /dev/null

// CHECK-LABEL: func.func @filter_window
// CHECK: gpu.launch
// CHECK-NOT: scf.for
// CHECK-COUNT-36: memref.load %arg0[%{{.*}}, %{{.*}}, %c{{[0-8]}}] : memref<?x32x9xf32>
// CHECK-NOT: memref.load
// CHECK-COUNT-9: vector.store %{{.*}}, %arg1[%{{.*}}, %c{{[0-8]}}, %{{.*}}] {alignment = 16 : i64} : memref<?x9x32xf32>, vector<4xf32>
// CHECK: } else {
// CHECK: scf.for
// CHECK-COUNT-9: memref.load %arg0[%{{.*}}, %{{.*}}, %c{{[0-8]}}] : memref<?x32x9xf32>
// CHECK-COUNT-9: memref.store %{{.*}}, %arg1[%{{.*}}, %c{{[0-8]}}, %{{.*}}] : memref<?x9x32xf32>
func.func @filter_window(%in: memref<?x32x9xf32>, %out: memref<?x9x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c32 = arith.constant 32 : index
  %f = memref.dim %in, %c0 : memref<?x32x9xf32>
  scf.parallel (%i, %s, %c) = (%c0, %c0, %c0) to (%f, %c9, %c32) step (%c1, %c1, %c1) {
    %v = memref.load %in[%i, %c, %s] : memref<?x32x9xf32>
    memref.store %v, %out[%i, %s, %c] : memref<?x9x32xf32>
    scf.reduce
  }
  return
}

// -----

// f16 elements, the window of 2x2 the first dim.
// CHECK-LABEL: func.func @window_first_f16
// CHECK-COUNT-16: memref.load %arg0[%{{.*}}, %c{{[0-3]}}] : memref<64x4xf16>
// CHECK-COUNT-4: vector.store %{{.*}}, %arg1[%c{{[0-3]}}, %{{.*}}] {alignment = 8 : i64} : memref<4x64xf16>, vector<4xf16>
func.func @window_first_f16(%in: memref<64x4xf16>, %out: memref<4x64xf16>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%s, %c) = (%c0, %c0) to (%c4, %c64) step (%c1, %c1) {
    %v = memref.load %in[%c, %s] : memref<64x4xf16>
    memref.store %v, %out[%s, %c] : memref<4x64xf16>
    scf.reduce
  }
  return
}

// -----

// Left as they are: a dim of 17 (more than a 3x3 window's 9), a
// store dim of 16 (less than a warp), an elementwise sum of two loads,
// and a copy whose load and store are contiguous along the same dim.
// (A thread of those takes four consecutive elements as one vector, with
// a loop of four for unaligned buffers.)
// CHECK-LABEL: func.func @wide_window
// CHECK-NOT: to %c17 step
// CHECK: vector.store
// CHECK-LABEL: func.func @narrow_store
// CHECK-NOT: to %c9 step
// CHECK: vector.store
// CHECK-LABEL: func.func @two_loads
// CHECK-NOT: to %c9 step
// CHECK: vector.store
// CHECK-LABEL: func.func @plain_copy
// CHECK-NOT: to %c9 step
// CHECK: vector.load
// CHECK-NOT: to %c9 step
// CHECK: return
func.func @wide_window(%in: memref<32x17xf32>, %out: memref<17x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c17 = arith.constant 17 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%s, %c) = (%c0, %c0) to (%c17, %c32) step (%c1, %c1) {
    %v = memref.load %in[%c, %s] : memref<32x17xf32>
    memref.store %v, %out[%s, %c] : memref<17x32xf32>
    scf.reduce
  }
  return
}

func.func @narrow_store(%in: memref<16x9xf32>, %out: memref<9x16xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%s, %c) = (%c0, %c0) to (%c9, %c16) step (%c1, %c1) {
    %v = memref.load %in[%c, %s] : memref<16x9xf32>
    memref.store %v, %out[%s, %c] : memref<9x16xf32>
    scf.reduce
  }
  return
}

func.func @two_loads(%a: memref<32x9xf32>, %b: memref<32x9xf32>, %out: memref<9x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%s, %c) = (%c0, %c0) to (%c9, %c32) step (%c1, %c1) {
    %x = memref.load %a[%c, %s] : memref<32x9xf32>
    %y = memref.load %b[%c, %s] : memref<32x9xf32>
    %v = arith.addf %x, %y : f32
    memref.store %v, %out[%s, %c] : memref<9x32xf32>
    scf.reduce
  }
  return
}

func.func @plain_copy(%in: memref<9x32xf32>, %out: memref<9x32xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c9 = arith.constant 9 : index
  %c32 = arith.constant 32 : index
  scf.parallel (%s, %c) = (%c0, %c0) to (%c9, %c32) step (%c1, %c1) {
    %v = memref.load %in[%s, %c] : memref<9x32xf32>
    memref.store %v, %out[%s, %c] : memref<9x32xf32>
    scf.reduce
  }
  return
}
