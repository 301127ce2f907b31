package torchtolinalg

import (
	"math"

	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers PyTorch's special functions (lgamma, digamma,
// polygamma, zeta, the Bessel and Airy functions, erfcx, ndtr, ndtri,
// the orthogonal polynomials, ...) to one elementwise linalg.generic
// each. The body computes in f64 (an f32 element is extended and the
// result truncated once) with arith and math ops only: rational and
// Chebyshev approximations (the Cephes tables of internal/specfn),
// recurrences unrolled where their length is bounded, and scf.while
// loops inside the body where it is not (zeta's summation, the
// polynomials of degree n, Airy's series), so the same body serves the
// CPU and GPU paths. Branches of PyTorch's kernels become arith.select
// between values computed for every element; an argument outside a
// branch's domain only makes a value the select drops. The special_
// names that are plain aliases (special_psi, special_xlogy, ...) are
// rewritten to these ops first (torch.Aliases).

func specialPatterns() []*rewrite.ConversionPattern {
	var ps []*rewrite.ConversionPattern
	// f32f64: PyTorch's CPU kernel exists for float and double only (its
	// f16 and bf16 inputs are errors), so those are not lowered.
	for _, u := range []struct {
		op     *ir.OpDef
		fn     func(s specialFns, x *ir.Value) *ir.Value
		f32f64 bool
	}{
		{torch.AtenLgamma, specialFns.lgamma, false},
		{torch.AtenDigamma, specialFns.digamma, false},
		{torch.AtenErfinv, specialFns.erfinv, false},
		{torch.AtenSpecialErfcx, specialFns.erfcx, true},
		{torch.AtenSpecialNdtr, specialFns.ndtr, false},
		{torch.AtenSpecialNdtri, specialFns.ndtri, true},
		{torch.AtenSpecialLogNdtr, specialFns.logNdtr, true},
		{torch.AtenI0, specialFns.i0, false},
		{torch.AtenSpecialModifiedBesselI0, specialFns.i0, true},
		{torch.AtenSpecialI0e, specialFns.i0e, false},
		{torch.AtenSpecialI1, specialFns.i1, false},
		{torch.AtenSpecialModifiedBesselI1, specialFns.i1, true},
		{torch.AtenSpecialI1e, specialFns.i1e, false},
		{torch.AtenSpecialModifiedBesselK0, func(s specialFns, x *ir.Value) *ir.Value { return s.besselK(x, 0, false) }, true},
		{torch.AtenSpecialModifiedBesselK1, func(s specialFns, x *ir.Value) *ir.Value { return s.besselK(x, 1, false) }, true},
		{torch.AtenSpecialScaledModifiedBesselK0, func(s specialFns, x *ir.Value) *ir.Value { return s.besselK(x, 0, true) }, true},
		{torch.AtenSpecialScaledModifiedBesselK1, func(s specialFns, x *ir.Value) *ir.Value { return s.besselK(x, 1, true) }, true},
		{torch.AtenSpecialBesselJ0, specialFns.j0, true},
		{torch.AtenSpecialBesselJ1, specialFns.j1, true},
		{torch.AtenSpecialBesselY0, specialFns.y0, true},
		{torch.AtenSpecialBesselY1, specialFns.y1, true},
		{torch.AtenSpecialSphericalBesselJ0, specialFns.sphericalJ0, true},
		{torch.AtenSpecialAiryAi, specialFns.airyAi, true},
		{torch.AtenSpecialEntr, specialFns.entr, false},
		{torch.AtenSinc, specialFns.sinc, false},
	} {
		ps = append(ps, specialUnary(u.op, u.fn, u.f32f64))
	}
	xlogy := func(s specialFns, x, y *ir.Value) *ir.Value { return s.xlogy(x, y, mathd.Log.Name) }
	xlog1py := func(s specialFns, x, y *ir.Value) *ir.Value { return s.xlogy(x, y, mathd.Log1p.Name) }
	ps = append(ps,
		specialBinary[torch.AtenXlogyTensorArgs[int]](torch.AtenXlogyTensor, xlogy, false),
		specialBinary[torch.AtenXlogyScalarSelfArgs[int]](torch.AtenXlogyScalarSelf, xlogy, false),
		specialBinary[torch.AtenXlogyScalarOtherArgs[int]](torch.AtenXlogyScalarOther, xlogy, false),
		specialBinary[torch.AtenSpecialXlog1pyArgs[int]](torch.AtenSpecialXlog1py, xlog1py, false),
		specialBinary[torch.AtenSpecialXlog1pySelfScalarArgs[int]](torch.AtenSpecialXlog1pySelfScalar, xlog1py, false),
		specialBinary[torch.AtenSpecialXlog1pyOtherScalarArgs[int]](torch.AtenSpecialXlog1pyOtherScalar, xlog1py, false),
		specialBinary[torch.AtenSpecialZetaArgs[int]](torch.AtenSpecialZeta, specialFns.zeta, true),
		specialBinary[torch.AtenSpecialZetaSelfScalarArgs[int]](torch.AtenSpecialZetaSelfScalar, specialFns.zeta, true),
		specialBinary[torch.AtenSpecialZetaOtherScalarArgs[int]](torch.AtenSpecialZetaOtherScalar, specialFns.zeta, true),
		specialBinary[torch.AtenIgammaArgs[int]](torch.AtenIgamma, func(s specialFns, a, x *ir.Value) *ir.Value { return s.igamma(a, x, false) }, false),
		specialBinary[torch.AtenIgammacArgs[int]](torch.AtenIgammac, func(s specialFns, a, x *ir.Value) *ir.Value { return s.igamma(a, x, true) }, false),
	)
	// The orthogonal polynomials P(x, n) in their Tensor/Tensor, Scalar x
	// and Scalar n forms.
	ps = append(ps,
		polynomialPat[torch.AtenSpecialChebyshevPolynomialTArgs[int]](torch.AtenSpecialChebyshevPolynomialT, specialFns.chebyshevT),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialTXScalarArgs[int]](torch.AtenSpecialChebyshevPolynomialTXScalar, specialFns.chebyshevT),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialTNScalarArgs[int]](torch.AtenSpecialChebyshevPolynomialTNScalar, specialFns.chebyshevT),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialUArgs[int]](torch.AtenSpecialChebyshevPolynomialU, specialFns.chebyshevU),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialUXScalarArgs[int]](torch.AtenSpecialChebyshevPolynomialUXScalar, specialFns.chebyshevU),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialUNScalarArgs[int]](torch.AtenSpecialChebyshevPolynomialUNScalar, specialFns.chebyshevU),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialVArgs[int]](torch.AtenSpecialChebyshevPolynomialV, specialFns.chebyshevV),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialVXScalarArgs[int]](torch.AtenSpecialChebyshevPolynomialVXScalar, specialFns.chebyshevV),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialVNScalarArgs[int]](torch.AtenSpecialChebyshevPolynomialVNScalar, specialFns.chebyshevV),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialWArgs[int]](torch.AtenSpecialChebyshevPolynomialW, specialFns.chebyshevW),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialWXScalarArgs[int]](torch.AtenSpecialChebyshevPolynomialWXScalar, specialFns.chebyshevW),
		polynomialPat[torch.AtenSpecialChebyshevPolynomialWNScalarArgs[int]](torch.AtenSpecialChebyshevPolynomialWNScalar, specialFns.chebyshevW),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialTArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialT, specialFns.shiftedT),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialTXScalarArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialTXScalar, specialFns.shiftedT),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialTNScalarArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialTNScalar, specialFns.shiftedT),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialUArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialU, specialFns.shiftedU),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialUXScalarArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialUXScalar, specialFns.shiftedU),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialUNScalarArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialUNScalar, specialFns.shiftedU),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialVArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialV, specialFns.shiftedV),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialVXScalarArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialVXScalar, specialFns.shiftedV),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialVNScalarArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialVNScalar, specialFns.shiftedV),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialWArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialW, specialFns.shiftedW),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialWXScalarArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialWXScalar, specialFns.shiftedW),
		polynomialPat[torch.AtenSpecialShiftedChebyshevPolynomialWNScalarArgs[int]](torch.AtenSpecialShiftedChebyshevPolynomialWNScalar, specialFns.shiftedW),
		polynomialPat[torch.AtenSpecialHermitePolynomialHArgs[int]](torch.AtenSpecialHermitePolynomialH, specialFns.hermiteH),
		polynomialPat[torch.AtenSpecialHermitePolynomialHXScalarArgs[int]](torch.AtenSpecialHermitePolynomialHXScalar, specialFns.hermiteH),
		polynomialPat[torch.AtenSpecialHermitePolynomialHNScalarArgs[int]](torch.AtenSpecialHermitePolynomialHNScalar, specialFns.hermiteH),
		polynomialPat[torch.AtenSpecialHermitePolynomialHeArgs[int]](torch.AtenSpecialHermitePolynomialHe, specialFns.hermiteHe),
		polynomialPat[torch.AtenSpecialHermitePolynomialHeXScalarArgs[int]](torch.AtenSpecialHermitePolynomialHeXScalar, specialFns.hermiteHe),
		polynomialPat[torch.AtenSpecialHermitePolynomialHeNScalarArgs[int]](torch.AtenSpecialHermitePolynomialHeNScalar, specialFns.hermiteHe),
		polynomialPat[torch.AtenSpecialLaguerrePolynomialLArgs[int]](torch.AtenSpecialLaguerrePolynomialL, specialFns.laguerreL),
		polynomialPat[torch.AtenSpecialLaguerrePolynomialLXScalarArgs[int]](torch.AtenSpecialLaguerrePolynomialLXScalar, specialFns.laguerreL),
		polynomialPat[torch.AtenSpecialLaguerrePolynomialLNScalarArgs[int]](torch.AtenSpecialLaguerrePolynomialLNScalar, specialFns.laguerreL),
		polynomialPat[torch.AtenSpecialLegendrePolynomialPArgs[int]](torch.AtenSpecialLegendrePolynomialP, specialFns.legendreP),
		polynomialPat[torch.AtenSpecialLegendrePolynomialPXScalarArgs[int]](torch.AtenSpecialLegendrePolynomialPXScalar, specialFns.legendreP),
		polynomialPat[torch.AtenSpecialLegendrePolynomialPNScalarArgs[int]](torch.AtenSpecialLegendrePolynomialPNScalar, specialFns.legendreP),
	)
	ps = append(ps,
		polygammaPat(torch.AtenPolygamma.Name),
		mvlgammaPat(torch.AtenMvlgamma.Name),
		logitPat(torch.AtenLogit),
	)
	return ps
}

