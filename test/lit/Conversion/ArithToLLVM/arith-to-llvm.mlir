// Every arith op on every element type; flags kept; ops on tensors are left alone (as upstream).
// RUN: strata-opt %s --convert-arith-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @int_ops(
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: i32) -> i32
// CHECK: %[[ADD:.*]] = llvm.add %[[ARG0]], %[[ARG1]] overflow<nsw> : i32
// CHECK: %[[MUL:.*]] = llvm.mul %[[ADD]], %[[ARG0]] overflow<nsw, nuw> : i32
// CHECK: %[[SUB:.*]] = llvm.sub %[[MUL]], %[[ARG1]] : i32
// CHECK: %[[SDIV:.*]] = llvm.sdiv %[[SUB]], %[[ARG1]] : i32
// CHECK: %[[UDIV:.*]] = llvm.udiv %[[SDIV]], %[[ARG1]] : i32
// CHECK: %[[SREM:.*]] = llvm.srem %[[UDIV]], %[[ARG1]] : i32
// CHECK: %[[UREM:.*]] = llvm.urem %[[SREM]], %[[ARG1]] : i32
// CHECK: %[[AND:.*]] = llvm.and %[[UREM]], %[[ARG0]] : i32
// CHECK: %[[OR:.*]] = llvm.or %[[AND]], %[[ARG0]] : i32
// CHECK: %[[XOR:.*]] = llvm.xor %[[OR]], %[[ARG0]] : i32
// CHECK: %[[SHL:.*]] = llvm.shl %[[XOR]], %[[ARG1]] : i32
// CHECK: %[[ASHR:.*]] = llvm.ashr %[[SHL]], %[[ARG1]] : i32
// CHECK: %[[LSHR:.*]] = llvm.lshr %[[ASHR]], %[[ARG1]] : i32
// CHECK: %[[SMAX:.*]] = llvm.intr.smax(%[[LSHR]], %[[ARG0]]) : (i32, i32) -> i32
// CHECK: %[[UMIN:.*]] = llvm.intr.umin(%[[SMAX]], %[[ARG0]]) : (i32, i32) -> i32
// CHECK: return %[[UMIN]] : i32
func.func @int_ops(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.muli %0, %a overflow<nsw, nuw> : i32
  %2 = arith.subi %1, %b : i32
  %3 = arith.divsi %2, %b : i32
  %4 = arith.divui %3, %b : i32
  %5 = arith.remsi %4, %b : i32
  %6 = arith.remui %5, %b : i32
  %7 = arith.andi %6, %a : i32
  %8 = arith.ori %7, %a : i32
  %9 = arith.xori %8, %a : i32
  %10 = arith.shli %9, %b : i32
  %11 = arith.shrsi %10, %b : i32
  %12 = arith.shrui %11, %b : i32
  %13 = arith.maxsi %12, %a : i32
  %14 = arith.minui %13, %a : i32
  return %14 : i32
}

// CHECK-LABEL: func.func @float_ops(
// CHECK-SAME: %[[ARG0:.*]]: f32, %[[ARG1:.*]]: f32) -> f32
// CHECK: %[[FADD:.*]] = llvm.fadd %[[ARG0]], %[[ARG1]] {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK: %[[FSUB:.*]] = llvm.fsub %[[FADD]], %[[ARG1]] : f32
// CHECK: %[[FMUL:.*]] = llvm.fmul %[[FSUB]], %[[ARG0]] : f32
// CHECK: %[[FDIV:.*]] = llvm.fdiv %[[FMUL]], %[[ARG1]] : f32
// CHECK: %[[FREM:.*]] = llvm.frem %[[FDIV]], %[[ARG1]] : f32
// CHECK: %[[FNEG:.*]] = llvm.fneg %[[FREM]] : f32
// CHECK: %[[MAXIMUM:.*]] = llvm.intr.maximum(%[[FNEG]], %[[ARG0]]) : (f32, f32) -> f32
// CHECK: %[[MINNUM:.*]] = llvm.intr.minnum(%[[MAXIMUM]], %[[ARG0]]) : (f32, f32) -> f32
// CHECK: return %[[MINNUM]] : f32
func.func @float_ops(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.subf %0, %b : f32
  %2 = arith.mulf %1, %a : f32
  %3 = arith.divf %2, %b : f32
  %4 = arith.remf %3, %b : f32
  %5 = arith.negf %4 : f32
  %6 = arith.maximumf %5, %a : f32
  %7 = arith.minnumf %6, %a : f32
  return %7 : f32
}

