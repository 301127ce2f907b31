// affine.parallel round-trips as mlir-opt-22 prints it: constant, SSA, expression and symbol()
// bounds, max/min groups (dims numbered across a whole bound list), steps (printed only when one is
// not 1), reductions with their result types, a band without dimensions, and the generic form
// (reductions as AtomicRMWKind numbers, groups as i32 elements, steps as an i64 array).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @band(
// CHECK: %[[R:.*]]:4 = affine.parallel (%[[I:.*]], %[[J:.*]]) = (0, max(%arg1, 2)) to (min(%arg2, 100), 100) step (2, 3) reduce ("addf", "maximumf", "andi", "muli") -> (f32, f32, i32, i32) {
// CHECK:   %[[V:.*]] = affine.load %arg0[%[[I]], %[[J]]] : memref<100x100xf32>
// CHECK:   affine.yield %[[V]], %[[V]], %{{.*}}, %{{.*}} : f32, f32, i32, i32
// CHECK: affine.parallel (%{{.*}}) = (0) to (symbol(%arg1) + 1) {
// CHECK-NEXT: affine.load
// CHECK-NEXT: }
// CHECK: affine.parallel (%{{.*}}, %{{.*}}) = (%arg1, %arg1 + 1) to (min(%arg1, symbol(%arg2), %arg1 + symbol(%arg2)), %arg2 * 2) {
// CHECK: affine.parallel (%{{.*}}) = (max(%arg1, %arg2)) to (%arg2) {
// CHECK: affine.parallel () = () to () {
// CHECK: %{{.*}} = affine.parallel () = () to () reduce ("assign") -> (index) {
// CHECK: affine.parallel (%{{.*}}) = (%arg1 floordiv 2) to (5) {
// CHECK-NEXT: } {tag = 7 : i64}
// GENERIC: "affine.parallel"(%[[N:.*]], %[[S:.*]]) <{lowerBoundsGroups = dense<[1, 2]> : tensor<2xi32>, lowerBoundsMap = #{{.*}}, reductions = [0, 4, 2, 13], steps = [2, 3], upperBoundsGroups = dense<[2, 1]> : tensor<2xi32>, upperBoundsMap = #{{.*}}}>
// GENERIC: "affine.yield"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, i32, i32) -> ()
// GENERIC: "affine.parallel"(%[[N]], %[[N]], %[[S]], %[[S]]) <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = #{{.*}}, reductions = [], steps = [1, 1], upperBoundsGroups = dense<[3, 1]> : tensor<2xi32>, upperBoundsMap = #{{.*}}}>
// GENERIC: "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #{{.*}}, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #{{.*}}}>
func.func @band(%m: memref<100x100xf32>, %n: index, %s: index) -> (f32, f32, i32, i32) {
  %r:4 = affine.parallel (%i, %j) = (0, max(%n, 2)) to (min(%s, 100), 100) step (2, 3) reduce ("addf", "maximumf", "andi", "muli") -> (f32, f32, i32, i32) {
    %v = affine.load %m[%i, %j] : memref<100x100xf32>
    %c = arith.constant 3 : i32
    affine.yield %v, %v, %c, %c : f32, f32, i32, i32
  }
  affine.parallel (%i) = (0) to (symbol(%n) + 1) {
    %v = affine.load %m[%i, %i] : memref<100x100xf32>
  }
  affine.parallel (%i, %j) = (%n, %n + 1) to (min(%n, symbol(%s), %n + symbol(%s)), %s * 2) {
  }
  affine.parallel (%i) = (max(%n, %s)) to (min(%s)) step (1) {
  }
  affine.parallel () = () to () {
  }
  %a = affine.parallel () = () to () reduce ("assign") -> index {
    affine.yield %n : index
  }
  affine.parallel (%i) = (%n floordiv 2) to (5) {
  } {tag = 7}
  return %r#0, %r#1, %r#2, %r#3 : f32, f32, i32, i32
}

// CHECK-LABEL: func.func @signed(
// CHECK: affine.parallel (%{{.*}}) = (0) to (10) reduce ("maxs", "mins", "maxu", "minu", "ori", "mulf", "minimumf", "addi") -> (si32, si8, ui16, ui64, i1, f16, bf16, i64)
func.func @signed(%a: si32, %b: si8, %c: ui16, %d: ui64, %e: i1, %f: f16, %g: bf16, %h: i64) {
  %r:8 = affine.parallel (%i) = (0) to (10) reduce ("maxs", "mins", "maxu", "minu", "ori", "mulf", "minimumf", "addi") -> (si32, si8, ui16, ui64, i1, f16, bf16, i64) {
    affine.yield %a, %b, %c, %d, %e, %f, %g, %h : si32, si8, ui16, ui64, i1, f16, bf16, i64
  }
  return
}
