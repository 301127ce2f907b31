package torchexec_test

import (
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
)

// convCase is one convolution: the op's operand specs (input and weight
// are the first two, then bias when it is a type) and its expected
// result.
type convCase struct {
	name  string
	op    string
	specs []string
	res   string
	args  []exec.Value
	shape []int64
	want  []float64
}

func runConvCases(t *testing.T, cases []convCase) {
	t.Helper()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, opSrc(tc.op, tc.specs, tc.res), tc.args...)
			wantF(t, res[0], tc.shape, 0, tc.want...)
		})
	}
}

// convolution's specs: bias, then stride, padding, dilation,
// transposed, output_padding, groups.
func convSpecs(x, w, bias, stride, pad, dil string, transposed bool, outPad string, groups string) []string {
	tr := "bool false"
	if transposed {
		tr = "bool true"
	}
	return []string{x, w, bias, "ints " + stride, "ints " + pad, "ints " + dil, tr, "ints " + outPad, "int " + groups}
}

var ramp5 = f32([]int64{1, 1, 5}, 1, 2, 3, 4, 5)

func TestConvolution(t *testing.T) {
	x9 := f32([]int64{1, 1, 3, 3}, 1, 2, 3, 4, 5, 6, 7, 8, 9)
	runConvCases(t, []convCase{
		// F.conv1d([[[1,2,3,4,5]]], [[[1,0,-1]]]) is [[[-2,-2,-2]]].
		{"1d", "torch.aten.convolution", convSpecs(vtensorType("1,1,5", "f32"), vtensorType("1,1,3", "f32"), "none", "1", "0", "1", false, "0", "1"), vtensorType("1,1,3", "f32"),
			[]exec.Value{ramp5, f32([]int64{1, 1, 3}, 1, 0, -1)}, []int64{1, 1, 3}, []float64{-2, -2, -2}},
		// F.conv1d(x, ones(1,1,3), stride=2, padding=1) sums the windows
		// [0,1,2], [2,3,4], [4,5,0]: [3,9,9].
		{"stride and padding", "torch.aten.convolution", convSpecs(vtensorType("1,1,5", "f32"), vtensorType("1,1,3", "f32"), "none", "2", "1", "1", false, "0", "1"), vtensorType("1,1,3", "f32"),
			[]exec.Value{ramp5, f32([]int64{1, 1, 3}, 1, 1, 1)}, []int64{1, 1, 3}, []float64{3, 9, 9}},
		// F.conv1d(x, ones(1,1,2), dilation=2) is x[i] + x[i+2]: [4,6,8].
		{"dilation", "torch.aten.convolution", convSpecs(vtensorType("1,1,5", "f32"), vtensorType("1,1,2", "f32"), "none", "1", "0", "2", false, "0", "1"), vtensorType("1,1,3", "f32"),
			[]exec.Value{ramp5, f32([]int64{1, 1, 2}, 1, 1)}, []int64{1, 1, 3}, []float64{4, 6, 8}},
		// Depthwise, groups=2: channel c is scaled by w[c], plus the bias
		// [1,-1]: [[3,5,7],[29,59,89]].
		{"groups with bias", "torch.aten.convolution", convSpecs(vtensorType("1,2,3", "f32"), vtensorType("2,1,1", "f32"), vtensorType("2", "f32"), "1", "0", "1", false, "0", "2"), vtensorType("1,2,3", "f32"),
			[]exec.Value{f32([]int64{1, 2, 3}, 1, 2, 3, 10, 20, 30), f32([]int64{2, 1, 1}, 2, 3), f32([]int64{2}, 1, -1)}, []int64{1, 2, 3}, []float64{3, 5, 7, 29, 59, 89}},
		// groups=2 with two output channels per group: outputs 0 and 1
		// read input channel 0, outputs 2 and 3 channel 1.
		{"groups of two outputs", "torch.aten.convolution", convSpecs(vtensorType("1,2,1", "f32"), vtensorType("4,1,1", "f32"), "none", "1", "0", "1", false, "0", "2"), vtensorType("1,4,1", "f32"),
			[]exec.Value{f32([]int64{1, 2, 1}, 1, 10), f32([]int64{4, 1, 1}, 1, 2, 3, 4)}, []int64{1, 4, 1}, []float64{1, 2, 30, 40}},
		// F.conv2d(arange(1,10).view(1,1,3,3), [[[[1,0],[0,1]]]]) adds each
		// element to its lower-right neighbour: [[6,8],[12,14]].
		{"2d", "torch.aten.convolution", convSpecs(vtensorType("1,1,3,3", "f32"), vtensorType("1,1,2,2", "f32"), "none", "1,1", "0,0", "1,1", false, "0,0", "1"), vtensorType("1,1,2,2", "f32"),
			[]exec.Value{x9, f32([]int64{1, 1, 2, 2}, 1, 0, 0, 1)}, []int64{1, 1, 2, 2}, []float64{6, 8, 12, 14}},
		// F.conv2d(x9, ones(1,1,3,3), stride=2, padding=1): the four
		// padded corners' sums [[12,16],[24,28]].
		{"2d stride padding", "torch.aten.convolution", convSpecs(vtensorType("1,1,3,3", "f32"), vtensorType("1,1,3,3", "f32"), "none", "2,2", "1,1", "1,1", false, "0,0", "1"), vtensorType("1,1,2,2", "f32"),
			[]exec.Value{x9, f32([]int64{1, 1, 3, 3}, 1, 1, 1, 1, 1, 1, 1, 1, 1)}, []int64{1, 1, 2, 2}, []float64{12, 16, 24, 28}},
		// Two input channels: ch0 + 10*ch1.
		{"2d channels", "torch.aten.convolution", convSpecs(vtensorType("1,2,1,2", "f32"), vtensorType("1,2,1,1", "f32"), "none", "1", "0", "1", false, "0", "1"), vtensorType("1,1,1,2", "f32"),
			[]exec.Value{f32([]int64{1, 2, 1, 2}, 1, 2, 3, 4), f32([]int64{1, 2, 1, 1}, 1, 10)}, []int64{1, 1, 1, 2}, []float64{31, 42}},
		// F.conv3d(arange(1,9).view(1,1,2,2,2), ones(1,1,2,2,2)) is 36.
		{"3d", "torch.aten.convolution", convSpecs(vtensorType("1,1,2,2,2", "f32"), vtensorType("1,1,2,2,2", "f32"), "none", "1", "0", "1", false, "0", "1"), vtensorType("1,1,1,1,1", "f32"),
			[]exec.Value{f32([]int64{1, 1, 2, 2, 2}, 1, 2, 3, 4, 5, 6, 7, 8), f32([]int64{1, 1, 2, 2, 2}, 1, 1, 1, 1, 1, 1, 1, 1)}, []int64{1, 1, 1, 1, 1}, []float64{36}},
		// An empty batch: (0,1,5) gives (0,1,3).
		{"empty batch", "torch.aten.convolution", convSpecs(vtensorType("0,1,5", "f32"), vtensorType("1,1,3", "f32"), "none", "1", "0", "1", false, "0", "1"), vtensorType("0,1,3", "f32"),
			[]exec.Value{f32([]int64{0, 1, 5}), f32([]int64{1, 1, 3}, 1, 0, -1)}, []int64{0, 1, 3}, nil},
	})
}

