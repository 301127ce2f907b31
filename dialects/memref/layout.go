package memref

import (
	"github.com/strata-compiler/strata/ir"
)

// This file computes strided layouts: every memref with the identity
// layout, a strided<...> layout or an affine map of the form
// `d0 * s0 + d1 * s1 + off` addresses element (i0, i1, ...) at
// offset + i0 * stride0 + i1 * stride1 + .... Verifiers compare layouts
// in this form, as MLIR's getStridesAndOffset does.

// Dynamic marks a dynamic size, stride or offset.
const Dynamic = ir.ShapedDynamic

// CanonicalStrides returns the row-major strides of shape: each the
// product of the sizes after it (Dynamic once a dynamic size is met).
func CanonicalStrides(shape []int64) []int64 {
	strides := make([]int64, len(shape))
	running := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		strides[i] = running
		if running != Dynamic {
			if shape[i] == Dynamic {
				running = Dynamic
			} else {
				running *= shape[i]
			}
		}
	}
	return strides
}

// StridesAndOffset returns the strided form of t's layout; ok is false
// for layouts that are not strided.
func StridesAndOffset(t *ir.MemRefType) (strides []int64, offset int64, ok bool) {
	switch l := t.Layout.(type) {
	case nil:
		return CanonicalStrides(t.Dims), 0, true
	case *ir.StridedLayoutAttr:
		if len(l.Strides) != len(t.Dims) {
			return nil, 0, false
		}
		return l.Strides, l.Offset, true
	case *ir.AffineMapAttr:
		return mapStrides(l.Map, len(t.Dims))
	}
	return nil, 0, false
}

// mapStrides reads `sum(d_i * c_i) + c` (symbols standing for dynamic
// strides or offset) from a one-result map.
func mapStrides(m *ir.AffineMap, rank int) ([]int64, int64, bool) {
	if m.NumDims != rank || len(m.Results) != 1 {
		return nil, 0, false
	}
	strides := make([]int64, rank)
	var offset int64
	var walk func(e *ir.AffineExpr) bool
	walk = func(e *ir.AffineExpr) bool {
		switch e.Kind {
		case ir.AffineAdd:
			return walk(e.LHS) && walk(e.RHS)
		case ir.AffineConst:
			if offset != Dynamic {
				offset += e.Val
			}
			return true
		case ir.AffineSym:
			offset = Dynamic
			return true
		case ir.AffineDim:
			strides[e.Val] = addStride(strides[e.Val], 1)
			return true
		case ir.AffineMul:
			d, c := e.LHS, e.RHS
			if d.Kind != ir.AffineDim {
				d, c = c, d
			}
			if d.Kind != ir.AffineDim {
				if e.IsSymbolicOrConstant() {
					offset = Dynamic
					return true
				}
				return false
			}
			switch c.Kind {
			case ir.AffineConst:
				strides[d.Val] = addStride(strides[d.Val], c.Val)
			case ir.AffineSym:
				strides[d.Val] = Dynamic
			default:
				if !c.IsSymbolicOrConstant() {
					return false
				}
				strides[d.Val] = Dynamic
			}
			return true
		}
		return false
	}
	if !walk(m.Results[0]) {
		return nil, 0, false
	}
	return strides, offset, true
}

func addStride(a, b int64) int64 {
	if a == Dynamic || b == Dynamic {
		return Dynamic
	}
	return a + b
}

// IsStrided reports whether t has a strided layout.
func IsStrided(t *ir.MemRefType) bool {
	_, _, ok := StridesAndOffset(t)
	return ok
}

// mul multiplies, Dynamic absorbing.
func mul(a, b int64) int64 {
	if a == Dynamic || b == Dynamic {
		return Dynamic
	}
	return a * b
}

func add(a, b int64) int64 { return addStride(a, b) }

// StridedType returns memref<shape x elem, strided<strides, offset>, space>.
func StridedType(ctx *ir.Context, shape []int64, elem ir.Type, strides []int64, offset int64, space ir.Attribute) *ir.MemRefType {
	return ctx.MemRefType(shape, elem, ctx.StridedLayoutAttr(offset, strides), space)
}

// CanonicalType returns t with its layout in canonical form: the
// identity when the strides are the row-major ones and the offset is 0,
// otherwise the layout as an affine map (MLIR's canonicalizeStridedLayout
// followed by makeStridedLinearLayoutMap).
func CanonicalType(ctx *ir.Context, shape []int64, elem ir.Type, strides []int64, offset int64, space ir.Attribute) *ir.MemRefType {
	canon := CanonicalStrides(shape)
	same := offset == 0
	for i := range strides {
		if strides[i] != canon[i] && shape[i] != 1 {
			same = false
		}
	}
	if same {
		return ctx.MemRefType(shape, elem, nil, space)
	}
	return ctx.MemRefType(shape, elem, ctx.AffineMapAttr(StridedLinearMap(strides, offset)), space)
}

// StridedLinearMap returns (d0, ...)[s...] -> (off + d0 * st0 + ...),
// with a symbol for each dynamic stride or offset.
func StridedLinearMap(strides []int64, offset int64) *ir.AffineMap {
	nsym := 0
	sym := func() *ir.AffineExpr { e := ir.AffineSymExpr(nsym); nsym++; return e }
	var e *ir.AffineExpr
	if offset == Dynamic {
		e = sym()
	} else {
		e = ir.AffineConstExpr(offset)
	}
	for i, s := range strides {
		var st *ir.AffineExpr
		if s == Dynamic {
			st = sym()
		} else {
			st = ir.AffineConstExpr(s)
		}
		e = ir.AffineAddExpr(e, ir.AffineMulExpr(ir.AffineDimExpr(i), st))
	}
	return ir.NewAffineMap(len(strides), nsym, []*ir.AffineExpr{e})
}

// sameLayout compares two memrefs' strided forms.
func sameLayout(a, b *ir.MemRefType) bool {
	sa, oa, ok1 := StridesAndOffset(a)
	sb, ob, ok2 := StridesAndOffset(b)
	if !ok1 || !ok2 || oa != ob || len(sa) != len(sb) {
		return false
	}
	for i := range sa {
		if sa[i] != sb[i] {
			return false
		}
	}
	return true
}
