// RUN: strata-opt %s -split-input-file -verify-diagnostics --gpu-async-region

// gpu.launch is not made async (as upstream): outline it first.
func.func @inline_launch(%m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  // expected-error @+1 {{'gpu.launch' op replace with gpu.launch_func first}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    gpu.terminator
  }
  return
}

// -----

// Also an async one, and one nested in a loop.
func.func @nested_launch(%m: memref<?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %t = gpu.wait async
    // expected-error @+1 {{'gpu.launch' op replace with gpu.launch_func first}}
    %t1 = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
      gpu.terminator
    }
    gpu.wait [%t1]
  }
  return
}
