package passes

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// ControlFlowSink is upstream's control-flow-sink.
var ControlFlowSink = &Pass{
	Argument: "control-flow-sink",
	Name:     "ControlFlowSink",
	Summary:  "Sink operations into conditional blocks",
	Description: `An op free of memory effects whose every use is inside one region of an op
whose regions run at most once (scf.if's branches, scf.index_switch's cases:
the RegionsRunAtMostOnce interface) moves to the start of that region's entry
block, so that it runs only on the path that needs it. Moving an op may let
its operands' producers follow; loops' bodies are left alone (they may run
many times).`,
	Statistics: []Statistic{{Name: "num-sunk", Description: "Number of operations sunk"}},
	Run: func(r *Run) error {
		// Outer ops first: what sinks into a branch may sink on into an op
		// nested in it.
		var branches []*ir.Operation
		ir.Walk(r.Op, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
			if op != r.Op && rewrite.RegionsRunAtMostOnce(op) {
				branches = append(branches, op)
			}
			return ir.Advance
		})
		sunk := 0
		for _, op := range branches {
			for _, region := range op.Regions() {
				sunk += sinkInto(op, region)
			}
		}
		r.AddStat("num-sunk", int64(sunk))
		if sunk == 0 {
			r.MarkUnchanged()
		}
		return nil
	},
}

// sinkInto moves into region (of op) the ops of op's block whose every
// use is in region, and returns how many moved. As upstream's sinker it
// visits the region's ops (nested ones too) last first, and each op's
// operands in order: a producer that may move goes to the start of the
// region's entry block and is visited in turn, so producers end up before
// their users (in upstream's order).
func sinkInto(op *ir.Operation, region *ir.Region) int {
	if region.Empty() {
		return 0
	}
	entry := region.Front()
	moved := 0
	var stack []*ir.Operation
	for b := region.Front(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			ir.Walk(o, ir.PostOrder, func(n *ir.Operation) ir.WalkResult {
				stack = append(stack, n)
				return ir.Advance
			})
		}
	}
	for len(stack) > 0 {
		user := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		for _, v := range user.Operands() {
			d := v.DefiningOp()
			if d == nil || d.Block() != op.Block() || d.HasTrait(ir.Terminator) || !rewrite.IsMemoryEffectFree(d) ||
				!usedOnlyIn(d, region) {
				continue
			}
			d.Remove()
			entry.Prepend(d)
			moved++
			stack = append(stack, d)
		}
	}
	return moved
}

// usedOnlyIn reports whether every use of op's results is inside region
// (and there is one).
func usedOnlyIn(op *ir.Operation, region *ir.Region) bool {
	used := false
	for _, res := range op.Results() {
		for _, u := range res.Users() {
			if !region.ParentOp().IsAncestor(u) || !inRegion(u, region) {
				return false
			}
			used = true
		}
	}
	return used
}

func inRegion(op *ir.Operation, region *ir.Region) bool {
	for b := op.Block(); b != nil; {
		if b.Parent() == region {
			return true
		}
		p := b.ParentOp()
		if p == nil {
			return false
		}
		b = p.Block()
	}
	return false
}
