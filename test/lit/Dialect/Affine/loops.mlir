// affine.for (constant, SSA and map bounds, max/min of several results, step, iter_args), affine.if
// (with and without else, with results), affine.load and affine.store (indices as expressions of
// SSA values, symbol(), constants, rank 0, dynamic dims) round-trip in their custom form and
// through the generic form, as mlir-opt-22 prints them.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-DAG: #[[LB:.*]] = affine_map<(d0)[s0] -> (d0, s0 + 2)>
// CHECK-DAG: #[[UB:.*]] = affine_map<(d0) -> (d0 + 10, 64)>
// CHECK-DAG: #[[SET:.*]] = affine_set<(d0)[s0] : (d0 - 5 >= 0, -d0 + s0 == 0)>
#lb = affine_map<(d0)[s0] -> (d0, s0 + 2)>
#ub = affine_map<(d0) -> (d0 + 10, 64)>

// CHECK-LABEL: func.func @loops(
// CHECK: %[[R:.*]] = affine.for %[[I:.*]] = 0 to 64 step 2 iter_args(%[[ACC:.*]] = %{{.*}}) -> (f32) {
// CHECK:   affine.load %arg0[%[[I]], %[[I]] + 1] : memref<64x64xf32>
// CHECK:   affine.yield %{{.*}} : f32
// CHECK: affine.for %[[I2:.*]] = %arg1 to %arg2 {
// CHECK:   affine.for %[[J:.*]] = max #[[LB]](%[[I2]])[%arg2] to min #[[UB]](%[[I2]]) {
// CHECK:     affine.store %{{.*}}, %arg0[%[[I2]], %[[J]] * 2 + symbol(%arg2)] : memref<64x64xf32>
// CHECK: affine.if #[[SET]](%{{.*}})[%arg1] {
// CHECK: } else {
// CHECK: %{{.*}} = affine.if #{{.*}}(%arg1) -> f32 {
// CHECK: affine.load %arg3[] : memref<f32>
// CHECK: affine.load %arg4[%arg1 floordiv 4, 3] : memref<?x8xf32>
// GENERIC: "affine.for"(%{{.*}}) <{lowerBoundMap = #{{.*}}, operandSegmentSizes = array<i32: 0, 0, 1>, step = 2 : index, upperBoundMap = #{{.*}}}>
// GENERIC: "affine.load"(%arg0, %{{.*}}) <{map = #{{.*}}}> : (memref<64x64xf32>, index) -> f32
// GENERIC: "affine.yield"(%{{.*}}) : (f32) -> ()
// GENERIC: "affine.if"(%{{.*}}, %arg1) <{condition = #{{.*}}}>
func.func @loops(%m: memref<64x64xf32>, %n: index, %s: index, %z: memref<f32>, %d: memref<?x8xf32>) -> (f32, f32, f32) {
  %cst = arith.constant 0.0 : f32
  %r = affine.for %i = 0 to 64 step 2 iter_args(%acc = %cst) -> (f32) {
    %v = affine.load %m[%i, %i + 1] : memref<64x64xf32>
    %a = arith.addf %acc, %v : f32
    affine.yield %a : f32
  }
  affine.for %i = %n to %s {
    affine.for %j = max #lb(%i)[%s] to min #ub(%i) {
      affine.store %cst, %m[%i, %j * 2 + symbol(%s)] : memref<64x64xf32>
    }
  }
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0)[s0] : (d0 - 5 >= 0, s0 - d0 == 0)>(%i)[%n] {
      affine.store %cst, %m[%i, %i] : memref<64x64xf32>
    } else {
      affine.store %r, %m[%i, %i] : memref<64x64xf32>
    }
  }
  %x = affine.if affine_set<(d0) : (d0 >= 0)>(%n) -> f32 {
    affine.yield %cst : f32
  } else {
    affine.yield %r : f32
  }
  %y = affine.load %z[] : memref<f32>
  %w = affine.load %d[%n floordiv 4, 3] : memref<?x8xf32>
  return %x, %y, %w : f32, f32, f32
}
