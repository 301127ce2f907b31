// memref.copy and memref.atomic_rmw canonicalizations, as mlir-opt-22's
// (each output checked against `mlir-opt-22 -canonicalize -split-input-file`):
// a copy of a memref onto itself, or of or into an empty one, is erased; a
// copy reads through casts from ranked memrefs; atomic_rmw reads through a
// cast that only made the type less static.
// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @self_and_empty(
// CHECK-NEXT: return
func.func @self_and_empty(%m: memref<4xf32>, %e: memref<3x0xf32>, %d: memref<3x?xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  memref.copy %e, %d : memref<3x0xf32> to memref<3x?xf32>
  memref.copy %d, %e : memref<3x?xf32> to memref<3x0xf32>
  return
}

// -----

// Distinct memrefs that are not empty stay copied.
// CHECK-LABEL: func.func @kept(
// CHECK-SAME: %[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<4xf32>)
// CHECK-NEXT: memref.copy %[[A]], %[[B]]
func.func @kept(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}

// -----

// Both operands read through their casts; a cast from an unranked memref
// stays.
// CHECK-LABEL: func.func @copy_of_casts(
// CHECK-SAME: %[[A:.*]]: memref<4xf32>, %[[B:.*]]: memref<?xf32>, %[[U:.*]]: memref<*xf32>)
// CHECK: %[[CU:.*]] = memref.cast %[[U]]
// CHECK-NEXT: memref.copy %[[A]], %[[B]] : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: memref.copy %[[A]], %[[CU]] : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
func.func @copy_of_casts(%a: memref<4xf32>, %b: memref<?xf32>, %u: memref<*xf32>) {
  %ca = memref.cast %a : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
  %cb = memref.cast %b : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  %cu = memref.cast %u : memref<*xf32> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %ca, %cb : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  memref.copy %ca, %cu : memref<?xf32, strided<[?], offset: ?>> to memref<?xf32, strided<[?], offset: ?>>
  return
}

// -----

// Either way a cast goes, from a ranked memref; one from an unranked memref
// stays.
// CHECK-LABEL: func.func @atomic_rmw_of_cast(
// CHECK-SAME: %[[V:.*]]: f32, %[[M:.*]]: memref<4xf32>, %[[D:.*]]: memref<?xf32>, %{{.*}}: memref<*xf32>, %[[I:.*]]: index)
// CHECK-NEXT: memref.atomic_rmw addf %[[V]], %[[M]][%[[I]]] : (f32, memref<4xf32>) -> f32
// CHECK-NEXT: memref.atomic_rmw maximumf %[[V]], %[[D]][%[[I]]] : (f32, memref<?xf32>) -> f32
// CHECK-NEXT: %[[U:.*]] = memref.cast %{{.*}} : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: memref.atomic_rmw minimumf %[[V]], %[[U]][%[[I]]] : (f32, memref<4xf32>) -> f32
func.func @atomic_rmw_of_cast(%v: f32, %m: memref<4xf32>, %d: memref<?xf32>, %u: memref<*xf32>, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %a = memref.atomic_rmw addf %v, %c[%i] : (f32, memref<?xf32>) -> f32
  %s = memref.cast %d : memref<?xf32> to memref<4xf32>
  %b = memref.atomic_rmw maximumf %v, %s[%i] : (f32, memref<4xf32>) -> f32
  %cu = memref.cast %u : memref<*xf32> to memref<4xf32>
  %e = memref.atomic_rmw minimumf %v, %cu[%i] : (f32, memref<4xf32>) -> f32
  return
}
