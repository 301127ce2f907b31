package torchexec_test

import (
	"math"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// reduceFunc wraps op lines (the last one defining %0) in @f(%a: in) ->
// out, after constants the ops use: %none, %true, %false, %int0,
// %int1, %int2, %int-1, %int4 (int64), %int6 (float32), %int7 (float64)
// and the int lists %l0 = [0], %l1 = [1], %lm1 = [-1], %l01 = [0, 1],
// %lempty = [].
func reduceFunc(in, out, op string) string {
	return reduceFuncN(in, []string{out}, op)
}

// reduceFuncN is reduceFunc for an op of several results (%0#0, ...).
func reduceFuncN(in string, outs []string, op string) string {
	ret := "%0"
	if len(outs) > 1 {
		var rs []string
		for i := range outs {
			rs = append(rs, "%0#"+string(rune('0'+i)))
		}
		ret = strings.Join(rs, ", ")
	}
	types := strings.Join(outs, ", ")
	return `func.func @f(%a: ` + in + `) -> (` + types + `) {
  %none = torch.constant.none
  %true = torch.constant.bool true
  %false = torch.constant.bool false
  %int0 = torch.constant.int 0
  %int1 = torch.constant.int 1
  %int2 = torch.constant.int 2
  %int-1 = torch.constant.int -1
  %int4 = torch.constant.int 4
  %int6 = torch.constant.int 6
  %int7 = torch.constant.int 7
  %l0 = torch.prim.ListConstruct %int0 : (!torch.int) -> !torch.list<int>
  %l1 = torch.prim.ListConstruct %int1 : (!torch.int) -> !torch.list<int>
  %lm1 = torch.prim.ListConstruct %int-1 : (!torch.int) -> !torch.list<int>
  %l01 = torch.prim.ListConstruct %int0, %int1 : (!torch.int, !torch.int) -> !torch.list<int>
  %lempty = torch.prim.ListConstruct  : () -> !torch.list<int>
  ` + op + `
  return ` + ret + ` : ` + types + `
}`
}

// floats is a float tensor of the given element type.
func floats(elem func(*ir.Context) ir.Type, shape []int64, vals ...float64) exec.Value {
	ctx := ir.NewContext()
	e := elem(ctx)
	t := exec.NewTensor(e, shape)
	for i, v := range vals {
		t.SetFloat(int64(i), exec.Round(exec.ElemOf(e).Kind, v))
	}
	return exec.Value{Ref: t}
}

func f64Type(ctx *ir.Context) ir.Type { return ctx.F64() }
func f16Type(ctx *ir.Context) ir.Type { return ctx.F16() }

var nan = math.NaN()

// x23 is [[1, 2, 3], [4, 5, 6]].
func x23() exec.Value { return f32([]int64{2, 3}, 1, 2, 3, 4, 5, 6) }

func TestSum(t *testing.T) {
	// torch.tensor([[1.,2,3],[4,5,6]]).sum() is 21.
	res := run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.sum %a, %none : !torch.vtensor<[2,3],f32>, !torch.none -> !torch.vtensor<[],f32>`), x23())
	wantF(t, res[0], []int64{}, 0, 21)

	// Integers and bools sum to int64: torch.tensor([1, 2, 3],
	// dtype=torch.int32).sum() is tensor(6) (int64), and
	// torch.tensor([True, False, True]).sum() is tensor(2).
	res = run(t, reduceFunc("!torch.vtensor<[3],si32>", "!torch.vtensor<[],si64>",
		`%0 = torch.aten.sum %a, %none : !torch.vtensor<[3],si32>, !torch.none -> !torch.vtensor<[],si64>`), ints(32, []int64{3}, 1, 2, 3))
	wantI(t, res[0], []int64{}, 6)
	res = run(t, reduceFunc("!torch.vtensor<[3],i1>", "!torch.vtensor<[],si64>",
		`%0 = torch.aten.sum %a, %none : !torch.vtensor<[3],i1>, !torch.none -> !torch.vtensor<[],si64>`), ints(1, []int64{3}, 1, 0, 1))
	wantI(t, res[0], []int64{}, 2)

	// uint8 elements are unsigned: torch.tensor([200, 100],
	// dtype=torch.uint8).sum() is 300.
	res = run(t, reduceFunc("!torch.vtensor<[2],ui8>", "!torch.vtensor<[],si64>",
		`%0 = torch.aten.sum %a, %none : !torch.vtensor<[2],ui8>, !torch.none -> !torch.vtensor<[],si64>`), ints(8, []int64{2}, 200, 100))
	wantI(t, res[0], []int64{}, 300)

	// dtype converts each element first: torch.tensor([0.5, 1.5,
	// 2.7]).sum(dtype=torch.int64) is 0 + 1 + 2 = 3.
	res = run(t, reduceFunc("!torch.vtensor<[3],f32>", "!torch.vtensor<[],si64>",
		`%0 = torch.aten.sum %a, %int4 : !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[],si64>`), f32([]int64{3}, 0.5, 1.5, 2.7))
	wantI(t, res[0], []int64{}, 3)

	// The sum of nothing is 0: torch.zeros(0, 3).sum() is 0.
	res = run(t, reduceFunc("!torch.vtensor<[0,3],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.sum %a, %none : !torch.vtensor<[0,3],f32>, !torch.none -> !torch.vtensor<[],f32>`), f32([]int64{0, 3}))
	wantF(t, res[0], []int64{}, 0, 0)

	// A rank-0 tensor sums to itself.
	res = run(t, reduceFunc("!torch.vtensor<[],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.sum %a, %none : !torch.vtensor<[],f32>, !torch.none -> !torch.vtensor<[],f32>`), f32(nil, 2.5))
	wantF(t, res[0], []int64{}, 0, 2.5)
}

func TestSumDimIntList(t *testing.T) {
	in := "!torch.vtensor<[2,3],f32>"
	for _, tc := range []struct {
		name, dims, keep, out string
		shape                 []int64
		want                  []float64
	}{
		// x.sum(dim=[1]) is [6, 15].
		{"dim1", "%l1", "%false", "!torch.vtensor<[2],f32>", []int64{2}, []float64{6, 15}},
		// x.sum(dim=[-1], keepdim=True) is [[6], [15]].
		{"dim-1 keepdim", "%lm1", "%true", "!torch.vtensor<[2,1],f32>", []int64{2, 1}, []float64{6, 15}},
		// x.sum(dim=[0], keepdim=True) is [[5, 7, 9]].
		{"dim0 keepdim", "%l0", "%true", "!torch.vtensor<[1,3],f32>", []int64{1, 3}, []float64{5, 7, 9}},
		// x.sum(dim=[0, 1]) is 21.
		{"both", "%l01", "%false", "!torch.vtensor<[],f32>", []int64{}, []float64{21}},
		// x.sum(dim=None, keepdim=True) is [[21]]; dim=[] means every dim
		// too.
		{"none keepdim", "%none", "%true", "!torch.vtensor<[1,1],f32>", []int64{1, 1}, []float64{21}},
		{"empty list", "%lempty", "%false", "!torch.vtensor<[],f32>", []int64{}, []float64{21}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			dimsType := "!torch.list<int>"
			if tc.dims == "%none" {
				dimsType = "!torch.none"
			}
			res := run(t, reduceFunc(in, tc.out, `%0 = torch.aten.sum.dim_IntList %a, `+tc.dims+`, `+tc.keep+`, %none : `+in+`, `+dimsType+`, !torch.bool, !torch.none -> `+tc.out), x23())
			wantF(t, res[0], tc.shape, 0, tc.want...)
		})
	}

	// Dynamic sizes and a dtype: torch.tensor([[1,2],[3,4],[5,6]]).sum(
	// dim=[0], dtype=torch.float64) is [9., 12.].
	res := run(t, reduceFunc("!torch.vtensor<[?,2],si64>", "!torch.vtensor<[2],f64>",
		`%0 = torch.aten.sum.dim_IntList %a, %l0, %false, %int7 : !torch.vtensor<[?,2],si64>, !torch.list<int>, !torch.bool, !torch.int -> !torch.vtensor<[2],f64>`),
		ints(64, []int64{3, 2}, 1, 2, 3, 4, 5, 6))
	wantF(t, res[0], []int64{2}, 0, 9, 12)

	// Summing an empty dim gives zeros: torch.zeros(2, 0).sum(1) is
	// [0., 0.].
	res = run(t, reduceFunc("!torch.vtensor<[2,0],f32>", "!torch.vtensor<[2],f32>",
		`%0 = torch.aten.sum.dim_IntList %a, %l1, %false, %none : !torch.vtensor<[2,0],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>`),
		f32([]int64{2, 0}))
	wantF(t, res[0], []int64{2}, 0, 0, 0)

	// A rank-0 tensor accepts dim 0 and -1.
	res = run(t, reduceFunc("!torch.vtensor<[],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.sum.dim_IntList %a, %lm1, %true, %none : !torch.vtensor<[],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`),
		f32(nil, 4))
	wantF(t, res[0], []int64{}, 0, 4)
}

func TestReductionDimErrors(t *testing.T) {
	// x.sum(dim=[2]) of a rank-2 tensor: dimension out of range (the
	// sizes are dynamic, so only the run catches it).
	wantErr(t, reduceFunc("!torch.vtensor<[?,?],f32>", "!torch.vtensor<[?],f32>",
		`%l2 = torch.prim.ListConstruct %int2 : (!torch.int) -> !torch.list<int>
  %0 = torch.aten.sum.dim_IntList %a, %l2, %false, %none : !torch.vtensor<[?,?],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[?],f32>`),
		"out of range", x23())
	// x.sum(dim=[1, -1]): dim 1 appears multiple times.
	wantErr(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<*,f32>",
		`%d = torch.prim.ListConstruct %int1, %int-1 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.sum.dim_IntList %a, %d, %false, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<*,f32>`),
		"appears multiple times", x23())
}

