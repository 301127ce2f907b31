package torchexec_test

import (
	"math"
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
)

// ramp is an f32 tensor of the given shape holding 0, 1, 2, ...
func ramp(shape ...int64) exec.Value {
	vals := make([]float64, exec.NumElements(shape))
	for i := range vals {
		vals[i] = float64(i)
	}
	return f32(shape, vals...)
}

// maxPoolSpecs are max_pool's operands after self.
func maxPoolSpecs(x, k, s, p, d string, ceil bool) []string {
	c := "bool false"
	if ceil {
		c = "bool true"
	}
	return []string{x, "ints " + k, "ints " + s, "ints " + p, "ints " + d, c}
}

// F.max_pool2d(torch.arange(16.).view(1,1,4,4), 2, return_indices=True)
// is values [[5,7],[13,15]] at indices [[5,7],[13,15]].
func TestMaxPool2dWithIndices(t *testing.T) {
	src := opSrc("torch.aten.max_pool2d_with_indices", maxPoolSpecs(vtensorType("1,1,4,4", "f32"), "2,2", "2,2", "0,0", "1,1", false),
		vtensorType("1,1,2,2", "f32"), vtensorType("1,1,2,2", "si64"))
	res := run(t, src, ramp(1, 1, 4, 4))
	wantF(t, res[0], []int64{1, 1, 2, 2}, 0, 5, 7, 13, 15)
	wantI(t, res[1], []int64{1, 1, 2, 2}, 5, 7, 13, 15)

	// ResNet's pooling, kernel 3, stride 2, padding 1, on 15 - arange(16):
	// each window's maximum is its first element inside the input:
	// values [[15,14],[11,10]] at [[0,1],[4,5]].
	src = opSrc("torch.aten.max_pool2d_with_indices", maxPoolSpecs(vtensorType("1,1,4,4", "f32"), "3,3", "2,2", "1,1", "1,1", false),
		vtensorType("1,1,2,2", "f32"), vtensorType("1,1,2,2", "si64"))
	desc := make([]float64, 16)
	for i := range desc {
		desc[i] = float64(15 - i)
	}
	res = run(t, src, f32([]int64{1, 1, 4, 4}, desc...))
	wantF(t, res[0], []int64{1, 1, 2, 2}, 0, 15, 14, 11, 10)
	wantI(t, res[1], []int64{1, 1, 2, 2}, 0, 1, 4, 5)

	// NaN wins, and its last occurrence is the index:
	// F.max_pool2d(torch.tensor([[[[1,nan,3,nan]]]]), (1,4), return_indices=True)
	// is (nan, 3).
	src = opSrc("torch.aten.max_pool2d_with_indices", maxPoolSpecs(vtensorType("1,1,1,4", "f32"), "1,4", "", "0", "1", false),
		vtensorType("1,1,1,1", "f32"), vtensorType("1,1,1,1", "si64"))
	res = run(t, src, f32([]int64{1, 1, 1, 4}, 1, math.NaN(), 3, math.NaN()))
	wantF(t, res[0], []int64{1, 1, 1, 1}, 0, math.NaN())
	wantI(t, res[1], []int64{1, 1, 1, 1}, 3)

	// An empty batch.
	src = opSrc("torch.aten.max_pool2d_with_indices", maxPoolSpecs(vtensorType("0,1,4,4", "f32"), "2", "2", "0", "1", false),
		vtensorType("0,1,2,2", "f32"), vtensorType("0,1,2,2", "si64"))
	res = run(t, src, f32([]int64{0, 1, 4, 4}))
	wantF(t, res[0], []int64{0, 1, 2, 2}, 0)
}

