package torchexec_test

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/dialects/torch/torchexec"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The expected values below are PyTorch's (2.11, CPU) where a Python
// expression is quoted, else computed from the op's definition in double
// precision.

// add.Tensor broadcasts [2,1] with [3] and scales by alpha:
// torch.add(torch.tensor([[1.],[2.]]), torch.tensor([1.,2.,3.]), alpha=2)
// is [[3,5,7],[4,6,8]].
func TestAddBroadcastAlpha(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2,1],f32>, %b: !torch.vtensor<[3],f32>) -> !torch.vtensor<[2,3],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.add.Tensor %a, %b, %int2 : !torch.vtensor<[2,1],f32>, !torch.vtensor<[3],f32>, !torch.int -> !torch.vtensor<[2,3],f32>
  return %0 : !torch.vtensor<[2,3],f32>
}`, f32([]int64{2, 1}, 1, 2), f32([]int64{3}, 1, 2, 3))
	wantF(t, res[0], []int64{2, 3}, 0, 3, 5, 7, 4, 6, 8)
}

// An si64 tensor compared with a float scalar promotes to float:
// torch.tensor([0, 1, 2]) > 0.5 is [False, True, True].
func TestCompareIntWithFloatScalar(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[3],si64>) -> !torch.vtensor<[3],i1> {
  %half = torch.constant.float 5.000000e-01
  %0 = torch.aten.gt.Scalar %a, %half : !torch.vtensor<[3],si64>, !torch.float -> !torch.vtensor<[3],i1>
  return %0 : !torch.vtensor<[3],i1>
}`, ints(64, []int64{3}, 0, 1, 2))
	wantI(t, res[0], []int64{3}, 0, 1, 1)
}

// True division of integers gives floats: torch.tensor([1, 3]) / 2 is
// [0.5, 1.5].
func TestDivIntegersIsTrueDivision(t *testing.T) {
	res := run(t, `func.func @f(%a: !torch.vtensor<[2],si64>) -> !torch.vtensor<[2],f32> {
  %int2 = torch.constant.int 2
  %0 = torch.aten.div.Scalar %a, %int2 : !torch.vtensor<[2],si64>, !torch.int -> !torch.vtensor<[2],f32>
  return %0 : !torch.vtensor<[2],f32>
}`, ints(64, []int64{2}, 1, 3))
	wantF(t, res[0], []int64{2}, 0, 0.5, 1.5)
}

// A result shape that contradicts the static type is an error, not a
// silent wrong answer.
func TestShapeMismatchIsReported(t *testing.T) {
	wantErr(t, `func.func @f(%a: !torch.vtensor<[?],f32>, %b: !torch.vtensor<[?],f32>) -> !torch.vtensor<[?],f32> {
  %int1 = torch.constant.int 1
  %0 = torch.aten.add.Tensor %a, %b, %int1 : !torch.vtensor<[?],f32>, !torch.vtensor<[?],f32>, !torch.int -> !torch.vtensor<[?],f32>
  return %0 : !torch.vtensor<[?],f32>
}`, "do not broadcast", f32([]int64{2}, 1, 2), f32([]int64{3}, 1, 2, 3))
}

// ---- a harness for one-op functions ----

// ewOperand is one argument of the op under test, passed to @f.
type ewOperand struct {
	typ string
	val exec.Value
}

// T is a tensor ewOperand: typ is the vtensor's body ("[2,3],f32").
func tn(typ string, v exec.Value) ewOperand { return ewOperand{"!torch.vtensor<" + typ + ">", v} }

// Python scalars, none, strings and int lists.
func in(v int64) ewOperand   { return ewOperand{"!torch.int", exec.Int(v)} }
func fl(v float64) ewOperand { return ewOperand{"!torch.float", exec.Float(v)} }
func bo(v bool) ewOperand    { return ewOperand{"!torch.bool", exec.Bool(v)} }

// untyped is a tensor operand of type !torch.vtensor (no sizes, no
// dtype), which keeps the verifier's shape functions from checking the
// result type: for the cases where they disagree with PyTorch.
func untyped(v exec.Value) ewOperand { return ewOperand{"!torch.vtensor", v} }

func device(name string) ewOperand { return ewOperand{"!torch.Device", exec.Value{Ref: name}} }
func none() ewOperand              { return ewOperand{"!torch.none", exec.Value{Ref: torchexec.None{}}} }
func str(v string) ewOperand       { return ewOperand{"!torch.str", exec.Value{Ref: v}} }
func list(vs ...int64) ewOperand {
	l := torchexec.List{}
	for _, v := range vs {
		l = append(l, exec.Int(v))
	}
	return ewOperand{"!torch.list<int>", exec.Value{Ref: &l}}
}

// ewSrc is a function applying op to its arguments, with results of the
// given vtensor bodies.
func ewSrc(op string, results []string, ops []ewOperand) string {
	var params, names, types, rnames, rtypes []string
	for i, o := range ops {
		params = append(params, fmt.Sprintf("%%a%d: %s", i, o.typ))
		names = append(names, fmt.Sprintf("%%a%d", i))
		types = append(types, o.typ)
	}
	for i, r := range results {
		rnames = append(rnames, fmt.Sprintf("%%r#%d", i))
		rtypes = append(rtypes, "!torch.vtensor<"+r+">")
	}
	res := "%r"
	if len(results) > 1 {
		res = fmt.Sprintf("%%r:%d", len(results))
	} else {
		rnames = []string{"%r"}
	}
	return fmt.Sprintf("func.func @f(%s) -> (%s) {\n  %s = %s %s : %s -> %s\n  return %s : %s\n}",
		strings.Join(params, ", "), strings.Join(rtypes, ", "), res, op, strings.Join(names, ", "),
		strings.Join(types, ", "), strings.Join(rtypes, ", "), strings.Join(rnames, ", "), strings.Join(rtypes, ", "))
}

func ewValues(ops []ewOperand) []exec.Value {
	vs := make([]exec.Value, len(ops))
	for i, o := range ops {
		vs[i] = o.val
	}
	return vs
}

// apply runs op on the operands; its result is a vtensor of body result.
func ewApply(t *testing.T, op, result string, ops ...ewOperand) exec.Value {
	t.Helper()
	return run(t, ewSrc(op, []string{result}, ops), ewValues(ops)...)[0]
}

// ewApplyErr checks that op on the operands fails with msg.
func ewApplyErr(t *testing.T, msg, op, result string, ops ...ewOperand) {
	t.Helper()
	wantErr(t, ewSrc(op, []string{result}, ops), msg, ewValues(ops)...)
}

// floats is a float tensor of kind k (elements rounded to it).
func ewFloats(k ir.FloatKind, shape []int64, vals ...float64) exec.Value {
	ctx := ir.NewContext()
	t := exec.NewTensor(ctx.FloatType(k), shape)
	for i, v := range vals {
		t.SetFloat(int64(i), exec.Round(k, v))
	}
	return exec.Value{Ref: t}
}

func f64s(shape []int64, vals ...float64) exec.Value { return ewFloats(ir.F64, shape, vals...) }
func f16s(shape []int64, vals ...float64) exec.Value { return ewFloats(ir.F16, shape, vals...) }

func boolT(vals ...bool) exec.Value {
	is := make([]int64, len(vals))
	for i, b := range vals {
		if b {
			is[i] = 1
		}
	}
	return ints(1, []int64{int64(len(vals))}, is...)
}

func vec(n int) []int64 { return []int64{int64(n)} }

var (
	ewNaN   = math.NaN()
	ewInf   = math.Inf(1)
	negZero = math.Copysign(0, -1)
)

// wantExact checks float elements exactly, the sign of zero included.
func wantExact(t *testing.T, v exec.Value, want ...float64) {
	t.Helper()
	got := v.Tensor()
	if got == nil || !got.IsFloat() || got.Len() != int64(len(want)) {
		t.Fatalf("got %v, want %d float elements", v, len(want))
	}
	for i, w := range want {
		g := got.Float(int64(i))
		if math.IsNaN(w) && math.IsNaN(g) {
			continue
		}
		if g != w || math.Signbit(g) != math.Signbit(w) {
			t.Errorf("element %d: got %v, want %v", i, g, w)
		}
	}
}

// ---- floating-point functions ----

