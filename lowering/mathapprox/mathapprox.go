// Package mathapprox is strata-math-polynomial-approximation: math.exp,
// math.erf, math.tanh and math.log on f32 become arith and math.fma ops
// (range reduction, a polynomial, exponent arithmetic on the bits), as
// upstream's polynomial approximation patterns do. Calls of libm's expf or
// erff keep LLVM from vectorizing the loop around them; the expansions
// vectorize, and cost a few nanoseconds less each even as scalars. The
// CPU pipeline runs the pass before it outlines kernels, so the kernels'
// work estimates (which choose their threads) count the expansion.
//
// Accuracy (against the correctly rounded value, on every f32 input the
// tests sweep): exp within 2 ulp; erf within 3e-7 absolute (Abramowitz
// and Stegun 7.1.26, 1.5e-7, for |x| >= 0.5, its Taylor series below);
// tanh within 5e-7 relative (its Taylor series below |x| = 0.3); log
// within 2 ulp.
// NaN, the infinities, zeros and subnormal inputs give what libm gives.
// One deliberate difference: exp returns 0 where libm's result would be
// subnormal (x below ln 2^-126), less than 1.2e-38 away. Subnormal
// operands make Intel CPUs' multiplications some 60 times slower: a masked
// softmax (swin's windows add -100) filled its attention probabilities
// with e^-100, and the product with V ran at a sixtieth of its speed,
// PyTorch's too (measured on the GPU machine's Xeon).
package mathapprox

