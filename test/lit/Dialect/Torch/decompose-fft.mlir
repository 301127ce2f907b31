// RUN: strata-opt %s --torch-decompose-complex-ops --strata-diff-check -split-input-file | FileCheck %s

// torch.fft's ops decompose into the core transforms
// (lowering/torchdecompose/fft.go), checked against their torch semantics
// on random inputs.

// fft of a real input padded to n: constant_pad_nd, then a two-sided r2c.
// CHECK-LABEL: func.func @fft_real_pad(
// CHECK:       torch.aten.constant_pad_nd {{.*}} -> !torch.vtensor<[5,10,7],f32>
// CHECK:       torch.aten._fft_r2c {{.*}} -> !torch.vtensor<[5,10,7],complex<f32>>
func.func @fft_real_pad(%x: !torch.vtensor<[5,6,7],f32>) -> !torch.vtensor<[5,10,7],complex<f32>> {
  %int10 = torch.constant.int 10
  %int1 = torch.constant.int 1
  %str = torch.constant.str "ortho"
  %0 = torch.aten.fft_fft %x, %int10, %int1, %str : !torch.vtensor<[5,6,7],f32>, !torch.int, !torch.int, !torch.str -> !torch.vtensor<[5,10,7],complex<f32>>
  return %0 : !torch.vtensor<[5,10,7],complex<f32>>
}

// -----

// ifft of a complex input trimmed to n: slice, then c2c backward (norm
// by 1/n: mode 2); fft of a complex input with the default size.
// CHECK-LABEL: func.func @ifft_complex_trim(
// CHECK:       torch.aten.slice.Tensor {{.*}} -> !torch.vtensor<[3,4],complex<f32>>
// CHECK:       torch.aten._fft_c2c %{{.*}}, %{{.*}}, %int2, %false
// CHECK:       torch.aten._fft_c2c %{{.*}}, %{{.*}}, %int0, %true
func.func @ifft_complex_trim(%x: !torch.vtensor<[3,6],complex<f32>>) -> (!torch.vtensor<[3,4],complex<f32>>, !torch.vtensor<[3,6],complex<f32>>) {
  %int4 = torch.constant.int 4
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %0 = torch.aten.fft_ifft %x, %int4, %int-1, %none : !torch.vtensor<[3,6],complex<f32>>, !torch.int, !torch.int, !torch.none -> !torch.vtensor<[3,4],complex<f32>>
  %1 = torch.aten.fft_fft %x, %none, %int-1, %none : !torch.vtensor<[3,6],complex<f32>>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[3,6],complex<f32>>
  return %0, %1 : !torch.vtensor<[3,4],complex<f32>>, !torch.vtensor<[3,6],complex<f32>>
}

// -----

// rfft of integers: promoted to float32, one-sided (n/2+1 outputs);
// ihfft: the same, conjugated; ifft of a real input: a two-sided r2c,
// conjugated.
// CHECK-LABEL: func.func @rfft_int(
// CHECK:       torch.aten.to.dtype {{.*}} -> !torch.vtensor<[4,8],f32>
// CHECK:       torch.aten._fft_r2c {{.*}} -> !torch.vtensor<[4,5],complex<f32>>
// CHECK:       torch.aten._fft_r2c {{.*}} -> !torch.vtensor<[4,5],complex<f32>>
// CHECK:       torch.aten.conj
// CHECK:       torch.aten._fft_r2c {{.*}} -> !torch.vtensor<[4,8],complex<f32>>
// CHECK:       torch.aten.conj
func.func @rfft_int(%x: !torch.vtensor<[4,8],si64>) -> (!torch.vtensor<[4,5],complex<f32>>, !torch.vtensor<[4,5],complex<f32>>, !torch.vtensor<[4,8],complex<f32>>) {
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %fwd = torch.constant.str "forward"
  %0 = torch.aten.fft_rfft %x, %none, %int-1, %none : !torch.vtensor<[4,8],si64>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[4,5],complex<f32>>
  %1 = torch.aten.fft_ihfft %x, %none, %int-1, %fwd : !torch.vtensor<[4,8],si64>, !torch.none, !torch.int, !torch.str -> !torch.vtensor<[4,5],complex<f32>>
  %2 = torch.aten.fft_ifft %x, %none, %int-1, %none : !torch.vtensor<[4,8],si64>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[4,8],complex<f32>>
  return %0, %1, %2 : !torch.vtensor<[4,5],complex<f32>>, !torch.vtensor<[4,5],complex<f32>>, !torch.vtensor<[4,8],complex<f32>>
}

