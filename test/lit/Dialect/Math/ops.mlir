// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @float_unary
// CHECK-NEXT: %{{.*}} = math.absf %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.acos %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.acosh %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.asin %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.asinh %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.atan %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.atanh %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.cbrt %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.ceil %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.cos %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.cosh %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.erf %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.erfc %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.exp %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.exp2 %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.expm1 %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.floor %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.log %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.log10 %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.log1p %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.log2 %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.round %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.roundeven %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.rsqrt %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.sin %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.sinh %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.sqrt %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.tan %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.tanh %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.trunc %arg0 : f32
func.func @float_unary(%arg0: f32) {
  %0 = math.absf %arg0 : f32
  %1 = math.acos %arg0 : f32
  %2 = math.acosh %arg0 : f32
  %3 = math.asin %arg0 : f32
  %4 = math.asinh %arg0 : f32
  %5 = math.atan %arg0 : f32
  %6 = math.atanh %arg0 : f32
  %7 = math.cbrt %arg0 : f32
  %8 = math.ceil %arg0 : f32
  %9 = math.cos %arg0 : f32
  %10 = math.cosh %arg0 : f32
  %11 = math.erf %arg0 : f32
  %12 = math.erfc %arg0 : f32
  %13 = math.exp %arg0 : f32
  %14 = math.exp2 %arg0 : f32
  %15 = math.expm1 %arg0 : f32
  %16 = math.floor %arg0 : f32
  %17 = math.log %arg0 : f32
  %18 = math.log10 %arg0 : f32
  %19 = math.log1p %arg0 : f32
  %20 = math.log2 %arg0 : f32
  %21 = math.round %arg0 : f32
  %22 = math.roundeven %arg0 : f32
  %23 = math.rsqrt %arg0 : f32
  %24 = math.sin %arg0 : f32
  %25 = math.sinh %arg0 : f32
  %26 = math.sqrt %arg0 : f32
  %27 = math.tan %arg0 : f32
  %28 = math.tanh %arg0 : f32
  %29 = math.trunc %arg0 : f32
  return
}

// CHECK-LABEL: func.func @float_unary_fastmath
// CHECK-NEXT: %{{.*}} = math.sin %arg0 fastmath<fast> : vector<4xf16>
// CHECK-NEXT: %{{.*}} = math.exp %arg1 fastmath<nnan,ninf> : tensor<?x2xbf16>
// CHECK-NEXT: %{{.*}} = math.sqrt %arg2 fastmath<afn> : f64
// CHECK-NEXT: %{{.*}} = math.absf %arg0 : vector<4xf16>
func.func @float_unary_fastmath(%arg0: vector<4xf16>, %arg1: tensor<?x2xbf16>, %arg2: f64) {
  %0 = math.sin %arg0 fastmath<fast> : vector<4xf16>
  %1 = math.exp %arg1 fastmath<nnan,ninf> : tensor<?x2xbf16>
  %2 = math.sqrt %arg2 fastmath<afn> : f64
  %3 = math.absf %arg0 fastmath<none> : vector<4xf16>
  return
}

// CHECK-LABEL: func.func @float_binary
// CHECK-NEXT: %{{.*}} = math.atan2 %arg0, %arg1 : f32
// CHECK-NEXT: %{{.*}} = math.copysign %arg0, %arg1 fastmath<nsz> : f32
// CHECK-NEXT: %{{.*}} = math.powf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT: %{{.*}} = math.fma %arg0, %arg1, %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.fma %arg0, %arg1, %arg1 fastmath<contract> : f32
// CHECK-NEXT: %{{.*}} = math.clampf %arg0 to [%arg1, %arg1] : f32
// CHECK-NEXT: %{{.*}} = math.clampf %arg0 to [%arg1, %arg0] fastmath<nnan> : f32
func.func @float_binary(%arg0: f32, %arg1: f32) {
  %0 = math.atan2 %arg0, %arg1 : f32
  %1 = math.copysign %arg0, %arg1 fastmath<nsz> : f32
  %2 = math.powf %arg0, %arg1 fastmath<fast> : f32
  %3 = math.fma %arg0, %arg1, %arg0 : f32
  %4 = math.fma %arg0, %arg1, %arg1 fastmath<contract> : f32
  %5 = math.clampf %arg0 to [%arg1, %arg1] : f32
  %6 = math.clampf %arg0 to [%arg1, %arg0] fastmath<nnan> : f32
  return
}

// CHECK-LABEL: func.func @integer
// CHECK-NEXT: %{{.*}} = math.absi %arg0 : i32
// CHECK-NEXT: %{{.*}} = math.ctlz %arg1 : vector<4xi8>
// CHECK-NEXT: %{{.*}} = math.cttz %arg2 : index
// CHECK-NEXT: %{{.*}} = math.ctpop %arg0 : i32
// CHECK-NEXT: %{{.*}} = math.ipowi %arg0, %arg0 : i32
// CHECK-NEXT: %{{.*}} = math.ipowi %arg1, %arg1 : vector<4xi8>
func.func @integer(%arg0: i32, %arg1: vector<4xi8>, %arg2: index) {
  %0 = math.absi %arg0 : i32
  %1 = math.ctlz %arg1 : vector<4xi8>
  %2 = math.cttz %arg2 : index
  %3 = math.ctpop %arg0 : i32
  %4 = math.ipowi %arg0, %arg0 : i32
  %5 = math.ipowi %arg1, %arg1 : vector<4xi8>
  return
}

// CHECK-LABEL: func.func @powi
// CHECK-NEXT: %{{.*}} = math.fpowi %arg0, %arg1 : f32, i32
// CHECK-NEXT: %{{.*}} = math.fpowi %arg2, %arg3 fastmath<fast> : vector<2xf64>, vector<2xi64>
func.func @powi(%arg0: f32, %arg1: i32, %arg2: vector<2xf64>, %arg3: vector<2xi64>) {
  %0 = math.fpowi %arg0, %arg1 : f32, i32
  %1 = math.fpowi %arg2, %arg3 fastmath<fast> : vector<2xf64>, vector<2xi64>
  return
}

// CHECK-LABEL: func.func @classify
// CHECK-NEXT: %{{.*}} = math.isnan %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.isinf %arg1 : vector<4xf16>
// CHECK-NEXT: %{{.*}} = math.isfinite %arg2 : tensor<*xf64>
// CHECK-NEXT: %{{.*}} = math.isnormal %arg0 : f32
// CHECK-NEXT: %{{.*}} = math.isnan %arg0 {fastmath = #arith.fastmath<nnan>} : f32
func.func @classify(%arg0: f32, %arg1: vector<4xf16>, %arg2: tensor<*xf64>) {
  %0 = math.isnan %arg0 : f32
  %1 = math.isinf %arg1 : vector<4xf16>
  %2 = math.isfinite %arg2 : tensor<*xf64>
  %3 = math.isnormal %arg0 : f32
  %4 = math.isnan %arg0 {fastmath = #arith.fastmath<nnan>} : f32
  return
}

// CHECK-LABEL: func.func @sincos
// CHECK-NEXT: %sin, %cos = math.sincos %arg0 : f32
// CHECK-NEXT: %sin_0, %cos_1 = math.sincos %arg1 fastmath<afn> : vector<4xf64>
func.func @sincos(%arg0: f32, %arg1: vector<4xf64>) {
  %0:2 = math.sincos %arg0 : f32
  %1:2 = math.sincos %arg1 fastmath<afn> : vector<4xf64>
  return
}
