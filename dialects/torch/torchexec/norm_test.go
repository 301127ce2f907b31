package torchexec_test

import (
	"math"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
)

// normFunc wraps op lines (the last one defining %0) in @f(args) ->
// outs, after the constants of reduceFunc and %eps = 1e-5, %eps0 = 0.0,
// %mom = 0.1, %l3 = [3], %l12 = [1, 2].
func normFunc(args string, outs []string, op string) string {
	src := reduceFuncN("!torch.none", outs, `%eps = torch.constant.float 1.000000e-05
  %eps0 = torch.constant.float 0.000000e+00
  %mom = torch.constant.float 1.000000e-01
  %int3 = torch.constant.int 3
  %l3 = torch.prim.ListConstruct %int3 : (!torch.int) -> !torch.list<int>
  %l12 = torch.prim.ListConstruct %int1, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  `+op)
	return strings.Replace(src, "%a: !torch.none", args, 1)
}

func TestSoftmax(t *testing.T) {
	e2 := math.Exp(2)
	// torch._softmax(torch.tensor([[1., 2], [3, 4]]), 0, False) is
	// [[1/(1+e^2)] * 2, [e^2/(1+e^2)] * 2].
	res := run(t, normFunc("%a: !torch.vtensor<[2,2],f32>", []string{"!torch.vtensor<[2,2],f32>"},
		`%0 = torch.aten._softmax %a, %int0, %false : !torch.vtensor<[2,2],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2,2],f32>`),
		f32([]int64{2, 2}, 1, 2, 3, 4))
	wantF(t, res[0], []int64{2, 2}, 1e-7, 1/(1+e2), 1/(1+e2), e2/(1+e2), e2/(1+e2))

	// torch._log_softmax(torch.tensor([1., 2, 3]), -1, False) is x minus
	// log(e + e^2 + e^3); dynamic sizes.
	lse := math.Log(math.Exp(1) + math.Exp(2) + math.Exp(3))
	res = run(t, normFunc("%a: !torch.vtensor<[?],f32>", []string{"!torch.vtensor<[?],f32>"},
		`%0 = torch.aten._log_softmax %a, %int-1, %false : !torch.vtensor<[?],f32>, !torch.int, !torch.bool -> !torch.vtensor<[?],f32>`),
		f32([]int64{3}, 1, 2, 3))
	wantF(t, res[0], []int64{3}, 1e-7, 1-lse, 2-lse, 3-lse)

	// softmax.int converts to dtype first: torch.ops.aten.softmax.int(
	// torch.tensor([1, 2]), 0, torch.float32) is [0.2689, 0.7311].
	res = run(t, normFunc("%a: !torch.vtensor<[2],si64>", []string{"!torch.vtensor<[2],f32>"},
		`%0 = torch.aten.softmax.int %a, %int0, %int6 : !torch.vtensor<[2],si64>, !torch.int, !torch.int -> !torch.vtensor<[2],f32>`),
		ints(64, []int64{2}, 1, 2))
	wantF(t, res[0], []int64{2}, 1e-7, 1/(1+math.E), math.E/(1+math.E))

	// log_softmax.int with dtype float64: [-1.3133, -0.3133] in float64.
	res = run(t, normFunc("%a: !torch.vtensor<[2],f32>", []string{"!torch.vtensor<[2],f64>"},
		`%0 = torch.aten.log_softmax.int %a, %int0, %int7 : !torch.vtensor<[2],f32>, !torch.int, !torch.int -> !torch.vtensor<[2],f64>`),
		f32([]int64{2}, 1, 2))
	wantF(t, res[0], []int64{2}, 1e-15, -math.Log(1+math.E), 1-math.Log(1+math.E))

	// A rank-0 tensor: torch.tensor(3.).softmax(0) is 1.
	res = run(t, normFunc("%a: !torch.vtensor<[],f32>", []string{"!torch.vtensor<[],f32>"},
		`%0 = torch.aten.softmax.int %a, %int-1, %none : !torch.vtensor<[],f32>, !torch.int, !torch.none -> !torch.vtensor<[],f32>`),
		f32(nil, 3))
	wantF(t, res[0], []int64{}, 0, 1)

	// A NaN poisons its lane, all -inf gives NaN: torch.tensor([[1., nan],
	// [-inf, -inf], [0, 0]]).softmax(1) is [[nan, nan], [nan, nan], [0.5,
	// 0.5]].
	inf := math.Inf(1)
	res = run(t, normFunc("%a: !torch.vtensor<[3,2],f32>", []string{"!torch.vtensor<[3,2],f32>"},
		`%0 = torch.aten._softmax %a, %int1, %false : !torch.vtensor<[3,2],f32>, !torch.int, !torch.bool -> !torch.vtensor<[3,2],f32>`),
		f32([]int64{3, 2}, 1, nan, -inf, -inf, 0, 0))
	wantF(t, res[0], []int64{3, 2}, 0, nan, nan, nan, nan, 0.5, 0.5)

	// Empty: torch.zeros(0, 3).softmax(1) is empty.
	res = run(t, normFunc("%a: !torch.vtensor<[0,3],f32>", []string{"!torch.vtensor<[0,3],f32>"},
		`%0 = torch.aten._softmax %a, %int1, %false : !torch.vtensor<[0,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[0,3],f32>`),
		f32([]int64{0, 3}))
	wantF(t, res[0], []int64{0, 3}, 0)

	// torch.tensor([1, 2]).softmax(0) raises ("not implemented for
	// 'Long'"), and so does a dim out of range.
	wantErr(t, normFunc("%a: !torch.vtensor<[2],si64>", []string{"!torch.vtensor<[2],si64>"},
		`%0 = torch.aten._softmax %a, %int0, %false : !torch.vtensor<[2],si64>, !torch.int, !torch.bool -> !torch.vtensor<[2],si64>`),
		"floating point", ints(64, []int64{2}, 1, 2))
	wantErr(t, normFunc("%a: !torch.vtensor<[2],f32>", []string{"!torch.vtensor<[2],f32>"},
		`%0 = torch.aten._softmax %a, %int1, %false : !torch.vtensor<[2],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>`),
		"out of range", f32([]int64{2}, 1, 2))
}

