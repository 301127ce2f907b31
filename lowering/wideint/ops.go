package wideint

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
)

// The arith ops on i2N as ops on halves: x = (x0, x1) is x0 + x1 * 2^N.

// add: (a0 + b0, a1 + b1 + carry(a0 + b0)).
func (b *builder) add(_ *ir.Operation, in []*ir.Value) []*ir.Value {
	a0, a1 := b.halves(in[0])
	b0, b1 := b.halves(in[1])
	sum := b.op(arith.AddUIExtended, []*ir.Value{a0, b0}, []ir.Type{b.halfT(), b.boolT()})
	carry := b.cast(arith.ExtUI, sum.Result(1), b.halfT())
	hi := b.bin(arith.AddI, b.bin(arith.AddI, carry, a1), b1)
	return []*ir.Value{b.join(sum.Result(0), hi)}
}

// sub: (a0 - b0, a1 - borrow(a0 < b0) - b1).
func (b *builder) sub(_ *ir.Operation, in []*ir.Value) []*ir.Value {
	a0, a1 := b.halves(in[0])
	b0, b1 := b.halves(in[1])
	lo := b.bin(arith.SubI, a0, b0)
	borrow := b.cast(arith.ExtUI, b.cmp(arith.CmpIULT, a0, b0), b.halfT())
	hi := b.bin(arith.SubI, b.bin(arith.SubI, a1, borrow), b1)
	return []*ir.Value{b.join(lo, hi)}
}

// mul: the full product of the low halves, plus the cross products in
// the high half (a1 * b1 only reaches bits above 2N).
func (b *builder) mul(_ *ir.Operation, in []*ir.Value) []*ir.Value {
	a0, a1 := b.halves(in[0])
	b0, b1 := b.halves(in[1])
	full := b.op(arith.MulUIExtended, []*ir.Value{a0, b0}, []ir.Type{b.halfT(), b.halfT()})
	cross0, cross1 := b.bin(arith.MulI, a0, b1), b.bin(arith.MulI, a1, b0)
	hi := b.bin(arith.AddI, b.bin(arith.AddI, full.Result(1), cross0), cross1)
	return []*ir.Value{b.join(full.Result(0), hi)}
}

// halfwise is a bitwise op done on each half.
func halfwise(d *ir.OpDef) func(b *builder, op *ir.Operation, in []*ir.Value) []*ir.Value {
	return func(b *builder, _ *ir.Operation, in []*ir.Value) []*ir.Value {
		a0, a1 := b.halves(in[0])
		b0, b1 := b.halves(in[1])
		return []*ir.Value{b.join(b.bin(d, a0, b0), b.bin(d, a1, b1))}
	}
}

// selectOp selects each half (the condition is i1 or a vector of i1,
// never wide; a vector condition takes the halves' shape).
func (b *builder) selectOp(op *ir.Operation, in []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Result(0).Type()) {
		return nil
	}
	return []*ir.Value{b.selectPair(b.toHalfShape(in[0]), in[1], in[2])}
}

func (b *builder) selectPair(c, x, y *ir.Value) *ir.Value {
	x0, x1 := b.halves(x)
	y0, y1 := b.halves(y)
	return b.join(b.sel(c, x0, y0), b.sel(c, x1, y1))
}

// unsignedOf is the predicate comparing the low halves: they are digits,
// always unsigned.
func unsignedOf(p arith.CmpIPredicate) arith.CmpIPredicate {
	switch p {
	case arith.CmpISLT:
		return arith.CmpIULT
	case arith.CmpISLE:
		return arith.CmpIULE
	case arith.CmpISGT:
		return arith.CmpIUGT
	case arith.CmpISGE:
		return arith.CmpIUGE
	}
	return p
}

