// RUN: strata-opt %s --strata-hoist-loop-accumulators -split-input-file | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(strata-hoist-loop-accumulators{reassociate=true})' -split-input-file | FileCheck %s --check-prefix=REASSOC
// RUN: strata-opt %s --strata-hoist-loop-accumulators --strata-diff-check -split-input-file > /dev/null

// A row sum into a fresh buffer: the accumulator becomes an iter_arg and
// is stored after the loop. Its zeroing just before the loop is the
// iter_arg's initial value, and goes: the store after the loop
// overwrites it.
// CHECK-LABEL: func.func @row_sum
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[ACC:.*]] = memref.alloc
// CHECK: scf.parallel (%[[I:.*]]) =
// CHECK-NOT: memref.store
// CHECK-NOT: memref.load %[[ACC]]
// CHECK: %[[SUM:.*]] = scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[A:.*]] = %[[ZERO]]) -> (f32) {
// CHECK: %[[X:.*]] = memref.load %arg0
// CHECK: %[[S:.*]] = arith.addf %[[X]], %[[A]] : f32
// CHECK: scf.yield %[[S]] : f32
// CHECK: memref.store %[[SUM]], %[[ACC]][%[[I]]] : memref<?xf32>
// REASSOC-LABEL: func.func @row_sum
// REASSOC: arith.addf {{.*}} fastmath<reassoc> : f32
func.func @row_sum(%x: memref<?x?xf32>) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %n = memref.dim %x, %c0 : memref<?x?xf32>
  %m = memref.dim %x, %c1 : memref<?x?xf32>
  %acc = memref.alloc(%n) : memref<?xf32>
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    memref.store %zero, %acc[%i] : memref<?xf32>
    scf.for %j = %c0 to %m step %c1 {
      %v = memref.load %x[%i, %j] : memref<?x?xf32>
      %a = memref.load %acc[%i] : memref<?xf32>
      %s = arith.addf %v, %a : f32
      memref.store %s, %acc[%i] : memref<?xf32>
    }
    scf.reduce
  }
  return %acc : memref<?xf32>
}

// -----

// A matmul nest: the k loop's accumulator C[i, j] is hoisted; i32
// accumulators too (reassoc only marks floats). The view of the
// allocation (a collapse) is traced to it.
// CHECK-LABEL: func.func @matmul_i32
// CHECK: scf.for %[[K:.*]] = {{.*}} iter_args(%{{.*}} = %{{.*}}) -> (i32)
// CHECK: arith.addi
// CHECK: scf.yield
// CHECK: memref.store
// REASSOC-LABEL: func.func @matmul_i32
// REASSOC-NOT: fastmath
func.func @matmul_i32(%a: memref<4x8xi32>, %b: memref<8x5xi32>) -> memref<20xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant 0 : i32
  %alloc = memref.alloc() : memref<20xi32>
  %c = memref.expand_shape %alloc [[0, 1]] output_shape [4, 5] : memref<20xi32> into memref<4x5xi32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      memref.store %zero, %c[%i, %j] : memref<4x5xi32>
      scf.for %k = %c0 to %c8 step %c1 {
        %x = memref.load %a[%i, %k] : memref<4x8xi32>
        %y = memref.load %b[%k, %j] : memref<8x5xi32>
        %p = arith.muli %x, %y : i32
        %s0 = memref.load %c[%i, %j] : memref<4x5xi32>
        %s = arith.addi %s0, %p : i32
        memref.store %s, %c[%i, %j] : memref<4x5xi32>
      }
    }
  }
  return %alloc : memref<20xi32>
}

// -----

