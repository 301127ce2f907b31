// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect | strata-opt -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-op-generic | strata-opt -allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK: #map1 = affine_map<(d0) -> (d0 + 2)>

// Builtin types, spelled in function signatures.

// CHECK-LABEL: func.func private @integers(i1, i8, i32, i64, i128, si8, si32, ui16, ui64, index)
func.func private @integers(i1, i8, i32, i64, i128, si8, si32, ui16, ui64, index)
// CHECK-LABEL: func.func private @floats(f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, f8E5M2)
func.func private @floats(f16, bf16, f32, f64, f80, f128, tf32, f8E4M3FN, f8E5M2)
// CHECK-LABEL: func.func private @none_complex_tuple(none, complex<f32>, complex<i16>, tuple<>, tuple<i32, f64>, tuple<tuple<i1>, index>)
func.func private @none_complex_tuple(none, complex<f32>, complex<i16>, tuple<>, tuple<i32, f64>, tuple<tuple<i1>, index>)
// CHECK-LABEL: func.func private @functions((i32) -> i64, () -> (), (i1, i1) -> (i32, i32), ((i32) -> i32) -> ())
func.func private @functions((i32) -> i64, () -> (), (i1, i1) -> (i32, i32), ((i32) -> i32) -> ())
// CHECK-LABEL: func.func private @tensors(tensor<4x?xf32>, tensor<*xf32>, tensor<f32>, tensor<0x3xi8>, tensor<?x?x?xindex>, tensor<2xcomplex<f64>>)
func.func private @tensors(tensor<4x?xf32>, tensor<*xf32>, tensor<f32>, tensor<0x3xi8>, tensor<?x?x?xindex>, tensor<2xcomplex<f64>>)
// CHECK-LABEL: func.func private @tensor_encoding(tensor<4xf32, "sparse">, tensor<?xi32, {a = 1 : i64}>)
func.func private @tensor_encoding(tensor<4xf32, "sparse">, tensor<?xi32, {a = 1 : i64}>)
// CHECK-LABEL: func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<[8]xf32>, vector<4x[8]xf32>, vector<[2]x[2]xi1>)
func.func private @vectors(vector<4xf32>, vector<2x3xi8>, vector<[8]xf32>, vector<4x[8]xf32>, vector<[2]x[2]xi1>)
// CHECK-LABEL: func.func private @memrefs(memref<4x?xf32>, memref<*xf32>, memref<f32>, memref<8xi32, 1>, memref<?xf32, "gpu">)
func.func private @memrefs(memref<4x?xf32>, memref<*xf32>, memref<f32>, memref<8xi32, 1>, memref<?xf32, "gpu">)
// CHECK-LABEL: func.func private @memref_layouts(memref<4x4xf32, strided<[4, 1]>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<8xf32, strided<[1], offset: 4>>, memref<4x4xf32, #map>, memref<16xf32, #map1, 3>)
func.func private @memref_layouts(memref<4x4xf32, strided<[4, 1]>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<8xf32, strided<[1], offset: 4>>, memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, memref<16xf32, affine_map<(d0) -> (d0 + 2)>, 3>)
// CHECK-LABEL: func.func private @unranked_memref_space(memref<*xf32, 2>)
func.func private @unranked_memref_space(memref<*xf32, 2>)
// CHECK-LABEL: func.func private @dialect_types(!my.type, !my.pair<i32, f32>, !my.struct<(i32), "x">)
func.func private @dialect_types(!my.type, !my.pair<i32, f32>, !my.struct<(i32), "x">)

// Result types and values of many types in one body.
// CHECK-LABEL: func.func @values(%arg0: tensor<2x2xf32>, %arg1: vector<4xi1>, %arg2: memref<?xi8>) -> (tensor<2x2xf32>, vector<4xi1>, memref<?xi8>) {
// CHECK-NEXT:    return %arg0, %arg1, %arg2 : tensor<2x2xf32>, vector<4xi1>, memref<?xi8>
// CHECK-NEXT:  }
func.func @values(%a: tensor<2x2xf32>, %b: vector<4xi1>, %c: memref<?xi8>) -> (tensor<2x2xf32>, vector<4xi1>, memref<?xi8>) {
  return %a, %b, %c : tensor<2x2xf32>, vector<4xi1>, memref<?xi8>
}
