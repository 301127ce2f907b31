// Package complextostandard is convert-complex-to-standard: the complex
// ops become arith and math on the real and imaginary parts (complex.re,
// complex.im), recombined with complex.create, as upstream's
// ComplexToStandard; create, re and im stay for convert-complex-to-llvm
// (package complextollvm).
package complextostandard

import (
	"github.com/strata-compiler/strata/dialects/arith"
	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-complex-to-standard.
var Pass = &passes.Pass{
	Argument: "convert-complex-to-standard",
	Name:     "ConvertComplexToStandardPass",
	Summary:  "Convert Complex dialect to standard dialect",
	Dialects: []string{"arith", "math"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// kept are the ops convert-complex-to-llvm lowers directly.
var kept = []*ir.OpDef{complexd.Create, complexd.Re, complexd.Im, complexd.Bitcast}

// Apply converts the complex ops nested in root (a partial conversion:
// create, re, im and bitcast stay).
func Apply(root *ir.Operation) error {
	target := rewrite.NewConversionTarget()
	target.AddIllegalDialect("complex")
	for _, d := range kept {
		target.AddLegalOp(d.Name)
	}
	target.AddLegalDialect("arith", "math")
	return rewrite.ApplyPartialConversion(root, target, Patterns(), nil)
}

// partBuilder builds the parts' arithmetic at the rewriter's insertion point.
type partBuilder struct {
	rw  *rewrite.ConversionRewriter
	loc ir.Location
	t   ir.Type // the part type
	fm  []ir.NamedAttr
}

func (x partBuilder) op(d *ir.OpDef, t ir.Type, operands ...*ir.Value) *ir.Value {
	var attrs []ir.NamedAttr
	for _, a := range d.Attrs {
		if a.Name == "fastmath" {
			attrs = x.fm
		}
	}
	return x.rw.CreateAt(x.loc, d.Name, operands, []ir.Type{t}, attrs...).Result(0)
}
func (x partBuilder) f(d *ir.OpDef, operands ...*ir.Value) *ir.Value {
	return x.op(d, x.t, operands...)
}
func (x partBuilder) add(p, q *ir.Value) *ir.Value { return x.f(arith.AddF, p, q) }
func (x partBuilder) sub(p, q *ir.Value) *ir.Value { return x.f(arith.SubF, p, q) }
func (x partBuilder) mul(p, q *ir.Value) *ir.Value { return x.f(arith.MulF, p, q) }
func (x partBuilder) div(p, q *ir.Value) *ir.Value { return x.f(arith.DivF, p, q) }
func (x partBuilder) neg(p *ir.Value) *ir.Value    { return x.f(arith.NegF, p) }
func (x partBuilder) c(v float64) *ir.Value {
	ft := x.t.(*ir.FloatType)
	return x.rw.CreateAt(x.loc, arith.Constant.Name, nil, []ir.Type{x.t}, ir.NamedAttr{Name: "value", Value: x.rw.Ctx.FloatAttr(ft, v)}).Result(0)
}
func (x partBuilder) cmp(pred string, p, q *ir.Value) *ir.Value {
	return x.rw.CreateAt(x.loc, arith.CmpF.Name, []*ir.Value{p, q}, []ir.Type{x.rw.Ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: x.rw.Ctx.IntegerAttr(x.rw.Ctx.I(64), cmpfPredicates[pred])}).Result(0)
}
func (x partBuilder) sel(c, p, q *ir.Value) *ir.Value {
	return x.rw.CreateAt(x.loc, arith.Select.Name, []*ir.Value{c, p, q}, []ir.Type{p.Type()}).Result(0)
}
func (x partBuilder) bool(d *ir.OpDef, p, q *ir.Value) *ir.Value {
	return x.rw.CreateAt(x.loc, d.Name, []*ir.Value{p, q}, []ir.Type{x.rw.Ctx.I(1)}).Result(0)
}
func (x partBuilder) parts(z *ir.Value) (re, im *ir.Value) {
	re = x.rw.CreateAt(x.loc, complexd.Re.Name, []*ir.Value{z}, []ir.Type{x.t}).Result(0)
	im = x.rw.CreateAt(x.loc, complexd.Im.Name, []*ir.Value{z}, []ir.Type{x.t}).Result(0)
	return re, im
}
func (x partBuilder) create(ct ir.Type, re, im *ir.Value) *ir.Value {
	return x.rw.CreateAt(x.loc, complexd.Create.Name, []*ir.Value{re, im}, []ir.Type{ct}).Result(0)
}

// abs is sqrt(re² + im²).
func (x partBuilder) abs(re, im *ir.Value) *ir.Value {
	return x.f(math.Sqrt, x.add(x.mul(re, re), x.mul(im, im)))
}

// parts2 are a complex result's parts from the operands' parts.
type parts2 func(x partBuilder, a []*ir.Value) (re, im *ir.Value)

// toParts lowers a complex op with a complex result computed part by part.
func toParts(d *ir.OpDef, f parts2) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: d.Name + "-to-standard", Root: d.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			x, ok := builder(op, rw)
			if !ok {
				return false
			}
			var ps []*ir.Value
			for _, v := range operands {
				re, im := x.parts(v)
				ps = append(ps, re, im)
			}
			re, im := f(x, ps)
			rw.ReplaceOp(op, []*ir.Value{x.create(op.Result(0).Type(), re, im)})
			return true
		}}
}

