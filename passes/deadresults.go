package passes

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file is the part of remove-dead-values that drops results: the
// results of private functions no call site needs, and the results of
// region ops (rewrite.RegionBranch: scf.if, scf.for, scf.while, ...)
// with the loop-carried values and yielded operands that only feed
// them, which each op's Trim drops. A liveness analysis runs to a fixpoint first:
// a value is live when an op with side effects, a public function's
// return, a live op or a live forwarded position uses it.

// liveness is the set of live values.
type liveness struct {
	live    map[*ir.Value]bool
	changed bool
	// callers maps each private function to its func.call users, nil
	// when the symbol has other uses (then its results are all live).
	callers map[*ir.Operation][]*ir.Operation
}

func (l *liveness) mark(v *ir.Value) {
	if v != nil && !l.live[v] {
		l.live[v] = true
		l.changed = true
	}
}

func (l *liveness) markAll(vs []*ir.Value) {
	for _, v := range vs {
		l.mark(v)
	}
}

func (l *liveness) anyLive(vs ...*ir.Value) bool {
	for _, v := range vs {
		if l.live[v] {
			return true
		}
	}
	return false
}

func resultsOf(op *ir.Operation) []*ir.Value {
	out := make([]*ir.Value, op.NumResults())
	for i := range out {
		out[i] = op.Result(i)
	}
	return out
}

// visit marks what op makes live, given what is live so far.
func (l *liveness) visit(op *ir.Operation) {
	parent := op.ParentOp()
	switch {
	case op.Def() == fn.Return && parent != nil && parent.Def() == fn.Func:
		calls, ok := l.callers[parent]
		if !ok {
			l.markAll(op.Operands())
			return
		}
		for i, v := range op.Operands() {
			for _, c := range calls {
				if i < c.NumResults() && l.live[c.Result(i)] {
					l.mark(v)
					break
				}
			}
		}
	case parent != nil && op.HasTrait(ir.Terminator) && op.NumSuccessors() == 0 && rewrite.RegionBranchOf(parent) != nil:
		l.forward(op, rewrite.RegionBranchOf(parent).Exit(parent, op), true)
	case rewrite.RegionBranchOf(op) != nil:
		l.forward(op, rewrite.RegionBranchOf(op).Entry(op), !rewrite.IsMemoryEffectFree(op) || l.anyLive(resultsOf(op)...))
	case op.HasTrait(ir.Terminator) || !rewrite.WouldBeTriviallyDead(op):
		l.markAll(op.Operands())
	default:
		if l.anyLive(resultsOf(op)...) {
			l.markAll(op.Operands())
		}
	}
}

// forward marks each flow's operand of op when a value it flows to is
// live, and op's other (control) operands when control is set.
func (l *liveness) forward(op *ir.Operation, flows []rewrite.Flow, control bool) {
	isFlow := make([]bool, op.NumOperands())
	for _, f := range flows {
		if f.Operand >= op.NumOperands() {
			continue
		}
		isFlow[f.Operand] = true
		if l.anyLive(f.To...) {
			l.mark(op.Operand(f.Operand))
		}
	}
	if control {
		for i, v := range op.Operands() {
			if !isFlow[i] {
				l.mark(v)
			}
		}
	}
}

// removeDeadResults runs the analysis on root and drops the dead results
// it finds; it reports whether it changed anything.
func removeDeadResults(root *ir.Operation, rw *rewrite.Rewriter) bool {
	l := &liveness{live: map[*ir.Value]bool{}, callers: privateCallers(root)}
	var ops []*ir.Operation
	ir.Walk(root, ir.PostOrder, func(o *ir.Operation) ir.WalkResult {
		if o != root {
			ops = append(ops, o)
		}
		return ir.Advance
	})
	for l.changed = true; l.changed; {
		l.changed = false
		for i := len(ops) - 1; i >= 0; i-- {
			l.visit(ops[i])
		}
	}
	changed := false
	// Functions: results no call site needs.
	for f, calls := range l.callers {
		if calls == nil || f.NumRegions() == 0 || f.Region(0).Empty() {
			continue
		}
		ft := f.Attr("function_type").(*ir.TypeAttr).Type.(*ir.FunctionType)
		keep := make([]bool, len(ft.Results))
		all := true
		for i := range keep {
			for _, c := range calls {
				if l.live[c.Result(i)] {
					keep[i] = true
				}
			}
			all = all && keep[i]
		}
		if all {
			continue
		}
		changed = true
		var results []ir.Type
		for i, t := range ft.Results {
			if keep[i] {
				results = append(results, t)
			}
		}
		f.SetAttr("function_type", f.Context().TypeAttr(f.Context().FunctionType(ft.Inputs, results)))
		f.RemoveAttr("res_attrs")
		for b := f.Region(0).Front(); b != nil; b = b.Next() {
			if t := b.Last(); t != nil && t.Def() == fn.Return {
				t.SetOperands(rewrite.Kept(t.Operands(), keep, 0))
			}
		}
		for _, c := range calls {
			rw.SetInsertionPoint(c)
			nc := rw.Create(&ir.OperationState{Name: c.OpName(), Loc: c.Loc(), Operands: c.Operands(),
				Types: rewrite.Kept(ir.TypesOf(c.Results()), keep, 0), Props: c.Props(), Attrs: c.DiscardableAttrs()})
			rewrite.ReplaceKept(rw, c, nc, keep)
		}
	}
	// Region ops, innermost first.
	isLive := func(v *ir.Value) bool { return l.live[v] }
	for _, op := range ops {
		rb := rewrite.RegionBranchOf(op)
		if op.Block() == nil || rb == nil || rb.Trim == nil || op.NumResults() == 0 {
			continue
		}
		if rb.Trim(op, isLive, rw) {
			changed = true
		}
	}
	return changed
}

// privateCallers maps each private func.func with a body to its
// func.call users; a function whose symbol has other uses, or any
// function when an unregistered op may name it, maps to nil.
func privateCallers(root *ir.Operation) map[*ir.Operation][]*ir.Operation {
	out := map[*ir.Operation][]*ir.Operation{}
	byName := map[string]*ir.Operation{}
	for _, f := range root.Region(0).Front().Ops() {
		if f.Def() == fn.Func && !isPublic(f) && f.NumRegions() > 0 && !f.Region(0).Empty() {
			byName[ir.SymbolName(f)] = f
			out[f] = []*ir.Operation{}
		}
	}
	if len(byName) == 0 {
		return out
	}
	if hasUnregisteredOp(root) {
		for f := range out {
			out[f] = nil
		}
		return out
	}
	ir.WalkOps(root, func(o *ir.Operation) {
		ir.ForEachSymbolRef(o, func(ref *ir.SymbolRefAttr) {
			f := byName[ref.Root]
			if f == nil || o == f {
				return
			}
			if o.Def() == fn.Call && out[f] != nil {
				out[f] = append(out[f], o)
			} else {
				out[f] = nil
			}
		})
	})
	return out
}
