package passes

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file is the part of remove-dead-values that drops results: the
// results of private functions no call site needs, and the results of
// region ops (scf.if, scf.for, scf.while, scf.execute_region,
// scf.index_switch) with the loop-carried values and yielded operands
// that only feed them. A liveness analysis runs to a fixpoint first:
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

// regionBranch names the region ops whose results and forwarded values
// the analysis follows.
var regionBranch = map[string]bool{scf.If.Name: true, scf.For.Name: true, scf.While.Name: true,
	scf.ExecuteRegion.Name: true, scf.IndexSwitch.Name: true}

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
	case op.Def() == scf.Yield && parent != nil && regionBranch[parent.Name()]:
		for i, v := range op.Operands() {
			switch parent.Name() {
			case scf.For.Name:
				if l.anyLive(parent.Result(i), parent.Region(0).Front().Arg(i+1)) {
					l.mark(v)
				}
			case scf.While.Name:
				if l.live[parent.Region(0).Front().Arg(i)] {
					l.mark(v)
				}
			default:
				if l.live[parent.Result(i)] {
					l.mark(v)
				}
			}
		}
	case op.Def() == scf.Condition && parent != nil && parent.Def() == scf.While:
		l.mark(op.Operand(0))
		after := parent.Region(1).Front()
		for i, v := range op.Operands()[1:] {
			if l.anyLive(parent.Result(i), after.Arg(i)) {
				l.mark(v)
			}
		}
	case regionBranch[op.Name()]:
		opLive := !rewrite.IsMemoryEffectFree(op) || l.anyLive(resultsOf(op)...)
		switch op.Name() {
		case scf.For.Name:
			body := op.Region(0).Front()
			f, _ := scf.AsFor(op)
			if opLive {
				l.markAll([]*ir.Value{f.LowerBound(), f.UpperBound(), f.Step()})
			}
			for i, v := range f.InitArgs() {
				if l.anyLive(op.Result(i), body.Arg(i+1)) {
					l.mark(v)
				}
			}
		case scf.While.Name:
			before := op.Region(0).Front()
			for i, v := range op.Operands() {
				if l.live[before.Arg(i)] {
					l.mark(v)
				}
			}
		default:
			if opLive {
				l.markAll(op.Operands())
			}
		}
	case op.HasTrait(ir.Terminator) || !rewrite.WouldBeTriviallyDead(op):
		l.markAll(op.Operands())
	default:
		if l.anyLive(resultsOf(op)...) {
			l.markAll(op.Operands())
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
				t.SetOperands(kept(t.Operands(), keep, 0))
			}
		}
		for _, c := range calls {
			rw.SetInsertionPoint(c)
			nc := rw.Create(&ir.OperationState{Name: c.OpName(), Loc: c.Loc(), Operands: c.Operands(),
				Types: kept(typesOf(resultsOf(c)), keep, 0), Props: c.Props(), Attrs: c.DiscardableAttrs()})
			replaceKept(rw, c, nc, keep)
		}
	}
	// Region ops, innermost first.
	for _, op := range ops {
		if op.Block() == nil || !regionBranch[op.Name()] || op.NumResults() == 0 {
			continue
		}
		if trimRegionOp(op, rw, l) {
			changed = true
		}
	}
	return changed
}

// trimRegionOp drops the dead results of a region op with what only
// feeds them.
func trimRegionOp(op *ir.Operation, rw *rewrite.Rewriter, l *liveness) bool {
	n := op.NumResults()
	keep := make([]bool, n)
	all := true
	switch op.Name() {
	case scf.For.Name:
		body := op.Region(0).Front()
		for i := range keep {
			keep[i] = l.anyLive(op.Result(i), body.Arg(i+1))
			all = all && keep[i]
		}
	case scf.While.Name:
		// Only results whose after-block argument is dead too; the
		// before-block arguments are trimmed separately.
		after := op.Region(1).Front()
		for i := range keep {
			keep[i] = l.anyLive(op.Result(i), after.Arg(i))
			all = all && keep[i]
		}
	default:
		for i := range keep {
			keep[i] = l.live[op.Result(i)]
			all = all && keep[i]
		}
	}
	if all {
		return op.Def() == scf.While && trimWhileBefore(op, rw, l)
	}
	// The terminators forwarding into the dropped positions.
	operands := op.Operands()
	switch op.Name() {
	case scf.For.Name:
		body := op.Region(0).Front()
		y := body.Last()
		y.SetOperands(kept(y.Operands(), keep, 0))
		eraseDeadUsers(rw, body, keep, 1)
		for i := n - 1; i >= 0; i-- {
			if !keep[i] {
				body.EraseArgument(i + 1)
			}
		}
		operands = append(append([]*ir.Value(nil), operands[:3]...), kept(operands[3:], keep, 0)...)
	case scf.While.Name:
		c := op.Region(0).Front().Last()
		c.SetOperands(kept(c.Operands(), keep, 1))
		after := op.Region(1).Front()
		eraseDeadUsers(rw, after, keep, 0)
		for i := n - 1; i >= 0; i-- {
			if !keep[i] {
				after.EraseArgument(i)
			}
		}
		if trimWhileBefore(op, rw, l) {
			operands = op.Operands()
		}
	default:
		for _, r := range op.Regions() {
			for b := r.Front(); b != nil; b = b.Next() {
				if t := b.Last(); t != nil && t.Def() == scf.Yield {
					t.SetOperands(kept(t.Operands(), keep, 0))
				}
			}
		}
	}
	rw.SetInsertionPoint(op)
	nop := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands,
		Types: kept(typesOf(resultsOf(op)), keep, 0), Props: op.Props(), Attrs: op.DiscardableAttrs(),
		NumRegions: op.NumRegions()})
	for i, r := range op.Regions() {
		rw.InlineRegionBefore(r, nop.Region(i), nil)
	}
	replaceKept(rw, op, nop, keep)
	return true
}

