package ir

// Value is an SSA value: an op result or a block argument. Every use is an
// OpOperand on the value's use list, so replacing all uses is O(uses).
type Value struct {
	// typ is the value's type; never nil for a value in valid IR.
	typ Type
	// firstUse heads the doubly linked list of operands that use the value.
	firstUse *OpOperand
	// def is the op defining a result; nil for block arguments.
	def *Operation
	// block is the block owning an argument; nil for results.
	block *Block
	// index is the result number or the argument number.
	index int32
}

// NewDetachedValue returns a value owned by nothing, used by the parser
// as a placeholder for forward references until the definition is seen.
func NewDetachedValue(t Type) *Value { return &Value{typ: t} }

// Type returns the value's type.
func (v *Value) Type() Type { return v.typ }

// TypesOf returns the types of vs.
func TypesOf(vs []*Value) []Type {
	out := make([]Type, len(vs))
	for i, v := range vs {
		out[i] = v.Type()
	}
	return out
}

// SetType changes the type in place (callers keep the IR valid).
func (v *Value) SetType(t Type) { v.typ = t }

// DefiningOp returns the op whose result v is, or nil for block arguments.
func (v *Value) DefiningOp() *Operation { return v.def }

// IsBlockArgument reports whether v is an argument of a block.
func (v *Value) IsBlockArgument() bool { return v.block != nil }

// OwnerBlock returns the block owning an argument, or nil.
func (v *Value) OwnerBlock() *Block { return v.block }

// Index returns the result or argument number.
func (v *Value) Index() int { return int(v.index) }

// Loc returns a block argument's location or the defining op's.
func (v *Value) Loc() Location {
	if v.def != nil {
		return v.def.loc
	}
	if v.block != nil && int(v.index) < len(v.block.argLocs) {
		return v.block.argLocs[v.index]
	}
	return nil
}

// SetLoc sets a block argument's location (results take their op's).
func (v *Value) SetLoc(l Location) {
	if v.block != nil && int(v.index) < len(v.block.argLocs) {
		v.block.argLocs[v.index] = l
	}
}

// ParentBlock returns the block v is defined in.
func (v *Value) ParentBlock() *Block {
	if v.def != nil {
		return v.def.block
	}
	return v.block
}

// ParentRegion returns the region v is defined in.
func (v *Value) ParentRegion() *Region {
	if b := v.ParentBlock(); b != nil {
		return b.parent
	}
	return nil
}

// FirstUse returns the head of the use list, for iteration with Next.
func (v *Value) FirstUse() *OpOperand { return v.firstUse }

// UseEmpty reports whether v has no uses.
func (v *Value) UseEmpty() bool { return v.firstUse == nil }

// HasOneUse reports whether v has exactly one use.
func (v *Value) HasOneUse() bool { return v.firstUse != nil && v.firstUse.next == nil }

// NumUses counts the uses (O(uses)).
func (v *Value) NumUses() int {
	n := 0
	for u := v.firstUse; u != nil; u = u.next {
		n++
	}
	return n
}

// Uses returns the uses as a slice (a snapshot, safe to mutate through).
func (v *Value) Uses() []*OpOperand {
	var out []*OpOperand
	for u := v.firstUse; u != nil; u = u.next {
		out = append(out, u)
	}
	return out
}

// Users returns the ops using v, one entry per use.
func (v *Value) Users() []*Operation {
	var out []*Operation
	for u := v.firstUse; u != nil; u = u.next {
		out = append(out, u.owner)
	}
	return out
}

// ReplaceAllUsesWith makes every use of v use nv instead.
func (v *Value) ReplaceAllUsesWith(nv *Value) {
	if v == nv {
		return
	}
	for v.firstUse != nil {
		v.firstUse.Set(nv)
	}
}

// ReplaceUsesWithIf replaces the uses for which keep returns true.
func (v *Value) ReplaceUsesWithIf(nv *Value, pred func(*OpOperand) bool) {
	for u := v.firstUse; u != nil; {
		next := u.next
		if pred(u) {
			u.Set(nv)
		}
		u = next
	}
}

// OpOperand is one operand slot of an op and one entry of a value's use
// list.
type OpOperand struct {
	// value is the used value (nil only while the op is being built/erased).
	value *Value
	// owner is the op this operand belongs to.
	owner *Operation
	// next is the following use of value; prev points at whichever field
	// points at this operand (value.firstUse or the previous use's next),
	// which makes unlinking O(1).
	next *OpOperand
	prev **OpOperand
	// index is the operand number in owner.
	index int32
}

// Get returns the used value.
func (o *OpOperand) Get() *Value { return o.value }

// Owner returns the op holding this operand.
func (o *OpOperand) Owner() *Operation { return o.owner }

// Index returns the operand number.
func (o *OpOperand) Index() int { return int(o.index) }

// Next returns the next use of the same value.
func (o *OpOperand) Next() *OpOperand { return o.next }

// Set makes the operand use v.
func (o *OpOperand) Set(v *Value) {
	o.unlink()
	o.value = v
	o.link()
}

func (o *OpOperand) link() {
	v := o.value
	if v == nil {
		return
	}
	o.next = v.firstUse
	if o.next != nil {
		o.next.prev = &o.next
	}
	o.prev = &v.firstUse
	v.firstUse = o
}

func (o *OpOperand) unlink() {
	if o.prev == nil {
		return
	}
	*o.prev = o.next
	if o.next != nil {
		o.next.prev = o.prev
	}
	o.next, o.prev = nil, nil
}

// BlockOperand is one successor slot of a terminator and one entry of the
// successor block's predecessor list.
type BlockOperand struct {
	block *Block
	owner *Operation
	next  *BlockOperand
	prev  **BlockOperand
	index int32
}

// Get returns the successor block.
func (b *BlockOperand) Get() *Block { return b.block }

// Owner returns the terminator.
func (b *BlockOperand) Owner() *Operation { return b.owner }

// Set makes the slot point at blk.
func (b *BlockOperand) Set(blk *Block) {
	b.unlink()
	b.block = blk
	b.link()
}

func (b *BlockOperand) link() {
	if b.block == nil {
		return
	}
	b.next = b.block.firstUse
	if b.next != nil {
		b.next.prev = &b.next
	}
	b.prev = &b.block.firstUse
	b.block.firstUse = b
}

func (b *BlockOperand) unlink() {
	if b.prev == nil {
		return
	}
	*b.prev = b.next
	if b.next != nil {
		b.next.prev = b.prev
	}
	b.next, b.prev = nil, nil
}
