// RUN: strata-opt %s --canonicalize | FileCheck %s

// truncf(sitofp(x)) and truncf(uitofp(x)) convert x straight to the narrow
// type when the wide float holds every x exactly, so that one rounding is
// what the two did. mlir-opt-22 folds i64 through f64 too, where rounding
// twice may differ from rounding once: we keep that pair (@wide_int).
// Constant operands fold alike; a truncf with a rounding mode stays.

// CHECK-LABEL: func.func @exact(
//  CHECK-SAME:   %[[A:.*]]: i32, %[[C:.*]]: vector<2xi16>, %[[D:.*]]: i8)
//  CHECK-NEXT:   %[[R0:.*]] = arith.sitofp %[[A]] : i32 to f32
//  CHECK-NEXT:   %[[R1:.*]] = arith.uitofp %[[C]] : vector<2xi16> to vector<2xf16>
//  CHECK-NEXT:   %[[R2:.*]] = arith.sitofp %[[D]] : i8 to bf16
//  CHECK-NEXT:   return %[[R0]], %[[R1]], %[[R2]]
func.func @exact(%a: i32, %c: vector<2xi16>, %d: i8) -> (f32, vector<2xf16>, bf16) {
  %0 = arith.sitofp %a : i32 to f64
  %1 = arith.truncf %0 : f64 to f32
  %2 = arith.uitofp %c : vector<2xi16> to vector<2xf32>
  %3 = arith.truncf %2 : vector<2xf32> to vector<2xf16>
  %4 = arith.sitofp %d : i8 to f32
  %5 = arith.truncf %4 fastmath<fast> : f32 to bf16
  return %1, %3, %5 : f32, vector<2xf16>, bf16
}

// CHECK-LABEL: func.func @wide_int(
//       CHECK:   arith.uitofp %{{.*}} : i64 to f64
//       CHECK:   arith.truncf %{{.*}} : f64 to f32
func.func @wide_int(%b: i64) -> f32 {
  %0 = arith.uitofp %b : i64 to f64
  %1 = arith.truncf %0 : f64 to f32
  return %1 : f32
}

// CHECK-LABEL: func.func @rounding_mode(
//       CHECK:   arith.sitofp %{{.*}} : i32 to f64
//       CHECK:   arith.truncf %{{.*}} downward : f64 to f32
func.func @rounding_mode(%a: i32) -> f32 {
  %0 = arith.sitofp %a : i32 to f64
  %1 = arith.truncf %0 downward : f64 to f32
  return %1 : f32
}
