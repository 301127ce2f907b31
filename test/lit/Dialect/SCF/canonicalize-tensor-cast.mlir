// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

// A tensor.cast that only loses static sizes, feeding an scf.for iter_arg
// or an scf.forall shared out, moves inside the loop: the loop carries the
// more static type. The expected output is mlir-opt-22 --canonicalize's.

// CHECK-LABEL: func.func @for_iter_arg(
//  CHECK-SAME:   %[[T:.*]]: tensor<4x?xf32>, %[[N:.*]]: index)
//       CHECK:   %[[R:.*]] = scf.for {{.*}} iter_args(%[[A:.*]] = %[[T]]) -> (tensor<4x?xf32>) {
//       CHECK:     %[[IN:.*]] = tensor.cast %[[A]] : tensor<4x?xf32> to tensor<?x?xf32>
//       CHECK:     %[[S:.*]] = "test.step"(%[[IN]])
//       CHECK:     %[[OUT:.*]] = tensor.cast %[[S]] : tensor<?x?xf32> to tensor<4x?xf32>
//       CHECK:     scf.yield %[[OUT]]
//       CHECK:   %[[B:.*]] = tensor.cast %[[R]] : tensor<4x?xf32> to tensor<?x?xf32>
//       CHECK:   return %[[B]]
func.func @for_iter_arg(%t: tensor<4x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> tensor<?x?xf32> {
    %2 = "test.step"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  return %1 : tensor<?x?xf32>
}

// -----

// A result used twice, or a cast that makes the type more static, stays.
// CHECK-LABEL: func.func @for_not_folded(
//       CHECK:   tensor.cast %{{.*}} : tensor<4x?xf32> to tensor<?x?xf32>
//       CHECK:   scf.for {{.*}} -> (tensor<?x?xf32>)
//       CHECK:   tensor.cast %{{.*}} : tensor<?xf32> to tensor<4xf32>
//       CHECK:   scf.for {{.*}} -> (tensor<4xf32>)
func.func @for_not_folded(%t: tensor<4x?xf32>, %u: tensor<?xf32>, %n: index) -> (tensor<?x?xf32>, tensor<?x?xf32>, tensor<4xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %0) -> tensor<?x?xf32> {
    %2 = "test.step"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  }
  %3 = tensor.cast %u : tensor<?xf32> to tensor<4xf32>
  %4 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %3) -> tensor<4xf32> {
    %5 = "test.step"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %5 : tensor<4xf32>
  }
  return %1, %1, %4 : tensor<?x?xf32>, tensor<?x?xf32>, tensor<4xf32>
}

// -----

// The forall writes into the static tensor; its other reads see it through a cast.
// CHECK-LABEL: func.func @forall_shared_out(
//  CHECK-SAME:   %[[T:.*]]: tensor<8xf32>, %[[N:.*]]: index)
//       CHECK:   %[[R:.*]] = scf.forall (%[[I:.*]]) in (%[[N]]) shared_outs(%[[O:.*]] = %[[T]]) -> (tensor<8xf32>) {
//       CHECK:     %[[C:.*]] = tensor.cast %[[O]] : tensor<8xf32> to tensor<?xf32>
//       CHECK:     %[[S:.*]] = "test.f"(%[[C]])
//       CHECK:       tensor.parallel_insert_slice %[[S]] into %[[O]][%[[I]]] [1] [1] : tensor<1xf32> into tensor<8xf32>
//       CHECK:   %[[B:.*]] = tensor.cast %[[R]] : tensor<8xf32> to tensor<?xf32>
//       CHECK:   return %[[B]]
func.func @forall_shared_out(%t: tensor<8xf32>, %n: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<8xf32> to tensor<?xf32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %c) -> tensor<?xf32> {
    %s = "test.f"(%o) : (tensor<?xf32>) -> tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %r : tensor<?xf32>
}