// The unary float functions, on f32 inputs; integer inputs give float
// results (torch.exp2(torch.tensor([3, -1])) is [8., 0.5]).
func TestUnaryFloatFunctions(t *testing.T) {
	for _, c := range []struct {
		op       string
		in, want []float64
	}{
		{"exp", []float64{0, 1, -ewInf}, []float64{1, math.E, 0}},
		{"exp2", []float64{3, -1}, []float64{8, 0.5}},
		{"expm1", []float64{1e-10, 0}, []float64{1.000000013351432e-10, 0}},
		{"log", []float64{1, math.E, 0, -1}, []float64{0, 1, -ewInf, ewNaN}},
		{"log2", []float64{8, 0.25}, []float64{3, -2}},
		{"log10", []float64{1000, 0.01}, []float64{3, -2}},
		{"log1p", []float64{0, math.E - 1}, []float64{0, 1}},
		{"sqrt", []float64{4, 2, -1}, []float64{2, math.Sqrt2, ewNaN}},
		// torch.rsqrt(torch.tensor([0.0, -0.0, 4.0, -1.0, ewInf])) is
		// [ewInf, -ewInf, 0.5, ewNaN, 0].
		{"rsqrt", []float64{0, negZero, 4, -1, ewInf}, []float64{ewInf, -ewInf, 0.5, ewNaN, 0}},
		{"reciprocal", []float64{4, 0, negZero}, []float64{0.25, ewInf, -ewInf}},
		{"sin", []float64{math.Pi / 2, 0}, []float64{1, 0}},
		{"cos", []float64{0, math.Pi}, []float64{1, -1}},
		{"tan", []float64{math.Pi / 4}, []float64{1}},
		{"asin", []float64{1, 2}, []float64{math.Pi / 2, ewNaN}},
		{"acos", []float64{0, 1}, []float64{math.Pi / 2, 0}},
		{"atan", []float64{1, ewInf}, []float64{math.Pi / 4, math.Pi / 2}},
		{"sinh", []float64{1}, []float64{1.1752011936438014}},
		{"cosh", []float64{1}, []float64{1.5430806348152437}},
		{"tanh", []float64{1, ewInf}, []float64{0.7615941559557649, 1}},
		{"asinh", []float64{1}, []float64{0.881373587019543}},
		// torch.acosh(torch.tensor([0.5, 1.0])) is [ewNaN, 0].
		{"acosh", []float64{0.5, 1, 2}, []float64{ewNaN, 0, 1.3169578969248166}},
		{"atanh", []float64{0.5, 1}, []float64{0.5493061443340549, ewInf}},
		{"erf", []float64{0, 1, -ewInf}, []float64{0, 0.8427007794380188, -1}},
		// torch.sigmoid(torch.tensor([-1000., 1000., ewNaN])) is [0, 1, ewNaN].
		{"sigmoid", []float64{0, 1, -1000, 1000, ewNaN}, []float64{0.5, 0.7310585786300049, 0, 1, ewNaN}},
		// F.logsigmoid(torch.tensor([-1000., -1., 0., 1., 1000., ewNaN])).
		{"log_sigmoid", []float64{-1000, -1, 0, 1, 1000, ewNaN}, []float64{-1000, -1.3132617473602295, -0.6931471824645996, -0.3132616877555847, 0, ewNaN}},
	} {
		t.Run(c.op, func(t *testing.T) {
			typ := fmt.Sprintf("[%d],f32", len(c.in))
			res := ewApply(t, "torch.aten."+c.op, typ, tn(typ, f32(vec(len(c.in)), c.in...)))
			wantF(t, res, vec(len(c.in)), 1e-6, c.want...)
		})
	}
	// Integers promote to the default float dtype.
	res := ewApply(t, "torch.aten.exp2", "[2],f32", tn("[2],si64", ints(64, vec(2), 3, -1)))
	wantF(t, res, vec(2), 0, 8, 0.5)
	// torch.reciprocal(torch.tensor([0, 2])) is [ewInf, 0.5].
	res = ewApply(t, "torch.aten.reciprocal", "[2],f32", tn("[2],si32", ints(32, vec(2), 0, 2)))
	wantF(t, res, vec(2), 0, ewInf, 0.5)
	// torch.erf(torch.tensor([True])) is [0.8427].
	res = ewApply(t, "torch.aten.erf", "[1],f32", tn("[1],i1", boolT(true)))
	wantF(t, res, vec(1), 1e-7, 0.8427007794380188)
}

// f32 results are the f64 results rounded once, so they are exact for
// sqrt; rsqrt rounds the square root first, as PyTorch's 1/sqrt(x).
func TestFloat32Rounding(t *testing.T) {
	res := ewApply(t, "torch.aten.sqrt", "[1],f32", tn("[1],f32", f32(vec(1), 2)))
	wantExact(t, res, float64(float32(math.Sqrt2)))
	x := float64(float32(3.3))
	res = ewApply(t, "torch.aten.rsqrt", "[1],f32", tn("[1],f32", f32(vec(1), x)))
	wantExact(t, res, float64(1/float32(math.Sqrt(x))))
	// f16: F.hardsigmoid(torch.tensor([0.1, 1.1, 2.3], dtype=torch.half))
	// is [0.5166015625, 0.68310546875, 0.88330078125].
	res = ewApply(t, "torch.aten.hardsigmoid", "[3],f16", tn("[3],f16", f16s(vec(3), 0.1, 1.1, 2.3)))
	wantExact(t, res, 0.5166015625, 0.68310546875, 0.88330078125)
	// F.gelu(torch.tensor([1.0, -1.5], dtype=torch.half)) is
	// [0.84130859375, -0.1002197265625].
	res = ewApply(t, "torch.aten.gelu", "[2],f16", tn("[2],f16", f16s(vec(2), 1, -1.5)), str("none"))
	wantExact(t, res, 0.84130859375, -0.1002197265625)
}

// ---- activations ----

func TestActivations(t *testing.T) {
	x := []float64{-3, -0.5, 0, 1, 3}
	xs := tn("[5],f32", f32(vec(5), x...))
	for _, c := range []struct {
		name string
		op   string
		args []ewOperand
		want []float64
	}{
		// F.gelu(torch.tensor([-3., -0.5, 0., 1., 3.])).
		{"gelu", "gelu", []ewOperand{str("none")}, []float64{-0.004050225019454956, -0.1542687714099884, 0, 0.8413447141647339, 2.9959497451782227}},
		// F.gelu(..., approximate='tanh').
		{"gelu tanh", "gelu", []ewOperand{str("tanh")}, []float64{-0.0036374330520629883, -0.1542859971523285, 0, 0.8411920070648193, 2.9963626861572266}},
		// F.silu: x*sigmoid(x).
		{"silu", "silu", nil, []float64{-0.14227761953270035, -0.1887703343990727, 0, 0.7310585786300049, 2.8577223804672998}},
		// F.mish: x*tanh(softplus(x)).
		{"mish", "mish", nil, []float64{-0.1456474612756246, -0.22074377465173, 0, 0.8650983882673103, 2.9865350049679575}},
		// F.softplus(x, beta=2, threshold=3): x where 2x > 3.
		{"softplus", "softplus", []ewOperand{in(2), in(3)}, []float64{0.0012378425688652247, 0.15663084375911143, 0.34657359027997264, 1.0634640055214863, 3}},
		// torch.ops.aten.elu(x, 1.5, 2.0, 0.5).
		{"elu", "elu", []ewOperand{fl(1.5), fl(2), fl(0.5)}, []float64{-2.3306095195547107, -0.6635976507857854, 0, 2, 6}},
		// torch.celu(x, 0.5).
		{"celu", "celu", []ewOperand{fl(0.5)}, []float64{-0.4987606239116668, -0.31606027941427883, 0, 1, 3}},
		// F.leaky_relu(x, 0.1).
		{"leaky_relu", "leaky_relu", []ewOperand{fl(0.1)}, []float64{-0.3, -0.05, 0, 1, 3}},
		// F.hardsigmoid: relu6(x+3)/6.
		{"hardsigmoid", "hardsigmoid", nil, []float64{0, 0.41666666, 0.5, 0.6666667, 1}},
		// F.hardswish: x*relu6(x+3)/6.
		{"hardswish", "hardswish", nil, []float64{0, -0.20833333, 0, 0.6666667, 3}},
		{"relu", "relu", nil, []float64{0, 0, 0, 1, 3}},
		{"relu6", "relu6", nil, []float64{0, 0, 0, 1, 3}},
		// F.hardtanh(x, -1, 2).
		{"hardtanh", "hardtanh", []ewOperand{in(-1), in(2)}, []float64{-1, -0.5, 0, 1, 2}},
		// F.threshold(x, 0.5, -7): -7 where x <= 0.5.
		{"threshold", "threshold", []ewOperand{fl(0.5), fl(-7)}, []float64{-7, -7, -7, 1, 3}},
	} {
		t.Run(c.name, func(t *testing.T) {
			res := ewApply(t, "torch.aten."+c.op, "[5],f32", append([]ewOperand{xs}, c.args...)...)
			wantF(t, res, vec(5), 1e-6, c.want...)
		})
	}
}

// The activations keep NaN and -0 as PyTorch does:
// torch.relu(torch.tensor([ewNaN, -0., 0., -2.5, 2.5, ewInf, -ewInf])) is
// [ewNaN, -0., 0., 0., 2.5, ewInf, 0.], and likewise for the others.
func TestActivationsNaNAndSignedZero(t *testing.T) {
	x := []float64{ewNaN, negZero, 0, -2.5, 2.5, ewInf, -ewInf}
	xs := tn("[7],f32", f32(vec(7), x...))
	for _, c := range []struct {
		op   string
		args []ewOperand
		want []float64
	}{
		{"relu", nil, []float64{ewNaN, negZero, 0, 0, 2.5, ewInf, 0}},
		{"relu6", nil, []float64{ewNaN, negZero, 0, 0, 2.5, 6, 0}},
		{"hardtanh", []ewOperand{in(-1), in(1)}, []float64{ewNaN, negZero, 0, -1, 1, 1, -1}},
		{"leaky_relu", []ewOperand{fl(0.01)}, []float64{ewNaN, negZero, 0, float64(float32(-2.5 * float64(float32(0.01)))), 2.5, ewInf, -ewInf}},
		{"hardswish", nil, []float64{ewNaN, negZero, 0, float64(float32(-0.2083333283662796)), float64(float32(2.2916667461395264)), ewInf, ewNaN}},
		{"sign", nil, []float64{0, 0, 0, -1, 1, 1, -1}},
		// F.threshold(x, 2., -7.): NaN <= 2 is false, NaN stays.
		{"threshold", []ewOperand{fl(2), fl(-7)}, []float64{ewNaN, -7, -7, -7, 2.5, ewInf, -7}},
	} {
		t.Run(c.op, func(t *testing.T) {
			res := ewApply(t, "torch.aten."+c.op, "[7],f32", append([]ewOperand{xs}, c.args...)...)
			wantExact(t, res, c.want...)
		})
	}
}