// Transposed convolutions scatter each input element through the
// kernel: F.conv_transpose1d([[[1,2]]], ones(1,1,3), stride=2) is
// [[[1,1,3,2,2]]].
func TestConvolutionTransposed(t *testing.T) {
	x := f32([]int64{1, 1, 2}, 1, 2)
	ones3 := f32([]int64{1, 1, 3}, 1, 1, 1)
	runConvCases(t, []convCase{
		{"stride", "torch.aten.convolution", convSpecs(vtensorType("1,1,2", "f32"), vtensorType("1,1,3", "f32"), "none", "2", "0", "1", true, "0", "1"), vtensorType("1,1,5", "f32"),
			[]exec.Value{x, ones3}, []int64{1, 1, 5}, []float64{1, 1, 3, 2, 2}},
		// padding=1 crops one position from each end: [1,3,2].
		{"padding", "torch.aten.convolution", convSpecs(vtensorType("1,1,2", "f32"), vtensorType("1,1,3", "f32"), "none", "2", "1", "1", true, "0", "1"), vtensorType("1,1,3", "f32"),
			[]exec.Value{x, ones3}, []int64{1, 1, 3}, []float64{1, 3, 2}},
		// output_padding=1 adds a position at the end: [1,3,2,2].
		{"output padding", "torch.aten.convolution", convSpecs(vtensorType("1,1,2", "f32"), vtensorType("1,1,3", "f32"), "none", "2", "1", "1", true, "1", "1"), vtensorType("1,1,4", "f32"),
			[]exec.Value{x, ones3}, []int64{1, 1, 4}, []float64{1, 3, 2, 2}},
		// The weight is [C_in, C_out/groups, k]: [[[2],[3]]] makes two
		// output channels [2,4] and [3,6]; the bias adds [1,1].
		{"output channels", "torch.aten.conv_transpose1d", []string{vtensorType("1,1,2", "f32"), vtensorType("1,2,1", "f32"), vtensorType("2", "f32"), "ints 1", "ints 0", "ints 0", "int 1", "ints 1"}, vtensorType("1,2,2", "f32"),
			[]exec.Value{x, f32([]int64{1, 2, 1}, 2, 3), f32([]int64{2}, 1, 1)}, []int64{1, 2, 2}, []float64{3, 5, 4, 7}},
		// groups=2: each channel is scaled by its own weight: [5, 14].
		{"groups", "torch.aten.conv_transpose1d", []string{vtensorType("1,2,1", "f32"), vtensorType("2,1,1", "f32"), "none", "ints 1", "ints 0", "ints 0", "int 2", "ints 1"}, vtensorType("1,2,1", "f32"),
			[]exec.Value{f32([]int64{1, 2, 1}, 1, 2), f32([]int64{2, 1, 1}, 5, 7)}, []int64{1, 2, 1}, []float64{5, 14}},
		// F.conv_transpose2d([[[[1,2],[3,4]]]], ones(1,1,2,2)) is
		// [[1,3,2],[4,10,6],[3,7,4]].
		{"2d", "torch.aten.conv_transpose2d.input", []string{vtensorType("1,1,2,2", "f32"), vtensorType("1,1,2,2", "f32"), "none", "ints 1,1", "ints 0,0", "ints 0,0", "int 1", "ints 1,1"}, vtensorType("1,1,3,3", "f32"),
			[]exec.Value{f32([]int64{1, 1, 2, 2}, 1, 2, 3, 4), f32([]int64{1, 1, 2, 2}, 1, 1, 1, 1)}, []int64{1, 1, 3, 3}, []float64{1, 3, 2, 4, 10, 6, 3, 7, 4}},
		// Dilation 2 spreads the kernel: [1,2] through [1,1] at distance 2
		// is [1,2,1,2].
		{"dilation", "torch.aten.conv_transpose1d", []string{vtensorType("1,1,2", "f32"), vtensorType("1,1,2", "f32"), "none", "ints 1", "ints 0", "ints 0", "int 1", "ints 2"}, vtensorType("1,1,4", "f32"),
			[]exec.Value{x, f32([]int64{1, 1, 2}, 1, 1)}, []int64{1, 1, 4}, []float64{1, 2, 1, 2}},
	})
}

