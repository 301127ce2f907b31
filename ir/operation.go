package ir

import "sort"

// Operation is the unit of the IR: a named op with operands, results,
// attributes, regions and successors.
type Operation struct {
	// name is the interned op name; name.Def is the registered definition
	// or nil for unregistered ops.
	name *OpName
	// operands are the operand slots; each is linked into its value's use
	// list. The slice never grows in place (see SetOperands), so the
	// use-list pointers into it stay valid.
	operands []OpOperand
	// results are the op's results; results[i].def == this, index == i.
	results []Value
	// props are the inherent attributes (MLIR's properties), sorted by name.
	// For registered ops these are the attributes the OpDef declares; for
	// unregistered ops those written in `<{...}>`.
	props []NamedAttr
	// attrs are the discardable attributes, sorted by name.
	attrs []NamedAttr
	// regions are owned by the op; regions[i].parent == this.
	regions []*Region
	// successors are the blocks a terminator may branch to; nil for the
	// many ops without successors, to keep Operation small.
	successors *[]BlockOperand
	// loc is never nil for an op built through Create.
	loc Location
	// block is the containing block, nil while detached.
	block *Block
	// prev and next link the ops of block; nil at the ends.
	prev, next *Operation
	// order is the position in block, valid while block.orderValid.
	order int32

	// Inline storage so that the common small ops need one allocation.
	inlineOperands [2]OpOperand
	inlineResults  [1]Value
}

// OperationState collects what is needed to create an op.
type OperationState struct {
	Name     *OpName
	Loc      Location
	Operands []*Value
	// Types are the result types.
	Types []Type
	// Attrs are attributes; for registered ops those the definition
	// declares as inherent are stored as properties.
	Attrs []NamedAttr
	// Props are properties set explicitly (the `<{...}>` of the generic form).
	Props []NamedAttr
	// Regions are moved into the op; NumRegions more empty ones are added.
	Regions    []*Region
	NumRegions int
	Successors []*Block

	// Inline storage for the common small cases.
	inlineOperands [3]*Value
	inlineTypes    [2]Type
}

// Reset clears the state for reuse.
func (s *OperationState) Reset() { *s = OperationState{} }

// AddAttr appends an attribute.
func (s *OperationState) AddAttr(name string, a Attribute) {
	s.Attrs = append(s.Attrs, NamedAttr{name, a})
}

// Create builds a detached op from st.
func Create(st *OperationState) *Operation {
	op := &Operation{name: st.Name, loc: st.Loc}
	if n := len(st.Operands); n <= len(op.inlineOperands) {
		op.operands = op.inlineOperands[:n:n]
	} else {
		op.operands = make([]OpOperand, n)
	}
	for i, v := range st.Operands {
		o := &op.operands[i]
		o.owner = op
		o.index = int32(i)
		o.value = v
		o.link()
	}
	if n := len(st.Types); n <= len(op.inlineResults) {
		op.results = op.inlineResults[:n:n]
	} else {
		op.results = make([]Value, n)
	}
	for i, t := range st.Types {
		r := &op.results[i]
		r.typ = t
		r.def = op
		r.index = int32(i)
	}
	def := st.Name.Def
	if len(st.Props) > 0 {
		op.props = append([]NamedAttr(nil), st.Props...)
		SortNamedAttrs(op.props)
	}
	if len(st.Attrs) <= 16 {
		for _, a := range st.Attrs {
			if def != nil && def.isInherent(a.Name) {
				op.props = setNamed(op.props, a.Name, a.Value)
			} else {
				op.attrs = setNamed(op.attrs, a.Name, a.Value)
			}
		}
	} else {
		// Many attributes are sorted once: inserting each into a sorted
		// list would take time quadratic in their number.
		var props, attrs []NamedAttr
		for _, a := range st.Attrs {
			if def != nil && def.isInherent(a.Name) {
				props = append(props, a)
			} else {
				attrs = append(attrs, a)
			}
		}
		op.props = mergeNamed(op.props, props)
		op.attrs = mergeNamed(op.attrs, attrs)
	}
	if def != nil && def.materialize && st.Loc != nil {
		ctx := st.Loc.attrBase().ctx
		for i := range def.Attrs {
			ad := &def.Attrs[i]
			if ad.Optional {
				continue
			}
			if _, ok := FindNamedAttr(op.props, ad.Name); ok {
				continue
			}
			if dv := ad.DefaultValue(ctx); dv != nil {
				op.props = setNamed(op.props, ad.Name, dv)
			}
		}
	}
	for _, r := range st.Regions {
		if r == nil {
			r = &Region{}
		}
		op.addRegion(r)
	}
	for i := 0; i < st.NumRegions; i++ {
		op.addRegion(&Region{})
	}
	if len(st.Successors) > 0 {
		succs := make([]BlockOperand, len(st.Successors))
		op.successors = &succs
		for i, b := range st.Successors {
			s := &succs[i]
			s.owner = op
			s.index = int32(i)
			s.block = b
			s.link()
		}
	}
	return op
}