// ---- patterns ----

// inF64 runs fn on xs extended to f64 and truncates its result to the
// element type t (a float: integer inputs were converted to it already).
func (l *opLowering) inF64(t ir.Type, xs []*ir.Value, fn func(s specialFns, xs []*ir.Value) *ir.Value) *ir.Value {
	s := specialFns{l, l.ctx.F64()}
	ys := make([]*ir.Value, len(xs))
	for i, x := range xs {
		ys[i] = l.cast(x, s.t)
	}
	return l.cast(fn(s, ys), t)
}

// computable reports whether a float function computes in element type
// t: any float, or only f32 and f64 when f32f64.
func (l *opLowering) computable(t ir.Type, f32f64 bool) bool {
	return isFloat(t) && (!f32f64 || t == l.ctx.F32() || t == l.ctx.F64())
}

// specialUnary lowers a float function of operand 0.
func specialUnary(d *ir.OpDef, fn func(s specialFns, x *ir.Value) *ir.Value, f32f64 bool) *rewrite.ConversionPattern {
	return unaryPat(d, func(l *opLowering, x *ir.Value) *ir.Value {
		if !l.computable(x.Type(), f32f64) {
			return nil
		}
		return l.inF64(x.Type(), []*ir.Value{x}, func(s specialFns, xs []*ir.Value) *ir.Value { return fn(s, xs[0]) })
	})
}

