package affine

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

// replaceDelinearizeInverse rewrites, in each of results, a sum holding
// every result of one affine.delinearize_index of a static basis (among
// the dimension or symbol operands) times its stride, as written before
// the map is flattened, as the index it delinearizes: d#0 * 20 + d#1 * 5 +
// d#2 -> x for d = delinearize x into (4, 5), in any order, other addends
// kept, in nested sums too (upstream's
// replaceAffineDelinearizeIndexInverseExpression). x is appended as a
// dimension when the results all are dimensions, else as a symbol. It
// reports whether any sum changed.
func replaceDelinearizeInverse(results []*ir.AffineExpr, dims, syms *[]*ir.Value) bool {
	changed := false
	seen := map[*ir.Operation]bool{}
	operands := append(append([]*ir.Value(nil), *dims...), *syms...)
	for _, v := range operands {
		if v == nil {
			continue
		}
		d := v.DefiningOp()
		if d == nil || d.Def() != DelinearizeIndex || seen[d] || d.NumOperands() != 1 {
			continue
		}
		seen[d] = true
		// The addend each result stands in: its expression times its
		// stride (1 for the last result, times each basis entry going
		// outwards).
		basis := staticdyn.Ints(d.Attr("static_basis"))
		want := make([]sumTerm, d.NumResults())
		allDims := true
		stride := int64(1)
		for i := len(want) - 1; i >= 0; i-- {
			e := positionOf(d.Result(i), *dims, *syms)
			if e == nil {
				want = nil
				break
			}
			allDims = allDims && e.Kind == ir.AffineDim
			want[i] = sumTerm{e, stride}
			if b := len(basis) - (len(want) - i); b >= 0 {
				stride *= basis[b]
			}
		}
		if want == nil {
			continue
		}
		var x *ir.AffineExpr
		newIndex := func() *ir.AffineExpr {
			if x == nil {
				if allDims {
					*dims = append(*dims, d.Operand(0))
					x = ir.AffineDimExpr(len(*dims) - 1)
				} else {
					*syms = append(*syms, d.Operand(0))
					x = ir.AffineSymExpr(len(*syms) - 1)
				}
			}
			return x
		}
		for ri, r := range results {
			if nr, ok := replaceInverseIn(r, want, newIndex); ok {
				results[ri] = nr
				changed = true
			}
		}
	}
	return changed
}

// replaceInverseIn replaces, in e and the expressions in it, the sums
// whose addends include one of each of want by newIndex() plus the
// other addends.
func replaceInverseIn(e *ir.AffineExpr, want []sumTerm, newIndex func() *ir.AffineExpr) (*ir.AffineExpr, bool) {
	switch e.Kind {
	case ir.AffineConst, ir.AffineDim, ir.AffineSym:
		return e, false
	case ir.AffineAdd:
	default:
		l, lok := replaceInverseIn(e.LHS, want, newIndex)
		r, rok := replaceInverseIn(e.RHS, want, newIndex)
		if !lok && !rok {
			return e, false
		}
		return ir.AffineBinary(e.Kind, l, r), true
	}
	terms := addends(e)
	changed := false
	for i, a := range terms {
		if na, ok := replaceInverseIn(a, want, newIndex); ok {
			terms[i], changed = na, true
		}
	}
	used := make([]bool, len(terms))
	matched := true
	for _, w := range want {
		found := false
		for i, a := range terms {
			if !used[i] && termEqual(asTerm(a), w) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			matched = false
			break
		}
	}
	if !matched && !changed {
		return e, false
	}
	var out *ir.AffineExpr
	if matched {
		out = newIndex()
	}
	for i, a := range terms {
		if matched && used[i] {
			continue
		}
		if out == nil {
			out = a
		} else {
			out = ir.AffineAddExpr(out, a)
		}
	}
	return out, true
}

// asTerm reads an addend as its base times a constant coefficient.
func asTerm(a *ir.AffineExpr) sumTerm {
	if a.Kind == ir.AffineMul && a.RHS.Kind == ir.AffineConst {
		return sumTerm{a.LHS, a.RHS.Val}
	}
	return sumTerm{a, 1}
}

func termEqual(a, b sumTerm) bool { return a.coef == b.coef && a.base.Equal(b.base) }

// positionOf is the first dimension or symbol expression whose operand is v.
func positionOf(v *ir.Value, dims, syms []*ir.Value) *ir.AffineExpr {
	for i, o := range dims {
		if o == v {
			return ir.AffineDimExpr(i)
		}
	}
	for i, o := range syms {
		if o == v {
			return ir.AffineSymExpr(i)
		}
	}
	return nil
}

// sumTerm is one addend of a sum: base times coef.
type sumTerm struct {
	base *ir.AffineExpr
	coef int64
}
