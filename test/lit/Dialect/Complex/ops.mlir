// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @unary
// CHECK-NEXT: %{{.*}} = complex.conj %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.cos %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.exp %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.expm1 %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.log %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.log1p %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.neg %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.rsqrt %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.sign %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.sin %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.sqrt %arg0 fastmath<nnan,ninf> : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.tan %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.tanh %arg0 : complex<f32>
func.func @unary(%z: complex<f32>) {
  %0 = complex.conj %z : complex<f32>
  %1 = complex.cos %z : complex<f32>
  %2 = complex.exp %z : complex<f32>
  %3 = complex.expm1 %z : complex<f32>
  %4 = complex.log %z : complex<f32>
  %5 = complex.log1p %z : complex<f32>
  %6 = complex.neg %z : complex<f32>
  %7 = complex.rsqrt %z : complex<f32>
  %8 = complex.sign %z : complex<f32>
  %9 = complex.sin %z : complex<f32>
  %10 = complex.sqrt %z fastmath<nnan,ninf> : complex<f32>
  %11 = complex.tan %z : complex<f32>
  %12 = complex.tanh %z : complex<f32>
  return
}

// CHECK-LABEL: func.func @binary
// CHECK-NEXT: %{{.*}} = complex.add %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %{{.*}} = complex.sub %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %{{.*}} = complex.mul %arg0, %arg1 fastmath<fast> : complex<f64>
// CHECK-NEXT: %{{.*}} = complex.div %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %{{.*}} = complex.pow %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %{{.*}} = complex.atan2 %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %{{.*}} = complex.eq %arg0, %arg1 : complex<f64>
// CHECK-NEXT: %{{.*}} = complex.neq %arg0, %arg1 : complex<f64>
func.func @binary(%a: complex<f64>, %b: complex<f64>) {
  %0 = complex.add %a, %b : complex<f64>
  %1 = complex.sub %a, %b : complex<f64>
  %2 = complex.mul %a, %b fastmath<fast> : complex<f64>
  %3 = complex.div %a, %b : complex<f64>
  %4 = complex.pow %a, %b : complex<f64>
  %5 = complex.atan2 %a, %b : complex<f64>
  %6 = complex.eq %a, %b : complex<f64>
  %7 = complex.neq %a, %b : complex<f64>
  return
}

// The parts: abs, angle, re and im give the part type; create and
// constant build a number; bitcast reinterprets its bits.
// CHECK-LABEL: func.func @parts
// CHECK-NEXT: %{{.*}} = complex.abs %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.angle %arg0 : complex<f32>
// CHECK-NEXT: %[[RE:.*]] = complex.re %arg0 : complex<f32>
// CHECK-NEXT: %[[IM:.*]] = complex.im %arg0 : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.create %[[RE]], %[[IM]] : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.constant [1.000000e+00 : f32, -2.500000e+00 : f32] : complex<f32>
// CHECK-NEXT: %{{.*}} = complex.bitcast %arg0 : complex<f32> to i64
// CHECK-NEXT: %{{.*}} = complex.bitcast %arg1 : f64 to complex<f32>
func.func @parts(%z: complex<f32>, %d: f64) -> (f32, f32) {
  %0 = complex.abs %z : complex<f32>
  %1 = complex.angle %z : complex<f32>
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %2 = complex.create %re, %im : complex<f32>
  %3 = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %4 = complex.bitcast %z : complex<f32> to i64
  %5 = complex.bitcast %d : f64 to complex<f32>
  return %0, %1 : f32, f32
}

// A constant of a complex of integers (what an element of a tensor of
// them folds to) holds integer parts.
// CHECK-LABEL: func.func @int_constant
// CHECK-NEXT: %{{.*}} = complex.constant [1 : i32, -2 : i32] : complex<i32>
// CHECK-NEXT: %{{.*}} = complex.constant [true, false] : complex<i1>
func.func @int_constant() -> (complex<i32>, complex<i1>) {
  %0 = complex.constant [1 : i32, -2 : i32] : complex<i32>
  %1 = complex.constant [true, false] : complex<i1>
  return %0, %1 : complex<i32>, complex<i1>
}
