// math.rsqrt in a kernel: computed in f32 (of f32, f16 or bf16) it becomes
// a call of rsqrtf (libdevice's __nv_rsqrtf, as upstream), which emit/ptx
// writes as rsqrt.approx.f32 (the hardware's approximation, CUDA's
// rsqrtf); f64 keeps math-to-llvm's exact 1 / sqrt. (emit/ptx's
// ptxas_test assembles a kernel's rsqrt.approx.f32.)
// RUN: strata-opt %s --convert-gpu-to-nvvm | FileCheck %s
// RUN: strata-opt %s --convert-gpu-to-nvvm | strata-translate --mlir-to-ptx | FileCheck %s --check-prefix=PTX

// CHECK-LABEL: gpu.module @m
// CHECK:         llvm.func @rsqrtf(f32) -> f32
// CHECK-LABEL:   llvm.func @k(
// CHECK:           llvm.call @rsqrtf(%{{.*}}) : (f32) -> f32
// CHECK:           llvm.fpext %{{.*}} : f16 to f32
// CHECK-NEXT:      llvm.call @rsqrtf(%{{.*}}) : (f32) -> f32
// CHECK-NEXT:      llvm.fptrunc %{{.*}} : f32 to f16
// CHECK:           llvm.fpext %{{.*}} : bf16 to f32
// CHECK-NEXT:      llvm.call @rsqrtf(%{{.*}}) : (f32) -> f32
// CHECK:           llvm.intr.sqrt(%{{.*}}) : (f64) -> f64
// CHECK-NEXT:      llvm.fdiv
// CHECK-NOT:     math.rsqrt
// PTX-LABEL: .entry k(
// PTX-COUNT-3: rsqrt.approx.f32
// PTX: sqrt.rn.f64
// PTX-NOT: rsqrt.approx.f64
gpu.module @m {
  gpu.func @k(%a: memref<4xf32>, %h: memref<4xf16>, %b: memref<4xbf16>, %d: memref<4xf64>) kernel {
    %i = gpu.thread_id x
    %x = memref.load %a[%i] : memref<4xf32>
    %y = math.rsqrt %x : f32
    memref.store %y, %a[%i] : memref<4xf32>
    %xh = memref.load %h[%i] : memref<4xf16>
    %yh = math.rsqrt %xh : f16
    memref.store %yh, %h[%i] : memref<4xf16>
    %xb = memref.load %b[%i] : memref<4xbf16>
    %yb = math.rsqrt %xb : bf16
    memref.store %yb, %b[%i] : memref<4xbf16>
    %xd = memref.load %d[%i] : memref<4xf64>
    %yd = math.rsqrt %xd : f64
    memref.store %yd, %d[%i] : memref<4xf64>
    gpu.return
  }
}
