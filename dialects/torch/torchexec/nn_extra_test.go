package torchexec_test

import (
	"math"
	"math/cmplx"
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The nn extras of nn_extra.go, each on a few elements whose PyTorch
// results the comments give.

// F.hardshrink(t, 0.5) and F.softshrink(t, 0.5) of t = [-1, -0.5, 0.3, 0.6]
// are [-1, 0, 0, 0.6] and [-0.5, 0, 0, 0.1].
func TestShrinks(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[4],f32>) -> (!torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>) {
  %l = torch.constant.float 5.000000e-01
  %0 = torch.aten.hardshrink %x, %l : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
  %1 = torch.aten.softshrink %x, %l : !torch.vtensor<[4],f32>, !torch.float -> !torch.vtensor<[4],f32>
  return %0, %1 : !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>
}`
	res := run(t, src, f32([]int64{4}, -1, -0.5, 0.3, 0.6))
	wantF(t, res[0], []int64{4}, 1e-7, -1, 0, 0, 0.6)
	wantF(t, res[1], []int64{4}, 1e-6, -0.5, 0, 0, 0.1)
}

// F.softshrink(t, -1) raises: lambda must be >= 0.
func TestSoftshrinkNegativeLambda(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2],f32> {
  %l = torch.constant.float -1.000000e+00
  %0 = torch.aten.softshrink %x, %l : !torch.vtensor<[2],f32>, !torch.float -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}`, "lambda must be greater or equal to 0", f32([]int64{2}, 1, 2))
}

// torch.frac(torch.tensor([1.5, -2.25, 3.])) is [0.5, -0.25, 0].
func TestFrac(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[3],f32>) -> !torch.vtensor<[3],f32> {
  %0 = torch.aten.frac %x : !torch.vtensor<[3],f32> -> !torch.vtensor<[3],f32>
  return %0 : !torch.vtensor<[3],f32>
}`, f32([]int64{3}, 1.5, -2.25, 3))
	wantF(t, res[0], []int64{3}, 0, 0.5, -0.25, 0)
}

// torch.gcd and torch.lcm of [12, -8, 0, 7] and [18, 6, 0, -21] are
// [6, 2, 0, 7] and [36, 24, 0, 21].
func TestGcdLcm(t *testing.T) {
	src := `func.func @f(%a: !torch.vtensor<[4],si32>, %b: !torch.vtensor<[4],si32>) -> (!torch.vtensor<[4],si32>, !torch.vtensor<[4],si32>) {
  %0 = torch.aten.gcd %a, %b : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32> -> !torch.vtensor<[4],si32>
  %1 = torch.aten.lcm %a, %b : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32> -> !torch.vtensor<[4],si32>
  return %0, %1 : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32>
}`
	res := run(t, src, ints(32, []int64{4}, 12, -8, 0, 7), ints(32, []int64{4}, 18, 6, 0, -21))
	wantI(t, res[0], []int64{4}, 6, 2, 0, 7)
	wantI(t, res[1], []int64{4}, 36, 24, 0, 21)
}

// int32: [1, -8, 5, 3] << [3, 1, 32, -1] is [8, -16, 0, 0] and
// [-8, 16, -1, 7] >> [1, 2, 40, -1] is [-4, 4, -1, 0]; uint8:
// 200 << 1 is 144 and 200 >> 9 is 0.
func TestShifts(t *testing.T) {
	src := `func.func @f(%a: !torch.vtensor<[4],si32>, %b: !torch.vtensor<[4],si32>, %c: !torch.vtensor<[4],si32>, %d: !torch.vtensor<[4],si32>, %u: !torch.vtensor<[2],ui8>, %v: !torch.vtensor<[2],ui8>) -> (!torch.vtensor<[4],si32>, !torch.vtensor<[4],si32>, !torch.vtensor<[2],ui8>, !torch.vtensor<[2],ui8>) {
  %0 = torch.aten.bitwise_left_shift.Tensor %a, %b : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32> -> !torch.vtensor<[4],si32>
  %1 = torch.aten.bitwise_right_shift.Tensor %c, %d : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32> -> !torch.vtensor<[4],si32>
  %2 = torch.aten.bitwise_left_shift.Tensor %u, %v : !torch.vtensor<[2],ui8>, !torch.vtensor<[2],ui8> -> !torch.vtensor<[2],ui8>
  %3 = torch.aten.bitwise_right_shift.Tensor %u, %v : !torch.vtensor<[2],ui8>, !torch.vtensor<[2],ui8> -> !torch.vtensor<[2],ui8>
  return %0, %1, %2, %3 : !torch.vtensor<[4],si32>, !torch.vtensor<[4],si32>, !torch.vtensor<[2],ui8>, !torch.vtensor<[2],ui8>
}`
	res := run(t, src, ints(32, []int64{4}, 1, -8, 5, 3), ints(32, []int64{4}, 3, 1, 32, -1),
		ints(32, []int64{4}, -8, 16, -1, 7), ints(32, []int64{4}, 1, 2, 40, -1),
		ints(8, []int64{2}, 200, 200), ints(8, []int64{2}, 1, 9))
	wantI(t, res[0], []int64{4}, 8, -16, 0, 0)
	wantI(t, res[1], []int64{4}, -4, 4, -1, 0)
	wantI(t, res[2], []int64{2}, 144-256, 0)
	wantI(t, res[3], []int64{2}, 100, 0)
}

// F.one_hot(torch.tensor([0, 2]), 3) is [[1, 0, 0], [0, 0, 1]]; a class
// out of range raises.
func TestOneHot(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2,3],si64> {
  %int3 = torch.constant.int 3
  %0 = torch.aten.one_hot %x, %int3 : !torch.vtensor<[2],si64>, !torch.int -> !torch.vtensor<[2,3],si64>
  return %0 : !torch.vtensor<[2,3],si64>
}`
	res := run(t, src, ints(64, []int64{2}, 0, 2))
	wantI(t, res[0], []int64{2, 3}, 1, 0, 0, 0, 0, 1)
	wantErr(t, src, "Class values must be smaller than num_classes", ints(64, []int64{2}, 0, 3))
}

