package affine

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"slices"
)

// IsValidSymbol reports whether v may stand in a symbol position of an affine
// map, as upstream's isValidSymbol: an index value defined at the top level
// of the region of an AffineScope op (a function's arguments and the values
// its body computes outside loops), a constant, or an affine.apply whose
// operands are all valid symbols.
func IsValidSymbol(v *ir.Value) bool {
	if v == nil || !isIndex(v.Type()) {
		return false
	}
	if isTopLevel(v) {
		return true
	}
	def := v.DefiningOp()
	if def == nil {
		return false
	}
	if _, ok := staticdyn.ConstantInt(v); ok {
		return true
	}
	if def.Def() == Apply {
		for _, o := range def.Operands() {
			if !IsValidSymbol(o) {
				return false
			}
		}
		return true
	}
	return false
}

// isTopLevel reports whether v is defined directly in a region of an op with
// the AffineScope trait.
func isTopLevel(v *ir.Value) bool {
	r := v.ParentRegion()
	if r == nil {
		return false
	}
	p := r.ParentOp()
	return p != nil && p.HasTrait(ir.AffineScope)
}

func isIndex(t ir.Type) bool {
	_, ok := t.(*ir.IndexType)
	return ok
}

// orderSums rewrites every sum in e in upstream's flattened order: dimension
// terms by position, then symbol terms by position, then the other terms
// (floordiv, ceildiv, mod and products of two variables) in the order they
// appear, then the constant; terms on the same variable are merged, and a
// mod by a constant is written as its dividend less the quotient's multiple.
func orderSums(e *ir.AffineExpr) *ir.AffineExpr {
	switch e.Kind {
	case ir.AffineConst, ir.AffineDim, ir.AffineSym:
		return e
	case ir.AffineAdd:
	case ir.AffineMod:
		l, r := orderSums(e.LHS), orderSums(e.RHS)
		if multipleOf(l, r) {
			return ir.AffineConstExpr(0)
		}
		return ir.AffineBinary(e.Kind, l, r)
	default:
		return ir.AffineBinary(e.Kind, orderSums(e.LHS), orderSums(e.RHS))
	}
	type term struct {
		base *ir.AffineExpr
		coef int64
	}
	var terms []term
	var c int64
	var collect func(x *ir.AffineExpr, k int64)
	collect = func(x *ir.AffineExpr, k int64) {
		switch {
		case x.Kind == ir.AffineAdd:
			collect(x.LHS, k)
			collect(x.RHS, k)
			return
		case x.Kind == ir.AffineConst:
			c += k * x.Val
			return
		case x.Kind == ir.AffineMul && x.RHS.Kind == ir.AffineConst:
			collect(x.LHS, k*x.RHS.Val)
			return
		case x.Kind == ir.AffineMod && x.RHS.Kind == ir.AffineConst && x.RHS.Val > 0:
			// x mod c = x - (x floordiv c) * c, as upstream flattens it.
			collect(x.LHS, k)
			collect(ir.AffineFloorDivExpr(x.LHS, x.RHS), -k*x.RHS.Val)
			return
		}
		base := orderSums(x)
		for i := range terms {
			if terms[i].base.Equal(base) {
				terms[i].coef += k
				return
			}
		}
		terms = append(terms, term{base, k})
	}
	collect(e, 1)
	class := func(t term) int {
		switch t.base.Kind {
		case ir.AffineDim:
			return 0
		case ir.AffineSym:
			return 1
		}
		return 2
	}
	slices.SortStableFunc(terms, func(a, b term) int {
		ca, cb := class(a), class(b)
		if ca != cb || ca == 2 {
			return ca - cb
		}
		return int(a.base.Val - b.base.Val)
	})
	var out *ir.AffineExpr
	for _, t := range terms {
		if t.coef == 0 {
			continue
		}
		x := ir.AffineMulExpr(t.base, ir.AffineConstExpr(t.coef))
		if out == nil {
			out = x
		} else {
			out = ir.AffineAddExpr(out, x)
		}
	}
	if out == nil {
		return ir.AffineConstExpr(c)
	}
	return ir.AffineAddExpr(out, ir.AffineConstExpr(c))
}

// multipleOf reports whether sum is x - (x mod m) for some x, a multiple
// of m: (a - a mod b) mod b = 0, as upstream simplifies it.
func multipleOf(sum, m *ir.AffineExpr) bool {
	terms := addends(sum)
	for i, t := range terms {
		if t.Kind != ir.AffineMul || t.RHS.Kind != ir.AffineConst || t.RHS.Val != -1 ||
			t.LHS.Kind != ir.AffineMod || !t.LHS.RHS.Equal(m) {
			continue
		}
		var rest *ir.AffineExpr = ir.AffineConstExpr(0)
		for j, u := range terms {
			if j != i {
				rest = ir.AffineAddExpr(rest, u)
			}
		}
		if orderSums(rest).Equal(orderSums(t.LHS.LHS)) {
			return true
		}
	}
	return false
}

// addends returns the terms of a sum as written, left to right (e itself
// when it is not an addition).
func addends(e *ir.AffineExpr) []*ir.AffineExpr {
	if e.Kind != ir.AffineAdd {
		return []*ir.AffineExpr{e}
	}
	return append(addends(e.LHS), addends(e.RHS)...)
}
