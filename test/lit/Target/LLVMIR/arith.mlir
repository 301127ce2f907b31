// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | /usr/lib/llvm-14/bin/opt -verify -S -o /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | llc-22 -o /dev/null

// CHECK-LABEL: define i32 @int_ops(i32 %0, i32 %1)
llvm.func @int_ops(%a: i32, %b: i32) -> i32 {
  // CHECK: %[[ADD:.*]] = add nsw i32 %0, %1
  %0 = llvm.add %a, %b overflow<nsw> : i32
  // CHECK: %[[SUB:.*]] = sub nuw nsw i32 %[[ADD]], %1
  %1 = llvm.sub %0, %b overflow<nsw, nuw> : i32
  // CHECK: mul i32
  %2 = llvm.mul %1, %b : i32
  // CHECK: udiv exact i32
  %3 = llvm.udiv exact %2, %b : i32
  // CHECK: sdiv i32
  %4 = llvm.sdiv %3, %b : i32
  // CHECK: urem i32
  %5 = llvm.urem %4, %b : i32
  // CHECK: srem i32
  %6 = llvm.srem %5, %b : i32
  // CHECK: and i32
  %7 = llvm.and %6, %b : i32
  // CHECK: or i32
  %8 = llvm.or %7, %b : i32
  // CHECK: xor i32
  %9 = llvm.xor %8, %b : i32
  // CHECK: shl i32
  %10 = llvm.shl %9, %b : i32
  // CHECK: lshr i32
  %11 = llvm.lshr %10, %b : i32
  // CHECK: ashr i32
  %12 = llvm.ashr %11, %b : i32
  // CHECK: icmp sge i32
  %13 = llvm.icmp "sge" %12, %a : i32
  // CHECK: select i1 %{{.*}}, i32 %{{.*}}, i32 %0
  %14 = llvm.select %13, %12, %a : i1, i32
  // CHECK: ret i32
  llvm.return %14 : i32
}

// CHECK-LABEL: define double @float_ops(double %0, double %1)
llvm.func @float_ops(%a: f64, %b: f64) -> f64 {
  // CHECK: fadd fast double %0, %1
  %0 = llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f64
  // CHECK: fsub nnan ninf double
  %1 = llvm.fsub %0, %b {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f64
  // CHECK: fmul double
  %2 = llvm.fmul %1, %b : f64
  // CHECK: fdiv double
  %3 = llvm.fdiv %2, %b : f64
  // CHECK: frem double
  %4 = llvm.frem %3, %b : f64
  // CHECK: fneg double
  %5 = llvm.fneg %4 : f64
  // CHECK: fcmp ult double
  %6 = llvm.fcmp "ult" %5, %a : f64
  // CHECK: select i1
  %7 = llvm.select %6, %5, %a : i1, f64
  llvm.return %7 : f64
}

// CHECK-LABEL: define i64 @casts(i32 %0, float %1, i8* %2)
llvm.func @casts(%i: i32, %f: f32, %p: !llvm.ptr) -> i64 {
  // CHECK: sext i32 %0 to i64
  %0 = llvm.sext %i : i32 to i64
  // CHECK: zext i32 %0 to i64
  %1 = llvm.zext %i : i32 to i64
  // CHECK: trunc i64 %{{.*}} to i16
  %2 = llvm.trunc %1 : i64 to i16
  // CHECK: fpext float %1 to double
  %3 = llvm.fpext %f : f32 to f64
  // CHECK: fptrunc double %{{.*}} to half
  %4 = llvm.fptrunc %3 : f64 to f16
  // CHECK: sitofp i32 %0 to float
  %5 = llvm.sitofp %i : i32 to f32
  // CHECK: uitofp i16 %{{.*}} to double
  %6 = llvm.uitofp %2 : i16 to f64
  // CHECK: fptosi double %{{.*}} to i64
  %7 = llvm.fptosi %6 : f64 to i64
  // CHECK: fptoui float %1 to i8
  %8 = llvm.fptoui %f : f32 to i8
  // CHECK: bitcast float %1 to i32
  %9 = llvm.bitcast %f : f32 to i32
  // CHECK: ptrtoint i8* %2 to i64
  %10 = llvm.ptrtoint %p : !llvm.ptr to i64
  // CHECK: inttoptr i64 %{{.*}} to i8*
  %11 = llvm.inttoptr %10 : i64 to !llvm.ptr
  // CHECK: addrspacecast i8* %{{.*}} to i8 addrspace(1)*
  %12 = llvm.addrspacecast %11 : !llvm.ptr to !llvm.ptr<1>
  %13 = llvm.add %0, %7 : i64
  llvm.return %13 : i64
}

// CHECK-LABEL: define float @intrinsics(float %0, float %1)
llvm.func @intrinsics(%a: f32, %b: f32) -> f32 {
  // CHECK: call float @llvm.sqrt.f32(float %0)
  %0 = llvm.intr.sqrt(%a) : (f32) -> f32
  // CHECK: call float @llvm.exp.f32
  %1 = llvm.intr.exp(%0) : (f32) -> f32
  // CHECK: call float @llvm.log.f32
  %2 = llvm.intr.log(%1) : (f32) -> f32
  // CHECK: call float @llvm.sin.f32
  %3 = llvm.intr.sin(%2) : (f32) -> f32
  // CHECK: call float @llvm.cos.f32
  %4 = llvm.intr.cos(%3) : (f32) -> f32
  // CHECK: call float @llvm.fabs.f32
  %5 = llvm.intr.fabs(%4) : (f32) -> f32
  // CHECK: call float @llvm.floor.f32
  %6 = llvm.intr.floor(%5) : (f32) -> f32
  // CHECK: call float @llvm.ceil.f32
  %7 = llvm.intr.ceil(%6) : (f32) -> f32
  // CHECK: call float @llvm.pow.f32(float %{{.*}}, float %1)
  %8 = llvm.intr.pow(%7, %b) : (f32, f32) -> f32
  // CHECK: call float @llvm.minnum.f32
  %9 = llvm.intr.minnum(%8, %b) : (f32, f32) -> f32
  // CHECK: call float @llvm.maxnum.f32
  %10 = llvm.intr.maxnum(%9, %b) : (f32, f32) -> f32
  // CHECK: call float @llvm.copysign.f32
  %13 = llvm.intr.copysign(%10, %b) : (f32, f32) -> f32
  // CHECK: call fast float @llvm.fma.f32(float %{{.*}}, float %1, float %1)
  %14 = llvm.intr.fma(%13, %b, %b) {fastmathFlags = #llvm.fastmath<fast>} : (f32, f32, f32) -> f32
  // CHECK: call float @llvm.round.f32
  %15 = llvm.intr.round(%14) : (f32) -> f32
  // CHECK: call float @llvm.trunc.f32
  %16 = llvm.intr.trunc(%15) : (f32) -> f32
  llvm.return %16 : f32
}

// CHECK-LABEL: define <4 x float> @vector_ops(<4 x float> %0)
llvm.func @vector_ops(%v: vector<4xf32>) -> vector<4xf32> {
  // CHECK: fadd <4 x float> %0, %0
  %0 = llvm.fadd %v, %v : vector<4xf32>
  // CHECK: call <4 x float> @llvm.sqrt.v4f32
  %1 = llvm.intr.sqrt(%0) : (vector<4xf32>) -> vector<4xf32>
  llvm.return %1 : vector<4xf32>
}

// CHECK: declare float @llvm.sqrt.f32(float
