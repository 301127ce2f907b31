// affine.linearize_index and affine.delinearize_index canonicalized as
// mlir-opt-22 does (each output checked against `mlir-opt-22
// -canonicalize -split-input-file`): a delinearization of a disjoint
// linearization cancels the basis entries both end with, or splits off the
// last index; a linearization drops a leading zero and unit entries, and
// merges a run of a delinearization's results over the same basis entries;
// an affine map summing a delinearization's results times their strides
// reads the delinearized index.
// RUN: strata-opt %s -canonicalize -split-input-file | FileCheck %s

// The same basis, dynamic entries included: the indices come back.
// CHECK-LABEL: func.func @delin_of_lin_same_basis(
// CHECK-SAME: %[[I:.*]]: index, %[[J:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: return %[[I]], %[[J]]
func.func @delin_of_lin_same_basis(%i: index, %j: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%i, %j] by (3, %n) : index
  %1:2 = affine.delinearize_index %0 into (3, %n) : index, index
  return %1#0, %1#1 : index, index
}

// -----

// Without disjoint an index may exceed its bound: nothing cancels.
// CHECK-LABEL: func.func @delin_of_lin_not_disjoint(
// CHECK: %[[L:.*]] = affine.linearize_index [%{{.*}}, %{{.*}}] by (3, 7) : index
// CHECK-NEXT: %[[D:.*]]:2 = affine.delinearize_index %[[L]] into (3, 7) : index, index
// CHECK-NEXT: return %[[D]]#0, %[[D]]#1
func.func @delin_of_lin_not_disjoint(%i: index, %j: index) -> (index, index) {
  %0 = affine.linearize_index [%i, %j] by (3, 7) : index
  %1:2 = affine.delinearize_index %0 into (3, 7) : index, index
  return %1#0, %1#1 : index, index
}

// -----

// The common last entry (10) cancels; the rest is linearized and
// delinearized again.
// CHECK-LABEL: func.func @delin_of_lin_tail(
// CHECK-SAME: %[[I:.*]]: index, %[[J:.*]]: index, %[[K:.*]]: index)
// CHECK-NEXT: %[[L:.*]] = affine.linearize_index disjoint [%[[I]], %[[J]]] by (6, 2) : index
// CHECK-NEXT: %[[D:.*]]:2 = affine.delinearize_index %[[L]] into (4, 3) : index, index
// CHECK-NEXT: return %[[D]]#0, %[[D]]#1, %[[K]]
func.func @delin_of_lin_tail(%i: index, %j: index, %k: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%i, %j, %k] by (6, 2, 10) : index
  %1:3 = affine.delinearize_index %0 into (4, 3, 10) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// -----

// 2 * 3 * 2 is the last linearized bound, 12: the last index is
// delinearized alone, and the front cancels.
// CHECK-LABEL: func.func @delin_splits_last(
// CHECK-SAME: %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT: %[[D:.*]]:3 = affine.delinearize_index %[[J]] into (2, 3, 2) : index, index, index
// CHECK-NEXT: return %[[I]], %[[D]]#0, %[[D]]#1, %[[D]]#2
func.func @delin_splits_last(%i: index, %j: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%i, %j] by (5, 12) : index
  %1:4 = affine.delinearize_index %0 into (5, 2, 3, 2) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

// -----

// A leading zero index goes with its bound; a single index left is itself.
// CHECK-LABEL: func.func @lin_leading_zero(
// CHECK-SAME: %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-NEXT: %[[L:.*]] = affine.linearize_index disjoint [%[[I]], %[[J]]] by (3, 4) : index
// CHECK-NEXT: return %[[L]], %[[I]]
func.func @lin_leading_zero(%i: index, %j: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index disjoint [%c0, %i, %j] by (7, 3, 4) : index
  %1 = affine.linearize_index [%c0, %i] by (9) : index
  return %0, %1 : index, index
}

// -----

// Unit entries go when the op is disjoint or their index is 0.
// CHECK-LABEL: func.func @lin_unit_entries(
// CHECK-SAME: %[[I:.*]]: index, %[[J:.*]]: index, %[[K:.*]]: index)
// CHECK-NEXT: %[[L:.*]] = affine.linearize_index [%[[I]], %[[J]], %[[K]]] by (4, 6, 1) : index
// CHECK-NEXT: return %[[J]], %[[L]]
func.func @lin_unit_entries(%i: index, %j: index, %k: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index disjoint [%i, %j, %k] by (1, 6, 1) : index
  %1 = affine.linearize_index [%i, %c0, %j, %k] by (4, 1, 6, 1) : index
  return %0, %1 : index, index
}

// -----

// All of a delinearization's results over its basis: the linear index.
// CHECK-LABEL: func.func @lin_of_delin_whole(
// CHECK-SAME: %[[X:.*]]: index, %[[N:.*]]: index)
// CHECK-NEXT: return %[[X]]
func.func @lin_of_delin_whole(%x: index, %n: index) -> index {
  %0:3 = affine.delinearize_index %x into (%n, 6) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (%n, 6) : index
  return %1 : index
}