// -----

// irfft: 2*(size-1) real outputs by default; with n, the input cut to
// n/2+1 first (odd n). hfft conjugates its input first.
// CHECK-LABEL: func.func @irfft_hfft(
// CHECK:       torch.aten._fft_c2r {{.*}} -> !torch.vtensor<[3,8],f64>
// CHECK:       torch.aten.slice.Tensor {{.*}} -> !torch.vtensor<[3,4],complex<f64>>
// CHECK:       torch.aten._fft_c2r {{.*}} -> !torch.vtensor<[3,7],f64>
// CHECK:       torch.aten.conj
// CHECK:       torch.aten._fft_c2r {{.*}} -> !torch.vtensor<[3,8],f64>
func.func @irfft_hfft(%x: !torch.vtensor<[3,5],complex<f64>>) -> (!torch.vtensor<[3,8],f64>, !torch.vtensor<[3,7],f64>, !torch.vtensor<[3,8],f64>) {
  %int7 = torch.constant.int 7
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %ortho = torch.constant.str "ortho"
  %0 = torch.aten.fft_irfft %x, %none, %int1, %none : !torch.vtensor<[3,5],complex<f64>>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[3,8],f64>
  %1 = torch.aten.fft_irfft %x, %int7, %int1, %ortho : !torch.vtensor<[3,5],complex<f64>>, !torch.int, !torch.int, !torch.str -> !torch.vtensor<[3,7],f64>
  %2 = torch.aten.fft_hfft %x, %none, %int1, %none : !torch.vtensor<[3,5],complex<f64>>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[3,8],f64>
  return %0, %1, %2 : !torch.vtensor<[3,8],f64>, !torch.vtensor<[3,7],f64>, !torch.vtensor<[3,8],f64>
}

// -----

// A real input to hfft is promoted to complex; so is a bool input to
// irfft (through float32). A dynamic transformed dim: the output size
// 2*(size-1) is computed.
// CHECK-LABEL: func.func @c2r_promoted(
// CHECK:       torch.aten.to.dtype {{.*}} -> !torch.vtensor<[6],complex<f32>>
// CHECK:       torch.aten._fft_c2r
// CHECK:       torch.aten.to.dtype {{.*}} -> !torch.vtensor<[6],complex<f32>>
// CHECK:       torch.aten.size.int
// CHECK:       torch.aten._fft_c2r {{.*}} -> !torch.vtensor<[?],f32>
func.func @c2r_promoted(%x: !torch.vtensor<[6],f32>, %b: !torch.vtensor<[6],i1>, %y: !torch.vtensor<[?],complex<f32>>) -> (!torch.vtensor<[10],f32>, !torch.vtensor<[10],f32>, !torch.vtensor<[?],f32>) {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.aten.fft_hfft %x, %none, %int0, %none : !torch.vtensor<[6],f32>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[10],f32>
  %1 = torch.aten.fft_irfft %b, %none, %int0, %none : !torch.vtensor<[6],i1>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[10],f32>
  %2 = torch.aten.fft_irfft %y, %none, %int0, %none : !torch.vtensor<[?],complex<f32>>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[?],f32>
  return %0, %1, %2 : !torch.vtensor<[10],f32>, !torch.vtensor<[10],f32>, !torch.vtensor<[?],f32>
}

// -----

