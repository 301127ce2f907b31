// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// Special functions lower to one elementwise generic each, computed in
// f64 with arith and math ops; the differential check compares them with
// the interpreter's own definitions on inputs spread over the branches
// (x times 12 reaches every range of the Bessel approximations, x - 3
// the reflection of lgamma and digamma).

// CHECK-LABEL: func.func @gamma_family(
// CHECK:       linalg.generic
// CHECK:       arith.extf %{{.*}} : f32 to f64
// CHECK:       math.sin
// CHECK:       math.log
// CHECK:       arith.truncf %{{.*}} : f64 to f32
// CHECK:       linalg.generic
// CHECK:       math.tan
// CHECK:       linalg.generic
// CHECK:       scf.while
// CHECK:       scf.condition
// CHECK:       math.powf
// CHECK:       linalg.generic
// CHECK:       linalg.generic
func.func @gamma_family(%a: !torch.vtensor<[4,?],f32>) -> (!torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int3 = torch.constant.int 3
  %float6 = torch.constant.float 6.0
  %x = torch.aten.mul.Scalar %a, %float6 : !torch.vtensor<[4,?],f32>, !torch.float -> !torch.vtensor<[4,?],f32>
  %0 = torch.aten.lgamma %x : !torch.vtensor<[4,?],f32> -> !torch.vtensor<[4,?],f32>
  %1 = torch.aten.digamma %x : !torch.vtensor<[4,?],f32> -> !torch.vtensor<[4,?],f32>
  %2 = torch.aten.polygamma %int2, %x : !torch.int, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[4,?],f32>
  %3 = torch.aten.polygamma %int1, %x : !torch.int, !torch.vtensor<[4,?],f32> -> !torch.vtensor<[4,?],f32>
  %y = torch.aten.add.Scalar %x, %float6, %int1 : !torch.vtensor<[4,?],f32>, !torch.float, !torch.int -> !torch.vtensor<[4,?],f32>
  %4 = torch.aten.mvlgamma %y, %int3 : !torch.vtensor<[4,?],f32>, !torch.int -> !torch.vtensor<[4,?],f32>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>, !torch.vtensor<[4,?],f32>
}

// -----

// zeta(x, q) broadcasts a rank-0 q; integer inputs compute in f32.
// CHECK-LABEL: func.func @zeta(
// CHECK:       scf.while
// CHECK:       arith.sitofp %{{.*}} : i64 to f32
// CHECK:       scf.while
func.func @zeta(%a: !torch.vtensor<[5],f64>, %q: !torch.vtensor<[],f64>, %i: !torch.vtensor<[3],si64>) -> (!torch.vtensor<[5],f64>, !torch.vtensor<[3],f32>) {
  %int1 = torch.constant.int 1
  %float3 = torch.constant.float 3.0
  %x = torch.aten.mul.Scalar %a, %float3 : !torch.vtensor<[5],f64>, !torch.float -> !torch.vtensor<[5],f64>
  %x2 = torch.aten.add.Scalar %x, %float3, %int1 : !torch.vtensor<[5],f64>, !torch.float, !torch.int -> !torch.vtensor<[5],f64>
  %0 = torch.aten.special_zeta %x2, %q : !torch.vtensor<[5],f64>, !torch.vtensor<[],f64> -> !torch.vtensor<[5],f64>
  %1 = torch.aten.special_zeta %i, %i : !torch.vtensor<[3],si64>, !torch.vtensor<[3],si64> -> !torch.vtensor<[3],f32>
  return %0, %1 : !torch.vtensor<[5],f64>, !torch.vtensor<[3],f32>
}

// -----

// CHECK-LABEL: func.func @bessel(
// CHECK-COUNT-14: linalg.generic
func.func @bessel(%a: !torch.vtensor<[8],f32>) -> (!torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>) {
  %float12 = torch.constant.float 12.0
  %x = torch.aten.mul.Scalar %a, %float12 : !torch.vtensor<[8],f32>, !torch.float -> !torch.vtensor<[8],f32>
  %0 = torch.aten.i0 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %1 = torch.aten.special_i0e %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %2 = torch.aten.special_i1 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %3 = torch.aten.special_i1e %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %4 = torch.aten.special_modified_bessel_k0 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %5 = torch.aten.special_modified_bessel_k1 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %6 = torch.aten.special_scaled_modified_bessel_k0 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %7 = torch.aten.special_scaled_modified_bessel_k1 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %8 = torch.aten.special_bessel_j0 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %9 = torch.aten.special_bessel_j1 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %10 = torch.aten.special_bessel_y0 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %11 = torch.aten.special_bessel_y1 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  %12 = torch.aten.special_spherical_bessel_j0 %x : !torch.vtensor<[8],f32> -> !torch.vtensor<[8],f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>, !torch.vtensor<[8],f32>
}

