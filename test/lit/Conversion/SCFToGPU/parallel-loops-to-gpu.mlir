// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{vector-width=1}))' | FileCheck %s
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=32 vector-width=1}))' | FileCheck %s --check-prefix=BS32

// A static 2-D parallel loop: one launch over its 4x64 iterations,
// linearized row-major (the innermost dimension fastest).
// CHECK-LABEL: func.func @static_2d
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C256:.*]] = arith.constant 256 : index
// CHECK-DAG: %[[C64:.*]] = arith.constant 64 : index
// CHECK: gpu.launch blocks(%[[BX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C1]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) threads(%[[TX:.*]], %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C256]], %{{.*}} = %[[C1]], %{{.*}} = %[[C1]]) {
// CHECK: %[[M:.*]] = arith.muli %[[BX]], %{{.*}} : index
// CHECK: %[[L:.*]] = arith.addi %[[M]], %[[TX]] : index
// CHECK: %[[IN:.*]] = arith.cmpi ult, %[[L]], %[[C256]] : index
// CHECK: scf.if %[[IN]] {
// Under 2^31 iterations in all, the position is divided on 32 bits.
// CHECK: %[[L32:.*]] = arith.index_cast %[[L]] : index to i32
// CHECK: %[[C64I:.*]] = arith.constant 64 : i32
// CHECK: %[[J32:.*]] = arith.remui %[[L32]], %[[C64I]] : i32
// CHECK: %[[I32:.*]] = arith.divui %[[L32]], %[[C64I]] : i32
// CHECK: %[[J:.*]] = arith.index_castui %[[J32]] : i32 to index
// CHECK: %[[I:.*]] = arith.index_castui %[[I32]] : i32 to index
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I]], %[[J]]] : memref<4x64xf32>
// CHECK: gpu.terminator
// BS32-LABEL: func.func @static_2d
// BS32-DAG: %[[C8:.*]] = arith.constant 8 : index
// BS32-DAG: %[[C32:.*]] = arith.constant 32 : index
// BS32: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C8]], {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C32]],
func.func @static_2d(%m: memref<4x64xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c64 = arith.constant 64 : index
  scf.parallel (%i, %j) = (%c0, %c0) to (%c4, %c64) step (%c1, %c1) {
    memref.store %f, %m[%i, %j] : memref<4x64xf32>
    scf.reduce
  }
  return
}

// -----

// Fewer iterations than a block: the block is the trip count.
// CHECK-LABEL: func.func @small
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C3:.*]] = arith.constant 3 : index
// CHECK: gpu.launch {{.*}} threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[C3]],
// CHECK: scf.if
// CHECK: %[[I:.*]] = arith.muli %{{.*}}, %[[C2]] : index
// CHECK: memref.store %{{.*}}, %{{.*}}[%[[I]]] : memref<6xf32>
func.func @small(%m: memref<6xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c6 = arith.constant 6 : index
  scf.parallel (%i) = (%c0) to (%c6) step (%c2) {
    memref.store %f, %m[%i] : memref<6xf32>
    scf.reduce
  }
  return
}

// -----

// Dynamic bounds: the trip count is computed on the host, and a loop of no
// iterations launches nothing.
// CHECK-LABEL: func.func @dynamic
// CHECK: %[[SPAN:.*]] = arith.subi %{{.*}}, %{{.*}} : index
// CHECK: %[[POS:.*]] = arith.maxsi %[[SPAN]], %{{.*}} : index
// CHECK: %[[N:.*]] = arith.ceildivui %[[POS]], %{{.*}} : index
// CHECK: %[[NZ:.*]] = arith.cmpi ugt, %[[N]], %{{.*}} : index
// CHECK: scf.if %[[NZ]] {
// CHECK: gpu.launch
// CHECK: arith.muli %{{.*}}, %{{.*}} : index
// CHECK: arith.addi %{{.*}}, %{{.*}} : index
func.func @dynamic(%m: memref<?xf32>, %f: f32, %lb: index, %ub: index) {
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%lb) to (%ub) step (%c1) {
    memref.store %f, %m[%i] : memref<?xf32>
    scf.reduce
  }
  return
}

