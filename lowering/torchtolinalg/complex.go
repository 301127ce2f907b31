package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/torch"
	"math"

	complexd "github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers the ATen ops on complex tensors (complex64,
// complex128): their elements are complex<f32|f64> in the linalg.generic
// bodies, computed with the complex dialect. The shared scalar helpers
// (add, mul, cast, constant, cmp) reach here for complex values, so the
// products, sums and copies lower as they do for floats; the ops whose
// complex form differs from the real one (abs and angle give real
// results, the functions have complex counterparts) have the patterns
// below, tried before the real ones (complexBenefit).

const complexBenefit = 2

func isComplex(t ir.Type) bool { _, ok := t.(*ir.ComplexType); return ok }

// partOf is the part type of a complex type.
func partOf(t ir.Type) ir.Type { return complexd.ElemOf(t) }

// complexConst is the complex constant re + im*i of type t.
func (l *opLowering) complexConst(t ir.Type, re, im float64) *ir.Value {
	p, _ := partOf(t).(*ir.FloatType)
	return l.create(complexd.Constant.Name, nil, t,
		attr("value", l.ctx.ArrayAttr([]ir.Attribute{l.ctx.FloatAttr(p, re), l.ctx.FloatAttr(p, im)})))
}

// castComplex converts v to type to when either is complex: a real value
// becomes (v, 0), a complex one of another precision converts both parts,
// and a complex value becomes a real one by its real part (bool: either
// part non-zero), as PyTorch's casts do.
func (l *opLowering) castComplex(v *ir.Value, to ir.Type) *ir.Value {
	from := v.Type()
	switch {
	case isComplex(from) && isComplex(to):
		re := l.cast(l.create(complexd.Re.Name, []*ir.Value{v}, partOf(from)), partOf(to))
		im := l.cast(l.create(complexd.Im.Name, []*ir.Value{v}, partOf(from)), partOf(to))
		return l.create(complexd.Create.Name, []*ir.Value{re, im}, to)
	case isComplex(to):
		re := l.cast(v, partOf(to))
		return l.create(complexd.Create.Name, []*ir.Value{re, l.constant(partOf(to), 0)}, to)
	case intWidth(to) == 1:
		return l.create(complexd.Neq.Name, []*ir.Value{v, l.complexConst(from, 0, 0)}, to)
	}
	return l.cast(l.create(complexd.Re.Name, []*ir.Value{v}, partOf(from)), to)
}

// complexOf maps the float ops the shared helpers name to their complex
// counterparts.
var complexOf = map[string]string{
	arith.AddF.Name:  complexd.Add.Name,
	arith.SubF.Name:  complexd.Sub.Name,
	arith.MulF.Name:  complexd.Mul.Name,
	arith.DivF.Name:  complexd.Div.Name,
	arith.NegF.Name:  complexd.Neg.Name,
	mathd.Exp.Name:   complexd.Exp.Name,
	mathd.ExpM1.Name: complexd.Expm1.Name,
	mathd.Log.Name:   complexd.Log.Name,
	mathd.Log1p.Name: complexd.Log1p.Name,
	mathd.Sqrt.Name:  complexd.Sqrt.Name,
	mathd.Rsqrt.Name: complexd.Rsqrt.Name,
	mathd.Sin.Name:   complexd.Sin.Name,
	mathd.Cos.Name:   complexd.Cos.Name,
	mathd.Tan.Name:   complexd.Tan.Name,
	mathd.Tanh.Name:  complexd.Tanh.Name,
	mathd.PowF.Name:  complexd.Pow.Name,
	mathd.Atan2.Name: complexd.Atan2.Name,
	arith.CmpF.Name:  "",
	arith.AddI.Name:  complexd.Add.Name,
	arith.SubI.Name:  complexd.Sub.Name,
	arith.MulI.Name:  complexd.Mul.Name,
	arith.DivSI.Name: complexd.Div.Name,
}

// complexOp is the complex counterpart of the float op name on complex
// operands xs; an op without one (max, floor, ...) breaks the pattern,
// as PyTorch does not define it on complex numbers.
func (l *opLowering) complexOp(name string, xs ...*ir.Value) *ir.Value {
	c := complexOf[name]
	if c == "" {
		l.broken = true
		return xs[0]
	}
	return l.create(c, xs, xs[0].Type())
}

// complexCmp is eq or ne of complex numbers (the orderings are not
// defined on them and break the pattern).
func (l *opLowering) complexCmp(kind string, a, b *ir.Value) *ir.Value {
	switch kind {
	case "eq":
		return l.create(complexd.Eq.Name, []*ir.Value{a, b}, l.ctx.I(1))
	case "ne":
		return l.create(complexd.Neq.Name, []*ir.Value{a, b}, l.ctx.I(1))
	}
	l.broken = true
	return l.constant(l.ctx.I(1), 0)
}

// complexPromote is the common type of comparison operands when one is
// a complex tensor: the widest complex element type (nil: none is).
func complexPromote(ins []operand) ir.Type {
	var best ir.Type
	for _, in := range ins {
		if in.tensor == nil {
			continue
		}
		if e := elemOf(in.tensor); isComplex(e) && (best == nil || floatWidth(partOf(e)) > floatWidth(partOf(best))) {
			best = e
		}
	}
	return best
}

// ---- patterns ----