func (op *Operation) addRegion(r *Region) {
	r.parent = op
	op.regions = append(op.regions, r)
}

// setNamed inserts or replaces name in the sorted list as.
func setNamed(as []NamedAttr, name string, a Attribute) []NamedAttr {
	i, found := FindNamedAttr(as, name)
	if found {
		as[i].Value = a
		return as
	}
	as = append(as, NamedAttr{})
	copy(as[i+1:], as[i:])
	as[i] = NamedAttr{name, a}
	return as
}

// mergeNamed adds the entries of add to the sorted list as, a later
// entry of a name replacing an earlier one as setNamed does, in
// O(n log n).
func mergeNamed(as, add []NamedAttr) []NamedAttr {
	if len(add) == 0 {
		return as
	}
	all := append(as[:len(as):len(as)], add...)
	sort.SliceStable(all, func(i, j int) bool { return all[i].Name < all[j].Name })
	out := all[:0]
	for i := range all {
		if i+1 < len(all) && all[i+1].Name == all[i].Name {
			continue
		}
		out = append(out, all[i])
	}
	return out
}

func removeNamed(as []NamedAttr, name string) ([]NamedAttr, bool) {
	i, found := FindNamedAttr(as, name)
	if !found {
		return as, false
	}
	return append(as[:i], as[i+1:]...), true
}

// Name returns the full op name, e.g. "arith.addi".
func (op *Operation) Name() string { return op.name.Name }

// OpName returns the interned name.
func (op *Operation) OpName() *OpName { return op.name }

// Def returns the registered definition, or nil.
func (op *Operation) Def() *OpDef { return op.name.Def }

// IsRegistered reports whether the op has a definition.
func (op *Operation) IsRegistered() bool { return op.name.Def != nil }

// Context returns the context the op's location belongs to.
func (op *Operation) Context() *Context {
	if op.loc != nil {
		return op.loc.attrBase().ctx
	}
	return nil
}

// Loc returns the op's location.
func (op *Operation) Loc() Location { return op.loc }

// SetLoc replaces the op's location.
func (op *Operation) SetLoc(l Location) { op.loc = l }

// Block returns the containing block or nil.
func (op *Operation) Block() *Block { return op.block }

// ParentRegion returns the region containing op's block.
func (op *Operation) ParentRegion() *Region {
	if op.block == nil {
		return nil
	}
	return op.block.parent
}

// ParentOp returns the op owning the region op is in.
func (op *Operation) ParentOp() *Operation {
	if r := op.ParentRegion(); r != nil {
		return r.parent
	}
	return nil
}

// Next and Prev walk the containing block.
func (op *Operation) Next() *Operation { return op.next }
func (op *Operation) Prev() *Operation { return op.prev }

// NumOperands returns the operand count.
func (op *Operation) NumOperands() int { return len(op.operands) }

// Operand returns operand i's value.
func (op *Operation) Operand(i int) *Value { return op.operands[i].value }

