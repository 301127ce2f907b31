// gpu-to-llvm: host code's memref.alloca is the host's stack, the one memory host code may
// load and store; gpu.memcpy copies a kernel's scalar result into it (mgpuMemcpy infers the
// direction from the pointers).
// RUN: strata-opt %s --gpu-to-llvm | FileCheck %s

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = ".version 7.8\n.target sm_90\n">]
  // CHECK-LABEL: llvm.func @scalar_result
  func.func @scalar_result(%n: index) -> f32 {
    %c1 = arith.constant 1 : index
    // CHECK: llvm.alloca %{{.*}} x f32
    %host = memref.alloca() : memref<f32>
    // CHECK: llvm.call @mgpuMemAlloc(
    %dev = memref.alloc() : memref<f32>
    // CHECK: llvm.call @mgpuLaunchKernel(
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%dev : memref<f32>)
    // CHECK: llvm.call @mgpuMemcpy(
    gpu.memcpy %host, %dev : memref<f32>, memref<f32>
    // CHECK: llvm.call @mgpuMemFree(
    memref.dealloc %dev : memref<f32>
    // CHECK: %[[V:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f32
    // CHECK: llvm.return %[[V]] : f32
    %v = memref.load %host[] : memref<f32>
    return %v : f32
  }

  // A store into the stack too, of every width a scalar result has.
  // CHECK-LABEL: llvm.func @flags
  // CHECK: llvm.store %{{.*}}, %{{.*}} : i1, !llvm.ptr
  // CHECK: llvm.load %{{.*}} : !llvm.ptr -> i1
  // CHECK: llvm.load %{{.*}} : !llvm.ptr -> i64
  func.func @flags(%b: i1) -> (i1, index) {
    %flag = memref.alloca() : memref<i1>
    memref.store %b, %flag[] : memref<i1>
    %r = memref.load %flag[] : memref<i1>
    %size = memref.alloca() : memref<index>
    %s = memref.load %size[] : memref<index>
    return %r, %s : i1, index
  }
}
