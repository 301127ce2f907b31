// RUN: strata-translate --mlir-to-llvmir %s | FileCheck %s
// RUN: strata-translate --mlir-to-llvmir %s | /usr/lib/llvm-14/bin/opt -verify -S -o /dev/null
// RUN: strata-translate --mlir-to-llvmir %s | llc-22 -o /dev/null
// LLVM 14's llc cannot select llvm.minimum/llvm.maximum on x86, so this file is only
// verified by LLVM 14, and compiled by LLVM 22.

// CHECK-LABEL: define float @minmax(float %0, float %1)
llvm.func @minmax(%a: f32, %b: f32) -> f32 {
  // CHECK: call float @llvm.minimum.f32(float %0, float %1)
  %0 = llvm.intr.minimum(%a, %b) : (f32, f32) -> f32
  // CHECK: call float @llvm.maximum.f32(float %{{.*}}, float %1)
  %1 = llvm.intr.maximum(%0, %b) : (f32, f32) -> f32
  llvm.return %1 : f32
}