// -----

// Airy's Maclaurin series between -2.09 and 8.32 is an scf.while.
// CHECK-LABEL: func.func @airy(
// CHECK:       math.exp
// CHECK:       scf.while
func.func @airy(%a: !torch.vtensor<[16],f64>) -> !torch.vtensor<[16],f64> {
  %float10 = torch.constant.float 10.0
  %x = torch.aten.mul.Scalar %a, %float10 : !torch.vtensor<[16],f64>, !torch.float -> !torch.vtensor<[16],f64>
  %0 = torch.aten.special_airy_ai %x : !torch.vtensor<[16],f64> -> !torch.vtensor<[16],f64>
  return %0 : !torch.vtensor<[16],f64>
}

// -----

// The error-function family; ndtri and erfinv take (0, 1) and (-1, 1).
// CHECK-LABEL: func.func @erf_family(
// CHECK:       math.erf
// CHECK:       math.erfc
func.func @erf_family(%a: !torch.vtensor<[2,3],f32>) -> (!torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>) {
  %int1 = torch.constant.int 1
  %float20 = torch.constant.float 20.0
  %half = torch.constant.float 0.5
  %0 = torch.aten.erfinv %a : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %x = torch.aten.mul.Scalar %a, %float20 : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
  %1 = torch.aten.special_erfcx %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %2 = torch.aten.special_ndtr %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %3 = torch.aten.special_log_ndtr %x : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %h = torch.aten.mul.Scalar %a, %half : !torch.vtensor<[2,3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>
  %p = torch.aten.add.Scalar %h, %half, %int1 : !torch.vtensor<[2,3],f32>, !torch.float, !torch.int -> !torch.vtensor<[2,3],f32>
  %4 = torch.aten.special_ndtri %p : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  %5 = torch.aten.special_ndtri %a : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[2,3],f32>
  return %0, %1, %2, %3, %4, %5 : !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,3],f32>
}

// -----

// entr, sinc, logit (with and without eps), xlogy and xlog1py with a
// Python-scalar operand, on a rank-0 tensor.
// CHECK-LABEL: func.func @composites(
// CHECK-COUNT-7: linalg.generic
func.func @composites(%a: !torch.vtensor<[],f32>, %b: !torch.vtensor<[],f32>) -> (!torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>) {
  %none = torch.constant.none
  %eps = torch.constant.float 0.25
  %float2 = torch.constant.float 2.0
  %0 = torch.aten.special_entr %a : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
  %1 = torch.aten.sinc %a : !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
  %2 = torch.aten.logit %a, %none : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>
  %3 = torch.aten.logit %a, %eps : !torch.vtensor<[],f32>, !torch.float -> !torch.vtensor<[],f32>
  %4 = torch.aten.xlogy.Tensor %a, %b : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
  %5 = torch.aten.special_xlog1py %a, %b : !torch.vtensor<[],f32>, !torch.vtensor<[],f32> -> !torch.vtensor<[],f32>
  %6 = torch.aten.xlogy.Scalar_Other %a, %float2 : !torch.vtensor<[],f32>, !torch.float -> !torch.vtensor<[],f32>
  return %0, %1, %2, %3, %4, %5, %6 : !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>, !torch.vtensor<[],f32>
}

// -----

