// RUN: strata-translate --mlir-to-ptx %s | FileCheck %s
// RUN: strata-translate --mlir-to-ptx --chip=sm_80 --ptx-version=7.0 %s | FileCheck %s --check-prefix=SM80
// RUN: strata-translate --mlir-to-ptx --ptx-line-info %s | FileCheck %s --check-prefix=LOC

// CHECK: .version 7.8
// CHECK-NEXT: .target sm_90
// CHECK-NEXT: .address_size 64
// SM80: .version 7.0
// SM80-NEXT: .target sm_80

// LOC: .file 1 "{{.*}}kernel.mlir"

// CHECK: .shared .align 16 .b8 tile[1024];
// Large math helpers are functions of their own; small ones (exp) are
// written inline, in a scope with registers of their own.
// CHECK: .func (.param .f32 __strata_pow_f32_ret) __strata_pow_f32(.param .f32 __strata_pow_f32_p0, .param .f32 __strata_pow_f32_p1)
// CHECK-NOT: __strata_exp_f32

gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<256 x f32>

  // CHECK-LABEL: .visible .entry scale(
  // CHECK-NEXT: .param .u64 scale_param_0,
  // CHECK-NEXT: .param .f32 scale_param_1,
  // CHECK-NEXT: .param .u32 scale_param_2
  // CHECK-NEXT: )
  // CHECK-NEXT: .maxntid 256, 1, 1
  // CHECK: .reg .pred %p<{{[0-9]+}}>;
  // CHECK: .reg .b32 %r<{{[0-9]+}}>;
  // CHECK: .reg .b64 %rd<{{[0-9]+}}>;
  // CHECK: .reg .f32 %f<{{[0-9]+}}>;
  llvm.func @scale(%p: !llvm.ptr<1>, %s: f32, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
    // CHECK: ld.param.u64 %rd1, [scale_param_0];
    // CHECK: ld.param.f32 %f1, [scale_param_1];
    // CHECK: ld.param.u32 %r1, [scale_param_2];
    // LOC: .loc 1 [[@LINE+2]] 12
    // CHECK: mov.u32 [[TID:%r[0-9]+]], %tid.x;
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    // CHECK: mov.u32 {{%r[0-9]+}}, %ctaid.x;
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    // CHECK: mov.u32 {{%r[0-9]+}}, %ntid.x;
    %dim = nvvm.read.ptx.sreg.ntid.x : i32
    // CHECK: mul.lo.s32
    %b = llvm.mul %bid, %dim : i32
    // CHECK: add.s32 [[I:%r[0-9]+]],
    %i = llvm.add %b, %tid : i32
    // CHECK: setp.lt.s32 [[P:%p[0-9]+]], [[I]], %r1;
    %in = llvm.icmp "slt" %i, %n : i32
    // CHECK: @[[P]] bra $L__BB{{[0-9]+}}_1;
    // CHECK: bra.uni $L__BB{{[0-9]+}}_2;
    llvm.cond_br %in, ^body, ^exit
  ^body:
    // CHECK: $L__BB{{[0-9]+}}_1:
    // CHECK: cvt.s64.s32 [[I64:%rd[0-9]+]], [[I]];
    // CHECK: mad.lo.s64 [[A:%rd[0-9]+]], [[I64]], 4, %rd1;
    %g = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    // CHECK: ld.global.f32 [[X:%f[0-9]+]], {{\[}}[[A]]{{\]}};
    %x = llvm.load %g : !llvm.ptr<1> -> f32
    // CHECK: mul.rn.f32 [[Y:%f[0-9]+]], [[X]], %f1;
    %y = llvm.fmul %x, %s : f32
    // CHECK: {
    // CHECK-NEXT: .reg .f32 %hf<{{[0-9]+}}>;
    // CHECK: mov.f32 %hf1, [[Y]];
    // CHECK: mov.f32 [[E:%f[0-9]+]], %hf{{[0-9]+}};
    // CHECK-NEXT: }
    %e = llvm.intr.exp(%y) : (f32) -> f32
    // CHECK: call.uni (retval0), __strata_pow_f32, (param0, param1);
    %pw = llvm.intr.pow(%e, %s) : (f32, f32) -> f32
    %t = llvm.mlir.addressof @tile : !llvm.ptr<3>
    // CHECK: mov.u64 [[T:%rd[0-9]+]], tile;
    %ts = llvm.getelementptr %t[%tid] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, f32
    // CHECK: st.shared.f32
    llvm.store %pw, %ts : f32, !llvm.ptr<3>
    // CHECK: bar.sync 0;
    nvvm.barrier0
    // CHECK: ld.shared.f32
    %v = llvm.load %ts : !llvm.ptr<3> -> f32
    // CHECK: st.global.f32
    llvm.store %v, %g : f32, !llvm.ptr<1>
    llvm.br ^exit
  ^exit:
    // CHECK: $L__BB{{[0-9]+}}_2:
    // CHECK-NEXT: ret;
    llvm.return
  }
}