// fftn over every dim of a real input (promoted to complex, c2c);
// ifftn with s (the last dims); fftn with dim = [] is the promoted input.
// CHECK-LABEL: func.func @fftn(
// CHECK:       torch.aten.to.dtype {{.*}} -> !torch.vtensor<[2,3,4],complex<f64>>
// CHECK:       torch.aten._fft_c2c {{.*}} -> !torch.vtensor<[2,3,4],complex<f64>>
// CHECK:       torch.aten.slice.Tensor {{.*}} -> !torch.vtensor<[2,2,4],complex<f64>>
// CHECK:       torch.aten.constant_pad_nd {{.*}} -> !torch.vtensor<[2,2,6],complex<f64>>
// CHECK:       torch.aten._fft_c2c {{.*}} -> !torch.vtensor<[2,2,6],complex<f64>>
func.func @fftn(%x: !torch.vtensor<[2,3,4],f64>) -> (!torch.vtensor<[2,3,4],complex<f64>>, !torch.vtensor<[2,2,6],complex<f64>>, !torch.vtensor<[2,3,4],complex<f64>>) {
  %int2 = torch.constant.int 2
  %int6 = torch.constant.int 6
  %none = torch.constant.none
  %ortho = torch.constant.str "ortho"
  %s = torch.prim.ListConstruct %int2, %int6 : (!torch.int, !torch.int) -> !torch.list<int>
  %empty = torch.prim.ListConstruct  : () -> !torch.list<int>
  %0 = torch.aten.fft_fftn %x, %none, %none, %none : !torch.vtensor<[2,3,4],f64>, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3,4],complex<f64>>
  %1 = torch.aten.fft_ifftn %x, %s, %none, %ortho : !torch.vtensor<[2,3,4],f64>, !torch.list<int>, !torch.none, !torch.str -> !torch.vtensor<[2,2,6],complex<f64>>
  %2 = torch.aten.fft_fftn %x, %none, %empty, %none : !torch.vtensor<[2,3,4],f64>, !torch.none, !torch.list<int>, !torch.none -> !torch.vtensor<[2,3,4],complex<f64>>
  return %0, %1, %2 : !torch.vtensor<[2,3,4],complex<f64>>, !torch.vtensor<[2,2,6],complex<f64>>, !torch.vtensor<[2,3,4],complex<f64>>
}

// -----

// fft2/ifft2 default to the last two dims; a dynamic dim that is not
// resized stays dynamic.
// CHECK-LABEL: func.func @fft2_dynamic(
// CHECK:       torch.aten._fft_c2c {{.*}} -> !torch.vtensor<[?,3,4],complex<f32>>
// CHECK:       torch.aten._fft_c2c {{.*}} -> !torch.vtensor<[?,3,4],complex<f32>>
func.func @fft2_dynamic(%x: !torch.vtensor<[?,3,4],complex<f32>>) -> (!torch.vtensor<[?,3,4],complex<f32>>, !torch.vtensor<[?,3,4],complex<f32>>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %dims = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.fft_fft2 %x, %none, %dims, %none : !torch.vtensor<[?,3,4],complex<f32>>, !torch.none, !torch.list<int>, !torch.none -> !torch.vtensor<[?,3,4],complex<f32>>
  %int-2 = torch.constant.int -2
  %int-1 = torch.constant.int -1
  %last = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.fft_ifft2 %x, %none, %last, %none : !torch.vtensor<[?,3,4],complex<f32>>, !torch.none, !torch.list<int>, !torch.none -> !torch.vtensor<[?,3,4],complex<f32>>
  return %0, %1 : !torch.vtensor<[?,3,4],complex<f32>>, !torch.vtensor<[?,3,4],complex<f32>>
}

// -----

// rfftn/rfft2: one r2c over the dims, the last one one-sided (dims in
// any order; s = -1 keeps a size).
// CHECK-LABEL: func.func @rfftn(
// CHECK:       torch.aten._fft_r2c {{.*}} -> !torch.vtensor<[3,4,3],complex<f32>>
// CHECK:       torch.aten._fft_r2c {{.*}} -> !torch.vtensor<[3,3,5],complex<f32>>
// CHECK:       torch.aten._fft_r2c {{.*}} -> !torch.vtensor<[3,4,4],complex<f32>>
func.func @rfftn(%x: !torch.vtensor<[3,4,5],f32>) -> (!torch.vtensor<[3,4,3],complex<f32>>, !torch.vtensor<[3,3,5],complex<f32>>, !torch.vtensor<[3,4,4],complex<f32>>) {
  %int1 = torch.constant.int 1
  %int6 = torch.constant.int 6
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %s = torch.prim.ListConstruct %int-1, %int6 : (!torch.int, !torch.int) -> !torch.list<int>
  %d = torch.prim.ListConstruct %int1, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %dims = torch.prim.ListConstruct %int-1, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.fft_rfftn %x, %none, %none, %none : !torch.vtensor<[3,4,5],f32>, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3,4,3],complex<f32>>
  %1 = torch.aten.fft_rfft2 %x, %none, %dims, %none : !torch.vtensor<[3,4,5],f32>, !torch.none, !torch.list<int>, !torch.none -> !torch.vtensor<[3,3,5],complex<f32>>
  %2 = torch.aten.fft_rfft2 %x, %s, %d, %none : !torch.vtensor<[3,4,5],f32>, !torch.list<int>, !torch.list<int>, !torch.none -> !torch.vtensor<[3,4,4],complex<f32>>
  return %0, %1, %2 : !torch.vtensor<[3,4,3],complex<f32>>, !torch.vtensor<[3,3,5],complex<f32>>, !torch.vtensor<[3,4,4],complex<f32>>
}

