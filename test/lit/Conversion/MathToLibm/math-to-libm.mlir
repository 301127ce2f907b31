// math ops become calls of private llvm.readnone libm declarations (erff for f32,
// erf for f64); f16 is computed in f32 through extf/truncf.
// RUN: strata-opt %s --convert-math-to-libm | FileCheck %s

// CHECK-LABEL: func.func private @acos(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @sinh(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @erf(f64) -> f64 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @cbrtf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @atan2f(f32, f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @tanhf(f32) -> f32 attributes {llvm.readnone}
// CHECK-LABEL: func.func private @erff(f32) -> f32 attributes {llvm.readnone}

// CHECK-LABEL: func.func @libm_f32(
// CHECK-SAME: %[[ARG0:.*]]: f32, %[[ARG1:.*]]: f32) -> (f32, f32, f32, f32, f32)
// CHECK: %[[CALL:.*]] = call @erff(%[[ARG0]]) : (f32) -> f32
// CHECK: %[[CALL_1:.*]] = call @tanhf(%[[ARG0]]) : (f32) -> f32
// CHECK: %[[CALL_2:.*]] = call @atan2f(%[[ARG0]], %[[ARG1]]) : (f32, f32) -> f32
// CHECK: %[[CALL_3:.*]] = call @tanf(%[[ARG0]]) : (f32) -> f32
// CHECK: %[[CALL_4:.*]] = call @cbrtf(%[[ARG0]]) : (f32) -> f32
// CHECK: return %[[CALL]], %[[CALL_1]], %[[CALL_2]], %[[CALL_3]], %[[CALL_4]] : f32, f32, f32, f32, f32
func.func @libm_f32(%x: f32, %y: f32) -> (f32, f32, f32, f32, f32) {
  %0 = math.erf %x : f32
  %1 = math.tanh %x : f32
  %2 = math.atan2 %x, %y : f32
  %3 = math.tan %x : f32
  %4 = math.cbrt %x : f32
  return %0, %1, %2, %3, %4 : f32, f32, f32, f32, f32
}

// CHECK-LABEL: func.func @libm_f64(
// CHECK-SAME: %[[ARG0:.*]]: f64) -> (f64, f64, f64)
// CHECK: %[[CALL:.*]] = call @erf(%[[ARG0]]) : (f64) -> f64
// CHECK: %[[CALL_1:.*]] = call @sinh(%[[ARG0]]) : (f64) -> f64
// CHECK: %[[CALL_2:.*]] = call @acos(%[[ARG0]]) : (f64) -> f64
// CHECK: return %[[CALL]], %[[CALL_1]], %[[CALL_2]] : f64, f64, f64
func.func @libm_f64(%x: f64) -> (f64, f64, f64) {
  %0 = math.erf %x : f64
  %1 = math.sinh %x : f64
  %2 = math.acos %x : f64
  return %0, %1, %2 : f64, f64, f64
}

// CHECK-LABEL: func.func @f16_left_alone(
// CHECK-SAME: %[[ARG0:.*]]: f16) -> f16
// CHECK: %[[EXTF:.*]] = arith.extf %[[ARG0]] : f16 to f32
// CHECK: %[[CALL:.*]] = call @erff(%[[EXTF]]) : (f32) -> f32
// CHECK: %[[TRUNCF:.*]] = arith.truncf %[[CALL]] : f32 to f16
// CHECK: return %[[TRUNCF]] : f16

func.func @f16_left_alone(%x: f16) -> f16 {
  %0 = math.erf %x : f16
  return %0 : f16
}