// selfOtherPositions are the argument lists of binary ops of self and other.
type selfOtherPositions interface {
	~[]int
	Self() int
	Other() int
}

// xnPositions are the orthogonal polynomials' argument lists, of x and n.
type xnPositions interface {
	~[]int
	X() int
	N() int
}

// specialBinary lowers a float function of self and other (tensors or
// scalars).
func specialBinary[A selfOtherPositions](d *ir.OpDef, fn func(s specialFns, a, b *ir.Value) *ir.Value, f32f64 bool) *rewrite.ConversionPattern {
	return binaryPat(d.Name, torch.Positions(A.Self, A.Other), func(l *opLowering, xs []*ir.Value) *ir.Value {
		if !l.computable(xs[0].Type(), f32f64) {
			return nil
		}
		return l.inF64(xs[0].Type(), xs, func(s specialFns, ys []*ir.Value) *ir.Value { return fn(s, ys[0], ys[1]) })
	})
}

// polynomialPat lowers P(x, n) in f32 or f64 (PyTorch has no f16 or
// bf16 kernel): n, converted to the result's float type like x, is
// truncated to an integer degree (NaN and infinities read as negative).
// The Hermite polynomials are NaN above degree 128 in f32 (512 in f64).
func polynomialPat[A xnPositions](d *ir.OpDef, fn func(s specialFns, x, n *ir.Value, limit float64) *ir.Value) *rewrite.ConversionPattern {
	return binaryPat(d.Name, torch.Positions(A.X, A.N), func(l *opLowering, xs []*ir.Value) *ir.Value {
		t := xs[0].Type()
		if !l.computable(t, true) {
			return nil
		}
		limit := 128.0
		if t == l.ctx.F64() {
			limit = 512
		}
		return l.inF64(t, xs, func(s specialFns, ys []*ir.Value) *ir.Value {
			n := ys[1]
			finite := s.and(s.cmp("oeq", n, n), s.cmp("one", s.f1(mathd.AbsF.Name, n), s.c(math.Inf(1))))
			n = s.sel(finite, s.f1(mathd.Trunc.Name, n), s.c(-1))
			return fn(s, ys[0], n, limit)
		})
	})
}

