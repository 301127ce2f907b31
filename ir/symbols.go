package ir

// Symbols are ops with a `sym_name` string attribute defined directly in
// the region of a SymbolTable op; references are SymbolRefAttrs, where
// @a::@b looks up @b inside the symbol table named @a.

// SymbolAttrName is the attribute naming a symbol.
const SymbolAttrName = "sym_name"

// VisibilityAttrName is the attribute holding "public"/"private"/"nested".
const VisibilityAttrName = "sym_visibility"

// SymbolName returns the op's symbol name, or "".
func SymbolName(op *Operation) string {
	if s, ok := op.Attr(SymbolAttrName).(*StringAttr); ok {
		return s.Value
	}
	return ""
}

// IsSymbolTable reports whether op defines a symbol namespace (declared
// trait, or an unregistered op carrying the trait's usual ops is not one).
func IsSymbolTable(op *Operation) bool { return op.HasTrait(SymbolTable) }

// SymbolTableOf caches name lookups in one symbol-table op.
type SymbolTableOf struct {
	op      *Operation
	symbols map[string]*Operation
}

// NewSymbolTable indexes the symbols directly inside op's first region.
func NewSymbolTable(op *Operation) *SymbolTableOf {
	st := &SymbolTableOf{op: op, symbols: map[string]*Operation{}}
	if op.NumRegions() == 0 {
		return st
	}
	for b := op.Region(0).Front(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			if n := SymbolName(o); n != "" {
				if _, dup := st.symbols[n]; !dup {
					st.symbols[n] = o
				}
			}
		}
	}
	return st
}

// Lookup returns the symbol named name, or nil.
func (st *SymbolTableOf) Lookup(name string) *Operation { return st.symbols[name] }

// Insert adds op (already in the table's region) under its name.
func (st *SymbolTableOf) Insert(op *Operation) { st.symbols[SymbolName(op)] = op }

// Erase removes op from the table and the IR.
func (st *SymbolTableOf) Erase(op *Operation) {
	delete(st.symbols, SymbolName(op))
	op.Erase()
}

// lookupIn returns the first op named name in op's region. The context
// keeps an index of each symbol table's names, so that verifying a module
// of n calls to n functions takes linear time, not quadratic; the IR may
// have changed since the index was built, so a hit is checked and a miss
// is confirmed by a scan (which rebuilds the index when it finds one).
func lookupIn(op *Operation, name string) *Operation {
	if op.NumRegions() == 0 {
		return nil
	}
	ctx := op.Context()
	if ctx == nil {
		return scanSymbols(op, name)
	}
	ctx.symMu.Lock()
	defer ctx.symMu.Unlock()
	idx := ctx.symIndex[op]
	if idx != nil {
		if o := idx[name]; o != nil && o.ParentOp() == op && SymbolName(o) == name {
			return o
		}
	}
	o := scanSymbols(op, name)
	if o != nil || idx == nil {
		if ctx.symIndex == nil {
			ctx.symIndex = map[*Operation]map[string]*Operation{}
		}
		ctx.symIndex[op] = indexSymbols(op)
	}
	return o
}

// scanSymbols scans op's region for name.
func scanSymbols(op *Operation, name string) *Operation {
	for b := op.Region(0).Front(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			if SymbolName(o) == name {
				return o
			}
		}
	}
	return nil
}

// indexSymbols maps the names in op's region to the first op of each.
func indexSymbols(op *Operation) map[string]*Operation {
	idx := map[string]*Operation{}
	for b := op.Region(0).Front(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			if n := SymbolName(o); n != "" {
				if _, dup := idx[n]; !dup {
					idx[n] = o
				}
			}
		}
	}
	return idx
}

// LookupSymbolIn resolves ref relative to the symbol table op.
func LookupSymbolIn(table *Operation, ref *SymbolRefAttr) *Operation {
	o := lookupIn(table, ref.Root)
	for _, n := range ref.Nested {
		if o == nil || !IsSymbolTable(o) {
			return nil
		}
		o = lookupIn(o, n)
	}
	return o
}

// NearestSymbolTable returns the closest enclosing op (starting at from
// itself) that is a symbol table.
func NearestSymbolTable(from *Operation) *Operation {
	for o := from; o != nil; o = o.ParentOp() {
		if IsSymbolTable(o) {
			return o
		}
	}
	return nil
}

// LookupNearestSymbolFrom resolves ref from the nearest symbol table
// enclosing from (from itself excluded), as MLIR's
// SymbolTable::lookupNearestSymbolFrom.
func LookupNearestSymbolFrom(from *Operation, ref *SymbolRefAttr) *Operation {
	t := NearestSymbolTable(from.ParentOp())
	if t == nil {
		return nil
	}
	return LookupSymbolIn(t, ref)
}

// verifySymbolTable checks that symbol names are unique in op's region.
func verifySymbolTable(op *Operation) *Diagnostic {
	if op.NumRegions() != 1 {
		return op.EmitError("Operations with a 'SymbolTable' must have exactly one region")
	}
	seen := map[string]*Operation{}
	for b := op.Region(0).Front(); b != nil; b = b.Next() {
		for o := b.First(); o != nil; o = o.Next() {
			n := SymbolName(o)
			if n == "" {
				continue
			}
			if prev, dup := seen[n]; dup {
				d := &Diagnostic{Severity: SevError, Loc: o.Loc(), Op: o, Message: "redefinition of symbol named '" + n + "'"}
				d.AttachNote(prev.Loc(), "see existing symbol definition here")
				return d
			}
			seen[n] = o
		}
	}
	return nil
}

// ForEachSymbolRef calls fn for every symbol reference in op's attributes
// (properties and discardable ones, inside arrays and dictionaries too).
// Attributes are uniqued, so an array or dictionary shared many times
// within one attribute (a DAG of aliases) is walked once: walking the tree
// would take time exponential in the input's size.
func ForEachSymbolRef(op *Operation, fn func(*SymbolRefAttr)) {
	var seen map[Attribute]bool
	for _, a := range op.Props() {
		walkSymbolRefs(a.Value, fn, &seen)
	}
	for _, a := range op.DiscardableAttrs() {
		walkSymbolRefs(a.Value, fn, &seen)
	}
}

func walkSymbolRefs(a Attribute, fn func(*SymbolRefAttr), seen *map[Attribute]bool) {
	switch a := a.(type) {
	case *SymbolRefAttr:
		fn(a)
		return
	case *ArrayAttr, *DictionaryAttr:
	default:
		return
	}
	if *seen == nil {
		*seen = map[Attribute]bool{}
	}
	if (*seen)[a] {
		return
	}
	(*seen)[a] = true
	switch a := a.(type) {
	case *ArrayAttr:
		for _, e := range a.Elems {
			walkSymbolRefs(e, fn, seen)
		}
	case *DictionaryAttr:
		for _, e := range a.Entries {
			walkSymbolRefs(e.Value, fn, seen)
		}
	}
}
