// The complex ops in the reference interpreter: both parts computed in
// complex128 and rounded to the part type, corner cases included (a zero
// sign, 0^z, division by zero, the bits of a bitcast).
// RUN: strata-run %s --entry arith --exact | FileCheck %s --check-prefix=ARITH
// RUN: strata-run %s --entry funcs --exact | FileCheck %s --check-prefix=FUNCS
// RUN: strata-run %s --entry parts --exact | FileCheck %s --check-prefix=PARTS
// RUN: strata-run %s --entry tensor --exact | FileCheck %s --check-prefix=TENSOR

// ARITH: (4,6)
// ARITH-NEXT: (-2,-2)
// ARITH-NEXT: (-5,10)
// ARITH-NEXT: (0.44,0.08)
// ARITH-NEXT: (inf,inf)
// ARITH-NEXT: (-1,-2)
// ARITH-NEXT: (1,-2)
func.func @arith() -> (complex<f32>, complex<f32>, complex<f32>, complex<f64>, complex<f64>, complex<f32>, complex<f32>) {
  %a = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %b = complex.constant [3.0 : f32, 4.0 : f32] : complex<f32>
  %a64 = complex.constant [1.0 : f64, 2.0 : f64] : complex<f64>
  %b64 = complex.constant [3.0 : f64, 4.0 : f64] : complex<f64>
  %z64 = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %0 = complex.add %a, %b : complex<f32>
  %1 = complex.sub %a, %b : complex<f32>
  %2 = complex.mul %a, %b : complex<f32>
  %3 = complex.div %a64, %b64 : complex<f64>
  %4 = complex.div %a64, %z64 : complex<f64>
  %5 = complex.neg %a : complex<f32>
  %6 = complex.conj %a : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6 : complex<f32>, complex<f32>, complex<f32>, complex<f64>, complex<f64>, complex<f32>, complex<f32>
}

// FUNCS: (2,0)
// FUNCS-NEXT: (0,1)
// FUNCS-NEXT: (-1,1.2246467991473515e-16)
// FUNCS-NEXT: (0,3.141592653589793)
// FUNCS-NEXT: (0,0)
// FUNCS-NEXT: (1,0)
// FUNCS-NEXT: (0.6,0.8)
// FUNCS-NEXT: (0,0)
func.func @funcs() -> (complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>) {
  %four = complex.constant [4.0 : f64, 0.0 : f64] : complex<f64>
  %m1 = complex.constant [-1.0 : f64, 0.0 : f64] : complex<f64>
  %ipi = complex.constant [0.0 : f64, 3.141592653589793 : f64] : complex<f64>
  %z = complex.constant [0.0 : f64, 0.0 : f64] : complex<f64>
  %two = complex.constant [2.0 : f64, 0.0 : f64] : complex<f64>
  %b = complex.constant [3.0 : f64, 4.0 : f64] : complex<f64>
  %0 = complex.sqrt %four : complex<f64>
  %1 = complex.sqrt %m1 : complex<f64>
  %2 = complex.exp %ipi : complex<f64>
  %3 = complex.log %m1 : complex<f64>
  %4 = complex.pow %z, %two : complex<f64>
  %5 = complex.pow %b, %z : complex<f64>
  %6 = complex.sign %b : complex<f64>
  %7 = complex.sign %z : complex<f64>
  return %0, %1, %2, %3, %4, %5, %6, %7 : complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>, complex<f64>
}

// PARTS: 5
// PARTS-NEXT: 0.9272952
// PARTS-NEXT: 3
// PARTS-NEXT: 4
// PARTS-NEXT: (4,3)
// PARTS-NEXT: 1
// PARTS-NEXT: 0
// PARTS-NEXT: 4647714816524288000
// PARTS-NEXT: (3,4)
func.func @parts() -> (f32, f32, f32, f32, complex<f32>, i1, i1, i64, complex<f32>) {
  %b = complex.constant [3.0 : f32, 4.0 : f32] : complex<f32>
  %0 = complex.abs %b : complex<f32>
  %1 = complex.angle %b : complex<f32>
  %re = complex.re %b : complex<f32>
  %im = complex.im %b : complex<f32>
  %2 = complex.create %im, %re : complex<f32>
  %3 = complex.eq %b, %b : complex<f32>
  %4 = complex.eq %b, %2 : complex<f32>
  %5 = complex.bitcast %b : complex<f32> to i64
  %6 = complex.bitcast %5 : i64 to complex<f32>
  return %0, %1, %re, %im, %2, %3, %4, %5, %6 : f32, f32, f32, f32, complex<f32>, i1, i1, i64, complex<f32>
}

// Tensors of complex numbers hold both parts per element.
// TENSOR: sizes = [2]
// TENSOR: [(2,4), (6,8)]
func.func @tensor() -> tensor<2xcomplex<f32>> {
  %t = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
  %e = tensor.empty() : tensor<2xcomplex<f32>>
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%t : tensor<2xcomplex<f32>>) outs(%e : tensor<2xcomplex<f32>>) {
  ^bb0(%x: complex<f32>, %o: complex<f32>):
    %y = complex.add %x, %x : complex<f32>
    linalg.yield %y : complex<f32>
  } -> tensor<2xcomplex<f32>>
  return %r : tensor<2xcomplex<f32>>
}
