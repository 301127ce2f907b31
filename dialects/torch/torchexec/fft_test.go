package torchexec_test

import (
	"math/cmplx"
	"strings"
	"testing"
)

// torch.fft.rfft(torch.tensor([1., 2., 3., 4.])) is [10, -2+2j, -2], and
// irfft of it (n = 4) gives the input back.
func TestRfftIrfft(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[4],f32>) -> (!torch.vtensor<[3],complex<f32>>, !torch.vtensor<[4],f32>) {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %0 = torch.aten.fft_rfft %a, %none, %int0, %none : !torch.vtensor<[4],f32>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[3],complex<f32>>
  %1 = torch.aten.fft_irfft %0, %none, %int0, %none : !torch.vtensor<[3],complex<f32>>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[4],f32>
  return %0, %1 : !torch.vtensor<[3],complex<f32>>, !torch.vtensor<[4],f32>
}`, f32([]int64{4}, 1, 2, 3, 4))
	out := res[0].Tensor()
	for i, want := range []complex128{10, complex(-2, 2), -2} {
		if got := out.Complex(int64(i)); cmplx.Abs(got-want) > 1e-6 {
			t.Errorf("rfft[%d] = %v, want %v", i, got, want)
		}
	}
	wantF(t, res[1], []int64{4}, 1e-6, 1, 2, 3, 4)
}

// torch.fft.fftfreq(5) is [0, 0.2, 0.4, -0.4, -0.2]; fftshift of
// arange(5) is [3, 4, 0, 1, 2].
func TestFftFreqShift(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[5],f32>) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>) {
  %int5 = torch.constant.int 5
  %float1 = torch.constant.float 1.0
  %none = torch.constant.none
  %0 = torch.aten.fft_fftfreq %int5, %float1, %none, %none, %none, %none : !torch.int, !torch.float, !torch.none, !torch.none, !torch.none, !torch.none -> !torch.vtensor<[5],f32>
  %1 = torch.aten.fft_fftshift %a, %none : !torch.vtensor<[5],f32>, !torch.none -> !torch.vtensor<[5],f32>
  return %0, %1 : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>
}`, f32([]int64{5}, 0, 1, 2, 3, 4))
	wantF(t, res[0], []int64{5}, 1e-7, 0, 0.2, 0.4, -0.4, -0.2)
	wantF(t, res[1], []int64{5}, 0, 3, 4, 0, 1, 2)
}

// PyTorch's errors: a rank-0 input, rfft of a complex input, an unknown
// norm.
func TestFftRejections(t *testing.T) {
	for _, c := range []struct{ src, want string }{
		{`func.func @f(%a: !torch.vtensor<[],f32>) -> !torch.vtensor<[],complex<f32>> {
  %int-1 = torch.constant.int -1
  %none = torch.constant.none
  %0 = torch.aten.fft_fft %a, %none, %int-1, %none : !torch.vtensor<[],f32>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[],complex<f32>>
  return %0 : !torch.vtensor<[],complex<f32>>
}`, "Dimension out of range"},
		{`func.func @f(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],complex<f32>> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %c = torch.aten.to.dtype %a, %int9, %false, %false, %none : !torch.vtensor<[4],f32>, !torch.int, !torch.bool, !torch.bool, !torch.none -> !torch.vtensor<[4],complex<f32>>
  %0 = torch.aten.fft_rfft %c, %none, %int0, %none : !torch.vtensor<[4],complex<f32>>, !torch.none, !torch.int, !torch.none -> !torch.vtensor<[4],complex<f32>>
  return %0 : !torch.vtensor<[4],complex<f32>>
}`, "expects a real input tensor"},
		{`func.func @f(%a: !torch.vtensor<[4],f32>) -> !torch.vtensor<[4],complex<f32>> {
  %int0 = torch.constant.int 0
  %none = torch.constant.none
  %str = torch.constant.str "bogus"
  %0 = torch.aten.fft_fft %a, %none, %int0, %str : !torch.vtensor<[4],f32>, !torch.none, !torch.int, !torch.str -> !torch.vtensor<[4],complex<f32>>
  return %0 : !torch.vtensor<[4],complex<f32>>
}`, "Invalid normalization mode"},
	} {
		src := strings.Replace(c.src, "%int0 = torch.constant.int 0", "%int0 = torch.constant.int 0\n  %int9 = torch.constant.int 9\n  %false = torch.constant.bool false", 1)
		_, err := tryRun(t, src, f32([]int64{4}, 1, 2, 3, 4))
		if c.want == "Dimension out of range" {
			_, err = tryRun(t, c.src, f32(nil, 1))
		}
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("error %v, want one containing %q", err, c.want)
		}
	}
}
