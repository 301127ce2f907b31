// The ops upstream removed after MLIR 20 (splat, extractelement, insertelement) keep their last
// upstream syntax; mlir-opt-22 no longer reads them (test/compat lists this file as Strata's only).
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --canonicalize --strata-diff-check -o /dev/null

// CHECK-LABEL: func.func @legacy(
// CHECK-SAME: %[[S:.*]]: f32, %[[V:.*]]: vector<4xf32>, %[[Z:.*]]: vector<f32>, %[[I:.*]]: i32)
// CHECK: vector.splat %[[S]] : vector<4xf32>
// CHECK: vector.splat %[[S]] : vector<f32>
// CHECK: vector.extractelement %[[V]][%{{.*}} : i32] : vector<4xf32>
// CHECK: vector.extractelement %[[Z]][] : vector<f32>
// CHECK: vector.insertelement %[[S]], %[[V]][%{{.*}} : i32] : vector<4xf32>
// CHECK: vector.insertelement %[[S]], %[[Z]][] : vector<f32>
// CHECK: vector.extractelement %[[V]][%[[I]] : i32] : vector<4xf32>
// CHECK: vector.insertelement %[[S]], %[[V]][%[[I]] : i32] : vector<4xf32>
func.func @legacy(%s: f32, %v: vector<4xf32>, %z: vector<f32>, %i: i32) -> (vector<4xf32>, vector<f32>, f32, f32, vector<4xf32>, vector<f32>) {
  %0 = vector.splat %s : vector<4xf32>
  %1 = vector.splat %s : vector<f32>
  %c2 = arith.constant 2 : i32
  %2 = vector.extractelement %v[%c2 : i32] : vector<4xf32>
  %3 = vector.extractelement %z[] : vector<f32>
  %4 = vector.insertelement %s, %v[%c2 : i32] : vector<4xf32>
  %5 = vector.insertelement %s, %z[] : vector<f32>
  %6 = vector.extractelement %v[%i : i32] : vector<4xf32>
  %7 = vector.insertelement %s, %v[%i : i32] : vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<4xf32>, vector<f32>, f32, f32, vector<4xf32>, vector<f32>
}