// The orthogonal polynomials run their recurrence in an scf.while up to
// the degree n (a tensor, truncated), past PyTorch's special cases.
// CHECK-LABEL: func.func @polynomials(
// CHECK:       math.trunc
// CHECK:       scf.while
// CHECK:       math.acos
func.func @polynomials(%a: !torch.vtensor<[6],f32>, %n: !torch.vtensor<[6],si64>) -> (!torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>) {
  %int9 = torch.constant.int 9
  %x = torch.aten.mul.Scalar %a, %int9 : !torch.vtensor<[6],f32>, !torch.int -> !torch.vtensor<[6],f32>
  %m = torch.aten.remainder.Scalar %n, %int9 : !torch.vtensor<[6],si64>, !torch.int -> !torch.vtensor<[6],si64>
  %k = torch.aten.add.Scalar %m, %int9, %int9 : !torch.vtensor<[6],si64>, !torch.int, !torch.int -> !torch.vtensor<[6],si64>
  %0 = torch.aten.special_chebyshev_polynomial_t %a, %k : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %1 = torch.aten.special_chebyshev_polynomial_u %x, %m : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %2 = torch.aten.special_chebyshev_polynomial_v %a, %k : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %3 = torch.aten.special_chebyshev_polynomial_w %x, %m : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %4 = torch.aten.special_shifted_chebyshev_polynomial_t %a, %k : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %5 = torch.aten.special_shifted_chebyshev_polynomial_u %a, %m : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %6 = torch.aten.special_shifted_chebyshev_polynomial_v %a, %k : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %7 = torch.aten.special_shifted_chebyshev_polynomial_w %a, %k : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %8 = torch.aten.special_hermite_polynomial_h %a, %m : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %9 = torch.aten.special_hermite_polynomial_he %x, %m : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %10 = torch.aten.special_laguerre_polynomial_l %x, %m : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %11 = torch.aten.special_legendre_polynomial_p %a, %k : !torch.vtensor<[6],f32>, !torch.vtensor<[6],si64> -> !torch.vtensor<[6],f32>
  %12 = torch.aten.special_legendre_polynomial_p.n_scalar %a, %int9 : !torch.vtensor<[6],f32>, !torch.int -> !torch.vtensor<[6],f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>, !torch.vtensor<[6],f32>
}

// -----

// An empty tensor lowers to a generic that runs no element.
// CHECK-LABEL: func.func @empty(
// CHECK:       linalg.generic
// CHECK-SAME:  tensor<0x3xf64>
func.func @empty(%a: !torch.vtensor<[0,3],f64>) -> !torch.vtensor<[0,3],f64> {
  %0 = torch.aten.special_airy_ai %a : !torch.vtensor<[0,3],f64> -> !torch.vtensor<[0,3],f64>
  return %0 : !torch.vtensor<[0,3],f64>
}

// -----

// igamma and igammac: the series below a + 1, the continued fraction
// above, each an scf.while; negative a or x are NaN.
// CHECK-LABEL: func.func @igamma(
// CHECK:       scf.while
// CHECK:       scf.while
func.func @igamma(%a0: !torch.vtensor<[5,4],f64>, %x0: !torch.vtensor<[5,4],f64>) -> (!torch.vtensor<[5,4],f64>, !torch.vtensor<[5,4],f64>) {
  %float8 = torch.constant.float 8.0
  %a = torch.aten.mul.Scalar %a0, %float8 : !torch.vtensor<[5,4],f64>, !torch.float -> !torch.vtensor<[5,4],f64>
  %x = torch.aten.mul.Scalar %x0, %float8 : !torch.vtensor<[5,4],f64>, !torch.float -> !torch.vtensor<[5,4],f64>
  %ax = torch.aten.abs %x : !torch.vtensor<[5,4],f64> -> !torch.vtensor<[5,4],f64>
  %0 = torch.aten.igamma %a, %ax : !torch.vtensor<[5,4],f64>, !torch.vtensor<[5,4],f64> -> !torch.vtensor<[5,4],f64>
  %1 = torch.aten.igammac %a, %ax : !torch.vtensor<[5,4],f64>, !torch.vtensor<[5,4],f64> -> !torch.vtensor<[5,4],f64>
  return %0, %1 : !torch.vtensor<[5,4],f64>, !torch.vtensor<[5,4],f64>
}

// -----

// The Scalar overloads: a Python number for x or for q, n or y.
// CHECK-LABEL: func.func @scalars(
// CHECK-COUNT-5: linalg.generic
func.func @scalars(%q: !torch.vtensor<[5],f32>, %n: !torch.vtensor<[5],si64>, %i: !torch.vtensor<[5],si32>) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>) {
  %float3 = torch.constant.float 3.5
  %int2 = torch.constant.int 2
  %half = torch.constant.float 0.5
  %0 = torch.aten.special_zeta.self_scalar %float3, %q : !torch.float, !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32>
  %1 = torch.aten.special_zeta.other_scalar %q, %int2 : !torch.vtensor<[5],f32>, !torch.int -> !torch.vtensor<[5],f32>
  %2 = torch.aten.special_chebyshev_polynomial_t.x_scalar %half, %n : !torch.float, !torch.vtensor<[5],si64> -> !torch.vtensor<[5],f32>
  %3 = torch.aten.xlogy.Scalar_Self %int2, %i : !torch.int, !torch.vtensor<[5],si32> -> !torch.vtensor<[5],f32>
  %4 = torch.aten.special_xlog1py.self_scalar %int2, %q : !torch.int, !torch.vtensor<[5],f32> -> !torch.vtensor<[5],f32>
  return %0, %1, %2, %3, %4 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>
}
