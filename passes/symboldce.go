package passes

import (
	"github.com/strata-compiler/strata/ir"
)

// SymbolDCE erases the private symbols nothing refers to.
var SymbolDCE = &Pass{
	Argument: "symbol-dce",
	Name:     "SymbolDCE",
	Summary:  "Eliminate dead symbols",
	Description: `This pass deletes all symbols that are found to be unreachable. A symbol
is live when it is public (and its symbol table is the top-level op or
itself live), or when a live op refers to it; every op of a symbol table's
body that is not a symbol is live. Private (and nested) symbols that are
not live are erased. The pass must run on an op that defines a symbol
table.`,
	Statistics: []Statistic{{Name: "num-dce'd", Description: "Number of symbols DCE'd"}},
	Run:        runSymbolDCE,
}

func runSymbolDCE(r *Run) error {
	op := r.Op
	if !ir.IsSymbolTable(op) {
		return op.EmitError(" was scheduled to run under SymbolDCE, but does not define a symbol table")
	}
	live := map[*ir.Operation]bool{}
	// A top-level table keeps its public symbols; a nested one keeps them
	// only when the table itself is referenced (handled by recursion).
	var work []*ir.Operation
	markLive := func(o *ir.Operation) {
		if o != nil && !live[o] {
			live[o] = true
			work = append(work, o)
		}
	}
	var seedTable func(t *ir.Operation, publicLive bool)
	seedTable = func(t *ir.Operation, publicLive bool) {
		for _, rg := range t.Regions() {
			for b := rg.Front(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					if !isSymbol(o) {
						markLive(o)
						continue
					}
					if publicLive && isPublic(o) {
						markLive(o)
					}
				}
			}
		}
	}
	seedTable(op, op.ParentOp() == nil || isPublic(op))
	for len(work) > 0 {
		o := work[len(work)-1]
		work = work[:len(work)-1]
		if ir.IsSymbolTable(o) && o != op {
			seedTable(o, true)
		}
		ir.Walk(o, ir.PreOrder, func(x *ir.Operation) ir.WalkResult {
			if x != o && ir.IsSymbolTable(x) {
				// Nested tables are handled when they become live.
				markLive(x)
				ir.ForEachSymbolRef(x, func(ref *ir.SymbolRefAttr) { resolveRefs(x, ref, markLive) })
				return ir.Skip
			}
			ir.ForEachSymbolRef(x, func(ref *ir.SymbolRefAttr) { resolveRefs(x, ref, markLive) })
			return ir.Advance
		})
	}
	var dead []*ir.Operation
	var collect func(t *ir.Operation)
	collect = func(t *ir.Operation) {
		for _, rg := range t.Regions() {
			for b := rg.Front(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					if live[o] {
						if ir.IsSymbolTable(o) {
							collect(o)
						}
						continue
					}
					if ir.SymbolName(o) != "" && !isPublic(o) {
						dead = append(dead, o)
					}
				}
			}
		}
	}
	collect(op)
	for _, o := range dead {
		o.Erase()
	}
	r.AddStat("num-dce'd", int64(len(dead)))
	if len(dead) == 0 {
		r.MarkUnchanged()
	}
	return nil
}

// isSymbol reports whether o defines a symbol: it has a name and the
// Symbol trait, or is a named symbol table (a builtin.module @name, a
// symbol only when named, as upstream's optional symbols), or is an
// unregistered op with a sym_name.
func isSymbol(o *ir.Operation) bool {
	if ir.SymbolName(o) == "" {
		return false
	}
	return o.HasTrait(ir.Symbol) || !o.IsRegistered() || ir.IsSymbolTable(o)
}

// isPublic reports the visibility of a symbol op.
func isPublic(o *ir.Operation) bool {
	v, ok := o.Attr(ir.VisibilityAttrName).(*ir.StringAttr)
	return !ok || v.Value == "public"
}

// resolveRefs marks live the symbols ref names from user: each symbol
// table on the path and the leaf, looked up from the nearest enclosing
// symbol table outward.
func resolveRefs(user *ir.Operation, ref *ir.SymbolRefAttr, mark func(*ir.Operation)) {
	for t := ir.NearestSymbolTable(user.ParentOp()); t != nil; t = ir.NearestSymbolTable(t.ParentOp()) {
		root := ir.LookupSymbolIn(t, user.Context().SymbolRefAttr(ref.Root))
		if root == nil {
			continue
		}
		mark(root)
		o := root
		for _, n := range ref.Nested {
			o = ir.LookupSymbolIn(o, user.Context().SymbolRefAttr(n))
			if o == nil {
				break
			}
			mark(o)
		}
		return
	}
}
