// canonicalize on affine.for, affine.load and affine.store: a loop with
// results that runs no iteration folds to its inits; indices computed by
// affine.apply or constant fold into the access maps. Output as
// mlir-opt-22's except that Strata keeps function arguments as dimensions
// where upstream makes them symbols (symbol(%arg1) in an access).
// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @zero_trip(
//  CHECK-NEXT:   return %arg1, %arg2 : f32, i32
func.func @zero_trip(%m: memref<4xf32>, %x: f32, %k: i32) -> (f32, i32) {
  %r:2 = affine.for %i = max affine_map<() -> (2, 3)>() to min affine_map<() -> (3, 7)>() iter_args(%acc = %x, %n = %k) -> (f32, i32) {
    %v = affine.load %m[%i] : memref<4xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s, %n : f32, i32
  }
  return %r#0, %r#1 : f32, i32
}

// -----

// Without results the loop stays (as upstream); one iteration, a step
// past the bound and dynamic bounds stay too.
// CHECK-LABEL: func.func @loops_that_stay(
//       CHECK:   affine.for %{{.*}} = 5 to 2 {
//       CHECK:   affine.for %{{.*}} = 2 to 3 iter_args
//       CHECK:   affine.for %{{.*}} = 1 to 8 step 8 {
//       CHECK:   affine.for %{{.*}} = 0 to %arg2 iter_args
func.func @loops_that_stay(%m: memref<8xf32>, %x: f32, %n: index) -> (f32, f32) {
  %c = arith.constant 1.0 : f32
  affine.for %i = 5 to 2 {
    affine.store %c, %m[%i] : memref<8xf32>
  }
  %one = affine.for %i = 2 to 3 iter_args(%acc = %x) -> f32 {
    %v = affine.load %m[%i] : memref<8xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s : f32
  }
  affine.for %i = 1 to 8 step 8 {
    affine.store %c, %m[%i] : memref<8xf32>
  }
  %dyn = affine.for %i = 0 to %n iter_args(%acc = %x) -> f32 {
    %s = arith.addf %acc, %acc : f32
    affine.yield %s : f32
  }
  return %one, %dyn : f32, f32
}

// -----

// CHECK-LABEL: func.func @compose_into_access(
//   CHECK-NOT:   affine.apply
//       CHECK:   %[[V:.*]] = affine.load %arg0[symbol(%arg1) * 2 + symbol(%arg2) + 8] : memref<32xf32>
//       CHECK:   affine.store %[[V]], %arg0[symbol(%arg1) + 5] : memref<32xf32>
//       CHECK:   affine.store %[[V]], %arg3[3, symbol(%arg1) + 4] : memref<4x16xf32>
//       CHECK:   affine.load %arg3[0, 0] : memref<4x16xf32>
func.func @compose_into_access(%m: memref<32xf32>, %i: index, %j: index, %n: memref<4x16xf32>) -> (f32, f32) {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %a = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
  %b = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1)>(%a, %j)
  %v = affine.load %m[%b] : memref<32xf32>
  affine.store %v, %m[%a + 1] : memref<32xf32>
  affine.store %v, %n[%c3, %a] : memref<4x16xf32>
  %w = affine.load %n[%c0, %c0] : memref<4x16xf32>
  return %v, %w : f32, f32
}

// -----

// Inside a loop the induction variable composes the same way.
// CHECK-LABEL: func.func @compose_in_loop(
//       CHECK:   affine.for %[[I:.*]] = 0 to 4 {
//  CHECK-NEXT:     affine.load %arg0[%[[I]] * 4 + 3] : memref<16xi32>
func.func @compose_in_loop(%m: memref<16xi32>) -> i32 {
  %z = arith.constant 0 : i32
  %acc = memref.alloca() : memref<i32>
  memref.store %z, %acc[] : memref<i32>
  affine.for %i = 0 to 4 {
    %k = affine.apply affine_map<(d0) -> (d0 * 4 + 3)>(%i)
    %v = affine.load %m[%k] : memref<16xi32>
    %s = memref.load %acc[] : memref<i32>
    %t = arith.addi %s, %v : i32
    memref.store %t, %acc[] : memref<i32>
  }
  %r = memref.load %acc[] : memref<i32>
  return %r : i32
}
