// RUN: strata-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu))'

func.func @used_on_host(%m: memref<8xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'memref.load' op cannot run this op on the GPU: its results are used by host code}}
  %x = memref.load %m[%c0] : memref<8xf32>
  return %x : f32
}