// OpOperand returns operand slot i.
func (op *Operation) OpOperand(i int) *OpOperand { return &op.operands[i] }

// Operands returns the operand values (a fresh slice).
func (op *Operation) Operands() []*Value {
	out := make([]*Value, len(op.operands))
	for i := range op.operands {
		out[i] = op.operands[i].value
	}
	return out
}

// OperandsBetween returns the values of operands [start, end) in a fresh
// slice of just that length: a named operand group's values, without
// copying the whole list as Operands does.
func (op *Operation) OperandsBetween(start, end int) []*Value {
	out := make([]*Value, end-start)
	for i := range out {
		out[i] = op.operands[start+i].value
	}
	return out
}

// SetOperand makes operand i use v.
func (op *Operation) SetOperand(i int, v *Value) { op.operands[i].Set(v) }

// SetOperands replaces the whole operand list.
func (op *Operation) SetOperands(vs []*Value) {
	for i := range op.operands {
		op.operands[i].unlink()
	}
	if len(vs) <= len(op.inlineOperands) {
		op.operands = op.inlineOperands[:len(vs):len(vs)]
	} else {
		op.operands = make([]OpOperand, len(vs))
	}
	for i, v := range vs {
		o := &op.operands[i]
		*o = OpOperand{owner: op, index: int32(i), value: v}
		o.link()
	}
}

// NumResults returns the result count.
func (op *Operation) NumResults() int { return len(op.results) }

// Result returns result i.
func (op *Operation) Result(i int) *Value { return &op.results[i] }

// Results returns the result values (a fresh slice).
func (op *Operation) Results() []*Value {
	out := make([]*Value, len(op.results))
	for i := range op.results {
		out[i] = &op.results[i]
	}
	return out
}

// ResultTypes returns the result types.
func (op *Operation) ResultTypes() []Type {
	out := make([]Type, len(op.results))
	for i := range op.results {
		out[i] = op.results[i].typ
	}
	return out
}

// OperandTypes returns the operand types.
func (op *Operation) OperandTypes() []Type {
	out := make([]Type, len(op.operands))
	for i := range op.operands {
		if v := op.operands[i].value; v != nil {
			out[i] = v.typ
		}
	}
	return out
}

// NumRegions returns the region count.
func (op *Operation) NumRegions() int { return len(op.regions) }

// Region returns region i.
func (op *Operation) Region(i int) *Region { return op.regions[i] }

// Regions returns the regions.
func (op *Operation) Regions() []*Region { return op.regions }

// succs returns the successor slots (nil when there are none).
func (op *Operation) succs() []BlockOperand {
	if op.successors == nil {
		return nil
	}
	return *op.successors
}

// NumSuccessors returns the successor count.
func (op *Operation) NumSuccessors() int { return len(op.succs()) }

// Successor returns successor i.
func (op *Operation) Successor(i int) *Block { return op.succs()[i].block }

// SetSuccessor points successor i at b.
func (op *Operation) SetSuccessor(i int, b *Block) { op.succs()[i].Set(b) }

// Attr returns the property or discardable attribute name, or nil.
func (op *Operation) Attr(name string) Attribute {
	if i, ok := FindNamedAttr(op.props, name); ok {
		return op.props[i].Value
	}
	if i, ok := FindNamedAttr(op.attrs, name); ok {
		return op.attrs[i].Value
	}
	return nil
}

// HasAttr reports whether name is set.
func (op *Operation) HasAttr(name string) bool { return op.Attr(name) != nil }

// SetAttr sets name, as a property when the definition declares it
// inherent (or it is already a property).
func (op *Operation) SetAttr(name string, a Attribute) {
	if _, ok := FindNamedAttr(op.props, name); ok || (op.name.Def != nil && op.name.Def.isInherent(name)) {
		op.props = setNamed(op.props, name, a)
		return
	}
	op.attrs = setNamed(op.attrs, name, a)
}