// CHECK-LABEL: func.func @types(
// CHECK-SAME: %[[ARG0:.*]]: i1, %[[ARG1:.*]]: i1, %[[ARG2:.*]]: i8, %[[ARG3:.*]]: i16, %[[ARG4:.*]]: i64, %[[ARG5:.*]]: index, %[[ARG6:.*]]: f16, %[[ARG7:.*]]: bf16, %[[ARG8:.*]]: f64) -> (i1, i8, i16, i64, index, f16, bf16, f64)
// CHECK: %[[XOR:.*]] = llvm.xor %[[ARG0]], %[[ARG1]] : i1
// CHECK: %[[ADD:.*]] = llvm.add %[[ARG2]], %[[ARG2]] : i8
// CHECK: %[[ADD_1:.*]] = llvm.add %[[ARG3]], %[[ARG3]] : i16
// CHECK: %[[ADD_2:.*]] = llvm.add %[[ARG4]], %[[ARG4]] : i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG5]] : index to i64
// CHECK: %[[ADD_3:.*]] = llvm.add %[[UNREALIZED_CONVERSION_CAST]], %[[UNREALIZED_CONVERSION_CAST]] : i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[ADD_3]] : i64 to index
// CHECK: %[[FADD:.*]] = llvm.fadd %[[ARG6]], %[[ARG6]] : f16
// bf16 is computed in f32 and rounded back in integer ops (bf16.mlir).
// CHECK: %[[EXT7:.*]] = llvm.fpext %[[ARG7]] : bf16 to f32
// CHECK: %[[EXT7_1:.*]] = llvm.fpext %[[ARG7]] : bf16 to f32
// CHECK: llvm.fadd %[[EXT7]], %[[EXT7_1]] : f32
// CHECK: %[[FADD_1:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: %[[FADD_2:.*]] = llvm.fadd %[[ARG8]], %[[ARG8]] : f64
// CHECK: return %[[XOR]], %[[ADD]], %[[ADD_1]], %[[ADD_2]], %[[UNREALIZED_CONVERSION_CAST_1]], %[[FADD]], %[[FADD_1]], %[[FADD_2]] : i1, i8, i16, i64, index, f16, bf16, f64
func.func @types(%a: i1, %a2: i1, %b: i8, %c: i16, %d: i64, %e: index, %f: f16, %g: bf16, %h: f64) -> (i1, i8, i16, i64, index, f16, bf16, f64) {
  %0 = arith.xori %a, %a2 : i1
  %1 = arith.addi %b, %b : i8
  %2 = arith.addi %c, %c : i16
  %3 = arith.addi %d, %d : i64
  %4 = arith.addi %e, %e : index
  %5 = arith.addf %f, %f : f16
  %6 = arith.addf %g, %g : bf16
  %7 = arith.addf %h, %h : f64
  return %0, %1, %2, %3, %4, %5, %6, %7 : i1, i8, i16, i64, index, f16, bf16, f64
}

// CHECK-LABEL: func.func @constants() -> (i32, index, f32, f16, bf16, i1)
// CHECK: %[[C:.*]] = llvm.mlir.constant(42 : i32) : i32
// CHECK: %[[C_1:.*]] = llvm.mlir.constant(7 : index) : i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[C_1]] : i64 to index
// CHECK: %[[C_2:.*]] = llvm.mlir.constant(1.500000e+00 : f32) : f32
// CHECK: %[[C_3:.*]] = llvm.mlir.constant(2.000000e+00 : f16) : f16
// CHECK: %[[C_4:.*]] = llvm.mlir.constant(3.000000e+00 : bf16) : bf16
// CHECK: %[[C_5:.*]] = llvm.mlir.constant(true) : i1
// CHECK: return %[[C]], %[[UNREALIZED_CONVERSION_CAST]], %[[C_2]], %[[C_3]], %[[C_4]], %[[C_5]] : i32, index, f32, f16, bf16, i1
func.func @constants() -> (i32, index, f32, f16, bf16, i1) {
  %0 = arith.constant 42 : i32
  %1 = arith.constant 7 : index
  %2 = arith.constant 1.5 : f32
  %3 = arith.constant 2.0 : f16
  %4 = arith.constant 3.0 : bf16
  %5 = arith.constant true
  return %0, %1, %2, %3, %4, %5 : i32, index, f32, f16, bf16, i1
}

