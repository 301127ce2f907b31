package ir

// Region is a list of blocks owned by an op.
type Region struct {
	// first and last delimit the blocks linked through Block.prev/next.
	first, last *Block
	// parent is the owning op, nil while detached.
	parent *Operation
}

// NewRegion returns an empty detached region.
func NewRegion() *Region { return &Region{} }

// ParentOp returns the owning op.
func (r *Region) ParentOp() *Operation { return r.parent }

// Front returns the entry block or nil.
func (r *Region) Front() *Block { return r.first }

// Back returns the last block or nil.
func (r *Region) Back() *Block { return r.last }

// Empty reports whether r has no blocks.
func (r *Region) Empty() bool { return r.first == nil }

// Blocks returns the blocks as a slice (a snapshot).
func (r *Region) Blocks() []*Block {
	var out []*Block
	for b := r.first; b != nil; b = b.next {
		out = append(out, b)
	}
	return out
}

// NumBlocks counts the blocks.
func (r *Region) NumBlocks() int {
	n := 0
	for b := r.first; b != nil; b = b.next {
		n++
	}
	return n
}

// HasOneBlock reports whether r has exactly one block.
func (r *Region) HasOneBlock() bool { return r.first != nil && r.first == r.last }

// Index returns r's position among its parent's regions.
func (r *Region) Index() int {
	if r.parent != nil {
		for i, x := range r.parent.regions {
			if x == r {
				return i
			}
		}
	}
	return -1
}

// Append adds b at the end.
func (r *Region) Append(b *Block) { r.InsertBefore(b, nil) }

// InsertBefore adds b before at (at == nil appends).
func (r *Region) InsertBefore(b, at *Block) {
	b.parent = r
	if at == nil {
		b.prev = r.last
		b.next = nil
		if r.last != nil {
			r.last.next = b
		} else {
			r.first = b
		}
		r.last = b
		return
	}
	b.next = at
	b.prev = at.prev
	if at.prev != nil {
		at.prev.next = b
	} else {
		r.first = b
	}
	at.prev = b
}

// InsertAfter adds b after at.
func (r *Region) InsertAfter(b, at *Block) { r.InsertBefore(b, at.next) }

// ParentRegion returns the region containing r's parent op.
func (r *Region) ParentRegion() *Region {
	if r.parent == nil {
		return nil
	}
	return r.parent.ParentRegion()
}

// IsAncestor reports whether r contains other (or is other).
func (r *Region) IsAncestor(other *Region) bool {
	for x := other; x != nil; x = x.ParentRegion() {
		if x == r {
			return true
		}
	}
	return false
}

// TakeBody moves all blocks of other to the end of r.
func (r *Region) TakeBody(other *Region) {
	for b := other.first; b != nil; {
		next := b.next
		b.Remove()
		r.Append(b)
		b = next
	}
}

// EnsureBlock returns the entry block, creating it when r is empty.
func (r *Region) EnsureBlock() *Block {
	if r.first == nil {
		r.Append(NewBlock())
	}
	return r.first
}
