package memref

import (
	"slices"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalizations of memref.copy and memref.atomic_rmw, as upstream's
// MemRefOps.cpp has them (checked against `mlir-opt-22 --canonicalize`;
// test/lit/Dialect/MemRef/canonicalize-copy.mlir).

// copy %m, %m -> nothing (upstream's FoldSelfCopy)
var foldSelfCopy = &rewrite.Pattern{
	Name: "FoldSelfCopy", Root: Copy.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c, _ := AsCopy(op)
		if c.Source() != c.Target() {
			return false
		}
		rw.EraseOp(op)
		return true
	},
}

// copy of or into a memref with a static size 0 -> nothing (upstream's
// FoldEmptyCopy)
var foldEmptyCopy = &rewrite.Pattern{
	Name: "FoldEmptyCopy", Root: Copy.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c, _ := AsCopy(op)
		empty := func(v *ir.Value) bool {
			t := memrefOf(v)
			return t != nil && slices.Contains(t.Dims, 0)
		}
		if !empty(c.Source()) && !empty(c.Target()) {
			return false
		}
		rw.EraseOp(op)
		return true
	},
}

// copy cast(%a), cast(%b) -> copy %a, %b where the cast's source is a
// ranked memref of its rank and element type (upstream's FoldCopyOfCast;
// a cast from an unranked memref stays).
var foldCopyOfCast = &rewrite.Pattern{
	Name: "FoldCopyOfCast", Root: Copy.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c, _ := AsCopy(op)
		through := func(v *ir.Value) *ir.Value {
			d := v.DefiningOp()
			if d == nil || d.Def() != Cast {
				return nil
			}
			from, to := memrefOf(d.Operand(0)), memrefOf(v)
			if from == nil || to == nil || from.Elem != to.Elem || len(from.Dims) != len(to.Dims) {
				return nil
			}
			return d.Operand(0)
		}
		src, dst := through(c.Source()), through(c.Target())
		if src == nil && dst == nil {
			return false
		}
		rw.ModifyInPlace(op, func() {
			if src != nil {
				op.SetOperand(0, src)
			}
			if dst != nil {
				op.SetOperand(1, dst)
			}
		})
		return true
	},
}

// atomic_rmw %v, cast(%m)[...] -> atomic_rmw %v, %m[...] when %m is ranked,
// whichever way the cast went (upstream's AtomicRMWOp::fold, foldMemRefCast).
var atomicRMWOfCast = &rewrite.Pattern{
	Name: "AtomicRMWOfCast", Root: AtomicRMW.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		d := op.Operand(1).DefiningOp()
		if d == nil || d.Def() != Cast || memrefOf(d.Operand(0)) == nil {
			return false
		}
		rw.ModifyInPlace(op, func() { op.SetOperand(1, d.Operand(0)) })
		return true
	},
}