// CHECK-LABEL: func.func @cmp(
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: i32, %[[ARG2:.*]]: f64, %[[ARG3:.*]]: f64) -> (i1, i1, i32)
// CHECK: %[[ICMP:.*]] = llvm.icmp "slt" %[[ARG0]], %[[ARG1]] : i32
// CHECK: %[[FCMP:.*]] = llvm.fcmp "ogt" %[[ARG2]], %[[ARG3]] : f64
// CHECK: %[[SELECT:.*]] = llvm.select %[[ICMP]], %[[ARG0]], %[[ARG1]] : i1, i32
// CHECK: return %[[ICMP]], %[[FCMP]], %[[SELECT]] : i1, i1, i32
func.func @cmp(%a: i32, %b: i32, %x: f64, %y: f64) -> (i1, i1, i32) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpf ogt, %x, %y : f64
  %2 = arith.select %0, %a, %b : i32
  return %0, %1, %2 : i1, i1, i32
}

// CHECK-LABEL: func.func @casts(
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: index, %[[ARG2:.*]]: f32, %[[ARG3:.*]]: f64) -> (i64, i16, index, i32, f32, f64, f32, i32, i32, f32)
// CHECK: %[[SEXT:.*]] = llvm.sext %[[ARG0]] : i32 to i64
// CHECK: %[[TRUNC:.*]] = llvm.trunc %[[ARG0]] : i32 to i16
// CHECK: %[[SEXT_1:.*]] = llvm.sext %[[ARG0]] : i32 to i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[SEXT_1]] : i64 to index
// CHECK: %[[UNREALIZED_CONVERSION_CAST_1:.*]] = builtin.unrealized_conversion_cast %[[ARG1]] : index to i64
// CHECK: %[[TRUNC_1:.*]] = llvm.trunc %[[UNREALIZED_CONVERSION_CAST_1]] : i64 to i32
// CHECK: %[[SITOFP:.*]] = llvm.sitofp %[[ARG0]] : i32 to f32
// CHECK: %[[FPEXT:.*]] = llvm.fpext %[[ARG2]] : f32 to f64
// CHECK: %[[FPTRUNC:.*]] = llvm.fptrunc %[[ARG3]] : f64 to f32
// CHECK: %[[FPTOSI:.*]] = llvm.fptosi %[[ARG2]] : f32 to i32
// CHECK: %[[BITCAST:.*]] = llvm.bitcast %[[ARG2]] : f32 to i32
// CHECK: %[[UITOFP:.*]] = llvm.uitofp %[[ARG0]] : i32 to f32
// CHECK: return %[[SEXT]], %[[TRUNC]], %[[UNREALIZED_CONVERSION_CAST]], %[[TRUNC_1]], %[[SITOFP]], %[[FPEXT]], %[[FPTRUNC]], %[[FPTOSI]], %[[BITCAST]], %[[UITOFP]] : i64, i16, index, i32, f32, f64, f32, i32, i32, f32
func.func @casts(%a: i32, %i: index, %f: f32, %d: f64) -> (i64, i16, index, i32, f32, f64, f32, i32, i32, f32) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.trunci %a : i32 to i16
  %2 = arith.index_cast %a : i32 to index
  %3 = arith.index_castui %i : index to i32
  %4 = arith.sitofp %a : i32 to f32
  %5 = arith.extf %f : f32 to f64
  %6 = arith.truncf %d : f64 to f32
  %7 = arith.fptosi %f : f32 to i32
  %8 = arith.bitcast %f : f32 to i32
  %9 = arith.uitofp %a : i32 to f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : i64, i16, index, i32, f32, f64, f32, i32, i32, f32
}

// CHECK-LABEL: func.func @index_cast_noop(
// CHECK-SAME: %[[ARG0:.*]]: index) -> i64
// CHECK: %[[UNREALIZED_CONVERSION_CAST:.*]] = builtin.unrealized_conversion_cast %[[ARG0]] : index to i64
// CHECK: return %[[UNREALIZED_CONVERSION_CAST]] : i64
func.func @index_cast_noop(%i: index) -> i64 {
  %0 = arith.index_cast %i : index to i64
  return %0 : i64
}