// conv1d/2d/3d take the stride, padding, dilation and groups, and an
// unbatched input.
func TestConvNd(t *testing.T) {
	x9 := f32([]int64{1, 3, 3}, 1, 2, 3, 4, 5, 6, 7, 8, 9)
	runConvCases(t, []convCase{
		{"conv1d", "torch.aten.conv1d", []string{vtensorType("1,1,5", "f32"), vtensorType("1,1,3", "f32"), "none", "ints 2", "ints 1", "ints 1", "int 1"}, vtensorType("1,1,3", "f32"),
			[]exec.Value{ramp5, f32([]int64{1, 1, 3}, 1, 1, 1)}, []int64{1, 1, 3}, []float64{3, 9, 9}},
		// F.conv2d(arange(1,10).view(1,3,3), [[[[1,0],[0,1]]]]), unbatched.
		{"conv2d unbatched", "torch.aten.conv2d", []string{vtensorType("1,3,3", "f32"), vtensorType("1,1,2,2", "f32"), "none", "ints 1,1", "ints 0,0", "ints 1,1", "int 1"}, vtensorType("1,2,2", "f32"),
			[]exec.Value{x9, f32([]int64{1, 1, 2, 2}, 1, 0, 0, 1)}, []int64{1, 2, 2}, []float64{6, 8, 12, 14}},
		{"conv3d", "torch.aten.conv3d", []string{vtensorType("1,1,2,2,2", "f32"), vtensorType("1,1,2,2,2", "f32"), vtensorType("1", "f32"), "ints 1", "ints 0", "ints 1", "int 1"}, vtensorType("1,1,1,1,1", "f32"),
			[]exec.Value{f32([]int64{1, 1, 2, 2, 2}, 1, 2, 3, 4, 5, 6, 7, 8), f32([]int64{1, 1, 2, 2, 2}, 1, 1, 1, 1, 1, 1, 1, 1), f32([]int64{1}, 0.5)}, []int64{1, 1, 1, 1, 1}, []float64{36.5}},
	})
}

