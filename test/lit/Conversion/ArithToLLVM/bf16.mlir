// bf16 scalars are computed in f32 and rounded back to bf16 in integer
// ops (ties to even, NaN to 0x7fc0; an f64 or an integer goes to f32 by
// rounding to odd first, so it is rounded once): LLVM would round bfloat
// through __truncsfbf2/__truncdfbf2, which libgcc before GCC 13 lacks.
// Extension, comparison, vectors and f16 keep the plain patterns.
// RUN: strata-opt %s --convert-math-to-llvm --convert-arith-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @trunc_f32(
// CHECK-SAME: %[[X:.*]]: f32) -> bf16
// CHECK: %[[BITS:.*]] = llvm.bitcast %[[X]] : f32 to i32
// CHECK: %[[C16:.*]] = llvm.mlir.constant(16 : i32) : i32
// CHECK: %[[HI:.*]] = llvm.lshr %[[BITS]], %[[C16]] : i32
// CHECK: %[[C1:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[LSB:.*]] = llvm.and %[[HI]], %[[C1]] : i32
// CHECK: %[[C7FFF:.*]] = llvm.mlir.constant(32767 : i32) : i32
// CHECK: %[[BIAS:.*]] = llvm.add %[[LSB]], %[[C7FFF]] : i32
// CHECK: %[[ROUNDED:.*]] = llvm.add %[[BITS]], %[[BIAS]] : i32
// CHECK: %[[SHR:.*]] = llvm.lshr %[[ROUNDED]], %[[C16]] : i32
// CHECK: %[[R:.*]] = llvm.trunc %[[SHR]] : i32 to i16
// CHECK: %[[NAN:.*]] = llvm.fcmp "uno" %[[X]], %[[X]] : f32
// CHECK: %[[QNAN:.*]] = llvm.mlir.constant(32704 : i16) : i16
// CHECK: %[[SEL:.*]] = llvm.select %[[NAN]], %[[QNAN]], %[[R]] : i1, i16
// CHECK: %[[BF:.*]] = llvm.bitcast %[[SEL]] : i16 to bf16
// CHECK: return %[[BF]] : bf16
func.func @trunc_f32(%x: f32) -> bf16 {
  %0 = arith.truncf %x : f32 to bf16
  return %0 : bf16
}

// CHECK-LABEL: func.func @trunc_f64(
// CHECK-SAME: %[[X:.*]]: f64) -> bf16
// CHECK: %[[T:.*]] = llvm.fptrunc %[[X]] : f64 to f32
// CHECK: %[[BACK:.*]] = llvm.fpext %[[T]] : f32 to f64
// CHECK: %[[INEXACT:.*]] = llvm.fcmp "one" %[[BACK]], %[[X]] : f64
// CHECK: %[[ABSB:.*]] = llvm.intr.fabs(%[[BACK]]) : (f64) -> f64
// CHECK: %[[ABSX:.*]] = llvm.intr.fabs(%[[X]]) : (f64) -> f64
// CHECK: %[[AWAY:.*]] = llvm.fcmp "ogt" %[[ABSB]], %[[ABSX]] : f64
// CHECK: %[[TB:.*]] = llvm.bitcast %[[T]] : f32 to i32
// CHECK: %[[STEP:.*]] = llvm.zext %[[AWAY]] : i1 to i32
// CHECK: %[[DOWN:.*]] = llvm.sub %[[TB]], %[[STEP]] : i32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK: %[[ODD:.*]] = llvm.or %[[DOWN]], %[[ONE]] : i32
// CHECK: %[[SEL:.*]] = llvm.select %[[INEXACT]], %[[ODD]], %[[TB]] : i1, i32
// CHECK: %[[F:.*]] = llvm.bitcast %[[SEL]] : i32 to f32
// CHECK: llvm.bitcast %[[F]] : f32 to i32
// CHECK: llvm.fcmp "uno" %[[F]], %[[F]] : f32
// CHECK: %[[BF:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: return %[[BF]] : bf16
func.func @trunc_f64(%x: f64) -> bf16 {
  %0 = arith.truncf %x : f64 to bf16
  return %0 : bf16
}

// CHECK-LABEL: func.func @int_to_bf16(
// CHECK-SAME: %[[I:.*]]: i32, %[[U:.*]]: i64) -> (bf16, bf16)
// CHECK: %[[SD:.*]] = llvm.sitofp %[[I]] : i32 to f64
// CHECK: llvm.fptrunc %[[SD]] : f64 to f32
// CHECK: %[[S:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: %[[UD:.*]] = llvm.uitofp %[[U]] : i64 to f64
// CHECK: llvm.fptrunc %[[UD]] : f64 to f32
// CHECK: %[[UB:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: return %[[S]], %[[UB]] : bf16, bf16
func.func @int_to_bf16(%i: i32, %u: i64) -> (bf16, bf16) {
  %0 = arith.sitofp %i : i32 to bf16
  %1 = arith.uitofp %u : i64 to bf16
  return %0, %1 : bf16, bf16
}

