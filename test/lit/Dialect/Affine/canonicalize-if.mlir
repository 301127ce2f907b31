// RUN: strata-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file -canonicalize --strata-diff-check > /dev/null

// affine.if canonicalizes as upstream's (checked against mlir-opt-22): an
// else holding only its yield is dropped from an if without results
// (SimplifyDeadElse); a condition that is the single equality 0 == 0
// inlines the then block, the empty set 1 == 0 the else block or erases
// the if (AlwaysTrueOrFalseIf).

// CHECK-LABEL: func.func @dead_else
// CHECK:         affine.if
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @dead_else(%m: memref<8xf32>, %v: f32, %i: index) {
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
    affine.store %v, %m[%i] : memref<8xf32>
  } else {
  }
  return
}

// -----

// An else that does something stays.
// CHECK-LABEL: func.func @live_else
// CHECK:         affine.if
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    } else {
// CHECK-NEXT:      affine.store
// CHECK-NEXT:    }
func.func @live_else(%m: memref<8xf32>, %v: f32, %w: f32, %i: index) {
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) {
    affine.store %v, %m[%i] : memref<8xf32>
  } else {
    affine.store %w, %m[%i] : memref<8xf32>
  }
  return
}

// -----

// An if with results keeps its else, which yields them.
// CHECK-LABEL: func.func @results_keep_else
// CHECK:         %[[R:.*]] = affine.if
// CHECK:         } else {
// CHECK-NEXT:      affine.yield %arg1
// CHECK:         return %[[R]]
func.func @results_keep_else(%v: f32, %w: f32, %i: index) -> f32 {
  %r = affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%i) -> f32 {
    %s = arith.addf %v, %w : f32
    affine.yield %s : f32
  } else {
    affine.yield %w : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @always_true
// CHECK-NEXT:    affine.store %arg1, %arg0[0]
// CHECK-NEXT:    %[[S:.*]] = arith.addf %arg1, %arg2
// CHECK-NEXT:    return %[[S]]
func.func @always_true(%m: memref<8xf32>, %v: f32, %w: f32) -> f32 {
  %r = affine.if affine_set<() : (0 == 0)>() -> f32 {
    affine.store %v, %m[0] : memref<8xf32>
    %s = arith.addf %v, %w : f32
    affine.yield %s : f32
  } else {
    affine.yield %w : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @always_false
// CHECK-NEXT:    affine.store %arg2, %arg0[1]
// CHECK-NEXT:    return %arg2
func.func @always_false(%m: memref<8xf32>, %v: f32, %w: f32) -> f32 {
  affine.if affine_set<() : (1 == 0)>() {
    affine.store %v, %m[0] : memref<8xf32>
  }
  %r = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.store %v, %m[0] : memref<8xf32>
    affine.yield %v : f32
  } else {
    affine.store %w, %m[1] : memref<8xf32>
    affine.yield %w : f32
  }
  return %r : f32
}

// -----

// Other constant sets are no canonical form and stay: an inequality
// 0 >= 0, or two equalities.
// CHECK-LABEL: func.func @other_constant_sets
// CHECK-COUNT-2: affine.if
func.func @other_constant_sets(%m: memref<8xf32>, %v: f32) {
  affine.if affine_set<() : (0 >= 0)>() {
    affine.store %v, %m[0] : memref<8xf32>
  }
  affine.if affine_set<() : (0 == 0, 0 == 0)>() {
    affine.store %v, %m[1] : memref<8xf32>
  }
  return
}
