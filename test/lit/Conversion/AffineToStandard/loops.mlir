// lower-affine on the structured ops: affine.for to scf.for (bounds the max and min of their maps'
// results, iter_args carried), affine.if to scf.if (each constraint a comparison with 0, joined by
// andi), affine.load/store to memref's with their maps expanded; the same arith ops as
// mlir-opt-22's. The interpreter checks each function before and after on random inputs (empty
// trip counts, negative bounds and a dynamic dim among them).
// RUN: strata-opt %s -split-input-file --lower-affine | FileCheck %s
// RUN: strata-opt %s -split-input-file --lower-affine --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @sum(
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[C64:.*]] = arith.constant 64 : index
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK: %[[R:.*]] = scf.for %[[I:.*]] = %[[C0]] to %[[C64]] step %[[C3]] iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:   %[[C1:.*]] = arith.constant 1 : index
// CHECK:   %[[J:.*]] = arith.addi %[[I]], %[[C1]] : index
// CHECK:   %[[V:.*]] = memref.load %arg0[%[[J]]] : memref<66xf32>
// CHECK:   scf.yield %{{.*}} : f32
// CHECK-NOT: affine.
func.func @sum(%m: memref<66xf32>) -> f32 {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 step 3 iter_args(%acc = %cst) -> (f32) {
    %v = affine.load %m[%i + 1] : memref<66xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  return %r : f32
}

// -----

// CHECK-LABEL: func.func @bounds(
// CHECK: arith.maxsi
// CHECK: arith.minsi
// CHECK: scf.for
// CHECK: memref.store
func.func @bounds(%m: memref<?x8xf32>) -> memref<?x8xf32> {
  %cst = arith.constant 2.0 : f32
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?x8xf32>
  affine.for %i = -3 to 5 {
    affine.for %j = max affine_map<(d0) -> (d0 - 2, 0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 3, s0, 8)>(%i)[%d] {
      affine.store %cst, %m[%i mod 2, %j] : memref<?x8xf32>
    }
  }
  affine.for %i = 7 to 2 {
    affine.store %cst, %m[0, %i] : memref<?x8xf32>
  }
  return %m : memref<?x8xf32>
}

// -----

// CHECK-LABEL: func.func @branches(
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[GE:.*]] = arith.cmpi sge, %{{.*}}, %[[C0]] : index
// CHECK: %[[EQ:.*]] = arith.cmpi eq, %{{.*}}, %[[C0]] : index
// CHECK: %[[AND:.*]] = arith.andi %[[GE]], %[[EQ]] : i1
// CHECK: scf.if %[[AND]] -> (f32) {
// CHECK:   scf.yield
// CHECK: } else {
// CHECK: scf.if %{{.*}} {
// CHECK-NOT: else
func.func @branches(%a: index, %b: index, %m: memref<4xf32>) -> f32 {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %x = affine.if affine_set<(d0)[s0] : (d0 - 1 >= 0, s0 mod 2 == 0)>(%a)[%b] -> f32 {
    affine.yield %one : f32
  } else {
    affine.yield %two : f32
  }
  affine.if affine_set<(d0) : (d0 >= 0, -d0 + 3 >= 0)>(%a) {
    affine.store %x, %m[%a] : memref<4xf32>
  }
  return %x : f32
}

// -----

// CHECK-LABEL: func.func @scalar(
// CHECK: memref.load %arg0[] : memref<f32>
// CHECK: memref.store %{{.*}}, %arg0[] : memref<f32>
func.func @scalar(%m: memref<f32>) -> f32 {
  %v = affine.load %m[] : memref<f32>
  %w = arith.addf %v, %v : f32
  affine.store %w, %m[] : memref<f32>
  return %w : f32
}
