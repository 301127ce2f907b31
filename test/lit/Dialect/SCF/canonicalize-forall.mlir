// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

// scf.forall: constant bounds made static, dims of one iteration dropped
// or the loop inlined, a loop of no iteration folded to its shared outs,
// shared outs nobody reads or writes dropped, tensor.dim of a result read
// from its init. The expected output is mlir-opt-22 --canonicalize's.

// CHECK-LABEL: func.func @static_bounds(
//  CHECK-SAME:   %[[N:.*]]: index, %[[T:.*]]: tensor<?xf32>)
//       CHECK:   scf.forall (%{{.*}}, %{{.*}}) = (2, 0) to (%[[N]], 12) step (3, 4) shared_outs
func.func @static_bounds(%n: index, %t: tensor<?xf32>) -> tensor<?xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c12 = arith.constant 12 : index
  %r = scf.forall (%i, %j) = (%c2, %c0) to (%n, %c12) step (%c3, %c4) shared_outs(%o = %t) -> (tensor<?xf32>) {
    %s = "test.slice"(%i, %j) : (index, index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}

// -----

// One iteration and no mapping: the body runs once, each write becomes an
// insert_slice into its shared out's init.
// CHECK-LABEL: func.func @single_iteration(
//  CHECK-SAME:   %[[T:.*]]: tensor<8xi32>, %[[U:.*]]: tensor<8xi32>, %[[A:.*]]: tensor<2xi32>, %[[B:.*]]: tensor<2xi32>)
//   CHECK-NOT:   scf.forall
//       CHECK:   %[[I1:.*]] = tensor.insert_slice %[[A]] into %[[T]][3] [2] [1]
//       CHECK:   %[[I2:.*]] = tensor.insert_slice %[[B]] into %[[U]][5] [2] [1]
//       CHECK:   return %[[I1]], %[[I2]]
func.func @single_iteration(%t: tensor<8xi32>, %u: tensor<8xi32>, %a: tensor<2xi32>, %b: tensor<2xi32>) -> (tensor<8xi32>, tensor<8xi32>) {
  %r:2 = scf.forall (%i) = (3) to (4) step (5) shared_outs(%o = %t, %p = %u) -> (tensor<8xi32>, tensor<8xi32>) {
    %k = arith.addi %i, %i : index
    %m = arith.subi %k, %i : index
    %c2 = arith.constant 2 : index
    %q = arith.addi %m, %c2 : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %o[%i] [2] [1] : tensor<2xi32> into tensor<8xi32>
      tensor.parallel_insert_slice %b into %p[%q] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  }
  return %r#0, %r#1 : tensor<8xi32>, tensor<8xi32>
}

// -----

// A loop of no dims and no shared outs runs its body once.
// CHECK-LABEL: func.func @rank_zero(
//   CHECK-NOT:   scf.forall
//       CHECK:   "test.once"() : () -> ()
func.func @rank_zero() {
  scf.forall () in () {
    "test.once"() : () -> ()
  }
  return
}

// -----

// A dim of no iteration: the results are the inits.
// CHECK-LABEL: func.func @zero_iterations(
//  CHECK-SAME:   %[[N:.*]]: index, %[[T:.*]]: tensor<4xf32>)
//   CHECK-NOT:   scf.forall
//       CHECK:   return %[[T]]
func.func @zero_iterations(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i, %j) = (0, 7) to (%n, 7) step (1, 1) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = "test.slice"() : () -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

// Some dims of one iteration: they leave, their ivs become their lower bounds.
// CHECK-LABEL: func.func @drop_single_dims(
//  CHECK-SAME:   %[[N:.*]]: index,
//       CHECK:   scf.forall (%[[J:.*]]) in (%[[N]]) shared_outs
//       CHECK:     "test.use"(%{{.*}}, %[[J]])
func.func @drop_single_dims(%n: index, %t: tensor<4xf32>) -> tensor<4xf32> {
  %r = scf.forall (%i, %j) in (1, %n) shared_outs(%o = %t) -> (tensor<4xf32>) {
    %s = "test.use"(%i, %j) : (index, index) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r : tensor<4xf32>
}

// -----

// A mapped loop keeps its dims; the ivs of one iteration become constants.
// CHECK-LABEL: func.func @mapped_single(
//       CHECK:   %[[C6:.*]] = arith.constant 6 : index
//       CHECK:   scf.forall (%{{.*}}, %[[J:.*]]) = (6, 0) to (7, 32) step (1, 1)
//       CHECK:     "test.use"(%[[C6]], %[[J]])
//       CHECK:   } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
func.func @mapped_single() {
  scf.forall (%i, %j) = (6, 0) to (7, 32) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return
}

// -----

// A shared out nothing writes is its init; one whose result is unused has
// its writes erased; the written and used one stays.
// CHECK-LABEL: func.func @shared_outs(
//  CHECK-SAME:   %[[N:.*]]: index, %[[A:.*]]: tensor<?xf32>, %[[B:.*]]: tensor<?xf32>, %[[C:.*]]: tensor<?xf32>)
//       CHECK:   %[[R:.*]] = scf.forall (%[[I:.*]]) in (%[[N]]) shared_outs(%[[O:.*]] = %[[B]]) -> (tensor<?xf32>)
//       CHECK:     %[[S:.*]] = "test.read"(%[[A]], %[[C]]
//       CHECK:     scf.forall.in_parallel {
//  CHECK-NEXT:       tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]]]
//  CHECK-NEXT:     }
//       CHECK:   return %[[A]], %[[R]]
func.func @shared_outs(%n: index, %a: tensor<?xf32>, %b: tensor<?xf32>, %c: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%oa = %a, %ob = %b, %oc = %c) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %s = "test.read"(%oa, %oc) : (tensor<?xf32>, tensor<?xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %ob[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
      tensor.parallel_insert_slice %s into %oc[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @dim_of_result(
//  CHECK-SAME:   %[[N:.*]]: index, %[[T:.*]]: tensor<?x?xf32>)
//       CHECK:   %[[C1:.*]] = arith.constant 1 : index
//       CHECK:   %[[D:.*]] = tensor.dim %[[T]], %[[C1]]
//       CHECK:   return %[[D]]
func.func @dim_of_result(%n: index, %t: tensor<?x?xf32>) -> index {
  %c1 = arith.constant 1 : index
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> (tensor<?x?xf32>) {
    %s = "test.slice"() : () -> tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, 0] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x?xf32>
    }
  }
  %d = tensor.dim %r, %c1 : tensor<?x?xf32>
  return %d : index
}
