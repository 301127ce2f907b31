// Ops finalize-memref-to-llvm does not lower yet (upstream lowers static collapse_shape and
// transpose): the diagnostic names the op, nothing half-converted is printed.
// RUN: strata-opt %s -finalize-memref-to-llvm -split-input-file -verify-diagnostics

func.func @collapse(%m: memref<4x4xf32>) -> memref<16xf32> {
  // expected-error @+1 {{failed to legalize operation 'memref.collapse_shape' that was explicitly marked illegal}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  return %0 : memref<16xf32>
}

// -----

func.func @transpose(%m: memref<4x8xf32>) -> memref<8x4xf32, strided<[1, 8]>> {
  // expected-error @+1 {{failed to legalize operation 'memref.transpose' that was explicitly marked illegal}}
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x8xf32> to memref<8x4xf32, strided<[1, 8]>>
  return %0 : memref<8x4xf32, strided<[1, 8]>>
}
