// gpu-to-llvm rejects what it cannot lower, before changing anything.
// RUN: strata-opt %s --gpu-to-llvm -split-input-file -verify-diagnostics

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "">]
  func.func @async(%n: index) {
    // expected-error @+1 {{'gpu.wait' op async tokens are not supported by gpu-to-llvm: every GPU op runs in order on the runtime's stream; use the synchronous form}}
    %t0 = gpu.wait async
    %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?xf32>
    return
  }
}

// -----

func.func @host_load(%m: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{host code reads or writes a memref, which lives in device memory on this path (gpu-to-llvm): move it into a kernel}}
  %v = memref.load %m[%c0] : memref<4xf32>
  return %v : f32
}

// -----

module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "">]
  func.func @stack_to_kernel() {
    %c1 = arith.constant 1 : index
    %m = memref.alloca() : memref<f32>
    // expected-error @+1 {{a kernel cannot read the host's stack: kernel operand of type 'memref<f32>' is a memref.alloca of host code}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<f32>)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel {
      gpu.return
    }
  }
  func.func @not_binary() {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{kernel @kernels is not in a gpu.binary: run gpu-module-to-binary (or strata-gpu-link-binary) first}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
}

// -----

// A launch marked llvm.bareptr (its kernel takes bare pointers) cannot pass
// a memref without a bare form.
module attributes {gpu.container_module} {
  gpu.binary @kernels [#gpu.object<#nvvm.target<chip = "sm_90">, assembly = "">]
  func.func @bare_dynamic(%m: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    // expected-error @+1 {{'gpu.launch_func' op kernel operand 0 of type memref<?xf32> cannot be passed as a bare pointer (it needs a static shape and strides and offset 0)}}
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<?xf32>) {llvm.bareptr}
    return
  }
}