func TestActivationErrors(t *testing.T) {
	xs := tn("[1],f32", f32(vec(1), 1))
	// torch.ops.aten.gelu(x, approximate='foo') raises.
	ewApplyErr(t, "must be either none or tanh", "torch.aten.gelu", "[1],f32", xs, str("foo"))
	// torch.celu(x, 0.0) raises ZeroDivisionError.
	ewApplyErr(t, "alpha cannot be 0", "torch.aten.celu", "[1],f32", xs, fl(0))
	// F.gelu(torch.tensor([1, 2])): not implemented for 'Long'.
	ewApplyErr(t, "not implemented for 'Long'", "torch.aten.gelu", "[2],si64", tn("[2],si64", ints(64, vec(2), 1, 2)), str("none"))
	ewApplyErr(t, "not implemented for 'Long'", "torch.aten.silu", "[2],si64", tn("[2],si64", ints(64, vec(2), 1, 2)))
	// torch.relu(torch.tensor([True])): Boolean inputs not supported.
	ewApplyErr(t, "logical_not", "torch.aten.relu", "[1],i1", tn("[1],i1", boolT(true)))
}

// Integer activations that PyTorch implements: relu, hardtanh, threshold.
func TestIntegerActivations(t *testing.T) {
	x := tn("[3],si64", ints(64, vec(3), -5, 0, 5))
	wantI(t, ewApply(t, "torch.aten.relu", "[3],si64", x), vec(3), 0, 0, 5)
	// F.hardtanh(torch.tensor([-5, 0, 5]), -2, 3) is [-2, 0, 3].
	wantI(t, ewApply(t, "torch.aten.hardtanh", "[3],si64", x, in(-2), in(3)), vec(3), -2, 0, 3)
	// F.threshold(torch.tensor([-5, 0, 5]), 0.5, 9) is [9, 9, 5].
	wantI(t, ewApply(t, "torch.aten.threshold", "[3],si64", x, fl(0.5), in(9)), vec(3), 9, 9, 5)
	wantI(t, ewApply(t, "torch.aten.relu6", "[3],si8", tn("[3],si8", ints(8, vec(3), -5, 3, 100))), vec(3), 0, 3, 6)
}

// ---- min, max, clamp ----

// torch.maximum(torch.tensor([ewNaN, 1., 2.]), torch.tensor([1., ewNaN, 3.]))
// is [ewNaN, ewNaN, 3.]: NaN propagates.
func TestMaximumMinimum(t *testing.T) {
	a := tn("[3],f32", f32(vec(3), ewNaN, 1, 2))
	b := tn("[3],f32", f32(vec(3), 1, ewNaN, 3))
	wantF(t, ewApply(t, "torch.aten.maximum", "[3],f32", a, b), vec(3), 0, ewNaN, ewNaN, 3)
	wantF(t, ewApply(t, "torch.aten.minimum", "[3],f32", a, b), vec(3), 0, ewNaN, ewNaN, 2)
	// Integers and bools; an int and a float tensor promote:
	// torch.maximum(torch.tensor([1, 5]), torch.tensor([2.5, 2.5])) is
	// [2.5, 5.].
	ia := tn("[2],si64", ints(64, vec(2), 1, 5))
	wantF(t, ewApply(t, "torch.aten.maximum", "[2],f32", ia, tn("[2],f32", f32(vec(2), 2.5, 2.5))), vec(2), 0, 2.5, 5)
	wantI(t, ewApply(t, "torch.aten.minimum", "[2],si64", ia, tn("[2],si64", ints(64, vec(2), 3, 3))), vec(2), 1, 3)
	// torch.maximum(tensor([True, True, False]), tensor([True, False, False])).
	wantI(t, ewApply(t, "torch.aten.maximum", "[3],i1", tn("[3],i1", boolT(true, true, false)), tn("[3],i1", boolT(true, false, false))), vec(3), 1, 1, 0)
	// uint8 compares unsigned: torch.maximum of 200 and 100 is 200.
	wantI(t, ewApply(t, "torch.aten.maximum", "[1],ui8", tn("[1],ui8", ints(8, vec(1), 200)), tn("[1],ui8", ints(8, vec(1), 100))), vec(1), -56)
}

func TestClamp(t *testing.T) {
	x := tn("[4],f32", f32(vec(4), ewNaN, 1, 3, 5))
	// torch.clamp(x, 2., 4.) is [ewNaN, 2., 3., 4.].
	wantF(t, ewApply(t, "torch.aten.clamp", "[4],f32", x, fl(2), fl(4)), vec(4), 0, ewNaN, 2, 3, 4)
	// One bound may be none (mobilenet's relu6 is clamp(x, 0, None)
	// then clamp(x, None, 6)).
	wantF(t, ewApply(t, "torch.aten.clamp", "[4],f32", x, in(2), none()), vec(4), 0, ewNaN, 2, 3, 5)
	wantF(t, ewApply(t, "torch.aten.clamp", "[4],f32", x, none(), in(2)), vec(4), 0, ewNaN, 1, 2, 2)
	// torch.clamp(torch.tensor([1., 3., 5.]), 4., 2.) is [2., 2., 2.]:
	// min above max gives max.
	wantF(t, ewApply(t, "torch.aten.clamp", "[4],f32", x, fl(4), fl(2)), vec(4), 0, ewNaN, 2, 2, 2)
	// torch.clamp(x, min=ewNaN) leaves x: comparisons with NaN are false.
	wantF(t, ewApply(t, "torch.aten.clamp", "[4],f32", x, fl(ewNaN), none()), vec(4), 0, ewNaN, 1, 3, 5)
	// Integer tensors with float bounds promote:
	// torch.clamp(torch.tensor([1, 5, 9]), 2.5, 7.5) is [2.5, 5., 7.5].
	wantF(t, ewApply(t, "torch.aten.clamp", "[3],f32", tn("[3],si64", ints(64, vec(3), 1, 5, 9)), fl(2.5), fl(7.5)), vec(3), 0, 2.5, 5, 7.5)
	// torch.clamp(torch.tensor([1, 200, 9], dtype=torch.uint8), 2, 150)
	// is [2, 150, 9].
	wantI(t, ewApply(t, "torch.aten.clamp", "[3],ui8", tn("[3],ui8", ints(8, vec(3), 1, 200, 9)), in(2), in(150)), vec(3), 2, -106, 9) // 150 as uint8
	ewApplyErr(t, "at least one of 'min' or 'max'", "torch.aten.clamp", "[4],f32", x, none(), none())
}

// clamp.Tensor: bounds broadcast; a NaN bound gives NaN:
// torch.clamp(torch.tensor([ewNaN, 1., 5.]), min=torch.tensor([0., ewNaN, 0.]))
// is [ewNaN, ewNaN, 5.].
func TestClampTensor(t *testing.T) {
	x := tn("[3],f32", f32(vec(3), ewNaN, 1, 5))
	lo := tn("[3],f32", f32(vec(3), 0, ewNaN, 0))
	wantF(t, ewApply(t, "torch.aten.clamp.Tensor", "[3],f32", x, lo, none()), vec(3), 0, ewNaN, ewNaN, 5)
	hi := tn("[2,1],f32", f32([]int64{2, 1}, 2, 4))
	wantF(t, ewApply(t, "torch.aten.clamp.Tensor", "[2,3],f32", x, none(), hi), []int64{2, 3}, 0, ewNaN, 1, 2, ewNaN, 1, 4)
}

// ---- arithmetic ----

