// tensor and memref ops: slices, padding, reshapes, dynamic shapes, empty
// tensors, rank 0, strided views that alias, globals.
// RUN: strata-run %s --entry tensors | FileCheck %s --check-prefix=T
// RUN: strata-run %s --entry dynamic --random-inputs --shape 0=2x3 | FileCheck %s --check-prefix=DYN
// RUN: strata-run %s --entry buffers | FileCheck %s --check-prefix=M

func.func @tensors() -> (tensor<2x2xi32>, tensor<3x4xi32>, tensor<2x3xi32>, tensor<0x3xf32>, tensor<i32>, tensor<5xi32>, tensor<2x2xi32>) {
  %a = arith.constant dense<[[1, 2, 3], [4, 5, 6], [7, 8, 9]]> : tensor<3x3xi32>
  %s = tensor.extract_slice %a[1, 0] [2, 2] [1, 2] : tensor<3x3xi32> to tensor<2x2xi32>
  %z = arith.constant 0 : i32
  %p = tensor.pad %a low[0, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %z : i32
  } : tensor<3x3xi32> to tensor<3x4xi32>
  %row = tensor.extract_slice %a[0, 0] [1, 3] [1, 1] : tensor<3x3xi32> to tensor<3xi32>
  %e = tensor.expand_shape %row [[0, 1]] output_shape [1, 3] : tensor<3xi32> into tensor<1x3xi32>
  %c = tensor.concat dim(0) %e, %e : (tensor<1x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  %empty = tensor.empty() : tensor<0x3xf32>
  %r0 = tensor.from_elements %z : tensor<i32>
  %g = tensor.generate {
  ^bb0(%i: index):
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    tensor.yield %sq : i32
  } : tensor<5xi32>
  %top = tensor.extract_slice %s[1, 0] [1, 2] [1, 1] : tensor<2x2xi32> to tensor<1x2xi32>
  %ins = tensor.insert_slice %top into %s[0, 0] [1, 2] [1, 1] : tensor<1x2xi32> into tensor<2x2xi32>
  return %s, %p, %c, %empty, %r0, %g, %ins : tensor<2x2xi32>, tensor<3x4xi32>, tensor<2x3xi32>, tensor<0x3xf32>, tensor<i32>, tensor<5xi32>, tensor<2x2xi32>
}
// T:      sizes = [2, 2]
// T-NEXT: {{\[}}[4, 6],
// T-NEXT:  [7, 9]]
// T:      sizes = [3, 4]
// T-NEXT: {{\[}}[0, 1, 2, 3],
// T-NEXT:  [0, 4, 5, 6],
// T-NEXT:  [0, 7, 8, 9]]
// T:      sizes = [2, 3]
// T-NEXT: {{\[}}[1, 2, 3],
// T-NEXT:  [1, 2, 3]]
// T:      rank = 2 offset = 0 sizes = [0, 3] strides = [3, 1] data =
// T-NEXT: []
// T:      rank = 0 offset = 0 sizes = [] strides = [] data =
// T-NEXT: [0]
// T:      {{\[ *0, +1, +4, +9, +16\]}}
// T:      sizes = [2, 2]
// T-NEXT: {{\[}}[7, 9],
// T-NEXT:  [7, 9]]

func.func @dynamic(%a: tensor<?x?xf32>) -> (index, index, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %flat = tensor.collapse_shape %a [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  return %d0, %d1, %flat : index, index, tensor<?xf32>
}
// DYN:      2
// DYN-NEXT: 3
// DYN-NEXT: rank = 1 offset = 0 sizes = [6] strides = [1]

memref.global "private" constant @table : memref<3xi32> = dense<[10, 20, 30]>

func.func @buffers() -> (memref<4x4xi32>, memref<2x2xi32, strided<[4, 1], offset: 5>>, memref<3xi32>, memref<4x4xi32, strided<[1, 4]>>) {
  %m = memref.alloc() : memref<4x4xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %k = arith.muli %i, %c4 : index
      %l = arith.addi %k, %j : index
      %v = arith.index_cast %l : index to i32
      memref.store %v, %m[%i, %j] : memref<4x4xi32>
    }
  }
  // A subview aliases %m: writing through it changes %m.
  %sv = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x4xi32> to memref<2x2xi32, strided<[4, 1], offset: 5>>
  %minus = arith.constant -1 : i32
  memref.store %minus, %sv[%c1, %c1] : memref<2x2xi32, strided<[4, 1], offset: 5>>
  %g = memref.get_global @table : memref<3xi32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<4x4xi32> to memref<4x4xi32, strided<[1, 4]>>
  return %m, %sv, %g, %t : memref<4x4xi32>, memref<2x2xi32, strided<[4, 1], offset: 5>>, memref<3xi32>, memref<4x4xi32, strided<[1, 4]>>
}
// M:      rank = 2 offset = 0 sizes = [4, 4] strides = [4, 1] data =
// M-NEXT: {{\[}}[ 0,  1,  2,  3],
// M-NEXT:  [ 4,  5,  6,  7],
// M-NEXT:  [ 8,  9, -1, 11],
// M-NEXT:  [12, 13, 14, 15]]
// M:      rank = 2 offset = 5 sizes = [2, 2] strides = [4, 1] data =
// M-NEXT: {{\[}}[ 5,  6],
// M-NEXT:  [ 9, -1]]
// M:      [10, 20, 30]
// M:      rank = 2 offset = 0 sizes = [4, 4] strides = [1, 4] data =
// M-NEXT: {{\[}}[ 0,  4,  8, 12],
