// use-bare-ptr-memref-call-conv cannot pass a dynamically shaped memref.
// RUN: strata-opt %s --convert-gpu-to-nvvm=use-bare-ptr-memref-call-conv=true -verify-diagnostics

gpu.module @m {
  // expected-error @+1 {{'gpu.func' op argument 0 of type memref<?xf32> cannot be passed as a bare pointer (use-bare-ptr-memref-call-conv needs static shapes and the identity layout)}}
  gpu.func @k(%a: memref<?xf32>) kernel {
    gpu.return
  }
}