// complexInputs reads the operands at positions idx of an op on complex
// tensors, and the complex type it computes in: the result's element
// type when it is complex, else the widest complex operand's. ok is
// false when nothing is complex (the real patterns apply).
func (l *opLowering) complexInputs(idx ...int) (rt *ir.RankedTensorType, ins []operand, ct ir.Type, ok bool) {
	rt = l.resultType(0)
	if rt == nil {
		return nil, nil, nil, false
	}
	ins, ok = l.ewInputs(idx...)
	if !ok {
		return nil, nil, nil, false
	}
	if isComplex(rt.Elem) {
		ct = rt.Elem
	}
	for _, in := range ins {
		if in.tensor == nil {
			continue
		}
		if e := elemOf(in.tensor); isComplex(e) && (ct == nil || floatWidth(partOf(e)) > floatWidth(partOf(ct))) && !isComplex(rt.Elem) {
			ct = e
		}
	}
	return rt, ins, ct, ct != nil
}

// complexEW lowers an elementwise op of the operands at positions ins
// (each converted to the complex compute type, except those in conds,
// read as bools) computed by body; the result converts to the result's
// element type.
func complexEW(name string, ins, conds []int, body func(l *opLowering, xs []*ir.Value) *ir.Value) *rewrite.ConversionPattern {
	p := pat(name, func(l *opLowering) *ir.Value {
		rt, ops, ct, ok := l.complexInputs(ins...)
		if !ok {
			return nil
		}
		return l.elementwiseWithScalars(rt, ops, func(xs []*ir.Value) *ir.Value {
			ys := make([]*ir.Value, len(xs))
			for i, x := range xs {
				if isIn(i, conds) {
					ys[i] = l.cast(x, l.ctx.I(1))
				} else {
					ys[i] = l.cast(x, ct)
				}
			}
			return l.cast(body(l, ys), rt.Elem)
		})
	})
	p.Benefit = complexBenefit
	return p
}

func isIn(i int, xs []int) bool {
	for _, x := range xs {
		if x == i {
			return true
		}
	}
	return false
}

// cUnary is an op of self that is one complex op.
func cUnary(d *ir.OpDef, op string) *rewrite.ConversionPattern {
	return complexEW(d.Name, argPositions(d, "self"), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
		return l.create(op, xs, xs[0].Type())
	})
}

// cUnaryF is an op of self computed by f.
func cUnaryF(d *ir.OpDef, f func(l *opLowering, z *ir.Value) *ir.Value) *rewrite.ConversionPattern {
	return complexEW(d.Name, argPositions(d, "self"), nil, func(l *opLowering, xs []*ir.Value) *ir.Value { return f(l, xs[0]) })
}

// cToReal is an op of self with a real result (abs, angle).
func cToReal(d *ir.OpDef, op string) *rewrite.ConversionPattern {
	return complexEW(d.Name, argPositions(d, "self"), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
		return l.create(op, xs, partOf(xs[0].Type()))
	})
}

// cParts is a predicate of the two parts (isnan, isinf, ...).
func cParts(d *ir.OpDef, f func(l *opLowering, re, im *ir.Value) *ir.Value) *rewrite.ConversionPattern {
	return complexEW(d.Name, argPositions(d, "self"), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
		p := partOf(xs[0].Type())
		re := l.create(complexd.Re.Name, xs, p)
		im := l.create(complexd.Im.Name, xs, p)
		return f(l, re, im)
	})
}

func (l *opLowering) cmul(a, b *ir.Value) *ir.Value {
	return l.create(complexd.Mul.Name, []*ir.Value{a, b}, a.Type())
}
func (l *opLowering) cadd(a, b *ir.Value) *ir.Value {
	return l.create(complexd.Add.Name, []*ir.Value{a, b}, a.Type())
}
func (l *opLowering) csub(a, b *ir.Value) *ir.Value {
	return l.create(complexd.Sub.Name, []*ir.Value{a, b}, a.Type())
}
func (l *opLowering) cdiv(a, b *ir.Value) *ir.Value {
	return l.create(complexd.Div.Name, []*ir.Value{a, b}, a.Type())
}
func (l *opLowering) cun(op string, a *ir.Value) *ir.Value {
	return l.create(op, []*ir.Value{a}, a.Type())
}

// scaled is z times a real constant k.
func (l *opLowering) cscaled(z *ir.Value, k float64) *ir.Value {
	return l.cmul(z, l.complexConst(z.Type(), k, 0))
}

// csigmoid is 1/(1 + exp(-z)).
func (l *opLowering) csigmoid(z *ir.Value) *ir.Value {
	one := l.complexConst(z.Type(), 1, 0)
	return l.cdiv(one, l.cadd(one, l.cun(complexd.Exp.Name, l.cun(complexd.Neg.Name, z))))
}

// casinh is log(z + sqrt(z² + 1)).
func (l *opLowering) casinh(z *ir.Value) *ir.Value {
	one := l.complexConst(z.Type(), 1, 0)
	return l.cun(complexd.Log.Name, l.cadd(z, l.cun(complexd.Sqrt.Name, l.cadd(l.cmul(z, z), one))))
}

// catanh is log((1 + z)/(1 - z))/2.
func (l *opLowering) catanh(z *ir.Value) *ir.Value {
	one := l.complexConst(z.Type(), 1, 0)
	return l.cscaled(l.cun(complexd.Log.Name, l.cdiv(l.cadd(one, z), l.csub(one, z))), 0.5)
}

