// RUN: strata-opt %s -split-input-file --canonicalize | FileCheck %s

// Constant sizes of bufferization.alloc_tensor made static, with a
// tensor.cast back to the old type (upstream's ReplaceStaticShapeDims),
// and tensor.dim of a dynamic size read from its operand
// (FoldDimOfAllocTensorOp). mlir-opt-22 passes this file but for
// @keeps_memory_space, whose memory space it drops.

// CHECK-LABEL: func.func @static_sizes
// CHECK-SAME:    (%[[N:.*]]: index)
// CHECK-NEXT:    %[[A:.*]] = bufferization.alloc_tensor(%[[N]]) : tensor<3x?x0xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[A]] : tensor<3x?x0xf32> to tensor<?x?x?xf32>
// CHECK-NEXT:    return %[[C]]
func.func @static_sizes(%n: index) -> tensor<?x?x?xf32> {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor(%c3, %n, %c0) : tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}

// -----

// A negative size stays an operand; an index.constant is a constant too.
// CHECK-LABEL: func.func @negative_size
// CHECK-NEXT:    %[[M:.*]] = arith.constant -2 : index
// CHECK-NEXT:    %[[A:.*]] = bufferization.alloc_tensor(%[[M]]) : tensor<?x5xi8>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[A]] : tensor<?x5xi8> to tensor<?x?xi8>
// CHECK-NEXT:    return %[[C]]
func.func @negative_size() -> tensor<?x?xi8> {
  %m = arith.constant -2 : index
  %c5 = index.constant 5
  %0 = bufferization.alloc_tensor(%m, %c5) : tensor<?x?xi8>
  return %0 : tensor<?x?xi8>
}

// -----

// An alloc_tensor with a copy has no sizes to fold; tensor.dim of it
// reads the copy.
// CHECK-LABEL: func.func @copy
// CHECK-SAME:    (%[[T:.*]]: tensor<?xf32>)
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[A:.*]] = bufferization.alloc_tensor() copy(%[[T]]) : tensor<?xf32>
// CHECK-NEXT:    %[[D:.*]] = tensor.dim %[[T]], %[[C0]] : tensor<?xf32>
// CHECK-NEXT:    return %[[A]], %[[D]]
func.func @copy(%t: tensor<?xf32>) -> (tensor<?xf32>, index) {
  %c0 = arith.constant 0 : index
  %0 = bufferization.alloc_tensor() copy(%t) : tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, index
}

// -----

// CHECK-LABEL: func.func @dim_of_alloc_tensor
// CHECK-SAME:    (%[[N:.*]]: index, %[[M:.*]]: index, %[[I:.*]]: index)
// CHECK-DAG:     %[[C4:.*]] = arith.constant 4 : index
// CHECK-DAG:     %[[C9:.*]] = arith.constant 9 : index
// CHECK:         %[[A:.*]] = bufferization.alloc_tensor(%[[N]], %[[M]]) : tensor<?x4x?xf32>
// CHECK-NEXT:    %[[D:.*]] = tensor.dim %[[A]], %[[I]]
// CHECK-NEXT:    %[[E:.*]] = tensor.dim %[[A]], %[[C9]]
// CHECK-NEXT:    return %[[N]], %[[M]], %[[C4]], %[[D]], %[[E]]
func.func @dim_of_alloc_tensor(%n: index, %m: index, %i: index) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %0 = bufferization.alloc_tensor(%n, %m) : tensor<?x4x?xf32>
  %a = tensor.dim %0, %c0 : tensor<?x4x?xf32>
  %b = tensor.dim %0, %c2 : tensor<?x4x?xf32>
  %c = tensor.dim %0, %c1 : tensor<?x4x?xf32>
  %d = tensor.dim %0, %i : tensor<?x4x?xf32>
  %e = tensor.dim %0, %c9 : tensor<?x4x?xf32>
  return %a, %b, %c, %d, %e : index, index, index, index, index
}

// -----

// A size made static, then tensor.dim past the rank stays, reading the
// new allocation through the cast.
// CHECK-LABEL: func.func @dim_out_of_rank
// CHECK-NEXT:    %[[I:.*]] = index.constant 3
// CHECK-NEXT:    %[[A:.*]] = bufferization.alloc_tensor() : tensor<7xi16>
// CHECK-NEXT:    %[[D:.*]] = tensor.dim %[[A]], %[[I]] : tensor<7xi16>
// CHECK-NEXT:    return %[[D]]
func.func @dim_out_of_rank() -> index {
  %i = index.constant 3
  %c7 = arith.constant 7 : index
  %0 = bufferization.alloc_tensor(%c7) : tensor<?xi16>
  %1 = tensor.dim %0, %i : tensor<?xi16>
  return %1 : index
}

// -----

// The memory space stays (mlir-opt-22 drops it).
// CHECK-LABEL: func.func @keeps_memory_space
// CHECK-NEXT:    %[[A:.*]] = bufferization.alloc_tensor() {memory_space = 1 : i64} : tensor<2xf32>
// CHECK-NEXT:    %[[C:.*]] = tensor.cast %[[A]]
// CHECK-NEXT:    return %[[C]]
func.func @keeps_memory_space() -> tensor<?xf32> {
  %c2 = arith.constant 2 : index
  %0 = bufferization.alloc_tensor(%c2) {memory_space = 1 : i64} : tensor<?xf32>
  return %0 : tensor<?xf32>
}
