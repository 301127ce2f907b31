// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s
// RUN: strata-opt %s -split-input-file --canonicalize --strata-diff-check > /dev/null

// Slices canonicalize as upstream's (checked against mlir-opt-22).

// Constant offsets, sizes and strides become static; the slice gets the
// type of its sizes and a cast back.
// CHECK-LABEL: func.func @extract_constants
// CHECK-NEXT:    %[[S:.*]] = tensor.extract_slice %arg0[1, %arg1] [2, 0] [2, 1] : tensor<?x?xf32> to tensor<2x0xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[S]] : tensor<2x0xf32> to tensor<?x?xf32>
// CHECK-NEXT:    return %[[C]]
func.func @extract_constants(%a: tensor<?x?xf32>, %i: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.extract_slice %a[%c1, %i] [%c2, %c0] [%c2, %c1] : tensor<?x?xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}

// -----

// A rank-reducing slice drops its first unit sizes.
// CHECK-LABEL: func.func @extract_rank_reducing
// CHECK-NEXT:    %[[S:.*]] = tensor.extract_slice %arg0[0, 0, 0] [1, 1, 5] [1, 1, 1] : tensor<4x4x8xi32> to tensor<1x5xi32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[S]] : tensor<1x5xi32> to tensor<?x?xi32>
func.func @extract_rank_reducing(%a: tensor<4x4x8xi32>) -> tensor<?x?xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %0 = tensor.extract_slice %a[%c0, 0, 0] [1, %c1, %c5] [1, 1, 1] : tensor<4x4x8xi32> to tensor<?x?xi32>
  return %0 : tensor<?x?xi32>
}

// -----

// A negative size is not made static.
// CHECK-LABEL: func.func @negative_size
// CHECK:         tensor.extract_slice %arg0[0] [%{{.*}}] [1]
func.func @negative_size(%a: tensor<?xf32>) -> tensor<?xf32> {
  %c = arith.constant -1 : index
  %0 = tensor.extract_slice %a[0] [%c] [1] : tensor<?xf32> to tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @slice_of_widening_cast
// CHECK-NEXT:    %[[S:.*]] = tensor.extract_slice %arg0[1, %arg1] [2, 3] [1, 1] : tensor<4x8xf32> to tensor<2x3xf32>
// CHECK-NEXT:    return %[[S]]
func.func @slice_of_widening_cast(%a: tensor<4x8xf32>, %i: index) -> tensor<2x3xf32> {
  %0 = tensor.cast %a : tensor<4x8xf32> to tensor<?x?xf32>
  %1 = tensor.extract_slice %0[1, %i] [2, 3] [1, 1] : tensor<?x?xf32> to tensor<2x3xf32>
  return %1 : tensor<2x3xf32>
}

// -----

// CHECK-LABEL: func.func @cast_of_slice
// CHECK-NEXT:    %[[S:.*]] = tensor.extract_slice %arg0[%arg1, 0] [6, 1] [1, 1] : tensor<8x8xf32> to tensor<6xf32>
// CHECK-NEXT:    return %[[S]]
func.func @cast_of_slice(%a: tensor<8x8xf32>, %o: index, %n: index) -> tensor<6xf32> {
  %0 = tensor.extract_slice %a[%o, 0] [%n, 1] [1, 1] : tensor<8x8xf32> to tensor<?xf32>
  %1 = tensor.cast %0 : tensor<?xf32> to tensor<6xf32>
  return %1 : tensor<6xf32>
}

// -----

// CHECK-LABEL: func.func @insert_constants
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %arg0 : tensor<?x?xf32> to tensor<3x?xf32>
// CHECK-NEXT:    %[[I:.*]] = tensor.insert_slice %[[C]] into %arg1[0, 2] [3, %arg2] [1, 1] : tensor<3x?xf32> into tensor<8x8xf32>
// CHECK-NEXT:    return %[[I]]
func.func @insert_constants(%s: tensor<?x?xf32>, %d: tensor<8x8xf32>, %n: index) -> tensor<8x8xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = tensor.insert_slice %s into %d[%c0, %c2] [%c3, %n] [1, 1] : tensor<?x?xf32> into tensor<8x8xf32>
  return %0 : tensor<8x8xf32>
}

// -----

// Casts that only widened the source and the dest are read through; the
// result is cast back to the old dest type.
// CHECK-LABEL: func.func @insert_of_casts
// CHECK-NEXT:    %[[I:.*]] = tensor.insert_slice %arg0 into %arg1[%arg2, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<6x4xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[I]] : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT:    return %[[C]]
func.func @insert_of_casts(%s: tensor<2x4xf32>, %d: tensor<6x4xf32>, %i: index, %n: index) -> tensor<?x4xf32> {
  %0 = tensor.cast %s : tensor<2x4xf32> to tensor<?x4xf32>
  %1 = tensor.cast %d : tensor<6x4xf32> to tensor<?x4xf32>
  %2 = tensor.insert_slice %0 into %1[%i, 0] [%n, 4] [1, 1] : tensor<?x4xf32> into tensor<?x4xf32>
  return %2 : tensor<?x4xf32>
}

// -----

// CHECK-LABEL: func.func @insert_folds
// CHECK-NEXT:    %[[I:.*]] = tensor.insert_slice %arg2 into %arg0[%arg3] [2] [1] : tensor<2xf32> into tensor<?xf32>
// CHECK-NEXT:    return %[[I]], %arg0, %arg0
func.func @insert_folds(%d: tensor<?xf32>, %s1: tensor<2xf32>, %s2: tensor<2xf32>, %i: index, %e: tensor<0xf32>) -> (tensor<?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.insert_slice %s1 into %d[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %1 = tensor.insert_slice %s2 into %0[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %x = tensor.extract_slice %d[%i] [2] [1] : tensor<?xf32> to tensor<2xf32>
  %2 = tensor.insert_slice %x into %d[%i] [2] [1] : tensor<2xf32> into tensor<?xf32>
  %3 = tensor.insert_slice %e into %d[%i] [0] [1] : tensor<0xf32> into tensor<?xf32>
  return %1, %2, %3 : tensor<?xf32>, tensor<?xf32>, tensor<?xf32>
}

// -----

// Different places, or a slice of another tensor, do not fold.
// CHECK-LABEL: func.func @insert_no_folds
// CHECK-COUNT-2: tensor.insert_slice
// CHECK:         tensor.extract_slice
// CHECK:         tensor.insert_slice
func.func @insert_no_folds(%d: tensor<8xf32>, %o: tensor<8xf32>, %s: tensor<2xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = tensor.insert_slice %s into %d[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %1 = tensor.insert_slice %s into %0[2] [2] [1] : tensor<2xf32> into tensor<8xf32>
  %x = tensor.extract_slice %o[0] [2] [1] : tensor<8xf32> to tensor<2xf32>
  %2 = tensor.insert_slice %x into %d[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// -----

// The cast a parallel_insert_slice needs goes before the in_parallel op.
// CHECK-LABEL: func.func @parallel_insert
// CHECK:         scf.forall (%[[T:.*]]) in (%arg2)
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %arg0 into %{{.*}}[%[[T]], 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
func.func @parallel_insert(%a: tensor<1x5xf32>, %b: tensor<?x?xf32>, %n: index) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.forall (%t) in (%n) shared_outs(%o = %b) -> (tensor<?x?xf32>) {
    %x = tensor.cast %a : tensor<1x5xf32> to tensor<?x5xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %x into %o[%t, %c0] [%c1, 5] [%c1, %c1] : tensor<?x5xf32> into tensor<?x?xf32>
    }
  }
  return %r : tensor<?x?xf32>
}
