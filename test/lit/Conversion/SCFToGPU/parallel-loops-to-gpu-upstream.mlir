// upstream MLIR's convert-parallel-loops-to-gpu after gpu-map-parallel-loops: the
// output matches mlir-opt-22's on the same input except that upstream leaves an
// SCFToGPU_visited attribute on each launch, and here a launch of dynamic size runs
// under an scf.if that its sizes are positive (a launch of constant size zero is
// dropped). Each lowering is also run by the interpreter on random inputs
// (--strata-diff-check), with dynamic dimensions of 3, 5 and 0.
// RUN: strata-opt %s --gpu-map-parallel-loops --convert-parallel-loops-to-gpu | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --gpu-map-parallel-loops --convert-parallel-loops-to-gpu --gpu-kernel-outlining | FileCheck %s --check-prefix=DIFF
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=5 --strata-diff-check-seed=7 --gpu-map-parallel-loops --convert-parallel-loops-to-gpu --gpu-kernel-outlining | FileCheck %s --check-prefix=DIFF
// RUN: strata-opt %s --strata-diff-check --strata-diff-check-dim=0 --gpu-map-parallel-loops --convert-parallel-loops-to-gpu --gpu-kernel-outlining | FileCheck %s --check-prefix=DIFF

// CHECK-DAG: #[[TRIP:.*]] = affine_map<(d0)[s0, s1] -> ((d0 - s0) ceildiv s1)>
// CHECK-DAG: #[[ID:.*]] = affine_map<(d0)[s0, s1] -> (d0 * s0 + s1)>
// DIFF: gpu.container_module
// DIFF-COUNT-6: gpu.module @

// A 2-D loop with lower bounds and steps other than 0 and 1: block_x and
// block_y, one thread per block.
// CHECK-LABEL: func.func @static_2d
// CHECK-SAME: (%[[IN:.*]]: memref<9x16xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG: %[[C9:.*]] = arith.constant 9 : index
// CHECK-DAG: %[[C16:.*]] = arith.constant 16 : index
// CHECK: memref.copy
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: %[[NI:.*]] = affine.apply #[[TRIP]](%[[C9]])[%[[C1]], %[[C2]]]
// CHECK: %[[NJ:.*]] = affine.apply #[[TRIP]](%[[C16]])[%[[C0]], %[[C3]]]
// CHECK: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %{{.*}}) in (%{{.*}} = %[[NI]], %{{.*}} = %[[NJ]], %{{.*}} = %[[ONE]]) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) {
// CHECK: %[[I:.*]] = affine.apply #[[ID]](%[[BX]])[%[[C2]], %[[C1]]]
// CHECK: %[[J:.*]] = affine.apply #[[ID]](%[[BY]])[%[[C3]], %[[C0]]]
// CHECK: memref.load %[[IN]][%[[I]], %[[J]]]
// CHECK: gpu.terminator
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @static_2d(%in: memref<9x16xf32>) -> memref<9x16xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c9 = arith.constant 9 : index
  %c16 = arith.constant 16 : index
  %out = memref.alloc() : memref<9x16xf32>
  memref.copy %in, %out : memref<9x16xf32> to memref<9x16xf32>
  scf.parallel (%i, %j) = (%c1, %c0) to (%c9, %c16) step (%c2, %c3) {
    %v = memref.load %in[%i, %j] : memref<9x16xf32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %out[%i, %j] : memref<9x16xf32>
    scf.reduce
  }
  return %out : memref<9x16xf32>
}