// polygammaPat lowers polygamma(n, x) for a constant n >= 0.
func polygammaPat(name string) *rewrite.ConversionPattern {
	return pat(name, func(l *opLowering) *ir.Value {
		orig, conv := argsOf[torch.AtenPolygammaArgs[*ir.Value]](l)
		n, ok := constInt(orig.N())
		rt := l.resultType(0)
		if !ok || n < 0 || rt == nil || !isFloat(rt.Elem) || rankedTensorType(conv.Self()) == nil {
			return nil
		}
		return l.elementwise(rt, []*ir.Value{conv.Self()}, func(xs []*ir.Value) *ir.Value {
			x := l.castU(xs[0], rt.Elem, false)
			return l.inF64(rt.Elem, []*ir.Value{x}, func(s specialFns, ys []*ir.Value) *ir.Value { return s.polygamma(n, ys[0]) })
		})
	})
}

// mvlgammaPat lowers mvlgamma(x, p) for a constant p >= 1:
// p(p-1)/4 log(pi) + sum over i < p of lgamma(x - i/2). A bool x is
// PyTorch's error, not lowered.
func mvlgammaPat(name string) *rewrite.ConversionPattern {
	return pat(name, func(l *opLowering) *ir.Value {
		orig, conv := argsOf[torch.AtenMvlgammaArgs[*ir.Value]](l)
		p, ok := constInt(orig.P())
		rt := l.resultType(0)
		if !ok || p < 1 || rt == nil || !isFloat(rt.Elem) || rankedTensorType(conv.Self()) == nil || intWidth(elemOf(conv.Self())) == 1 {
			return nil
		}
		return l.elementwise(rt, []*ir.Value{conv.Self()}, func(xs []*ir.Value) *ir.Value {
			x := l.castU(xs[0], rt.Elem, l.unsigned(xs[0]))
			return l.inF64(rt.Elem, []*ir.Value{x}, func(s specialFns, ys []*ir.Value) *ir.Value {
				var sum *ir.Value
				for i := p - 1; i >= 0; i-- {
					v := s.lgamma(s.sub(ys[0], s.c(float64(i)/2)))
					if sum == nil {
						sum = v
					} else {
						sum = s.add(sum, v)
					}
				}
				return s.add(sum, s.c(float64(p*(p-1))*math.Log(math.Pi)/4))
			})
		})
	})
}