// timesI is i*z; timesMinusI is -i*z.
func (l *opLowering) timesI(z *ir.Value, sign float64) *ir.Value {
	return l.cmul(z, l.complexConst(z.Type(), 0, sign))
}

// cpow is base^exponent, the exponents PyTorch computes as products
// (2, a constant) by multiplying.
func (l *opLowering) cpow(b, e *ir.Value) *ir.Value {
	return l.create(complexd.Pow.Name, []*ir.Value{b, e}, b.Type())
}

func complexPatterns() []*rewrite.ConversionPattern {
	ps := []*rewrite.ConversionPattern{
		cToReal(torch.AtenAbs, complexd.Abs.Name),
		cToReal(torch.AtenAngle, complexd.Angle.Name),
		cUnary(torch.AtenNeg, complexd.Neg.Name),
		cUnary(torch.AtenSgn, complexd.Sign.Name),
		cUnary(torch.AtenConjPhysical, complexd.Conj.Name),
		cUnary(torch.Aten_Conj, complexd.Conj.Name),
		cUnary(torch.AtenConj, complexd.Conj.Name),
		cUnary(torch.AtenExp, complexd.Exp.Name),
		cUnary(torch.AtenExpm1, complexd.Expm1.Name),
		cUnary(torch.AtenLog, complexd.Log.Name),
		cUnary(torch.AtenLog1p, complexd.Log1p.Name),
		cUnary(torch.AtenSqrt, complexd.Sqrt.Name),
		cUnary(torch.AtenRsqrt, complexd.Rsqrt.Name),
		cUnary(torch.AtenSin, complexd.Sin.Name),
		cUnary(torch.AtenCos, complexd.Cos.Name),
		cUnary(torch.AtenTan, complexd.Tan.Name),
		cUnary(torch.AtenTanh, complexd.Tanh.Name),
		// exp2(z) = exp(z ln 2); log2, log10: log(z) / ln b.
		cUnaryF(torch.AtenExp2, func(l *opLowering, z *ir.Value) *ir.Value {
			return l.cun(complexd.Exp.Name, l.cscaled(z, math.Ln2))
		}),
		cUnaryF(torch.AtenLog2, func(l *opLowering, z *ir.Value) *ir.Value {
			return l.cdiv(l.cun(complexd.Log.Name, z), l.complexConst(z.Type(), math.Ln2, 0))
		}),
		cUnaryF(torch.AtenLog10, func(l *opLowering, z *ir.Value) *ir.Value {
			return l.cdiv(l.cun(complexd.Log.Name, z), l.complexConst(z.Type(), math.Ln10, 0))
		}),
		// sinh(z) = (exp(z) - exp(-z))/2, cosh(z) = (exp(z) + exp(-z))/2.
		cUnaryF(torch.AtenSinh, func(l *opLowering, z *ir.Value) *ir.Value {
			return l.cscaled(l.csub(l.cun(complexd.Exp.Name, z), l.cun(complexd.Exp.Name, l.cun(complexd.Neg.Name, z))), 0.5)
		}),
		cUnaryF(torch.AtenCosh, func(l *opLowering, z *ir.Value) *ir.Value {
			return l.cscaled(l.cadd(l.cun(complexd.Exp.Name, z), l.cun(complexd.Exp.Name, l.cun(complexd.Neg.Name, z))), 0.5)
		}),
		// asinh(z) = log(z + sqrt(z² + 1)); asin(z) = -i asinh(iz);
		// acosh(z) = log(z + sqrt(z+1) sqrt(z-1)); acos(z) = pi/2 - asin(z);
		// atanh(z) = log((1+z)/(1-z))/2; atan(z) = -i atanh(iz).
		cUnaryF(torch.AtenAsinh, func(l *opLowering, z *ir.Value) *ir.Value { return l.casinh(z) }),
		cUnaryF(torch.AtenAsin, func(l *opLowering, z *ir.Value) *ir.Value { return l.timesI(l.casinh(l.timesI(z, 1)), -1) }),
		cUnaryF(torch.AtenAcosh, func(l *opLowering, z *ir.Value) *ir.Value {
			one := l.complexConst(z.Type(), 1, 0)
			s := l.cmul(l.cun(complexd.Sqrt.Name, l.cadd(z, one)), l.cun(complexd.Sqrt.Name, l.csub(z, one)))
			return l.cun(complexd.Log.Name, l.cadd(z, s))
		}),
		cUnaryF(torch.AtenAcos, func(l *opLowering, z *ir.Value) *ir.Value {
			asin := l.timesI(l.casinh(l.timesI(z, 1)), -1)
			return l.csub(l.complexConst(z.Type(), math.Pi/2, 0), asin)
		}),
		cUnaryF(torch.AtenAtanh, func(l *opLowering, z *ir.Value) *ir.Value { return l.catanh(z) }),
		cUnaryF(torch.AtenAtan, func(l *opLowering, z *ir.Value) *ir.Value { return l.timesI(l.catanh(l.timesI(z, 1)), -1) }),
		cUnaryF(torch.AtenSigmoid, func(l *opLowering, z *ir.Value) *ir.Value { return l.csigmoid(z) }),
		cUnaryF(torch.AtenSilu, func(l *opLowering, z *ir.Value) *ir.Value { return l.cmul(z, l.csigmoid(z)) }),
		cUnaryF(torch.AtenSquare, func(l *opLowering, z *ir.Value) *ir.Value { return l.cmul(z, z) }),
		cUnaryF(torch.AtenReciprocal, func(l *opLowering, z *ir.Value) *ir.Value {
			return l.cdiv(l.complexConst(z.Type(), 1, 0), z)
		}),
		// sinc(z) = sin(pi z)/(pi z), 1 at 0.
		cUnaryF(torch.AtenSinc, func(l *opLowering, z *ir.Value) *ir.Value {
			pz := l.cscaled(z, math.Pi)
			q := l.cdiv(l.cun(complexd.Sin.Name, pz), pz)
			isZero := l.create(complexd.Eq.Name, []*ir.Value{z, l.complexConst(z.Type(), 0, 0)}, l.ctx.I(1))
			return l.sel(isZero, l.complexConst(z.Type(), 1, 0), q)
		}),
		cParts(torch.AtenIsnan, func(l *opLowering, re, im *ir.Value) *ir.Value {
			return l.create(arith.OrI.Name, []*ir.Value{l.classify("uno", re), l.classify("uno", im)}, l.ctx.I(1))
		}),
		cParts(torch.AtenIsinf, func(l *opLowering, re, im *ir.Value) *ir.Value {
			return l.create(arith.OrI.Name, []*ir.Value{l.classify("oeq", re), l.classify("oeq", im)}, l.ctx.I(1))
		}),
		cParts(torch.AtenIsfinite, func(l *opLowering, re, im *ir.Value) *ir.Value {
			return l.create(arith.AndI.Name, []*ir.Value{l.classify("one", re), l.classify("one", im)}, l.ctx.I(1))
		}),
		cParts(torch.AtenIsreal, func(l *opLowering, _, im *ir.Value) *ir.Value {
			return l.cmp("eq", im, l.constant(im.Type(), 0))
		}),
		// pow: complex.pow (a square by a product, as PyTorch).
		complexEW(torch.AtenPowTensorTensor.Name, torch.Positions(torch.AtenPowTensorTensorArgs[int].Self, torch.AtenPowTensorTensorArgs[int].Exponent), nil, func(l *opLowering, xs []*ir.Value) *ir.Value { return l.cpow(xs[0], xs[1]) }),
		complexEW(torch.AtenPowScalar.Name, torch.Positions(torch.AtenPowScalarArgs[int].Self, torch.AtenPowScalarArgs[int].Exponent), nil, func(l *opLowering, xs []*ir.Value) *ir.Value { return l.cpow(xs[0], xs[1]) }),
		complexEW(torch.AtenFloatPowerTensorTensor.Name, torch.Positions(torch.AtenFloatPowerTensorTensorArgs[int].Self, torch.AtenFloatPowerTensorTensorArgs[int].Exponent), nil, func(l *opLowering, xs []*ir.Value) *ir.Value { return l.cpow(xs[0], xs[1]) }),
		complexEW(torch.AtenPowTensorScalar.Name, torch.Positions(torch.AtenPowTensorScalarArgs[int].Self, torch.AtenPowTensorScalarArgs[int].Exponent), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
			if e, ok := constFloat(origArg(torch.AtenPowTensorScalarArgs[*ir.Value].Exponent)(l)); ok && e == 2 {
				return l.cmul(xs[0], xs[0])
			}
			return l.cpow(xs[0], xs[1])
		}),
		// logical ops: non-zero numbers are true.
		complexEW(torch.AtenLogicalNot.Name, torch.Positions(torch.AtenLogicalNotArgs[int].Self), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.complexCmp("eq", xs[0], l.complexConst(xs[0].Type(), 0, 0))
		}),
		complexEW(torch.AtenLogicalAnd.Name, torch.Positions(torch.AtenLogicalAndArgs[int].Self, torch.AtenLogicalAndArgs[int].Other), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.create(arith.AndI.Name, []*ir.Value{l.nonZero(xs[0]), l.nonZero(xs[1])}, l.ctx.I(1))
		}),
		complexEW(torch.AtenLogicalOr.Name, torch.Positions(torch.AtenLogicalOrArgs[int].Self, torch.AtenLogicalOrArgs[int].Other), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.create(arith.OrI.Name, []*ir.Value{l.nonZero(xs[0]), l.nonZero(xs[1])}, l.ctx.I(1))
		}),
		complexEW(torch.AtenLogicalXor.Name, torch.Positions(torch.AtenLogicalXorArgs[int].Self, torch.AtenLogicalXorArgs[int].Other), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.create(arith.XOrI.Name, []*ir.Value{l.nonZero(xs[0]), l.nonZero(xs[1])}, l.ctx.I(1))
		}),
		// lerp(self, end, weight) = self + weight (end - self) for |weight| <
		// 1/2, end - (end - self)(1 - weight) otherwise.
		complexEW(torch.AtenLerpScalar.Name, torch.Positions(torch.AtenLerpScalarArgs[int].Self, torch.AtenLerpScalarArgs[int].End, torch.AtenLerpScalarArgs[int].Weight), nil, func(l *opLowering, xs []*ir.Value) *ir.Value { return l.clerp(xs[0], xs[1], xs[2]) }),
		complexEW(torch.AtenLerpTensor.Name, torch.Positions(torch.AtenLerpTensorArgs[int].Self, torch.AtenLerpTensorArgs[int].End, torch.AtenLerpTensorArgs[int].Weight), nil, func(l *opLowering, xs []*ir.Value) *ir.Value { return l.clerp(xs[0], xs[1], xs[2]) }),
		// addcmul/addcdiv(self, t1, t2, value) = self + value t1 t2 (t1/t2).
		complexEW(torch.AtenAddcmul.Name, torch.Positions(torch.AtenAddcmulArgs[int].Self, torch.AtenAddcmulArgs[int].Tensor1, torch.AtenAddcmulArgs[int].Tensor2, torch.AtenAddcmulArgs[int].Value), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.cadd(xs[0], l.cmul(xs[3], l.cmul(xs[1], xs[2])))
		}),
		complexEW(torch.AtenAddcdiv.Name, torch.Positions(torch.AtenAddcdivArgs[int].Self, torch.AtenAddcdivArgs[int].Tensor1, torch.AtenAddcdivArgs[int].Tensor2, torch.AtenAddcdivArgs[int].Value), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.cadd(xs[0], l.cmul(xs[3], l.cdiv(xs[1], xs[2])))
		}),
		// logaddexp(a, b) = m + log(1 + exp(o - m)), m the operand of larger
		// real part.
		complexEW(torch.AtenLogaddexp.Name, torch.Positions(torch.AtenLogaddexpArgs[int].Self, torch.AtenLogaddexpArgs[int].Other), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
			p := partOf(xs[0].Type())
			ra := l.create(complexd.Re.Name, xs[:1], p)
			rb := l.create(complexd.Re.Name, xs[1:], p)
			aBig := l.cmp("ge", ra, rb)
			m, o := l.sel(aBig, xs[0], xs[1]), l.sel(aBig, xs[1], xs[0])
			return l.cadd(m, l.cun(complexd.Log1p.Name, l.cun(complexd.Exp.Name, l.csub(o, m))))
		}),
		// ldexp(self, other) = self * 2^other.
		complexEW(torch.AtenLdexpTensor.Name, torch.Positions(torch.AtenLdexpTensorArgs[int].Self, torch.AtenLdexpTensorArgs[int].Other), nil, func(l *opLowering, xs []*ir.Value) *ir.Value {
			return l.cmul(xs[0], l.cun(complexd.Exp.Name, l.cscaled(xs[1], math.Ln2)))
		}),
	}
	ps = append(ps, complexViewPatterns()...)
	return append(ps, complexStatsPatterns()...)
}