// Left alone: two function arguments may be one buffer; an index that
// changes in the loop; a second access to the buffer; a call in the loop.
// CHECK-LABEL: func.func @kept
// CHECK-NOT: iter_args
// CHECK: return
func.func private @opaque()
func.func @kept(%x: memref<?xf32>, %acc: memref<1xf32>, %out: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %x, %c0 : memref<?xf32>
  scf.for %j = %c0 to %n step %c1 {
    %v = memref.load %x[%j] : memref<?xf32>
    %a = memref.load %acc[%c0] : memref<1xf32>
    %s = arith.addf %v, %a : f32
    memref.store %s, %acc[%c0] : memref<1xf32>
  }
  scf.for %j = %c0 to %n step %c1 {
    %v = memref.load %x[%j] : memref<?xf32>
    %a = memref.load %out[%j] : memref<?xf32>
    %s = arith.addf %v, %a : f32
    memref.store %s, %out[%j] : memref<?xf32>
  }
  %t = memref.alloc() : memref<2xf32>
  scf.for %j = %c0 to %n step %c1 {
    %v = memref.load %x[%j] : memref<?xf32>
    %a = memref.load %t[%c0] : memref<2xf32>
    %b = memref.load %t[%c1] : memref<2xf32>
    %s = arith.addf %v, %a : f32
    memref.store %s, %t[%c0] : memref<2xf32>
  }
  scf.for %j = %c0 to %n step %c1 {
    %a = memref.load %t[%c0] : memref<2xf32>
    func.call @opaque() : () -> ()
    memref.store %a, %t[%c0] : memref<2xf32>
  }
  memref.dealloc %t : memref<2xf32>
  return
}

// -----

// A loop that may run no times: the value stored after it is the one
// loaded before, so the buffer is unchanged.
// CHECK-LABEL: func.func @maybe_empty
// CHECK: iter_args
func.func @maybe_empty(%x: memref<?xf32>) -> memref<1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 7.0 : f32
  %n = memref.dim %x, %c0 : memref<?xf32>
  %acc = memref.alloc() : memref<1xf32>
  memref.store %init, %acc[%c0] : memref<1xf32>
  scf.for %j = %c0 to %n step %c1 {
    %v = memref.load %x[%j] : memref<?xf32>
    %a = memref.load %acc[%c0] : memref<1xf32>
    %s = arith.maximumf %v, %a : f32
    memref.store %s, %acc[%c0] : memref<1xf32>
  }
  return %acc : memref<1xf32>
}

// -----

// The zeroing is kept, and the accumulator loaded, when an op with memory
// effects stands between it and the loop (here a call that might read the
// buffer), or when it stores another element.
// CHECK-LABEL: func.func @zeroing_then_call
// REASSOC-LABEL: func.func @zeroing_then_call
// CHECK: memref.store %{{.*}}, %[[ACC:.*]][%[[I:.*]]] : memref<4xf32>
// CHECK: call @observe
// CHECK: %[[INIT:.*]] = memref.load %[[ACC]][%[[I]]] : memref<4xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (f32) {
// CHECK-LABEL: func.func @zeroing_other_element
// CHECK: memref.store %{{.*}}, %[[ACC:.*]][%{{.*}}] : memref<4xf32>
// CHECK: %[[INIT:.*]] = memref.load %[[ACC]][%{{.*}}] : memref<4xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %[[INIT]]) -> (f32) {
func.func private @observe(memref<4xf32>)

func.func @zeroing_then_call(%x: memref<4x6xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %zero, %acc[%i] : memref<4xf32>
    func.call @observe(%acc) : (memref<4xf32>) -> ()
    scf.for %j = %c0 to %c6 step %c1 {
      %v = memref.load %x[%i, %j] : memref<4x6xf32>
      %a = memref.load %acc[%i] : memref<4xf32>
      %s = arith.addf %v, %a : f32
      memref.store %s, %acc[%i] : memref<4xf32>
    }
  }
  return %acc : memref<4xf32>
}

func.func @zeroing_other_element(%x: memref<4x6xf32>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c6 = arith.constant 6 : index
  %zero = arith.constant 0.0 : f32
  %acc = memref.alloc() : memref<4xf32>
  scf.for %i = %c0 to %c3 step %c1 {
    %next = arith.addi %i, %c1 : index
    memref.store %zero, %acc[%next] : memref<4xf32>
    scf.for %j = %c0 to %c6 step %c1 {
      %v = memref.load %x[%i, %j] : memref<4x6xf32>
      %a = memref.load %acc[%i] : memref<4xf32>
      %s = arith.addf %v, %a : f32
      memref.store %s, %acc[%i] : memref<4xf32>
    }
  }
  return %acc : memref<4xf32>
}
