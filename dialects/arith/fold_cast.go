package arith

import (
	"math"
	"math/big"

	"github.com/strata-compiler/strata/ir"
)

// Cast folders: chains of casts collapse, and constants convert exactly
// (integer casts wrap or extend; float conversions fold only when exact,
// int-to-float rounds to nearest even; float-to-int truncates toward zero
// and declines out-of-range values and NaN).

// foldCastConst converts a constant operand elementwise.
func foldCastConst(op *ir.Operation, c []ir.Attribute, fn func(in Scalar) (Scalar, bool)) ir.Attribute {
	if c[0] == nil {
		return nil
	}
	return MapConst(op.Context(), op.Result(0).Type(), c[:1], func(xs []Scalar) (Scalar, bool) { return fn(xs[0]) })
}

func elemWidths(op *ir.Operation) (in, out int) {
	return bitWidth(ir.ElementTypeOrSelf(op.Operand(0).Type())), bitWidth(ir.ElementTypeOrSelf(op.Result(0).Type()))
}

// inPlace re-points op's operand at v and reports the op folded in place.
func inPlace(op *ir.Operation, v *ir.Value) any {
	op.SetOperand(0, v)
	return op.Result(0)
}

func foldExtSI(op *ir.Operation, c []ir.Attribute) any {
	if e := defOp(op.Operand(0), ExtSI); e != nil { // extsi(extsi(x)) -> extsi(x)
		return inPlace(op, e.Operand(0))
	}
	in, out := elemWidths(op)
	// extsi(c) -> sext(c)
	return foldCastConst(op, c, func(s Scalar) (Scalar, bool) { return Scalar{I: WrapU(Signed(s.I, in), out)}, true })
}

func foldExtUI(op *ir.Operation, c []ir.Attribute) any {
	if e := defOp(op.Operand(0), ExtUI); e != nil { // extui(extui(x)) -> extui(x)
		return inPlace(op, e.Operand(0))
	}
	// extui(c) -> zext(c)
	return foldCastConst(op, c, func(s Scalar) (Scalar, bool) { return s, true })
}

func foldTruncI(op *ir.Operation, c []ir.Attribute) any {
	x := op.Operand(0)
	for _, ext := range []*ir.OpDef{ExtSI, ExtUI} {
		if e := defOp(x, ext); e != nil {
			src := e.Operand(0)
			srcW := bitWidth(ir.ElementTypeOrSelf(src.Type()))
			_, out := elemWidths(op)
			if src.Type() == op.Result(0).Type() { // trunci(ext(x : T) : U) : T -> x
				return src
			}
			if srcW > out { // trunci(ext(x)) -> trunci(x) when x is wider than the result
				return inPlace(op, src)
			}
		}
	}
	if t := defOp(x, TruncI); t != nil { // trunci(trunci(x)) -> trunci(x)
		return inPlace(op, t.Operand(0))
	}
	_, out := elemWidths(op)
	// trunci(c) -> c mod 2^w
	return foldCastConst(op, c, func(s Scalar) (Scalar, bool) { return Scalar{I: WrapU(s.I, out)}, true })
}

// convertFloat converts bits of from into to, exactly or not at all.
func convertFloat(from, to *ir.FloatType, bits uint64) (uint64, bool) {
	v := FloatValue(from, bits)
	if math.IsNaN(v) {
		if isSignaling(from, bits) {
			return 0, false
		}
		r := defaultNaN(to)
		if bits>>(from.Width()-1)&1 == 1 && mantBits(to.Kind) > 0 {
			r |= 1 << (to.Width() - 1)
		}
		return r, true
	}
	r := ir.FloatBits(to.Kind, v)
	if FloatValue(to, r) != v || math.Signbit(FloatValue(to, r)) != math.Signbit(v) {
		return 0, false
	}
	return r, true
}

func floatTypes(op *ir.Operation) (in, out *ir.FloatType, ok bool) {
	in, out, ok = castFloatTypes(op)
	return in, out, ok && FoldableFloat(in) && FoldableFloat(out)
}

