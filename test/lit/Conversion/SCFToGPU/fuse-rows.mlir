// strata-gpu-fuse-rows: softmax over rows of 40 as convert-linalg-to-
// parallel-loops writes it (a maximum, the exponentials in place, a sum,
// the division) becomes one loop over the rows, the elementwise loops
// nested in it; strata-parallel-loops-to-gpu then runs a row per block,
// its threads sharing the nested loops' iterations: one kernel. The
// differential check runs it before and after (every thread interpreted).
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-gpu-fuse-rows))' | FileCheck %s
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=3 --pass-pipeline='builtin.module(func.func(strata-gpu-fuse-rows),func.func(strata-parallel-loops-to-gpu),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-gpu-fuse-rows),func.func(strata-parallel-loops-to-gpu))' | FileCheck %s --check-prefix=GPU

// CHECK-LABEL: func.func @softmax
// CHECK: scf.parallel (%[[I:.*]]) =
// CHECK: scf.for
// CHECK: arith.maximumf
// CHECK: scf.parallel (%[[J:.*]]) =
// CHECK: math.exp
// CHECK: scf.for
// CHECK: arith.addf
// CHECK: scf.parallel
// CHECK: arith.divf
// CHECK-NOT: scf.parallel
// CHECK: return
// GPU-LABEL: func.func @softmax
// GPU-COUNT-1: gpu.launch
// GPU-NOT: gpu.launch
// GPU: return
func.func @softmax(%x: memref<?x40xf32>) -> memref<?x40xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c40 = arith.constant 40 : index
  %n = memref.dim %x, %c0 : memref<?x40xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max = memref.alloc(%n) : memref<?x1xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %ninf, %max[%i, %c0] : memref<?x1xf32>
    scf.for %j = %c0 to %c40 step %c1 {
      %v = memref.load %x[%i, %j] : memref<?x40xf32>
      %m = memref.load %max[%i, %c0] : memref<?x1xf32>
      %r = arith.maximumf %v, %m : f32
      memref.store %r, %max[%i, %c0] : memref<?x1xf32>
    }
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c40) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<?x40xf32>
    %m = memref.load %max[%i, %c0] : memref<?x1xf32>
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    memref.store %e, %x[%i, %j] : memref<?x40xf32>
    scf.reduce
  }
  %sum = memref.alloc(%n) : memref<?x1xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %zero, %sum[%i, %c0] : memref<?x1xf32>
    scf.for %j = %c0 to %c40 step %c1 {
      %v = memref.load %x[%i, %j] : memref<?x40xf32>
      %s = memref.load %sum[%i, %c0] : memref<?x1xf32>
      %r = arith.addf %v, %s : f32
      memref.store %r, %sum[%i, %c0] : memref<?x1xf32>
    }
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c40) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<?x40xf32>
    %s = memref.load %sum[%i, %c0] : memref<?x1xf32>
    %q = arith.divf %v, %s : f32
    memref.store %q, %x[%i, %j] : memref<?x40xf32>
    scf.reduce
  }
  memref.dealloc %max : memref<?x1xf32>
  memref.dealloc %sum : memref<?x1xf32>
  return %x : memref<?x40xf32>
}

// -----

