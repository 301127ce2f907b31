// tensor.gather and tensor.scatter in the interpreter: full and rank-reduced slices, i32 and index
// coordinates, a batch of rank 2 and of rank 0, and the errors an invalid coordinate gives.
// RUN: strata-run %s --entry main | FileCheck %s
// RUN: not strata-run %s --entry out_of_bounds 2>&1 | FileCheck %s --check-prefix=OOB
// RUN: not strata-run %s --entry repeated 2>&1 | FileCheck %s --check-prefix=REPEAT

func.func @main() -> (tensor<2x1x3xf32>, tensor<2x2xf32>, tensor<1x1x3xi32>, tensor<3x3xf32>, tensor<3x3xf32>) {
  %src = arith.constant dense<[[0.0, 1.0, 2.0], [10.0, 11.0, 12.0], [20.0, 21.0, 22.0]]> : tensor<3x3xf32>
  // Rows 2 and 0, keeping the gathered dimension (size 1).
  %rows_i = arith.constant dense<[[2], [0]]> : tensor<2x1xi32>
  %rows = tensor.gather %src[%rows_i] gather_dims([0]) : (tensor<3x3xf32>, tensor<2x1xi32>) -> tensor<2x1x3xf32>
  // Elements (1, 2), (2, 0), (0, 1), (1, 1) in a 2x2 batch, both dimensions dropped.
  %pts_i = arith.constant dense<[[[1, 2], [2, 0]], [[0, 1], [1, 1]]]> : tensor<2x2x2xindex>
  %pts = tensor.gather %src[%pts_i] gather_dims([0, 1]) unique : (tensor<3x3xf32>, tensor<2x2x2xindex>) -> tensor<2x2xf32>
  // A batch of rank 0: one column.
  %isrc = arith.constant dense<[[[1, 2, 3]], [[4, 5, 6]]]> : tensor<2x1x3xi32>
  %one_i = arith.constant dense<[1]> : tensor<1xindex>
  %col = tensor.gather %isrc[%one_i] gather_dims([0]) : (tensor<2x1x3xi32>, tensor<1xindex>) -> tensor<1x1x3xi32>
  // Scatter rows back in the other order, and single elements (rank-reduced source).
  %zero = arith.constant dense<0.0> : tensor<3x3xf32>
  %back = tensor.scatter %rows into %zero[%rows_i] scatter_dims([0]) unique : (tensor<2x1x3xf32>, tensor<3x3xf32>, tensor<2x1xi32>) -> tensor<3x3xf32>
  %vals = arith.constant dense<[[-1.0, -2.0], [-3.0, -4.0]]> : tensor<2x2xf32>
  %elems = tensor.scatter %vals into %src[%pts_i] scatter_dims([0, 1]) unique : (tensor<2x2xf32>, tensor<3x3xf32>, tensor<2x2x2xindex>) -> tensor<3x3xf32>
  return %rows, %pts, %col, %back, %elems : tensor<2x1x3xf32>, tensor<2x2xf32>, tensor<1x1x3xi32>, tensor<3x3xf32>, tensor<3x3xf32>
}

// CHECK:      sizes = [2, 1, 3]
// CHECK-NEXT: {{\[\[\[}}20, 21, 22]],
// CHECK:      {{\[\[}} 0,  1,  2]]]
// CHECK-NEXT: sizes = [2, 2]
// CHECK-NEXT: {{\[\[}}12, 20],
// CHECK-NEXT:  {{\[}} 1, 11]]
// CHECK-NEXT: sizes = [1, 1, 3]
// CHECK-NEXT: {{\[\[\[}}4, 5, 6]]]
// CHECK-NEXT: sizes = [3, 3]
// CHECK-NEXT: {{\[\[}} 0,  1,  2],
// CHECK-NEXT:  {{\[}} 0,  0,  0],
// CHECK-NEXT:  {{\[}}20, 21, 22]]
// CHECK-NEXT: sizes = [3, 3]
// CHECK-NEXT: {{\[\[}} 0, -3,  2],
// CHECK-NEXT:  {{\[}}10, -4, -1],
// CHECK-NEXT:  {{\[}}-2, 21, 22]]

func.func @out_of_bounds() -> tensor<1x1x3xf32> {
  %src = arith.constant dense<1.0> : tensor<3x3xf32>
  %i = arith.constant dense<[[3]]> : tensor<1x1xindex>
  // OOB: coordinate 3 of batch position 0 is out of bounds for dimension 0 of size 3
  %g = tensor.gather %src[%i] gather_dims([0]) : (tensor<3x3xf32>, tensor<1x1xindex>) -> tensor<1x1x3xf32>
  return %g : tensor<1x1x3xf32>
}

func.func @repeated() -> tensor<3xf32> {
  %dest = arith.constant dense<1.0> : tensor<3xf32>
  %v = arith.constant dense<[5.0, 6.0]> : tensor<2xf32>
  %i = arith.constant dense<[[1], [1]]> : tensor<2x1xi64>
  // REPEAT: batch positions 0 and 1 have the same coordinates (1), but unique is set
  %s = tensor.scatter %v into %dest[%i] scatter_dims([0]) unique : (tensor<2xf32>, tensor<3xf32>, tensor<2x1xi64>) -> tensor<3xf32>
  return %s : tensor<3xf32>
}