// compare is p(x, y) on pairs: eq and ne on both halves; an order by the
// high halves, or by the low ones where the high halves are equal.
func (b *builder) compare(p arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	x0, x1 := b.halves(x)
	y0, y1 := b.halves(y)
	switch p {
	case arith.CmpIEQ:
		return b.bin(arith.AndI, b.cmp(p, x0, y0), b.cmp(p, x1, y1))
	case arith.CmpINE:
		return b.bin(arith.OrI, b.cmp(p, x0, y0), b.cmp(p, x1, y1))
	}
	low := b.cmp(unsignedOf(p), x0, y0)
	high := b.cmp(p, x1, y1)
	return b.sel(b.cmp(arith.CmpIEQ, x1, y1), low, high)
}

func (b *builder) cmpOp(op *ir.Operation, in []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Operand(0).Type()) {
		return nil
	}
	return []*ir.Value{b.fromHalfShape(b.compare(arith.CmpIPredicate(arith.Predicate(op)), in[0], in[1]))}
}

// minMax is select(p(a, b), a, b).
func minMax(p arith.CmpIPredicate) func(b *builder, op *ir.Operation, in []*ir.Value) []*ir.Value {
	return func(b *builder, _ *ir.Operation, in []*ir.Value) []*ir.Value {
		return []*ir.Value{b.selectPair(b.compare(p, in[0], in[1]), in[0], in[1])}
	}
}

// toHalf extends a narrow x (iK, or a vector of iK) to iN and gives it
// the halves' shape.
func (b *builder) toHalf(x *ir.Value, signed bool) *ir.Value {
	t := x.Type()
	if v, ok := t.(*ir.VectorType); ok {
		t = v.Elem
	}
	it, ok := t.(*ir.IntegerType)
	switch {
	case !ok || it.Width == b.e.w:
	case it.Width > b.e.w:
		x = b.cast(arith.TruncI, x, b.narrowT(b.e.half))
	case signed:
		x = b.cast(arith.ExtSI, x, b.narrowT(b.e.half))
	default:
		x = b.cast(arith.ExtUI, x, b.narrowT(b.e.half))
	}
	return b.toHalfShape(x)
}

// signHalf is all ones where x (iN) is negative, else zero.
func (b *builder) signHalf(x *ir.Value) *ir.Value {
	return b.cast(arith.ExtSI, b.cmp(arith.CmpISLT, x, b.c(0)), b.halfT())
}

// extSI: (x, sign(x)).
func (b *builder) extSI(op *ir.Operation, in []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Result(0).Type()) {
		return nil
	}
	lo := b.toHalf(in[0], true)
	return []*ir.Value{b.join(lo, b.signHalf(lo))}
}

// extUI: (x, 0).
func (b *builder) extUI(op *ir.Operation, in []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Result(0).Type()) {
		return nil
	}
	return []*ir.Value{b.join(b.toHalf(in[0], false), nil)}
}

// truncI: the low half, truncated further when the result is narrower.
func (b *builder) truncI(op *ir.Operation, in []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Operand(0).Type()) {
		return nil
	}
	lo := b.fromHalfShape(b.part(in[0], 0))
	if lo.Type() != op.Result(0).Type() {
		lo = b.cast(arith.TruncI, lo, op.Result(0).Type())
	}
	return []*ir.Value{lo}
}

// indexCast converts through the low half, as upstream: to index from the
// low half, from index into the low half (the high half zero, or the sign
// of the low half for index_cast).
func indexCast(signed bool) func(b *builder, op *ir.Operation, in []*ir.Value) []*ir.Value {
	d := arith.IndexCastUI
	if signed {
		d = arith.IndexCast
	}
	return func(b *builder, op *ir.Operation, in []*ir.Value) []*ir.Value {
		if b.e.isWide(op.Operand(0).Type()) {
			return []*ir.Value{b.cast(d, b.fromHalfShape(b.part(in[0], 0)), op.Result(0).Type())}
		}
		lo := b.toHalfShape(b.cast(d, in[0], b.narrowT(b.e.half)))
		if signed {
			return []*ir.Value{b.join(lo, b.signHalf(lo))}
		}
		return []*ir.Value{b.join(lo, nil)}
	}
}

