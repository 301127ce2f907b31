package affine

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

// replaceDelinearizeInverse rewrites, in each of results, a sum holding
// every result of one affine.delinearize_index of a static basis (among
// the dimension or symbol operands), each times its stride, as the index
// it delinearizes: d#0 * 20 + d#1 * 5 + d#2 -> x for d = delinearize x
// into (4, 5) (upstream's replaceAffineDelinearizeIndexInverseExpression).
// x is appended as a dimension when the results all are dimensions, else
// as a symbol. It reports whether any sum changed.
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
		// Each result's expression, and whether all are dimensions.
		exprs := make([]*ir.AffineExpr, d.NumResults())
		allDims := true
		for i := range exprs {
			exprs[i] = positionOf(d.Result(i), *dims, *syms)
			if exprs[i] == nil {
				break
			}
			allDims = allDims && exprs[i].Kind == ir.AffineDim
		}
		if nilIn(exprs) {
			continue
		}
		// The strides: 1 for the last result, times each basis entry
		// going outwards.
		basis := staticdyn.Ints(d.Attr("static_basis"))
		strides := make([]int64, len(exprs))
		s := int64(1)
		for i := len(exprs) - 1; i >= 0; i-- {
			strides[i] = s
			if b := len(basis) - (len(exprs) - i); b >= 0 {
				s *= basis[b]
			}
		}
		var x *ir.AffineExpr
		for ri, r := range results {
			terms, c := sumTerms(r)
			matched := true
			for i, e := range exprs {
				if coefOf(terms, e) != strides[i] {
					matched = false
					break
				}
			}
			if !matched {
				continue
			}
			if x == nil {
				if allDims {
					*dims = append(*dims, d.Operand(0))
					x = ir.AffineDimExpr(len(*dims) - 1)
				} else {
					*syms = append(*syms, d.Operand(0))
					x = ir.AffineSymExpr(len(*syms) - 1)
				}
			}
			out := x
			for _, t := range terms {
				if containsExpr(exprs, t.base) {
					continue
				}
				out = ir.AffineAddExpr(out, ir.AffineMulExpr(t.base, ir.AffineConstExpr(t.coef)))
			}
			results[ri] = ir.AffineAddExpr(out, ir.AffineConstExpr(c))
			changed = true
		}
	}
	return changed
}

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

func nilIn(es []*ir.AffineExpr) bool {
	for _, e := range es {
		if e == nil {
			return true
		}
	}
	return false
}

func containsExpr(es []*ir.AffineExpr, e *ir.AffineExpr) bool {
	for _, x := range es {
		if x.Equal(e) {
			return true
		}
	}
	return false
}

// sumTerm is one term of a flattened sum: base times coef.
type sumTerm struct {
	base *ir.AffineExpr
	coef int64
}

// sumTerms flattens e's top-level sum into its terms (products by a
// constant folded into the coefficient, equal bases merged) and constant.
func sumTerms(e *ir.AffineExpr) ([]sumTerm, int64) {
	var terms []sumTerm
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
		}
		for i := range terms {
			if terms[i].base.Equal(x) {
				terms[i].coef += k
				return
			}
		}
		terms = append(terms, sumTerm{x, k})
	}
	collect(e, 1)
	return terms, c
}

// coefOf is the coefficient of base among terms, 0 when absent.
func coefOf(terms []sumTerm, base *ir.AffineExpr) int64 {
	for _, t := range terms {
		if t.base.Equal(base) {
			return t.coef
		}
	}
	return 0
}