func TestMaxPool(t *testing.T) {
	x := f32([]int64{1, 1, 5}, 1, 2, 3, 4, 5)
	cases := []struct {
		name  string
		op    string
		specs []string
		res   string
		arg   exec.Value
		shape []int64
		want  []float64
	}{
		// F.max_pool1d([1,2,3,4,5], 2) is [2,4]; with ceil_mode=True the
		// partial last window gives [2,4,5].
		{"floor", "torch.aten.max_pool1d", maxPoolSpecs(vtensorType("1,1,5", "f32"), "2", "", "0", "1", false), vtensorType("1,1,2", "f32"), x, []int64{1, 1, 2}, []float64{2, 4}},
		{"ceil", "torch.aten.max_pool1d", maxPoolSpecs(vtensorType("1,1,5", "f32"), "2", "", "0", "1", true), vtensorType("1,1,3", "f32"), x, []int64{1, 1, 3}, []float64{2, 4, 5}},
		// F.max_pool1d([1,2,3,4], 2, stride=3, padding=1, ceil_mode=True)
		// is [1,4]: a third window would start in the right padding.
		{"ceil drops a window in the padding", "torch.aten.max_pool1d", maxPoolSpecs(vtensorType("1,1,4", "f32"), "2", "3", "1", "1", true), vtensorType("1,1,2", "f32"),
			f32([]int64{1, 1, 4}, 1, 2, 3, 4), []int64{1, 1, 2}, []float64{1, 4}},
		// F.max_pool1d([1,5,2,4,3], 2, stride=1, dilation=2) is [2,5,3].
		{"dilation", "torch.aten.max_pool1d", maxPoolSpecs(vtensorType("1,5", "f32"), "2", "1", "0", "2", false), vtensorType("1,3", "f32"),
			f32([]int64{1, 5}, 1, 5, 2, 4, 3), []int64{1, 3}, []float64{2, 5, 3}},
		// max_pool2d on an unbatched [C,H,W] input.
		{"2d unbatched", "torch.aten.max_pool2d", maxPoolSpecs(vtensorType("1,4,4", "f32"), "2", "2", "0", "1", false), vtensorType("1,2,2", "f32"),
			ramp(1, 4, 4), []int64{1, 2, 2}, []float64{5, 7, 13, 15}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, opSrc(tc.op, tc.specs, tc.res), tc.arg)
			wantF(t, res[0], tc.shape, 0, tc.want...)
		})
	}
}

// max_pool3d_with_indices on an unbatched [C,D,H,W] = arange(8) with
// kernel (1,2,2): the maxima 3 and 7 of each depth slice, at their
// positions in the D*H*W volume.
func TestMaxPool3dWithIndices(t *testing.T) {
	src := opSrc("torch.aten.max_pool3d_with_indices", maxPoolSpecs(vtensorType("1,2,2,2", "f32"), "1,2,2", "", "0", "1", false),
		vtensorType("1,2,1,1", "f32"), vtensorType("1,2,1,1", "si64"))
	res := run(t, src, ramp(1, 2, 2, 2))
	wantF(t, res[0], []int64{1, 2, 1, 1}, 0, 3, 7)
	wantI(t, res[1], []int64{1, 2, 1, 1}, 3, 7)
}

// Integer max pooling compares integers:
// F.max_pool2d(torch.tensor([[[[-5, -3]]]]), (1, 2)) is -3, and on uint8
// [200, 100] it is 200 (held as its bits, -56), not 100.
func TestMaxPoolIntegers(t *testing.T) {
	res := run(t, opSrc("torch.aten.max_pool2d", maxPoolSpecs(vtensorType("1,1,2", "si64"), "1,2", "", "0", "1", false), vtensorType("1,1,1", "si64")),
		ints(64, []int64{1, 1, 2}, -5, -3))
	wantI(t, res[0], []int64{1, 1, 1}, -3)
	res = run(t, opSrc("torch.aten.max_pool2d", maxPoolSpecs(vtensorType("1,1,2", "ui8"), "1,2", "", "0", "1", false), vtensorType("1,1,1", "ui8")),
		ints(8, []int64{1, 1, 2}, 200, 100))
	wantI(t, res[0], []int64{1, 1, 1}, -56)
}

