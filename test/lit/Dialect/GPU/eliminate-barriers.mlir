// gpu-eliminate-barriers erases a top-level barrier of a kernel when no
// access before it (back to the previous barrier or the kernel's start)
// may conflict with one after it (up to the next barrier or the end): a
// conflict is a write and another access of buffers that may be one.
// RUN: strata-opt %s -split-input-file --gpu-eliminate-barriers | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --gpu-eliminate-barriers > /dev/null

// Reads on both sides, writes to distinct allocations, and a barrier
// with nothing after it: all three go.
// CHECK-LABEL: func.func @erased
// CHECK-NOT: gpu.barrier
// CHECK: gpu.terminator
func.func @erased(%x: memref<64xf32>) -> (memref<64xf32>, memref<64xf32>) {
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  %b = memref.alloc() : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %x[%tx] : memref<64xf32>
    gpu.barrier
    %w = memref.load %x[%tx] : memref<64xf32>
    %s = arith.addf %v, %w : f32
    memref.store %s, %a[%tx] : memref<64xf32>
    gpu.barrier
    memref.store %s, %b[%tx] : memref<64xf32>
    gpu.barrier
    gpu.terminator
  }
  return %a, %b : memref<64xf32>, memref<64xf32>
}

// -----

// A write read by other threads after the barrier, a write to an
// argument and a read of another (they may be one buffer), and an op of
// unknown effects: kept. A barrier in a loop is kept.
// CHECK-LABEL: func.func @kept
// CHECK: memref.store
// CHECK-NEXT: gpu.barrier
// CHECK: memref.store %{{.*}}, %arg1
// CHECK-NEXT: gpu.barrier
// CHECK: scf.for
// CHECK-NEXT: gpu.barrier
// CHECK: gpu.terminator
func.func @kept(%x: memref<64xf32>, %y: memref<64xf32>) -> memref<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c63 = arith.constant 63 : index
  %c64 = arith.constant 64 : index
  %a = memref.alloc() : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c64, %sy = %c1, %sz = %c1) {
    %v = memref.load %x[%tx] : memref<64xf32>
    memref.store %v, %a[%tx] : memref<64xf32>
    gpu.barrier
    %r = arith.subi %c63, %tx : index
    %w = memref.load %a[%r] : memref<64xf32>
    memref.store %w, %y[%tx] : memref<64xf32>
    gpu.barrier
    %u = memref.load %x[%r] : memref<64xf32>
    scf.for %i = %c0 to %c1 step %c1 {
      gpu.barrier
    }
    memref.store %u, %a[%tx] : memref<64xf32>
    gpu.terminator
  }
  return %a : memref<64xf32>
}

// -----

// The same in an outlined kernel: its arguments may be one buffer.
// CHECK-LABEL: gpu.func @outlined
// CHECK: memref.store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: memref.load
// CHECK-NOT: gpu.barrier
// CHECK: gpu.return
gpu.module @kernels {
  gpu.func @outlined(%x: memref<64xf32>, %y: memref<64xf32>) kernel {
    %tx = gpu.thread_id x
    %cst = arith.constant 1.0 : f32
    memref.store %cst, %x[%tx] : memref<64xf32>
    gpu.barrier
    %v = memref.load %y[%tx] : memref<64xf32>
    gpu.barrier
    gpu.return
  }
}

// -----

// Barriers in the branches of an scf.if (the row kernels' aligned and
// unaligned paths): judged as at the top level, the accesses continuing
// before and after the scf.if. vector.load and vector.store access their
// buffer. In the then branch, the first barrier orders nothing (a read of
// %x before, a vector store to the allocation after) and goes; the second
// orders that store before a reversed read of it by other threads (after
// the scf.if) and stays. In the else branch the barrier orders the
// reversed read after the scf.if against nothing written before: erased.
// CHECK-LABEL: func.func @branches
// CHECK: scf.if
// CHECK-NEXT: vector.load
// CHECK-NEXT: vector.store
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.load
// CHECK-NEXT: }
// CHECK-NEXT: arith.subi
func.func @branches(%x: memref<64xf32>, %y: memref<64xf32>, %c: i1) -> memref<64xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c63 = arith.constant 63 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<64xf32>
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c16, %sy = %c1, %sz = %c1) {
    %base = arith.muli %tx, %c4 : index
    scf.if %c {
      gpu.barrier
      %v = vector.load %x[%base] : memref<64xf32>, vector<4xf32>
      vector.store %v, %a[%base] : memref<64xf32>, vector<4xf32>
      gpu.barrier
    } else {
      gpu.barrier
      %w = memref.load %x[%tx] : memref<64xf32>
    }
    %r = arith.subi %c63, %tx : index
    %u = memref.load %a[%r] : memref<64xf32>
    memref.store %u, %y[%tx] : memref<64xf32>
    gpu.terminator
  }
  return %a : memref<64xf32>
}
