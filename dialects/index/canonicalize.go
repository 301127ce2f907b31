package index

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// cmp(eq/ne, sub(a, b), 0) -> cmp(eq/ne, a, b) and cmp(eq/ne, 0, sub(a,
// b)) -> cmp(eq/ne, b, a): a - b is 0 exactly when a is b, wrapping or
// not. Upstream rewrites every predicate so, as if a - b could not wrap
// (0 - x > 0 is not 0 > x for x the most negative index), and mlir-opt-22
// also where the sub has other uses; here only equality moves, as
// Strata's differential check demands.
var cmpOfSub = &rewrite.Pattern{Name: "CmpOfSub", Root: Cmp.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if p, ok := op.Attr("pred").(*PredicateAttr); !ok || p.Value != EQ && p.Value != NE {
			return false
		}
		lhs, rhs := op.Operand(0), op.Operand(1)
		subOnLeft := isZero(rhs)
		sub := rhs.DefiningOp()
		if subOnLeft {
			sub = lhs.DefiningOp()
		} else if !isZero(lhs) {
			return false
		}
		if sub == nil || sub.Def() != Sub {
			return false
		}
		a, b := sub.Operand(0), sub.Operand(1)
		if !subOnLeft {
			a, b = b, a
		}
		rw.ModifyInPlace(op, func() {
			op.SetOperand(0, a)
			op.SetOperand(1, b)
		})
		return true
	}}

// isZero reports whether v is a constant 0.
func isZero(v *ir.Value) bool {
	c, ok := rewrite.ConstantValue(v.DefiningOp()).(*ir.IntegerAttr)
	return ok && c.Big == nil && c.Int64() == 0
}