// F.prelu(x, torch.tensor([0.1, 0.2])) with x = [[[-1, 2], [-3, -4]]]
// scales the negatives of channel 0 by 0.1, of channel 1 by 0.2.
func TestPreluPerChannel(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[1,2,2],f32>, %w: !torch.vtensor<[2],f32>) -> !torch.vtensor<[1,2,2],f32> {
  %0 = torch.aten.prelu %x, %w : !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[2],f32> -> !torch.vtensor<[1,2,2],f32>
  return %0 : !torch.vtensor<[1,2,2],f32>
}`, f32([]int64{1, 2, 2}, -1, 2, -3, -4), f32([]int64{2}, 0.1, 0.2))
	wantF(t, res[0], []int64{1, 2, 2}, 1e-6, -0.1, 2, -0.6, -0.8)
}

// F.bilinear([1, 2], [3], W = [[[1], [2]]], b = [0.5]) is
// 1*1*3 + 2*2*3 + 0.5 = 15.5.
func TestBilinear(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[1],f32>, %w: !torch.vtensor<[1,2,1],f32>, %c: !torch.vtensor<[1],f32>) -> !torch.vtensor<[1],f32> {
  %0 = torch.aten.bilinear %a, %b, %w, %c : !torch.vtensor<[2],f32>, !torch.vtensor<[1],f32>, !torch.vtensor<[1,2,1],f32>, !torch.vtensor<[1],f32> -> !torch.vtensor<[1],f32>
  return %0 : !torch.vtensor<[1],f32>
}`, f32([]int64{2}, 1, 2), f32([]int64{1}, 3), f32([]int64{1, 2, 1}, 1, 2), f32([]int64{1}, 0.5))
	wantF(t, res[0], []int64{1}, 0, 15.5)
}