// nonZero is z != 0.
func (l *opLowering) nonZero(z *ir.Value) *ir.Value {
	return l.complexCmp("ne", z, l.complexConst(z.Type(), 0, 0))
}

// clerp is PyTorch's lerp on complex numbers.
func (l *opLowering) clerp(s, e, w *ir.Value) *ir.Value {
	t := s.Type()
	small := l.cmp("lt", l.create(complexd.Abs.Name, []*ir.Value{w}, partOf(t)), l.constant(partOf(t), 0.5))
	d := l.csub(e, s)
	lo := l.cadd(s, l.cmul(w, d))
	hi := l.csub(e, l.cmul(d, l.csub(l.complexConst(t, 1, 0), w)))
	return l.sel(small, lo, hi)
}

// classify compares a float with cmpf: "uno" against itself (NaN),
// "oeq" or "one" its absolute value against infinity (infinite, finite).
func (l *opLowering) classify(pred string, x *ir.Value) *ir.Value {
	y := x
	if pred != "uno" {
		x, y = l.create(mathd.AbsF.Name, []*ir.Value{x}, x.Type()), l.constant(x.Type(), math.Inf(1))
	}
	return l.create(arith.CmpF.Name, []*ir.Value{x, y}, l.ctx.I(1), attr("predicate", cmpf(l.ctx, pred)))
}

