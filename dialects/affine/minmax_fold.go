package affine

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
	"slices"
)

// affine.min / affine.max:
//
//	all results constant after substitution -> the min / max
//	a single result that is an operand      -> that operand
//	otherwise, simplify in place (dropping duplicate results).
func foldMinMax(op *ir.Operation, operands []ir.Attribute) []any {
	m := Map(op)
	if m == nil || len(m.Results) == 0 || op.NumOperands() != m.NumDims+m.NumSyms {
		return nil
	}
	isMin := op.Def() == Min
	m, mops, merged := mergeMinMaxProducers(op, m)
	if merged {
		operands = nil
	}
	nm, ops, changed := SimplifyMapAndOperands(m, mops, operands)
	changed = changed || merged
	allConst := true
	var best int64
	for i, r := range nm.Results {
		if r.Kind != ir.AffineConst {
			allConst = false
			break
		}
		if i == 0 || (isMin && r.Val < best) || (!isMin && r.Val > best) {
			best = r.Val
		}
	}
	if allConst {
		return []any{indexAttr(op, best)}
	}
	// Drop duplicate results.
	var uniq []*ir.AffineExpr
	for _, r := range nm.Results {
		dup := false
		for _, u := range uniq {
			dup = dup || u.Equal(r)
		}
		if !dup {
			uniq = append(uniq, r)
		} else {
			changed = true
		}
	}
	nm = ir.NewAffineMap(nm.NumDims, nm.NumSyms, uniq)
	if sorted, ok := sortLinearResults(nm); ok {
		nm, changed = sorted, true
	}
	if len(uniq) == 1 && (uniq[0].Kind == ir.AffineDim || uniq[0].Kind == ir.AffineSym) {
		pos := int(uniq[0].Val)
		if uniq[0].Kind == ir.AffineSym {
			pos += nm.NumDims
		}
		return []any{ops[pos]}
	}
	if !changed {
		return nil
	}
	op.SetAttr("map", op.Context().AffineMapAttr(nm))
	op.SetOperands(ops)
	return []any{op.Result(0)}
}

// sortLinearResults orders the results of a min or max map as upstream's
// canonicalizeMapExprAndTermOrder does: by their coefficients (each
// dimension's, then each symbol's, then the constant) compared
// lexicographically, when every result is a linear expression.
func sortLinearResults(m *ir.AffineMap) (*ir.AffineMap, bool) {
	keys := make([][]int64, len(m.Results))
	for i, r := range m.Results {
		k, ok := linearCoeffs(r, m.NumDims, m.NumSyms)
		if !ok {
			return m, false
		}
		keys[i] = k
	}
	perm := make([]int, len(keys))
	for i := range perm {
		perm[i] = i
	}
	slices.SortStableFunc(perm, func(a, b int) int { return slices.Compare(keys[a], keys[b]) })
	if slices.IsSorted(perm) {
		return m, false
	}
	out := make([]*ir.AffineExpr, len(perm))
	for i, p := range perm {
		out[i] = m.Results[p]
	}
	return ir.NewAffineMap(m.NumDims, m.NumSyms, out), true
}

// linearCoeffs returns e's coefficient of each dimension, then of each
// symbol, then its constant, when e is a linear expression.
func linearCoeffs(e *ir.AffineExpr, nd, ns int) ([]int64, bool) {
	k := make([]int64, nd+ns+1)
	var walk func(x *ir.AffineExpr, c int64) bool
	walk = func(x *ir.AffineExpr, c int64) bool {
		switch x.Kind {
		case ir.AffineConst:
			k[nd+ns] += c * x.Val
		case ir.AffineDim:
			k[x.Val] += c
		case ir.AffineSym:
			k[nd+int(x.Val)] += c
		case ir.AffineAdd:
			return walk(x.LHS, c) && walk(x.RHS, c)
		case ir.AffineMul:
			if x.RHS.Kind == ir.AffineConst {
				return walk(x.LHS, c*x.RHS.Val)
			}
			if x.LHS.Kind == ir.AffineConst {
				return walk(x.RHS, c*x.LHS.Val)
			}
			return false
		default:
			return false
		}
		return true
	}
	return k, walk(e, 1)
}

// mergeMinMaxProducers folds into an affine.min (max) the results of the
// affine.min (max) ops that produce the operands its map uses as whole
// results, their operands appended (upstream's MergeAffineMinMaxOp):
//
//	min(x, a, ...) where x = min(b, c) -> min(a, ..., b, c)
func mergeMinMaxProducers(op *ir.Operation, m *ir.AffineMap) (*ir.AffineMap, []*ir.Value, bool) {
	ops := op.Operands()
	dims := append([]*ir.Value(nil), ops[:m.NumDims]...)
	syms := append([]*ir.Value(nil), ops[m.NumDims:]...)
	var exprs []*ir.AffineExpr
	var producers []*ir.Operation
	for _, e := range m.Results {
		var v *ir.Value
		switch e.Kind {
		case ir.AffineDim:
			v = dims[e.Val]
		case ir.AffineSym:
			v = syms[e.Val]
		}
		if v != nil && v.DefiningOp() != nil && v.DefiningOp().Def() == op.Def() && v.DefiningOp() != op {
			producers = append(producers, v.DefiningOp())
			continue
		}
		exprs = append(exprs, e)
	}
	if len(producers) == 0 {
		return m, ops, false
	}
	nd, ns := m.NumDims, m.NumSyms
	for _, p := range producers {
		pm := Map(p)
		if pm == nil || p.NumOperands() != pm.NumDims+pm.NumSyms {
			return m, ops, false
		}
		shiftD := make([]*ir.AffineExpr, pm.NumDims)
		shiftS := make([]*ir.AffineExpr, pm.NumSyms)
		for j := range shiftD {
			shiftD[j] = ir.AffineDimExpr(nd + j)
		}
		for j := range shiftS {
			shiftS[j] = ir.AffineSymExpr(ns + j)
		}
		for _, e := range pm.Results {
			exprs = append(exprs, e.Replace(shiftD, shiftS))
		}
		dims = append(dims, p.Operands()[:pm.NumDims]...)
		syms = append(syms, p.Operands()[pm.NumDims:]...)
		nd, ns = nd+pm.NumDims, ns+pm.NumSyms
	}
	return ir.NewAffineMap(nd, ns, exprs), append(dims, syms...), true
}

// An affine.min or affine.max of one result is an affine.apply
// (upstream's CanonicalizeSingleResultAffineMinMaxOp).
var singleResultMinMax = &rewrite.Pattern{
	Name: "CanonicalizeSingleResultAffineMinMaxOp", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.Def() != Min && op.Def() != Max {
			return false
		}
		m := Map(op)
		if m == nil || len(m.Results) != 1 {
			return false
		}
		rw.SetInsertionPoint(op)
		apply := rw.CreateAt(op.Loc(), Apply.Name, op.Operands(), op.ResultTypes(),
			ir.NamedAttr{Name: "map", Value: op.Attr("map")})
		rw.ReplaceOp(op, apply.Results())
		return true
	},
}