// Integer arithmetic wraps at the dtype's width:
// torch.tensor([127], dtype=torch.int8) + 1 is [-128].
func TestIntegerArithmetic(t *testing.T) {
	wantI(t, ewApply(t, "torch.aten.add.Scalar", "[1],si8", tn("[1],si8", ints(8, vec(1), 127)), in(1), in(1)), vec(1), -128)
	// torch.sub(torch.tensor([10]), torch.tensor([3]), alpha=3) is [1].
	a, b := tn("[1],si64", ints(64, vec(1), 10)), tn("[1],si64", ints(64, vec(1), 3))
	wantI(t, ewApply(t, "torch.aten.sub.Tensor", "[1],si64", a, b, in(3)), vec(1), 1)
	// torch.rsub(a, b, alpha=2) is b - 2a = -17.
	wantI(t, ewApply(t, "torch.aten.rsub.Tensor", "[1],si64", a, b, in(2)), vec(1), -17)
	wantI(t, ewApply(t, "torch.aten.rsub.Scalar", "[1],si64", a, in(4), in(1)), vec(1), -6)
	wantI(t, ewApply(t, "torch.aten.mul.Tensor", "[1],si64", a, b), vec(1), 30)
	// torch.square(torch.tensor([100], dtype=torch.int8)) is [16].
	wantI(t, ewApply(t, "torch.aten.square", "[1],si8", tn("[1],si8", ints(8, vec(1), 100))), vec(1), 16)
	// torch.abs(torch.tensor([-128], dtype=torch.int8)) is [-128].
	wantI(t, ewApply(t, "torch.aten.abs", "[2],si8", tn("[2],si8", ints(8, vec(2), -128, -3))), vec(2), -128, 3)
	// -torch.tensor([1, 0], dtype=torch.uint8) is [255, 0].
	wantI(t, ewApply(t, "torch.aten.neg", "[2],ui8", tn("[2],ui8", ints(8, vec(2), 1, 0))), vec(2), -1, 0)
	// torch.sign(torch.tensor([-5, 0, 7])) is [-1, 0, 1].
	wantI(t, ewApply(t, "torch.aten.sign", "[3],si64", tn("[3],si64", ints(64, vec(3), -5, 0, 7))), vec(3), -1, 0, 1)
	// torch.add(torch.tensor([1, 2]), torch.tensor([1, 2]), alpha=2.5)
	// raises: no float alpha for integral tensors.
	ewApplyErr(t, "alpha must not be a floating point number", "torch.aten.add.Tensor", "[1],si64", a, b, fl(2.5))
	// torch.add(torch.tensor([1.]), torch.tensor([1.]), alpha=True) raises.
	fa := tn("[1],f32", f32(vec(1), 1))
	ewApplyErr(t, "boolean alpha", "torch.aten.add.Tensor", "[1],f32", fa, fa, bo(true))
}

// Bool arithmetic: + is or, * is and, - and unary - are errors, / is
// true division: torch.tensor([True, True, False]) / torch.tensor([True,
// False, False]) is [1., ewInf, ewNaN].
func TestBoolArithmetic(t *testing.T) {
	a := tn("[3],i1", boolT(true, true, false))
	b := tn("[3],i1", boolT(true, false, false))
	wantI(t, ewApply(t, "torch.aten.add.Tensor", "[3],i1", a, b, in(1)), vec(3), 1, 1, 0)
	wantI(t, ewApply(t, "torch.aten.add.Tensor", "[3],i1", a, b, bo(true)), vec(3), 1, 1, 0)
	wantI(t, ewApply(t, "torch.aten.mul.Tensor", "[3],i1", a, b), vec(3), 1, 0, 0)
	wantF(t, ewApply(t, "torch.aten.div.Tensor", "[3],f32", a, b), vec(3), 0, 1, ewInf, ewNaN)
	// torch.tensor([True, False]) + 2 is [3, 2] (an int scalar promotes a
	// bool tensor).
	wantI(t, ewApply(t, "torch.aten.add.Scalar", "[3],si64", a, in(2), in(1)), vec(3), 3, 3, 2)
	ewApplyErr(t, "two bool tensors", "torch.aten.sub.Tensor", "[3],i1", a, b, in(1))
	ewApplyErr(t, "with a bool tensor", "torch.aten.sub.Scalar", "[3],si64", a, in(1), in(1))
	ewApplyErr(t, "with a bool tensor", "torch.aten.rsub.Scalar", "[3],si64", a, in(1), in(1))
	ewApplyErr(t, "logical_not", "torch.aten.neg", "[3],i1", a)
	ewApplyErr(t, "not implemented for 'Bool'", "torch.aten.abs", "[3],i1", a)
	// torch.sign(torch.tensor([True, False])) is [True, False].
	wantI(t, ewApply(t, "torch.aten.sign", "[3],i1", a), vec(3), 1, 1, 0)
}

// Python scalars take part in type promotion only across categories: an
// int tensor plus a float gives the default float dtype
// (torch.tensor([1]) + 0.5 is tensor([1.5])), an f16 tensor plus a float
// stays f16.
func TestPythonScalarPromotion(t *testing.T) {
	wantF(t, ewApply(t, "torch.aten.add.Scalar", "[1],f32", tn("[1],si64", ints(64, vec(1), 1)), fl(0.5), in(1)), vec(1), 0, 1.5)
	// f16 * Python float: PyTorch's CPU mul reads the scalar in float32
	// (not rounded to f16 first): torch.tensor([1000.], dtype=torch.half)
	// * 1e-5 is 0.010002136 (with the scalar rounded to f16 it would be
	// 0.010009766).
	res := ewApply(t, "torch.aten.mul.Scalar", "[1],f16", tn("[1],f16", f16s(vec(1), 1000)), fl(1e-5))
	wantExact(t, res, 0.01000213623046875)
	res = ewApply(t, "torch.aten.div.Scalar", "[1],f16", tn("[1],f16", f16s(vec(1), 1000)), fl(1e5))
	wantExact(t, res, 0.01000213623046875)
	// ... while add rounds the scalar (and alpha) to f16.
	res = ewApply(t, "torch.aten.add.Scalar", "[1],f16", tn("[1],f16", f16s(vec(1), 0)), fl(1e-5), in(1))
	wantExact(t, res, exec.Round(ir.F16, 1e-5))
	// An f32 tensor with an f64 rank-0 tensor stays f32; the ewOperand is
	// rounded to f32: 1 + f32(0.1).
	res = ewApply(t, "torch.aten.add.Tensor", "[1],f32", tn("[1],f32", f32(vec(1), 1)), tn("[],f64", f64s(nil, 0.1)), in(1))
	wantExact(t, res, float64(float32(1)+float32(0.1)))
	// A float alpha is rounded to f32 for an f32 result.
	res = ewApply(t, "torch.aten.add.Tensor", "[1],f32", tn("[1],f32", f32(vec(1), 0)), tn("[1],f32", f32(vec(1), 3)), fl(0.1))
	wantExact(t, res, float64(3*float32(0.1)))
}