// -----

// irfftn/irfft2: one c2r, the last dim's output 2*(size-1) or s[-1]
// (its input cut or padded to s[-1]/2+1).
// CHECK-LABEL: func.func @irfftn(
// CHECK:       torch.aten._fft_c2r {{.*}} -> !torch.vtensor<[2,3,6],f32>
// CHECK:       torch.aten.constant_pad_nd {{.*}} -> !torch.vtensor<[2,3,5],complex<f32>>
// CHECK:       torch.aten._fft_c2r {{.*}} -> !torch.vtensor<[2,3,9],f32>
func.func @irfftn(%x: !torch.vtensor<[2,3,4],complex<f32>>) -> (!torch.vtensor<[2,3,6],f32>, !torch.vtensor<[2,3,9],f32>) {
  %int9 = torch.constant.int 9
  %int3 = torch.constant.int 3
  %none = torch.constant.none
  %fwd = torch.constant.str "forward"
  %s = torch.prim.ListConstruct %int3, %int9 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.fft_irfftn %x, %none, %none, %none : !torch.vtensor<[2,3,4],complex<f32>>, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[2,3,6],f32>
  %int-2 = torch.constant.int -2
  %int-1 = torch.constant.int -1
  %last = torch.prim.ListConstruct %int-2, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %1 = torch.aten.fft_irfft2 %x, %s, %last, %fwd : !torch.vtensor<[2,3,4],complex<f32>>, !torch.list<int>, !torch.list<int>, !torch.str -> !torch.vtensor<[2,3,9],f32>
  return %0, %1 : !torch.vtensor<[2,3,6],f32>, !torch.vtensor<[2,3,9],f32>
}

// -----

// hfftn/hfft2: the forward c2c of the other dims, conjugated, then the
// c2r of the last; ihfftn/ihfft2: the r2c of the last, conjugated, then
// the inverse c2c of the others.
// CHECK-LABEL: func.func @hermitian_n(
// CHECK:       torch.aten._fft_c2c
// CHECK:       torch.aten.conj
// CHECK:       torch.aten._fft_c2r {{.*}} -> !torch.vtensor<[3,6],f64>
// CHECK:       torch.aten._fft_c2r
// CHECK:       torch.aten._fft_r2c {{.*}} -> !torch.vtensor<[3,3],complex<f64>>
// CHECK:       torch.aten.conj
// CHECK:       torch.aten._fft_c2c %{{.*}}, %{{.*}}, %int2, %false
// CHECK:       torch.aten._fft_r2c
func.func @hermitian_n(%x: !torch.vtensor<[3,4],complex<f64>>, %y: !torch.vtensor<[3,4],f64>) -> (!torch.vtensor<[3,6],f64>, !torch.vtensor<[3,6],f64>, !torch.vtensor<[3,3],complex<f64>>, !torch.vtensor<[3,3],complex<f64>>) {
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %none = torch.constant.none
  %d1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.fft_hfftn %x, %none, %none, %none : !torch.vtensor<[3,4],complex<f64>>, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[3,6],f64>
  %1 = torch.aten.fft_hfft2 %x, %none, %d1, %none : !torch.vtensor<[3,4],complex<f64>>, !torch.none, !torch.list<int>, !torch.none -> !torch.vtensor<[3,6],f64>
  %both = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %2 = torch.aten.fft_ihfft2 %y, %none, %both, %none : !torch.vtensor<[3,4],f64>, !torch.none, !torch.list<int>, !torch.none -> !torch.vtensor<[3,3],complex<f64>>
  %3 = torch.aten.fft_ihfftn %y, %none, %d1, %none : !torch.vtensor<[3,4],f64>, !torch.none, !torch.list<int>, !torch.none -> !torch.vtensor<[3,3],complex<f64>>
  return %0, %1, %2, %3 : !torch.vtensor<[3,6],f64>, !torch.vtensor<[3,6],f64>, !torch.vtensor<[3,3],complex<f64>>, !torch.vtensor<[3,3],complex<f64>>
}

// -----

