package torchtolinalg

import (
	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The bodies of elementwisePatterns' ops that need more than one scalar
// op: integer-only ops, logical ops, pow, remainder, div's rounding
// modes, clamp, where and masked_fill.

func intOp(name string) func(l *opLowering, xs []*ir.Value) *ir.Value {
	return func(l *opLowering, xs []*ir.Value) *ir.Value {
		if isFloat(xs[0].Type()) {
			return nil
		}
		return l.create(name, xs, xs[0].Type())
	}
}

// logicalPat: both operands as bools, the result cast to its dtype.
func logicalPat(d *ir.OpDef, op string) *rewrite.ConversionPattern {
	selfOther := argPositions(d, "self", "other")
	return pat(d.Name, func(l *opLowering) *ir.Value {
		rt := l.resultType(0)
		ins, ok := l.ewInputs(selfOther...)
		if rt == nil || !ok {
			return nil
		}
		i1 := l.ctx.I(1)
		return l.elementwiseWithScalars(rt, ins, func(xs []*ir.Value) *ir.Value {
			return l.cast(l.create(op, []*ir.Value{l.cast(xs[0], i1), l.cast(xs[1], i1)}, i1), rt.Elem)
		})
	})
}

func powBody(l *opLowering, xs []*ir.Value) *ir.Value {
	if t := xs[0].Type(); !isFloat(t) && l.unsigned(xs[0]) {
		// math.ipowi reads its operands signed: an unsigned exponent of
		// the top half would be negative. Zero-extended to twice the width
		// both are non-negative, and the product truncated back is the
		// same modulo 2^w.
		wide := l.ctx.I(2 * intWidth(t))
		x, e := l.create(arith.ExtUI.Name, xs[:1], wide), l.create(arith.ExtUI.Name, xs[1:], wide)
		return l.create(arith.TruncI.Name, []*ir.Value{l.create(mathd.IPowI.Name, []*ir.Value{x, e}, wide)}, t)
	}
	if !isFloat(xs[0].Type()) {
		return l.create(mathd.IPowI.Name, xs, xs[0].Type())
	}
	return l.create(mathd.PowF.Name, xs, xs[0].Type())
}

func remainderBody(l *opLowering, xs []*ir.Value) *ir.Value {
	a, b := xs[0], xs[1]
	if isFloat(a.Type()) {
		q := l.un(mathd.Floor.Name, l.div(a, b))
		return l.sub(a, l.mul(q, b))
	}
	if l.unsigned(a) || l.unsigned(b) {
		return l.binU("", "", arith.RemUI.Name, a, b)
	}
	// r = a rem b; r != 0 && sign(r) != sign(b) ? r + b : r
	r := l.create(arith.RemSI.Name, []*ir.Value{a, b}, a.Type())
	z := l.constant(a.Type(), 0)
	nz := l.cmp("ne", r, z)
	diff := l.create(arith.XOrI.Name, []*ir.Value{l.cmp("lt", r, z), l.cmp("lt", b, z)}, l.ctx.I(1))
	fix := l.create(arith.AndI.Name, []*ir.Value{nz, diff}, l.ctx.I(1))
	return l.sel(fix, l.add(r, b), r)
}

// divModePat: div(self, other, rounding_mode) with rounding_mode none,
// "trunc" or "floor".
func divModePat[A interface {
	~[]*ir.Value
	Self() *ir.Value
	Other() *ir.Value
	RoundingMode() *ir.Value
}](name string) *rewrite.ConversionPattern {
	return pat(name, func(l *opLowering) *ir.Value {
		rt := l.resultType(0)
		ins, ok := ewOperands(l, A.Self, A.Other)
		if rt == nil || !ok {
			return nil
		}
		mode, rm := "", origArg(A.RoundingMode)(l)
		if !isNone(rm) {
			if mode, ok = constStr(rm); !ok {
				return nil
			}
		}
		return l.elementwiseWithScalars(rt, ins, func(xs []*ir.Value) *ir.Value {
			ru := l.resultUnsigned(0)
			a, b := l.castU(xs[0], rt.Elem, ru), l.castU(xs[1], rt.Elem, ru)
			if isFloat(rt.Elem) {
				q := l.div(a, b)
				switch mode {
				case "trunc":
					return l.un(mathd.Trunc.Name, q)
				case "floor":
					return l.un(mathd.Floor.Name, q)
				}
				return q
			}
			if ru {
				return l.div(a, b) // floor and trunc agree
			}
			if mode == "floor" {
				return l.create(arith.FloorDivSI.Name, []*ir.Value{a, b}, a.Type())
			}
			return l.create(arith.DivSI.Name, []*ir.Value{a, b}, a.Type())
		})
	})
}

// clampPat is clamp(self, min?, max?).
func clampPat[A interface {
	selfArgs
	Min() *ir.Value
	Max() *ir.Value
}](name string) *rewrite.ConversionPattern {
	return pat(name, func(l *opLowering) *ir.Value {
		orig, conv := argsOf[A](l)
		rt := l.resultType(0)
		if rt == nil || rankedTensorType(conv.Self()) == nil {
			return nil
		}
		gets := []func(A) *ir.Value{A.Self}
		hasMin, hasMax := !isNone(orig.Min()), !isNone(orig.Max())
		if hasMin {
			gets = append(gets, A.Min)
		}
		if hasMax {
			gets = append(gets, A.Max)
		}
		ins, ok := ewOperands(l, gets...)
		if !ok {
			return nil
		}
		ru := l.resultUnsigned(0)
		return l.elementwiseWithScalars(rt, ins, func(xs []*ir.Value) *ir.Value {
			x := l.castU(xs[0], rt.Elem, ru)
			k := 1
			if hasMin {
				lo := l.castU(xs[k], rt.Elem, ru)
				k++
				if isFloat(x.Type()) {
					// NaN stays NaN: x < lo ? lo : x
					x = l.sel(l.cmp("lt", x, lo), lo, x)
				} else {
					x = l.max(x, lo)
				}
			}
			if hasMax {
				hi := l.castU(xs[k], rt.Elem, ru)
				if isFloat(x.Type()) {
					x = l.sel(l.cmp("gt", x, hi), hi, x)
				} else {
					x = l.min(x, hi)
				}
			}
			return x
		})
	})
}

func wherePat(d *ir.OpDef) *rewrite.ConversionPattern {
	args := argPositions(d, "condition", "self", "other")
	return pat(d.Name, func(l *opLowering) *ir.Value {
		rt := l.resultType(0)
		ins, ok := l.ewInputs(args...)
		if rt == nil || !ok {
			return nil
		}
		return l.elementwiseWithScalars(rt, ins, func(xs []*ir.Value) *ir.Value {
			ru := l.resultUnsigned(0)
			return l.sel(l.cast(xs[0], l.ctx.I(1)), l.castU(xs[1], rt.Elem, ru), l.castU(xs[2], rt.Elem, ru))
		})
	})
}

func maskedFillPat(d *ir.OpDef) *rewrite.ConversionPattern {
	args := argPositions(d, "self", "mask", "value")
	return pat(d.Name, func(l *opLowering) *ir.Value { return maskedFill(l, args) })
}

// maskedFill is masked_fill(self, mask, value) of the operands at args.
func maskedFill(l *opLowering, args []int) *ir.Value {
	rt := l.resultType(0)
	ins, ok := l.ewInputs(args...)
	if rt == nil || !ok {
		return nil
	}
	if ins[2].tensor != nil && len(rankedTensorType(ins[2].tensor).Dims) != 0 {
		return nil
	}
	return l.elementwiseWithScalars(rt, ins, func(xs []*ir.Value) *ir.Value {
		ru := l.resultUnsigned(0)
		return l.sel(l.cast(xs[1], l.ctx.I(1)), l.castU(xs[2], rt.Elem, ru), l.castU(xs[0], rt.Elem, ru))
	})
}