// Nested loops: the outer one on blocks, the inner one on threads; a third
// level runs as an scf.for in each thread.
// CHECK-LABEL: func.func @nested
// CHECK: memref.alloc()
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK: %[[NI:.*]] = affine.apply #[[TRIP]](%[[C4:.*]])[%[[C0:.*]], %[[C1:.*]]]
// CHECK: %[[NJ:.*]] = affine.apply #[[TRIP]](%[[C8:.*]])[%[[C0]], %[[C1]]]
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[NI]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[NJ]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) {
// CHECK: %[[I:.*]] = affine.apply #[[ID]](%[[BX]])[%[[C1]], %[[C0]]]
// CHECK: arith.index_cast %[[I]]
// CHECK: arith.sitofp
// CHECK: %[[J:.*]] = affine.apply #[[ID]](%[[TX]])[%[[C1]], %[[C0]]]
// CHECK: scf.for %[[K:.*]] = %[[C0]] to %{{.*}} step %[[C1]] {
// CHECK: memref.load %{{.*}}[%[[I]], %[[J]], %[[K]]]
// CHECK: scf.if
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]]
// CHECK: gpu.terminator
func.func @nested(%in: memref<4x8x3xf32>) -> memref<4x8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %out = memref.alloc() : memref<4x8xf32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %fi = arith.index_cast %i : index to i32
    %bias = arith.sitofp %fi : i32 to f32
    scf.parallel (%j) = (%c0) to (%c8) step (%c1) {
      scf.parallel (%k) = (%c0) to (%c3) step (%c1) {
        %v = memref.load %in[%i, %j, %k] : memref<4x8x3xf32>
        %w = arith.addf %v, %bias : f32
        %e = arith.cmpi eq, %k, %c0 : index
        scf.if %e {
          memref.store %w, %out[%i, %j] : memref<4x8xf32>
        }
        scf.reduce
      }
      scf.reduce
    }
    scf.reduce
  }
  return %out : memref<4x8xf32>
}

// A 4-D loop: three block dimensions, the fourth sequential.
// CHECK-LABEL: func.func @four_d
// CHECK: %[[N0:.*]] = affine.apply #[[TRIP]]
// CHECK: %[[N1:.*]] = affine.apply #[[TRIP]]
// CHECK: %[[N2:.*]] = affine.apply #[[TRIP]]
// CHECK: gpu.launch blocks(%[[BX:.*]], %[[BY:.*]], %[[BZ:.*]]) in (%{{.*}} = %[[N0]], %{{.*}} = %[[N1]], %{{.*}} = %[[N2]]) threads
// CHECK: %[[I:.*]] = affine.apply #[[ID]](%[[BX]])
// CHECK: %[[J:.*]] = affine.apply #[[ID]](%[[BY]])
// CHECK: %[[K:.*]] = affine.apply #[[ID]](%[[BZ]])
// CHECK: scf.for %[[L:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK: memref.load %{{.*}}[%[[I]], %[[J]], %[[K]], %[[L]]]
// CHECK: gpu.terminator
func.func @four_d(%in: memref<2x3x4x5xf32>) -> memref<2x3x4x5xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %out = memref.alloc() : memref<2x3x4x5xf32>
  scf.parallel (%i, %j, %k, %l) = (%c0, %c0, %c0, %c0) to (%c2, %c3, %c4, %c5) step (%c1, %c1, %c1, %c1) {
    %v = memref.load %in[%i, %j, %k, %l] : memref<2x3x4x5xf32>
    %w = arith.mulf %v, %v : f32
    memref.store %w, %out[%i, %j, %k, %l] : memref<2x3x4x5xf32>
    scf.reduce
  }
  return %out : memref<2x3x4x5xf32>
}

