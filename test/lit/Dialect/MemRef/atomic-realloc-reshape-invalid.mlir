// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @kind_type(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  // expected-error @+1 {{addf expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return %0 : i32
}

// -----

func.func @subscripts(%m: memref<4x4xf32>, %v: f32, %i: index) -> f32 {
  // expected-error @+1 {{expects the number of subscripts to be equal to memref rank}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4x4xf32>) -> f32
  return %0 : f32
}

// -----

func.func @unknown_kind(%m: memref<4xf32>, %v: f32, %i: index) -> f32 {
  // expected-error @+1 {{expected one of [addf, addi, andi, assign, maximumf, maxnumf, maxs, maxu, minimumf, minnumf, mins, minu, mulf, muli, ori, xori] for an atomic kind, got: subf}}
  %0 = memref.atomic_rmw subf %v, %m[%i] : (f32, memref<4xf32>) -> f32
  return %0 : f32
}

// -----

func.func @realloc_rank(%m: memref<4x4xf32>) -> memref<8x4xf32> {
  // expected-error @+1 {{operand #0 must be 1D memref of any type values}}
  %0 = memref.realloc %m : memref<4x4xf32> to memref<8x4xf32>
  return %0 : memref<8x4xf32>
}

// -----

func.func @realloc_missing_size(%m: memref<4xf32>) -> memref<?xf32> {
  // expected-error @+1 {{missing dimension operand}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @reshape_length(%m: memref<4xf32>, %s: memref<3xindex>) -> memref<2x2xf32> {
  // expected-error @+1 {{length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4xf32>, memref<3xindex>) -> memref<2x2xf32>
  return %0 : memref<2x2xf32>
}