// A dilated window can miss the input entirely:
// F.max_pool2d(torch.tensor([[[[1., 2]]]]), (1, 2), stride=1,
// padding=(0, 1), dilation=(1, 3), return_indices=True) reads positions
// -1 and 2 of a row of 2, and gives -inf at index 2.
func TestMaxPoolWindowOutside(t *testing.T) {
	src := opSrc("torch.aten.max_pool2d_with_indices", maxPoolSpecs(vtensorType("1,1,1,2", "f32"), "1,2", "1,1", "0,1", "1,3", false),
		vtensorType("1,1,1,1", "f32"), vtensorType("1,1,1,1", "si64"))
	res := run(t, src, f32([]int64{1, 1, 1, 2}, 1, 2))
	wantF(t, res[0], []int64{1, 1, 1, 1}, 0, math.Inf(-1))
	wantI(t, res[1], []int64{1, 1, 1, 1}, 2)
}

// avgPoolSpecs are avg_pool's operands after self; divisor "" omits
// divisor_override (avg_pool1d).
func avgPoolSpecs(x, k, s, p string, ceil, includePad bool, divisor string) []string {
	b := func(v bool) string {
		if v {
			return "bool true"
		}
		return "bool false"
	}
	specs := []string{x, "ints " + k, "ints " + s, "ints " + p, b(ceil), b(includePad)}
	if divisor != "" {
		specs = append(specs, divisor)
	}
	return specs
}

func TestAvgPool(t *testing.T) {
	x5 := f32([]int64{1, 1, 5}, 1, 2, 3, 4, 5)
	x6 := f32([]int64{1, 6}, 1, 2, 3, 4, 5, 6)
	cases := []struct {
		name  string
		op    string
		specs []string
		res   string
		arg   exec.Value
		shape []int64
		want  []float64
	}{
		// F.avg_pool1d([1,2,3,4,5], 2, ceil_mode=True) is [1.5,3.5,5]: the
		// last window holds one element and divides by 1.
		{"ceil", "torch.aten.avg_pool1d", avgPoolSpecs(vtensorType("1,1,5", "f32"), "2", "", "0", true, true, ""), vtensorType("1,1,3", "f32"), x5, []int64{1, 1, 3}, []float64{1.5, 3.5, 5}},
		// F.avg_pool1d([1..6], 3, stride=2, padding=1, ceil_mode=True):
		// windows [pad,1,2], [2,3,4], [4,5,6] and [6,pad] (clipped to the
		// padded input, size 2): [1,3,5,3] counting the padding,
		// [1.5,3,5,6] without.
		{"ceil with padding", "torch.aten.avg_pool1d", avgPoolSpecs(vtensorType("1,6", "f32"), "3", "2", "1", true, true, ""), vtensorType("1,4", "f32"), x6, []int64{1, 4}, []float64{1, 3, 5, 3}},
		{"ceil without counting the padding", "torch.aten.avg_pool1d", avgPoolSpecs(vtensorType("1,6", "f32"), "3", "2", "1", true, false, ""), vtensorType("1,4", "f32"), x6, []int64{1, 4}, []float64{1.5, 3, 5, 6}},
		// F.avg_pool2d(arange(16).view(1,1,4,4), 2) is [[2.5,4.5],[10.5,12.5]].
		{"2d", "torch.aten.avg_pool2d", avgPoolSpecs(vtensorType("1,1,4,4", "f32"), "2,2", "", "0,0", false, true, "none"), vtensorType("1,1,2,2", "f32"), ramp(1, 1, 4, 4), []int64{1, 1, 2, 2}, []float64{2.5, 4.5, 10.5, 12.5}},
		// divisor_override=2: the window's sum over 2, [[5,9],[21,25]].
		{"divisor override", "torch.aten.avg_pool2d", avgPoolSpecs(vtensorType("1,1,4,4", "f32"), "2,2", "", "0,0", false, true, "int 2"), vtensorType("1,1,2,2", "f32"), ramp(1, 1, 4, 4), []int64{1, 1, 2, 2}, []float64{5, 9, 21, 25}},
		// F.avg_pool2d(arange(9).view(1,3,3), 2, stride=1, padding=1,
		// count_include_pad=False): the corner windows average 1 element.
		{"2d padding", "torch.aten.avg_pool2d", avgPoolSpecs(vtensorType("1,2,2", "f32"), "2", "1", "1", false, false, "none"), vtensorType("1,3,3", "f32"),
			f32([]int64{1, 2, 2}, 0, 1, 2, 3), []int64{1, 3, 3}, []float64{0, 0.5, 1, 1, 1.5, 2, 2, 2.5, 3}},
		// The same counting the padding: each window divides by 4.
		{"2d padding counted", "torch.aten.avg_pool2d", avgPoolSpecs(vtensorType("1,2,2", "f32"), "2", "1", "1", false, true, "none"), vtensorType("1,3,3", "f32"),
			f32([]int64{1, 2, 2}, 0, 1, 2, 3), []int64{1, 3, 3}, []float64{0, 0.25, 0.25, 0.5, 1.5, 1, 0.5, 1.25, 0.75}},
		// F.avg_pool3d(arange(8).view(1,1,2,2,2), 2) is 3.5.
		{"3d", "torch.aten.avg_pool3d", avgPoolSpecs(vtensorType("1,1,2,2,2", "f32"), "2", "", "0", false, true, "none"), vtensorType("1,1,1,1,1", "f32"), ramp(1, 1, 2, 2, 2), []int64{1, 1, 1, 1, 1}, []float64{3.5}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, opSrc(tc.op, tc.specs, tc.res), tc.arg)
			wantF(t, res[0], tc.shape, 1e-7, tc.want...)
		})
	}
	// Integer averages truncate: F.avg_pool1d(torch.tensor([[1, 2]]), 2)
	// is [[1]]; F.avg_pool2d on int64 [[[[200, 100]]]] with (1, 2) is 150.
	res := run(t, opSrc("torch.aten.avg_pool1d", avgPoolSpecs(vtensorType("1,2", "si64"), "2", "", "0", false, true, ""), vtensorType("1,1", "si64")),
		ints(64, []int64{1, 2}, 1, 2))
	wantI(t, res[0], []int64{1, 1}, 1)
	res = run(t, opSrc("torch.aten.avg_pool2d", avgPoolSpecs(vtensorType("1,1,1,2", "si64"), "1,2", "", "0", false, true, "none"), vtensorType("1,1,1,1", "si64")),
		ints(64, []int64{1, 1, 1, 2}, 200, 100))
	wantI(t, res[0], []int64{1, 1, 1, 1}, 150)
}

