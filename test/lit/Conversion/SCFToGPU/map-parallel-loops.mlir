// upstream MLIR's gpu-map-parallel-loops: the same mapping attributes as
// mlir-opt-22 --gpu-map-parallel-loops prints for this file.
// RUN: strata-opt %s --gpu-map-parallel-loops | FileCheck %s
// RUN: strata-opt %s --gpu-map-parallel-loops=mapping-policy=innermost-first | FileCheck %s --check-prefix=INNER
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(gpu-map-parallel-loops{mapping-policy=innermost-first}))' | FileCheck %s --check-prefix=INNER

// Three levels: blocks, threads, then sequential.
// CHECK-LABEL: func.func @nested
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// INNER-LABEL: func.func @nested
// INNER: } {mapping = [#gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// INNER: } {mapping = [#gpu.loop_dim_map<processor = thread_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// INNER: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
func.func @nested(%m: memref<8x16xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %c16 = arith.constant 16 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c2) {
    scf.parallel (%j, %k) = (%c0, %c1) to (%c16, %c2) step (%c1, %c1) {
      scf.parallel (%l) = (%c0) to (%c2) step (%c1) {
        memref.store %f, %m[%i, %j] : memref<8x16xf32>
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return
}

// Dimensions past the third are sequential; each outermost loop starts at
// the blocks again.
// CHECK-LABEL: func.func @four_d
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_z, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// INNER-LABEL: func.func @four_d
// INNER: } {mapping = [#gpu.loop_dim_map<processor = block_z, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_y, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, #gpu.loop_dim_map<processor = sequential, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// INNER: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
func.func @four_d(%m: memref<2x3x4x5xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.parallel (%i, %j, %k, %l) = (%c0, %c0, %c0, %c0) to (%c2, %c3, %c4, %c5) step (%c1, %c1, %c1, %c1) {
    memref.store %f, %m[%i, %j, %k, %l] : memref<2x3x4x5xf32>
    scf.reduce
  }
  scf.parallel (%i) = (%c0) to (%c2) step (%c1) {
    scf.reduce
  }
  return
}

// A loop that already has a mapping is left alone, with the loops in it; a
// loop under other control flow in a parallel loop is not mapped, one under
// host control flow is outermost.
// CHECK-LABEL: func.func @premapped
// CHECK: scf.parallel
// CHECK: scf.parallel
// CHECK-NOT: mapping
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.for
// CHECK: scf.parallel
// CHECK: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
// CHECK: scf.parallel
// CHECK: scf.for
// CHECK: scf.parallel
// CHECK: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: } {mapping = [#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
func.func @premapped(%m: memref<8xf32>, %f: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      memref.store %f, %m[%j] : memref<8xf32>
      scf.reduce
    }
    scf.reduce
  } {mapping = [#gpu.loop_dim_map<processor = thread_x, map = (d0) -> (d0), bound = (d0) -> (d0)>]}
  scf.for %k = %c0 to %n step %c1 {
    scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
      scf.reduce
    }
  }
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    scf.for %k = %c0 to %c8 step %c1 {
      scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
        memref.store %f, %m[%j] : memref<8xf32>
        scf.reduce
      }
    }
    scf.reduce
  }
  return
}

// A rank-0 loop (which Strata accepts and upstream's verifier does not) gets
// an empty mapping.
// CHECK-LABEL: func.func @rank0
// CHECK: } {mapping = []}
func.func @rank0(%m: memref<f32>, %f: f32) {
  scf.parallel () = () to () step () {
    memref.store %f, %m[] : memref<f32>
    scf.reduce
  }
  return
}