func TestLayerNorm(t *testing.T) {
	// torch.native_layer_norm(torch.tensor([[1., 2, 3], [4, 4, 4]]), [3],
	// torch.tensor([1., 2, 3]), torch.tensor([0., 0, 1]), 1e-5): row 0
	// has mean 2 and variance 2/3, row 1 mean 4 and variance 0.
	r0 := 1 / math.Sqrt(2.0/3+1e-5)
	r1 := 1 / math.Sqrt(1e-5)
	args := "%a: !torch.vtensor<[2,3],f32>, %w: !torch.vtensor<[3],f32>, %b: !torch.vtensor<[3],f32>"
	x := f32([]int64{2, 3}, 1, 2, 3, 4, 4, 4)
	w, b := f32([]int64{3}, 1, 2, 3), f32([]int64{3}, 0, 0, 1)
	res := run(t, normFunc(args, []string{"!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2,1],f32>", "!torch.vtensor<[2,1],f32>"},
		`%0:3 = torch.aten.native_layer_norm %a, %l3, %w, %b, %eps : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.vtensor<[3],f32>, !torch.vtensor<[3],f32>, !torch.float -> !torch.vtensor<[2,3],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>`),
		x, w, b)
	wantF(t, res[0], []int64{2, 3}, 1e-6, -r0, 0, 3*r0+1, 0, 0, 1)
	wantF(t, res[1], []int64{2, 1}, 0, 2, 4)
	wantF(t, res[2], []int64{2, 1}, 1e-6, r0, r1)

	// layer_norm over the last two dims of a [1, 2, 2], without weight
	// and bias: torch.layer_norm(torch.tensor([[[1., 3], [3, 1]]]), [2, 2])
	// is [[[-1, 1], [1, -1]]] (up to eps).
	r := 1 / math.Sqrt(1+1e-5)
	res = run(t, normFunc("%a: !torch.vtensor<[1,2,2],f32>", []string{"!torch.vtensor<[1,2,2],f32>"},
		`%l22 = torch.prim.ListConstruct %int2, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.layer_norm %a, %l22, %none, %none, %eps, %true : !torch.vtensor<[1,2,2],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[1,2,2],f32>`),
		f32([]int64{1, 2, 2}, 1, 3, 3, 1))
	wantF(t, res[0], []int64{1, 2, 2}, 1e-6, -r, r, r, -r)

	// Empty normalized dims: torch.native_layer_norm(torch.zeros(2, 0),
	// [0], None, None, 1e-5) gives mean [[0], [0]] and rstd [[nan], [nan]].
	res = run(t, normFunc("%a: !torch.vtensor<[2,0],f32>", []string{"!torch.vtensor<[2,0],f32>", "!torch.vtensor<[2,1],f32>", "!torch.vtensor<[2,1],f32>"},
		`%0:3 = torch.aten.native_layer_norm %a, %l0, %none, %none, %eps : !torch.vtensor<[2,0],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float -> !torch.vtensor<[2,0],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>`),
		f32([]int64{2, 0}))
	wantF(t, res[0], []int64{2, 0}, 0)
	wantF(t, res[1], []int64{2, 1}, 0, 0, 0)
	wantF(t, res[2], []int64{2, 1}, 0, nan, nan)

	// Errors: normalized_shape not the last dims (the sizes are dynamic),
	// an empty normalized_shape (PyTorch: "Expected normalized_shape to be
	// at least 1-dimensional"), and a weight of the wrong size.
	wantErr(t, normFunc("%a: !torch.vtensor<[?,?],f32>", []string{"!torch.vtensor<[?,?],f32>"},
		`%0 = torch.aten.layer_norm %a, %l3, %none, %none, %eps, %true : !torch.vtensor<[?,?],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[?,?],f32>`),
		"must be the last", f32([]int64{3, 2}, 1, 2, 3, 4, 5, 6))
	wantErr(t, normFunc("%a: !torch.vtensor<[2,3],f32>", []string{"!torch.vtensor<[2,3],f32>"},
		`%0 = torch.aten.layer_norm %a, %lempty, %none, %none, %eps, %true : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,3],f32>`),
		"must be the last", x)
	wantErr(t, normFunc("%a: !torch.vtensor<[2,3],f32>, %w: !torch.vtensor<[?],f32>", []string{"!torch.vtensor<[2,3],f32>"},
		`%0 = torch.aten.layer_norm %a, %l3, %w, %none, %eps, %true : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.vtensor<[?],f32>, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,3],f32>`),
		"weight has 2 elements", x, f32([]int64{2}, 1, 2))
}