// toValue lowers a complex op with a real or i1 result.
func toValue(d *ir.OpDef, f func(x partBuilder, a []*ir.Value) *ir.Value) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: d.Name + "-to-standard", Root: d.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			x, ok := builder(op, rw)
			if !ok {
				return false
			}
			var ps []*ir.Value
			for _, v := range operands {
				re, im := x.parts(v)
				ps = append(ps, re, im)
			}
			rw.ReplaceOp(op, []*ir.Value{f(x, ps)})
			return true
		}}
}

func builder(op *ir.Operation, rw *rewrite.ConversionRewriter) (partBuilder, bool) {
	var ct ir.Type
	if op.NumOperands() > 0 {
		ct = op.Operand(0).Type()
	} else {
		ct = op.Result(0).Type()
	}
	t := complexd.ElemOf(ct)
	if _, ok := t.(*ir.FloatType); !ok {
		return partBuilder{}, false
	}
	x := partBuilder{rw: rw, loc: op.Loc(), t: t}
	if fm := op.Attr("fastmath"); fm != nil && arith.FastMathOf(op) != arith.FastMathNone {
		x.fm = []ir.NamedAttr{{Name: "fastmath", Value: fm}}
	}
	return x, true
}

// Patterns returns the complex-to-standard patterns.
func Patterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		toValue(complexd.Abs, func(x partBuilder, a []*ir.Value) *ir.Value { return x.abs(a[0], a[1]) }),
		toValue(complexd.Angle, func(x partBuilder, a []*ir.Value) *ir.Value { return x.f(math.Atan2, a[1], a[0]) }),
		// eq: both parts equal (oeq); neq: either differs (une).
		toValue(complexd.Eq, func(x partBuilder, a []*ir.Value) *ir.Value {
			return x.bool(arith.AndI, x.cmp("oeq", a[0], a[2]), x.cmp("oeq", a[1], a[3]))
		}),
		toValue(complexd.Neq, func(x partBuilder, a []*ir.Value) *ir.Value {
			return x.bool(arith.OrI, x.cmp("une", a[0], a[2]), x.cmp("une", a[1], a[3]))
		}),
		toParts(complexd.Add, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) { return x.add(a[0], a[2]), x.add(a[1], a[3]) }),
		toParts(complexd.Sub, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) { return x.sub(a[0], a[2]), x.sub(a[1], a[3]) }),
		toParts(complexd.Neg, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) { return x.neg(a[0]), x.neg(a[1]) }),
		toParts(complexd.Conj, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) { return a[0], x.neg(a[1]) }),
		// (a + bi)(c + di) = (ac - bd) + (ad + bc)i.
		toParts(complexd.Mul, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			return x.sub(x.mul(a[0], a[2]), x.mul(a[1], a[3])), x.add(x.mul(a[0], a[3]), x.mul(a[1], a[2]))
		}),
		toParts(complexd.Div, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) { return x.divide(a[0], a[1], a[2], a[3]) }),
		// exp(a + bi) = e^a (cos b + i sin b).
		toParts(complexd.Exp, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			e := x.f(math.Exp, a[0])
			return x.mul(e, x.f(math.Cos, a[1])), x.mul(e, x.f(math.Sin, a[1]))
		}),
		// expm1(a + bi) = (expm1(a) cos b - 2 sin²(b/2)) + i e^a sin b.
		toParts(complexd.Expm1, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			s := x.f(math.Sin, x.mul(a[1], x.c(0.5)))
			re := x.sub(x.mul(x.f(math.ExpM1, a[0]), x.f(math.Cos, a[1])), x.mul(x.c(2), x.mul(s, s)))
			return re, x.mul(x.f(math.Exp, a[0]), x.f(math.Sin, a[1]))
		}),
		// log(z) = log|z| + i arg z.
		toParts(complexd.Log, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			return x.f(math.Log, x.abs(a[0], a[1])), x.f(math.Atan2, a[1], a[0])
		}),
		// log1p(a + bi) = log1p(2a + a² + b²)/2 + i atan2(b, 1 + a).
		toParts(complexd.Log1p, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			q := x.add(x.mul(a[0], x.add(x.c(2), a[0])), x.mul(a[1], a[1]))
			return x.mul(x.c(0.5), x.f(math.Log1p, q)), x.f(math.Atan2, a[1], x.add(x.c(1), a[0]))
		}),
		toParts(complexd.Sqrt, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) { return x.sqrt(a[0], a[1]) }),
		// rsqrt(z) = 1 / sqrt(z).
		toParts(complexd.Rsqrt, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			re, im := x.sqrt(a[0], a[1])
			return x.divide(x.c(1), x.c(0), re, im)
		}),
		// sign(z) = z / |z|, 0 at 0.
		toParts(complexd.Sign, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			n := x.abs(a[0], a[1])
			zero := x.cmp("oeq", n, x.c(0))
			return x.sel(zero, a[0], x.div(a[0], n)), x.sel(zero, a[1], x.div(a[1], n))
		}),
		// sin(a + bi) = sin a cosh b + i cos a sinh b;
		// cos(a + bi) = cos a cosh b - i sin a sinh b.
		toParts(complexd.Sin, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			return x.mul(x.f(math.Sin, a[0]), x.f(math.Cosh, a[1])), x.mul(x.f(math.Cos, a[0]), x.f(math.Sinh, a[1]))
		}),
		toParts(complexd.Cos, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			return x.mul(x.f(math.Cos, a[0]), x.f(math.Cosh, a[1])), x.neg(x.mul(x.f(math.Sin, a[0]), x.f(math.Sinh, a[1])))
		}),
		// tan(a + bi) = (sin 2a + i sinh 2b) / (cos 2a + cosh 2b);
		// tanh(a + bi) = (sinh 2a + i sin 2b) / (cosh 2a + cos 2b).
		toParts(complexd.Tan, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			a2, b2 := x.add(a[0], a[0]), x.add(a[1], a[1])
			d := x.add(x.f(math.Cos, a2), x.f(math.Cosh, b2))
			return x.div(x.f(math.Sin, a2), d), x.div(x.f(math.Sinh, b2), d)
		}),
		toParts(complexd.Tanh, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			a2, b2 := x.add(a[0], a[0]), x.add(a[1], a[1])
			d := x.add(x.f(math.Cosh, a2), x.f(math.Cos, b2))
			return x.div(x.f(math.Sinh, a2), d), x.div(x.f(math.Sin, b2), d)
		}),
		// pow(z, w) = exp(w log z); w = 0 gives 1, z = 0 with Re w > 0
		// gives 0.
		toParts(complexd.Pow, func(x partBuilder, a []*ir.Value) (*ir.Value, *ir.Value) {
			lr, li := x.f(math.Log, x.abs(a[0], a[1])), x.f(math.Atan2, a[1], a[0])
			er := x.sub(x.mul(a[2], lr), x.mul(a[3], li))
			ei := x.add(x.mul(a[2], li), x.mul(a[3], lr))
			e := x.f(math.Exp, er)
			re, im := x.mul(e, x.f(math.Cos, ei)), x.mul(e, x.f(math.Sin, ei))
			zero, one := x.c(0), x.c(1)
			wZero := x.bool(arith.AndI, x.cmp("oeq", a[2], zero), x.cmp("oeq", a[3], zero))
			zZero := x.bool(arith.AndI, x.bool(arith.AndI, x.cmp("oeq", a[0], zero), x.cmp("oeq", a[1], zero)), x.cmp("ogt", a[2], zero))
			re, im = x.sel(zZero, zero, re), x.sel(zZero, zero, im)
			return x.sel(wZero, one, re), x.sel(wZero, zero, im)
		}),
		// constant [re, im] -> create(arith.constant re, arith.constant im).
		{Name: "complex.constant-to-standard", Root: complexd.Constant.Name, Benefit: 1,
			Rewrite: func(op *ir.Operation, _ []*ir.Value, rw *rewrite.ConversionRewriter) bool {
				x, ok := builder(op, rw)
				if !ok {
					return false
				}
				re, im, ok := complexd.ConstantParts(op)
				if !ok {
					return false
				}
				rw.ReplaceOp(op, []*ir.Value{x.create(op.Result(0).Type(), x.c(re), x.c(im))})
				return true
			}},
	}
}

