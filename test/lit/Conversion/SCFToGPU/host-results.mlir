// Host code that reads device memory runs in a launch of one thread; the scalars of that run host
// code still uses after it (a value returned, a branch condition, a size) come back through a
// device cell the launch stores into, copied by gpu.memcpy into a stack cell (memref.alloca at the
// function's entry, host memory) and loaded there.
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu))' | FileCheck %s
// RUN: strata-opt %s -split-input-file --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu))' --strata-diff-check --strata-diff-check-dim=5 > /dev/null

// CHECK-LABEL: func.func @returned
// CHECK: %[[HOST:.*]] = memref.alloca() : memref<f32>
// CHECK: %[[DEV:.*]] = memref.alloc() : memref<f32>
// CHECK: gpu.launch
// CHECK: %[[X:.*]] = memref.load %{{.*}}[%{{.*}}] : memref<?xf32>
// CHECK: %[[C:.*]] = math.ceil %[[X]] : f32
// CHECK: memref.store %[[C]], %[[DEV]][] : memref<f32>
// CHECK: gpu.terminator
// CHECK: gpu.memcpy %[[HOST]], %[[DEV]] : memref<f32>, memref<f32>
// CHECK-NEXT: memref.dealloc %[[DEV]] : memref<f32>
// CHECK-NEXT: %[[R:.*]] = memref.load %[[HOST]][] : memref<f32>
// CHECK-NEXT: return %[[R]] : f32
func.func @returned(%m: memref<?xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c1] : memref<?xf32>
  %c = math.ceil %x : f32
  return %c : f32
}

// -----

// Two values of a run used by host control flow: the condition and the
// loaded value each come back in a cell of their type (i1 too).
// CHECK-LABEL: func.func @branch
// CHECK-DAG: memref.alloca() : memref<i1>
// CHECK-DAG: memref.alloca() : memref<f32>
// CHECK: gpu.launch
// CHECK: arith.cmpf ogt
// CHECK: gpu.terminator
// CHECK: gpu.memcpy %{{.*}}, %{{.*}} : memref<f32>, memref<f32>
// CHECK: gpu.memcpy %{{.*}}, %{{.*}} : memref<i1>, memref<i1>
// CHECK: %[[COND:.*]] = memref.load %{{.*}}[] : memref<i1>
// CHECK: scf.if %[[COND]] -> (f32)
// The fill after it is a parallel loop with the scalar as an argument.
// CHECK: gpu.launch
// CHECK: memref.store
func.func @branch(%m: memref<?xf32>, %out: memref<?xf32>, %t: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c0] : memref<?xf32>
  %b = arith.cmpf ogt, %x, %t : f32
  %v = scf.if %b -> (f32) {
    %d = arith.mulf %x, %x : f32
    scf.yield %d : f32
  } else {
    scf.yield %x : f32
  }
  %n = memref.dim %out, %c0 : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %v, %out[%i] : memref<?xf32>
    scf.reduce
  }
  return %v : f32
}

// -----

// A size host code allocates with, read from device memory, and a full
// reduction's loop whose total is returned.
// CHECK-LABEL: func.func @size_and_sum
// CHECK-DAG: memref.alloca() : memref<index>
// CHECK-DAG: memref.alloca() : memref<f32>
// CHECK: gpu.launch
// CHECK: arith.index_cast
// CHECK: gpu.terminator
// CHECK: %[[N:.*]] = memref.load %{{.*}}[] : memref<index>
// CHECK: gpu.launch
// CHECK: scf.for
// CHECK: gpu.terminator
// CHECK: %[[SUM:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK: %[[BUF:.*]] = memref.alloc(%[[N]]) : memref<?xf32>
// CHECK: return %[[BUF]], %[[SUM]]
func.func @size_and_sum(%sizes: memref<2xi32>, %m: memref<?xf32>) -> (memref<?xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %c4 = arith.constant 4 : i32
  %s = memref.load %sizes[%c0] : memref<2xi32>
  %abs = math.absi %s : i32
  %small = arith.remsi %abs, %c4 : i32
  %n = arith.index_cast %small : i32 to index
  %len = memref.dim %m, %c0 : memref<?xf32>
  %sum = scf.for %i = %c0 to %len step %c1 iter_args(%acc = %zero) -> f32 {
    %x = memref.load %m[%i] : memref<?xf32>
    %a = arith.addf %acc, %x : f32
    scf.yield %a : f32
  }
  %buf = memref.alloc(%n) : memref<?xf32>
  return %buf, %sum : memref<?xf32>, f32
}

// -----

// A parallel loop using the loaded value is mapped on its own, not into
// the one-thread launch: the value comes back to the host first and goes
// to the loop's launch as an argument (a launch is never nested in one).
// CHECK-LABEL: func.func @before_parallel
// CHECK: gpu.launch blocks(%{{.*}}) in (%{{.*}} = %[[ONE:.*]], %{{.*}} = %[[ONE]], %{{.*}} = %[[ONE]]) threads(%{{.*}}) in (%{{.*}} = %[[ONE]],
// CHECK: memref.load %{{.*}} : memref<?xf32>
// CHECK: gpu.terminator
// CHECK: gpu.memcpy
// CHECK: %[[X:.*]] = memref.load %{{.*}}[] : memref<f32>
// CHECK: gpu.launch
// CHECK: memref.store %[[X]], %{{.*}}[%{{.*}}] : memref<8xf32>
// CHECK: return %[[X]] : f32
func.func @before_parallel(%m: memref<?xf32>, %out: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %x = memref.load %m[%c1] : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    memref.store %x, %out[%i] : memref<8xf32>
    scf.reduce
  }
  return %x : f32
}