// CHECK-LABEL: func.func @expanded(
// CHECK-SAME: %[[ARG0:.*]]: i32, %[[ARG1:.*]]: i32) -> (i32, i32, i32)
// CHECK: %[[C:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[SDIV:.*]] = llvm.sdiv %[[ARG0]], %[[ARG1]] : i32
// CHECK: %[[MUL:.*]] = llvm.mul %[[SDIV]], %[[ARG1]] : i32
// CHECK: %[[ICMP:.*]] = llvm.icmp "ne" %[[ARG0]], %[[MUL]] : i32
// CHECK: %[[ICMP_1:.*]] = llvm.icmp "slt" %[[ARG0]], %[[C]] : i32
// CHECK: %[[ICMP_2:.*]] = llvm.icmp "slt" %[[ARG1]], %[[C]] : i32
// CHECK: %[[ICMP_3:.*]] = llvm.icmp "eq" %[[ICMP_1]], %[[ICMP_2]] : i1
// CHECK: %[[AND:.*]] = llvm.and %[[ICMP]], %[[ICMP_3]] : i1
// CHECK: %[[C_1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[ADD:.*]] = llvm.add %[[SDIV]], %[[C_1]] : i32
// CHECK: %[[SELECT:.*]] = llvm.select %[[AND]], %[[ADD]], %[[SDIV]] : i1, i32
// CHECK: %[[C_2:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[SDIV_1:.*]] = llvm.sdiv %[[ARG0]], %[[ARG1]] : i32
// CHECK: %[[MUL_1:.*]] = llvm.mul %[[SDIV_1]], %[[ARG1]] : i32
// CHECK: %[[ICMP_4:.*]] = llvm.icmp "ne" %[[ARG0]], %[[MUL_1]] : i32
// CHECK: %[[ICMP_5:.*]] = llvm.icmp "slt" %[[ARG0]], %[[C_2]] : i32
// CHECK: %[[ICMP_6:.*]] = llvm.icmp "slt" %[[ARG1]], %[[C_2]] : i32
// CHECK: %[[ICMP_7:.*]] = llvm.icmp "ne" %[[ICMP_5]], %[[ICMP_6]] : i1
// CHECK: %[[AND_1:.*]] = llvm.and %[[ICMP_4]], %[[ICMP_7]] : i1
// CHECK: %[[C_3:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK: %[[ADD_1:.*]] = llvm.add %[[SDIV_1]], %[[C_3]] : i32
// CHECK: %[[SELECT_1:.*]] = llvm.select %[[AND_1]], %[[ADD_1]], %[[SDIV_1]] : i1, i32
// CHECK: %[[C_4:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK: %[[C_5:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[ICMP_8:.*]] = llvm.icmp "eq" %[[ARG0]], %[[C_4]] : i32
// CHECK: %[[SUB:.*]] = llvm.sub %[[ARG0]], %[[C_5]] : i32
// CHECK: %[[UDIV:.*]] = llvm.udiv %[[SUB]], %[[ARG1]] : i32
// CHECK: %[[ADD_2:.*]] = llvm.add %[[UDIV]], %[[C_5]] : i32
// CHECK: %[[SELECT_2:.*]] = llvm.select %[[ICMP_8]], %[[C_4]], %[[ADD_2]] : i1, i32
// CHECK: return %[[SELECT]], %[[SELECT_1]], %[[SELECT_2]] : i32, i32, i32
func.func @expanded(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.ceildivsi %a, %b : i32
  %1 = arith.floordivsi %a, %b : i32
  %2 = arith.ceildivui %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @tensor_left_alone(
// CHECK-SAME: %[[ARG0:.*]]: tensor<4xf32>) -> tensor<4xf32>
// CHECK: %[[ADDF:.*]] = arith.addf %[[ARG0]], %[[ARG0]] : tensor<4xf32>
// CHECK: return %[[ADDF]] : tensor<4xf32>
func.func @tensor_left_alone(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = arith.addf %a, %a : tensor<4xf32>
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @vector(
// CHECK-SAME: %[[ARG0:.*]]: vector<4xf32>) -> vector<4xf32>
// CHECK: %[[FMUL:.*]] = llvm.fmul %[[ARG0]], %[[ARG0]] : vector<4xf32>
// CHECK: return %[[FMUL]] : vector<4xf32>

func.func @vector(%a: vector<4xf32>) -> vector<4xf32> {
  %0 = arith.mulf %a, %a : vector<4xf32>
  return %0 : vector<4xf32>
}