func TestAdaptivePool(t *testing.T) {
	x9 := f32([]int64{1, 1, 3, 3}, 1, 2, 3, 4, 5, 6, 7, 8, 9)
	cases := []struct {
		name  string
		op    string
		x     string
		out   string
		res   string
		arg   exec.Value
		shape []int64
		want  []float64
	}{
		// F.adaptive_avg_pool1d([1,2,3,4,5], 3): windows [0,2), [1,4), [3,5):
		// [1.5,3,4.5].
		{"1d non-divisible", "torch.aten.adaptive_avg_pool1d", vtensorType("1,1,5", "f32"), "3", vtensorType("1,1,3", "f32"), f32([]int64{1, 1, 5}, 1, 2, 3, 4, 5), []int64{1, 1, 3}, []float64{1.5, 3, 4.5}},
		// Growing [1,3] to 3: windows [0,1), [0,2), [1,2): [1,2,3].
		{"1d growing", "torch.aten.adaptive_avg_pool1d", vtensorType("1,2", "f32"), "3", vtensorType("1,3", "f32"), f32([]int64{1, 2}, 1, 3), []int64{1, 3}, []float64{1, 2, 3}},
		// F.adaptive_avg_pool2d(arange(1,10).view(1,1,3,3), 2): the
		// overlapping 2x2 windows, [[3,4],[6,7]].
		{"2d", "torch.aten.adaptive_avg_pool2d", vtensorType("1,1,3,3", "f32"), "2,2", vtensorType("1,1,2,2", "f32"), x9, []int64{1, 1, 2, 2}, []float64{3, 4, 6, 7}},
		{"_2d global", "torch.aten._adaptive_avg_pool2d", vtensorType("1,1,3,3", "f32"), "1,1", vtensorType("1,1,1,1", "f32"), x9, []int64{1, 1, 1, 1}, []float64{5}},
		{"_3d", "torch.aten._adaptive_avg_pool3d", vtensorType("1,1,2,2,2", "f32"), "1,1,1", vtensorType("1,1,1,1,1", "f32"), ramp(1, 1, 2, 2, 2), []int64{1, 1, 1, 1, 1}, []float64{3.5}},
		{"empty batch", "torch.aten.adaptive_avg_pool2d", vtensorType("0,1,3,3", "f32"), "2,2", vtensorType("0,1,2,2", "f32"), f32([]int64{0, 1, 3, 3}), []int64{0, 1, 2, 2}, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, opSrc(tc.op, []string{tc.x, "ints " + tc.out}, tc.res), tc.arg)
			wantF(t, res[0], tc.shape, 1e-7, tc.want...)
		})
	}
	// F.adaptive_max_pool2d(arange(1,10).view(1,1,3,3), 2, return_indices=True)
	// is values [[5,6],[8,9]] at [[4,5],[7,8]].
	src := opSrc("torch.aten.adaptive_max_pool2d", []string{vtensorType("1,3,3", "f32"), "ints 2,2"}, vtensorType("1,2,2", "f32"), vtensorType("1,2,2", "si64"))
	res := run(t, src, f32([]int64{1, 3, 3}, 1, 2, 3, 4, 5, 6, 7, 8, 9))
	wantF(t, res[0], []int64{1, 2, 2}, 0, 5, 6, 8, 9)
	wantI(t, res[1], []int64{1, 2, 2}, 4, 5, 7, 8)

	bad := opSrc("torch.aten.adaptive_avg_pool2d", []string{vtensorType("?,?,?,?", "f32"), "ints 2,2"}, vtensorType("?,?,?,?", "f32"))
	wantErr(t, bad, "non-batch dim", f32([]int64{1, 1, 0, 3}))
	bad = opSrc("torch.aten.adaptive_avg_pool1d", []string{vtensorType("?,?", "f32"), "ints 2,2"}, vtensorType("?,?", "f32"))
	wantErr(t, bad, "expected 1 sizes", f32([]int64{1, 3}, 1, 2, 3))
}