// logitPat lowers logit(x, eps?) = log(x/(1-x)), x clamped to
// [eps, 1-eps] first when eps is a constant >= 0 (bounds in the result
// dtype, NaN kept).
func logitPat(d *ir.OpDef) *rewrite.ConversionPattern {
	return unaryPat(d, func(l *opLowering, x *ir.Value) *ir.Value {
		if !isFloat(x.Type()) {
			return nil
		}
		eps, epsArg := -1.0, origArg(torch.AtenLogitArgs[*ir.Value].Eps)(l)
		if !isNone(epsArg) {
			var ok bool
			if eps, ok = constFloat(epsArg); !ok {
				return nil
			}
		}
		if eps >= 0 {
			lo := l.constant(x.Type(), eps)
			one := l.constant(x.Type(), 1)
			hi := l.sub(one, lo)
			x = l.sel(l.cmp("lt", x, lo), lo, l.sel(l.cmp("gt", x, hi), hi, x))
		}
		return l.inF64(x.Type(), []*ir.Value{x}, func(s specialFns, ys []*ir.Value) *ir.Value {
			return s.f1(mathd.Log.Name, s.div(ys[0], s.sub(s.c(1), ys[0])))
		})
	})
}

// ---- scalar float builder ----

// specialFns builds scalar arithmetic in the float type t inside a body.
type specialFns struct {
	l *opLowering
	t ir.Type
}

func (s specialFns) c(v float64) *ir.Value        { return s.l.constant(s.t, v) }
func (s specialFns) add(a, b *ir.Value) *ir.Value { return s.l.add(a, b) }
func (s specialFns) sub(a, b *ir.Value) *ir.Value { return s.l.sub(a, b) }
func (s specialFns) mul(a, b *ir.Value) *ir.Value { return s.l.mul(a, b) }
func (s specialFns) div(a, b *ir.Value) *ir.Value { return s.l.div(a, b) }
func (s specialFns) neg(a *ir.Value) *ir.Value    { return s.l.un(arith.NegF.Name, a) }
func (s specialFns) f1(op string, a *ir.Value) *ir.Value {
	return s.l.un(op, a)
}
func (s specialFns) abs(a *ir.Value) *ir.Value  { return s.f1(mathd.AbsF.Name, a) }
func (s specialFns) sqrt(a *ir.Value) *ir.Value { return s.f1(mathd.Sqrt.Name, a) }
func (s specialFns) exp(a *ir.Value) *ir.Value  { return s.f1(mathd.Exp.Name, a) }
func (s specialFns) log(a *ir.Value) *ir.Value  { return s.f1(mathd.Log.Name, a) }
func (s specialFns) pow(a, b *ir.Value) *ir.Value {
	return s.l.create(mathd.PowF.Name, []*ir.Value{a, b}, s.t)
}
func (s specialFns) copysign(a, b *ir.Value) *ir.Value {
	return s.l.create(mathd.CopySign.Name, []*ir.Value{a, b}, s.t)
}