// trimWhileBefore drops the scf.while inits whose before-block argument
// is dead (with the after region's yield operand feeding it).
func trimWhileBefore(op *ir.Operation, rw *rewrite.Rewriter, l *liveness) bool {
	before := op.Region(0).Front()
	keep := make([]bool, before.NumArgs())
	all := true
	for i := range keep {
		keep[i] = l.live[before.Arg(i)]
		all = all && keep[i]
	}
	if all {
		return false
	}
	y := op.Region(1).Front().Last()
	y.SetOperands(kept(y.Operands(), keep, 0))
	eraseDeadUsers(rw, before, keep, 0)
	for i := len(keep) - 1; i >= 0; i-- {
		if !keep[i] {
			before.EraseArgument(i)
		}
	}
	rw.ModifyInPlace(op, func() { op.SetOperands(kept(op.Operands(), keep, 0)) })
	return true
}

// eraseDeadUsers erases the (dead) ops using the block arguments about to
// be dropped (argument off+i for every dropped i), users first.
func eraseDeadUsers(rw *rewrite.Rewriter, b *ir.Block, keep []bool, off int) {
	var vs []*ir.Value
	for i, k := range keep {
		if !k {
			vs = append(vs, b.Arg(i+off))
		}
	}
	eraseUsers(rw, vs)
}

// eraseUsers erases the ops using vs, transitively (they are dead).
func eraseUsers(rw *rewrite.Rewriter, vs []*ir.Value) {
	var dead []*ir.Operation
	seen := map[*ir.Operation]bool{}
	var collect func(v *ir.Value)
	collect = func(v *ir.Value) {
		for _, u := range v.Uses() {
			o := u.Owner()
			if seen[o] || o.HasTrait(ir.Terminator) {
				continue // a terminator's forwarded operands are trimmed by the caller
			}
			seen[o] = true
			for i := 0; i < o.NumResults(); i++ {
				collect(o.Result(i))
			}
			dead = append(dead, o)
		}
	}
	for _, v := range vs {
		collect(v)
	}
	for _, o := range dead {
		for i := 0; i < o.NumResults(); i++ {
			for _, u := range o.Result(i).Uses() {
				u.Set(nil)
			}
		}
	}
	for _, o := range dead {
		rw.EraseOp(o)
	}
}

// privateCallers maps each private func.func with a body to its
// func.call users; a function whose symbol has other uses maps to nil.
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

func typesOf(vs []*ir.Value) []ir.Type {
	out := make([]ir.Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// kept returns the elements of xs from off on whose keep flag (index
// i-off) is set, with xs[:off] in front.
func kept[T any](xs []T, keep []bool, off int) []T {
	out := append([]T(nil), xs[:off]...)
	for i, x := range xs[off:] {
		if i >= len(keep) || keep[i] {
			out = append(out, x)
		}
	}
	return out
}

// replaceKept replaces op's kept results by nop's and erases op (its
// dropped results must be unused).
func replaceKept(rw *rewrite.Rewriter, op, nop *ir.Operation, keep []bool) {
	k := 0
	for i := 0; i < op.NumResults(); i++ {
		if keep[i] {
			rw.ReplaceAllUsesWith(op.Result(i), nop.Result(k))
			k++
		} else {
			eraseUsers(rw, []*ir.Value{op.Result(i)})
		}
	}
	rw.EraseOp(op)
}