// Dynamic bounds: the launch sizes are computed on the host, and the launch
// runs only when they are positive.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[N:.*]] = memref.dim
// CHECK: %[[M:.*]] = memref.dim
// CHECK: %[[NI:.*]] = affine.apply #[[TRIP]](%[[N]])
// CHECK: %[[NJ:.*]] = affine.apply #[[TRIP]](%[[M]])
// CHECK: %[[Z:.*]] = arith.constant 0 : index
// CHECK: %[[P0:.*]] = arith.cmpi sgt, %[[NI]], %[[Z]] : index
// CHECK: %[[P1:.*]] = arith.cmpi sgt, %[[NJ]], %[[Z]] : index
// CHECK: %[[P:.*]] = arith.andi %[[P0]], %[[P1]] : i1
// CHECK: scf.if %[[P]] {
// CHECK: gpu.launch blocks({{.*}}) in (%{{.*}} = %[[NI]], {{.*}} threads({{.*}}) in (%{{.*}} = %[[NJ]],
// CHECK: arith.negf
func.func @dynamic(%in: memref<?x?xf32>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %in, %c0 : memref<?x?xf32>
  %m = memref.dim %in, %c1 : memref<?x?xf32>
  %out = memref.alloc(%n, %m) : memref<?x?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%m) step (%c1) {
      %v = memref.load %in[%i, %j] : memref<?x?xf32>
      %w = arith.negf %v : f32
      memref.store %w, %out[%i, %j] : memref<?x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return %out : memref<?x?xf32>
}

// A tiled loop: the inner bound depends on the outer iv, so the thread
// count is affine.min's constant and ids past the tile are skipped.
// CHECK-LABEL: func.func @tiled
// CHECK: %[[N:.*]] = memref.dim
// CHECK: %[[NI:.*]] = affine.apply #[[TRIP]](%[[N]])[%{{.*}}, %[[C2:.*]]]
// CHECK: %[[TILE:.*]] = arith.constant 2 : index
// CHECK: %[[NJ:.*]] = affine.apply #[[TRIP]](%[[TILE]])
// CHECK: scf.if
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[NI]], {{.*}} threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[NJ]],
// CHECK: %[[I:.*]] = affine.apply #[[ID]](%[[BX]])[%[[C2]], %{{.*}}]
// CHECK: %[[UB:.*]] = affine.min #{{.*}}(%[[I]])[%[[N]]]
// CHECK: %[[J:.*]] = affine.apply #[[ID]](%[[TX]])
// CHECK: %[[IN:.*]] = arith.cmpi slt, %[[J]], %[[UB]] : index
// CHECK: scf.if %[[IN]] {
// CHECK: arith.addi %[[I]], %[[J]] : index
// CHECK: memref.store
func.func @tiled(%in: memref<?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = memref.dim %in, %c0 : memref<?xf32>
  %out = memref.alloc(%n) : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c2) {
    %ub = affine.min affine_map<(d0)[s0] -> (2, s0 - d0)>(%i)[%n]
    scf.parallel (%j) = (%c0) to (%ub) step (%c1) {
      %x = arith.addi %i, %j : index
      %v = memref.load %in[%x] : memref<?xf32>
      %w = arith.mulf %v, %v : f32
      memref.store %w, %out[%x] : memref<?xf32>
      scf.reduce
    }
    scf.reduce
  }
  return %out : memref<?xf32>
}

// A loop of no iterations launches nothing; a rank-0 loop (Strata accepts
// it, upstream's verifier does not) is a launch of one thread.
// CHECK-LABEL: func.func @empty_and_rank0
// CHECK-NOT: arith.constant 0.0
// CHECK: memref.alloc()
// CHECK-NEXT: %[[ONE:.*]] = arith.constant 1 : index
// CHECK-NEXT: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) {
// CHECK-NEXT: memref.load
// CHECK-NEXT: arith.addf
// CHECK-NEXT: memref.store
// CHECK-NEXT: gpu.terminator
func.func @empty_and_rank0(%in: memref<f32>) -> memref<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %out = memref.alloc() : memref<f32>
  scf.parallel (%i) = (%c1) to (%c0) step (%c1) {
    %z = arith.constant 0.0 : f32
    memref.store %z, %out[] : memref<f32>
    scf.reduce
  }
  scf.parallel () = () to () step () {
    %v = memref.load %in[] : memref<f32>
    %w = arith.addf %v, %v : f32
    memref.store %w, %out[] : memref<f32>
    scf.reduce
  }
  return %out : memref<f32>
}