// cmp is arith.cmpf with predicate p (oeq, one, olt, ole, ogt, oge, une, uno, ...).
func (s specialFns) cmp(p string, a, b *ir.Value) *ir.Value {
	return s.l.create(arith.CmpF.Name, []*ir.Value{a, b}, s.l.ctx.I(1), attr("predicate", cmpf(s.l.ctx, p)))
}
func (s specialFns) lt(a, b *ir.Value) *ir.Value     { return s.cmp("olt", a, b) }
func (s specialFns) le(a, b *ir.Value) *ir.Value     { return s.cmp("ole", a, b) }
func (s specialFns) gt(a, b *ir.Value) *ir.Value     { return s.cmp("ogt", a, b) }
func (s specialFns) ge(a, b *ir.Value) *ir.Value     { return s.cmp("oge", a, b) }
func (s specialFns) eq(a, b *ir.Value) *ir.Value     { return s.cmp("oeq", a, b) }
func (s specialFns) isNaN(a *ir.Value) *ir.Value     { return s.cmp("uno", a, a) }
func (s specialFns) isInf(a *ir.Value) *ir.Value     { return s.eq(s.abs(a), s.c(math.Inf(1))) }
func (s specialFns) sel(c, a, b *ir.Value) *ir.Value { return s.l.sel(c, a, b) }
func (s specialFns) and(a, b *ir.Value) *ir.Value {
	return s.l.create(arith.AndI.Name, []*ir.Value{a, b}, s.l.ctx.I(1))
}
func (s specialFns) or(a, b *ir.Value) *ir.Value {
	return s.l.create(arith.OrI.Name, []*ir.Value{a, b}, s.l.ctx.I(1))
}
func (s specialFns) not(a *ir.Value) *ir.Value {
	return s.l.create(arith.XOrI.Name, []*ir.Value{a, s.l.constant(s.l.ctx.I(1), 1)}, s.l.ctx.I(1))
}

// isInt reports x == trunc(x): false for NaN, true at +-Inf (callers
// that care test for infinities first).
func (s specialFns) isInt(x *ir.Value) *ir.Value { return s.eq(x, s.f1(mathd.Trunc.Name, x)) }

// even reports that integral n is even.
func (s specialFns) even(n *ir.Value) *ir.Value {
	return s.eq(s.l.create(arith.RemF.Name, []*ir.Value{n, s.c(2)}, s.t), s.c(0))
}

// polevl is the polynomial with coefficients cs (highest power first) at x.
func (s specialFns) polevl(x *ir.Value, cs []float64) *ir.Value {
	r := s.c(cs[0])
	for _, c := range cs[1:] {
		r = s.add(s.mul(r, x), s.c(c))
	}
	return r
}

// chbevl sums the Chebyshev series cs (zero-order term last) at x/2 by
// Clenshaw's recurrence.
func (s specialFns) chbevl(x *ir.Value, cs []float64) *ir.Value {
	b0, b1, b2 := s.c(cs[0]), s.c(0), s.c(0)
	for _, c := range cs[1:] {
		b2 = b1
		b1 = b0
		b0 = s.add(s.sub(s.mul(x, b1), b2), s.c(c))
	}
	return s.mul(s.c(0.5), s.sub(b0, b2))
}

// while builds an scf.while carrying vals: cond decides from the carried
// values whether to run body once more, body returns the next ones. It
// returns the values after the last iteration.
func (s specialFns) while(vals []*ir.Value, cond func(v []*ir.Value) *ir.Value, body func(v []*ir.Value) []*ir.Value) []*ir.Value {
	l := s.l
	types := make([]ir.Type, len(vals))
	for i, v := range vals {
		types[i] = v.Type()
	}
	before, after := ir.NewRegion(), ir.NewRegion()
	bb, ab := ir.NewBlock(), ir.NewBlock()
	for _, t := range types {
		bb.AddArgument(t, l.loc)
		ab.AddArgument(t, l.loc)
	}
	before.Append(bb)
	after.Append(ab)
	op := l.rw.Create(&ir.OperationState{Name: l.ctx.OpName(scf.While.Name), Loc: l.loc,
		Operands: vals, Types: types, Regions: []*ir.Region{before, after}})
	ip := l.rw.Save()
	l.rw.SetInsertionPointToEnd(bb)
	c := cond(bb.Args())
	l.rw.CreateAt(l.loc, scf.Condition.Name, append([]*ir.Value{c}, bb.Args()...), nil)
	l.rw.SetInsertionPointToEnd(ab)
	next := body(ab.Args())
	l.rw.CreateAt(l.loc, scf.Yield.Name, next, nil)
	l.rw.Restore(ip)
	return op.Results()
}
