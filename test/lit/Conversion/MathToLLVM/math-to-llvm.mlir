// math ops become llvm.intr.*; rsqrt, log1p, expm1 are expanded; ops without an
// intrinsic (erf, tanh) stay for convert-math-to-libm, ops on tensors are left alone (as upstream).
// RUN: strata-opt %s --convert-math-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @unary(
// CHECK-SAME: %[[ARG0:.*]]: f32) -> f32
// CHECK: %[[EXP:.*]] = llvm.intr.exp(%[[ARG0]]) : (f32) -> f32
// CHECK: %[[EXP2:.*]] = llvm.intr.exp2(%[[EXP]]) : (f32) -> f32
// CHECK: %[[LOG:.*]] = llvm.intr.log(%[[EXP2]]) : (f32) -> f32
// CHECK: %[[LOG2:.*]] = llvm.intr.log2(%[[LOG]]) : (f32) -> f32
// CHECK: %[[LOG10:.*]] = llvm.intr.log10(%[[LOG2]]) : (f32) -> f32
// CHECK: %[[SQRT:.*]] = llvm.intr.sqrt(%[[LOG10]]) : (f32) -> f32
// CHECK: %[[FABS:.*]] = llvm.intr.fabs(%[[SQRT]]) : (f32) -> f32
// CHECK: %[[CEIL:.*]] = llvm.intr.ceil(%[[FABS]]) : (f32) -> f32
// CHECK: %[[FLOOR:.*]] = llvm.intr.floor(%[[CEIL]]) : (f32) -> f32
// CHECK: %[[SIN:.*]] = llvm.intr.sin(%[[FLOOR]]) : (f32) -> f32
// CHECK: %[[COS:.*]] = llvm.intr.cos(%[[SIN]]) : (f32) -> f32
// CHECK: %[[ROUNDEVEN:.*]] = llvm.intr.roundeven(%[[COS]]) : (f32) -> f32
// CHECK: %[[TRUNC:.*]] = llvm.intr.trunc(%[[ROUNDEVEN]]) : (f32) -> f32
// CHECK: %[[ROUND:.*]] = llvm.intr.round(%[[TRUNC]]) : (f32) -> f32
// CHECK: return %[[ROUND]] : f32
func.func @unary(%x: f32) -> f32 {
  %0 = math.exp %x : f32
  %1 = math.exp2 %0 : f32
  %2 = math.log %1 : f32
  %3 = math.log2 %2 : f32
  %4 = math.log10 %3 : f32
  %5 = math.sqrt %4 : f32
  %6 = math.absf %5 : f32
  %7 = math.ceil %6 : f32
  %8 = math.floor %7 : f32
  %9 = math.sin %8 : f32
  %10 = math.cos %9 : f32
  %11 = math.roundeven %10 : f32
  %12 = math.trunc %11 : f32
  %13 = math.round %12 : f32
  return %13 : f32
}

// CHECK-LABEL: func.func @binary(
// CHECK-SAME: %[[ARG0:.*]]: f64, %[[ARG1:.*]]: f64, %[[ARG2:.*]]: f64) -> (f64, f64, f64)
// CHECK: %[[POW:.*]] = llvm.intr.pow(%[[ARG0]], %[[ARG1]]) : (f64, f64) -> f64
// CHECK: %[[COPYSIGN:.*]] = llvm.intr.copysign(%[[POW]], %[[ARG1]]) : (f64, f64) -> f64
// CHECK: %[[FMA:.*]] = llvm.intr.fma(%[[ARG0]], %[[ARG1]], %[[ARG2]]) : (f64, f64, f64) -> f64
// CHECK: return %[[POW]], %[[COPYSIGN]], %[[FMA]] : f64, f64, f64
func.func @binary(%x: f64, %y: f64, %z: f64) -> (f64, f64, f64) {
  %0 = math.powf %x, %y : f64
  %1 = math.copysign %0, %y : f64
  %2 = math.fma %x, %y, %z : f64
  return %0, %1, %2 : f64, f64, f64
}