// torch.renorm([[3, 4], [0.3, 0.4]], 2, 0, 1): row 0 (norm 5) becomes
// [3, 4] / (5 + 1e-7), row 1 (norm 0.5) stays.
func TestRenorm(t *testing.T) {
	res := run(t, `func.func @f(%x: !torch.vtensor<[2,2],f32>) -> !torch.vtensor<[2,2],f32> {
  %int2 = torch.constant.int 2
  %int0 = torch.constant.int 0
  %one = torch.constant.float 1.000000e+00
  %0 = torch.aten.renorm %x, %int2, %int0, %one : !torch.vtensor<[2,2],f32>, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,2],f32>
  return %0 : !torch.vtensor<[2,2],f32>
}`, f32([]int64{2, 2}, 3, 4, 0.3, 0.4))
	wantF(t, res[0], []int64{2, 2}, 1e-6, 0.6, 0.8, 0.3, 0.4)
}

// torch._chunk_cat([[1, 2, 3], [4, 5]], 0, 2): [1, 2, 3, 0] and [4, 5] as
// two chunks each, side by side: [[1, 2, 4], [3, 0, 5]].
func TestChunkCat(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[2],f32>) -> !torch.vtensor<[2,3],f32> {
  %l = torch.prim.ListConstruct %a, %b : (!torch.vtensor<[3],f32>, !torch.vtensor<[2],f32>) -> !torch.list<vtensor>
  %int0 = torch.constant.int 0
  %int2 = torch.constant.int 2
  %0 = torch.aten._chunk_cat %l, %int0, %int2 : !torch.list<vtensor>, !torch.int, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}`, f32([]int64{3}, 1, 2, 3), f32([]int64{2}, 4, 5))
	wantF(t, res[0], []int64{2, 3}, 0, 1, 2, 4, 3, 0, 5)
}

// torch.gradient(torch.tensor([1., 2, 4, 7, 11])) is [1, 1.5, 2.5, 3.5, 4];
// with edge_order=2 the ends are 0.5 and 4.5.
func TestGradient(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[5],f32>) -> (!torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>) {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %0 = torch.aten.gradient.scalarint %x, %none, %none, %int1 : !torch.vtensor<[5],f32>, !torch.none, !torch.none, !torch.int -> !torch.list<vtensor>
  %1 = torch.aten.gradient.scalarint %x, %none, %none, %int2 : !torch.vtensor<[5],f32>, !torch.none, !torch.none, !torch.int -> !torch.list<vtensor>
  %a = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[5],f32>
  %b = torch.prim.ListUnpack %1 : !torch.list<vtensor> -> !torch.vtensor<[5],f32>
  return %a, %b : !torch.vtensor<[5],f32>, !torch.vtensor<[5],f32>
}`
	res := run(t, src, f32([]int64{5}, 1, 2, 4, 7, 11))
	wantF(t, res[0], []int64{5}, 0, 1, 1.5, 2.5, 3.5, 4)
	wantF(t, res[1], []int64{5}, 0, 0.5, 1.5, 2.5, 3.5, 4.5)
}

// torch.gradient of a uint8 tensor raises.
func TestGradientUint8(t *testing.T) {
	wantErr(t, `func.func @f(%x: !torch.vtensor<[3],ui8>) -> !torch.vtensor<[3],f32> {
  %none = torch.constant.none
  %int1 = torch.constant.int 1
  %0 = torch.aten.gradient.scalarint %x, %none, %none, %int1 : !torch.vtensor<[3],ui8>, !torch.none, !torch.none, !torch.int -> !torch.list<vtensor>
  %a = torch.prim.ListUnpack %0 : !torch.list<vtensor> -> !torch.vtensor<[3],f32>
  return %a : !torch.vtensor<[3],f32>
}`, "does not support uint8", ints(8, []int64{3}, 1, 2, 3))
}

