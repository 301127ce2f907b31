// A kernel in the llvm and nvvm dialects, as convert-gpu-to-nvvm leaves it,
// translated to PTX (docs/ptx.md); the PTX is checked by ptxas where the
// tests have it (test/lit/Target/PTX).
// RUN: strata-translate --mlir-to-ptx %s | FileCheck %s

// CHECK: .target sm_90
// CHECK: .visible .entry scale(
gpu.module @kernels [#nvvm.target<chip = "sm_90">] {
  llvm.func @scale(%p: !llvm.ptr<1>, %s: f32, %n: i32) attributes {gpu.kernel, nvvm.kernel, nvvm.maxntid = array<i32: 256, 1, 1>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %bid = nvvm.read.ptx.sreg.ctaid.x : i32
    %bdim = nvvm.read.ptx.sreg.ntid.x : i32
    %base = llvm.mul %bid, %bdim : i32
    %i = llvm.add %base, %tid : i32
    %inside = llvm.icmp "slt" %i, %n : i32
    llvm.cond_br %inside, ^body, ^done
  ^body:
    %q = llvm.getelementptr %p[%i] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %v = llvm.load %q : !llvm.ptr<1> -> f32
    %w = llvm.fmul %v, %s : f32
    llvm.store %w, %q : f32, !llvm.ptr<1>
    llvm.br ^done
  ^done:
    llvm.return
  }
}