// castFloatTypes returns the element types of a float cast's operand and
// result.
func castFloatTypes(op *ir.Operation) (in, out *ir.FloatType, ok bool) {
	in, ok1 := ir.ElementTypeOrSelf(op.Operand(0).Type()).(*ir.FloatType)
	out, ok2 := ir.ElementTypeOrSelf(op.Result(0).Type()).(*ir.FloatType)
	return in, out, ok1 && ok2
}

func foldExtF(op *ir.Operation, c []ir.Attribute) any {
	in, out, ok := castFloatTypes(op)
	if !ok {
		return nil
	}
	// f80 and f128 constants hold float64 values (ir.FloatAttr), which
	// widening keeps exactly, so extf folds into and out of them too; it
	// is the arithmetic on them that would round differently.
	if isWideFloat(in) {
		if c[0] == nil {
			return nil
		}
		return extendWideFloat(op.Context(), op.Result(0).Type(), c[0])
	}
	// extf(c) -> c in the wider format (always exact)
	return foldCastConst(op, c, func(s Scalar) (Scalar, bool) {
		r, ok := convertFloat(in, out, s.F)
		return Scalar{F: r}, ok
	})
}

// extendWideFloat is the f80 constant c (a float64 value in each element)
// as a constant of type t, whose elements are f128: the same float64.
func extendWideFloat(ctx *ir.Context, t ir.Type, c ir.Attribute) ir.Attribute {
	switch c := c.(type) {
	case *ir.FloatAttr:
		if ft, ok := t.(*ir.FloatType); ok {
			return ctx.FloatAttrBits(ft, c.Bits)
		}
	case *ir.DenseElementsAttr:
		st, ok := t.(ir.ShapedType)
		n := c.NumElements()
		if !ok || n < 0 {
			return nil
		}
		if c.Splat {
			n = 1
		}
		eb := int64(ir.ElemBytes(st.ElementType()))
		data := make([]byte, n*eb)
		for i := int64(0); i < n; i++ {
			bits := leBits(c.RawElement(i))
			for k := int64(0); k < 8 && k < eb; k++ {
				data[i*eb+k] = byte(bits >> (8 * k))
			}
		}
		return ctx.DenseElementsAttr(st, data)
	}
	return nil
}

// isWideFloat reports whether t is f80 or f128, whose constants hold a
// float64.
func isWideFloat(t *ir.FloatType) bool { return t.Kind == ir.F80 || t.Kind == ir.F128 }

func foldTruncF(op *ir.Operation, c []ir.Attribute) any {
	if e := defOp(op.Operand(0), ExtF); e != nil {
		src := e.Operand(0)
		if src.Type() == op.Result(0).Type() { // truncf(extf(x : T) : U) : T -> x
			return src
		}
		if bitWidth(ir.ElementTypeOrSelf(src.Type())) > bitWidth(ir.ElementTypeOrSelf(op.Result(0).Type())) {
			return inPlace(op, src) // truncf(extf(x)) -> truncf(x) when x is wider than the result
		}
	}
	in, out, ok := floatTypes(op)
	if !ok {
		return nil
	}
	// truncf(c) -> c in the narrower format, only when exact (so the
	// rounding mode does not matter)
	return foldCastConst(op, c, func(s Scalar) (Scalar, bool) {
		r, ok := convertFloat(in, out, s.F)
		return Scalar{F: r}, ok
	})
}

// precision is the significand precision (with the implicit bit).
func precision(ft *ir.FloatType) uint {
	switch ft.Kind {
	case ir.F16, ir.TF32:
		return 11
	case ir.BF16:
		return 8
	case ir.F32:
		return 24
	case ir.F64:
		return 53
	case ir.F8E5M2, ir.F8E5M2FNUZ, ir.F6E3M2FN:
		return 3
	case ir.F8E4M3, ir.F8E4M3FN, ir.F8E4M3FNUZ, ir.F8E4M3B11FNUZ, ir.F6E2M3FN:
		return 4
	case ir.F8E3M4:
		return 5
	case ir.F4E2M1FN:
		return 2
	case ir.F8E8M0FNU:
		return 1
	}
	return 53
}

