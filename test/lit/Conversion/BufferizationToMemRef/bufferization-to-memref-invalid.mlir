// convert-bufferization-to-memref rejects clones it cannot build: a new
// allocation has the identity layout, and no memref.cast reaches a static
// non-identity stride from it (mlir-opt-22 fails on these too).
// RUN: strata-opt %s -split-input-file --convert-bufferization-to-memref -verify-diagnostics

func.func @clone_strided(%m: memref<4xf32, strided<[2]>>) -> memref<4xf32, strided<[2]>> {
  // expected-error @below {{cannot lower a clone to 'memref<4xf32, strided<[2]>>': no cast from a new allocation reaches that layout}}
  %c = bufferization.clone %m : memref<4xf32, strided<[2]>> to memref<4xf32, strided<[2]>>
  return %c : memref<4xf32, strided<[2]>>
}

