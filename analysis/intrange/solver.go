package intrange

import (
	"github.com/strata-compiler/strata/ir"
)

// Analysis holds the ranges found under one op. A value has no range when
// the analysis does not track its type or never reached it (it is in a
// block no live edge leads to, or computed from such a value).
type Analysis struct {
	ctx    *ir.Context
	ranges map[*ir.Value]Range
	live   map[*ir.Block]bool
	// opWork and blockWork are the ops to revisit and the blocks found
	// live whose ops are still to visit.
	opWork    []*ir.Operation
	blockWork []*ir.Block
}

// Analyze finds the ranges of the values under root: the arguments of
// root's regions and of ops it knows nothing of hold any value; constants,
// the ops of rules and the region ops of flows refine them; a block is
// analysed once an edge to it is known to be taken.
func Analyze(root *ir.Operation) *Analysis {
	a := &Analysis{ctx: root.Context(), ranges: map[*ir.Value]Range{}, live: map[*ir.Block]bool{}}
	a.enterAll(root)
	for len(a.opWork) > 0 || len(a.blockWork) > 0 {
		if n := len(a.blockWork); n > 0 {
			b := a.blockWork[n-1]
			a.blockWork = a.blockWork[:n-1]
			for o := b.First(); o != nil; o = o.Next() {
				a.visit(o)
			}
			continue
		}
		o := a.opWork[len(a.opWork)-1]
		a.opWork = a.opWork[:len(a.opWork)-1]
		if b := o.Block(); b != nil && a.live[b] {
			a.visit(o)
		}
	}
	return a
}

// Range returns v's range, if the analysis found one.
func (a *Analysis) Range(v *ir.Value) (Range, bool) {
	r, ok := a.ranges[v]
	return r, ok
}

// Constant returns the value v always holds (sign-extended), if one.
func (a *Analysis) Constant(v *ir.Value) (int64, bool) {
	if r, ok := a.ranges[v]; ok {
		return r.Constant()
	}
	return 0, false
}

// Live reports whether b may run.
func (a *Analysis) Live(b *ir.Block) bool { return a.live[b] }

// SetRange records r as v's range (for a value a rewrite built in place
// of one the analysis knew).
func (a *Analysis) SetRange(v *ir.Value, r Range) { a.ranges[v] = r }

// Forget drops what the analysis knew of op's results (an erased op).
func (a *Analysis) Forget(op *ir.Operation) {
	for _, v := range op.Results() {
		delete(a.ranges, v)
	}
}

// markLive queues b's ops the first time b is found to run.
func (a *Analysis) markLive(b *ir.Block) {
	if b != nil && !a.live[b] {
		a.live[b] = true
		a.blockWork = append(a.blockWork, b)
	}
}

// enterAll makes every region of op run from its entry block with
// arguments that may hold anything: what is known of an op that the
// analysis has no flow for.
func (a *Analysis) enterAll(op *ir.Operation) {
	for _, rg := range op.Regions() {
		if b := rg.Front(); b != nil {
			for _, v := range b.Args() {
				a.setFull(v)
			}
			a.markLive(b)
		}
	}
}

func (a *Analysis) setFull(v *ir.Value) {
	if w := WidthOf(v.Type()); w != 0 {
		a.join(v, Full(w))
	}
}

// join widens v's range to hold r too and revisits v's users when it
// changed. An op result that feeds a terminator (a value carried around
// a loop) and changes a second time gets the full range, as upstream's
// analysis does, so that loops reach a fixpoint without counting trips.
func (a *Analysis) join(v *ir.Value, r Range) {
	w := WidthOf(v.Type())
	if w == 0 || r.Width != w {
		return
	}
	old, had := a.ranges[v]
	next := r
	if had {
		next = old.Union(r)
		if next == old {
			return
		}
		if v.DefiningOp() != nil && feedsTerminator(v) {
			next = Full(w)
			if next == old {
				return
			}
		}
	}
	a.ranges[v] = next
	for u := v.FirstUse(); u != nil; u = u.Next() {
		a.opWork = append(a.opWork, u.Owner())
	}
}

func feedsTerminator(v *ir.Value) bool {
	for u := v.FirstUse(); u != nil; u = u.Next() {
		if u.Owner().HasTrait(ir.Terminator) {
			return true
		}
	}
	return false
}

// operandRanges returns the ranges of op's operands, ok false while one
// is not known yet.
func (a *Analysis) operandRanges(op *ir.Operation) ([]Range, bool) {
	in := make([]Range, op.NumOperands())
	for i, v := range op.Operands() {
		r, ok := a.ranges[v]
		if !ok {
			return nil, false
		}
		in[i] = r
	}
	return in, true
}

func (a *Analysis) visit(op *ir.Operation) {
	switch {
	case op.NumSuccessors() > 0:
		a.visitBranch(op)
		return
	case op.NumRegions() > 0:
		if f := flows[op.Def()]; f != nil && op.Def() != nil {
			f.enter(a, op)
		} else {
			a.enterAll(op)
			for _, v := range op.Results() {
				a.setFull(v)
			}
		}
		return
	case op.HasTrait(ir.Terminator):
		if p := op.ParentOp(); p != nil {
			if f := flows[p.Def()]; f != nil && p.Def() != nil {
				f.exit(a, p, op)
			}
		}
		return
	}
	if op.NumResults() == 0 {
		return
	}
	if r := rules[op.Def()]; r != nil && op.Def() != nil && op.NumResults() == 1 {
		w := WidthOf(op.Result(0).Type())
		if w == 0 {
			return
		}
		in, ok := a.operandRanges(op)
		if !ok {
			return
		}
		a.join(op.Result(0), r(op, in, w))
		return
	}
	if infer := inferOf(op); infer != nil {
		in, ok := a.operandRanges(op)
		if !ok {
			return
		}
		out := infer(op, in)
		for i, v := range op.Results() {
			if i < len(out) && out[i].Width == WidthOf(v.Type()) {
				a.join(v, out[i])
			} else {
				a.setFull(v)
			}
		}
		return
	}
	for _, v := range op.Results() {
		a.setFull(v)
	}
}

// visitBranch follows the successors a branch may take: the one its
// operands' constant ranges select, or all.
func (a *Analysis) visitBranch(op *ir.Operation) {
	consts := make([]ir.Attribute, op.NumOperands())
	for i, v := range op.Operands() {
		if c, ok := a.Constant(v); ok {
			consts[i] = a.ctx.IntegerAttr(v.Type(), c)
		}
	}
	if op.NumOperands() > 0 && WidthOf(op.Operand(0).Type()) != 0 {
		if _, known := a.ranges[op.Operand(0)]; !known {
			return // the condition is not known yet
		}
	}
	taken, decided := ir.SuccessorFor(op, consts)
	for i := 0; i < op.NumSuccessors(); i++ {
		succ := op.Successor(i)
		if decided && i != taken {
			continue
		}
		a.markLive(succ)
		start, n, ok := ir.SuccessorOperandRange(op, i)
		for j, arg := range succ.Args() {
			if !ok || j >= n {
				a.setFull(arg)
				continue
			}
			if r, known := a.ranges[op.Operand(start+j)]; known {
				a.join(arg, r)
			}
		}
	}
}