// ---- parts and conjugating views ----

// complexMap is a generic over the result's dims reading operand 0
// through map in and computing each element with body (given the element
// and the output indices' reader).
func (l *opLowering) complexMap(rt *ir.RankedTensorType, x *ir.Value, out []extent, in *ir.AffineMap, body func(z *ir.Value) *ir.Value) *ir.Value {
	R := len(rt.Dims)
	init := l.empty(withType(out, rt), rt.Elem)
	g := l.generic([]*ir.Value{x}, []*ir.Value{init}, []*ir.AffineMap{in, identity(R)}, parallel(R), func(blockArgs []*ir.Value) []*ir.Value {
		return []*ir.Value{body(blockArgs[0])}
	})
	return g.Result(0)
}

// complexPart is real or imag of a complex tensor (a real tensor's real
// part is the tensor itself, lowered as a view elsewhere).
func complexPart[A selfArgs](name string, op *ir.OpDef) *rewrite.ConversionPattern {
	p := pat(name, func(l *opLowering) *ir.Value {
		_, conv := argsOf[A](l)
		rt, x := l.resultType(0), conv.Self()
		if rt == nil || rankedTensorType(x) == nil || !isComplex(elemOf(x)) {
			return nil
		}
		R := len(rt.Dims)
		return l.complexMap(rt, x, l.dims(x), identity(R), func(z *ir.Value) *ir.Value {
			return l.cast(l.create(op.Name, []*ir.Value{z}, partOf(z.Type())), rt.Elem)
		})
	})
	p.Benefit = complexBenefit
	return p
}

