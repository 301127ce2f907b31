package scf

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The region ops' data flow (rewrite.RegionBranch), which generic passes
// such as remove-dead-values follow, and how each drops dead values.

// flows pairs operand off+i with each of to's values for i, for i < n.
func flows(n, off int, to ...func(i int) *ir.Value) []rewrite.Flow {
	out := make([]rewrite.Flow, 0, n)
	for i := 0; i < n; i++ {
		f := rewrite.Flow{Operand: off + i}
		for _, t := range to {
			if v := t(i); v != nil {
				f.To = append(f.To, v)
			}
		}
		out = append(out, f)
	}
	return out
}

// resultOf returns op's result i, nil past the last.
func resultOf(op *ir.Operation) func(i int) *ir.Value {
	return func(i int) *ir.Value {
		if i < op.NumResults() {
			return op.Result(i)
		}
		return nil
	}
}

// entryArg returns argument off+i of region r's entry block, nil when
// there is none.
func entryArg(op *ir.Operation, r, off int) func(i int) *ir.Value {
	return func(i int) *ir.Value {
		if r >= op.NumRegions() || op.Region(r).Empty() {
			return nil
		}
		b := op.Region(r).Front()
		if off+i < b.NumArgs() {
			return b.Arg(off + i)
		}
		return nil
	}
}

// count is the number of operands of op from off on (0 when fewer).
func count(op *ir.Operation, off int) int { return max(op.NumOperands()-off, 0) }

// forBranch: init i (operand 3+i) and yield operand i each become result
// i (a loop that runs no iteration returns its inits) and iter_arg i.
var forBranch = &rewrite.RegionBranch{
	Entry: func(op *ir.Operation) []rewrite.Flow {
		return flows(count(op, 3), 3, resultOf(op), entryArg(op, 0, 1))
	},
	Exit: func(op, t *ir.Operation) []rewrite.Flow {
		return flows(t.NumOperands(), 0, resultOf(op), entryArg(op, 0, 1))
	},
	Trim: trimFor,
}

// whileBranch: init i becomes before-argument i; the condition's operand
// 1+i becomes result i and after-argument i (its operand 0 decides);
// the after region's yield operand i becomes before-argument i.
var whileBranch = &rewrite.RegionBranch{
	Entry: func(op *ir.Operation) []rewrite.Flow {
		return flows(op.NumOperands(), 0, entryArg(op, 0, 0))
	},
	Exit: func(op, t *ir.Operation) []rewrite.Flow {
		if t.Def() == Condition {
			return flows(count(t, 1), 1, resultOf(op), entryArg(op, 1, 0))
		}
		return flows(t.NumOperands(), 0, entryArg(op, 0, 0))
	},
	Trim: trimWhile,
}

// yieldsResults is the flow of ops whose regions each run at most once
// and yield the op's results (if, execute_region, index_switch): their
// own operands decide which region runs.
var yieldsResults = &rewrite.RegionBranch{
	Entry: func(*ir.Operation) []rewrite.Flow { return nil },
	Exit: func(op, t *ir.Operation) []rewrite.Flow {
		return flows(t.NumOperands(), 0, resultOf(op))
	},
	Trim: trimYielding,
}

// keepLive marks result i kept when it, or any of also(i), is live.
func keepLive(op *ir.Operation, live func(*ir.Value) bool, also ...func(i int) *ir.Value) (keep []bool, all bool) {
	keep = make([]bool, op.NumResults())
	all = true
	for i := range keep {
		keep[i] = live(op.Result(i))
		for _, a := range also {
			if v := a(i); v != nil && live(v) {
				keep[i] = true
			}
		}
		all = all && keep[i]
	}
	return keep, all
}