func TestMean(t *testing.T) {
	// x.mean() is 3.5; x.mean(dim=[1], keepdim=True) is [[2], [5]].
	res := run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.mean %a, %none : !torch.vtensor<[2,3],f32>, !torch.none -> !torch.vtensor<[],f32>`), x23())
	wantF(t, res[0], []int64{}, 0, 3.5)
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2,1],f32>",
		`%0 = torch.aten.mean.dim %a, %l1, %true, %none : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2,1],f32>`), x23())
	wantF(t, res[0], []int64{2, 1}, 0, 2, 5)

	// An integer mean needs a float dtype: torch.tensor([1, 2]).mean(
	// dtype=torch.float32) is 1.5, and without it PyTorch raises.
	res = run(t, reduceFunc("!torch.vtensor<[2],si64>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.mean %a, %int6 : !torch.vtensor<[2],si64>, !torch.int -> !torch.vtensor<[],f32>`), ints(64, []int64{2}, 1, 2))
	wantF(t, res[0], []int64{}, 0, 1.5)
	wantErr(t, reduceFunc("!torch.vtensor<[2],si64>", "!torch.vtensor<[],si64>",
		`%0 = torch.aten.mean %a, %none : !torch.vtensor<[2],si64>, !torch.none -> !torch.vtensor<[],si64>`),
		"floating point", ints(64, []int64{2}, 1, 2))

	// The mean of nothing is NaN: torch.zeros(0).mean() is nan.
	res = run(t, reduceFunc("!torch.vtensor<[0],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.mean %a, %none : !torch.vtensor<[0],f32>, !torch.none -> !torch.vtensor<[],f32>`), f32([]int64{0}))
	wantF(t, res[0], []int64{}, 0, nan)
}

func TestProd(t *testing.T) {
	// x.prod() is 720; x.prod(1) is [6, 120].
	res := run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.prod %a, %none : !torch.vtensor<[2,3],f32>, !torch.none -> !torch.vtensor<[],f32>`), x23())
	wantF(t, res[0], []int64{}, 0, 720)
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2],f32>",
		`%0 = torch.aten.prod.dim_int %a, %int1, %false, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>`), x23())
	wantF(t, res[0], []int64{2}, 0, 6, 120)

	// An int8 product promotes to int64: torch.tensor([100, 100, -3],
	// dtype=torch.int8).prod() is -30000.
	res = run(t, reduceFunc("!torch.vtensor<[3],si8>", "!torch.vtensor<[],si64>",
		`%0 = torch.aten.prod %a, %none : !torch.vtensor<[3],si8>, !torch.none -> !torch.vtensor<[],si64>`), ints(8, []int64{3}, 100, 100, -3))
	wantI(t, res[0], []int64{}, -30000)

	// The product of nothing is 1: torch.ones(2, 0).prod(-1, keepdim=True)
	// is [[1.], [1.]].
	res = run(t, reduceFunc("!torch.vtensor<[2,0],f32>", "!torch.vtensor<[2,1],f32>",
		`%0 = torch.aten.prod.dim_int %a, %int-1, %true, %none : !torch.vtensor<[2,0],f32>, !torch.int, !torch.bool, !torch.none -> !torch.vtensor<[2,1],f32>`), f32([]int64{2, 0}))
	wantF(t, res[0], []int64{2, 1}, 0, 1, 1)
}

func TestAmaxAmin(t *testing.T) {
	y := f32([]int64{2, 3}, 3, -1, 2, 0, 7, -5)
	// y.amax(1) is [3, 7]; y.amin(0, keepdim=True) is [[0, -1, -5]].
	res := run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2],f32>",
		`%0 = torch.aten.amax %a, %l1, %false : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[2],f32>`), y)
	wantF(t, res[0], []int64{2}, 0, 3, 7)
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[1,3],f32>",
		`%0 = torch.aten.amin %a, %l0, %true : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,3],f32>`), y)
	wantF(t, res[0], []int64{1, 3}, 0, 0, -1, -5)
	// dim=[] reduces every dim: y.amax(dim=[]) is 7.
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.amax %a, %lempty, %false : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],f32>`), y)
	wantF(t, res[0], []int64{}, 0, 7)

	// NaN propagates: torch.tensor([1., nan, 3.]).amax(0) is nan.
	res = run(t, reduceFunc("!torch.vtensor<[3],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.amax %a, %l0, %false : !torch.vtensor<[3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],f32>`), f32([]int64{3}, 1, nan, 3))
	wantF(t, res[0], []int64{}, 0, nan)

	// uint8 compares unsigned: torch.tensor([200, 100],
	// dtype=torch.uint8).amax(0) is 200 (held as the int8 bits -56).
	res = run(t, reduceFunc("!torch.vtensor<[2],ui8>", "!torch.vtensor<[],ui8>",
		`%0 = torch.aten.amax %a, %l0, %false : !torch.vtensor<[2],ui8>, !torch.list<int>, !torch.bool -> !torch.vtensor<[],ui8>`), ints(8, []int64{2}, 200, 100))
	wantI(t, res[0], []int64{}, -56)

	// Reducing an empty dim has no identity: torch.zeros(0, 3).amax(0)
	// raises, while torch.zeros(0, 3).amax(1) is an empty [0].
	wantErr(t, reduceFunc("!torch.vtensor<[0,3],f32>", "!torch.vtensor<[3],f32>",
		`%0 = torch.aten.amax %a, %l0, %false : !torch.vtensor<[0,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[3],f32>`),
		"no identity", f32([]int64{0, 3}))
	res = run(t, reduceFunc("!torch.vtensor<[0,3],f32>", "!torch.vtensor<[0],f32>",
		`%0 = torch.aten.amax %a, %l1, %false : !torch.vtensor<[0,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[0],f32>`), f32([]int64{0, 3}))
	wantF(t, res[0], []int64{0}, 0)
}

func TestMaxMinWhole(t *testing.T) {
	// torch.tensor([[3., -1], [7, 2]]).max() is 7, .min() is -1.
	y := f32([]int64{2, 2}, 3, -1, 7, 2)
	res := run(t, reduceFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.max %a : !torch.vtensor<[2,2],f32> -> !torch.vtensor<[],f32>`), y)
	wantF(t, res[0], []int64{}, 0, 7)
	res = run(t, reduceFunc("!torch.vtensor<[2,2],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.min %a : !torch.vtensor<[2,2],f32> -> !torch.vtensor<[],f32>`), y)
	wantF(t, res[0], []int64{}, 0, -1)
	// Booleans: torch.tensor([False, True]).max() is True.
	res = run(t, reduceFunc("!torch.vtensor<[2],i1>", "!torch.vtensor<[],i1>",
		`%0 = torch.aten.max %a : !torch.vtensor<[2],i1> -> !torch.vtensor<[],i1>`), ints(1, []int64{2}, 0, 1))
	wantI(t, res[0], []int64{}, 1)
	// torch.zeros(0).max() raises.
	wantErr(t, reduceFunc("!torch.vtensor<[0],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.max %a : !torch.vtensor<[0],f32> -> !torch.vtensor<[],f32>`), "no identity", f32([]int64{0}))
}

func TestMaxMinDim(t *testing.T) {
	// torch.tensor([[1., 5, 5], [nan, 2, nan]]).max(1) is values [5, nan],
	// indices [1, 0]: the first of equal maxima, the first NaN.
	y := f32([]int64{2, 3}, 1, 5, 5, nan, 2, nan)
	res := run(t, reduceFuncN("!torch.vtensor<[2,3],f32>", []string{"!torch.vtensor<[2],f32>", "!torch.vtensor<[2],si64>"},
		`%0:2 = torch.aten.max.dim %a, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>`), y)
	wantF(t, res[0], []int64{2}, 0, 5, nan)
	wantI(t, res[1], []int64{2}, 1, 0)

	// torch.tensor([[4, 1], [1, 3]]).min(0, keepdim=True) is values
	// [[1, 1]], indices [[1, 0]].
	res = run(t, reduceFuncN("!torch.vtensor<[2,2],si64>", []string{"!torch.vtensor<[1,2],si64>", "!torch.vtensor<[1,2],si64>"},
		`%0:2 = torch.aten.min.dim %a, %int0, %true : !torch.vtensor<[2,2],si64>, !torch.int, !torch.bool -> !torch.vtensor<[1,2],si64>, !torch.vtensor<[1,2],si64>`),
		ints(64, []int64{2, 2}, 4, 1, 1, 3))
	wantI(t, res[0], []int64{1, 2}, 1, 1)
	wantI(t, res[1], []int64{1, 2}, 1, 0)

	// A rank-0 tensor: torch.tensor(2.).max(0) is (2., 0).
	res = run(t, reduceFuncN("!torch.vtensor<[],f32>", []string{"!torch.vtensor<[],f32>", "!torch.vtensor<[],si64>"},
		`%0:2 = torch.aten.max.dim %a, %int0, %false : !torch.vtensor<[],f32>, !torch.int, !torch.bool -> !torch.vtensor<[],f32>, !torch.vtensor<[],si64>`), f32(nil, 2))
	wantF(t, res[0], []int64{}, 0, 2)
	wantI(t, res[1], []int64{}, 0)

	// torch.zeros(2, 0).max(1) raises.
	wantErr(t, reduceFuncN("!torch.vtensor<[2,0],f32>", []string{"!torch.vtensor<[2],f32>", "!torch.vtensor<[2],si64>"},
		`%0:2 = torch.aten.max.dim %a, %int1, %false : !torch.vtensor<[2,0],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>, !torch.vtensor<[2],si64>`),
		"no identity", f32([]int64{2, 0}))
}

func TestArgmaxArgmin(t *testing.T) {
	y := f32([]int64{2, 3}, 1, 9, 9, 4, 0, 4)
	// y.argmax(1) is [1, 0]; y.argmin(1) is [0, 1].
	res := run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2],si64>",
		`%0 = torch.aten.argmax %a, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],si64>`), y)
	wantI(t, res[0], []int64{2}, 1, 0)
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2],si64>",
		`%0 = torch.aten.argmin %a, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],si64>`), y)
	wantI(t, res[0], []int64{2}, 0, 1)
	// No dim: the index into the flattened tensor, y.argmin() is 4 and
	// y.argmax(keepdim=True) is [[1]].
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[],si64>",
		`%0 = torch.aten.argmin %a, %none, %false : !torch.vtensor<[2,3],f32>, !torch.none, !torch.bool -> !torch.vtensor<[],si64>`), y)
	wantI(t, res[0], []int64{}, 4)
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[1,1],si64>",
		`%0 = torch.aten.argmax %a, %none, %true : !torch.vtensor<[2,3],f32>, !torch.none, !torch.bool -> !torch.vtensor<[1,1],si64>`), y)
	wantI(t, res[0], []int64{1, 1}, 1)
	// Along dim 0 with keepdim, a dynamic input: y.argmax(0,
	// keepdim=True) is [[1, 0, 0]].
	res = run(t, reduceFunc("!torch.vtensor<[?,?],f32>", "!torch.vtensor<[1,?],si64>",
		`%0 = torch.aten.argmax %a, %int0, %true : !torch.vtensor<[?,?],f32>, !torch.int, !torch.bool -> !torch.vtensor<[1,?],si64>`), y)
	wantI(t, res[0], []int64{1, 3}, 1, 0, 0)
	// NaN is the maximum and the minimum: torch.tensor([1., nan,
	// nan]).argmin() is 1.
	res = run(t, reduceFunc("!torch.vtensor<[3],f32>", "!torch.vtensor<[],si64>",
		`%0 = torch.aten.argmin %a, %none, %false : !torch.vtensor<[3],f32>, !torch.none, !torch.bool -> !torch.vtensor<[],si64>`), f32([]int64{3}, 1, nan, nan))
	wantI(t, res[0], []int64{}, 1)
	// torch.zeros(0).argmax() raises.
	wantErr(t, reduceFunc("!torch.vtensor<[0],f32>", "!torch.vtensor<[],si64>",
		`%0 = torch.aten.argmax %a, %none, %false : !torch.vtensor<[0],f32>, !torch.none, !torch.bool -> !torch.vtensor<[],si64>`), "no identity", f32([]int64{0}))
}

