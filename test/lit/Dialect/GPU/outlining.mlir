// RUN: strata-opt %s -split-input-file --gpu-kernel-outlining | FileCheck %s

// Each launch becomes a kernel in a gpu.module of its own; the values from
// above become arguments, constants are cloned in, the ids become id ops.
// CHECK: module attributes {gpu.container_module}
// CHECK-LABEL: func.func @f(
// CHECK-SAME: %[[M:.*]]: memref<?xf32>, %[[F:.*]]: f32)
// CHECK: gpu.launch_func  @f_kernel::@f_kernel blocks in (%{{.*}}, %{{.*}}, %{{.*}}) threads in (%{{.*}}, %{{.*}}, %{{.*}})  args(%[[F]] : f32, %[[M]] : memref<?xf32>)
// CHECK: %[[T:.*]] = gpu.wait async
// CHECK: %{{.*}} = gpu.launch_func async [%[[T]]] @f_kernel_0::@f_kernel_0 {{.*}} dynamic_shared_memory_size %{{.*}} args(%[[M]] : memref<?xf32>, %[[F]] : f32)
// CHECK: gpu.module @f_kernel {
// CHECK: gpu.func @f_kernel(%[[A0:.*]]: f32, %[[A1:.*]]: memref<?xf32>) kernel attributes {known_block_size = array<i32: 4, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
// CHECK-DAG: %[[TX:.*]] = gpu.thread_id  x
// CHECK-DAG: %[[CST:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[V:.*]] = arith.mulf %[[A0]], %[[CST]] : f32
// CHECK: memref.store %[[V]], %[[A1]][%[[TX]]] : memref<?xf32>
// CHECK: gpu.return
// CHECK: gpu.module @f_kernel_0 {
// CHECK: gpu.func @f_kernel_0(%{{.*}}: memref<?xf32>, %{{.*}}: f32) workgroup(%[[W:.*]] : memref<4xf32, #gpu.address_space<workgroup>>) kernel
// CHECK: %[[BX:.*]] = gpu.block_id  x
// CHECK: memref.store %{{.*}}, %[[W]][%[[BX]]]
// CHECK: gpu.barrier
// CHECK: cf.br ^bb1
// CHECK: ^bb1:
// CHECK: gpu.return
func.func @f(%m: memref<?xf32>, %f: f32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2.0 : f32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %v = arith.mulf %f, %c2 : f32
    memref.store %v, %m[%tx] : memref<?xf32>
    gpu.terminator
  }
  %t = gpu.wait async
  %s = arith.constant 16 : i32
  %d = memref.dim %m, %c1 : memref<?xf32>
  %t2 = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %d, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) dynamic_shared_memory_size %s workgroup(%w : memref<4xf32, #gpu.address_space<workgroup>>) {
    %x = memref.load %m[%bx] : memref<?xf32>
    memref.store %f, %w[%bx] : memref<4xf32, #gpu.address_space<workgroup>>
    gpu.barrier
    cf.br ^bb1
  ^bb1:
    gpu.terminator
  }
  gpu.wait [%t2]
  return
}

// -----

// The launch's nvvm.* attributes (the blocks an SM it asks for) carry over
// to the kernel; its other attributes do not.
// CHECK-LABEL: func.func @hinted
// CHECK: gpu.func @hinted_kernel(%{{.*}}: memref<?xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, known_grid_size = array<i32: 1, 1, 1>, nvvm.minctasm = 4 : i32}
func.func @hinted(%m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c128 = arith.constant 128 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {
    %v = memref.load %m[%tx] : memref<?xf32>
    memref.store %v, %m[%tx] : memref<?xf32>
    gpu.terminator
  } {nvvm.minctasm = 4 : i32, strata.note}
  return
}

// -----

// A module without launches is left alone.
// CHECK-LABEL: func.func @none
// CHECK-NOT: gpu.container_module
func.func @none() {
  return
}
