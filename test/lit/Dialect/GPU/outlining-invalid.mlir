// RUN: strata-opt %s --gpu-kernel-outlining -verify-diagnostics

// A launch inside another launch's body is refused, not outlined into a
// kernel that would launch kernels.
func.func @nested(%m: memref<?xf32>, %f: f32) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1) threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c1, %sz = %c1) {
    // expected-error @+1 {{'gpu.launch' op cannot be outlined: it is nested in another gpu.launch (a kernel cannot launch kernels)}}
    gpu.launch blocks(%bx2, %by2, %bz2) in (%gx2 = %c1, %gy2 = %c1, %gz2 = %c1) threads(%tx2, %ty2, %tz2) in (%sx2 = %c1, %sy2 = %c1, %sz2 = %c1) {
      memref.store %f, %m[%bx2] : memref<?xf32>
      gpu.terminator
    }
    gpu.terminator
  }
  return
}
