// linalg.pack and linalg.unpack in the interpreter: a padded tiling of both dimensions with the outer
// dimensions swapped, and unpacking it back (the padding dropped); a pack that needs padding but has
// no padding value is an error.
// RUN: strata-run %s --entry main | FileCheck %s
// RUN: not strata-run %s --entry no_padding 2>&1 | FileCheck %s --check-prefix=NOPAD

// A 3x5 matrix cut into 2x2 tiles: 2 row tiles, 3 column tiles, stored column tile first.
// CHECK:      sizes = [3, 2, 2, 2]
// CHECK-NEXT: {{\[\[\[\[}} 0,  1],
// CHECK-NEXT:    [10, 11]],
// CHECK:         {{\[\[}}20, 21],
// CHECK-NEXT:    [-1, -1]]],
// CHECK:        {{\[\[\[}} 2,  3],
// CHECK-NEXT:    [12, 13]],
// CHECK:        {{\[\[\[}} 4, -1],
// CHECK-NEXT:    [14, -1]],
// CHECK:         {{\[\[}}24, -1],
// CHECK-NEXT:    [-1, -1]]]]
// CHECK:      sizes = [3, 5]
// CHECK-NEXT: {{\[\[}} 0,  1,  2,  3,  4],
// CHECK-NEXT:  [10, 11, 12, 13, 14],
// CHECK-NEXT:  [20, 21, 22, 23, 24]]
func.func @main() -> (tensor<3x2x2x2xi32>, tensor<3x5xi32>) {
  %m = arith.constant dense<[[0, 1, 2, 3, 4], [10, 11, 12, 13, 14], [20, 21, 22, 23, 24]]> : tensor<3x5xi32>
  %pad = arith.constant -1 : i32
  %d = tensor.empty() : tensor<3x2x2x2xi32>
  %p = linalg.pack %m padding_value(%pad : i32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %d : tensor<3x5xi32> -> tensor<3x2x2x2xi32>
  %e = tensor.empty() : tensor<3x5xi32>
  %u = linalg.unpack %p outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<3x2x2x2xi32> -> tensor<3x5xi32>
  return %p, %u : tensor<3x2x2x2xi32>, tensor<3x5xi32>
}

// NOPAD: linalg.pack without padding_value reads past the source's end
func.func @no_padding() -> tensor<1x2xf32> {
  %t = arith.constant dense<[1.0]> : tensor<1xf32>
  %d = tensor.empty() : tensor<1x2xf32>
  %c2 = arith.constant 2 : index
  %p = linalg.pack %t inner_dims_pos = [0] inner_tiles = [%c2] into %d : tensor<1xf32> -> tensor<1x2xf32>
  return %p : tensor<1x2xf32>
}
