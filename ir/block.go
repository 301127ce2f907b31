package ir

// Block is a list of operations with arguments, inside a region.
type Block struct {
	// args are the block arguments; args[i].block == this, index == i.
	args []*Value
	// argLocs[i] is the location of args[i] (kept here so that op results,
	// far more numerous, need no location field).
	argLocs []Location
	// first and last delimit the op list linked through Operation.prev/next.
	first, last *Operation
	// parent is the containing region, nil while detached.
	parent *Region
	// prev and next link the blocks of parent.
	prev, next *Block
	// firstUse heads the list of successor slots naming this block, i.e.
	// the predecessor edges.
	firstUse *BlockOperand
	// orderValid is true while the ops' order fields are up to date.
	orderValid bool
}

// NewBlock returns an empty detached block.
func NewBlock() *Block { return &Block{} }

// AddArgument appends an argument of type t.
func (b *Block) AddArgument(t Type, loc Location) *Value {
	v := &Value{typ: t, block: b, index: int32(len(b.args))}
	b.args = append(b.args, v)
	b.argLocs = append(b.argLocs, loc)
	return v
}

// InsertArgument inserts an argument at position i.
func (b *Block) InsertArgument(i int, t Type, loc Location) *Value {
	v := &Value{typ: t, block: b}
	b.args = append(b.args, nil)
	copy(b.args[i+1:], b.args[i:])
	b.args[i] = v
	b.argLocs = append(b.argLocs, nil)
	copy(b.argLocs[i+1:], b.argLocs[i:])
	b.argLocs[i] = loc
	for j := i; j < len(b.args); j++ {
		b.args[j].index = int32(j)
	}
	return v
}

// EraseArgument removes argument i, which must be unused.
func (b *Block) EraseArgument(i int) {
	b.args = append(b.args[:i], b.args[i+1:]...)
	b.argLocs = append(b.argLocs[:i], b.argLocs[i+1:]...)
	for j := i; j < len(b.args); j++ {
		b.args[j].index = int32(j)
	}
}

// FindAncestorOpInBlock returns op, or the ancestor of op, that is in b
// (nil when none is), as upstream's Block::findAncestorOpInBlock.
func (b *Block) FindAncestorOpInBlock(op *Operation) *Operation {
	for op != nil && op.Block() != b {
		op = op.ParentOp()
	}
	return op
}

// Args returns the arguments (do not modify the slice).
func (b *Block) Args() []*Value { return b.args }

// NumArgs returns the argument count.
func (b *Block) NumArgs() int { return len(b.args) }

// Arg returns argument i.
func (b *Block) Arg(i int) *Value { return b.args[i] }

// Parent returns the containing region.
func (b *Block) Parent() *Region { return b.parent }

// ParentOp returns the op owning the containing region.
func (b *Block) ParentOp() *Operation {
	if b.parent == nil {
		return nil
	}
	return b.parent.parent
}

// First and Last return the ends of the op list.
func (b *Block) First() *Operation { return b.first }
func (b *Block) Last() *Operation  { return b.last }

// Next and Prev walk the region's blocks.
func (b *Block) Next() *Block { return b.next }
func (b *Block) Prev() *Block { return b.prev }

// Empty reports whether b has no ops.
func (b *Block) Empty() bool { return b.first == nil }

// Ops returns the ops as a slice (a snapshot).
func (b *Block) Ops() []*Operation {
	var out []*Operation
	for o := b.first; o != nil; o = o.next {
		out = append(out, o)
	}
	return out
}

// NumOps counts the ops.
func (b *Block) NumOps() int {
	n := 0
	for o := b.first; o != nil; o = o.next {
		n++
	}
	return n
}

// IsEntryBlock reports whether b is the first block of its region.
func (b *Block) IsEntryBlock() bool { return b.parent != nil && b.parent.first == b }

// Terminator returns the last op when it is a terminator (or when its
// kind is unknown), nil otherwise.
func (b *Block) Terminator() *Operation {
	if b.last == nil {
		return nil
	}
	if d := b.last.Def(); d != nil && d.Traits&Terminator == 0 {
		return nil
	}
	return b.last
}

// Append adds op at the end.
func (b *Block) Append(op *Operation) { b.insertBefore(op, nil) }

// Prepend adds op at the start.
func (b *Block) Prepend(op *Operation) { b.insertBefore(op, b.first) }

// InsertBefore adds op before at (at == nil appends).
func (b *Block) InsertBefore(op, at *Operation) { b.insertBefore(op, at) }

// InsertAfter adds op after at.
func (b *Block) InsertAfter(op, at *Operation) { b.insertAfter(op, at) }

func (b *Block) insertBefore(op, at *Operation) {
	op.block = b
	if at == nil {
		op.prev = b.last
		op.next = nil
		if b.last != nil {
			b.last.next = op
		} else {
			b.first = op
		}
		b.last = op
		if b.orderValid {
			if op.prev != nil {
				op.order = op.prev.order + 1
			} else {
				op.order = 0
			}
		}
		return
	}
	op.next = at
	op.prev = at.prev
	if at.prev != nil {
		at.prev.next = op
	} else {
		b.first = op
	}
	at.prev = op
	b.orderValid = false
}

func (b *Block) insertAfter(op, at *Operation) { b.insertBefore(op, at.next) }

func (b *Block) renumber() {
	i := int32(0)
	for o := b.first; o != nil; o = o.next {
		o.order = i
		i++
	}
	b.orderValid = true
}

// Predecessors returns the blocks branching to b, one entry per edge.
func (b *Block) Predecessors() []*Block {
	var out []*Block
	for u := b.firstUse; u != nil; u = u.next {
		if u.owner.block != nil {
			out = append(out, u.owner.block)
		}
	}
	return out
}

// HasNoPredecessors reports whether nothing branches to b.
func (b *Block) HasNoPredecessors() bool { return b.firstUse == nil }

// Successors returns the terminator's successors.
func (b *Block) Successors() []*Block {
	t := b.last
	if t == nil {
		return nil
	}
	out := make([]*Block, len(t.succs()))
	for i := range t.succs() {
		out[i] = t.succs()[i].block
	}
	return out
}

// Remove unlinks b from its region.
func (b *Block) Remove() {
	r := b.parent
	if r == nil {
		return
	}
	if b.prev != nil {
		b.prev.next = b.next
	} else {
		r.first = b.next
	}
	if b.next != nil {
		b.next.prev = b.prev
	} else {
		r.last = b.prev
	}
	b.prev, b.next, b.parent = nil, nil, nil
}

// Erase drops all references of the block's ops and unlinks it.
func (b *Block) Erase() {
	for o := b.first; o != nil; o = o.next {
		o.DropAllReferences()
	}
	b.Remove()
}

// SplitBefore moves op and everything after it into a new block placed
// after b, and returns it.
func (b *Block) SplitBefore(op *Operation) *Block {
	nb := NewBlock()
	b.parent.InsertAfter(nb, b)
	for o := op; o != nil; {
		next := o.next
		o.Remove()
		nb.Append(o)
		o = next
	}
	return nb
}