// fftshift/ifftshift: rolls by size/2 and (size+1)/2, of every dim or
// the given ones (odd sizes tell them apart), which become slices and
// cats; any dtype.
// CHECK-LABEL: func.func @shifts(
// CHECK:       torch.aten.slice.Tensor %arg0, %int0, %int3, %int5, %int1 : {{.*}} -> !torch.vtensor<[2,3],si32>
// CHECK:       torch.aten.slice.Tensor %{{.*}}, %int1, %int2, %int3, %int1 : {{.*}} -> !torch.vtensor<[5,1],si32>
// CHECK:       torch.aten.slice.Tensor %arg0, %int0, %int2, %int5, %int1 : {{.*}} -> !torch.vtensor<[3,3],si32>
func.func @shifts(%x: !torch.vtensor<[5,3],si32>) -> (!torch.vtensor<[5,3],si32>, !torch.vtensor<[5,3],si32>) {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %d = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.fft_fftshift %x, %none : !torch.vtensor<[5,3],si32>, !torch.none -> !torch.vtensor<[5,3],si32>
  %1 = torch.aten.fft_ifftshift %x, %d : !torch.vtensor<[5,3],si32>, !torch.list<int> -> !torch.vtensor<[5,3],si32>
  return %0, %1 : !torch.vtensor<[5,3],si32>, !torch.vtensor<[5,3],si32>
}

// -----

// A dynamic dim is gathered: index_select of (arange(n) + n - shift) mod
// n, the shift n/2 (fftshift) or (n+1)/2 (ifftshift) computed at run time.
// CHECK-LABEL: func.func @shifts_dynamic(
// CHECK:       torch.aten.cat
// CHECK:       torch.aten.floordiv.int
// CHECK:       torch.aten.arange.start_step
// CHECK:       torch.aten.remainder.Scalar
// CHECK:       torch.aten.index_select {{.*}} -> !torch.vtensor<[?,3],f32>
// CHECK:       torch.aten.add.int
// CHECK:       torch.aten.floordiv.int
// CHECK:       torch.aten.index_select
func.func @shifts_dynamic(%x: !torch.vtensor<[?,3],f32>) -> (!torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>) {
  %none = torch.constant.none
  %int0 = torch.constant.int 0
  %d = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.fft_fftshift %x, %none : !torch.vtensor<[?,3],f32>, !torch.none -> !torch.vtensor<[?,3],f32>
  %1 = torch.aten.fft_ifftshift %x, %d : !torch.vtensor<[?,3],f32>, !torch.list<int> -> !torch.vtensor<[?,3],f32>
  return %0, %1 : !torch.vtensor<[?,3],f32>, !torch.vtensor<[?,3],f32>
}

// -----

// fftfreq: arange of the first (n+1)/2 and of the last n/2 frequencies
// (negative), times 1/(n d); rfftfreq: the first n/2+1, in the dtype
// given (7: float64).
// CHECK-LABEL: func.func @freq(
// CHECK:       torch.aten.arange.start_step %int0, %int4, {{.*}} -> !torch.vtensor<[4],f32>
// CHECK:       torch.aten.arange.start_step %int-3, %int0, {{.*}} -> !torch.vtensor<[3],f32>
// CHECK:       torch.aten.cat
// CHECK:       torch.aten.mul.Scalar {{.*}} -> !torch.vtensor<[7],f32>
// CHECK:       torch.aten.arange.start_step %int0, %int4, {{.*}} -> !torch.vtensor<[4],f64>
func.func @freq() -> (!torch.vtensor<[7],f32>, !torch.vtensor<[4],f64>, !torch.vtensor<[6],f32>) {
  %int7 = torch.constant.int 7
  %int6 = torch.constant.int 6
  %float = torch.constant.float 0.3
  %none = torch.constant.none
  %f64 = torch.constant.int 7
  %0 = torch.aten.fft_fftfreq %int7, %float, %none, %none, %none, %none : !torch.int, !torch.float, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[7],f32>
  %1 = torch.aten.fft_rfftfreq %int7, %float, %f64, %none, %none, %none : !torch.int, !torch.float, !torch.int, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[4],f64>
  %2 = torch.aten.fft_fftfreq %int6, %float, %none, %none, %none, %none : !torch.int, !torch.float, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[6],f32>
  return %0, %1, %2 : !torch.vtensor<[7],f32>, !torch.vtensor<[4],f64>, !torch.vtensor<[6],f32>
}
