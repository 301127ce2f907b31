package passes

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// LICM hoists loop-invariant ops out of loop-like ops (those whose OpDef
// declares rewrite.LoopLikeInterface: scf.for, scf.while, scf.parallel,
// scf.forall).
var LICM = &Pass{
	Argument: "loop-invariant-code-motion",
	Name:     "LoopInvariantCodeMotion",
	Summary:  "Hoist loop invariant instructions outside of the loop",
	Description: `Moves the ops of a loop body that do not depend on the loop before the
loop: ops free of memory effects and speculatable (Pure ops; scf.for with a
step of 1 whose nested ops are), whose operands, and the values their
nested ops use, are defined outside the loop. Loops are visited innermost
first, so an op hoisted out of an inner loop may leave the outer one too;
within a loop body the users of a hoisted op are reconsidered. Terminators
stay.`,
	Run: runLICM,
}

func runLICM(r *Run) error {
	var loops []*ir.Operation
	ir.Walk(r.Op, ir.PostOrder, func(o *ir.Operation) ir.WalkResult {
		if o != r.Op && rewrite.LoopLikeOf(o) != nil {
			loops = append(loops, o)
		}
		return ir.Advance
	})
	moved := 0
	for _, loop := range loops {
		moved += hoistLoopInvariants(loop)
	}
	if moved == 0 {
		r.MarkUnchanged()
	}
	return nil
}

// hoistLoopInvariants moves the invariant ops of loop's body regions
// before loop and returns how many it moved (MLIR's moveLoopInvariantCode).
func hoistLoopInvariants(loop *ir.Operation) int {
	moved := 0
	outside := func(v *ir.Value) bool {
		pr := v.ParentRegion()
		return pr == nil || pr.ParentOp() == nil || !isAncestorOp(loop, pr.ParentOp())
	}
	for _, region := range rewrite.LoopLikeOf(loop).Regions(loop) {
		var queue []*ir.Operation
		for b := region.Front(); b != nil; b = b.Next() {
			for o := b.First(); o != nil; o = o.Next() {
				queue = append(queue, o)
			}
		}
		for len(queue) > 0 {
			op := queue[0]
			queue = queue[1:]
			if op.Block() == nil || op.Block().Parent() != region {
				continue // already moved
			}
			if !rewrite.IsMemoryEffectFree(op) || !rewrite.IsSpeculatable(op) || !canBeHoisted(op, outside) {
				continue
			}
			op.MoveBefore(loop)
			moved++
			for i := 0; i < op.NumResults(); i++ {
				for u := op.Result(i).FirstUse(); u != nil; u = u.Next() {
					if user := u.Owner(); user.Block() != nil && user.Block().Parent() == region {
						queue = append(queue, user)
					}
				}
			}
		}
	}
	return moved
}

// canBeHoisted reports whether op is no terminator and every value it
// and its nested ops use is defined outside (or inside op itself).
func canBeHoisted(op *ir.Operation, outside func(*ir.Value) bool) bool {
	if op.HasTrait(ir.Terminator) {
		return false
	}
	ok := true
	ir.Walk(op, ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
		for i := 0; i < o.NumOperands(); i++ {
			v := o.Operand(i)
			if outside(v) {
				continue
			}
			if o != op {
				if pr := v.ParentRegion(); pr != nil && pr.ParentOp() != nil && isAncestorOp(op, pr.ParentOp()) {
					continue
				}
			}
			ok = false
			return ir.Interrupt
		}
		return ir.Advance
	})
	return ok
}

// isAncestorOp reports whether a is o or contains it.
func isAncestorOp(a, o *ir.Operation) bool {
	for ; o != nil; o = o.ParentOp() {
		if o == a {
			return true
		}
	}
	return false
}
