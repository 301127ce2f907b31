// linalg.pack and linalg.unpack: the custom form (optional padding value and outer permutation, static
// and dynamic tiles) round-trips through the custom and the generic form, as mlir-opt-22 spells them.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK-LABEL: func.func @tiles
// CHECK: %[[P:.*]] = linalg.pack %{{.*}} padding_value(%{{.*}} : f32) inner_dims_pos = [1] inner_tiles = [4] into %{{.*}} : tensor<6x10xf32> -> tensor<6x3x4xf32>
// CHECK: linalg.unpack %[[P]] inner_dims_pos = [1] inner_tiles = [4] into %{{.*}} : tensor<6x3x4xf32> -> tensor<6x10xf32>
// GENERIC: "linalg.pack"(%{{.*}}, %{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 1>, operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_inner_tiles = array<i64: 4>}>
// GENERIC: "linalg.unpack"(%{{.*}}, %{{.*}}) <{inner_dims_pos = array<i64: 1>, static_inner_tiles = array<i64: 4>}>
func.func @tiles(%t: tensor<6x10xf32>, %d: tensor<6x3x4xf32>, %pad: f32) -> tensor<6x10xf32> {
  %p = linalg.pack %t padding_value(%pad : f32) inner_dims_pos = [1] inner_tiles = [4] into %d : tensor<6x10xf32> -> tensor<6x3x4xf32>
  %u = linalg.unpack %p inner_dims_pos = [1] inner_tiles = [4] into %t : tensor<6x3x4xf32> -> tensor<6x10xf32>
  return %u : tensor<6x10xf32>
}

// CHECK-LABEL: func.func @transposed_dynamic
// CHECK: linalg.pack %{{.*}} outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [%{{.*}}, 2] into %{{.*}} : tensor<?x8xi8> -> tensor<4x?x?x2xi8>
// CHECK: linalg.unpack %{{.*}} outer_dims_perm = [1, 0] inner_dims_pos = [] inner_tiles = [] into %{{.*}} : tensor<4x?xi8> -> tensor<?x4xi8>
// GENERIC: operandSegmentSizes = array<i32: 1, 1, 0, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: -9223372036854775808, 2>
func.func @transposed_dynamic(%t: tensor<?x8xi8>, %d: tensor<4x?x?x2xi8>, %n: index, %a: tensor<4x?xi8>, %b: tensor<?x4xi8>) -> (tensor<4x?x?x2xi8>, tensor<?x4xi8>) {
  %p = linalg.pack %t outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [%n, 2] into %d : tensor<?x8xi8> -> tensor<4x?x?x2xi8>
  %u = linalg.unpack %a outer_dims_perm = [1, 0] inner_dims_pos = [] inner_tiles = [] into %b : tensor<4x?xi8> -> tensor<?x4xi8>
  return %p, %u : tensor<4x?x?x2xi8>, tensor<?x4xi8>
}
