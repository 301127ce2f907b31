package memref

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalizations of memref.alloca_scope, as upstream's MemRefOps.cpp
// has them (checked against `mlir-opt-22 --canonicalize`;
// test/lit/Dialect/MemRef/canonicalize-alloca-scope.mlir).

// stackAllocation reports whether op surely allocates on the stack (an
// alloca, which mem2reg may promote).
func stackAllocation(op *ir.Operation) bool {
	d := op.Def()
	if d == nil || !op.IsRegistered() {
		return false
	}
	_, ok := d.Interfaces[rewrite.PromotableAllocationInterface]
	return ok
}

// mayAllocateOnStack reports whether op itself may allocate on the stack:
// a stack allocation, or an op whose effects are unknown; an op with
// recursive effects does not by itself (upstream's
// isOpItselfPotentialAutomaticAllocation).
func mayAllocateOnStack(op *ir.Operation) bool {
	if op.HasTrait(ir.RecursiveMemoryEffects) {
		return false
	}
	if _, ok := rewrite.EffectsOf(op); !ok {
		return true
	}
	return stackAllocation(op)
}

// lastBeforeTerminator reports whether op is the last op before the
// terminator of its block, the only block of its region.
func lastBeforeTerminator(op *ir.Operation) bool {
	b := op.Block()
	if b == nil || b.Parent() == nil || !b.Parent().HasOneBlock() {
		return false
	}
	t := b.Terminator()
	return t != nil && op.Next() == t
}

// alloca_scope { ops } -> ops, when nothing in it may allocate on the stack
// (outside nested allocation scopes), or when it is the last op of a block
// of an allocation scope, where its allocations live no longer
// (upstream's AllocaScopeInliner).
var allocaScopeInliner = &rewrite.Pattern{
	Name: "AllocaScopeInliner", Root: AllocaScope.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		potential := false
		ir.Walk(op, ir.PreOrder, func(x *ir.Operation) ir.WalkResult {
			switch {
			case x == op:
				return ir.Advance
			case mayAllocateOnStack(x):
				potential = true
				return ir.Interrupt
			case x.HasTrait(ir.AutomaticAllocationScope):
				return ir.Skip
			}
			return ir.Advance
		})
		if potential {
			p := op.ParentOp()
			if p == nil || !p.HasTrait(ir.AutomaticAllocationScope) || !lastBeforeTerminator(op) {
				return false
			}
		}
		body := op.Region(0).Front()
		if body == nil || body.Terminator() == nil {
			return false
		}
		term := body.Terminator()
		results := append([]*ir.Value(nil), term.Operands()...)
		rw.InlineBlockBefore(body, op.Block(), op, nil)
		rw.ReplaceOp(op, results)
		rw.EraseOp(term)
		return true
	},
}

// parent { ... alloca_scope { alloca(%outer) ... } } -> alloca(%outer);
// parent { ... }: the allocas of an alloca_scope whose operands are defined
// outside are hoisted before the outermost op below the enclosing
// allocation scope, when the scope and each op between are the last of
// their blocks, so the allocations live no longer (upstream's
// AllocaScopeHoister).
var allocaScopeHoister = &rewrite.Pattern{
	Name: "AllocaScopeHoister", Root: AllocaScope.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		last := op.ParentOp()
		if last == nil || last.HasTrait(ir.AutomaticAllocationScope) {
			return false
		}
		if !lastBeforeTerminator(op) || !lastBeforeTerminator(last) {
			return false
		}
		for last.ParentOp() != nil && !last.ParentOp().HasTrait(ir.AutomaticAllocationScope) {
			last = last.ParentOp()
			if !lastBeforeTerminator(last) {
				return false
			}
		}
		if last.ParentOp() == nil {
			return false
		}
		var containing *ir.Region
		for _, r := range last.Regions() {
			if r.IsAncestor(op.Block().Parent()) {
				containing = r
			}
		}
		if containing == nil {
			return false
		}
		var hoist []*ir.Operation
		ir.Walk(op, ir.PostOrder, func(x *ir.Operation) ir.WalkResult {
			if !stackAllocation(x) {
				return ir.Advance
			}
			for _, v := range x.Operands() {
				if containing.IsAncestor(v.ParentRegion()) {
					return ir.Advance
				}
			}
			hoist = append(hoist, x)
			return ir.Advance
		})
		if len(hoist) == 0 {
			return false
		}
		for _, x := range hoist {
			rw.MoveOpBefore(x, last)
		}
		return true
	},
}