// CHECK-LABEL: func.func @expanded(
// CHECK-SAME: %[[ARG0:.*]]: f32) -> (f32, f32, f32)
// CHECK: %[[C:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[SQRT:.*]] = llvm.intr.sqrt(%[[ARG0]]) : (f32) -> f32
// CHECK: %[[FDIV:.*]] = llvm.fdiv %[[C]], %[[SQRT]] : f32
// CHECK: %[[C_1:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[FADD:.*]] = llvm.fadd %[[C_1]], %[[ARG0]] : f32
// CHECK: %[[LOG:.*]] = llvm.intr.log(%[[FADD]]) : (f32) -> f32
// CHECK: %[[C_2:.*]] = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK: %[[EXP:.*]] = llvm.intr.exp(%[[ARG0]]) : (f32) -> f32
// CHECK: %[[FSUB:.*]] = llvm.fsub %[[EXP]], %[[C_2]] : f32
// CHECK: return %[[FDIV]], %[[LOG]], %[[FSUB]] : f32, f32, f32
func.func @expanded(%x: f32) -> (f32, f32, f32) {
  %0 = math.rsqrt %x : f32
  %1 = math.log1p %x : f32
  %2 = math.expm1 %x : f32
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @int_ops(
// CHECK-SAME: %[[ARG0:.*]]: i32) -> i32
// CHECK: %[[CTPOP:.*]] = llvm.intr.ctpop(%[[ARG0]]) : (i32) -> i32
// CHECK: return %[[CTPOP]] : i32
func.func @int_ops(%a: i32) -> i32 {
  %0 = math.ctpop %a : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @types(
// CHECK-SAME: %[[ARG0:.*]]: f16, %[[ARG1:.*]]: bf16, %[[ARG2:.*]]: vector<4xf32>) -> (f16, bf16, vector<4xf32>)
// CHECK: %[[SQRT:.*]] = llvm.intr.sqrt(%[[ARG0]]) : (f16) -> f16
// bf16 is computed in f32 and rounded back once in integer ops.
// CHECK: %[[EXT1:.*]] = llvm.fpext %[[ARG1]] : bf16 to f32
// CHECK: llvm.intr.exp(%[[EXT1]]) : (f32) -> f32
// CHECK: %[[EXP:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: %[[EXP_1:.*]] = llvm.intr.exp(%[[ARG2]]) {fastmathFlags = #llvm.fastmath<fast>} : (vector<4xf32>) -> vector<4xf32>
// CHECK: return %[[SQRT]], %[[EXP]], %[[EXP_1]] : f16, bf16, vector<4xf32>
func.func @types(%h: f16, %b: bf16, %v: vector<4xf32>) -> (f16, bf16, vector<4xf32>) {
  %0 = math.sqrt %h : f16
  %1 = math.exp %b : bf16
  %2 = math.exp %v fastmath<fast> : vector<4xf32>
  return %0, %1, %2 : f16, bf16, vector<4xf32>
}

// CHECK-LABEL: func.func @libm_left_alone(
// CHECK-SAME: %[[ARG0:.*]]: f32) -> f32
// CHECK: %[[ERF:.*]] = math.erf %[[ARG0]] : f32
// CHECK: %[[TANH:.*]] = llvm.intr.tanh(%[[ERF]]) : (f32) -> f32
// CHECK: return %[[TANH]] : f32
func.func @libm_left_alone(%x: f32) -> f32 {
  %0 = math.erf %x : f32
  %1 = math.tanh %0 : f32
  return %1 : f32
}

// CHECK-LABEL: func.func @tensor_left_alone(
// CHECK-SAME: %[[ARG0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[EXP:.*]] = math.exp %[[ARG0]] : tensor<4xf32>
// CHECK: return %[[EXP]] : tensor<4xf32>

func.func @tensor_left_alone(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = math.exp %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// absi is a compare and select (INT_MIN stays INT_MIN, as
// llvm.intr.abs with is_int_min_poison=false).
// CHECK-LABEL: func.func @absi(
// CHECK-SAME: %[[X:.*]]: i32) -> i32
// CHECK: %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[NEG:.*]] = llvm.icmp "slt" %[[X]], %[[ZERO]] : i32
// CHECK: %[[MINUS:.*]] = llvm.sub %[[ZERO]], %[[X]] : i32
// CHECK: %[[R:.*]] = llvm.select %[[NEG]], %[[MINUS]], %[[X]] : i1, i32
// CHECK: return %[[R]] : i32
func.func @absi(%x: i32) -> i32 {
  %0 = math.absi %x : i32
  return %0 : i32
}