// viewAsReal is view_as_real(x [...]) -> [..., 2]: element (..., k) is
// the real part for k = 0, the imaginary part for k = 1.
var viewAsReal = func() *rewrite.ConversionPattern {
	p := pat(torch.AtenViewAsReal.Name, func(l *opLowering) *ir.Value {
		rt, x := l.resultType(0), convArg(torch.AtenViewAsRealArgs[*ir.Value].Self)(l)
		if rt == nil || rankedTensorType(x) == nil || !isComplex(elemOf(x)) {
			return nil
		}
		R := len(rt.Dims)
		idx := make([]int, R-1)
		for i := range idx {
			idx[i] = i
		}
		out := append(l.dims(x), extent{n: 2})
		return l.complexMap(rt, x, out, dimsMap(R, idx), func(z *ir.Value) *ir.Value {
			p := partOf(z.Type())
			re := l.create(complexd.Re.Name, []*ir.Value{z}, p)
			im := l.create(complexd.Im.Name, []*ir.Value{z}, p)
			isRe := l.create(arith.CmpI.Name, []*ir.Value{l.linalgIndex(R - 1), l.index(0)}, l.ctx.I(1), attr("predicate", cmpi(l.ctx, "eq")))
			return l.cast(l.sel(isRe, re, im), rt.Elem)
		})
	})
	p.Benefit = complexBenefit
	return p
}()

// matrixT is mT, mH and matrix_H of a complex tensor: the last two dims
// swapped (matrix_H: rank 2 only, rank 0 unchanged), conjugated for mH
// and matrix_H.
func matrixT[A selfArgs](name string, conj, onlyH bool) *rewrite.ConversionPattern {
	p := pat(name, func(l *opLowering) *ir.Value {
		_, conv := argsOf[A](l)
		rt, x := l.resultType(0), conv.Self()
		if rt == nil || rankedTensorType(x) == nil || !isComplex(elemOf(x)) {
			return nil
		}
		R := len(rt.Dims)
		if onlyH && R != 0 && R != 2 || !onlyH && R < 2 {
			return nil
		}
		perm := make([]int, R)
		for i := range perm {
			perm[i] = i
		}
		out := l.dims(x)
		if R >= 2 {
			perm[R-2], perm[R-1] = R-1, R-2
			out[R-2], out[R-1] = out[R-1], out[R-2]
		}
		return l.complexMap(rt, x, out, dimsMap(R, perm), func(z *ir.Value) *ir.Value {
			if conj {
				z = l.create(complexd.Conj.Name, []*ir.Value{z}, z.Type())
			}
			return l.cast(z, rt.Elem)
		})
	})
	p.Benefit = complexBenefit
	return p
}

// vdotComplex is vdot(a [n], b [n]) = sum(conj(a) b), a reduction into a
// rank-0 tensor.
var vdotComplex = func() *rewrite.ConversionPattern {
	p := pat(torch.AtenVdot.Name, func(l *opLowering) *ir.Value {
		_, conv := argsOf[torch.AtenVdotArgs[*ir.Value]](l)
		rt, a, b := l.resultType(0), conv.Self(), conv.Other()
		if rt == nil || rankedTensorType(a) == nil || rankedTensorType(b) == nil || !isComplex(rt.Elem) || len(rankedTensorType(a).Dims) != 1 || len(rankedTensorType(b).Dims) != 1 {
			return nil
		}
		acc := l.filled(nil, rt.Elem, l.complexConst(rt.Elem, 0, 0))
		g := l.generic([]*ir.Value{a, b}, []*ir.Value{acc}, []*ir.AffineMap{identity(1), identity(1), ir.NewAffineMap(1, 0, nil)},
			[]string{"reduction"}, func(blockArgs []*ir.Value) []*ir.Value {
				x := l.create(complexd.Conj.Name, []*ir.Value{l.cast(blockArgs[0], rt.Elem)}, rt.Elem)
				return []*ir.Value{l.cadd(blockArgs[2], l.cmul(x, l.cast(blockArgs[1], rt.Elem)))}
			})
		return g.Result(0)
	})
	p.Benefit = complexBenefit
	return p
}()

// complexViewPatterns are the patterns of this section.
func complexViewPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		complexPart[torch.AtenRealArgs[*ir.Value]](torch.AtenReal.Name, complexd.Re),
		complexPart[torch.AtenImagArgs[*ir.Value]](torch.AtenImag.Name, complexd.Im),
		viewAsReal,
		matrixT[torch.AtenMTArgs[*ir.Value]](torch.AtenMT.Name, false, false),
		matrixT[torch.AtenMHArgs[*ir.Value]](torch.AtenMH.Name, true, false),
		matrixT[torch.AtenMatrixHArgs[*ir.Value]](torch.AtenMatrixH.Name, true, true),
		vdotComplex,
		vectorNormComplex,
	}
}

