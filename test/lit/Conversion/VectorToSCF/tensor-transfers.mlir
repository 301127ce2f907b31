// convert-vector-to-scf{lower-tensors}: a transfer on a tensor peels its
// leading dim into transfers of one rank less on the same tensor, through
// a buffer (memref.alloca of the vector at the function's start and
// vector.type_cast to its rows) in an scf.for, or unrolled into vector
// inserts (extracts) with full-unroll; a write carries the tensor from row
// to row. Without the option, or with a mask, a tensor transfer stays.
// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(convert-vector-to-scf{lower-tensors=true}))' -split-input-file | FileCheck %s
// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(convert-vector-to-scf{lower-tensors=true full-unroll=true}))' -split-input-file | FileCheck %s --check-prefix=UNROLL
// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(convert-vector-to-scf{lower-tensors=true full-unroll=true}))' -split-input-file --strata-diff-check -o /dev/null
// RUN: strata-opt %s -pass-pipeline='builtin.module(func.func(convert-vector-to-scf))' -split-input-file | FileCheck %s --check-prefix=OFF

// OFF-LABEL: func.func @read_3d
// OFF:         vector.transfer_read {{.*}} : tensor<2x3x8xf32>, vector<2x3x8xf32>

// CHECK-LABEL: func.func @read_3d(
// CHECK-SAME:      %[[T:.*]]: tensor<2x3x8xf32>, %[[I:.*]]: index)
// CHECK:         %[[BUF:.*]] = memref.alloca() : memref<vector<2x3x8xf32>>
// CHECK-NOT:     memref.alloca
// CHECK:         %[[OV:.*]] = vector.type_cast %[[BUF]] : memref<vector<2x3x8xf32>> to memref<2xvector<3x8xf32>>
// CHECK:         scf.for %[[A:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:           %[[AI:.*]] = affine.apply #{{.*}}(%[[A]])[%[[I]]]
// CHECK:           %[[RV:.*]] = vector.type_cast %[[OV]] : memref<2xvector<3x8xf32>> to memref<2x3xvector<8xf32>>
// CHECK:           scf.for %[[B:.*]] = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK:             %[[BI:.*]] = affine.apply #{{.*}}(%[[B]])[%[[I]]]
// CHECK:             %[[ROW:.*]] = vector.transfer_read %[[T]][%[[AI]], %[[BI]], %[[I]]], %{{.*}} {in_bounds = [true]} : tensor<2x3x8xf32>, vector<8xf32>
// CHECK:             memref.store %[[ROW]], %[[RV]][%[[A]], %[[B]]] : memref<2x3xvector<8xf32>>
// CHECK:         %[[ALL:.*]] = memref.load %[[BUF]][] : memref<vector<2x3x8xf32>>
// CHECK:         return %[[ALL]]

// UNROLL-LABEL: func.func @read_3d(
// UNROLL:         %[[INIT:.*]] = arith.constant dense<5.000000e-01> : vector<2x3x8xf32>
// UNROLL-NOT:     memref.alloca
// UNROLL:         vector.transfer_read {{.*}} {in_bounds = [true]} : tensor<2x3x8xf32>, vector<8xf32>
// UNROLL:         vector.insert %{{.*}}, %[[INIT]] [0, 0] : vector<8xf32> into vector<2x3x8xf32>
// UNROLL-COUNT-5: vector.transfer_read {{.*}} {in_bounds = [true]} : tensor<2x3x8xf32>, vector<8xf32>
// UNROLL:         %[[LAST:.*]] = vector.insert %{{.*}}, %{{.*}} [1, 2] : vector<8xf32> into vector<2x3x8xf32>
// UNROLL:         return %[[LAST]]
func.func @read_3d(%t: tensor<2x3x8xf32>, %i: index) -> vector<2x3x8xf32> {
  %pad = arith.constant 0.5 : f32
  %v = vector.transfer_read %t[%i, %i, %i], %pad {in_bounds = [true, true, true]} : tensor<2x3x8xf32>, vector<2x3x8xf32>
  return %v : vector<2x3x8xf32>
}

// -----