// RemoveAttr deletes name; it reports whether it was present.
func (op *Operation) RemoveAttr(name string) bool {
	var ok bool
	if op.props, ok = removeNamed(op.props, name); ok {
		return true
	}
	op.attrs, ok = removeNamed(op.attrs, name)
	return ok
}

// Props returns the inherent attributes, sorted (do not modify).
func (op *Operation) Props() []NamedAttr { return op.props }

// DiscardableAttrs returns the discardable attributes, sorted (do not modify).
func (op *Operation) DiscardableAttrs() []NamedAttr { return op.attrs }

// Attrs returns all attributes (properties and discardable) sorted by name.
func (op *Operation) Attrs() []NamedAttr {
	if len(op.props) == 0 {
		return op.attrs
	}
	out := make([]NamedAttr, 0, len(op.props)+len(op.attrs))
	out = append(out, op.props...)
	for _, a := range op.attrs {
		out = setNamed(out, a.Name, a.Value)
	}
	return out
}

// SetProp sets an inherent attribute.
func (op *Operation) SetProp(name string, a Attribute) { op.props = setNamed(op.props, name, a) }

// SetDiscardableAttr sets a discardable attribute.
func (op *Operation) SetDiscardableAttr(name string, a Attribute) {
	op.attrs = setNamed(op.attrs, name, a)
}

// HasTrait reports whether the op's definition declares t.
func (op *Operation) HasTrait(t Trait) bool {
	return op.name.Def != nil && op.name.Def.Traits&t != 0
}

// IsAncestor reports whether op contains other (or is other).
func (op *Operation) IsAncestor(other *Operation) bool {
	for o := other; o != nil; o = o.ParentOp() {
		if o == op {
			return true
		}
	}
	return false
}

// IsProperAncestor reports whether op strictly contains other.
func (op *Operation) IsProperAncestor(other *Operation) bool {
	return op != other && op.IsAncestor(other)
}

// Remove unlinks op from its block without destroying it.
func (op *Operation) Remove() {
	b := op.block
	if b == nil {
		return
	}
	if op.prev != nil {
		op.prev.next = op.next
	} else {
		b.first = op.next
	}
	if op.next != nil {
		op.next.prev = op.prev
	} else {
		b.last = op.prev
	}
	op.prev, op.next, op.block = nil, nil, nil
	b.orderValid = false
}

// DropAllReferences unlinks all operands and successors of op and of the
// ops nested in it, so the whole tree can be erased in any order.
func (op *Operation) DropAllReferences() {
	for i := range op.operands {
		op.operands[i].unlink()
		op.operands[i].value = nil
	}
	for i := range op.succs() {
		op.succs()[i].unlink()
		op.succs()[i].block = nil
	}
	for _, r := range op.regions {
		for b := r.first; b != nil; b = b.next {
			for o := b.first; o != nil; o = o.next {
				o.DropAllReferences()
			}
		}
	}
}

// Erase removes op from its block and drops its references. Its results
// must be unused.
func (op *Operation) Erase() {
	op.DropAllReferences()
	op.Remove()
}

// MoveBefore moves op (from wherever it is) to just before other.
func (op *Operation) MoveBefore(other *Operation) {
	op.Remove()
	other.block.insertBefore(op, other)
}

// MoveAfter moves op to just after other.
func (op *Operation) MoveAfter(other *Operation) {
	op.Remove()
	other.block.insertAfter(op, other)
}

// IsBeforeInBlock reports whether op comes before other in their common
// block, using cached positions (O(1) amortized).
func (op *Operation) IsBeforeInBlock(other *Operation) bool {
	b := op.block
	if !b.orderValid {
		b.renumber()
	}
	return op.order < other.order
}

// ReplaceAllUsesWith replaces each result's uses with the matching value.
func (op *Operation) ReplaceAllUsesWith(vs []*Value) {
	for i := range op.results {
		op.results[i].ReplaceAllUsesWith(vs[i])
	}
}

// UseEmpty reports whether no result has uses.
func (op *Operation) UseEmpty() bool {
	for i := range op.results {
		if op.results[i].firstUse != nil {
			return false
		}
	}
	return true
}
