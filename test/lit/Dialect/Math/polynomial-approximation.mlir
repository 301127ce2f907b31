// RUN: strata-opt %s --strata-math-polynomial-approximation -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-math-polynomial-approximation --strata-diff-check -split-input-file > /dev/null

// exp: range reduction by round(x log2 e), a polynomial with fused
// multiply-adds, 2^k through the exponent bits; no libm call left. Below
// the least x whose exp is a normal float, 0 (no subnormal results).
// CHECK-LABEL: func.func @exp
// CHECK: arith.maximumf
// CHECK: %[[X:.*]] = arith.minimumf
// CHECK: %[[LEAST:.*]] = arith.constant -87.3365402 : f32
// CHECK: %[[UNDER:.*]] = arith.cmpf olt, %[[X]], %[[LEAST]] : f32
// CHECK: math.roundeven
// CHECK: math.fma
// CHECK: arith.fptosi {{.*}} : f32 to i32
// CHECK: arith.shli
// CHECK: arith.bitcast {{.*}} : i32 to f32
// CHECK: arith.select %[[UNDER]], %cst{{.*}}, %{{.*}} : f32
// CHECK-NOT: math.exp
func.func @exp(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}

// -----

// erf and tanh choose between a series near 0 and a formula through exp.
// CHECK-LABEL: func.func @erf_tanh
// CHECK: arith.cmpf olt
// CHECK: arith.select
// CHECK: math.copysign
// CHECK-NOT: math.erf
// CHECK-NOT: math.tanh
func.func @erf_tanh(%x: f32) -> (f32, f32) {
  %e = math.erf %x : f32
  %t = math.tanh %x : f32
  return %e, %t : f32, f32
}

// -----

// log: exponent and mantissa from the bits; the special cases selected.
// CHECK-LABEL: func.func @log
// CHECK: arith.bitcast {{.*}} : f32 to i32
// CHECK: arith.shrui
// CHECK: arith.cmpf oeq
// CHECK: 0xFF800000
// CHECK-NOT: math.log
func.func @log(%x: f32) -> f32 {
  %r = math.log %x : f32
  return %r : f32
}

// -----

// In a loop over a buffer, as the kernels have them; f64, f16 and other
// math ops are left to libm and LLVM.
// CHECK-LABEL: func.func @loop
// CHECK: scf.for
// CHECK-NOT: math.exp {{.*}} : f32
// CHECK: math.exp {{.*}} : f64
// CHECK: math.exp {{.*}} : f16
// CHECK: math.sin {{.*}} : f32
func.func @loop(%a: memref<?xf32>, %b: memref<?xf32>, %d: f64, %h: f16) -> (f64, f16, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xf32>
    %e = math.exp %v : f32
    memref.store %e, %b[%i] : memref<?xf32>
  }
  %de = math.exp %d : f64
  %he = math.exp %h : f16
  %s = arith.constant 1.0 : f32
  %ss = math.sin %s : f32
  return %de, %he, %ss : f64, f16, f32
}