// CHECK-LABEL: func.func @write_2d(
// CHECK-SAME:      %[[T:.*]]: tensor<?x?xf32>, %[[V:.*]]: vector<2x4xf32>, %[[I:.*]]: index)
// CHECK:         %[[BUF:.*]] = memref.alloca() : memref<vector<2x4xf32>>
// CHECK:         memref.store %[[V]], %[[BUF]][] : memref<vector<2x4xf32>>
// CHECK:         %[[RV:.*]] = vector.type_cast %[[BUF]] : memref<vector<2x4xf32>> to memref<2xvector<4xf32>>
// CHECK:         %[[R:.*]] = scf.for %[[A:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[S:.*]] = %[[T]]) -> (tensor<?x?xf32>) {
// CHECK:           %[[AI:.*]] = affine.apply #{{.*}}(%[[A]])[%[[I]]]
// CHECK:           %[[ROW:.*]] = memref.load %[[RV]][%[[A]]] : memref<2xvector<4xf32>>
// CHECK:           %[[W:.*]] = vector.transfer_write %[[ROW]], %[[S]][%[[AI]], %[[I]]] : vector<4xf32>, tensor<?x?xf32>
// CHECK:           scf.yield %[[W]] : tensor<?x?xf32>
// CHECK:         return %[[R]]

// UNROLL-LABEL: func.func @write_2d(
// UNROLL-SAME:      %[[T:.*]]: tensor<?x?xf32>, %[[V:.*]]: vector<2x4xf32>, %[[I:.*]]: index)
// UNROLL:         %[[R0:.*]] = vector.extract %[[V]][0] : vector<4xf32> from vector<2x4xf32>
// UNROLL:         %[[W0:.*]] = vector.transfer_write %[[R0]], %[[T]][%[[I]], %[[I]]] : vector<4xf32>, tensor<?x?xf32>
// UNROLL:         %[[I1:.*]] = affine.apply #{{.*}}()[%[[I]]]
// UNROLL:         %[[R1:.*]] = vector.extract %[[V]][1]
// UNROLL:         %[[W1:.*]] = vector.transfer_write %[[R1]], %[[W0]][%[[I1]], %[[I]]]
// UNROLL:         return %[[W1]]
func.func @write_2d(%t: tensor<?x?xf32>, %v: vector<2x4xf32>, %i: index) -> tensor<?x?xf32> {
  %r = vector.transfer_write %v, %t[%i, %i] {in_bounds = [true, false]} : vector<2x4xf32>, tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}

// -----

// A masked transfer, or one whose leading dim may be out of bounds, stays
// (upstream's pass lowers these too, with the mask in a buffer of its own
// and tensor.dim checks under scf.if).
// CHECK-LABEL: func.func @left_alone(
// CHECK:         vector.transfer_read {{.*}}, %{{.*}} {in_bounds = [false, true]} : tensor<?x8xf32>, vector<2x8xf32>
// CHECK:         vector.transfer_read {{.*}} : tensor<?x8xf32>, vector<2x8xf32>
func.func @left_alone(%t: tensor<?x8xf32>, %i: index, %m: vector<2x8xi1>) -> (vector<2x8xf32>, vector<2x8xf32>) {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %t[%i, %i], %pad {in_bounds = [false, true]} : tensor<?x8xf32>, vector<2x8xf32>
  %b = vector.transfer_read %t[%i, %i], %pad, %m {in_bounds = [true, true]} : tensor<?x8xf32>, vector<2x8xf32>
  return %a, %b : vector<2x8xf32>, vector<2x8xf32>
}

// -----

// In bounds at index 0, for the differential check to run it.
// UNROLL-LABEL: func.func @write_then_read(
// UNROLL-NOT:     vector<2x3x4xf32>, tensor
// UNROLL-COUNT-6: vector.transfer_write {{.*}} : vector<4xf32>, tensor<2x3x4xf32>
// UNROLL-COUNT-6: vector.transfer_read {{.*}} : tensor<2x3x4xf32>, vector<4xf32>
func.func @write_then_read(%t: tensor<2x3x4xf32>, %v: vector<2x3x4xf32>) -> (tensor<2x3x4xf32>, vector<2x3x4xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %w = vector.transfer_write %v, %t[%c0, %c0, %c0] {in_bounds = [true, true, true]} : vector<2x3x4xf32>, tensor<2x3x4xf32>
  %r = vector.transfer_read %w[%c0, %c0, %c0], %pad {in_bounds = [true, true, true]} : tensor<2x3x4xf32>, vector<2x3x4xf32>
  return %w, %r : tensor<2x3x4xf32>, vector<2x3x4xf32>
}
