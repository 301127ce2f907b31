package arith

import (
	"math/big"
	"reflect"

	"github.com/strata-compiler/strata/ir"
)

// This file is the constant-folding machinery the folders share: a view
// of a constant operand (scalar attribute or dense elements) as a list of
// scalars, and the elementwise application of a scalar function that
// builds the result attribute.
//
// Fold contract (MLIR's): a folder returns an ir.Attribute (the result is
// that constant), an *ir.Value (the result is that existing value), or
// nil. A folder that returns the op's own result has updated the op in
// place (e.g. extsi(extsi(x)) re-pointed at x) and the op must be kept.

// Scalar is one element of a constant: an integer as an unsigned value in
// [0, 2^w), or a float as its bit pattern in its format.
type Scalar struct {
	I *big.Int
	F uint64
}

// constView presents a constant operand as n scalars.
type constView struct {
	elem  ir.Type // element type
	shape ir.ShapedType
	n     int64
	splat bool
	at    func(i int64) Scalar
}

// viewOf returns a view of a, or nil when a is not a foldable constant
// (absent, complex, wider than 64 bits in dense form, f80/f128).
func viewOf(a ir.Attribute) *constView {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		w := bitWidth(a.Type)
		v := WrapU(a.BigInt(), w)
		return &constView{elem: a.Type, n: 1, splat: true, at: func(int64) Scalar { return Scalar{I: v} }}
	case *ir.FloatAttr:
		if !FoldableFloat(a.Type) {
			return nil
		}
		b := a.Bits
		return &constView{elem: a.Type, n: 1, splat: true, at: func(int64) Scalar { return Scalar{F: b} }}
	case *ir.DenseElementsAttr:
		et := a.Type.ElementType()
		n := a.NumElements()
		if n < 0 {
			return nil
		}
		v := &constView{elem: et, shape: a.Type, n: n, splat: a.Splat}
		switch t := et.(type) {
		case *ir.FloatType:
			if !FoldableFloat(t) {
				return nil
			}
			v.at = func(i int64) Scalar { return Scalar{F: leBits(a.RawElement(i))} }
		case *ir.IntegerType, *ir.IndexType:
			w := bitWidth(et)
			if w > 64 {
				return nil
			}
			v.at = func(i int64) Scalar { return Scalar{I: WrapU(big.NewInt(a.IntElement(i)), w)} }
		default:
			return nil
		}
		return v
	}
	return nil
}

func FoldableFloat(t *ir.FloatType) bool { return t.Kind != ir.F80 && t.Kind != ir.F128 }

func leBits(b []byte) uint64 {
	var v uint64
	for i := len(b) - 1; i >= 0; i-- {
		v = v<<8 | uint64(b[i])
	}
	return v
}

// bitWidth is the width of an integer or float type, 64 for index.
func bitWidth(t ir.Type) int { return ir.IntOrFloatBitWidth(t) }

// MapConst applies f elementwise to the constant operands and builds an
// attribute of type resType (a scalar attribute, or dense elements for a
// statically shaped vector/tensor). Scalar operands broadcast. It returns
// nil when an operand is not constant, the shape is not static, or f
// declines an element.
func MapConst(ctx *ir.Context, resType ir.Type, operands []ir.Attribute, f func(xs []Scalar) (Scalar, bool)) ir.Attribute {
	views := make([]*constView, len(operands))
	for i, a := range operands {
		if views[i] = viewOf(a); views[i] == nil {
			return nil
		}
	}
	return mapViews(ctx, resType, views, f)
}

func mapViews(ctx *ir.Context, resType ir.Type, views []*constView, f func(xs []Scalar) (Scalar, bool)) ir.Attribute {
	xs := make([]Scalar, len(views))
	shaped, isShaped := resType.(ir.ShapedType)
	if !isShaped {
		for i, v := range views {
			if v.shape != nil {
				return nil
			}
			xs[i] = v.at(0)
		}
		r, ok := f(xs)
		if !ok {
			return nil
		}
		return scalarAttr(ctx, resType, r)
	}
	if shapedKind(resType) == 3 {
		return nil
	}
	n := ir.NumElements(shaped)
	if n < 0 {
		return nil
	}
	allSplat := true
	for _, v := range views {
		if v.shape != nil && ir.NumElements(v.shape) != n {
			return nil
		}
		allSplat = allSplat && v.splat
	}
	count := n
	if allSplat || n == 0 {
		count = 1
	}
	et := shaped.ElementType()
	nb := ir.ElemBytes(et)
	data := make([]byte, 0, int(count)*nb)
	for i := int64(0); i < count; i++ {
		for j, v := range views {
			if v.splat {
				xs[j] = v.at(0)
			} else {
				xs[j] = v.at(i)
			}
		}
		r, ok := f(xs)
		if !ok {
			return nil
		}
		data = appendScalar(data, et, r)
	}
	if n == 0 {
		data = data[:0]
	}
	return ctx.DenseElementsAttr(shaped, data)
}