// shiftAmount is the low half of the shift amount modulo N, and whether
// the amount is N or more (an amount of 2N or more is poison in the
// original, so any result does): every shift below is then by less than N.
func (b *builder) shiftAmount(amount *ir.Value) (*ir.Value, *ir.Value) {
	s := b.part(amount, 0)
	large := b.cmp(arith.CmpIUGE, s, b.c(int64(b.e.w)))
	return b.bin(arith.AndI, s, b.c(int64(b.e.w-1))), large
}

// shl: for s < N, (x0 << s, x1 << s | x0 >> (N - s)), the carried bits
// shifted in two steps so that s = 0 carries none; for s >= N,
// (0, x0 << (s - N)).
func (b *builder) shl(_ *ir.Operation, in []*ir.Value) []*ir.Value {
	x0, x1 := b.halves(in[0])
	s, large := b.shiftAmount(in[1])
	lo := b.bin(arith.ShLI, x0, s)
	rest := b.bin(arith.SubI, b.c(int64(b.e.w-1)), s)
	carried := b.bin(arith.ShRUI, b.bin(arith.ShRUI, x0, b.c(1)), rest)
	hi := b.bin(arith.OrI, b.bin(arith.ShLI, x1, s), carried)
	return []*ir.Value{b.join(b.sel(large, b.c(0), lo), b.sel(large, lo, hi))}
}

// shr: for s < N, (x0 >> s | x1 << (N - s), x1 >> s); for s >= N,
// (x1 >> (s - N), 0 or the sign of x1).
func (b *builder) shr(in []*ir.Value, signed bool) []*ir.Value {
	x0, x1 := b.halves(in[0])
	s, large := b.shiftAmount(in[1])
	shiftHigh, fill := arith.ShRUI, b.c(0)
	if signed {
		shiftHigh = arith.ShRSI
		fill = b.bin(arith.ShRSI, x1, b.c(int64(b.e.w-1)))
	}
	hi := b.bin(shiftHigh, x1, s)
	rest := b.bin(arith.SubI, b.c(int64(b.e.w-1)), s)
	carried := b.bin(arith.ShLI, b.bin(arith.ShLI, x1, b.c(1)), rest)
	lo := b.bin(arith.OrI, b.bin(arith.ShRUI, x0, s), carried)
	return []*ir.Value{b.join(b.sel(large, hi, lo), b.sel(large, fill, hi))}
}

// Conversions between i2N and floats, as upstream's: exact for fptoui and
// fptosi (a division by 2^N and its remainder are exact); uitofp and
// sitofp round the low half and the scaled high half separately, which
// may differ from one rounding in the last place.

// fconst is the float constant v of type t (a float, vector or tensor).
func (b *builder) fconst(t ir.Type, v float64) *ir.Value {
	ctx := b.rw.Ctx
	elem := t
	if s, ok := t.(ir.ShapedType); ok {
		elem = s.ElementType()
	}
	ft := elem.(*ir.FloatType)
	var value ir.Attribute = ctx.FloatAttr(ft, v)
	if s, ok := t.(ir.ShapedType); ok {
		bits := ir.FloatBits(ft.Kind, v)
		data := make([]byte, ir.ElemBytes(ft))
		for i := range data {
			data[i] = byte(bits >> (8 * i))
		}
		value = ctx.DenseElementsAttr(s, data)
	}
	return b.op(arith.Constant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value}).Result(0)
}

func (b *builder) twoToN(t ir.Type) *ir.Value { return b.fconst(t, float64(uint64(1)<<uint(b.e.w))) }