func TestPoolErrors(t *testing.T) {
	src := opSrc("torch.aten.max_pool1d", maxPoolSpecs(vtensorType("?,?,?", "f32"), "2", "", "2", "1", false), vtensorType("?,?,?", "f32"))
	wantErr(t, src, "kernel size", f32([]int64{1, 1, 4}, 1, 2, 3, 4))
	src = opSrc("torch.aten.max_pool1d", maxPoolSpecs(vtensorType("?,?,?", "f32"), "3", "", "0", "1", false), vtensorType("?,?,?", "f32"))
	wantErr(t, src, "too small", f32([]int64{1, 1, 1}, 1))
	wantErr(t, src, "rank 2 or 3", f32([]int64{1}, 1))
	src = opSrc("torch.aten.avg_pool2d", avgPoolSpecs(vtensorType("?,?,?", "f32"), "2", "", "0", false, true, "int 0"), vtensorType("?,?,?", "f32"))
	wantErr(t, src, "divisor_override", f32([]int64{1, 2, 2}, 1, 2, 3, 4))
	src = opSrc("torch.aten.max_pool2d", maxPoolSpecs(vtensorType("?,?,?", "f32"), "", "", "0", "1", false), vtensorType("?,?,?", "f32"))
	wantErr(t, src, "kernel_size", f32([]int64{1, 2, 2}, 1, 2, 3, 4))
}