// -----

// A run in the middle becomes one index of a delinearization by the
// product, 4 * 5.
// CHECK-LABEL: func.func @lin_of_delin_middle(
// CHECK-SAME: %[[X:.*]]: index, %[[A:.*]]: index, %[[B:.*]]: index)
// CHECK-NEXT: %[[D:.*]]:3 = affine.delinearize_index %[[X]] into (2, 3, 20) : index, index, index
// CHECK-NEXT: %[[L:.*]] = affine.linearize_index [%[[A]], %[[D]]#2, %[[B]]] by (8, 20, 9) : index
// CHECK-NEXT: return %[[L]]
func.func @lin_of_delin_middle(%x: index, %a: index, %b: index) -> index {
  %0:4 = affine.delinearize_index %x into (2, 3, 4, 5) : index, index, index, index
  %1 = affine.linearize_index [%a, %0#2, %0#3, %b] by (8, 4, 5, 9) : index
  return %1 : index
}

// -----

// Another user of a merged result reads it split again.
// CHECK-LABEL: func.func @lin_of_delin_other_users(
// CHECK-SAME: %[[X:.*]]: index, %[[A:.*]]: index)
// CHECK-NEXT: %[[D:.*]]:2 = affine.delinearize_index %[[X]] into (2, 12) : index, index
// CHECK-NEXT: %[[R:.*]]:2 = affine.delinearize_index %[[D]]#1 into (3, 4) : index, index
// CHECK-NEXT: %[[L:.*]] = affine.linearize_index [%[[A]], %[[D]]#1] by (7, 12) : index
// CHECK-NEXT: return %[[L]], %[[R]]#1
func.func @lin_of_delin_other_users(%x: index, %a: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index [%a, %0#1, %0#2] by (7, 3, 4) : index
  return %1, %0#2 : index, index
}

// -----

// A dynamic product is an affine.apply.
// CHECK: #[[MAP:.*]] = affine_map<()[s0] -> (s0 * 3)>
// CHECK-LABEL: func.func @lin_of_delin_dynamic_product(
// CHECK-SAME: %[[X:.*]]: index, %[[N:.*]]: index, %[[M:.*]]: index)
// CHECK-NEXT: %[[P:.*]] = affine.apply #[[MAP]]()[%[[M]]]
// CHECK-NEXT: %[[D:.*]]:2 = affine.delinearize_index %[[X]] into (%[[N]], %[[P]]) : index, index
// CHECK-NEXT: return %[[D]]#1
func.func @lin_of_delin_dynamic_product(%x: index, %n: index, %m: index) -> index {
  %0:3 = affine.delinearize_index %x into (%n, %m, 3) : index, index, index
  %1 = affine.linearize_index [%0#1, %0#2] by (%m, 3) : index
  return %1 : index
}

// -----

// Constant basis operands become static; one index linearizes to itself
// whatever its bound.
// CHECK-LABEL: func.func @constant_basis(
// CHECK-SAME: %[[X:.*]]: index, %[[I:.*]]: index)
// CHECK-NEXT: %[[D:.*]]:2 = affine.delinearize_index %[[X]] into (6) : index, index
// CHECK-NEXT: return %[[D]]#0, %[[D]]#1, %[[I]]
func.func @constant_basis(%x: index, %i: index) -> (index, index, index) {
  %c6 = arith.constant 6 : index
  %0:2 = affine.delinearize_index %x into (%c6) : index, index
  %1 = affine.linearize_index [%i] by (%x) : index
  return %0#0, %0#1, %1 : index, index, index
}

// -----

// An affine map summing every result of a delinearization times its stride
// reads the delinearized index instead (as a symbol here, the results
// being symbols); other terms and the constant stay. A wrong stride, or a
// result missing (the unbounded outer one of %e), leaves the sum alone.
// CHECK-DAG: #[[REST:.*]] = affine_map<()[s0, s1] -> (s0 + s1 + 7)>
// CHECK-DAG: #[[WRONG:.*]] = affine_map<()[s0, s1] -> (s0 * 8 + s1)>
// CHECK-DAG: #[[PART:.*]] = affine_map<()[s0, s1] -> (s0 * 6 + s1)>
// CHECK-LABEL: func.func @apply_of_delin(
// CHECK-SAME: %[[X:.*]]: index, %[[S:.*]]: index, %[[M:.*]]: memref<?xindex>)
// CHECK-NEXT: %[[D:.*]]:2 = affine.delinearize_index %[[X]] into (3, 4)
// CHECK-NEXT: memref.store %[[X]], %[[M]][%[[X]]]
// CHECK-NEXT: %[[A1:.*]] = affine.apply #[[REST]]()[%[[S]], %[[X]]]
// CHECK-NEXT: memref.store %[[A1]], %[[M]][%[[A1]]]
// CHECK-NEXT: %[[A2:.*]] = affine.apply #[[WRONG]]()[%[[D]]#0, %[[D]]#1]
// CHECK-NEXT: memref.store %[[A2]], %[[M]][%[[A2]]]
// CHECK-NEXT: %[[E:.*]]:3 = affine.delinearize_index %[[X]] into (5, 6)
// CHECK-NEXT: %[[A3:.*]] = affine.apply #[[PART]]()[%[[E]]#1, %[[E]]#2]
// CHECK-NEXT: memref.store %[[A3]], %[[M]][%[[A3]]]
// CHECK-NEXT: memref.store %[[X]], %[[M]][%[[X]]]
// CHECK-NEXT: return
func.func @apply_of_delin(%x: index, %s: index, %m: memref<?xindex>) {
  %d:2 = affine.delinearize_index %x into (3, 4) : index, index
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * 4 + s1)>()[%d#0, %d#1]
  memref.store %0, %m[%0] : memref<?xindex>
  %1 = affine.apply affine_map<()[s0, s1, s2] -> (s1 + s2 + s0 * 4 + 7)>()[%d#0, %d#1, %s]
  memref.store %1, %m[%1] : memref<?xindex>
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 * 8 + s1)>()[%d#0, %d#1]
  memref.store %2, %m[%2] : memref<?xindex>
  %e:3 = affine.delinearize_index %x into (5, 6) : index, index, index
  %3 = affine.apply affine_map<()[s0, s1] -> (s0 * 6 + s1)>()[%e#1, %e#2]
  memref.store %3, %m[%3] : memref<?xindex>
  %4 = affine.apply affine_map<()[s0, s1, s2] -> (s0 * 30 + s1 * 6 + s2)>()[%e#0, %e#1, %e#2]
  memref.store %4, %m[%4] : memref<?xindex>
  return
}

// -----

// Results that are dimensions give a dimension, in any order in the map.
// CHECK: #[[PLUS2:.*]] = affine_map<(d0) -> (d0 + 2)>
// CHECK-LABEL: func.func @apply_of_delin_dims(
// CHECK: affine.for %[[I:.*]] = 0 to 60 {
// CHECK-NEXT: %[[A:.*]] = affine.apply #[[PLUS2]](%[[I]])
// CHECK-NEXT: memref.store %[[A]]
func.func @apply_of_delin_dims(%m: memref<?xindex>) {
  affine.for %i = 0 to 60 {
    %d:3 = affine.delinearize_index %i into (3, 4, 5) : index, index, index
    %0 = affine.apply affine_map<(d0, d1, d2) -> (d2 * 20 + d0 + d1 * 5 + 2)>(%d#2, %d#1, %d#0)
    memref.store %0, %m[%0] : memref<?xindex>
  }
  return
}

// -----

// The addends are matched as written, before the map is flattened: one
// copy of the sum is replaced, the rest kept (%0), in a nested sum too
// (%1: the floordiv's sum became s0 floordiv 3 + s1 * 2 when the map was
// built, so only the product's is replaced); doubled strides are no match
// (%2).
// CHECK-DAG: #[[ROT:.*]] = affine_map<()[s0, s1] -> (s0 + s1)>
// CHECK-DAG: #[[NEST:.*]] = affine_map<()[s0, s1, s2] -> (s1 * 2 + s2 * 5 + s0 floordiv 3)>
// CHECK-DAG: #[[TWICE:.*]] = affine_map<()[s0, s1] -> (s0 * 2 + s1 * 12)>
// CHECK-LABEL: func.func @apply_of_delin_sums(
// CHECK-SAME: %[[X:.*]]: index, %[[M:.*]]: memref<?xindex>)
// CHECK-NEXT: %[[D:.*]]:2 = affine.delinearize_index %[[X]] into (6)
// CHECK-NEXT: %[[A0:.*]] = affine.apply #[[ROT]]()[%[[D]]#1, %[[X]]]
// CHECK: %[[A1:.*]] = affine.apply #[[NEST]]()[%[[D]]#1, %[[D]]#0, %[[X]]]
// CHECK: %[[A2:.*]] = affine.apply #[[TWICE]]()[%[[D]]#1, %[[D]]#0]
func.func @apply_of_delin_sums(%x: index, %m: memref<?xindex>) {
  %d:2 = affine.delinearize_index %x into (6) : index, index
  %0 = affine.apply affine_map<()[s0, s1] -> (s1 * 6 + s0 + s0)>()[%d#1, %d#0]
  memref.store %0, %m[%0] : memref<?xindex>
  %1 = affine.apply affine_map<()[s0, s1] -> ((s0 + s1 * 6) floordiv 3 + (s1 * 6 + s0) * 5)>()[%d#1, %d#0]
  memref.store %1, %m[%1] : memref<?xindex>
  %2 = affine.apply affine_map<()[s0, s1] -> (s0 * 2 + s1 * 12)>()[%d#1, %d#0]
  memref.store %2, %m[%2] : memref<?xindex>
  return
}
