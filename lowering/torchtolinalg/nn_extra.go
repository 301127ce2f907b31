package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file lowers the nn and pointwise extras that are one generic each:
// the shrinks and frac (float bodies), gcd and lcm (Euclid's algorithm,
// an scf.while in the body), the bit shifts (a select for the shift
// amounts out of range, which arith leaves undefined), one_hot (the last
// dim's linalg.index compared with the input) and bilinear (one
// contraction over i and j, then the bias). prelu, renorm, _chunk_cat
// and gradient are decomposed (torchdecompose/nn_extra.go).

// nnExtraPatterns: nn and pointwise extras (shrinks, bilinear, frac, gcd/lcm, shifts, one_hot).
func nnExtraPatterns() []*rewrite.ConversionPattern {
	return []*rewrite.ConversionPattern{
		// hardshrink(x, l) = -l <= x <= l ? 0 : x (ordered: NaN stays)
		binaryPat(torch.AtenHardshrink.Name, torch.Positions(torch.AtenHardshrinkArgs[int].Self, torch.AtenHardshrinkArgs[int].Lambd), floatBody(func(l *opLowering, x, lam *ir.Value) *ir.Value {
			in := l.and(l.cmp("ge", x, l.un(arith.NegF.Name, lam)), l.cmp("le", x, lam))
			return l.sel(in, l.constant(x.Type(), 0), x)
		})),
		// softshrink(x, l) = x > l ? x - l : x < -l ? x + l : x * 0
		binaryPat(torch.AtenSoftshrink.Name, torch.Positions(torch.AtenSoftshrinkArgs[int].Self, torch.AtenSoftshrinkArgs[int].Lambd), floatBody(func(l *opLowering, x, lam *ir.Value) *ir.Value {
			between := l.mul(x, l.constant(x.Type(), 0))
			below := l.sel(l.cmp("lt", x, l.un(arith.NegF.Name, lam)), l.add(x, lam), between)
			return l.sel(l.cmp("gt", x, lam), l.sub(x, lam), below)
		})),
		// frac(x) = x - trunc(x)
		unaryPat(torch.AtenFrac, func(l *opLowering, x *ir.Value) *ir.Value {
			if !isFloat(x.Type()) {
				return nil
			}
			return l.sub(x, l.un(math.Trunc.Name, x))
		}),
		binaryPat(torch.AtenGcd.Name, torch.Positions(torch.AtenGcdArgs[int].Self, torch.AtenGcdArgs[int].Other), integerBody(func(l *opLowering, a, b *ir.Value, unsigned bool) *ir.Value {
			return l.gcd(a, b, unsigned)
		})),
		binaryPat(torch.AtenLcm.Name, torch.Positions(torch.AtenLcmArgs[int].Self, torch.AtenLcmArgs[int].Other), integerBody((*opLowering).lcm)),
		binaryPat(torch.AtenBitwiseLeftShiftTensor.Name, torch.Positions(torch.AtenBitwiseLeftShiftTensorArgs[int].Self, torch.AtenBitwiseLeftShiftTensorArgs[int].Other), integerBody((*opLowering).shiftLeft)),
		binaryPat(torch.AtenBitwiseLeftShiftTensorScalar.Name, torch.Positions(torch.AtenBitwiseLeftShiftTensorScalarArgs[int].Self, torch.AtenBitwiseLeftShiftTensorScalarArgs[int].Other), integerBody((*opLowering).shiftLeft)),
		binaryPat(torch.AtenBitwiseLeftShiftScalarTensor.Name, torch.Positions(torch.AtenBitwiseLeftShiftScalarTensorArgs[int].Self, torch.AtenBitwiseLeftShiftScalarTensorArgs[int].Other), integerBody((*opLowering).shiftLeft)),
		binaryPat(torch.Aten__Lshift__Scalar.Name, torch.Positions(torch.Aten__Lshift__ScalarArgs[int].Self, torch.Aten__Lshift__ScalarArgs[int].Other), integerBody((*opLowering).shiftLeft)),
		binaryPat(torch.AtenBitwiseRightShiftTensor.Name, torch.Positions(torch.AtenBitwiseRightShiftTensorArgs[int].Self, torch.AtenBitwiseRightShiftTensorArgs[int].Other), integerBody((*opLowering).shiftRight)),
		binaryPat(torch.AtenBitwiseRightShiftTensorScalar.Name, torch.Positions(torch.AtenBitwiseRightShiftTensorScalarArgs[int].Self, torch.AtenBitwiseRightShiftTensorScalarArgs[int].Other), integerBody((*opLowering).shiftRight)),
		binaryPat(torch.AtenBitwiseRightShiftScalarTensor.Name, torch.Positions(torch.AtenBitwiseRightShiftScalarTensorArgs[int].Self, torch.AtenBitwiseRightShiftScalarTensorArgs[int].Other), integerBody((*opLowering).shiftRight)),
		binaryPat(torch.Aten__Rshift__Scalar.Name, torch.Positions(torch.Aten__Rshift__ScalarArgs[int].Self, torch.Aten__Rshift__ScalarArgs[int].Other), integerBody((*opLowering).shiftRight)),
		pat(torch.AtenOneHot.Name, oneHot),
		pat(torch.AtenBilinear.Name, bilinear),
	}
}

