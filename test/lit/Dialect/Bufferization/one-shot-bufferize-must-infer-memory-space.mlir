// one-shot-bufferize{must-infer-memory-space}: a buffer whose memory space
// nothing decides (no memory_space, no buffer it copies) is an error where
// it is made, with mlir-opt-22's message; the rest bufferizes as before.
// Under bufferize-function-boundaries a tensor in a signature is such a
// buffer (mlir-opt-22 crashes there).
// RUN: strata-opt %s -split-input-file --one-shot-bufferize="must-infer-memory-space" -verify-diagnostics
// RUN: not strata-opt %s -split-input-file --one-shot-bufferize="must-infer-memory-space bufferize-function-boundaries" 2>&1 | FileCheck %s --check-prefix=FB
// RUN: not strata-opt %s --one-shot-bufferize="must-infer-memory-space use-encoding-for-memory-space" 2>&1 | FileCheck %s --check-prefix=BOTH

// BOTH: error: failed to add `one-shot-bufferize` with options `must-infer-memory-space use-encoding-for-memory-space`: only one of 'must-infer-memory-space' and 'use-encoding-for-memory-space' are allowed

func.func @inferred(%n: index) -> f32 {
  %t = bufferization.alloc_tensor(%n) {memory_space = 1 : i64} : tensor<?xf32>
  %u = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %c = arith.constant 1.0 : f32
  %i = arith.constant 0 : index
  %v = tensor.insert %c into %u[%i] : tensor<?xf32>
  %e = tensor.extract %v[%i] : tensor<?xf32>
  return %e : f32
}

// -----

func.func @alloc_tensor() -> f32 {
  // expected-error @+1 {{could not infer memory space}}
  %t = bufferization.alloc_tensor() : tensor<4xf32>
  %i = arith.constant 0 : index
  %e = tensor.extract %t[%i] : tensor<4xf32>
  return %e : f32
}

// -----

// FB: must-infer-memory-space.mlir:[[@LINE+1]]:1: error: 'func.func' op could not infer memory space
func.func @empty() -> tensor<2x3xi8> {
  %c = arith.constant 1 : i8
  // expected-error @+1 {{could not infer memory space}}
  %t = tensor.empty() : tensor<2x3xi8>
  %f = linalg.fill ins(%c : i8) outs(%t : tensor<2x3xi8>) -> tensor<2x3xi8>
  return %f : tensor<2x3xi8>
}

// -----

// FB: must-infer-memory-space.mlir:[[@LINE+2]]:1: error: 'func.func' op could not infer memory space
// expected-error @+1 {{could not infer memory space}}
func.func @argument(%x: tensor<4xf32>) -> f32 {
  %i = arith.constant 0 : index
  %e = tensor.extract %x[%i] : tensor<4xf32>
  return %e : f32
}

// -----

func.func @constant(%i: index) -> f32 {
  // expected-error @+1 {{could not infer memory space}}
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %e = tensor.extract %t[%i] : tensor<2xf32>
  return %e : f32
}

// -----

func.func @from_elements(%a: f16) -> f16 {
  // expected-error @+1 {{could not infer memory space}}
  %t = tensor.from_elements %a : tensor<f16>
  %e = tensor.extract %t[] : tensor<f16>
  return %e : f16
}

// -----

// An scf.if takes its then branch's memory space; branches in different
// spaces are an error (with or without must-infer-memory-space), as in
// mlir-opt-22.
func.func @if_inferred(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %t = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %r = scf.if %c -> tensor<4xf32> {
    %a = tensor.insert %one into %t[%i] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    scf.yield %t : tensor<4xf32>
  }
  %e = tensor.extract %r[%i] : tensor<4xf32>
  return %e : f32
}

// -----

func.func @if_inconsistent(%c: i1) -> f32 {
  %i = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %t = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %u = bufferization.alloc_tensor() {memory_space = 2 : i64} : tensor<4xf32>
  // expected-error @+1 {{inconsistent memory space on then/else branches}}
  %r = scf.if %c -> tensor<4xf32> {
    %a = tensor.insert %one into %t[%i] : tensor<4xf32>
    scf.yield %a : tensor<4xf32>
  } else {
    %b = tensor.insert %one into %u[%i] : tensor<4xf32>
    scf.yield %b : tensor<4xf32>
  }
  %e = tensor.extract %r[%i] : tensor<4xf32>
  return %e : f32
}

// -----

// to_buffer into another space copies into a new identity-layout buffer
// there, which a fixed offset cannot describe.
func.func @to_buffer_layout() -> memref<4xf32, strided<[1], offset: 5>, 2> {
  %c = arith.constant 1.0 : f32
  %t = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<4xf32>
  %u = linalg.fill ins(%c : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  // expected-error @+1 {{result type memref<4xf32, strided<[1], offset: 5>, 2> is not a layout a new buffer can be cast to}}
  %m = bufferization.to_buffer %u : tensor<4xf32> to memref<4xf32, strided<[1], offset: 5>, 2>
  return %m : memref<4xf32, strided<[1], offset: 5>, 2>
}
