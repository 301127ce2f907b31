// A thread's share of a row of at most sixteen elements per pass is
// unrolled completely, and what every thread of the row's block holds is
// used instead of reloading it: the elements a pass loaded (of buffers the
// row does not write), and the statistics every thread computed
// (gpu.all_reduce is uniform) or stored. A softmax then reads its row
// once, as a persistent reduction does, and after gpu-eliminate-barriers
// no barrier is left (the statistics' buffers are no longer read). A row
// whose input is written in place keeps the output pass's loads of it;
// a row of dynamic length keeps its loops, but still reads its maximum
// from the registers. With vector-width (4 by default) a thread takes its
// elements in runs of four, thread t the run at 4t of each chunk of
// 4*128: each run's loads are one vector.load and a shared loop's stores
// one vector.store, where the kernel finds the buffers aligned; the row
// as before otherwise.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=128 vector-width=1}))' | FileCheck %s
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=128 vector-width=1}),canonicalize,func.func(gpu-eliminate-barriers))' | FileCheck %s --check-prefix=BARRIERS
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=128}),canonicalize,func.func(gpu-eliminate-barriers))' | FileCheck %s --check-prefix=VEC
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=300 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=128 vector-width=1}),func.func(gpu-eliminate-barriers),gpu-kernel-outlining)' > /dev/null
// RUN: strata-opt %s -split-input-file --strata-diff-check --strata-diff-check-dim=300 --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu{block-size=128}),func.func(gpu-eliminate-barriers),gpu-kernel-outlining)' > /dev/null

// CHECK-LABEL: func.func @softmax
// CHECK-NOT: scf.for
// CHECK-COUNT-4: memref.load %arg0
// CHECK: %[[MAX:.*]] = gpu.all_reduce maximumf
// CHECK: %[[ROWMAX:.*]] = arith.maximumf %[[MAX]], %cst
// CHECK-NOT: memref.load
// CHECK: arith.subf %{{.*}}, %[[ROWMAX]]
// CHECK-NOT: memref.load
// CHECK: %[[SUM:.*]] = gpu.all_reduce add
// CHECK-NOT: memref.load
// CHECK: arith.divf
// CHECK-NOT: memref.load
// CHECK: gpu.terminator
// BARRIERS-LABEL: func.func @softmax
// BARRIERS-NOT: gpu.barrier
// BARRIERS: gpu.terminator
// VEC-LABEL: func.func @softmax
// VEC-NOT: gpu.barrier
// VEC: %[[ALIGNED:.*]] = arith.cmpi eq
// VEC: scf.if %[[ALIGNED]] {
// VEC: %[[START:.*]] = arith.muli %{{.*}}, %c4 : index
// VEC: %[[X:.*]] = vector.load %arg0[%{{.*}}, %[[START]]] {alignment = 16 : i64} : memref<3x512xf32>, vector<4xf32>
// VEC-COUNT-4: vector.extract %[[X]]
// VEC: gpu.all_reduce maximumf
// VEC-NOT: memref.load
// VEC: gpu.all_reduce add
// VEC-COUNT-4: arith.divf
// VEC: %[[Y:.*]] = vector.from_elements
// VEC: vector.store %[[Y]], %{{.*}}[%{{.*}}, %[[START]]] {alignment = 16 : i64} : memref<3x512xf32>, vector<4xf32>
// VEC: } else {
// VEC-COUNT-4: memref.load %arg0
// VEC: gpu.all_reduce maximumf
// VEC-COUNT-4: memref.store
// VEC: }
// VEC-NOT: gpu.barrier
// VEC: gpu.terminator
func.func @softmax(%x: memref<3x512xf32>) -> memref<3x512xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c512 = arith.constant 512 : index
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0.0 : f32
  %max = memref.alloc() : memref<3xf32>
  %sum = memref.alloc() : memref<3xf32>
  %out = memref.alloc() : memref<3x512xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    memref.store %ninf, %max[%i] : memref<3xf32>
    scf.for %j = %c0 to %c512 step %c1 {
      %v = memref.load %x[%i, %j] : memref<3x512xf32>
      %a = memref.load %max[%i] : memref<3xf32>
      %m = arith.maximumf %v, %a : f32
      memref.store %m, %max[%i] : memref<3xf32>
    }
    memref.store %zero, %sum[%i] : memref<3xf32>
    scf.for %j = %c0 to %c512 step %c1 {
      %v = memref.load %x[%i, %j] : memref<3x512xf32>
      %mx = memref.load %max[%i] : memref<3xf32>
      %d = arith.subf %v, %mx : f32
      %e = math.exp %d : f32
      %a = memref.load %sum[%i] : memref<3xf32>
      %s = arith.addf %e, %a : f32
      memref.store %s, %sum[%i] : memref<3xf32>
    }
    scf.parallel (%j) = (%c0) to (%c512) step (%c1) {
      %v = memref.load %x[%i, %j] : memref<3x512xf32>
      %mx = memref.load %max[%i] : memref<3xf32>
      %s = memref.load %sum[%i] : memref<3xf32>
      %d = arith.subf %v, %mx : f32
      %e = math.exp %d : f32
      %r = arith.divf %e, %s : f32
      memref.store %r, %out[%i, %j] : memref<3x512xf32>
      scf.reduce
    }
    scf.reduce
  }
  memref.dealloc %max : memref<3xf32>
  memref.dealloc %sum : memref<3xf32>
  return %out : memref<3x512xf32>
}

