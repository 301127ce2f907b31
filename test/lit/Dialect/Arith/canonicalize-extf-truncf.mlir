// RUN: strata-opt %s -canonicalize | FileCheck %s

// extf(truncf(x)) back to x's type is x when both casts allow
// contraction; without it on either, or to another type, the rounding
// stays.
// CHECK-LABEL: func.func @contract(
//  CHECK-SAME:   %[[X:.*]]: f32, %[[Y:.*]]: f64)
//       CHECK:   %[[T1:.*]] = arith.truncf %[[X]] fastmath<contract> : f32 to f16
//       CHECK:   %[[E1:.*]] = arith.extf %[[T1]] : f16 to f32
//       CHECK:   %[[T2:.*]] = arith.truncf %[[X]] : f32 to bf16
//       CHECK:   %[[E2:.*]] = arith.extf %[[T2]] fastmath<contract> : bf16 to f32
//       CHECK:   %[[T3:.*]] = arith.truncf %[[Y]] fastmath<contract> : f64 to f16
//       CHECK:   %[[E3:.*]] = arith.extf %[[T3]] fastmath<contract> : f16 to f32
//       CHECK:   return %[[X]], %[[E1]], %[[E2]], %[[E3]]
func.func @contract(%x: f32, %y: f64) -> (f32, f32, f32, f32) {
  %t0 = arith.truncf %x fastmath<contract> : f32 to f16
  %e0 = arith.extf %t0 fastmath<contract> : f16 to f32
  %t1 = arith.truncf %x fastmath<contract> : f32 to f16
  %e1 = arith.extf %t1 : f16 to f32
  %t2 = arith.truncf %x : f32 to bf16
  %e2 = arith.extf %t2 fastmath<contract> : bf16 to f32
  %t3 = arith.truncf %y fastmath<contract> : f64 to f16
  %e3 = arith.extf %t3 fastmath<contract> : f16 to f32
  return %e0, %e1, %e2, %e3 : f32, f32, f32, f32
}
