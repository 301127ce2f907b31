// A parallel loop of rows, each accumulating a long run (a reduction as
// convert-linalg-to-parallel-loops writes it), runs a block per row: the
// block's threads take every block-size'th element, combine their partial
// values with gpu.all_reduce (warp shuffles, then the warps' values: one
// barrier), or as a tree in workgroup memory in blocks smaller than a
// warp, and thread 0 combines the total with the accumulator; a store
// before (a fused zeroing) is thread 0's, with a barrier after. The
// differential check interprets every thread; the sums are
// reassociated, so it allows float rounding.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu))' | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=70 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=1 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=300 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=100}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=70 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=16}),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=16}))' | FileCheck %s --check-prefix=TREE

// 3 rows of 100: blocks of 32 threads (the largest power of two whose
// threads each take at least 8 of the row; a warp at least), the partial
// sums added by gpu.all_reduce; with blocks of 16 threads, a
// tree of 4 steps in workgroup memory.
// CHECK-LABEL: func.func @row_sums
// CHECK: gpu.launch blocks({{.*}}) in ({{.*}} = %c3{{.*}}) threads({{.*}}) in ({{.*}} = %c32{{.*}}) {
// CHECK: %[[FIRST:.*]] = arith.cmpi eq, %{{.*}}, %c0
// CHECK: scf.if %[[FIRST]] {
// CHECK-NEXT: memref.store
// CHECK: gpu.barrier
// CHECK: arith.constant -0.000000e+00 : f32
// CHECK: %[[PART:.*]] = scf.for {{.*}} iter_args
// CHECK: %[[TOTAL:.*]] = gpu.all_reduce add %[[PART]] uniform {
// CHECK: } : (f32) -> f32
// Every thread has the total and the zero stored before: the new value
// needs no load, and thread 0 stores it.
// CHECK-NOT: gpu.barrier
// CHECK: %[[NEW:.*]] = arith.addf %[[TOTAL]]
// CHECK-NEXT: scf.if %[[FIRST]] {
// CHECK-NEXT: memref.store %[[NEW]]
// CHECK: gpu.barrier
// CHECK: gpu.terminator
// TREE-LABEL: func.func @row_sums
// TREE: gpu.launch {{.*}} threads({{.*}}) in ({{.*}} = %c16{{.*}}) workgroup(%[[BUF:.*]] : memref<16xf32, #gpu.address_space<workgroup>>)
// TREE: memref.store %{{.*}}, %[[BUF]]
// TREE-COUNT-5: gpu.barrier
// TREE: memref.load %[[BUF]][%c0
// TREE-NOT: gpu.all_reduce
// TREE: gpu.terminator
func.func @row_sums(%x: memref<3x100xf32>, %acc: memref<3xf32>) -> memref<3xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    memref.store %zero, %acc[%i] : memref<3xf32>
    scf.for %j = %c0 to %c100 step %c1 {
      %v = memref.load %x[%i, %j] : memref<3x100xf32>
      %e = math.exp %v : f32
      %a = memref.load %acc[%i] : memref<3xf32>
      %s = arith.addf %e, %a : f32
      memref.store %s, %acc[%i] : memref<3xf32>
    }
    scf.reduce
  }
  return %acc : memref<3xf32>
}

// Two accumulations in a row (a mean, then what reads it), rows of dynamic
// length, a 2-D row space, and integers (a maximum); then a short static
// row and a loop that is no accumulation, left to a thread per iteration.
// CHECK-LABEL: func.func @norm_like
// CHECK: gpu.launch {{.*}} in ({{.*}} = %c256{{.*}}) {
// CHECK: gpu.all_reduce add
// CHECK: gpu.all_reduce add
// CHECK: gpu.launch {{.*}} in ({{.*}} = %c256{{.*}}) {
// CHECK: arith.constant -2147483648 : i32
// CHECK: gpu.all_reduce maxsi
// CHECK: gpu.launch
// CHECK-NOT: workgroup
// CHECK: gpu.launch
// CHECK-NOT: workgroup
// CHECK: return
func.func @norm_like(%x: memref<2x2x?xf32>, %mean: memref<2x2xf32>, %var: memref<2x2xf32>, %k: memref<5x?xi32>, %m: memref<5xi32>, %s: memref<4x8xf32>, %t: memref<4xf32>) -> (memref<2x2xf32>, memref<2x2xf32>, memref<5xi32>, memref<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %n = memref.dim %x, %c2 : memref<2x2x?xf32>
  %zero = arith.constant 0.0 : f32
  scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) {
    memref.store %zero, %mean[%i, %j] : memref<2x2xf32>
    scf.for %l = %c0 to %n step %c1 {
      %v = memref.load %x[%i, %j, %l] : memref<2x2x?xf32>
      %a = memref.load %mean[%i, %j] : memref<2x2xf32>
      %r = arith.addf %a, %v : f32
      memref.store %r, %mean[%i, %j] : memref<2x2xf32>
    }
    memref.store %zero, %var[%i, %j] : memref<2x2xf32>
    scf.for %l = %c0 to %n step %c1 {
      %v = memref.load %x[%i, %j, %l] : memref<2x2x?xf32>
      %mu = memref.load %mean[%i, %j] : memref<2x2xf32>
      %d = arith.subf %v, %mu : f32
      %sq = arith.mulf %d, %d : f32
      %a = memref.load %var[%i, %j] : memref<2x2xf32>
      %r = arith.addf %sq, %a : f32
      memref.store %r, %var[%i, %j] : memref<2x2xf32>
    }
    scf.reduce
  }
  %nk = memref.dim %k, %c1 : memref<5x?xi32>
  %low = arith.constant -7 : i32
  scf.parallel (%i) = (%c0) to (%c5) step (%c1) {
    memref.store %low, %m[%i] : memref<5xi32>
    scf.for %l = %c0 to %nk step %c1 {
      %v = memref.load %k[%i, %l] : memref<5x?xi32>
      %a = memref.load %m[%i] : memref<5xi32>
      %r = arith.maxsi %v, %a : i32
      memref.store %r, %m[%i] : memref<5xi32>
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    memref.store %zero, %t[%i] : memref<4xf32>
    scf.for %l = %c0 to %c8 step %c1 {
      %v = memref.load %s[%i, %l] : memref<4x8xf32>
      %a = memref.load %t[%i] : memref<4xf32>
      %r = arith.addf %v, %a : f32
      memref.store %r, %t[%i] : memref<4xf32>
    }
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    scf.for %l = %c1 to %c8 step %c1 {
      %p = arith.subi %l, %c1 : index
      %v = memref.load %s[%i, %p] : memref<4x8xf32>
      memref.store %v, %s[%i, %l] : memref<4x8xf32>
    }
    scf.reduce
  }
  return %mean, %var, %m, %t : memref<2x2xf32>, memref<2x2xf32>, memref<5xi32>, memref<4xf32>
}