// trimFor drops the results whose iter_arg is dead too, with their
// inits, yield operands and iter_args.
func trimFor(op *ir.Operation, live func(*ir.Value) bool, rw *rewrite.Rewriter) bool {
	keep, all := keepLive(op, live, entryArg(op, 0, 1))
	if all || op.NumResults() == 0 {
		return false
	}
	body := op.Region(0).Front()
	y := body.Last()
	y.SetOperands(rewrite.Kept(y.Operands(), keep, 0))
	eraseDeadArgs(rw, body, keep, 1)
	operands := op.Operands()
	rebuildWithout(op, append(append([]*ir.Value(nil), operands[:3]...), rewrite.Kept(operands[3:], keep, 0)...), keep, rw)
	return true
}

// trimWhile drops the results whose after-argument is dead too (with the
// condition's operands forwarding them), then the inits whose
// before-argument is dead (with the after region's yield operands).
func trimWhile(op *ir.Operation, live func(*ir.Value) bool, rw *rewrite.Rewriter) bool {
	keep, all := keepLive(op, live, entryArg(op, 1, 0))
	if all || op.NumResults() == 0 {
		return trimWhileBefore(op, live, rw)
	}
	c := op.Region(0).Front().Last()
	c.SetOperands(rewrite.Kept(c.Operands(), keep, 1))
	eraseDeadArgs(rw, op.Region(1).Front(), keep, 0)
	trimWhileBefore(op, live, rw)
	rebuildWithout(op, op.Operands(), keep, rw)
	return true
}

// trimWhileBefore drops the inits whose before-block argument is dead,
// with the after region's yield operand feeding it.
func trimWhileBefore(op *ir.Operation, live func(*ir.Value) bool, rw *rewrite.Rewriter) bool {
	before := op.Region(0).Front()
	keep := make([]bool, before.NumArgs())
	all := true
	for i := range keep {
		keep[i] = live(before.Arg(i))
		all = all && keep[i]
	}
	if all {
		return false
	}
	y := op.Region(1).Front().Last()
	y.SetOperands(rewrite.Kept(y.Operands(), keep, 0))
	eraseDeadArgs(rw, before, keep, 0)
	rw.ModifyInPlace(op, func() { op.SetOperands(rewrite.Kept(op.Operands(), keep, 0)) })
	return true
}

// trimYielding drops the dead results of an op whose regions yield them,
// with the yields' operands.
func trimYielding(op *ir.Operation, live func(*ir.Value) bool, rw *rewrite.Rewriter) bool {
	keep, all := keepLive(op, live)
	if all || op.NumResults() == 0 {
		return false
	}
	for _, r := range op.Regions() {
		for b := r.Front(); b != nil; b = b.Next() {
			if t := b.Last(); t != nil && t.Def() == Yield {
				t.SetOperands(rewrite.Kept(t.Operands(), keep, 0))
			}
		}
	}
	rebuildWithout(op, op.Operands(), keep, rw)
	return true
}

// eraseDeadArgs erases block b's arguments off+i for every dropped i,
// with the (dead) ops using them.
func eraseDeadArgs(rw *rewrite.Rewriter, b *ir.Block, keep []bool, off int) {
	var vs []*ir.Value
	for i, k := range keep {
		if !k {
			vs = append(vs, b.Arg(i+off))
		}
	}
	rewrite.EraseDeadUsers(rw, vs)
	for i := len(keep) - 1; i >= 0; i-- {
		if !keep[i] {
			b.EraseArgument(i + off)
		}
	}
}

// rebuildWithout replaces op by a copy with operands and only the kept
// results, its regions moved over.
func rebuildWithout(op *ir.Operation, operands []*ir.Value, keep []bool, rw *rewrite.Rewriter) {
	rw.SetInsertionPoint(op)
	nop := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands,
		Types: rewrite.Kept(ir.TypesOf(op.Results()), keep, 0), Props: op.Props(), Attrs: op.DiscardableAttrs(),
		NumRegions: op.NumRegions()})
	for i, r := range op.Regions() {
		rw.InlineRegionBefore(r, nop.Region(i), nil)
	}
	rewrite.ReplaceKept(rw, op, nop, keep)
}
