package passes

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
)

// SCCP across calls, when it runs on a symbol table (MLIR's
// DeadCodeAnalysis initializeSymbolCallables and SparseConstantPropagation
// through CallOpInterface): a func.func defined in the table is a
// callable; a private one (or a nested one, where the table is the
// top-level op) whose symbol only calls name has all its callers known,
// so its arguments meet their operands and its body runs only when one of
// them can; any other runs, with arguments overdefined. A call's results
// meet the operands of its callee's executable func.return ops, and are
// overdefined when the callee has no body, is outside the table, or ends
// a block with another terminator.
type callGraph struct {
	funcs   map[string]*ir.Operation
	known   map[*ir.Operation]bool            // all callers known
	unknown map[*ir.Operation]bool            // some block ends in no func.return
	callers map[*ir.Operation][]*ir.Operation // executable calls seen, per callee
	returns map[*ir.Operation][]*ir.Operation // executable returns seen, per callee
	seen    map[*ir.Operation]bool
}

func newCallGraph(table *ir.Operation) callGraph {
	g := callGraph{funcs: map[string]*ir.Operation{}, known: map[*ir.Operation]bool{}, unknown: map[*ir.Operation]bool{},
		callers: map[*ir.Operation][]*ir.Operation{}, returns: map[*ir.Operation][]*ir.Operation{}, seen: map[*ir.Operation]bool{}}
	if !ir.IsSymbolTable(table) || table.NumRegions() == 0 {
		return g
	}
	topLevel := table.Block() == nil
	for b := table.Region(0).Front(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			if o.Def() != fn.Func || o.NumRegions() == 0 || o.Region(0).Empty() {
				continue
			}
			g.funcs[ir.SymbolName(o)] = o
			vis := "public"
			if v, ok := o.Attr(ir.VisibilityAttrName).(*ir.StringAttr); ok {
				vis = v.Value
			}
			g.known[o] = vis == "private" || (vis == "nested" && topLevel)
			for fb := o.Region(0).Front(); fb != nil; fb = fb.Next() {
				if last := fb.Last(); last == nil || (last.NumSuccessors() == 0 && last.Def() != fn.Return) {
					g.unknown[o] = true
				}
			}
		}
	}
	// A symbol use that is no call's callee leaves the callers unknown.
	ir.WalkOps(table, func(o *ir.Operation) {
		ir.ForEachSymbolRef(o, func(ref *ir.SymbolRefAttr) {
			if f := g.funcs[ref.Root]; f != nil && !(o.Def() == fn.Call && o.Attr("callee") == ir.Attribute(ref)) {
				g.known[f] = false
			}
		})
	})
	return g
}

// callee is the callable a func.call names in the table, or nil.
func (g *callGraph) callee(call *ir.Operation) *ir.Operation {
	ref, ok := call.Attr("callee").(*ir.SymbolRefAttr)
	if !ok || !ref.IsFlat() {
		return nil
	}
	return g.funcs[ref.Root]
}

// visitInterprocedural handles callables, calls and returns of the table;
// it reports whether op was one.
func (s *sccp) visitInterprocedural(op *ir.Operation) bool {
	g := &s.calls
	switch op.Def() {
	case fn.Func:
		if g.funcs[ir.SymbolName(op)] != op {
			return false
		}
		if !g.known[op] {
			s.markEntry(op.Region(0))
		}
		return true
	case fn.Call:
		f := g.callee(op)
		if f == nil {
			s.overdefine(op)
			return true
		}
		if !g.seen[op] {
			g.seen[op] = true
			g.callers[f] = append(g.callers[f], op)
		}
		if g.known[f] {
			entry := f.Region(0).Front()
			for i, a := range entry.Args() {
				if i < op.NumOperands() {
					s.set(a, s.vals[op.Operand(i)])
				} else {
					s.set(a, lattice{state: 2})
				}
			}
			s.markExec(entry)
		}
		if g.unknown[f] {
			s.overdefine(op)
			return true
		}
		for _, r := range g.returns[f] {
			s.returnTo(r, op)
		}
		return true
	case fn.Return:
		f := op.Block().ParentOp()
		if f == nil || g.funcs[ir.SymbolName(f)] != f {
			return false
		}
		if !g.seen[op] {
			g.seen[op] = true
			g.returns[f] = append(g.returns[f], op)
		}
		if g.unknown[f] {
			return true
		}
		for _, c := range g.callers[f] {
			s.returnTo(op, c)
		}
		return true
	}
	return false
}

// returnTo meets a return's operands into a call's results.
func (s *sccp) returnTo(ret, call *ir.Operation) {
	if ret.NumOperands() != call.NumResults() {
		s.overdefine(call)
		return
	}
	for i, v := range call.Results() {
		s.set(v, s.vals[ret.Operand(i)])
	}
}
