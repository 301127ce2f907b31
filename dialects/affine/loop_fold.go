package affine

import (
	"github.com/strata-compiler/strata/ir"
	"slices"
)

// affine.for:
//
//	bound maps simplified as SimplifyMapAndOperands does, duplicate
//	results dropped, a bound whose results are all constant made the
//	largest (lower) or smallest (upper) of them (upstream's
//	canonicalizeLoopBounds and foldLoopBounds), in place
//	constant bounds with no iteration, and results -> the inits (a loop
//	without results stays: it would fold again and again, as upstream
//	notes)
//	a body of only its yield -> per result, the init of the iter_arg it
//	yields or the value from above it yields, where that holds for any
//	trip count (upstream's AffineForEmptyLoopFolder)
func foldFor(op *ir.Operation, consts []ir.Attribute) []any {
	changed := foldForBounds(op, consts)
	if out := foldForResults(op); out != nil {
		return out
	}
	if !changed {
		return nil
	}
	out := make([]any, op.NumResults())
	for i := range out {
		out[i] = op.Result(i)
	}
	return out
}

// foldForResults returns the values of an affine.for's results when it
// runs no iteration or its body only yields.
func foldForResults(op *ir.Operation) []any {
	if op.NumResults() == 0 {
		return nil
	}
	inits := op.Def().OperandGroup(op, "inits")
	if len(inits) != op.NumResults() {
		return nil
	}
	n, ok := ConstantTripCount(op)
	if ok && n == 0 {
		out := make([]any, len(inits))
		for i, v := range inits {
			out[i] = v
		}
		return out
	}
	body := op.Region(0).Front()
	if body == nil || body.First() != body.Last() || body.Last().Def() != Yield {
		return nil
	}
	out := make([]any, len(inits))
	outside, unordered := false, false
	for i, v := range body.Last().Operands() {
		switch {
		case v == body.Arg(0):
			return nil
		case v.IsBlockArgument() && v.OwnerBlock() == body:
			pos := v.Index() - 1
			unordered = unordered || pos != i
			out[i] = inits[pos]
		default:
			outside = true
			out[i] = v
		}
	}
	if (!ok && (outside || unordered)) || (ok && n >= 2 && unordered) {
		return nil
	}
	return out
}

// foldForBounds simplifies an affine.for's bound maps in place and
// reports whether it changed them.
func foldForBounds(op *ir.Operation, consts []ir.Attribute) bool {
	lower, upper, lowerOps, upperOps, _ := Bounds(op)
	nl, nlo := len(lowerOps), len(upperOps)
	bound := func(m *ir.AffineMap, ops []*ir.Value, cs []ir.Attribute, isMax bool) (*ir.AffineMap, []*ir.Value, bool) {
		nm, nops, changed := SimplifyMapAndOperands(m, ops, cs)
		var uniq []*ir.AffineExpr
		allConst := true
		var best int64
		for _, r := range nm.Results {
			if slices.ContainsFunc(uniq, r.Equal) {
				changed = true
				continue
			}
			uniq = append(uniq, r)
			if r.Kind != ir.AffineConst {
				allConst = false
			} else if len(uniq) == 1 || (isMax && r.Val > best) || (!isMax && r.Val < best) {
				best = r.Val
			}
		}
		if allConst && len(uniq) > 1 {
			uniq = []*ir.AffineExpr{ir.AffineConstExpr(best)}
			changed = true
		}
		return ir.NewAffineMap(nm.NumDims, nm.NumSyms, uniq), nops, changed
	}
	var lc, uc []ir.Attribute
	if len(consts) >= nl+nlo {
		lc, uc = consts[:nl], consts[nl:nl+nlo]
	}
	lm, lops, lch := bound(lower, lowerOps, lc, true)
	um, uops, uch := bound(upper, upperOps, uc, false)
	if !lch && !uch {
		return false
	}
	ctx := op.Context()
	la, ua := ctx.AffineMapAttr(lm), ctx.AffineMapAttr(um)
	if la == op.Attr("lowerBoundMap") && ua == op.Attr("upperBoundMap") &&
		slices.Equal(lops, lowerOps) && slices.Equal(uops, upperOps) {
		return false
	}
	inits := Inits(op)
	op.SetAttr("lowerBoundMap", la)
	op.SetAttr("upperBoundMap", ua)
	op.SetOperands(append(append(append([]*ir.Value(nil), lops...), uops...), inits...))
	op.SetAttr("operandSegmentSizes", ctx.DenseI32Array([]int64{int64(len(lops)), int64(len(uops)), int64(len(inits))}))
	return true
}

// ConstantTripCount returns the number of iterations of an affine.for
// whose bounds are constants (the largest lower and the smallest upper
// bound of each map).
func ConstantTripCount(op *ir.Operation) (int64, bool) {
	lower, upper, lowerOps, upperOps, step := Bounds(op)
	if len(lowerOps) != 0 || len(upperOps) != 0 || len(lower.Results) == 0 || len(upper.Results) == 0 || step <= 0 {
		return 0, false
	}
	lo, hi := int64(0), int64(0)
	for i, e := range lower.Results {
		if e.Kind != ir.AffineConst {
			return 0, false
		}
		if i == 0 || e.Val > lo {
			lo = e.Val
		}
	}
	for i, e := range upper.Results {
		if e.Kind != ir.AffineConst {
			return 0, false
		}
		if i == 0 || e.Val < hi {
			hi = e.Val
		}
	}
	if hi <= lo {
		return 0, true
	}
	return (hi - lo + step - 1) / step, true
}

// affine.if:
//
//	the condition's operands simplified as SimplifyMapAndOperands does
//	(upstream's canonicalizeSetAndOperands), in place
func foldIf(op *ir.Operation, consts []ir.Attribute) []any {
	set := Condition(op)
	if set == nil || op.NumOperands() != set.NumDims+set.NumSyms {
		return nil
	}
	m := ir.NewAffineMap(set.NumDims, set.NumSyms, set.Constraints)
	nm, ops, changed := SimplifyMapAndOperands(m, op.Operands(), consts)
	if !changed {
		return nil
	}
	ns := &ir.IntegerSet{NumDims: nm.NumDims, NumSyms: nm.NumSyms, Constraints: nm.Results, EqFlags: set.EqFlags}
	attr := op.Context().IntegerSetAttr(ns)
	if attr == op.Attr("condition") && slices.Equal(ops, op.Operands()) {
		return nil
	}
	op.SetAttr("condition", attr)
	op.SetOperands(ops)
	out := make([]any, op.NumResults())
	for i := range out {
		out[i] = op.Result(i)
	}
	return out
}