func TestAnyAll(t *testing.T) {
	y := f32([]int64{2, 3}, 0, 0, 0, 1, nan, 2)
	// y.any(1) is [False, True]; y.all(1) is [False, True] (NaN is true).
	res := run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2],i1>",
		`%0 = torch.aten.any.dim %a, %int1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],i1>`), y)
	wantI(t, res[0], []int64{2}, 0, 1)
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2],i1>",
		`%0 = torch.aten.all.dim %a, %int-1, %false : !torch.vtensor<[2,3],f32>, !torch.int, !torch.bool -> !torch.vtensor<[2],i1>`), y)
	wantI(t, res[0], []int64{2}, 0, 1)
	// y.any(dim=(0,), keepdim=True) is [[True, True, True]].
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[1,3],i1>",
		`%0 = torch.aten.any.dims %a, %l0, %true : !torch.vtensor<[2,3],f32>, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,3],i1>`), y)
	wantI(t, res[0], []int64{1, 3}, 1, 1, 1)
	// y.any() is True, y.all() is False.
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[],i1>",
		`%0 = torch.aten.any %a : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[],i1>`), y)
	wantI(t, res[0], []int64{}, 1)
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[],i1>",
		`%0 = torch.aten.all %a : !torch.vtensor<[2,3],f32> -> !torch.vtensor<[],i1>`), y)
	wantI(t, res[0], []int64{}, 0)
	// Empty: torch.zeros(0, dtype=torch.bool).any() is False, .all() True.
	res = run(t, reduceFunc("!torch.vtensor<[0],i1>", "!torch.vtensor<[],i1>",
		`%0 = torch.aten.any %a : !torch.vtensor<[0],i1> -> !torch.vtensor<[],i1>`), ints(1, []int64{0}))
	wantI(t, res[0], []int64{}, 0)
	res = run(t, reduceFunc("!torch.vtensor<[0],i1>", "!torch.vtensor<[],i1>",
		`%0 = torch.aten.all %a : !torch.vtensor<[0],i1> -> !torch.vtensor<[],i1>`), ints(1, []int64{0}))
	wantI(t, res[0], []int64{}, 1)
	// uint8 stays uint8: torch.tensor([[0, 7], [0, 0]],
	// dtype=torch.uint8).any(1) is [1, 0] (uint8).
	res = run(t, reduceFunc("!torch.vtensor<[2,2],ui8>", "!torch.vtensor<[2],ui8>",
		`%0 = torch.aten.any.dim %a, %int1, %false : !torch.vtensor<[2,2],ui8>, !torch.int, !torch.bool -> !torch.vtensor<[2],ui8>`), ints(8, []int64{2, 2}, 0, 7, 0, 0))
	wantI(t, res[0], []int64{2}, 1, 0)
}

