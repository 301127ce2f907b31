// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @load_rank(%m: memref<4x4xf32>, %i: index) -> f32 {
  // expected-error @+1 {{'affine.load' op affine map num results must equal memref rank}}
  %0 = affine.load %m[%i] : memref<4x4xf32>
  return %0 : f32
}

// -----

func.func @if_results_without_else(%i: index) -> f32 {
  %c = arith.constant 1.0 : f32
  // expected-error @+1 {{'affine.if' op must have an else block if defining values}}
  %0 = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> f32 {
    affine.yield %c : f32
  }
  return %0 : f32
}

// -----

// Stricter than mlir-opt-22, which accepts a step of 0 (a loop that never ends).
func.func @zero_step(%i: index) {
  // expected-error @+1 {{expected step to be representable as a positive signed integer}}
  affine.for %x = 0 to 10 step 0 {
  }
  return
}

// -----

func.func @yield_types(%i: index) -> f32 {
  %c = arith.constant 1.0 : f32
  %d = arith.constant 1 : i32
  %0 = affine.for %x = 0 to 10 iter_args(%a = %c) -> (f32) {
    // expected-error @+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %d : i32
  }
  return %0 : f32
}

// -----

func.func @if_operands(%i: index) {
  // expected-error @+1 {{dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i) {
  }
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @store_type(%m: memref<4xf32>, %i: index, %v: f64) {
  // expected-error @+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'f64'}}
  affine.store %v, %m[%i] : memref<4xf32>
  return
}

// -----

func.func @vector_load_elem(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{requires memref and vector types of the same elemental type}}
  %0 = affine.vector_load %m[%i] : memref<8xf32>, vector<4xi32>
  return
}

// -----

func.func @prefetch_locality(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{attribute 'localityHint' failed to satisfy constraint}}
  affine.prefetch %m[%i], read, locality<5>, data : memref<8xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<8xf32>, %i: index) {
  // expected-error @+1 {{rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], readwrite, locality<1>, data : memref<8xf32>
  return
}
