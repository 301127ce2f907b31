// memref.memory_space_cast: the same buffer in another memory space;
// round trip, the verifier, and the interpreter (the buffer itself).
// RUN: strata-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: strata-opt %s -split-input-file -verify-diagnostics --mlir-print-op-generic | strata-opt -split-input-file | FileCheck %s
// RUN: strata-opt %s -split-input-file -verify-diagnostics --canonicalize --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @casts(
//       CHECK:   %[[A:.*]] = memref.memory_space_cast %arg0 : memref<4xf32, 1> to memref<4xf32>
//       CHECK:   memref.memory_space_cast %arg1 : memref<?x2xf32> to memref<?x2xf32, #gpu.address_space<workgroup>>
//       CHECK:   memref.memory_space_cast %arg2 : memref<*xf32, 3> to memref<*xf32>
func.func @casts(%a: memref<4xf32, 1>, %b: memref<?x2xf32>, %u: memref<*xf32, 3>) -> f32 {
  %0 = memref.memory_space_cast %a : memref<4xf32, 1> to memref<4xf32>
  %1 = memref.memory_space_cast %b : memref<?x2xf32> to memref<?x2xf32, #gpu.address_space<workgroup>>
  %2 = memref.memory_space_cast %u : memref<*xf32, 3> to memref<*xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %0[%c0] : memref<4xf32>
  return %v : f32
}

// -----

func.func @element_type(%m: memref<4xf32>) {
  // expected-error @+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<4xi32, 1>
  return
}

// -----

func.func @shape(%m: memref<4xf32>) {
  // expected-error @+1 {{are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<?xf32, 1>
  return
}