// scalarAttr builds the attribute of a scalar of type t.
func scalarAttr(ctx *ir.Context, t ir.Type, s Scalar) ir.Attribute {
	if ft, ok := t.(*ir.FloatType); ok {
		return ctx.FloatAttrBits(ft, s.F)
	}
	return ctx.IntegerAttrBig(t, s.I)
}

func appendScalar(dst []byte, et ir.Type, s Scalar) []byte {
	nb := ir.ElemBytes(et)
	var u uint64
	if ir.IsFloat(et) {
		u = s.F
	} else {
		u = s.I.Uint64()
	}
	for i := 0; i < nb; i++ {
		if i < 8 {
			dst = append(dst, byte(u>>(8*i)))
		} else {
			dst = append(dst, 0)
		}
	}
	return dst
}

// splatOf returns the attribute of type t holding s everywhere, or nil
// when t is dynamically shaped.
func splatOf(ctx *ir.Context, t ir.Type, s Scalar) ir.Attribute {
	return mapViews(ctx, t, nil, func([]Scalar) (Scalar, bool) { return s, true })
}

// splatValue returns the single value of a scalar or splat constant.
func splatValue(a ir.Attribute) (Scalar, ir.Type, bool) {
	v := viewOf(a)
	if v == nil || !v.splat || v.n == 0 {
		return Scalar{}, nil, false
	}
	return v.at(0), v.elem, true
}

// ---- integer matchers (m_Zero, m_One, m_AllOnes, ...) ----

// matchInt reports whether a is an integer constant (scalar or splat)
// whose value satisfies pred.
func matchInt(a ir.Attribute, pred func(v *big.Int, w int) bool) bool {
	s, t, ok := splatValue(a)
	if !ok || ir.IsFloat(t) {
		return false
	}
	return pred(s.I, bitWidth(t))
}

func isZero(a ir.Attribute) bool {
	if u, _, ok := smallInt(a); ok {
		return u == 0
	}
	return matchInt(a, func(v *big.Int, _ int) bool { return v.Sign() == 0 })
}
func isOne(a ir.Attribute) bool {
	if u, _, ok := smallInt(a); ok {
		return u == 1
	}
	return matchInt(a, func(v *big.Int, _ int) bool { return v.IsInt64() && v.Int64() == 1 })
}
func isAllOnes(a ir.Attribute) bool {
	if u, w, ok := smallInt(a); ok {
		return u == mask64(w)
	}
	return matchInt(a, func(v *big.Int, w int) bool { return v.Cmp(umax(w)) == 0 })
}
func isSMax(a ir.Attribute) bool {
	if u, w, ok := smallInt(a); ok {
		return u == mask64(w)>>1
	}
	return matchInt(a, func(v *big.Int, w int) bool { return v.Cmp(smaxU(w)) == 0 })
}
func isSMin(a ir.Attribute) bool {
	if u, w, ok := smallInt(a); ok {
		return u == uint64(1)<<(w-1)
	}
	return matchInt(a, func(v *big.Int, w int) bool { return v.Cmp(sminU(w)) == 0 })
}

// ---- helpers for folders ----

// zeroOf is the zero constant of op's result type.
func zeroOf(op *ir.Operation) ir.Attribute { return ConstOf(op.Result(0).Type(), 0) }

// ConstOf is the integer constant v (wrapped) of type t, splatted for
// shaped types; nil when t has a dynamic shape.
func ConstOf(t ir.Type, v int64) ir.Attribute {
	ctx := typeContext(t)
	w := bitWidth(ir.ElementTypeOrSelf(t))
	return splatOf(ctx, t, Scalar{I: WrapU(big.NewInt(v), w)})
}

func typeContext(t ir.Type) *ir.Context {
	type ctxer interface{ Context() *ir.Context }
	return t.(ctxer).Context()
}

// defOp returns v's defining op if it is a d.
func defOp(v *ir.Value, d *ir.OpDef) *ir.Operation {
	if o := v.DefiningOp(); o != nil && o.Def() == d {
		return o
	}
	return nil
}

// isNilAttr reports nil interfaces and typed nil pointers.
func isNilAttr(a any) bool {
	if a == nil {
		return true
	}
	rv := reflect.ValueOf(a)
	return rv.Kind() == reflect.Pointer && rv.IsNil()
}

// FoldOp runs op's folder with its operands' constant attributes (as
// produced by arith.constant), a convenience for tests and simple drivers.
func FoldOp(op *ir.Operation) []any {
	d := op.Def()
	if d == nil || d.Fold == nil {
		return nil
	}
	cs := make([]ir.Attribute, op.NumOperands())
	for i, v := range op.Operands() {
		if def := v.DefiningOp(); def != nil && def.HasTrait(ir.ConstantLike) {
			cs[i] = def.Attr("value")
		}
	}
	return d.Fold(op, cs)
}