// -----

// A loop of no iterations is dropped.
// CHECK-LABEL: func.func @empty
// CHECK-NOT: gpu.launch
func.func @empty(%m: memref<0xf32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c0) step (%c1) {
    memref.store %f, %m[%i] : memref<0xf32>
    scf.reduce
  }
  return
}

// -----

// memref.copy becomes a launch over the copied elements; rank 0 is one thread.
// CHECK-LABEL: func.func @copies
// CHECK-NOT: memref.copy
// CHECK: memref.dim
// CHECK: gpu.launch
// CHECK: memref.load %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x8xf32>
// CHECK: memref.store %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] : memref<?x8xf32>
// CHECK: gpu.launch
// CHECK: memref.load %{{.*}}[] : memref<f32>
func.func @copies(%a: memref<?x8xf32>, %b: memref<?x8xf32>, %s: memref<f32>, %t: memref<f32>) {
  memref.copy %a, %b : memref<?x8xf32> to memref<?x8xf32>
  memref.copy %s, %t : memref<f32> to memref<f32>
  return
}

// -----

// A reduction's loop nest outside any parallel loop runs as one thread;
// host control flow around parallel loops stays on the host.
// CHECK-LABEL: func.func @host_loops
// CHECK: gpu.launch blocks(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ONE:[^,]*]], %{{.*}} = %{{.*}}, %{{.*}} = %{{.*}}) threads(%{{.*}}, %{{.*}}, %{{.*}}) in (%{{.*}} = %[[ONE]],
// CHECK-NEXT: scf.for
// CHECK: gpu.terminator
// CHECK: scf.for
// CHECK: gpu.launch
func.func @host_loops(%m: memref<8xf32>, %acc: memref<f32>, %f: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %x = memref.load %m[%i] : memref<8xf32>
    %a = memref.load %acc[] : memref<f32>
    %s = arith.addf %x, %a : f32
    memref.store %s, %acc[] : memref<f32>
  }
  scf.for %k = %c0 to %c8 step %c1 {
    scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
      memref.store %f, %m[%i] : memref<8xf32>
      scf.reduce
    }
  }
  return
}

// -----

// A rank-0 op lowers to straight-line code on the host: the load, the
// arithmetic on what it loaded and the store run together as one thread;
// a pure op that does not depend on the load stays on the host.
// CHECK-LABEL: func.func @rank0
// CHECK: %[[OUT:.*]] = memref.alloc() : memref<f32>
// CHECK: %[[C:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: gpu.launch
// CHECK-NEXT: %[[X:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK-NEXT: %[[A:.*]] = math.absf %[[X]] : f32
// CHECK-NEXT: %[[M:.*]] = arith.mulf %[[A]], %[[C]] : f32
// CHECK-NEXT: memref.store %[[M]], %[[OUT]][] : memref<f32>
// CHECK-NEXT: gpu.terminator
// CHECK: return %[[OUT]]
func.func @rank0(%in: memref<f32>) -> memref<f32> {
  %out = memref.alloc() : memref<f32>
  %x = memref.load %in[] : memref<f32>
  %a = math.absf %x : f32
  %c = arith.constant 2.0 : f32
  %m = arith.mulf %a, %c : f32
  memref.store %m, %out[] : memref<f32>
  return %out : memref<f32>
}

// -----

// A launch an earlier mapping guarded with a size check stays as it is,
// inside its host scf.if; it is not wrapped in another launch.
// CHECK-LABEL: func.func @guarded_launch
// CHECK: scf.if
// CHECK-NEXT: gpu.launch
// CHECK-NOT: gpu.launch
// CHECK: return
func.func @guarded_launch(%m: memref<?xf32>, %f: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ok = arith.cmpi ugt, %n, %c0 : index
  scf.if %ok {
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      memref.store %f, %m[%bx] : memref<?xf32>
      gpu.terminator
    }
  }
  return
}
