// RUN: strata-opt %s -split-input-file -verify-diagnostics

func.func @collapse_non_unit(%m: memref<1x2xf32>) -> memref<f32> {
  // expected-error @+1 {{rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.collapse_shape %m [] : memref<1x2xf32> into memref<f32>
  return %0 : memref<f32>
}

// -----

func.func @expand_dynamic(%m: memref<f32>, %n: index) -> memref<?xf32> {
  // expected-error @+1 {{rank 0 memrefs can only be extended/collapsed with/from ones}}
  %0 = memref.expand_shape %m [] output_shape [%n] : memref<f32> into memref<?xf32>
  return %0 : memref<?xf32>
}

// -----

func.func @groups_for_rank0(%m: memref<1x1xf32>) -> memref<f32> {
  // expected-error @+1 {{invalid number of reassociation groups: found 1, expected 0}}
  %0 = memref.collapse_shape %m [[0, 1]] : memref<1x1xf32> into memref<f32>
  return %0 : memref<f32>
}