// The row at another position (a leading unit dim), a following loop
// over the rows alone (inlined).
// CHECK-LABEL: func.func @mean_then_scale
// CHECK: scf.parallel
// CHECK-NOT: scf.parallel
// CHECK: return
func.func @mean_then_scale(%x: memref<1x3x64xf32>, %mean: memref<1x3x1xf32>, %out: memref<1x3x1xf32>) -> memref<1x3x1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c64 = arith.constant 64 : index
  %zero = arith.constant 0.0 : f32
  %k = arith.constant 0.015625 : f32
  %m = memref.alloc() : memref<1x3x1xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    memref.store %zero, %m[%c0, %i, %c0] : memref<1x3x1xf32>
    scf.for %j = %c0 to %c64 step %c1 {
      %v = memref.load %x[%c0, %i, %j] : memref<1x3x64xf32>
      %a = memref.load %m[%c0, %i, %c0] : memref<1x3x1xf32>
      %r = arith.addf %v, %a : f32
      memref.store %r, %m[%c0, %i, %c0] : memref<1x3x1xf32>
    }
    scf.reduce
  }
  %o = memref.alloc() : memref<1x3x1xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %a = memref.load %m[%c0, %i, %c0] : memref<1x3x1xf32>
    %s = arith.mulf %a, %k : f32
    memref.store %s, %o[%c0, %i, %c0] : memref<1x3x1xf32>
    scf.reduce
  }
  memref.copy %o, %out : memref<1x3x1xf32> to memref<1x3x1xf32>
  memref.dealloc %m : memref<1x3x1xf32>
  memref.dealloc %o : memref<1x3x1xf32>
  return %out : memref<1x3x1xf32>
}

// -----

// The rows of an allocation seen through one reshape in every access
// (attention's scores, computed [heads*b, l, s] and normalized in place as
// [b, heads, l, s]): one loop, in place, as for the buffer itself.
// CHECK-LABEL: func.func @softmax_through_reshape
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) =
// CHECK: arith.maximumf
// CHECK: math.exp
// CHECK: arith.divf
// CHECK-NOT: scf.parallel (%{{.*}}, %{{.*}}) =
// CHECK: return
// GPU-LABEL: func.func @softmax_through_reshape
// GPU-COUNT-2: gpu.launch
// GPU-NOT: gpu.launch
// GPU: return
func.func @softmax_through_reshape(%x: memref<6x40xf32>) -> memref<6x40xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %c40 = arith.constant 40 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %s = memref.alloc() : memref<6x40xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c6, %c40) step (%c1, %c1) {
    %v = memref.load %x[%i, %j] : memref<6x40xf32>
    %d = arith.addf %v, %v : f32
    memref.store %d, %s[%i, %j] : memref<6x40xf32>
    scf.reduce
  }
  %r = memref.expand_shape %s [[0, 1], [2]] output_shape [2, 3, 40] : memref<6x40xf32> into memref<2x3x40xf32>
  %max = memref.alloc() : memref<2x3x1xf32>
  scf.parallel (%b, %h) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) {
    memref.store %ninf, %max[%b, %h, %c0] : memref<2x3x1xf32>
    scf.for %j = %c0 to %c40 step %c1 {
      %v = memref.load %r[%b, %h, %j] : memref<2x3x40xf32>
      %m = memref.load %max[%b, %h, %c0] : memref<2x3x1xf32>
      %n = arith.maximumf %v, %m : f32
      memref.store %n, %max[%b, %h, %c0] : memref<2x3x1xf32>
    }
    scf.reduce
  }
  scf.parallel (%b, %h, %j) = (%c0, %c0, %c0) to (%c2, %c3, %c40) step (%c1, %c1, %c1) {
    %v = memref.load %r[%b, %h, %j] : memref<2x3x40xf32>
    %m = memref.load %max[%b, %h, %c0] : memref<2x3x1xf32>
    %d = arith.subf %v, %m : f32
    %e = math.exp %d : f32
    memref.store %e, %r[%b, %h, %j] : memref<2x3x40xf32>
    scf.reduce
  }
  %sum = memref.alloc() : memref<2x3x1xf32>
  scf.parallel (%b, %h) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1) {
    memref.store %zero, %sum[%b, %h, %c0] : memref<2x3x1xf32>
    scf.for %j = %c0 to %c40 step %c1 {
      %v = memref.load %r[%b, %h, %j] : memref<2x3x40xf32>
      %a = memref.load %sum[%b, %h, %c0] : memref<2x3x1xf32>
      %n = arith.addf %v, %a : f32
      memref.store %n, %sum[%b, %h, %c0] : memref<2x3x1xf32>
    }
    scf.reduce
  }
  scf.parallel (%b, %h, %j) = (%c0, %c0, %c0) to (%c2, %c3, %c40) step (%c1, %c1, %c1) {
    %v = memref.load %r[%b, %h, %j] : memref<2x3x40xf32>
    %a = memref.load %sum[%b, %h, %c0] : memref<2x3x1xf32>
    %q = arith.divf %v, %a : f32
    memref.store %q, %r[%b, %h, %j] : memref<2x3x40xf32>
    scf.reduce
  }
  memref.dealloc %max : memref<2x3x1xf32>
  memref.dealloc %sum : memref<2x3x1xf32>
  return %s : memref<6x40xf32>
}