// vectorNormComplex is linalg_vector_norm(x, ord, dims, keepdim, dtype=None)
// of a complex tensor: the norm of |x| (a real result), computed as the
// real norms are: sum(|x|^ord)^(1/ord), max |x| (inf), min |x| (-inf),
// the count of non-zeros (0).
var vectorNormComplex = func() *rewrite.ConversionPattern {
	p := pat(torch.AtenLinalgVectorNorm.Name, func(l *opLowering) *ir.Value {
		orig, conv := argsOf[torch.AtenLinalgVectorNormArgs[*ir.Value]](l)
		rt, x := l.resultType(0), conv.Self()
		if rt == nil || rankedTensorType(x) == nil || !isComplex(elemOf(x)) || !isFloat(rt.Elem) || !isNone(orig.Dtype()) {
			return nil
		}
		ord, ok := constFloat(orig.Ord())
		if !ok {
			n, okI := constInt(orig.Ord())
			if !okI {
				return nil
			}
			ord = float64(n)
		}
		keep, ok := constBool(orig.Keepdim())
		if !ok {
			return nil
		}
		xt := rankedTensorType(x)
		dims, ok := l.reduceDims(orig.Dim(), len(xt.Dims))
		if !ok {
			return nil
		}
		f := rt.Elem
		absT := l.complexMap(tensorOf(l.ctx, xt.Dims, f), x, l.dims(x), identity(len(xt.Dims)), func(z *ir.Value) *ir.Value {
			return l.cast(l.create(complexd.Abs.Name, []*ir.Value{z}, partOf(z.Type())), f)
		})
		var red *ir.Value
		switch {
		case math.IsInf(ord, 1):
			red = l.reduce(absT, dims, keep, f, l.constant(f, math.Inf(-1)), func(v, acc *ir.Value) *ir.Value {
				return l.create(arith.MaximumF.Name, []*ir.Value{acc, v}, f)
			})
		case math.IsInf(ord, -1):
			red = l.reduce(absT, dims, keep, f, l.constant(f, math.Inf(1)), func(v, acc *ir.Value) *ir.Value {
				return l.create(arith.MinimumF.Name, []*ir.Value{acc, v}, f)
			})
		case ord == 0:
			red = l.reduce(absT, dims, keep, f, l.constant(f, 0), func(v, acc *ir.Value) *ir.Value {
				return l.add(acc, l.cast(l.cmp("ne", v, l.constant(f, 0)), f))
			})
		case ord == 1:
			red = l.reduce(absT, dims, keep, f, l.constant(f, 0), func(v, acc *ir.Value) *ir.Value { return l.add(acc, v) })
		case ord == 2:
			red = l.reduce(absT, dims, keep, f, l.constant(f, 0), func(v, acc *ir.Value) *ir.Value { return l.add(acc, l.mul(v, v)) })
			return l.elementwise(rt, []*ir.Value{red}, func(xs []*ir.Value) *ir.Value { return l.create(mathd.Sqrt.Name, xs, f) })
		default:
			red = l.reduce(absT, dims, keep, f, l.constant(f, 0), func(v, acc *ir.Value) *ir.Value {
				return l.add(acc, l.create(mathd.PowF.Name, []*ir.Value{v, l.constant(f, ord)}, f))
			})
			return l.elementwise(rt, []*ir.Value{red}, func(xs []*ir.Value) *ir.Value {
				return l.create(mathd.PowF.Name, []*ir.Value{xs[0], l.constant(f, 1/ord)}, f)
			})
		}
		return red
	})
	p.Benefit = complexBenefit
	return p
}()