// -----

// CHECK-LABEL: func.func @in_place
// CHECK: gpu.all_reduce maximumf
// CHECK-COUNT-4: memref.load %arg0
// CHECK: gpu.terminator
// BARRIERS-LABEL: func.func @in_place
// BARRIERS: gpu.all_reduce
// BARRIERS: gpu.barrier
// BARRIERS: gpu.terminator
func.func @in_place(%x: memref<3x512xf32>) -> memref<3x512xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c512 = arith.constant 512 : index
  %ninf = arith.constant 0xFF800000 : f32
  %max = memref.alloc() : memref<3xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    memref.store %ninf, %max[%i] : memref<3xf32>
    scf.for %j = %c0 to %c512 step %c1 {
      %v = memref.load %x[%i, %j] : memref<3x512xf32>
      %a = memref.load %max[%i] : memref<3xf32>
      %m = arith.maximumf %v, %a : f32
      memref.store %m, %max[%i] : memref<3xf32>
    }
    scf.parallel (%j) = (%c0) to (%c512) step (%c1) {
      %v = memref.load %x[%i, %j] : memref<3x512xf32>
      %mx = memref.load %max[%i] : memref<3xf32>
      %d = arith.subf %v, %mx : f32
      memref.store %d, %x[%i, %j] : memref<3x512xf32>
      scf.reduce
    }
    scf.reduce
  }
  memref.dealloc %max : memref<3xf32>
  return %x : memref<3x512xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic_row
// CHECK: scf.for
// CHECK: %[[MAX:.*]] = gpu.all_reduce maximumf
// CHECK: %[[ROWMAX:.*]] = arith.maximumf %[[MAX]], %cst
// CHECK: scf.for
// CHECK-NEXT: memref.load %arg0
// CHECK-NEXT: arith.subf %{{.*}}, %[[ROWMAX]]
func.func @dynamic_row(%x: memref<3x?xf32>) -> memref<3x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = memref.dim %x, %c1 : memref<3x?xf32>
  %ninf = arith.constant 0xFF800000 : f32
  %max = memref.alloc() : memref<3xf32>
  %out = memref.alloc(%n) : memref<3x?xf32>
  scf.parallel (%i) = (%c0) to (%c3) step (%c1) {
    memref.store %ninf, %max[%i] : memref<3xf32>
    scf.for %j = %c0 to %n step %c1 {
      %v = memref.load %x[%i, %j] : memref<3x?xf32>
      %a = memref.load %max[%i] : memref<3xf32>
      %m = arith.maximumf %v, %a : f32
      memref.store %m, %max[%i] : memref<3xf32>
    }
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %v = memref.load %x[%i, %j] : memref<3x?xf32>
      %mx = memref.load %max[%i] : memref<3xf32>
      %d = arith.subf %v, %mx : f32
      memref.store %d, %out[%i, %j] : memref<3x?xf32>
      scf.reduce
    }
    scf.reduce
  }
  memref.dealloc %max : memref<3xf32>
  return %out : memref<3x?xf32>
}