func TestVarStd(t *testing.T) {
	// y = [[1, 2, 3, 4], [2, 2, 2, 2]]: squared deviations sum to 5 and 0.
	y := f32([]int64{2, 4}, 1, 2, 3, 4, 2, 2, 2, 2)
	in := "!torch.vtensor<[2,4],f32>"
	for _, tc := range []struct {
		name, op, out string
		shape         []int64
		want          []float64
	}{
		// y.var(1, correction=0) is [1.25, 0].
		{"correction 0", `%0 = torch.aten.var.correction %a, %l1, %int0, %false : ` + in + `, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[2],f32>`,
			"!torch.vtensor<[2],f32>", []int64{2}, []float64{1.25, 0}},
		// y.var(1, keepdim=True) (correction 1) is [[5/3], [0]].
		{"correction none", `%0 = torch.aten.var.correction %a, %l1, %none, %true : ` + in + `, !torch.list<int>, !torch.none, !torch.bool -> !torch.vtensor<[2,1],f32>`,
			"!torch.vtensor<[2,1],f32>", []int64{2, 1}, []float64{5.0 / 3, 0}},
		// y.var(dim=None, correction=2): mean 2.25, squared deviations 5.5,
		// over 8-2.
		{"all dims correction 2", `%0 = torch.aten.var.correction %a, %none, %int2, %false : ` + in + `, !torch.none, !torch.int, !torch.bool -> !torch.vtensor<[],f32>`,
			"!torch.vtensor<[],f32>", []int64{}, []float64{5.5 / 6}},
		// y.var(1, unbiased=False) is [1.25, 0].
		{"var.dim biased", `%0 = torch.aten.var.dim %a, %l1, %false, %false : ` + in + `, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[2],f32>`,
			"!torch.vtensor<[2],f32>", []int64{2}, []float64{1.25, 0}},
		// y.var() is 5.5/7.
		{"var", `%0 = torch.aten.var %a, %true : ` + in + `, !torch.bool -> !torch.vtensor<[],f32>`,
			"!torch.vtensor<[],f32>", []int64{}, []float64{5.5 / 7}},
		// y.std(1) is [sqrt(5/3), 0].
		{"std.dim", `%0 = torch.aten.std.dim %a, %l1, %true, %false : ` + in + `, !torch.list<int>, !torch.bool, !torch.bool -> !torch.vtensor<[2],f32>`,
			"!torch.vtensor<[2],f32>", []int64{2}, []float64{math.Sqrt(5.0 / 3), 0}},
		// y.std(0, correction=0) is [0.5, 0, 0.5, 1].
		{"std.correction", `%0 = torch.aten.std.correction %a, %l0, %int0, %false : ` + in + `, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[4],f32>`,
			"!torch.vtensor<[4],f32>", []int64{4}, []float64{0.5, 0, 0.5, 1}},
		// y.std(unbiased=False) is sqrt(5.5/8).
		{"std", `%0 = torch.aten.std %a, %false : ` + in + `, !torch.bool -> !torch.vtensor<[],f32>`,
			"!torch.vtensor<[],f32>", []int64{}, []float64{math.Sqrt(5.5 / 8)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, reduceFunc(in, tc.out, tc.op), y)
			wantF(t, res[0], tc.shape, 1e-6, tc.want...)
		})
	}

	// One element, unbiased: 0/0 is nan (torch.tensor([3.]).var()).
	res := run(t, reduceFunc("!torch.vtensor<[1],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.var %a, %true : !torch.vtensor<[1],f32>, !torch.bool -> !torch.vtensor<[],f32>`), f32([]int64{1}, 3))
	wantF(t, res[0], []int64{}, 0, nan)
	// torch.tensor([1, 2]).var() raises: integers are not supported.
	wantErr(t, reduceFunc("!torch.vtensor<[2],si64>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.var %a, %true : !torch.vtensor<[2],si64>, !torch.bool -> !torch.vtensor<[],f32>`), "floating point", ints(64, []int64{2}, 1, 2))
}

func TestVectorNorm(t *testing.T) {
	// y = [[3, -4, 0], [1, -1, 2]].
	y := f32([]int64{2, 3}, 3, -4, 0, 1, -1, 2)
	in := "!torch.vtensor<[2,3],f32>"
	for _, tc := range []struct {
		name, ord string
		want      []float64
	}{
		// torch.linalg.vector_norm(y, ord, dim=[1]).
		{"2", "%f2", []float64{5, math.Sqrt(6)}},
		{"1", "%f1", []float64{7, 4}},
		{"inf", "%inf", []float64{4, 2}},
		{"-inf", "%ninf", []float64{0, 1}},
		{"0", "%f0", []float64{2, 3}},
		{"3", "%f3", []float64{math.Cbrt(27 + 64), math.Cbrt(1 + 1 + 8)}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := run(t, reduceFunc(in, "!torch.vtensor<[2],f32>", `%f0 = torch.constant.float 0.000000e+00
  %f1 = torch.constant.float 1.000000e+00
  %f2 = torch.constant.float 2.000000e+00
  %f3 = torch.constant.float 3.000000e+00
  %inf = torch.constant.float 0x7FF0000000000000
  %ninf = torch.constant.float 0xFFF0000000000000
  %0 = torch.aten.linalg_vector_norm %a, `+tc.ord+`, %l1, %false, %none : `+in+`, !torch.float, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[2],f32>`), y)
			wantF(t, res[0], []int64{2}, 1e-6, tc.want...)
		})
	}

	// Every dim, keepdim, an int ord: torch.linalg.vector_norm(y, 2,
	// keepdim=True) is [[sqrt(31)]].
	res := run(t, reduceFunc(in, "!torch.vtensor<[1,1],f32>",
		`%0 = torch.aten.linalg_vector_norm %a, %int2, %none, %true, %none : `+in+`, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[1,1],f32>`), y)
	wantF(t, res[0], []int64{1, 1}, 1e-6, math.Sqrt(31))

	// norm.ScalarOpt_dim with p none is the 2-norm: torch.norm(y, dim=[0])
	// is [sqrt(10), sqrt(17), 2].
	res = run(t, reduceFunc(in, "!torch.vtensor<[3],f32>",
		`%0 = torch.aten.norm.ScalarOpt_dim %a, %none, %l0, %false : `+in+`, !torch.none, !torch.list<int>, !torch.bool -> !torch.vtensor<[3],f32>`), y)
	wantF(t, res[0], []int64{3}, 1e-6, math.Sqrt(10), math.Sqrt(17), 2)

	// Empty: the 2-norm of nothing is 0, the inf-norm raises.
	res = run(t, reduceFunc("!torch.vtensor<[0],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_vector_norm %a, %int2, %none, %false, %none : !torch.vtensor<[0],f32>, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`), f32([]int64{0}))
	wantF(t, res[0], []int64{}, 0, 0)
	wantErr(t, reduceFunc("!torch.vtensor<[0],f32>", "!torch.vtensor<[],f32>",
		`%inf = torch.constant.float 0x7FF0000000000000
  %0 = torch.aten.linalg_vector_norm %a, %inf, %none, %false, %none : !torch.vtensor<[0],f32>, !torch.float, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`),
		"no identity", f32([]int64{0}))
	// torch.linalg.vector_norm(torch.tensor([3, 4])) raises: integer input.
	wantErr(t, reduceFunc("!torch.vtensor<[2],si64>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.linalg_vector_norm %a, %int2, %none, %false, %none : !torch.vtensor<[2],si64>, !torch.int, !torch.none, !torch.bool, !torch.none -> !torch.vtensor<[],f32>`),
		"floating point", ints(64, []int64{2}, 3, 4))
}

func TestCumulative(t *testing.T) {
	// x.cumsum(1) is [[1, 3, 6], [4, 9, 15]]; x.cumprod(0) is [[1, 2, 3],
	// [4, 10, 18]].
	res := run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2,3],f32>",
		`%0 = torch.aten.cumsum %a, %int-1, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3],f32>`), x23())
	wantF(t, res[0], []int64{2, 3}, 0, 1, 3, 6, 4, 9, 15)
	res = run(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2,3],f32>",
		`%0 = torch.aten.cumprod %a, %int0, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3],f32>`), x23())
	wantF(t, res[0], []int64{2, 3}, 0, 1, 2, 3, 4, 10, 18)

	// Bools run in int64: torch.tensor([True, False, True]).cumsum(0) is
	// [1, 1, 2].
	res = run(t, reduceFunc("!torch.vtensor<[3],i1>", "!torch.vtensor<[3],si64>",
		`%0 = torch.aten.cumsum %a, %int0, %none : !torch.vtensor<[3],i1>, !torch.int, !torch.none -> !torch.vtensor<[3],si64>`), ints(1, []int64{3}, 1, 0, 1))
	wantI(t, res[0], []int64{3}, 1, 1, 2)
	// dtype converts first: torch.tensor([1, 2, 3]).cumprod(0,
	// dtype=torch.float64) is [1., 2., 6.].
	res = run(t, reduceFunc("!torch.vtensor<[3],si64>", "!torch.vtensor<[3],f64>",
		`%0 = torch.aten.cumprod %a, %int0, %int7 : !torch.vtensor<[3],si64>, !torch.int, !torch.int -> !torch.vtensor<[3],f64>`), ints(64, []int64{3}, 1, 2, 3))
	wantF(t, res[0], []int64{3}, 0, 1, 2, 6)
	// Rank 0 and empty: torch.tensor(5.).cumsum(0) is 5.;
	// torch.zeros(0).cumsum(0) is empty.
	res = run(t, reduceFunc("!torch.vtensor<[],f32>", "!torch.vtensor<[],f32>",
		`%0 = torch.aten.cumsum %a, %int-1, %none : !torch.vtensor<[],f32>, !torch.int, !torch.none -> !torch.vtensor<[],f32>`), f32(nil, 5))
	wantF(t, res[0], []int64{}, 0, 5)
	res = run(t, reduceFunc("!torch.vtensor<[0],f32>", "!torch.vtensor<[0],f32>",
		`%0 = torch.aten.cumsum %a, %int0, %none : !torch.vtensor<[0],f32>, !torch.int, !torch.none -> !torch.vtensor<[0],f32>`), f32([]int64{0}))
	wantF(t, res[0], []int64{0}, 0)
	// x.cumsum(2) raises.
	wantErr(t, reduceFunc("!torch.vtensor<[2,3],f32>", "!torch.vtensor<[2,3],f32>",
		`%0 = torch.aten.cumsum %a, %int2, %none : !torch.vtensor<[2,3],f32>, !torch.int, !torch.none -> !torch.vtensor<[2,3],f32>`), "out of range", x23())
}