// uint8 tensors are read unsigned and wrap:
// torch.tensor([200, 255], dtype=torch.uint8) + 300 is [244, 43].
func TestUint8(t *testing.T) {
	u := tn("[2],ui8", ints(8, vec(2), 200, 255))
	wantI(t, ewApply(t, "torch.aten.add.Scalar", "[2],ui8", u, in(300), in(1)), vec(2), -12, 43)
	// ... + (-1) is [199, 254].
	wantI(t, ewApply(t, "torch.aten.add.Scalar", "[2],ui8", u, in(-1), in(1)), vec(2), -57, -2)
	// torch.tensor([200, 5], dtype=torch.uint8) > 100 is [True, False].
	wantI(t, ewApply(t, "torch.aten.gt.Scalar", "[2],i1", tn("[2],ui8", ints(8, vec(2), 200, 5)), in(100)), vec(2), 1, 0)
	wantF(t, ewApply(t, "torch.aten.to.dtype", "[2],f32", u, in(6), bo(false), bo(false), none()), vec(2), 0, 200, 255)
	// uint8 with int8 promotes to int16: [200, 5] + [1, -1] is [201, 4].
	wantI(t, ewApply(t, "torch.aten.add.Tensor", "[2],si16", tn("[2],ui8", ints(8, vec(2), 200, 5)), tn("[2],si8", ints(8, vec(2), 1, -1)), in(1)), vec(2), 201, 4)
	// torch.div(tensor([200, 7], uint8), tensor([3, 2], uint8),
	// rounding_mode='floor') is [66, 3].
	wantI(t, ewApply(t, "torch.aten.div.Tensor_mode", "[2],ui8", tn("[2],ui8", ints(8, vec(2), 200, 7)), tn("[2],ui8", ints(8, vec(2), 3, 2)), str("floor")), vec(2), 66, 3)
	// torch.remainder(tensor([200], uint8), tensor([7], uint8)) is [4].
	wantI(t, ewApply(t, "torch.aten.remainder.Tensor", "[1],ui8", tn("[1],ui8", ints(8, vec(1), 200)), tn("[1],ui8", ints(8, vec(1), 7))), vec(1), 4)
	// torch.tensor([200], dtype=torch.uint8) ** 2 is [64].
	wantI(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[1],ui8", tn("[1],ui8", ints(8, vec(1), 200)), in(2)), vec(1), 64)
}

// Rank-0, empty and dynamically shaped operands.
func TestShapes(t *testing.T) {
	res := ewApply(t, "torch.aten.mul.Tensor", "[],f32", tn("[],f32", f32(nil, 3)), tn("[],f32", f32(nil, 4)))
	wantF(t, res, []int64{}, 0, 12)
	res = ewApply(t, "torch.aten.add.Tensor", "[0,3],f32", tn("[0,3],f32", f32([]int64{0, 3})), tn("[3],f32", f32(vec(3), 1, 2, 3)), in(1))
	wantF(t, res, []int64{0, 3}, 0)
	res = ewApply(t, "torch.aten.sub.Tensor", "[?,2],f32", tn("[?,2],f32", f32([]int64{2, 2}, 1, 2, 3, 4)), tn("[],f32", f32(nil, 1)), in(1))
	wantF(t, res, []int64{2, 2}, 0, 0, 1, 2, 3)
	res = ewApply(t, "torch.aten.exp", "[?],f32", tn("[?],f32", f32(vec(0))))
	wantF(t, res, vec(0), 0)
	// A !torch.number scalar promotes by its value.
	res = ewApply(t, "torch.aten.gt.Scalar", "[2],i1", tn("[2],si64", ints(64, vec(2), 0, 1)),
		ewOperand{"!torch.number", exec.Value{F: 0.5, Ref: torchexec.FloatNumber}})
	wantI(t, res, vec(2), 0, 1)
}

// ---- division, remainder, pow ----

func TestDivModes(t *testing.T) {
	a := tn("[5],si64", ints(64, vec(5), 7, -7, 7, -7, 0))
	b := tn("[5],si64", ints(64, vec(5), 2, 2, -2, -2, 3))
	// torch.div(a, b, rounding_mode='floor') is [3, -4, -4, 3, 0].
	wantI(t, ewApply(t, "torch.aten.div.Tensor_mode", "[5],si64", a, b, str("floor")), vec(5), 3, -4, -4, 3, 0)
	wantI(t, ewApply(t, "torch.aten.div.Tensor_mode", "[5],si64", a, b, str("trunc")), vec(5), 3, -3, -3, 3, 0)
	wantF(t, ewApply(t, "torch.aten.div.Tensor_mode", "[5],f32", a, b, none()), vec(5), 0, 3.5, -3.5, -3.5, 3.5, 0)
	// torch.div(torch.tensor([7, -7]), 2.0, rounding_mode='floor') is
	// [3., -4.].
	wantF(t, ewApply(t, "torch.aten.div.Scalar_mode", "[2],f32", tn("[2],si64", ints(64, vec(2), 7, -7)), fl(2), str("floor")), vec(2), 0, 3, -4)
	// INT64_MIN // -1 wraps: torch.div(tensor([-2**63]), tensor([-1]),
	// rounding_mode='floor') is [-2**63].
	wantI(t, ewApply(t, "torch.aten.div.Tensor_mode", "[1],si64", tn("[1],si64", ints(64, vec(1), math.MinInt64)), tn("[1],si64", ints(64, vec(1), -1)), str("floor")), vec(1), math.MinInt64)
	// Integer division by zero raises ZeroDivisionError.
	z := tn("[5],si64", ints(64, vec(5), 1, 1, 0, 1, 1))
	ewApplyErr(t, "ZeroDivisionError", "torch.aten.div.Tensor_mode", "[5],si64", a, z, str("floor"))
	ewApplyErr(t, "ZeroDivisionError", "torch.aten.div.Scalar_mode", "[5],si64", a, in(0), str("trunc"))
	ewApplyErr(t, "rounding_mode", "torch.aten.div.Tensor_mode", "[5],si64", a, b, str("round"))
	ewApplyErr(t, "not implemented for 'Bool'", "torch.aten.div.Tensor_mode", "[1],i1", tn("[1],i1", boolT(true)), tn("[1],i1", boolT(true)), str("floor"))
	// Floats: torch.div(af, bf, rounding_mode='floor') with
	// af = [7, -7, 7, -7, 0, -0, 5, ewInf, 1], bf = [2, 2, -2, -2, -3, 3, 0, 2, ewInf]
	// is [3, -4, -4, 3, -0, -0, ewInf, ewNaN, 0].
	af := tn("[9],f32", f32(vec(9), 7, -7, 7, -7, 0, negZero, 5, ewInf, 1))
	bf := tn("[9],f32", f32(vec(9), 2, 2, -2, -2, -3, 3, 0, 2, ewInf))
	wantExact(t, ewApply(t, "torch.aten.div.Tensor_mode", "[9],f32", af, bf, str("floor")), 3, -4, -4, 3, negZero, negZero, ewInf, ewNaN, 0)
	wantExact(t, ewApply(t, "torch.aten.div.Tensor_mode", "[9],f32", af, bf, str("trunc")), 3, -3, -3, 3, negZero, negZero, ewInf, ewInf, 0)
	// trunc rounds the f32 quotient first: torch.div(torch.tensor([0.3]),
	// torch.tensor([0.1]), rounding_mode='trunc') is [3.] (0.3/0.1 in
	// double is 2.9999999).
	wantExact(t, ewApply(t, "torch.aten.div.Tensor_mode", "[1],f32", tn("[1],f32", f32(vec(1), 0.3)), tn("[1],f32", f32(vec(1), 0.1)), str("trunc")), 3)
}

func TestRemainderFmod(t *testing.T) {
	a := tn("[5],si64", ints(64, vec(5), 7, -7, 7, -7, 0))
	b := tn("[5],si64", ints(64, vec(5), 2, 2, -2, -2, 3))
	// torch.remainder(a, b) is [1, 1, -1, -1, 0]; torch.fmod is
	// [1, -1, 1, -1, 0].
	wantI(t, ewApply(t, "torch.aten.remainder.Tensor", "[5],si64", a, b), vec(5), 1, 1, -1, -1, 0)
	wantI(t, ewApply(t, "torch.aten.fmod.Tensor", "[5],si64", a, b), vec(5), 1, -1, 1, -1, 0)
	ewApplyErr(t, "ZeroDivisionError", "torch.aten.remainder.Scalar", "[5],si64", a, in(0))
	ewApplyErr(t, "ZeroDivisionError", "torch.aten.fmod.Scalar", "[5],si64", a, in(0))
	// torch.remainder(torch.tensor([-2**63]), torch.tensor([-1])) is [0].
	wantI(t, ewApply(t, "torch.aten.remainder.Tensor", "[1],si64", tn("[1],si64", ints(64, vec(1), math.MinInt64)), tn("[1],si64", ints(64, vec(1), -1))), vec(1), 0)
	af := tn("[9],f32", f32(vec(9), 7, -7, 7, -7, 0, negZero, 5, ewInf, 1))
	bf := tn("[9],f32", f32(vec(9), 2, 2, -2, -2, -3, 3, 0, 2, ewInf))
	// torch.remainder(af, bf) is [1, 1, -1, -1, 0, -0, ewNaN, ewNaN, 1].
	wantExact(t, ewApply(t, "torch.aten.remainder.Tensor", "[9],f32", af, bf), 1, 1, -1, -1, 0, negZero, ewNaN, ewNaN, 1)
	wantExact(t, ewApply(t, "torch.aten.fmod.Tensor", "[9],f32", af, bf), 1, -1, 1, -1, 0, negZero, ewNaN, ewNaN, 1)
	// torch.remainder(torch.tensor([5., -5.]), -ewInf) is [-ewInf, -5.].
	wantExact(t, ewApply(t, "torch.aten.remainder.Scalar", "[2],f32", tn("[2],f32", f32(vec(2), 5, -5)), fl(-ewInf)), -ewInf, -5)
	// torch.fmod(torch.tensor([5, -5]), 1.5) is [0.5, -0.5].
	wantF(t, ewApply(t, "torch.aten.fmod.Scalar", "[2],f32", tn("[2],si64", ints(64, vec(2), 5, -5)), fl(1.5)), vec(2), 0, 0.5, -0.5)
	ewApplyErr(t, "not implemented for 'Bool'", "torch.aten.remainder.Tensor", "[1],i1", tn("[1],i1", boolT(true)), tn("[1],i1", boolT(true)))
}

func TestPow(t *testing.T) {
	// torch.tensor([2, 3]) ** -1 raises.
	ewApplyErr(t, "negative integer powers", "torch.aten.pow.Tensor_Scalar", "[2],si64", tn("[2],si64", ints(64, vec(2), 2, 3)), in(-1))
	// A tensor of negative exponents does not: tensor([2, 1, -1, -1, 0])
	// ** tensor([-1, -3, -3, -2, -1]) is [0, 1, -1, 1, 0].
	wantI(t, ewApply(t, "torch.aten.pow.Tensor_Tensor", "[5],si64", tn("[5],si64", ints(64, vec(5), 2, 1, -1, -1, 0)), tn("[5],si64", ints(64, vec(5), -1, -3, -3, -2, -1))), vec(5), 0, 1, -1, 1, 0)
	// torch.pow(2, torch.tensor([-1, 3])) is [0, 8].
	wantI(t, ewApply(t, "torch.aten.pow.Scalar", "[2],si64", in(2), tn("[2],si64", ints(64, vec(2), -1, 3))), vec(2), 0, 8)
	// torch.pow(2.5, torch.tensor([1, 2])) is [2.5, 6.25].
	wantF(t, ewApply(t, "torch.aten.pow.Scalar", "[2],f32", fl(2.5), tn("[2],si64", ints(64, vec(2), 1, 2))), vec(2), 0, 2.5, 6.25)
	// Integer pow wraps: torch.tensor([3], dtype=torch.int32) ** 40 is
	// [689956897].
	wantI(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[1],si32", tn("[1],si32", ints(32, vec(1), 3)), in(40)), vec(1), 689956897)
	// torch.tensor([4, 9]) ** 0.5 is [2., 3.].
	wantF(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[2],f32", untyped(ints(64, vec(2), 4, 9)), fl(0.5)), vec(2), 0, 2, 3)
	// ** 0.5 is sqrt: torch.tensor([-0., -ewInf, 4., -8.]) ** 0.5 is
	// [-0., ewNaN, 2., ewNaN]; with a tensor exponent it is pow:
	// [0., ewInf, 2., ewNaN].
	x := tn("[4],f32", f32(vec(4), negZero, -ewInf, 4, -8))
	wantExact(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[4],f32", x, fl(0.5)), negZero, ewNaN, 2, ewNaN)
	wantExact(t, ewApply(t, "torch.aten.pow.Tensor_Tensor", "[4],f32", x, tn("[4],f32", f32(vec(4), 0.5, 0.5, 0.5, 1.0/3))), 0, ewInf, 2, ewNaN)
	// ** 3 is x*x*x in float32: torch.tensor([2.7, 3.3]) ** 3 is
	// [19.683002471923828, 35.93699645996094] (correctly rounded:
	// 19.683000564575195, 35.9370002746582).
	wantExact(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[2],f32", tn("[2],f32", f32(vec(2), 2.7, 3.3)), fl(3)), 19.683002471923828, 35.93699645996094)
	// torch.tensor([0, 0.]) ** 0 is [1., 1.].
	wantF(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[2],f32", tn("[2],f32", f32(vec(2), 0, 0)), in(0)), vec(2), 0, 1, 1)
	// torch.tensor([True, False]) ** 2 is [1, 0] (int64).
	wantI(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[2],si64", untyped(boolT(true, false)), in(2)), vec(2), 1, 0)
}

// atan2 takes the quadrant from both signs:
// torch.atan2(torch.tensor([0., -0., 1., 1.]), torch.tensor([-1., -1., 0., 1.]))
// is [pi, -pi, pi/2, pi/4].
func TestAtan2(t *testing.T) {
	res := ewApply(t, "torch.aten.atan2", "[4],f32", tn("[4],f32", f32(vec(4), 0, negZero, 1, 1)), tn("[4],f32", f32(vec(4), -1, -1, 0, 1)))
	wantF(t, res, vec(4), 1e-7, math.Pi, -math.Pi, math.Pi/2, math.Pi/4)
	res = ewApply(t, "torch.aten.atan2", "[2],f32", tn("[2],si64", ints(64, vec(2), 1, 1)), tn("[2],si64", ints(64, vec(2), 1, 0)))
	wantF(t, res, vec(2), 1e-7, math.Pi/4, math.Pi/2)
}

// ---- rounding ----

// torch.round is half to even: torch.round(torch.tensor([0.5, 1.5, 2.5,
// -0.5, -1.5, -2.5])) is [0., 2., 2., -0., -2., -2.].
func TestRounding(t *testing.T) {
	x := tn("[7],f32", f32(vec(7), 0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997))
	wantExact(t, ewApply(t, "torch.aten.round", "[7],f32", x), 0, 2, 2, negZero, -2, -2, 0)
	y := tn("[4],f32", f32(vec(4), -2.7, 2.7, -0.3, ewNaN))
	wantExact(t, ewApply(t, "torch.aten.trunc", "[4],f32", y), -2, 2, negZero, ewNaN)
	wantExact(t, ewApply(t, "torch.aten.floor", "[4],f32", y), -3, 2, -1, ewNaN)
	wantExact(t, ewApply(t, "torch.aten.ceil", "[4],f32", y), -2, 3, negZero, ewNaN)
	// torch.round(torch.tensor([0.5, 1.5, 2.5, 1000.5], dtype=torch.half))
	// is [0., 2., 2., 1000.].
	wantExact(t, ewApply(t, "torch.aten.round", "[4],f16", tn("[4],f16", f16s(vec(4), 0.5, 1.5, 2.5, 1000.5))), 0, 2, 2, 1000)
	// Integers are unchanged; bools are an error.
	wantI(t, ewApply(t, "torch.aten.floor", "[2],si64", tn("[2],si64", ints(64, vec(2), 3, -3))), vec(2), 3, -3)
	wantI(t, ewApply(t, "torch.aten.round", "[2],si32", tn("[2],si32", ints(32, vec(2), 3, -3))), vec(2), 3, -3)
	ewApplyErr(t, "not implemented for 'Bool'", "torch.aten.ceil", "[1],i1", tn("[1],i1", boolT(true)))
}

// ---- predicates, logical and bitwise ops ----

func TestPredicates(t *testing.T) {
	x := tn("[4],f32", f32(vec(4), ewNaN, ewInf, -ewInf, 1))
	wantI(t, ewApply(t, "torch.aten.isnan", "[4],i1", x), vec(4), 1, 0, 0, 0)
	wantI(t, ewApply(t, "torch.aten.isinf", "[4],i1", x), vec(4), 0, 1, 1, 0)
	wantI(t, ewApply(t, "torch.aten.isinf", "[2],i1", tn("[2],si64", ints(64, vec(2), 1, 2))), vec(2), 0, 0)
	// torch.logical_and(torch.tensor([ewNaN, 0., -0., 0.5]), torch.tensor([1, 1, 1, 1]))
	// is [True, False, False, True]: NaN is true.
	a := tn("[4],f32", f32(vec(4), ewNaN, 0, negZero, 0.5))
	wantI(t, ewApply(t, "torch.aten.logical_and", "[4],i1", a, tn("[4],si64", ints(64, vec(4), 1, 1, 1, 1))), vec(4), 1, 0, 0, 1)
	wantI(t, ewApply(t, "torch.aten.logical_or", "[4],i1", a, tn("[4],si64", ints(64, vec(4), 0, 0, 1, 0))), vec(4), 1, 0, 1, 1)
	wantI(t, ewApply(t, "torch.aten.logical_xor", "[4],i1", a, tn("[4],f32", f32(vec(4), 0, 0, 3, 3))), vec(4), 1, 0, 1, 0)
	// torch.logical_not(torch.tensor([0, 3])) is [True, False].
	wantI(t, ewApply(t, "torch.aten.logical_not", "[2],i1", tn("[2],si64", ints(64, vec(2), 0, 3))), vec(2), 1, 0)
	// Comparisons compute in the promoted dtype:
	// torch.tensor([16777217]) == 16777216.0 is [True] (f32).
	wantI(t, ewApply(t, "torch.aten.eq.Scalar", "[1],i1", tn("[1],si64", ints(64, vec(1), 16777217)), fl(16777216)), vec(1), 1)
	wantI(t, ewApply(t, "torch.aten.ne.Tensor", "[2],i1", tn("[2],f32", f32(vec(2), ewNaN, 1)), tn("[2],f32", f32(vec(2), ewNaN, 1))), vec(2), 1, 0)
	wantI(t, ewApply(t, "torch.aten.le.Tensor", "[2],i1", tn("[2],si32", ints(32, vec(2), 1, 2)), tn("[2],si64", ints(64, vec(2), 1, 1))), vec(2), 1, 0)
	wantI(t, ewApply(t, "torch.aten.ge.Scalar", "[2],i1", tn("[2],si32", ints(32, vec(2), 1, 2)), in(2)), vec(2), 0, 1)
	wantI(t, ewApply(t, "torch.aten.lt.Scalar", "[2],i1", tn("[2],f32", f32(vec(2), 1, 2)), in(2)), vec(2), 1, 0)
}

func TestBitwise(t *testing.T) {
	// torch.bitwise_not(torch.tensor([0, 5, -1])) is [-1, -6, 0]; of
	// bools it is logical not; of uint8 [0, 5] it is [255, 250].
	wantI(t, ewApply(t, "torch.aten.bitwise_not", "[3],si64", tn("[3],si64", ints(64, vec(3), 0, 5, -1))), vec(3), -1, -6, 0)
	wantI(t, ewApply(t, "torch.aten.bitwise_not", "[3],i1", tn("[3],i1", boolT(true, true, false))), vec(3), 0, 0, 1)
	wantI(t, ewApply(t, "torch.aten.bitwise_not", "[2],ui8", tn("[2],ui8", ints(8, vec(2), 0, 5))), vec(2), -1, -6)
	a := tn("[3],si64", ints(64, vec(3), 12, 10, -1))
	b := tn("[3],si64", ints(64, vec(3), 10, 6, 7))
	wantI(t, ewApply(t, "torch.aten.bitwise_and.Tensor", "[3],si64", a, b), vec(3), 8, 2, 7)
	wantI(t, ewApply(t, "torch.aten.bitwise_or.Tensor", "[3],si64", a, b), vec(3), 14, 14, -1)
	wantI(t, ewApply(t, "torch.aten.bitwise_xor.Tensor", "[3],si64", a, b), vec(3), 6, 12, -8)
	// torch.bitwise_and(torch.tensor([True, True, False]), 3) is [1, 1, 0];
	// torch.bitwise_xor(that, True) is [False, False, True].
	bs := tn("[3],i1", boolT(true, true, false))
	wantI(t, ewApply(t, "torch.aten.bitwise_and.Scalar", "[3],si64", bs, in(3)), vec(3), 1, 1, 0)
	wantI(t, ewApply(t, "torch.aten.bitwise_xor.Scalar", "[3],i1", bs, bo(true)), vec(3), 0, 0, 1)
	wantI(t, ewApply(t, "torch.aten.bitwise_or.Scalar", "[3],si64", a, in(1)), vec(3), 13, 11, -1)
	f := tn("[1],f32", f32(vec(1), 1))
	ewApplyErr(t, "not implemented for 'Float'", "torch.aten.bitwise_and.Tensor", "[1],f32", f, f)
	ewApplyErr(t, "not implemented for 'Float'", "torch.aten.bitwise_not", "[1],f32", f)
}

// ---- selection ----

func TestWhere(t *testing.T) {
	// torch.where(torch.tensor([True, False]), torch.tensor([1, 2]),
	// torch.tensor([0.5, 1.5])) is [1., 1.5].
	c := tn("[2],i1", boolT(true, false))
	wantF(t, ewApply(t, "torch.aten.where.self", "[2],f32", c, tn("[2],si64", ints(64, vec(2), 1, 2)), tn("[2],f32", f32(vec(2), 0.5, 1.5))), vec(2), 0, 1, 1.5)
	// The condition broadcasts, as in timm's attention mask.
	c21 := tn("[2,1],i1", ints(1, []int64{2, 1}, 1, 0))
	res := ewApply(t, "torch.aten.where.self", "[2,2],f32", c21, tn("[2,2],f32", f32([]int64{2, 2}, 1, 2, 3, 4)), tn("[],f32", f32(nil, 0)))
	wantF(t, res, []int64{2, 2}, 0, 1, 2, 0, 0)
	// A uint8 condition is still accepted (deprecated).
	wantI(t, ewApply(t, "torch.aten.where.self", "[2],si64", tn("[2],ui8", ints(8, vec(2), 1, 0)), tn("[2],si64", ints(64, vec(2), 1, 2)), tn("[2],si64", ints(64, vec(2), 3, 4))), vec(2), 1, 4)
	ewApplyErr(t, "bool condition", "torch.aten.where.self", "[2],si64", tn("[2],f32", f32(vec(2), 1, 0)), tn("[2],si64", ints(64, vec(2), 1, 2)), tn("[2],si64", ints(64, vec(2), 3, 4)))
}

func TestMaskedFill(t *testing.T) {
	// A float value truncates into an int tensor:
	// torch.tensor([1, 2, 3]).masked_fill(torch.tensor([True, False, True]), 2.7)
	// is [2, 2, 2].
	x := tn("[3],si64", ints(64, vec(3), 1, 2, 3))
	m := tn("[3],i1", boolT(true, false, true))
	wantI(t, ewApply(t, "torch.aten.masked_fill.Scalar", "[3],si64", x, m, fl(2.7)), vec(3), 2, 2, 2)
	// The mask broadcasts: torch.tensor([1., 2.]).masked_fill(
	// torch.tensor([[True], [False]]), 9.) is [[9., 9.], [1., 2.]].
	res := ewApply(t, "torch.aten.masked_fill.Scalar", "[2,2],f32", untyped(f32(vec(2), 1, 2)), tn("[2,1],i1", ints(1, []int64{2, 1}, 1, 0)), fl(9))
	wantF(t, res, []int64{2, 2}, 0, 9, 9, 1, 2)
	// A rank-0 tensor value: ...masked_fill(mask, torch.tensor(9.5)) on
	// int64 is [9, 2].
	wantI(t, ewApply(t, "torch.aten.masked_fill.Tensor", "[2],si64", tn("[2],si64", ints(64, vec(2), 1, 2)), tn("[2],i1", boolT(true, false)), tn("[],f32", f32(nil, 9.5))), vec(2), 9, 2)
	ewApplyErr(t, "0-dimensional value tensor", "torch.aten.masked_fill.Tensor", "[2],f32", tn("[2],f32", f32(vec(2), 1, 2)), tn("[2],i1", boolT(true, false)), tn("[1],f32", f32(vec(1), 9)))
	ewApplyErr(t, "bool condition", "torch.aten.masked_fill.Scalar", "[2],si64", tn("[2],si64", ints(64, vec(2), 1, 2)), tn("[2],ui8", ints(8, vec(2), 1, 0)), in(5))
}

// ---- casts, fills, dropout ----

// Float to integer conversions truncate; NaN and out-of-range values
// give INT_MIN of a 32- or 64-bit conversion, whose low bits narrower
// types keep: torch.tensor([ewNaN, ewInf, -ewInf, 3.9, -3.9, 1e20]).to(torch.int64)
// is [-2**63, -2**63, -2**63, 3, -3, -2**63], .to(torch.int32) is
// [-2**31, ...], and torch.tensor([ewNaN, 300., -1., 3.9, -3.9, 1e20]).to(torch.int8)
// is [0, 44, -1, 3, -3, 0].
func TestCasts(t *testing.T) {
	x := tn("[6],f32", f32(vec(6), ewNaN, ewInf, -ewInf, 3.9, -3.9, 1e20))
	m64, m32 := int64(math.MinInt64), int64(math.MinInt32)
	wantI(t, ewApply(t, "torch.aten.to.dtype", "[6],si64", x, in(4), bo(false), bo(false), none()), vec(6), m64, m64, m64, 3, -3, m64)
	wantI(t, ewApply(t, "torch.aten._to_copy", "[6],si32", x, in(3), none(), none(), none(), bo(false), none()), vec(6), m32, m32, m32, 3, -3, m32)
	y := tn("[6],f32", f32(vec(6), ewNaN, 300, -1, 3.9, -3.9, 1e20))
	wantI(t, ewApply(t, "torch.aten.to.dtype", "[6],si8", y, in(1), bo(false), bo(false), none()), vec(6), 0, 44, -1, 3, -3, 0)
	// torch.tensor([-1., 300., 255.9, -3.9]).to(torch.uint8) is
	// [255, 44, 255, 253].
	u := tn("[4],f32", f32(vec(4), -1, 300, 255.9, -3.9))
	wantI(t, ewApply(t, "torch.aten.to.dtype_layout", "[4],ui8", u, in(0), none(), none(), none(), bo(false), bo(false), none()), vec(4), -1, 44, -1, -3)
	// torch.tensor([ewNaN, 0., -0., 0.1]).to(torch.bool) is [True, False,
	// False, True].
	wantI(t, ewApply(t, "torch.aten.to.dtype", "[4],i1", tn("[4],f32", f32(vec(4), ewNaN, 0, negZero, 0.1)), in(11), bo(false), bo(false), none()), vec(4), 1, 0, 0, 1)
	// torch.tensor([70000., 65520., 65519.], dtype=torch.float64).to(torch.half)
	// is [ewInf, ewInf, 65504.].
	wantExact(t, ewApply(t, "torch.aten.to.device", "[3],f16", tn("[3],f64", f64s(vec(3), 70000, 65520, 65519)), device("cpu"), in(5), bo(false), bo(false), none()), ewInf, ewInf, 65504)
	// torch.tensor([200], dtype=torch.uint8).to(torch.int8) is [-56];
	// int to uint8 wraps: torch.tensor([-1, 300]).to(torch.uint8) is
	// [255, 44].
	wantI(t, ewApply(t, "torch.aten._to_copy", "[1],si8", tn("[1],ui8", ints(8, vec(1), 200)), in(1), none(), none(), none(), bo(false), none()), vec(1), -56)
	wantI(t, ewApply(t, "torch.aten.type_as", "[2],ui8", tn("[2],si64", ints(64, vec(2), -1, 300)), tn("[1],ui8", ints(8, vec(1), 0))), vec(2), -1, 44)
	// bf16 rounds to nearest even: torch.tensor([1.00390625, 1.01171875])
	// .to(torch.bfloat16) is [1., 1.015625].
	res := ewApply(t, "torch.aten.to.dtype", "[2],bf16", tn("[2],f32", f32(vec(2), 1.00390625, 1.01171875)), in(15), bo(false), bo(false), none())
	wantExact(t, res, 1, 1.015625)
	wantF(t, ewApply(t, "torch.aten.lift_fresh_copy", "[2],f32", tn("[2],f32", f32(vec(2), 1, 2))), vec(2), 0, 1, 2)
}

func TestFillAndZero(t *testing.T) {
	// torch.ops.aten.fill(torch.tensor([1, 2]), 2.9) is [2, 2].
	x := tn("[2],si64", ints(64, vec(2), 1, 2))
	wantI(t, ewApply(t, "torch.aten.fill.Scalar", "[2],si64", x, fl(2.9)), vec(2), 2, 2)
	wantF(t, ewApply(t, "torch.aten.fill_.Scalar", "[2,1],f32", tn("[2,1],f32", f32([]int64{2, 1}, 1, 2)), in(7)), []int64{2, 1}, 0, 7, 7)
	wantI(t, ewApply(t, "torch.aten.fill.Scalar", "[2],i1", tn("[2],i1", boolT(false, false)), fl(0.5)), vec(2), 1, 1)
	wantF(t, ewApply(t, "torch.aten.zero_", "[2],f32", tn("[2],f32", f32(vec(2), ewNaN, 2))), vec(2), 0, 0, 0)
}

func TestDropout(t *testing.T) {
	x := tn("[2],f32", f32(vec(2), 1, 2))
	wantF(t, ewApply(t, "torch.aten.dropout", "[2],f32", x, fl(0.5), bo(false)), vec(2), 0, 1, 2)
	// p = 0 drops nothing, in training too.
	wantF(t, ewApply(t, "torch.aten.dropout", "[2],f32", x, fl(0), bo(true)), vec(2), 0, 1, 2)
	ewApplyErr(t, "not reproducible", "torch.aten.dropout", "[2],f32", x, fl(0.5), bo(true))
	// torch.ops.aten.dropout(x, 1.5, False) raises.
	ewApplyErr(t, "between 0 and 1", "torch.aten.dropout", "[2],f32", x, fl(1.5), bo(false))
	// torch.ops.aten.native_dropout(x, 0.5, False) is (x, [True, True]).
	ops := []ewOperand{x, fl(0.5), bo(false)}
	res := run(t, ewSrc("torch.aten.native_dropout", []string{"[2],f32", "[2],i1"}, ops), ewValues(ops)...)
	wantF(t, res[0], vec(2), 0, 1, 2)
	wantI(t, res[1], vec(2), 1, 1)
	// An absent train means training.
	ops = []ewOperand{x, fl(0.5), none()}
	wantErr(t, ewSrc("torch.aten.native_dropout", []string{"[2],f32", "[2],i1"}, ops), "not reproducible", ewValues(ops)...)
}

// Every op of the tables is one the torch dialect declares, so the
// parser accepts it.
func TestElementwiseOpsAreDeclared(t *testing.T) {
	for _, name := range []string{"add.Tensor", "div.Scalar_mode", "pow.Scalar", "clamp.Tensor", "hardswish", "native_dropout",
		"to.dtype_layout", "bitwise_xor.Scalar", "masked_fill.Tensor", "full", "arange.start_step", "randperm", "empty_strided"} {
		if _, ok := torchexec.Semantics["torch.aten."+name]; !ok {
			t.Errorf("no semantics for torch.aten.%s", name)
		}
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	for name := range torchexec.Semantics {
		if strings.HasPrefix(name, "torch.aten.") && ctx.LookupOp(name) == nil {
			t.Errorf("%s has semantics but is not a declared op", name)
		}
	}
}

// clamp_min/clamp_max are clamp with one bound:
// torch.clamp_min(torch.tensor([nan, 1., 5.]), 2.) is [nan, 2., 5.].
func TestClampMinMax(t *testing.T) {
	x := tn("[3],f32", f32(vec(3), ewNaN, 1, 5))
	wantF(t, ewApply(t, "torch.aten.clamp_min", "[3],f32", x, fl(2)), vec(3), 0, ewNaN, 2, 5)
	wantF(t, ewApply(t, "torch.aten.clamp_max", "[3],f32", x, in(2)), vec(3), 0, ewNaN, 1, 2)
	b := tn("[3],f32", f32(vec(3), 0, ewNaN, 6))
	wantF(t, ewApply(t, "torch.aten.clamp_min.Tensor", "[3],f32", x, b), vec(3), 0, ewNaN, ewNaN, 6)
	wantF(t, ewApply(t, "torch.aten.clamp_max.Tensor", "[3],f32", x, b), vec(3), 0, ewNaN, ewNaN, 5)
	wantI(t, ewApply(t, "torch.aten.clamp_min", "[3],si64", tn("[3],si64", ints(64, vec(3), -5, 0, 5)), in(1)), vec(3), 1, 1, 5)
}

// torch.lerp(torch.tensor([1., 2.]), torch.tensor([3., 10.]), 0.75) is
// [2.5, 8.]; a weight of 1 gives end exactly.
func TestLerp(t *testing.T) {
	a := tn("[2],f32", f32(vec(2), 1, 2))
	b := tn("[2],f32", f32(vec(2), 3, 10))
	wantF(t, ewApply(t, "torch.aten.lerp.Scalar", "[2],f32", a, b, fl(0.75)), vec(2), 0, 2.5, 8)
	wantF(t, ewApply(t, "torch.aten.lerp.Scalar", "[2],f32", a, b, fl(0.25)), vec(2), 0, 1.5, 4)
	w := tn("[2],f32", f32(vec(2), 1, 0))
	wantExact(t, ewApply(t, "torch.aten.lerp.Tensor", "[2],f32", tn("[2],f32", f32(vec(2), 0.1, 0.2)), tn("[2],f32", f32(vec(2), 0.7, 0.3)), w), float64(float32(0.7)), float64(float32(0.2)))
	ewApplyErr(t, "not implemented for 'Long'", "torch.aten.lerp.Scalar", "[1],si64", tn("[1],si64", ints(64, vec(1), 1)), tn("[1],si64", ints(64, vec(1), 3)), fl(0.5))
}

// where with Python scalars: torch.where(torch.tensor([True, False]), 1,
// 2.5) is [1., 2.5] (f32).
func TestWhereScalars(t *testing.T) {
	c := tn("[2],i1", boolT(true, false))
	wantF(t, ewApply(t, "torch.aten.where.Scalar", "[2],f32", c, in(1), fl(2.5)), vec(2), 0, 1, 2.5)
	wantI(t, ewApply(t, "torch.aten.where.Scalar", "[2],si64", c, in(1), in(2)), vec(2), 1, 2)
	wantF(t, ewApply(t, "torch.aten.where.ScalarOther", "[2],f32", c, tn("[2],f32", f32(vec(2), 7, 8)), in(0)), vec(2), 0, 7, 0)
	wantF(t, ewApply(t, "torch.aten.where.ScalarSelf", "[2],f32", c, fl(-1), tn("[2],f32", f32(vec(2), 7, 8))), vec(2), 0, -1, 8)
}

func TestErfcAndCastFloat(t *testing.T) {
	wantF(t, ewApply(t, "torch.aten.erfc", "[2],f32", tn("[2],f32", f32(vec(2), 0, 1))), vec(2), 1e-7, 1, 0.15729920705028513)
	wantF(t, ewApply(t, "torch.aten._cast_Float", "[2],f32", tn("[2],si64", ints(64, vec(2), 3, -4)), bo(false)), vec(2), 0, 3, -4)
}

// f16 and bf16 are computed in float32 and converted, so their results
// are rounded twice, as PyTorch's; trunc division rounds the quotient to
// the dtype; bf16 pow special-cases small exponents, f16 does not.
func TestReducedFloatRounding(t *testing.T) {
	bf16 := func(vals ...float64) exec.Value { return ewFloats(ir.BF16, vec(len(vals)), vals...) }
	// torch.tensor([4.0859375], dtype=torch.half) / 0.1 is [40.875]: the
	// float32 quotient 40.859375 is a tie, rounded to even.
	wantExact(t, ewApply(t, "torch.aten.div.Scalar", "[1],f16", tn("[1],f16", f16s(vec(1), 4.0859375)), fl(0.1)), 40.875)
	// A double just above an f16 tie rounds to float32 first, onto the
	// tie, then to even: 1 + 2**-11 + 2**-40 becomes 1.
	wantExact(t, ewApply(t, "torch.aten._to_copy", "[1],f16", tn("[1],f64", f64s(vec(1), 1+math.Ldexp(1, -11)+math.Ldexp(1, -40))), in(5), none(), none(), none(), bo(false), none()), 1)
	// torch.div(torch.tensor([6.515625], dtype=torch.half),
	// torch.tensor([-0.07757568359375], dtype=torch.half),
	// rounding_mode='trunc') is [-84.] (the quotient -83.99 rounds to
	// -84 in f16 before it is truncated).
	wantExact(t, ewApply(t, "torch.aten.div.Tensor_mode", "[1],f16", tn("[1],f16", f16s(vec(1), 6.515625)), tn("[1],f16", f16s(vec(1), -0.07757568359375)), str("trunc")), -84)
	// torch.tensor([-0.6484375], dtype=torch.bfloat16) ** 3 is
	// [-0.271484375] (x*x rounded to bf16 first; exactly rounded it would
	// be -0.2734375).
	wantExact(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[1],bf16", tn("[1],bf16", bf16(-0.6484375)), in(3)), -0.271484375)
	// ** 0.5 is sqrt for bf16 ([-0., nan, 2.] for [-0., -inf, 4.]) but
	// pow for f16 ([0., inf, 2.]).
	wantExact(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[3],bf16", tn("[3],bf16", bf16(negZero, -ewInf, 4)), fl(0.5)), negZero, ewNaN, 2)
	wantExact(t, ewApply(t, "torch.aten.pow.Tensor_Scalar", "[3],f16", tn("[3],f16", f16s(vec(3), negZero, -ewInf, 4)), fl(0.5)), 0, ewInf, 2)
	// lerp's scalar weight is float32, not f16:
	// torch.lerp(torch.tensor([-2.5], dtype=torch.half),
	// torch.tensor([2.509765625], dtype=torch.half), 0.3) is
	// [-0.9970703125].
	wantExact(t, ewApply(t, "torch.aten.lerp.Scalar", "[1],f16", tn("[1],f16", f16s(vec(1), -2.5)), tn("[1],f16", f16s(vec(1), 2.509765625)), fl(0.3)), -0.9970703125)
}

// nextafter on 16-bit floats steps the 16-bit pattern: in f16, 0 towards
// 1 is the smallest subnormal 2^-24, 65504 towards inf is inf, 1 towards
// 2 is 1 + 2^-10 and 1 towards 0 is 1 - 2^-11; in bf16, 1 towards 2 is
// 1 + 2^-7.
func TestNextafter16(t *testing.T) {
	res := ewApply(t, "torch.aten.nextafter", "[4],f16", tn("[4],f16", f16s(vec(4), 0, 65504, 1, 1)),
		tn("[4],f16", f16s(vec(4), 1, math.Inf(1), 2, 0)))
	wantExact(t, res, math.Ldexp(1, -24), math.Inf(1), 1+math.Ldexp(1, -10), 1-math.Ldexp(1, -11))
	res = ewApply(t, "torch.aten.nextafter", "[2],bf16", tn("[2],bf16", ewFloats(ir.BF16, vec(2), 1, -0.0)),
		tn("[2],bf16", ewFloats(ir.BF16, vec(2), 2, -1)))
	wantExact(t, res, 1+math.Ldexp(1, -7), -math.Ldexp(1, -133))
}