import (
	gomath "math"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is strata-math-polynomial-approximation.
var Pass = &passes.Pass{
	Argument: "strata-math-polynomial-approximation",
	Name:     "MathPolynomialApproximation",
	Summary:  "Expand f32 exp, erf, tanh and log into polynomials that vectorize",
	Description: "Every math.exp, math.erf, math.tanh and math.log on f32 scalars becomes arith ops and math.fma: " +
		"a range reduction, a polynomial and the exponent set through the bits. The results are within a few ulp " +
		"of libm's (erf within 3e-7 absolute), with libm's NaN, infinities and zeros.",
	Dialects: []string{"arith", "math"},
	Run: func(r *passes.Run) error {
		var ops []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if expansions[op.Def()] == nil || op.NumResults() != 1 {
				return
			}
			if ft, ok := op.Result(0).Type().(*ir.FloatType); ok && ft.Kind == ir.F32 {
				ops = append(ops, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, op := range ops {
			rw.SetInsertionPoint(op)
			rw.Loc = op.Loc()
			e := &expander{rw: rw, f32: op.Result(0).Type(), i32: rw.Ctx.I(32)}
			rw.ReplaceOp(op, []*ir.Value{expansions[op.Def()](e, op.Operand(0))})
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// expansions maps each op the pass expands to its expansion.
var expansions = map[*ir.OpDef]func(*expander, *ir.Value) *ir.Value{
	math.Exp:  (*expander).exp,
	math.Erf:  (*expander).erf,
	math.Tanh: (*expander).tanh,
	math.Log:  (*expander).log,
}

const (
	ln2Hi = 0.693145751953125 // ln 2 rounded to 16 bits, so that k*ln2Hi is exact for |k| < 256
	ln2Lo = 1.428606765330187045e-06
	log2e = 1.4426950408889634
)

// exp: e^x = 2^k * e^r with k = round(x / ln 2) and |r| <= ln(2)/2, e^r by
// its Taylor polynomial of degree 7 (truncation below 6e-9). 2^k is built
// in two halves, each a normal float, so that results down to the
// subnormals round once. x is clamped to [-110, 89], beyond which the
// result is 0 or +inf anyway; NaN passes through the clamp. Below
// expUnderflow the result is 0 (see the package comment).
func (e *expander) exp(x *ir.Value) *ir.Value {
	x = e.binary(arith.MinimumF, e.binary(arith.MaximumF, x, e.f(-110)), e.f(89))
	underflow := e.cmp(arith.CmpFOLT, x, e.f(expUnderflow))
	k := e.unary(math.RoundEven, e.binary(arith.MulF, x, e.f(log2e)))
	r := e.fma(k, e.f(-ln2Hi), x)
	r = e.fma(k, e.f(-ln2Lo), r)
	p := e.horner(r, 1.0/5040, 1.0/720, 1.0/120, 1.0/24, 1.0/6, 0.5, 1, 1)
	// fptosi of NaN is poison: a NaN x converts 0 (p is NaN already).
	ki := e.cast(arith.FPToSI, e.sel(e.cmp(arith.CmpFUNO, k, k), e.f(0), k), e.i32)
	k1 := e.binary(arith.ShRSI, ki, e.i(1))
	k2 := e.binary(arith.SubI, ki, k1)
	return e.sel(underflow, e.f(0), e.binary(arith.MulF, e.binary(arith.MulF, p, e.pow2(k1)), e.pow2(k2)))
}

// expUnderflow is the least f32 whose exp is a normal float: ln 2^-126
// rounded up to f32 (e^expUnderflow is 2^-126 * (1 + 4.5e-6)).
const expUnderflow = -87.33654022216797

// pow2 is 2^k for -126 <= k <= 127, through the exponent bits.
func (e *expander) pow2(k *ir.Value) *ir.Value {
	bits := e.binary(arith.ShLI, e.binary(arith.AddI, k, e.i(127)), e.i(23))
	return e.cast(arith.Bitcast, bits, e.f32)
}

// erf: below |x| = 0.5 its Taylor series to x^13 (truncation below 1e-9);
// above, Abramowitz and Stegun 7.1.26, 1 - t*P(t)*exp(-x^2) with t =
// 1/(1 + p|x|), |error| <= 1.5e-7 (3e-7 evaluated in f32), with the sign
// of x. |x| is clamped to
// 10 for the exponential (erf is 1 in f32 well before).
func (e *expander) erf(x *ir.Value) *ir.Value {
	x2 := e.binary(arith.MulF, x, x)
	twoOverSqrtPi := 2 / gomath.Sqrt(gomath.Pi)
	small := e.binary(arith.MulF, x, e.horner(x2, -twoOverSqrtPi/75600, twoOverSqrtPi/9360, -twoOverSqrtPi/1320,
		twoOverSqrtPi/216, -twoOverSqrtPi/42, twoOverSqrtPi/10, -twoOverSqrtPi/3, twoOverSqrtPi))
	a := e.binary(arith.MinimumF, e.unary(math.AbsF, x), e.f(10))
	t := e.binary(arith.DivF, e.f(1), e.fma(a, e.f(0.3275911), e.f(1)))
	poly := e.binary(arith.MulF, t, e.horner(t, 1.061405429, -1.453152027, 1.421413741, -0.284496736, 0.254829592))
	tail := e.binary(arith.MulF, poly, e.exp(e.binary(arith.MulF, e.binary(arith.MulF, a, a), e.f(-1))))
	large := e.binary(math.CopySign, e.binary(arith.SubF, e.f(1), tail), x)
	return e.sel(e.cmp(arith.CmpFOLT, a, e.f(0.5)), small, large)
}

// tanh: below |x| = 0.3 its Taylor series to x^13 (truncation below
// 1e-10; above it, 1 - 2/(e^2|x| + 1) loses no more than 2e-7 relative to
// cancellation); above, that with the sign of x (|x| clamped to 10, where
// tanh is 1 in f32).
func (e *expander) tanh(x *ir.Value) *ir.Value {
	x2 := e.binary(arith.MulF, x, x)
	small := e.binary(arith.MulF, x, e.horner(x2, 21844.0/6081075, -1382.0/155925, 62.0/2835, -17.0/315, 2.0/15, -1.0/3, 1))
	a := e.binary(arith.MinimumF, e.unary(math.AbsF, x), e.f(10))
	ex := e.exp(e.binary(arith.AddF, a, a))
	large := e.binary(arith.SubF, e.f(1), e.binary(arith.DivF, e.f(2), e.binary(arith.AddF, ex, e.f(1))))
	return e.sel(e.cmp(arith.CmpFOLT, a, e.f(0.3)), small, e.binary(math.CopySign, large, x))
}

// log: x = m * 2^k with m in [sqrt(1/2), sqrt(2)), log(m) = 2 atanh(s) with
// s = (m-1)/(m+1), |s| <= 0.1716, by its series to s^11; subnormal x are
// scaled by 2^23 first. Negative x give NaN, 0 gives -inf, +inf and NaN
// themselves.
func (e *expander) log(x *ir.Value) *ir.Value {
	subnormal := e.cmp(arith.CmpFOLT, x, e.f(0x1p-126))
	scaled := e.sel(subnormal, e.binary(arith.MulF, x, e.f(0x1p23)), x)
	bits := e.cast(arith.Bitcast, scaled, e.i32)
	exponent := e.binary(arith.SubI, e.binary(arith.AndI, e.binary(arith.ShRUI, bits, e.i(23)), e.i(0xff)), e.i(127))
	exponent = e.sel(subnormal, e.binary(arith.SubI, exponent, e.i(23)), exponent)
	m := e.cast(arith.Bitcast, e.binary(arith.OrI, e.binary(arith.AndI, bits, e.i(0x7fffff)), e.i(0x3f800000)), e.f32)
	high := e.cmp(arith.CmpFOGT, m, e.f(gomath.Sqrt2))
	m = e.sel(high, e.binary(arith.MulF, m, e.f(0.5)), m)
	exponent = e.sel(high, e.binary(arith.AddI, exponent, e.i(1)), exponent)
	f := e.binary(arith.SubF, m, e.f(1))
	s := e.binary(arith.DivF, f, e.binary(arith.AddF, f, e.f(2)))
	z := e.binary(arith.MulF, s, s)
	logM := e.binary(arith.MulF, e.binary(arith.AddF, s, s), e.horner(z, 1.0/11, 1.0/9, 1.0/7, 1.0/5, 1.0/3, 1))
	k := e.cast(arith.SIToFP, exponent, e.f32)
	result := e.fma(k, e.f(ln2Hi), e.fma(k, e.f(ln2Lo), logM))
	// The special cases, in order of precedence: NaN and +inf are
	// themselves, 0 is -inf, negatives are NaN.
	result = e.sel(e.cmp(arith.CmpFOLT, x, e.f(0)), e.f(gomath.NaN()), result)
	result = e.sel(e.cmp(arith.CmpFOEQ, x, e.f(0)), e.f(gomath.Inf(-1)), result)
	return e.sel(e.cmp(arith.CmpFUEQ, x, e.f(gomath.Inf(1))), x, result)
}

// expander builds an expansion's ops at its rewriter's point.
type expander struct {
	rw       *rewrite.Rewriter
	f32, i32 ir.Type
}

func (e *expander) f(v float64) *ir.Value {
	return e.rw.Build(arith.Constant, nil, []ir.Type{e.f32},
		ir.NamedAttr{Name: "value", Value: e.rw.Ctx.FloatAttr(e.f32.(*ir.FloatType), float64(float32(v)))}).Result(0)
}

func (e *expander) i(v int64) *ir.Value {
	return e.rw.Build(arith.Constant, nil, []ir.Type{e.i32}, ir.NamedAttr{Name: "value", Value: e.rw.Ctx.IntegerAttr(e.i32, v)}).Result(0)
}

func (e *expander) unary(d *ir.OpDef, x *ir.Value) *ir.Value {
	return e.rw.Build(d, []*ir.Value{x}, []ir.Type{x.Type()}).Result(0)
}

func (e *expander) binary(d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return e.rw.Build(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

func (e *expander) fma(a, b, c *ir.Value) *ir.Value {
	return e.rw.Build(math.Fma, []*ir.Value{a, b, c}, []ir.Type{a.Type()}).Result(0)
}

func (e *expander) cast(d *ir.OpDef, x *ir.Value, to ir.Type) *ir.Value {
	return e.rw.Build(d, []*ir.Value{x}, []ir.Type{to}).Result(0)
}

func (e *expander) cmp(pred arith.CmpFPredicate, x, y *ir.Value) *ir.Value {
	return e.rw.Build(arith.CmpF, []*ir.Value{x, y}, []ir.Type{e.rw.Ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: e.rw.Ctx.IntegerAttr(e.rw.Ctx.I(64), int64(pred))}).Result(0)
}

func (e *expander) sel(cond, x, y *ir.Value) *ir.Value {
	return e.rw.Build(arith.Select, []*ir.Value{cond, x, y}, []ir.Type{x.Type()}).Result(0)
}

// horner evaluates the polynomial with the coefficients given from the
// highest degree down, at x, with fused multiply-adds.
func (e *expander) horner(x *ir.Value, coefficients ...float64) *ir.Value {
	acc := e.f(coefficients[0])
	for _, c := range coefficients[1:] {
		acc = e.fma(acc, x, e.f(c))
	}
	return acc
}