// bnArgs are the operands of the batch norm tests: an input [N, C, *]
// and per-channel weight, bias, running mean and running variance.
const bnArgs = "%a: !torch.vtensor<[1,2,2],f32>, %w: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[2],f32>, %rm: !torch.vtensor<[2],f32>, %rv: !torch.vtensor<[2],f32>"

// bnValues: x = [[[1, 2], [3, 4]]], weight [1, 2], bias [0, 1], running
// mean [1, 2], running variance [4, 1].
func bnValues() []exec.Value {
	return []exec.Value{f32([]int64{1, 2, 2}, 1, 2, 3, 4), f32([]int64{2}, 1, 2), f32([]int64{2}, 0, 1), f32([]int64{2}, 1, 2), f32([]int64{2}, 4, 1)}
}

func TestBatchNormInference(t *testing.T) {
	// With eps 0: channel 0 is (x - 1)/2, channel 1 (x - 2)*2 + 1, so
	// torch.ops.aten._native_batch_norm_legit_no_training(x, w, b, rm, rv,
	// 0.1, 0.) is ([[[0, 0.5], [3, 5]]], empty, empty).
	want := []float64{0, 0.5, 3, 5}
	out3 := []string{"!torch.vtensor<[1,2,2],f32>", "!torch.vtensor<[0],f32>", "!torch.vtensor<[0],f32>"}
	res := run(t, normFunc(bnArgs, out3,
		`%0:3 = torch.aten._native_batch_norm_legit_no_training %a, %w, %b, %rm, %rv, %mom, %eps0 : !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.float, !torch.float -> !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>`),
		bnValues()...)
	wantF(t, res[0], []int64{1, 2, 2}, 0, want...)
	wantF(t, res[1], []int64{0}, 0)
	wantF(t, res[2], []int64{0}, 0)

	// _native_batch_norm_legit with training=False is the same.
	res = run(t, normFunc(bnArgs, out3,
		`%0:3 = torch.aten._native_batch_norm_legit %a, %w, %b, %rm, %rv, %false, %mom, %eps0 : !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>`),
		bnValues()...)
	wantF(t, res[0], []int64{1, 2, 2}, 0, want...)

	// batch_norm(training=False), and without weight and bias:
	// torch.batch_norm(x, None, None, rm, rv, False, 0.1, 0., False) is
	// [[[0, 0.5], [1, 2]]].
	res = run(t, normFunc(bnArgs, []string{"!torch.vtensor<[1,2,2],f32>"},
		`%0 = torch.aten.batch_norm %a, %none, %none, %rm, %rv, %false, %mom, %eps0, %false : !torch.vtensor<[1,2,2],f32>, !torch.none, !torch.none, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,2,2],f32>`),
		bnValues()...)
	wantF(t, res[0], []int64{1, 2, 2}, 0, 0, 0.5, 1, 2)

	// Inference needs the running statistics; they must have C elements.
	wantErr(t, normFunc(bnArgs, []string{"!torch.vtensor<[1,2,2],f32>"},
		`%0 = torch.aten.batch_norm %a, %w, %b, %none, %none, %false, %mom, %eps, %false : !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.none, !torch.none, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,2,2],f32>`),
		"needs running_mean", bnValues()...)
	wantErr(t, normFunc("%a: !torch.vtensor<[1,2,2],f32>, %rm: !torch.vtensor<[?],f32>", []string{"!torch.vtensor<[1,2,2],f32>"},
		`%0 = torch.aten.batch_norm %a, %none, %none, %rm, %rm, %false, %mom, %eps, %false : !torch.vtensor<[1,2,2],f32>, !torch.none, !torch.none, !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,2,2],f32>`),
		"running_mean has 3 elements, expected 2", f32([]int64{1, 2, 2}, 1, 2, 3, 4), f32([]int64{3}, 0, 0, 0))
	// A rank-1 input has no channel dim.
	wantErr(t, normFunc("%a: !torch.vtensor<[2],f32>, %rm: !torch.vtensor<[2],f32>", []string{"!torch.vtensor<[2],f32>"},
		`%0 = torch.aten.batch_norm %a, %none, %none, %rm, %rm, %false, %mom, %eps, %false : !torch.vtensor<[2],f32>, !torch.none, !torch.none, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[2],f32>`),
		"rank 2 or more", f32([]int64{2}, 1, 2), f32([]int64{2}, 0, 1))
}

