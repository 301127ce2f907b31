// RUN: strata-opt %s -split-input-file -loop-invariant-subset-hoisting | FileCheck %s

// The write's offset, %k - 2 + 2, is the read's %k: the pair moves out.
// CHECK-LABEL: func.func @offset_through_arith
// CHECK-SAME:    %[[T:.*]]: tensor<?xf32>, %{{.*}}: index, %{{.*}}: index, %{{.*}}: index, %[[K:.*]]: index
// CHECK:         %[[R:.*]] = tensor.extract_slice %[[T]][%[[K]]] [4] [1]
// CHECK:         %[[L:.*]]:2 = scf.for {{.*}} iter_args(%[[A:.*]] = %[[T]], %[[S:.*]] = %[[R]])
// CHECK:           %[[N:.*]] = arith.addf %[[S]], %[[S]]
// CHECK:           scf.yield %[[A]], %[[N]]
// CHECK:         tensor.insert_slice %[[L]]#1 into %[[L]]#0[%{{.*}}] [4] [1]
func.func @offset_through_arith(%t: tensor<?xf32>, %lb: index, %ub: index, %st: index, %k: index) -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %m = arith.subi %k, %c2 : index
  %k2 = arith.addi %m, %c2 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %a[%k] [4] [1] : tensor<?xf32> to tensor<4xf32>
    %n = arith.addf %s, %s : tensor<4xf32>
    %w = tensor.insert_slice %n into %a[%k2] [4] [1] : tensor<4xf32> into tensor<?xf32>
    scf.yield %w : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// [0, %n) and [%n, %n + 3) never meet, though neither is constant: both
// pairs move out.
// CHECK-LABEL: func.func @adjacent_dynamic_slices
// CHECK:         tensor.extract_slice
// CHECK:         tensor.extract_slice
// CHECK:         scf.for {{.*}} -> (tensor<?xf32>, tensor<3xf32>, tensor<?xf32>)
// CHECK-NOT:       tensor.extract_slice
// CHECK:           scf.yield
// CHECK:         tensor.insert_slice
// CHECK:         tensor.insert_slice
func.func @adjacent_dynamic_slices(%t: tensor<?xf32>, %lb: index, %ub: index, %st: index, %n: index) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> (tensor<?xf32>) {
    %x = tensor.extract_slice %a[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
    %y = tensor.extract_slice %a[%n] [3] [1] : tensor<?xf32> to tensor<3xf32>
    %x2 = arith.negf %x : tensor<?xf32>
    %y2 = arith.negf %y : tensor<3xf32>
    %w1 = tensor.insert_slice %y2 into %a[%n] [3] [1] : tensor<3xf32> into tensor<?xf32>
    %w2 = tensor.insert_slice %x2 into %w1[0] [%n] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %w2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// [0, %n) and [%n - 1, %n + 2) may meet: nothing moves.
// CHECK-LABEL: func.func @overlapping_dynamic_slices
// CHECK:         scf.for
// CHECK:           tensor.extract_slice
// CHECK:           tensor.extract_slice
func.func @overlapping_dynamic_slices(%t: tensor<?xf32>, %lb: index, %ub: index, %st: index, %n: index) -> tensor<?xf32> {
  %c1 = arith.constant 1 : index
  %p = arith.subi %n, %c1 : index
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> (tensor<?xf32>) {
    %x = tensor.extract_slice %a[0] [%n] [1] : tensor<?xf32> to tensor<?xf32>
    %y = tensor.extract_slice %a[%p] [3] [1] : tensor<?xf32> to tensor<3xf32>
    %x2 = arith.negf %x : tensor<?xf32>
    %y2 = arith.negf %y : tensor<3xf32>
    %w1 = tensor.insert_slice %y2 into %a[%p] [3] [1] : tensor<3xf32> into tensor<?xf32>
    %w2 = tensor.insert_slice %x2 into %w1[0] [%n] [1] : tensor<?xf32> into tensor<?xf32>
    scf.yield %w2 : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}

// -----

// A slice of the slice moves out after the slice: the loop carries both.
// CHECK-LABEL: func.func @slice_of_slice
// CHECK-SAME:    %[[T:.*]]: tensor<?xf32>
// CHECK:         %[[S:.*]] = tensor.extract_slice %[[T]][2] [6] [1]
// CHECK:         %[[SS:.*]] = tensor.extract_slice %[[S]][1] [3] [1]
// CHECK:         %[[L:.*]]:3 = scf.for {{.*}} iter_args(%[[A:.*]] = %[[T]], %[[B:.*]] = %[[S]], %[[C:.*]] = %[[SS]])
// CHECK:           %[[N:.*]] = arith.negf %[[C]]
// CHECK:           scf.yield %[[A]], %[[B]], %[[N]]
// CHECK:         %[[W:.*]] = tensor.insert_slice %[[L]]#2 into %[[L]]#1[1] [3] [1]
// CHECK:         tensor.insert_slice %[[W]] into %[[L]]#0[2] [6] [1]
func.func @slice_of_slice(%t: tensor<?xf32>, %lb: index, %ub: index, %st: index) -> tensor<?xf32> {
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %t) -> (tensor<?xf32>) {
    %s = tensor.extract_slice %a[2] [6] [1] : tensor<?xf32> to tensor<6xf32>
    %ss = tensor.extract_slice %s[1] [3] [1] : tensor<6xf32> to tensor<3xf32>
    %n = arith.negf %ss : tensor<3xf32>
    %w = tensor.insert_slice %n into %s[1] [3] [1] : tensor<3xf32> into tensor<6xf32>
    %v = tensor.insert_slice %w into %a[2] [6] [1] : tensor<6xf32> into tensor<?xf32>
    scf.yield %v : tensor<?xf32>
  }
  return %r : tensor<?xf32>
}