// floatBody is a body of two operands on floats only.
func floatBody(f func(l *opLowering, a, b *ir.Value) *ir.Value) func(l *opLowering, xs []*ir.Value) *ir.Value {
	return func(l *opLowering, xs []*ir.Value) *ir.Value {
		if !isFloat(xs[0].Type()) {
			return nil
		}
		return f(l, xs[0], xs[1])
	}
}

// integerBody is a body of two operands on integers (not bool), told
// whether the result dtype is unsigned.
func integerBody(f func(l *opLowering, a, b *ir.Value, unsigned bool) *ir.Value) func(l *opLowering, xs []*ir.Value) *ir.Value {
	return func(l *opLowering, xs []*ir.Value) *ir.Value {
		if t := xs[0].Type(); isFloat(t) || isComplex(t) || intWidth(t) <= 1 {
			return nil
		}
		return f(l, xs[0], xs[1], l.resultUnsigned(0))
	}
}

// gcd is c10's calc_gcd: with a = |a| and b = |b|, while a != 0:
// (a, b) = (b mod a, a); the result is b.
func (l *opLowering) gcd(a, b *ir.Value, unsigned bool) *ir.Value {
	rem := arith.RemSI.Name
	if unsigned {
		rem = arith.RemUI.Name
	} else {
		a, b = l.create(math.AbsI.Name, []*ir.Value{a}, a.Type()), l.create(math.AbsI.Name, []*ir.Value{b}, b.Type())
	}
	s := specialFns{l: l, t: a.Type()}
	out := s.while([]*ir.Value{a, b}, func(v []*ir.Value) *ir.Value {
		return l.icmp("ne", v[0], l.constant(a.Type(), 0))
	}, func(v []*ir.Value) []*ir.Value {
		return []*ir.Value{l.create(rem, []*ir.Value{v[1], v[0]}, a.Type()), v[0]}
	})
	return out[1]
}

// lcm is |a / gcd(a, b) * b|, 0 when the gcd is; as C++ computes it in
// int, a signed dtype narrower than 32 bits computes in i32 (an unsigned
// one cannot go negative, and its product wraps the same).
func (l *opLowering) lcm(a, b *ir.Value, unsigned bool) *ir.Value {
	t := a.Type()
	g := l.gcd(a, b, unsigned)
	zero := l.icmp("eq", g, l.constant(t, 0))
	g = l.sel(zero, l.constant(t, 1), g)
	if unsigned {
		q := l.create(arith.MulI.Name, []*ir.Value{l.create(arith.DivUI.Name, []*ir.Value{a, g}, t), b}, t)
		return l.sel(zero, l.constant(t, 0), q)
	}
	ct := t
	if intWidth(t) < 32 {
		ct = l.ctx.I(32)
		a, b, g = l.create(arith.ExtSI.Name, []*ir.Value{a}, ct), l.create(arith.ExtSI.Name, []*ir.Value{b}, ct), l.create(arith.ExtSI.Name, []*ir.Value{g}, ct)
	}
	q := l.create(arith.MulI.Name, []*ir.Value{l.create(arith.DivSI.Name, []*ir.Value{a, g}, ct), b}, ct)
	r := l.create(math.AbsI.Name, []*ir.Value{q}, ct)
	if ct != t {
		r = l.create(arith.TruncI.Name, []*ir.Value{r}, t)
	}
	return l.sel(zero, l.constant(t, 0), r)
}

// shiftLeft is a << b, 0 for b negative or at least the width (read
// unsigned, b is then at least the width).
func (l *opLowering) shiftLeft(a, b *ir.Value, _ bool) *ir.Value {
	t := a.Type()
	in := l.icmp("ult", b, l.constant(t, float64(intWidth(t))))
	return l.sel(in, l.create(arith.ShLI.Name, []*ir.Value{a, b}, t), l.constant(t, 0))
}