// IntToFloat rounds the integer x to ft, to nearest even.
func IntToFloat(ft *ir.FloatType, x *big.Int) uint64 {
	f := new(big.Float).SetPrec(precision(ft)).SetMode(big.ToNearestEven).SetInt(x)
	v, _ := f.Float64()
	return ir.FloatBits(ft.Kind, v)
}

func foldIntToFP(signedIn bool) func(*ir.Operation, []ir.Attribute) any {
	return func(op *ir.Operation, c []ir.Attribute) any {
		out, ok := ir.ElementTypeOrSelf(op.Result(0).Type()).(*ir.FloatType)
		if !ok || !FoldableFloat(out) {
			return nil
		}
		in, _ := elemWidths(op)
		// sitofp(c) / uitofp(c) -> c rounded to nearest even
		return foldCastConst(op, c, func(s Scalar) (Scalar, bool) {
			x := s.I
			if signedIn {
				x = Signed(x, in)
			}
			return Scalar{F: IntToFloat(out, x)}, true
		})
	}
}

func foldFPToInt(signedOut bool) func(*ir.Operation, []ir.Attribute) any {
	return func(op *ir.Operation, c []ir.Attribute) any {
		in, ok := ir.ElementTypeOrSelf(op.Operand(0).Type()).(*ir.FloatType)
		if !ok || !FoldableFloat(in) {
			return nil
		}
		_, w := elemWidths(op)
		// fptosi(c) / fptoui(c) -> trunc(c) if it fits, else not folded
		return foldCastConst(op, c, func(s Scalar) (Scalar, bool) {
			v := FloatValue(in, s.F)
			if math.IsNaN(v) || math.IsInf(v, 0) {
				return Scalar{}, false
			}
			x, _ := big.NewFloat(math.Trunc(v)).Int(nil)
			if signedOut && !inSigned(x, w) || !signedOut && (x.Sign() < 0 || x.Cmp(umax(w)) > 0) {
				return Scalar{}, false
			}
			return Scalar{I: WrapU(x, w)}, true
		})
	}
}

func foldIndexCast(signedExt bool) func(*ir.Operation, []ir.Attribute) any {
	return func(op *ir.Operation, c []ir.Attribute) any {
		// The inner cast is the same op as this one.
		if inner := defOp(op.Operand(0), op.Def()); inner != nil && inner.Operand(0).Type() == op.Result(0).Type() {
			return inner.Operand(0) // index_cast(index_cast(x : T) : U) : T -> x
		}
		in, out := elemWidths(op)
		// index_cast(c) -> sext-or-trunc(c); index_castui(c) -> zext-or-trunc(c)
		return foldCastConst(op, c, func(s Scalar) (Scalar, bool) {
			if signedExt {
				return Scalar{I: WrapU(Signed(s.I, in), out)}, true
			}
			return Scalar{I: WrapU(s.I, out)}, true
		})
	}
}

func foldBitcast(op *ir.Operation, c []ir.Attribute) any {
	if inner := defOp(op.Operand(0), Bitcast); inner != nil && inner.Operand(0).Type() == op.Result(0).Type() {
		return inner.Operand(0) // bitcast(bitcast(x : T) : U) : T -> x
	}
	if op.Operand(0).Type() == op.Result(0).Type() { // bitcast(x : T) : T -> x
		return op.Operand(0)
	}
	inF := ir.IsFloat(ir.ElementTypeOrSelf(op.Operand(0).Type()))
	outF := ir.IsFloat(ir.ElementTypeOrSelf(op.Result(0).Type()))
	// bitcast(c) -> the same bits in the result type
	return foldCastConst(op, c, func(s Scalar) (Scalar, bool) {
		var bits uint64
		if inF {
			bits = s.F
		} else {
			bits = s.I.Uint64()
		}
		if outF {
			return Scalar{F: bits}, true
		}
		return Scalar{I: new(big.Int).SetUint64(bits)}, true
	})
}