func TestBatchNormTraining(t *testing.T) {
	// Batch statistics: torch.native_batch_norm(torch.tensor([[1., 2], [3,
	// 6]]), None, None, None, None, True, 0.1, 1e-5) is ([[-1, -1], [1,
	// 1]], mean [2, 4], rstd [1, 0.5]) (up to eps).
	x := f32([]int64{2, 2}, 1, 2, 3, 6)
	r0, r1 := 1/math.Sqrt(1+1e-5), 1/math.Sqrt(4+1e-5)
	res := run(t, normFunc("%a: !torch.vtensor<[2,2],f32>", []string{"!torch.vtensor<[2,2],f32>", "!torch.vtensor<[2],f32>", "!torch.vtensor<[2],f32>"},
		`%0:3 = torch.aten._native_batch_norm_legit.no_stats %a, %none, %none, %true, %mom, %eps : !torch.vtensor<[2,2],f32>, !torch.none, !torch.none, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>`), x)
	wantF(t, res[0], []int64{2, 2}, 1e-6, -r0, -2*r1, r0, 2*r1)
	wantF(t, res[1], []int64{2}, 0, 2, 4)
	wantF(t, res[2], []int64{2}, 1e-6, r0, r1)

	// batch_norm(training=True) uses the batch's statistics even when
	// running ones are given.
	res = run(t, normFunc("%a: !torch.vtensor<[2,2],f32>, %rm: !torch.vtensor<[2],f32>", []string{"!torch.vtensor<[2,2],f32>"},
		`%0 = torch.aten.batch_norm %a, %none, %none, %rm, %rm, %true, %mom, %eps, %false : !torch.vtensor<[2,2],f32>, !torch.none, !torch.none, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[2,2],f32>`),
		x, f32([]int64{2}, 5, 5))
	wantF(t, res[0], []int64{2, 2}, 1e-6, -r0, -2*r1, r0, 2*r1)

	// no_stats needs training (norms_test.go checks _native_batch_norm_legit
	// in training).
	wantErr(t, normFunc("%a: !torch.vtensor<[2,2],f32>", []string{"!torch.vtensor<[2,2],f32>", "!torch.vtensor<[0],f32>", "!torch.vtensor<[0],f32>"},
		`%0:3 = torch.aten._native_batch_norm_legit.no_stats %a, %none, %none, %false, %mom, %eps : !torch.vtensor<[2,2],f32>, !torch.none, !torch.none, !torch.bool, !torch.float, !torch.float -> !torch.vtensor<[2,2],f32>, !torch.vtensor<[0],f32>, !torch.vtensor<[0],f32>`),
		"needs running_mean", x)
}

