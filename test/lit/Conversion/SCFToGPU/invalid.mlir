// RUN: strata-opt %s -split-input-file -verify-diagnostics --pass-pipeline='builtin.module(func.func(strata-parallel-loops-to-gpu))'

// A scalar host code uses comes back through memory (host-results.mlir);
// a vector cannot.
func.func @vector_used_on_host(%m: memref<8xf32>) -> vector<4xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %zero = arith.constant dense<0.0> : vector<4xf32>
  // expected-error @+1 {{'scf.for' op cannot run this op on the GPU: its result of type 'vector<4xf32>' is used by host code}}
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%acc = %zero) -> vector<4xf32> {
    %x = memref.load %m[%i] : memref<8xf32>
    %v = vector.broadcast %x : f32 to vector<4xf32>
    %s = arith.addf %acc, %v : vector<4xf32>
    scf.yield %s : vector<4xf32>
  }
  return %r : vector<4xf32>
}