// f16 sums round once at the end: torch.tensor([1000., 0.25, 0.25],
// dtype=torch.float16).sum() is 1000.5 (a float16 running sum would stay
// at 1000).
func TestSumF16RoundsOnce(t *testing.T) {
	res := run(t, reduceFunc("!torch.vtensor<[3],f16>", "!torch.vtensor<[],f16>",
		`%0 = torch.aten.sum %a, %none : !torch.vtensor<[3],f16>, !torch.none -> !torch.vtensor<[],f16>`), floats(f16Type, []int64{3}, 1000, 0.25, 0.25))
	wantF(t, res[0], []int64{}, 0, 1000.5)
	// And float64 stays exact: torch.tensor([0.1, 0.2],
	// dtype=torch.float64).sum() is 0.30000000000000004.
	res = run(t, reduceFunc("!torch.vtensor<[2],f64>", "!torch.vtensor<[],f64>",
		`%0 = torch.aten.sum %a, %none : !torch.vtensor<[2],f64>, !torch.none -> !torch.vtensor<[],f64>`), floats(f64Type, []int64{2}, 0.1, 0.2))
	tenth, fifth := 0.1, 0.2 // variables: Go's constant arithmetic is exact
	wantF(t, res[0], []int64{}, 0, tenth+fifth)
}

