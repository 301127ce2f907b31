package ir

// Builder creates ops at an insertion point: before an op of a block or
// at the end of a block.
type Builder struct {
	Ctx *Context
	// block is where ops go; before is the op they go before (nil = end).
	block  *Block
	before *Operation
	// Loc is the location given to created ops when none is passed.
	Loc Location
}

// NewBuilder returns a builder with no insertion point.
func NewBuilder(ctx *Context) *Builder { return &Builder{Ctx: ctx, Loc: ctx.UnknownLoc()} }

// SetInsertionPointToEnd makes new ops go at the end of b.
func (b *Builder) SetInsertionPointToEnd(blk *Block) { b.block, b.before = blk, nil }

// SetInsertionPointToStart makes new ops go at the start of blk.
func (b *Builder) SetInsertionPointToStart(blk *Block) { b.block, b.before = blk, blk.first }

// SetInsertionPoint makes new ops go just before op.
func (b *Builder) SetInsertionPoint(op *Operation) { b.block, b.before = op.block, op }

// SetInsertionPointAfter makes new ops go just after op.
func (b *Builder) SetInsertionPointAfter(op *Operation) { b.block, b.before = op.block, op.next }

// InsertionBlock returns the current block (nil when unset).
func (b *Builder) InsertionBlock() *Block { return b.block }

// InsertionPoint is a saved position (see Save/Restore).
type InsertionPoint struct {
	block  *Block
	before *Operation
}

// Save returns the current insertion point.
func (b *Builder) Save() InsertionPoint { return InsertionPoint{b.block, b.before} }

// Restore returns to a saved insertion point.
func (b *Builder) Restore(ip InsertionPoint) { b.block, b.before = ip.block, ip.before }

// Insert places a detached op at the insertion point.
func (b *Builder) Insert(op *Operation) *Operation {
	if b.block != nil {
		b.block.insertBefore(op, b.before)
	}
	return op
}

// Create builds an op from st (using b.Loc when st.Loc is nil) and
// inserts it.
func (b *Builder) Create(st *OperationState) *Operation {
	if st.Loc == nil {
		st.Loc = b.Loc
	}
	return b.Insert(Create(st))
}

// CreateOp is a shorthand for ops without regions or successors.
func (b *Builder) CreateOp(name string, operands []*Value, results []Type, attrs ...NamedAttr) *Operation {
	return b.Create(&OperationState{Name: b.Ctx.OpName(name), Operands: operands, Types: results, Attrs: attrs})
}

// CreateBlock appends a new block with argument types ts to r and moves
// the insertion point to its end.
func (b *Builder) CreateBlock(r *Region, ts []Type) *Block {
	blk := NewBlock()
	for _, t := range ts {
		blk.AddArgument(t, b.Loc)
	}
	r.Append(blk)
	b.SetInsertionPointToEnd(blk)
	return blk
}

// NameOf returns the interned name of d, which must be registered in c
// (a definition that is not is a bug in the caller's dialect setup).
func (c *Context) NameOf(d *OpDef) *OpName {
	n := c.OpName(d.Name)
	if n.Def != d {
		panic("ir: op " + d.Name + " is not registered in this context")
	}
	return n
}

// Build creates and inserts an op of the registered definition d, so that
// code names ops by their definition rather than by a string.
func (b *Builder) Build(d *OpDef, operands []*Value, results []Type, attrs ...NamedAttr) *Operation {
	return b.Create(&OperationState{Name: b.Ctx.NameOf(d), Operands: operands, Types: results, Attrs: attrs})
}