// -----

// Not fused: a short run (a thread per row does as well), other rows
// read (a row's neighbour), a view of the row loop's buffer, an
// argument written beside another argument read.
// CHECK-LABEL: func.func @kept
// CHECK-COUNT-8: scf.parallel
func.func @kept(%x: memref<4x40xf32>, %y: memref<4x40xf32>, %s: memref<4x8xf32>) -> (memref<4x40xf32>, memref<4x40xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %c40 = arith.constant 40 : index
  %zero = arith.constant 0.0 : f32
  %t = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %zero, %t[%i] : memref<4xf32>
    scf.for %j = %c0 to %c8 step %c1 {
      %v = memref.load %s[%i, %j] : memref<4x8xf32>
      %a = memref.load %t[%i] : memref<4xf32>
      %r = arith.addf %v, %a : f32
      memref.store %r, %t[%i] : memref<4xf32>
    }
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c8) step (%c1, %c1) {
    %a = memref.load %t[%i] : memref<4xf32>
    memref.store %a, %s[%i, %j] : memref<4x8xf32>
    scf.reduce
  }
  %u = memref.alloc() : memref<4xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %zero, %u[%i] : memref<4xf32>
    scf.for %j = %c0 to %c40 step %c1 {
      %v = memref.load %x[%i, %j] : memref<4x40xf32>
      %a = memref.load %u[%i] : memref<4xf32>
      %r = arith.addf %v, %a : f32
      memref.store %r, %u[%i] : memref<4xf32>
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    %i1 = arith.addi %i, %c1 : index
    %a = memref.load %u[%i1] : memref<4xf32>
    memref.store %a, %u[%i] : memref<4xf32>
    scf.reduce
  }
  %w = memref.alloc() : memref<4x1xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %zero, %w[%i, %c0] : memref<4x1xf32>
    scf.for %j = %c0 to %c40 step %c1 {
      %v = memref.load %x[%i, %j] : memref<4x40xf32>
      %a = memref.load %w[%i, %c0] : memref<4x1xf32>
      %r = arith.addf %v, %a : f32
      memref.store %r, %w[%i, %c0] : memref<4x1xf32>
    }
    scf.reduce
  }
  %wv = memref.collapse_shape %w [[0, 1]] : memref<4x1xf32> into memref<4xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c40) step (%c1, %c1) {
    %a = memref.load %wv[%i] : memref<4xf32>
    memref.store %a, %x[%i, %j] : memref<4x40xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %zero, %u[%i] : memref<4xf32>
    scf.for %j = %c0 to %c40 step %c1 {
      %v = memref.load %x[%i, %j] : memref<4x40xf32>
      %a = memref.load %u[%i] : memref<4xf32>
      %r = arith.addf %v, %a : f32
      memref.store %r, %u[%i] : memref<4xf32>
    }
    scf.reduce
  }
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c40) step (%c1, %c1) {
    %a = memref.load %u[%i] : memref<4xf32>
    %v = memref.load %x[%i, %j] : memref<4x40xf32>
    %r = arith.subf %v, %a : f32
    memref.store %r, %y[%i, %j] : memref<4x40xf32>
    scf.reduce
  }
  memref.dealloc %t : memref<4xf32>
  memref.dealloc %u : memref<4xf32>
  memref.dealloc %w : memref<4x1xf32>
  return %x, %y : memref<4x40xf32>, memref<4x40xf32>
}