// Reduced dims around a kept one: z = torch.arange(24.).reshape(2, 3, 4),
// element (i, j, k) = 12i + 4j + k.
func TestReduceNonAdjacentDims(t *testing.T) {
	vals := make([]float64, 24)
	for i := range vals {
		vals[i] = float64(i)
	}
	z := f32([]int64{2, 3, 4}, vals...)
	in := "!torch.vtensor<[2,3,4],f32>"
	// z.sum(dim=[0, 2]) is [60, 92, 124].
	res := run(t, reduceFunc(in, "!torch.vtensor<[3],f32>", `%d = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.sum.dim_IntList %a, %d, %false, %none : `+in+`, !torch.list<int>, !torch.bool, !torch.none -> !torch.vtensor<[3],f32>`), z)
	wantF(t, res[0], []int64{3}, 0, 60, 92, 124)
	// z.amax(dim=[2, 0], keepdim=True) is [[[15], [19], [23]]].
	res = run(t, reduceFunc(in, "!torch.vtensor<[1,3,1],f32>", `%d = torch.prim.ListConstruct %int2, %int0 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.amax %a, %d, %true : `+in+`, !torch.list<int>, !torch.bool -> !torch.vtensor<[1,3,1],f32>`), z)
	wantF(t, res[0], []int64{1, 3, 1}, 0, 15, 19, 23)
	// z.var(dim=[0, 2], correction=0): the 8 values 4j + {0..3} and
	// 12 + 4j + {0..3} have variance 36 + 1.25.
	res = run(t, reduceFunc(in, "!torch.vtensor<[3],f32>", `%d = torch.prim.ListConstruct %int0, %int2 : (!torch.int, !torch.int) -> !torch.list<int>
  %0 = torch.aten.var.correction %a, %d, %int0, %false : `+in+`, !torch.list<int>, !torch.int, !torch.bool -> !torch.vtensor<[3],f32>`), z)
	wantF(t, res[0], []int64{3}, 1e-6, 37.25, 37.25, 37.25)
	// z.min(1) is values z[:, 0, :], indices 0; z.argmax(1) is 2 everywhere.
	res = run(t, reduceFuncN(in, []string{"!torch.vtensor<[2,4],f32>", "!torch.vtensor<[2,4],si64>"},
		`%0:2 = torch.aten.min.dim %a, %int1, %false : `+in+`, !torch.int, !torch.bool -> !torch.vtensor<[2,4],f32>, !torch.vtensor<[2,4],si64>`), z)
	wantF(t, res[0], []int64{2, 4}, 0, 0, 1, 2, 3, 12, 13, 14, 15)
	wantI(t, res[1], []int64{2, 4}, 0, 0, 0, 0, 0, 0, 0, 0)
	res = run(t, reduceFunc(in, "!torch.vtensor<[2,4],si64>",
		`%0 = torch.aten.argmax %a, %int1, %false : `+in+`, !torch.int, !torch.bool -> !torch.vtensor<[2,4],si64>`), z)
	wantI(t, res[0], []int64{2, 4}, 2, 2, 2, 2, 2, 2, 2, 2)
	// Along the middle dim: z.cumsum(1)[1, :, 0] is [12, 28, 48].
	res = run(t, reduceFunc(in, "!torch.vtensor<[2,3,4],f32>",
		`%0 = torch.aten.cumsum %a, %int1, %none : `+in+`, !torch.int, !torch.none -> !torch.vtensor<[2,3,4],f32>`), z)
	got := res[0].Tensor()
	for j, want := range []float64{12, 28, 48} {
		if g := got.Float(int64(12 + 4*j)); g != want {
			t.Errorf("cumsum[1, %d, 0] = %v, want %v", j, g, want)
		}
	}
}