// Every float op on bf16: operands extended, the f32 op with the flags,
// one rounding.
// CHECK-LABEL: func.func @ops(
// CHECK-SAME: %[[A:.*]]: bf16, %[[B:.*]]: bf16)
// CHECK: %[[EA:.*]] = llvm.fpext %[[A]] : bf16 to f32
// CHECK: %[[EB:.*]] = llvm.fpext %[[B]] : bf16 to f32
// CHECK: llvm.fsub %[[EA]], %[[EB]] {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK: %[[SUB:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: %[[ES:.*]] = llvm.fpext %[[SUB]] : bf16 to f32
// CHECK: llvm.fmul %[[ES]], %{{.*}} : f32
// CHECK: %[[MUL:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: llvm.fdiv %{{.*}}, %{{.*}} : f32
// CHECK: llvm.frem %{{.*}}, %{{.*}} : f32
// CHECK: llvm.fneg %{{.*}} : f32
// CHECK: llvm.intr.maximum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.minimum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.maxnum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.minnum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: %[[LAST:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: return %[[LAST]] : bf16
func.func @ops(%a: bf16, %b: bf16) -> bf16 {
  %0 = arith.subf %a, %b fastmath<nnan> : bf16
  %1 = arith.mulf %0, %b : bf16
  %2 = arith.divf %1, %b : bf16
  %3 = arith.remf %2, %b : bf16
  %4 = arith.negf %3 : bf16
  %5 = arith.maximumf %4, %b : bf16
  %6 = arith.minimumf %5, %b : bf16
  %7 = arith.maxnumf %6, %b : bf16
  %8 = arith.minnumf %7, %b : bf16
  return %8 : bf16
}

// Math ops on bf16 too, the expanded ones (rsqrt, log1p, expm1) included;
// fma keeps its three operands.
// CHECK-LABEL: func.func @math(
// CHECK-SAME: %[[A:.*]]: bf16, %[[B:.*]]: bf16)
// CHECK: %[[EA:.*]] = llvm.fpext %[[A]] : bf16 to f32
// CHECK: llvm.intr.tanh(%[[EA]]) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> f32
// CHECK: %[[T:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: %[[ET:.*]] = llvm.fpext %[[T]] : bf16 to f32
// CHECK: %[[S:.*]] = llvm.intr.sqrt(%[[ET]]) : (f32) -> f32
// CHECK: llvm.fdiv %{{.*}}, %[[S]] : f32
// CHECK: llvm.intr.log(%{{.*}}) : (f32) -> f32
// CHECK: llvm.intr.exp(%{{.*}}) : (f32) -> f32
// CHECK: llvm.intr.pow(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK: %[[LAST:.*]] = llvm.bitcast %{{.*}} : i16 to bf16
// CHECK: return %[[LAST]] : bf16
func.func @math(%a: bf16, %b: bf16) -> bf16 {
  %0 = math.tanh %a fastmath<afn> : bf16
  %1 = math.rsqrt %0 : bf16
  %2 = math.log1p %1 : bf16
  %3 = math.expm1 %2 : bf16
  %4 = math.powf %3, %b : bf16
  %5 = math.fma %4, %b, %a : bf16
  return %5 : bf16
}

// Left as they were: extension (a shift in LLVM), comparison, vectors,
// and f16 (libgcc has __truncsfhf2).
// CHECK-LABEL: func.func @plain(
// CHECK: llvm.fpext %{{.*}} : bf16 to f64
// CHECK: llvm.fcmp "olt" %{{.*}}, %{{.*}} : bf16
// CHECK: llvm.fadd %{{.*}}, %{{.*}} : vector<2xbf16>
// CHECK: llvm.fmul %{{.*}}, %{{.*}} : f16
// CHECK: llvm.fptrunc %{{.*}} : f32 to f16
func.func @plain(%a: bf16, %v: vector<2xbf16>, %h: f16, %f: f32) -> (f64, i1, vector<2xbf16>, f16, f16) {
  %0 = arith.extf %a : bf16 to f64
  %1 = arith.cmpf olt, %a, %a : bf16
  %2 = arith.addf %v, %v : vector<2xbf16>
  %3 = arith.mulf %h, %h : f16
  %4 = arith.truncf %f : f32 to f16
  return %0, %1, %2, %3, %4 : f64, i1, vector<2xbf16>, f16, f16
}
