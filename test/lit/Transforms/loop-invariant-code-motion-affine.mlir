// loop-invariant-code-motion on affine loops (affine.for and affine.parallel are LoopLike): an
// invariant pure op leaves the body, what depends on the induction variables or the loaded values
// stays; as mlir-opt-22's. The interpreter checks the function before and after.
// RUN: strata-opt %s --loop-invariant-code-motion | FileCheck %s
// RUN: strata-opt %s --loop-invariant-code-motion --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @affine_loops(
// CHECK-NEXT: %[[A:.*]] = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %{{.*}} = affine.parallel (%[[I:.*]]) = (0) to (10) reduce ("addf") -> (f32) {
// CHECK-NEXT:   %[[V:.*]] = affine.load %arg0[%[[I]]] : memref<10xf32>
// CHECK-NEXT:   %[[S:.*]] = arith.addf %[[V]], %[[A]] : f32
// CHECK-NEXT:   affine.yield %[[S]] : f32
// CHECK: %[[M:.*]] = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: affine.for %[[J:.*]] = 0 to 10 {
// CHECK-NEXT:   affine.store %[[M]], %arg0[%[[J]]] : memref<10xf32>
func.func @affine_loops(%m: memref<10xf32>, %x: f32) -> f32 {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32) {
    %y = arith.addf %x, %x : f32
    %v = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %v, %y : f32
    affine.yield %s : f32
  }
  affine.for %i = 0 to 10 {
    %y = arith.mulf %x, %x : f32
    affine.store %y, %m[%i] : memref<10xf32>
  }
  return %r : f32
}

// An affine.for of unit step whose body is invariant leaves the loop (its trip count cannot
// overflow), one of step 2 stays; an affine.if whose operands are invariant and whose branches
// may be speculated leaves it too, one that stores stays.
// CHECK-LABEL: func.func @affine_nested(
// CHECK-SAME:  %[[M:.*]]: memref<10xf32>, %[[X:.*]]: f32, %[[LB:.*]]: index, %[[UB:.*]]: index)
// CHECK-NEXT:  %[[Y:.*]] = arith.addf %[[X]], %[[X]] : f32
// CHECK-NEXT:  affine.for %{{.*}} = %[[LB]] to %[[UB]] {
// CHECK-NEXT:  }
// CHECK-NEXT:  affine.for %[[I:.*]] = 0 to 10 {
// CHECK-NEXT:    affine.for %{{.*}} = %[[LB]] to %[[UB]] step 2 {
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.if #{{.*}}(%[[I]]) {
// CHECK-NEXT:      %{{.*}} = arith.mulf %[[X]], %[[X]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    affine.for %{{.*}} = 0 to 20 {
// CHECK-NEXT:      affine.if #{{.*}}(%[[I]]) {
// CHECK-NEXT:        affine.store %[[X]], %[[M]][%[[I]]] : memref<10xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:  }
func.func @affine_nested(%m: memref<10xf32>, %x: f32, %lb: index, %ub: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = %lb to %ub {
      %y = arith.addf %x, %x : f32
    }
    affine.for %j = %lb to %ub step 2 {
    }
    affine.for %j = 0 to 20 {
      affine.if affine_set<(d0) : (d0 - 5 >= 0)> (%i) {
        %z = arith.mulf %x, %x : f32
      }
      affine.if affine_set<(d0) : (d0 - 5 >= 0)> (%i) {
        affine.store %x, %m[%i] : memref<10xf32>
      }
    }
  }
  return
}