// shiftRight is a >> b, arithmetic for signed dtypes, by at most w - 1
// (signed: the sign fill) or w (unsigned: 0).
func (l *opLowering) shiftRight(a, b *ir.Value, unsigned bool) *ir.Value {
	t := a.Type()
	w := intWidth(t)
	if unsigned {
		in := l.icmp("ult", b, l.constant(t, float64(w)))
		return l.sel(in, l.create(arith.ShRUI.Name, []*ir.Value{a, b}, t), l.constant(t, 0))
	}
	most := l.constant(t, float64(w-1))
	s := l.sel(l.icmp("ult", b, most), b, most)
	return l.create(arith.ShRSI.Name, []*ir.Value{a, s}, t)
}

// oneHot lowers one_hot(x, C) with a constant C >= 0 (C = -1 takes the
// class count from the data, which the result's static size cannot
// know): out[..., c] = (x[...] == c).
func oneHot(l *opLowering) *ir.Value {
	orig, conv := argsOf[torch.AtenOneHotArgs[*ir.Value]](l)
	rt, x := l.resultType(0), conv.Self()
	tx := rankedTensorType(x)
	n, ok := constInt(orig.NumClasses())
	if rt == nil || tx == nil || !ok || n < 0 || intWidth(tx.Elem) != 64 || len(rt.Dims) != len(tx.Dims)+1 {
		return nil
	}
	r := len(tx.Dims)
	out := append(l.dims(x), extent{n: n})
	g := l.generic([]*ir.Value{x}, []*ir.Value{l.empty(out, rt.Elem)}, []*ir.AffineMap{dimsMap(r+1, seq(r)), identity(r + 1)},
		parallel(r+1), func(blockArgs []*ir.Value) []*ir.Value {
			c := l.cast(l.linalgIndex(r), blockArgs[0].Type())
			return []*ir.Value{l.cast(l.icmp("eq", blockArgs[0], c), rt.Elem)}
		})
	return g.Result(0)
}

// bilinear lowers bilinear(x1, x2, W, b?): loops (batch..., o, i, j),
// out[batch..., o] += x1[batch..., i] W[o, i, j] x2[batch..., j], then
// + b[o].
func bilinear(l *opLowering) *ir.Value {
	rt := l.resultType(0)
	orig, conv := argsOf[torch.AtenBilinearArgs[*ir.Value]](l)
	x1, x2, w := conv.Input1(), conv.Input2(), conv.Weight()
	t1, t2, tw := rankedTensorType(x1), rankedTensorType(x2), rankedTensorType(w)
	if rt == nil || t1 == nil || t2 == nil || tw == nil || len(tw.Dims) != 3 || len(t1.Dims) == 0 ||
		len(t2.Dims) != len(t1.Dims) || len(rt.Dims) != len(t1.Dims) || isComplex(rt.Elem) {
		return nil
	}
	nb := len(t1.Dims) - 1
	d1, d2, dw := l.dims(x1), l.dims(x2), l.dims(w)
	pairs := [][2]extent{{d1[nb], dw[1]}, {d2[nb], dw[2]}}
	for b := 0; b < nb; b++ {
		pairs = append(pairs, [2]extent{d1[b], d2[b]})
	}
	for _, p := range pairs {
		if p[0].static() && p[1].static() && p[0].n != p[1].n {
			return nil
		}
		l.assertEq(p[0], p[1], "bilinear(): input sizes do not match the weight's")
	}
	n := nb + 3
	o, i, j := nb, nb+1, nb+2
	out := append(append([]extent(nil), d1[:nb]...), dw[0])
	ru := l.resultUnsigned(0)
	init := l.filled(out, rt.Elem, l.constant(rt.Elem, 0))
	maps := []*ir.AffineMap{
		dimsMap(n, append(seq(nb), i)), dimsMap(n, []int{o, i, j}), dimsMap(n, append(seq(nb), j)),
		dimsMap(n, append(seq(nb), o)),
	}
	g := l.generic([]*ir.Value{x1, w, x2}, []*ir.Value{init}, maps, append(parallel(nb+1), "reduction", "reduction"),
		func(blockArgs []*ir.Value) []*ir.Value {
			p := l.mul(l.mul(l.castU(blockArgs[0], rt.Elem, ru), l.castU(blockArgs[1], rt.Elem, ru)), l.castU(blockArgs[2], rt.Elem, ru))
			return []*ir.Value{l.add(blockArgs[3], p)}
		})
	y := g.Result(0)
	if isNone(orig.Bias()) {
		return y
	}
	if tb := rankedTensorType(conv.Bias()); tb == nil || len(tb.Dims) != 1 {
		return nil
	}
	return l.elementwise(rt, []*ir.Value{y, conv.Bias()}, func(xs []*ir.Value) *ir.Value {
		return l.add(xs[0], l.castU(xs[1], rt.Elem, ru))
	})
}