// unsignedToFloat: lo + hi * 2^N, or lo alone where hi is 0.
func (b *builder) unsignedToFloat(x *ir.Value, t ir.Type) *ir.Value {
	lo, hi := b.halves(x)
	lo, hi = b.fromHalfShape(lo), b.fromHalfShape(hi)
	zero := b.narrowConst(0)
	hiZero := b.op(arith.CmpI, []*ir.Value{hi, zero}, []ir.Type{b.narrowT(b.rw.Ctx.I(1))},
		ir.NamedAttr{Name: "predicate", Value: b.rw.Ctx.IntegerAttr(b.rw.Ctx.I(64), int64(arith.CmpIEQ))}).Result(0)
	loF, hiF := b.cast(arith.UIToFP, lo, t), b.cast(arith.UIToFP, hi, t)
	sum := b.bin(arith.AddF, loF, b.bin(arith.MulF, hiF, b.twoToN(t)))
	return b.sel(hiZero, loF, sum)
}

// narrowConst is the constant v of iN in the op's shape.
func (b *builder) narrowConst(v int64) *ir.Value {
	t := b.narrowT(b.e.half)
	var value ir.Attribute = b.rw.Ctx.IntegerAttr(b.e.half, v)
	if s, ok := t.(ir.ShapedType); ok {
		data := make([]byte, ir.ElemBytes(b.e.half))
		for i := range data {
			data[i] = byte(uint64(v) >> (8 * i))
		}
		value = b.rw.Ctx.DenseElementsAttr(s, data)
	}
	return b.op(arith.Constant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value}).Result(0)
}

func (b *builder) uiToFP(op *ir.Operation, in []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Operand(0).Type()) {
		return nil
	}
	return []*ir.Value{b.unsignedToFloat(in[0], op.Result(0).Type())}
}

// siToFP: the magnitude converted unsigned, negated back where x < 0.
func (b *builder) siToFP(op *ir.Operation, in []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Operand(0).Type()) {
		return nil
	}
	zero := b.zeroPair()
	neg := b.compare(arith.CmpISLT, in[0], zero)
	magnitude := b.selectPair(neg, b.sub(nil, []*ir.Value{zero, in[0]})[0], in[0])
	u := b.unsignedToFloat(magnitude, op.Result(0).Type())
	negNarrow := b.fromHalfShape(neg)
	return []*ir.Value{b.sel(negNarrow, b.op(arith.NegF, []*ir.Value{u}, []ir.Type{u.Type()}).Result(0), u)}
}

// floatToUnsigned: (f mod 2^N, f / 2^N), each converted to iN.
func (b *builder) floatToUnsigned(f *ir.Value) *ir.Value {
	scale := b.twoToN(f.Type())
	hi := b.cast(arith.FPToUI, b.bin(arith.DivF, f, scale), b.narrowT(b.e.half))
	lo := b.cast(arith.FPToUI, b.op(arith.RemF, []*ir.Value{f, scale}, []ir.Type{f.Type()}).Result(0), b.narrowT(b.e.half))
	return b.join(b.toHalfShape(lo), b.toHalfShape(hi))
}

func (b *builder) fpToUI(op *ir.Operation, in []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Result(0).Type()) {
		return nil
	}
	return []*ir.Value{b.floatToUnsigned(in[0])}
}

// fpToSI: the magnitude converted unsigned, negated where f < 0.
func (b *builder) fpToSI(op *ir.Operation, in []*ir.Value) []*ir.Value {
	if !b.e.isWide(op.Result(0).Type()) {
		return nil
	}
	ctx := b.rw.Ctx
	f := in[0]
	zeroF, zero := b.fconst(f.Type(), 0), b.zeroPair()
	neg := b.op(arith.CmpF, []*ir.Value{f, zeroF}, []ir.Type{b.narrowT(ctx.I(1))},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(arith.CmpFOLT))}).Result(0)
	magnitude := b.sel(neg, b.op(arith.NegF, []*ir.Value{f}, []ir.Type{f.Type()}).Result(0), f)
	u := b.floatToUnsigned(magnitude)
	return []*ir.Value{b.selectPair(b.toHalfShape(neg), b.sub(nil, []*ir.Value{zero, u})[0], u)}
}