func TestGroupNorm(t *testing.T) {
	// torch.group_norm(torch.arange(12.).reshape(1, 4, 3), 2,
	// torch.tensor([1., 2, 3, 4]), torch.tensor([0., 0, 1, 1])) is
	// [[[-1.4638, -0.8783, -0.2928], [0.5855, 1.7566, 2.9277],
	// [-3.3915, -1.6349, 0.1217], [2.1711, 4.5132, 6.8554]]]: each group
	// of 6 values k..k+5 has variance 35/12.
	r := 1 / math.Sqrt(35.0/12+1e-5)
	var want []float64
	for i := 0; i < 12; i++ {
		c := float64(i / 3)
		mean := 2.5 + 6*float64(i/6)
		want = append(want, (float64(i)-mean)*r*(c+1)+float64(i/6))
	}
	res := run(t, normFunc("%a: !torch.vtensor<[1,4,3],f32>, %w: !torch.vtensor<[4],f32>, %b: !torch.vtensor<[4],f32>", []string{"!torch.vtensor<[1,4,3],f32>"},
		`%0 = torch.aten.group_norm %a, %int2, %w, %b, %eps, %true : !torch.vtensor<[1,4,3],f32>, !torch.int, !torch.vtensor<[4],f32>, !torch.vtensor<[4],f32>, !torch.float, !torch.bool -> !torch.vtensor<[1,4,3],f32>`),
		f32([]int64{1, 4, 3}, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11), f32([]int64{4}, 1, 2, 3, 4), f32([]int64{4}, 0, 0, 1, 1))
	wantF(t, res[0], []int64{1, 4, 3}, 1e-6, want...)

	// torch.native_group_norm(torch.arange(8.).reshape(2, 2, 2), None,
	// None, 2, 2, 2, 1, 1e-5): one group per sample, means [[1.5], [5.5]],
	// variance 1.25.
	r = 1 / math.Sqrt(1.25+1e-5)
	a, b := -1.5*r, -0.5*r
	res = run(t, normFunc("%a: !torch.vtensor<[2,2,2],f32>", []string{"!torch.vtensor<[2,2,2],f32>", "!torch.vtensor<[2,1],f32>", "!torch.vtensor<[2,1],f32>"},
		`%0:3 = torch.aten.native_group_norm %a, %none, %none, %int2, %int2, %int2, %int1, %eps : !torch.vtensor<[2,2,2],f32>, !torch.none, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,2,2],f32>, !torch.vtensor<[2,1],f32>, !torch.vtensor<[2,1],f32>`),
		f32([]int64{2, 2, 2}, 0, 1, 2, 3, 4, 5, 6, 7))
	wantF(t, res[0], []int64{2, 2, 2}, 1e-6, a, b, -b, -a, a, b, -b, -a)
	wantF(t, res[1], []int64{2, 1}, 0, 1.5, 5.5)
	wantF(t, res[2], []int64{2, 1}, 1e-6, r, r)

	// No channels: torch.group_norm(torch.zeros(2, 0, 3), 4) is empty.
	res = run(t, normFunc("%a: !torch.vtensor<[2,0,3],f32>", []string{"!torch.vtensor<[2,0,3],f32>"},
		`%int4b = torch.constant.int 4
  %0 = torch.aten.group_norm %a, %int4b, %none, %none, %eps, %true : !torch.vtensor<[2,0,3],f32>, !torch.int, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[2,0,3],f32>`),
		f32([]int64{2, 0, 3}))
	wantF(t, res[0], []int64{2, 0, 3}, 0)

	// 3 channels do not divide into 2 groups; N, C, HxW must be the
	// input's sizes.
	wantErr(t, normFunc("%a: !torch.vtensor<[1,3],f32>", []string{"!torch.vtensor<[1,3],f32>"},
		`%0 = torch.aten.group_norm %a, %int2, %none, %none, %eps, %true : !torch.vtensor<[1,3],f32>, !torch.int, !torch.none, !torch.none, !torch.float, !torch.bool -> !torch.vtensor<[1,3],f32>`),
		"divide", f32([]int64{1, 3}, 1, 2, 3))
	wantErr(t, normFunc("%a: !torch.vtensor<[2,2,2],f32>", []string{"!torch.vtensor<[2,2,2],f32>", "!torch.vtensor<[?,1],f32>", "!torch.vtensor<[?,1],f32>"},
		`%0:3 = torch.aten.native_group_norm %a, %none, %none, %int1, %int2, %int4, %int1, %eps : !torch.vtensor<[2,2,2],f32>, !torch.none, !torch.none, !torch.int, !torch.int, !torch.int, !torch.int, !torch.float -> !torch.vtensor<[2,2,2],f32>, !torch.vtensor<[?,1],f32>, !torch.vtensor<[?,1],f32>`),
		"are not the sizes", f32([]int64{2, 2, 2}, 0, 1, 2, 3, 4, 5, 6, 7))
}

