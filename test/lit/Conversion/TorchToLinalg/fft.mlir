// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(convert-torch-to-linalg))' -split-input-file | FileCheck %s
// RUN: strata-opt %s --strata-diff-check --pass-pipeline='builtin.module(torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)' -split-input-file -o /dev/null

// _fft_c2c: one DFT generic per dim, reducing over the input dim with the
// twiddle exp(-2πi ((jk) mod n)/n) built from linalg.index, accumulated
// in complex<f64>; then one generic scales (ortho: 1/sqrt(3*4)) and
// rounds to complex<f32>.
// CHECK-LABEL: func.func @c2c(
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// CHECK:         linalg.index 0
// CHECK:         linalg.index 2
// CHECK:         arith.remui
// CHECK:         math.cos
// CHECK:         math.sin
// CHECK:         complex.mul {{.*}} : complex<f64>
// CHECK:         complex.add {{.*}} : complex<f64>
// CHECK:       linalg.generic {{.*}}iterator_types = ["parallel", "parallel", "reduction"]
// CHECK:       arith.constant 0.28867513459481
// CHECK:       linalg.generic
// CHECK:         complex.mul
// CHECK:         complex.create {{.*}} : complex<f32>
func.func @c2c(%x: !torch.vtensor<[3,4],complex<f32>>) -> !torch.vtensor<[3,4],complex<f32>> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %true = torch.constant.bool true
  %dims = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten._fft_c2c %x, %dims, %int1, %true : !torch.vtensor<[3,4],complex<f32>>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[3,4],complex<f32>>
  return %0 : !torch.vtensor<[3,4],complex<f32>>
}

// -----

// _fft_r2c one-sided of a dynamic dim: n/2+1 outputs computed from
// tensor.dim, the angle divided by the dynamic n; the inverse c2c of a
// rank-1 tensor.
// CHECK-LABEL: func.func @r2c_dynamic(
// CHECK:       tensor.dim
// CHECK:       arith.divui
// CHECK:       linalg.generic
// CHECK:         arith.divf
// CHECK:       -> tensor<2x?xcomplex<f64>>
func.func @r2c_dynamic(%x: !torch.vtensor<[2,?],f64>, %y: !torch.vtensor<[5],complex<f64>>) -> (!torch.vtensor<[2,?],complex<f64>>, !torch.vtensor<[5],complex<f64>>) {
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %dims = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %d0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten._fft_r2c %x, %dims, %int2, %true : !torch.vtensor<[2,?],f64>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[2,?],complex<f64>>
  %1 = torch.aten._fft_c2c %y, %d0, %int2, %false : !torch.vtensor<[5],complex<f64>>, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[5],complex<f64>>
  return %0, %1 : !torch.vtensor<[2,?],complex<f64>>, !torch.vtensor<[5],complex<f64>>
}

// -----

// _fft_c2r: the inverse DFT of the first dim, then the Hermitian sum
// over the one-sided last dim (weights 1 at k = 0 and 2k = n, 2 between,
// 0 past n/2) into a real f64 accumulator, for odd and even n.
// CHECK-LABEL: func.func @c2r(
// CHECK:       linalg.generic
// CHECK:         complex.add {{.*}} : complex<f64>
// CHECK:       linalg.generic
// CHECK:         complex.re
// CHECK:         complex.im
// CHECK:         arith.cmpi ugt
// CHECK:         arith.select
// CHECK:         arith.addf {{.*}} : f64
// CHECK:       -> tensor<3x6xf32>
func.func @c2r(%x: !torch.vtensor<[3,4],complex<f32>>) -> (!torch.vtensor<[3,6],f32>, !torch.vtensor<[3,7],f32>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int6 = torch.constant.int 6
  %int7 = torch.constant.int 7
  %dims = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %d1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten._fft_c2r %x, %dims, %int2, %int6 : !torch.vtensor<[3,4],complex<f32>>, !torch.list<int>, !torch.int, !torch.int -> !torch.vtensor<[3,6],f32>
  %1 = torch.aten._fft_c2r %x, %d1, %int0, %int7 : !torch.vtensor<[3,4],complex<f32>>, !torch.list<int>, !torch.int, !torch.int -> !torch.vtensor<[3,7],f32>
  return %0, %1 : !torch.vtensor<[3,6],f32>, !torch.vtensor<[3,7],f32>
}

// -----

// A c2r size that is not a constant: the output's last dim is dynamic.
// CHECK-LABEL: func.func @c2r_dynamic_n(
// CHECK:       torch_c.to_i64
// CHECK:       arith.index_cast
// CHECK:       -> tensor<?xf64>
func.func @c2r_dynamic_n(%x: !torch.vtensor<[?],complex<f64>>) -> !torch.vtensor<[?],f64> {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %n = torch.aten.size.int %x, %int0 : !torch.vtensor<[?],complex<f64>>, !torch.int -> !torch.int
  %m = torch.aten.sub.int %n, %int1 : !torch.int, !torch.int -> !torch.int
  %l = torch.aten.mul.int %m, %int2 : !torch.int, !torch.int -> !torch.int
  %d0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten._fft_c2r %x, %d0, %int2, %l : !torch.vtensor<[?],complex<f64>>, !torch.list<int>, !torch.int, !torch.int -> !torch.vtensor<[?],f64>
  return %0 : !torch.vtensor<[?],f64>
}
