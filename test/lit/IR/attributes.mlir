// RUN: strata-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect | strata-opt -allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s -allow-unregistered-dialect -mlir-print-op-generic | strata-opt -allow-unregistered-dialect | FileCheck %s

// CHECK:      #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: module {

// Builtin attributes, attached to functions as discardable attributes.

// CHECK-LABEL: func.func private @integers() attributes {a = 1 : i64, b = -7 : i8, c = 255 : ui8, d = -1 : si16, e = 31 : i32, f = 3 : index, g = true, h = false, i = true, j = 170141183460469231731687303715884105727 : i128}
func.func private @integers() attributes {a = 1, b = -7 : i8, c = 255 : ui8, d = -1 : si16, e = 0x1F : i32, f = 3 : index, g = true, h = false, i = 1 : i1, j = 170141183460469231731687303715884105727 : i128}
// CHECK-LABEL: func.func private @floats() attributes {a = 1.000000e+00 : f64, b = -2.500000e+00 : f32, c = 1.000000e+10 : f64, d = 0x7FC00000 : f32, e = 0x7F800000 : f32, f = 0xFF800000 : f32, g = 5.000000e-01 : f16, h = 3.000000e+00 : bf16, i = 1.500000e-03 : f64}
func.func private @floats() attributes {a = 1.0, b = -2.5 : f32, c = 1.0e10 : f64, d = 0x7FC00000 : f32, e = 0x7F800000 : f32, f = 0xFF800000 : f32, g = 0.5 : f16, h = 3.0 : bf16, i = 1.5e-3 : f64}
// CHECK-LABEL: func.func private @strings() attributes {a = "plain", b = "esc\22aped\\\0A\09", c = "", d = "\00\FF"}
func.func private @strings() attributes {a = "plain", b = "esc\"aped\\\n\t", c = "", d = "\00\FF"}
// CHECK-LABEL: func.func private @collections() attributes {a = [], b = [1, "two", [3.000000e+00]], c = {}, d = {x = 1 : i64, y = {z}}, e = array<i64: 1, 2, 3>, f = array<i32>, g = array<f32: 1.000000e+00, 2.500000e+00>, h = array<i1: true, false>}
func.func private @collections() attributes {a = [], b = [1, "two", [3.0]], c = {}, d = {x = 1, y = {z = unit}}, e = array<i64: 1, 2, 3>, f = array<i32>, g = array<f32: 1.0, 2.5>, h = array<i1: true, false>}
// CHECK-LABEL: func.func private @dense() attributes {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : vector<3xi64>, c = dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>, d = dense<true> : tensor<2xi1>, e = dense<> : tensor<0xf32>, f = dense<[1, 2]> : tensor<2xi32>, g = dense<(1.000000e+00,2.000000e+00)> : tensor<complex<f32>>, h = dense<["a", "bc"]> : tensor<2x!my.str>, i = dense<5> : tensor<i8>}
func.func private @dense() attributes {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : vector<3xi64>, c = dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>, d = dense<true> : tensor<2xi1>, e = dense<> : tensor<0xf32>, f = dense<"0x0100000002000000"> : tensor<2xi32>, g = dense<(1.0, 2.0)> : tensor<complex<f32>>, h = dense<["a", "bc"]> : tensor<2x!my.str>, i = dense<5> : tensor<i8>}
// CHECK-LABEL: func.func private @refs() attributes {a = @sym, b = @outer::@inner, c = @"quoted sym", d = i32, e = tensor<4xf32>, f, g = #my.attr, h = #my.attr<"x", 1>, i = #map, j = #set}
func.func private @refs() attributes {a = @sym, b = @outer::@inner, c = @"quoted sym", d = i32, e = tensor<4xf32>, f = unit, g = #my.attr, h = #my.attr<"x", 1>, i = affine_map<(d0) -> (d0)>, j = affine_set<(d0) : (d0 >= 0)>}
// CHECK-LABEL: func.func private @resources() attributes {a = dense_resource<blob1> : tensor<2xi32>}
func.func private @resources() attributes {a = dense_resource<blob1> : tensor<2xi32>}

{-#
  dialect_resources: {
    builtin: {
      blob1: "0x040000000100000002000000"
    }
  }
#-}

// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       blob1: "0x040000000100000002000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