func TestInstanceNorm(t *testing.T) {
	// torch.instance_norm(torch.tensor([[[1., 3], [2, 2]]]), None, None,
	// None, None, True, 0.1, 1e-5, False) is [[[-1, 1], [0, 0]]] (up to
	// eps): per sample and channel.
	r := 1 / math.Sqrt(1+1e-5)
	x := f32([]int64{1, 2, 2}, 1, 3, 2, 2)
	res := run(t, normFunc("%a: !torch.vtensor<[1,2,2],f32>", []string{"!torch.vtensor<[1,2,2],f32>"},
		`%0 = torch.aten.instance_norm %a, %none, %none, %none, %none, %true, %mom, %eps, %false : !torch.vtensor<[1,2,2],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,2,2],f32>`), x)
	wantF(t, res[0], []int64{1, 2, 2}, 1e-6, -r, r, 0, 0)

	// With use_input_stats=False the running statistics: with running
	// mean [0, 1], variance [1, 1], weight [2, 1] and bias [0, 1],
	// [[[2, 6], [2, 2]]] (up to eps).
	res = run(t, normFunc("%a: !torch.vtensor<[1,2,2],f32>, %w: !torch.vtensor<[2],f32>, %b: !torch.vtensor<[2],f32>, %rm: !torch.vtensor<[2],f32>, %rv: !torch.vtensor<[2],f32>", []string{"!torch.vtensor<[1,2,2],f32>"},
		`%0 = torch.aten.instance_norm %a, %w, %b, %rm, %rv, %false, %mom, %eps, %false : !torch.vtensor<[1,2,2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.vtensor<[2],f32>, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,2,2],f32>`),
		x, f32([]int64{2}, 2, 1), f32([]int64{2}, 0, 1), f32([]int64{2}, 0, 1), f32([]int64{2}, 1, 1))
	wantF(t, res[0], []int64{1, 2, 2}, 1e-6, 2*r, 6*r, r+1, r+1)

	// Without running statistics, use_input_stats=False raises.
	wantErr(t, normFunc("%a: !torch.vtensor<[1,2,2],f32>", []string{"!torch.vtensor<[1,2,2],f32>"},
		`%0 = torch.aten.instance_norm %a, %none, %none, %none, %none, %false, %mom, %eps, %false : !torch.vtensor<[1,2,2],f32>, !torch.none, !torch.none, !torch.none, !torch.none, !torch.bool, !torch.float, !torch.float, !torch.bool -> !torch.vtensor<[1,2,2],f32>`),
		"needs running_mean", x)
}