// Integer convolutions accumulate in integers: F.conv1d on int64
// [[[200, 100]]] with weight [[[3]]] and bias [-1] is [[[599, 299]]].
func TestConvolutionInteger(t *testing.T) {
	src := opSrc("torch.aten.conv1d", []string{vtensorType("1,1,2", "si64"), vtensorType("1,1,1", "si64"), vtensorType("1", "si64"), "ints 1", "ints 0", "ints 1", "int 1"}, vtensorType("1,1,2", "si64"))
	res := run(t, src, ints(64, []int64{1, 1, 2}, 200, 100), ints(64, []int64{1, 1, 1}, 3), ints(64, []int64{1}, -1))
	wantI(t, res[0], []int64{1, 1, 2}, 599, 299)
}

func TestConvolutionErrors(t *testing.T) {
	src := opSrc("torch.aten.convolution", convSpecs(vtensorType("?,?,?", "f32"), vtensorType("?,?,?", "f32"), "none", "1", "0", "1", false, "0", "2"), vtensorType("?,?,?", "f32"))
	// 3 input channels, the weight's 1 per group times 2 groups.
	wantErr(t, src, "expected C_in = 2", f32([]int64{1, 3, 2}), f32([]int64{2, 1, 1}, 1, 1))
	// 3 output channels do not split into 2 groups.
	wantErr(t, src, "C_out divisible", f32([]int64{1, 2, 2}), f32([]int64{3, 1, 1}, 1, 1, 1))
	// A kernel wider than the padded input.
	one := opSrc("torch.aten.convolution", convSpecs(vtensorType("?,?,?", "f32"), vtensorType("?,?,?", "f32"), "none", "1", "0", "1", false, "0", "1"), vtensorType("?,?,?", "f32"))
	wantErr(t, one, "smaller than the dilated kernel", f32([]int64{1, 1, 2}, 1, 2), f32([]int64{1, 1, 3}, 1, 1, 1))
	// The input's rank must be the weight's.
	wantErr(t, one, "does not match the weight", f32([]int64{1, 2}, 1, 2), f32([]int64{1, 1, 1}, 1))
	// output_padding must be smaller than the stride or the dilation.
	tr := opSrc("torch.aten.convolution", convSpecs(vtensorType("?,?,?", "f32"), vtensorType("?,?,?", "f32"), "none", "2", "0", "1", true, "2", "1"), vtensorType("?,?,?", "f32"))
	wantErr(t, tr, "output_padding", f32([]int64{1, 1, 2}, 1, 2), f32([]int64{1, 1, 1}, 1))
	// A bias of the wrong size.
	b := opSrc("torch.aten.convolution", convSpecs(vtensorType("?,?,?", "f32"), vtensorType("?,?,?", "f32"), vtensorType("?", "f32"), "1", "0", "1", false, "0", "1"), vtensorType("?,?,?", "f32"))
	wantErr(t, b, "one per output channel", f32([]int64{1, 1, 2}, 1, 2), f32([]int64{1, 1, 1}, 1), f32([]int64{2}, 1, 2))
	// A stride list of the wrong length.
	s := opSrc("torch.aten.convolution", convSpecs(vtensorType("?,?,?", "f32"), vtensorType("?,?,?", "f32"), "none", "1,1", "0", "1", false, "0", "1"), vtensorType("?,?,?", "f32"))
	wantErr(t, s, "stride has 2 values", f32([]int64{1, 1, 2}, 1, 2), f32([]int64{1, 1, 1}, 1))
	// Parameters whose index arithmetic could overflow are refused.
	huge := opSrc("torch.aten.convolution", convSpecs(vtensorType("?,?,?", "f32"), vtensorType("?,?,?", "f32"), "none", "1099511627776", "0", "1", true, "0", "1"), vtensorType("?,?,?", "f32"))
	wantErr(t, huge, "out of the supported range", f32([]int64{1, 1, 2}, 1, 2), f32([]int64{1, 1, 1}, 1))
}