// varComplex is var/std (and var_mean/std_mean, withMean) of a complex
// tensor: the sum of |x - mean|² over max(0, N - correction), a real
// result (its root for std), and the complex mean. dims and keep are the
// accessors of the dims and keepdim (nil: every dim, false); the
// correction corr names is a bool (unbiased: 1 or 0) when corrIsBool,
// else an optional number (none: 1).
func varComplex[A selfArgs](name string, dims, corr, keep func(A) *ir.Value, corrIsBool, root, withMean bool) *rewrite.ConversionPattern {
	dimsArg, corrArg, keepArg := dims, corr, keep
	p := patN(name, func(l *opLowering) []*ir.Value {
		orig, conv := argsOf[A](l)
		rt, x := l.resultType(0), conv.Self()
		if rt == nil || rankedTensorType(x) == nil || !isComplex(elemOf(x)) || !isFloat(rt.Elem) {
			return nil
		}
		xt := rankedTensorType(x)
		r := len(xt.Dims)
		dims := map[int]bool{}
		if dimsArg == nil {
			for i := 0; i < r; i++ {
				dims[i] = true
			}
		} else {
			var ok bool
			if dims, ok = l.reduceDims(dimsArg(orig), r); !ok {
				return nil
			}
		}
		keep := false
		if keepArg != nil {
			var ok bool
			if keep, ok = constBool(keepArg(orig)); !ok {
				return nil
			}
		}
		corr := 1.0
		switch c := corrArg(orig); {
		case corrIsBool:
			b, ok := constBool(c)
			if !ok {
				return nil
			}
			if !b {
				corr = 0
			}
		case !isNone(c):
			v, ok := constFloat(c)
			if !ok {
				return nil
			}
			corr = v
		}
		ct, f := elemOf(x), rt.Elem
		// N, the count of reduced elements, as a float.
		n := l.index(1)
		for d := 0; d < r; d++ {
			if dims[d] {
				n = l.create(arith.MulI.Name, []*ir.Value{n, l.val(l.dim(x, d))}, l.ctx.IndexType())
			}
		}
		nf := l.cast(n, partOf(ct))
		meanOf := func(keepdim bool, t *ir.RankedTensorType) *ir.Value {
			s := l.reduce(x, dims, keepdim, ct, l.complexConst(ct, 0, 0), func(v, acc *ir.Value) *ir.Value { return l.cadd(acc, v) })
			return l.elementwise(t, []*ir.Value{s}, func(xs []*ir.Value) *ir.Value {
				return l.cdiv(xs[0], l.create(complexd.Create.Name, []*ir.Value{nf, l.constant(partOf(ct), 0)}, ct))
			})
		}
		keptShape := make([]int64, r)
		meanIdx := make([]int, r)
		for d := 0; d < r; d++ {
			keptShape[d], meanIdx[d] = xt.Dims[d], d
			if dims[d] {
				keptShape[d], meanIdx[d] = 1, -1
			}
		}
		mean := meanOf(true, tensorOf(l.ctx, keptShape, ct))
		dev := l.generic([]*ir.Value{x, mean}, []*ir.Value{l.empty(l.dims(x), f)},
			[]*ir.AffineMap{identity(r), dimsMap(r, meanIdx), identity(r)}, parallel(r), func(blockArgs []*ir.Value) []*ir.Value {
				d := l.csub(blockArgs[0], blockArgs[1])
				p := partOf(ct)
				re := l.create(complexd.Re.Name, []*ir.Value{d}, p)
				im := l.create(complexd.Im.Name, []*ir.Value{d}, p)
				return []*ir.Value{l.cast(l.add(l.mul(re, re), l.mul(im, im)), f)}
			}).Result(0)
		ss := l.reduce(dev, dims, keep, f, l.constant(f, 0), func(v, acc *ir.Value) *ir.Value { return l.add(acc, v) })
		div := l.create(arith.MaximumF.Name, []*ir.Value{l.create(arith.SubF.Name, []*ir.Value{l.cast(nf, f), l.constant(f, corr)}, f), l.constant(f, 0)}, f)
		v := l.elementwise(rt, []*ir.Value{ss}, func(xs []*ir.Value) *ir.Value {
			q := l.div(xs[0], div)
			if root {
				q = l.create(mathd.Sqrt.Name, []*ir.Value{q}, f)
			}
			return q
		})
		if !withMean {
			return []*ir.Value{v}
		}
		mt, _ := l.rw.TypeConverter.Convert(l.op.Result(1).Type()).(*ir.RankedTensorType)
		if mt == nil || mt.Elem != ct {
			return nil
		}
		return []*ir.Value{v, meanOf(keep, mt)}
	})
	p.Benefit = complexBenefit
	return p
}

func complexStatsPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		varComplex[torch.AtenVarArgs[*ir.Value]](torch.AtenVar.Name, nil, torch.AtenVarArgs[*ir.Value].Unbiased, nil, true, false, false),
		varComplex[torch.AtenStdArgs[*ir.Value]](torch.AtenStd.Name, nil, torch.AtenStdArgs[*ir.Value].Unbiased, nil, true, true, false),
		varComplex[torch.AtenVarDimArgs[*ir.Value]](torch.AtenVarDim.Name, torch.AtenVarDimArgs[*ir.Value].Dim, torch.AtenVarDimArgs[*ir.Value].Unbiased, torch.AtenVarDimArgs[*ir.Value].Keepdim, true, false, false),
		varComplex[torch.AtenStdDimArgs[*ir.Value]](torch.AtenStdDim.Name, torch.AtenStdDimArgs[*ir.Value].Dim, torch.AtenStdDimArgs[*ir.Value].Unbiased, torch.AtenStdDimArgs[*ir.Value].Keepdim, true, true, false),
		varComplex[torch.AtenVarCorrectionArgs[*ir.Value]](torch.AtenVarCorrection.Name, torch.AtenVarCorrectionArgs[*ir.Value].Dim, torch.AtenVarCorrectionArgs[*ir.Value].Correction, torch.AtenVarCorrectionArgs[*ir.Value].Keepdim, false, false, false),
		varComplex[torch.AtenStdCorrectionArgs[*ir.Value]](torch.AtenStdCorrection.Name, torch.AtenStdCorrectionArgs[*ir.Value].Dim, torch.AtenStdCorrectionArgs[*ir.Value].Correction, torch.AtenStdCorrectionArgs[*ir.Value].Keepdim, false, true, false),
		varComplex[torch.AtenVarMeanArgs[*ir.Value]](torch.AtenVarMean.Name, nil, torch.AtenVarMeanArgs[*ir.Value].Unbiased, nil, true, false, true),
		varComplex[torch.AtenStdMeanArgs[*ir.Value]](torch.AtenStdMean.Name, nil, torch.AtenStdMeanArgs[*ir.Value].Unbiased, nil, true, true, true),
		varComplex[torch.AtenVarMeanCorrectionArgs[*ir.Value]](torch.AtenVarMeanCorrection.Name, torch.AtenVarMeanCorrectionArgs[*ir.Value].Dim, torch.AtenVarMeanCorrectionArgs[*ir.Value].Correction, torch.AtenVarMeanCorrectionArgs[*ir.Value].Keepdim, false, false, true),
		varComplex[torch.AtenStdMeanCorrectionArgs[*ir.Value]](torch.AtenStdMeanCorrection.Name, torch.AtenStdMeanCorrectionArgs[*ir.Value].Dim, torch.AtenStdMeanCorrectionArgs[*ir.Value].Correction, torch.AtenStdMeanCorrectionArgs[*ir.Value].Keepdim, false, true, true),
	}
}
