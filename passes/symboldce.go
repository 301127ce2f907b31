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
is live when it is public and its symbol table live, when it is nested
(not private) in a live table that is not hidden, or when a live op refers
to it; every op of a symbol table's body that is not a symbol is live. A
table is hidden when nothing outside may name its symbols: the top-level
op, a private table, a table that is no symbol, and one inside a hidden
table. Private (and nested) symbols that are not live are erased, in
every live table, also one inside an op that is no table. The pass must
run on an op that defines a symbol table, and fails on a live op of a
dialect not registered that has one region (a symbol table it cannot see
into).`,
	Statistics: []Statistic{{Name: "num-dce'd", Description: "Number of symbols DCE'd"}},
	Run:        runSymbolDCE,
}

func runSymbolDCE(r *Run) error {
	op := r.Op
	if !ir.IsSymbolTable(op) {
		return op.EmitError(" was scheduled to run under SymbolDCE, but does not define a symbol table")
	}
	live := map[*ir.Operation]bool{}
	// A table is hidden when nothing outside it can name its symbols: the
	// top-level op, a private one, and a table inside a hidden one or
	// that is no symbol itself. Its public symbols are live; in a table
	// that is not hidden, so are its nested ones (upstream's
	// symbolTableIsHidden).
	hidden := map[*ir.Operation]bool{op: op.ParentOp() == nil || isPrivate(op)}
	var work []*ir.Operation
	markLive := func(o *ir.Operation) {
		if o != nil && !live[o] {
			live[o] = true
			work = append(work, o)
		}
	}
	seedTable := func(t *ir.Operation) {
		for _, rg := range t.Regions() {
			for b := rg.Front(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					if !isSymbol(o) || isPublic(o) || (!hidden[t] && !isPrivate(o)) {
						markLive(o)
					}
				}
			}
		}
	}
	seedTable(op)
	var unknownTable *ir.Operation
	for len(work) > 0 && unknownTable == nil {
		o := work[len(work)-1]
		work = work[:len(work)-1]
		if ir.IsSymbolTable(o) && o != op {
			parent := ir.NearestSymbolTable(o.ParentOp())
			hidden[o] = parent == nil || hidden[parent] || !isSymbol(o) || isPrivate(o)
			seedTable(o)
		}
		ir.Walk(o, ir.PreOrder, func(x *ir.Operation) ir.WalkResult {
			if unknownTable == nil && potentialUnknownTable(x) {
				unknownTable = o
				return ir.Interrupt
			}
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
	if unknownTable != nil {
		return unknownTable.EmitError("operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses")
	}
	// The symbols not live, in every live table (also one inside an op
	// that is no table), are dead; public ones stay.
	var dead []*ir.Operation
	ir.Walk(op, ir.PreOrder, func(x *ir.Operation) ir.WalkResult {
		if x != op && isSymbol(x) && !live[x] {
			return ir.Skip // erased with its symbols, or public and kept as it is
		}
		if x != op && !ir.IsSymbolTable(x) {
			return ir.Advance
		}
		for _, rg := range x.Regions() {
			for b := rg.Front(); b != nil; b = b.Next() {
				for o := b.First(); o != nil; o = o.Next() {
					if !live[o] && ir.SymbolName(o) != "" && !isPublic(o) {
						dead = append(dead, o)
					}
				}
			}
		}
		return ir.Advance
	})
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

// potentialUnknownTable reports whether o may be a symbol table whose
// symbols the pass cannot see: an op of a dialect not registered, with one
// region (upstream's isPotentiallyUnknownSymbolTable).
func potentialUnknownTable(o *ir.Operation) bool {
	return !o.IsRegistered() && o.NumRegions() == 1 && o.Context().Dialect(o.OpName().Dialect) == nil
}

// isPrivate reports whether a symbol op is private.
func isPrivate(o *ir.Operation) bool {
	v, ok := o.Attr(ir.VisibilityAttrName).(*ir.StringAttr)
	return ok && v.Value == "private"
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