// divide is (a + bi)/(c + di) by Smith's algorithm: scaled by the larger
// of |c| and |d|.
func (x partBuilder) divide(a, bb, c, d *ir.Value) (*ir.Value, *ir.Value) {
	cBig := x.cmp("oge", x.f(math.AbsF, c), x.f(math.AbsF, d))
	// |c| >= |d|: r = d/c, den = c + d r, ((a + b r), (b - a r)) / den.
	r1 := x.div(d, c)
	den1 := x.add(c, x.mul(d, r1))
	re1 := x.div(x.add(a, x.mul(bb, r1)), den1)
	im1 := x.div(x.sub(bb, x.mul(a, r1)), den1)
	// otherwise: r = c/d, den = c r + d, ((a r + b), (b r - a)) / den.
	r2 := x.div(c, d)
	den2 := x.add(x.mul(c, r2), d)
	re2 := x.div(x.add(x.mul(a, r2), bb), den2)
	im2 := x.div(x.sub(x.mul(bb, r2), a), den2)
	return x.sel(cBig, re1, re2), x.sel(cBig, im1, im2)
}

// sqrt is the principal square root: t = sqrt((|a| + |z|)/2), then
// (t, b/2t) for a >= 0 and (|b|/2t, copysign(t, b)) for a < 0; 0 at 0.
func (x partBuilder) sqrt(a, bb *ir.Value) (*ir.Value, *ir.Value) {
	n := x.abs(a, bb)
	t := x.f(math.Sqrt, x.mul(x.add(x.f(math.AbsF, a), n), x.c(0.5)))
	t2 := x.add(t, t)
	pos := x.cmp("oge", a, x.c(0))
	re := x.sel(pos, t, x.div(x.f(math.AbsF, bb), t2))
	im := x.sel(pos, x.div(bb, t2), x.f(math.CopySign, t, bb))
	zero := x.cmp("oeq", n, x.c(0))
	return x.sel(zero, x.c(0), re), x.sel(zero, bb, im)
}

// cmpfPredicates are arith.cmpf's predicate numbers.
var cmpfPredicates = map[string]int64{"oeq": 1, "ogt": 2, "oge": 3, "une": 13}
