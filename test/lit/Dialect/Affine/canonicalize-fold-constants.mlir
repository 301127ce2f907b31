// A constant an affine fold gives is an arith.constant, so an equal
// arith.constant already in the function serves for it instead of a second
// one, whichever comes first, as mlir-opt-22's folder does (checked against
// `mlir-opt-22 -canonicalize -split-input-file`).
// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// CHECK-LABEL: func.func @apply_folds_to_existing(
// CHECK-NEXT: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT: memref.store %[[C1]], %{{.*}}[%[[C3]]]
// CHECK-NEXT: return %[[C3]], %[[C3]]
func.func @apply_folds_to_existing(%m: memref<8xindex>) -> (index, index) {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  memref.store %c1, %m[%c3] : memref<8xindex>
  %a = affine.apply affine_map<()[s0] -> (s0 + 2)>()[%c1]
  return %a, %c3 : index, index
}

// -----

// Zeros of a delinearization's unit entries and of a linearization with
// no index left are one constant.
// CHECK-LABEL: func.func @delinearize_zeros(
// CHECK-SAME: %[[X:.*]]: index)
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NOT: arith.constant
// CHECK: return %[[C0]], %[[C0]], %[[X]], %[[C0]]
func.func @delinearize_zeros(%x: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index disjoint [%c0, %x, %c0] by (3, 5, 5) : index
  %1:4 = affine.delinearize_index %0 into (3, 5, 5, 5) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}
