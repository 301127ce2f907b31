package affine

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// affine.if's canonicalization patterns, as upstream's (checked against
// `mlir-opt-22 --canonicalize`, test/lit/Dialect/Affine/canonicalize-if.mlir):
//
//	if without results, else holding only its yield -> the else region dropped
//	if of () : (0 == 0)                             -> the then block inlined
//	if of the empty set (1 == 0)                    -> the else block inlined, or the if erased

// simplifyDeadElse drops the else region of an affine.if without results
// whose else block holds only its terminator (upstream's SimplifyDeadElse).
var simplifyDeadElse = &rewrite.Pattern{
	Name: "SimplifyDeadElse", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		els := op.Region(1)
		if op.NumResults() != 0 || els.NumBlocks() != 1 {
			return false
		}
		b := els.Front()
		if b.First() == nil || b.First() != b.Last() {
			return false
		}
		rw.ModifyInPlace(op, func() { rw.EraseBlock(b) })
		return true
	},
}

// alwaysTrueOrFalseIf inlines the branch an affine.if always takes: the
// then block when its condition is the single equality 0 == 0, the else
// block when it is the canonical empty set 1 == 0 (an if without results
// or else is erased) (upstream's AlwaysTrueOrFalseIf).
var alwaysTrueOrFalseIf = &rewrite.Pattern{
	Name: "AlwaysTrueOrFalseIf", Root: If.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		set := Condition(op)
		if set == nil || len(set.Constraints) != 1 || len(set.EqFlags) != 1 || !set.EqFlags[0] {
			return false
		}
		c := set.Constraints[0]
		if c.Kind != ir.AffineConst || (c.Val != 0 && c.Val != 1) {
			return false
		}
		region := op.Region(0)
		if c.Val == 1 {
			if op.NumResults() == 0 && op.Region(1).Empty() {
				rw.EraseOp(op)
				return true
			}
			region = op.Region(1)
		}
		b := region.Front()
		if b == nil {
			return false
		}
		term := b.Terminator()
		if term == nil {
			return false
		}
		results := append([]*ir.Value(nil), term.Operands()...)
		rw.EraseOp(term)
		rw.InlineBlockBefore(b, op.Block(), op, nil)
		rw.ReplaceOp(op, results)
		return true
	},
}
