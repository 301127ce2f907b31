// A launch that asks for dynamic shared memory of its own cannot also hold
// the kernel's attributions there.
// RUN: not strata-opt %s --strata-gpu-dynamic-workgroup-memory 2>&1 | FileCheck %s
// CHECK: {{.*}}dynamic-workgroup-memory-invalid.mlir:9:5: error: 'gpu.launch_func' op the launch asks for dynamic shared memory of its own, and its kernel's 65536 bytes of workgroup memory must be dynamic too
module attributes {gpu.container_module} {
  func.func @g() {
    %c1 = arith.constant 1 : index
    %s = arith.constant 1024 : i32
    gpu.launch_func @own::@own blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %s
    return
  }
  gpu.module @own {
    gpu.func @own() workgroup(%t : memref<16384xf32, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
}
