// RUN: strata-opt %s --convert-complex-to-standard -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --convert-complex-to-standard -split-input-file -o /dev/null

// add and mul work on the parts; create, re and im stay.
// CHECK-LABEL: func.func @mul
// CHECK:       %[[A:.*]] = complex.re %arg0 : complex<f32>
// CHECK:       %[[B:.*]] = complex.im %arg0 : complex<f32>
// CHECK:       %[[C:.*]] = complex.re %arg1 : complex<f32>
// CHECK:       %[[D:.*]] = complex.im %arg1 : complex<f32>
// CHECK:       %[[AC:.*]] = arith.mulf %[[A]], %[[C]] : f32
// CHECK:       %[[BD:.*]] = arith.mulf %[[B]], %[[D]] : f32
// CHECK:       %[[RE:.*]] = arith.subf %[[AC]], %[[BD]] : f32
// CHECK:       %[[AD:.*]] = arith.mulf %[[A]], %[[D]] : f32
// CHECK:       %[[BC:.*]] = arith.mulf %[[B]], %[[C]] : f32
// CHECK:       %[[IM:.*]] = arith.addf %[[AD]], %[[BC]] : f32
// CHECK:       %[[R:.*]] = complex.create %[[RE]], %[[IM]] : complex<f32>
// CHECK:       return %[[R]]
func.func @mul(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %0 = complex.mul %a, %b : complex<f32>
  return %0 : complex<f32>
}

// -----

// Division scales by the larger part of the divisor (Smith).
// CHECK-LABEL: func.func @div
// CHECK:       math.absf
// CHECK:       arith.cmpf oge
// CHECK:       arith.select
// CHECK-NOT:   complex.div
func.func @div(%a: complex<f64>, %b: complex<f64>) -> complex<f64> {
  %0 = complex.div %a, %b : complex<f64>
  return %0 : complex<f64>
}

// -----

// abs is the root of the squared parts; angle is atan2(im, re); eq
// compares both parts; a constant is two arith constants.
// CHECK-LABEL: func.func @parts
// CHECK:       math.sqrt
// CHECK:       math.atan2
// CHECK:       arith.cmpf oeq
// CHECK:       arith.andi
// CHECK:       %[[R:.*]] = arith.constant 1.500000e+00 : f32
// CHECK:       %[[I:.*]] = arith.constant -2.000000e+00 : f32
// CHECK:       complex.create %[[R]], %[[I]] : complex<f32>
func.func @parts(%a: complex<f32>, %b: complex<f32>) -> (f32, f32, i1, complex<f32>) {
  %0 = complex.abs %a : complex<f32>
  %1 = complex.angle %a : complex<f32>
  %2 = complex.eq %a, %b : complex<f32>
  %3 = complex.constant [1.5 : f32, -2.0 : f32] : complex<f32>
  return %0, %1, %2, %3 : f32, f32, i1, complex<f32>
}

// -----

// The functions: every complex op but create/re/im is gone.
// CHECK-LABEL: func.func @functions
// CHECK-NOT:   complex.{{(exp|log|sqrt|sin|cos|tan|tanh|expm1|log1p|rsqrt|sign|pow|neg|conj|sub)}}
// CHECK:       return
func.func @functions(%a: complex<f64>, %b: complex<f64>) -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %0 = complex.exp %a : complex<f64>
  %1 = complex.log %a : complex<f64>
  %2 = complex.sqrt %a : complex<f64>
  %3 = complex.sin %a : complex<f64>
  %4 = complex.cos %a : complex<f64>
  %5 = complex.tan %a : complex<f64>
  %6 = complex.tanh %a : complex<f64>
  %7 = complex.expm1 %a : complex<f64>
  %8 = complex.log1p %a : complex<f64>
  %9 = complex.rsqrt %a : complex<f64>
  %10 = complex.sign %a : complex<f64>
  %11 = complex.pow %a, %b : complex<f64>
  %12 = complex.neg %a : complex<f64>
  %13 = complex.conj %a : complex<f64>
  %14 = complex.sub %a, %b : complex<f64>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
}

// -----

// The corner cases of sqrt (0, a negative real), sign (0) and pow (0^w,
// z^0) on constants, compared by the differential check.
// CHECK-LABEL: func.func @corners
func.func @corners() -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %m = complex.constant [-4.0 : f32, 0.0 : f32] : complex<f32>
  %w = complex.constant [2.0 : f32, 1.0 : f32] : complex<f32>
  %0 = complex.sqrt %z : complex<f32>
  %1 = complex.sqrt %m : complex<f32>
  %2 = complex.sign %z : complex<f32>
  %3 = complex.pow %z, %w : complex<f32>
  %4 = complex.pow %w, %z : complex<f32>
  return %0, %1, %2, %3, %4 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}