// torch.ones(2).scatter(0, [0, 0, 1], [2., 3, 4], reduce="add") is [6, 5];
// with reduce="multiply" it is [6, 4].
func TestScatterReduceStr(t *testing.T) {
	src := `func.func @f(%x: !torch.vtensor<[2],f32>, %i: !torch.vtensor<[3],si64>, %s: !torch.vtensor<[3],f32>) -> (!torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>) {
  %int0 = torch.constant.int 0
  %add = torch.constant.str "add"
  %mul = torch.constant.str "multiply"
  %0 = torch.aten.scatter.reduce %x, %int0, %i, %s, %add : !torch.vtensor<[2],f32>, !torch.int, !torch.vtensor<[3],si64>, !torch.vtensor<[3],f32>, !torch.str -> !torch.vtensor<[2],f32>
  %1 = torch.aten.scatter.reduce %x, %int0, %i, %s, %mul : !torch.vtensor<[2],f32>, !torch.int, !torch.vtensor<[3],si64>, !torch.vtensor<[3],f32>, !torch.str -> !torch.vtensor<[2],f32>
  return %0, %1 : !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>
}`
	res := run(t, src, f32([]int64{2}, 1, 1), ints(64, []int64{3}, 0, 0, 1), f32([]int64{3}, 2, 3, 4))
	wantF(t, res[0], []int64{2}, 0, 6, 5)
	wantF(t, res[1], []int64{2}, 0, 6, 4)
}

// Complex forms: torch.trace([[1+2j, 5], [3, 4-1j]]) is 5+1j;
// torch.linalg.vecdot([1+1j, 2], [3, 1j]) conjugates x: 3-1j;
// torch.logsumexp([1j, -1j], 0) is log(2 cos 1) = 0.0775297+0j;
// torch.trapezoid([1+1j, 3-1j], x=[0, 2]) is 4+0j.
func TestComplexNNExtras(t *testing.T) {
	src := `func.func @f(%m: !torch.vtensor<[2,2],complex<f64>>, %a: !torch.vtensor<[2],complex<f64>>, %b: !torch.vtensor<[2],complex<f64>>, %l: !torch.vtensor<[2],complex<f64>>, %y: !torch.vtensor<[2],complex<f64>>, %x: !torch.vtensor<[2],complex<f64>>) -> (!torch.vtensor<[],complex<f64>>, !torch.vtensor<[],complex<f64>>, !torch.vtensor<[],complex<f64>>, !torch.vtensor<[],complex<f64>>) {
  %int0 = torch.constant.int 0
  %false = torch.constant.bool false
  %dims = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.trace %m : !torch.vtensor<[2,2],complex<f64>> -> !torch.vtensor<[],complex<f64>>
  %1 = torch.aten.linalg_vecdot %a, %b, %int0 : !torch.vtensor<[2],complex<f64>>, !torch.vtensor<[2],complex<f64>>, !torch.int -> !torch.vtensor<[],complex<f64>>
  %2 = torch.aten.logsumexp %l, %dims, %false : !torch.vtensor<[2],complex<f64>>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],complex<f64>>
  %3 = torch.aten.trapezoid.x %y, %x, %int0 : !torch.vtensor<[2],complex<f64>>, !torch.vtensor<[2],complex<f64>>, !torch.int -> !torch.vtensor<[],complex<f64>>
  return %0, %1, %2, %3 : !torch.vtensor<[],complex<f64>>, !torch.vtensor<[],complex<f64>>, !torch.vtensor<[],complex<f64>>, !torch.vtensor<[],complex<f64>>
}`
	ctx := ir.NewContext()
	c128 := func(shape []int64, vals ...complex128) exec.Value {
		tt := exec.NewTensor(ctx.ComplexType(ctx.F64()), shape)
		for i, v := range vals {
			tt.SetComplex(int64(i), v)
		}
		return exec.Value{Ref: tt}
	}
	res := run(t, src, c128([]int64{2, 2}, 1+2i, 5, 3, 4-1i), c128([]int64{2}, 1+1i, 2), c128([]int64{2}, 3, 1i),
		c128([]int64{2}, 1i, -1i), c128([]int64{2}, 1+1i, 3-1i), c128([]int64{2}, 0, 2))
	for i, want := range []complex128{5 + 1i, 3 - 1i, complex(math.Log(2*math.Cos(1)), 0), 4} {
		if got := res[i].Tensor().Complex(0); cmplx.Abs(got-want) > 1e-12 {
			t.Errorf("result %d: got %v, want %v", i, got, want)
		}
	}
}
