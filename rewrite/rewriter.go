package rewrite

import "github.com/strata-compiler/strata/ir"

// Listener is told about every change a Rewriter makes, so that a driver
// can keep its worklist right (and a conversion can undo them).
type Listener interface {
	// OpInserted: op was created or moved to a new place.
	OpInserted(op *ir.Operation)
	// OpModified: op's operands, attributes, successors or regions
	// changed in place.
	OpModified(op *ir.Operation)
	// OpReplaced: op's results are about to be replaced by vals.
	OpReplaced(op *ir.Operation, vals []*ir.Value)
	// OpErased: op is about to be erased (its nested ops are reported
	// first).
	OpErased(op *ir.Operation)
}

// Rewriter is the PatternRewriter: a Builder whose every change is
// reported to its Listener. Patterns change the IR only through it.
type Rewriter struct {
	*ir.Builder
	// Listener receives the notifications (nil: nobody listens).
	Listener Listener
}

// NewRewriter returns a rewriter with no insertion point and no listener.
func NewRewriter(ctx *ir.Context) *Rewriter { return &Rewriter{Builder: ir.NewBuilder(ctx)} }

// Insert places a detached op at the insertion point.
func (rw *Rewriter) Insert(op *ir.Operation) *ir.Operation {
	rw.Builder.Insert(op)
	if rw.Listener != nil {
		ir.Walk(op, ir.PreOrder, func(o *ir.Operation) ir.WalkResult {
			rw.Listener.OpInserted(o)
			return ir.Advance
		})
	}
	return op
}

// Create builds an op from st at the insertion point.
func (rw *Rewriter) Create(st *ir.OperationState) *ir.Operation {
	if st.Loc == nil {
		st.Loc = rw.Loc
	}
	return rw.Insert(ir.Create(st))
}

// CreateOp is a shorthand for ops without regions or successors.
func (rw *Rewriter) CreateOp(name string, operands []*ir.Value, results []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: rw.Ctx.OpName(name), Operands: operands, Types: results, Attrs: attrs})
}

// CreateAt is CreateOp with an explicit location.
func (rw *Rewriter) CreateAt(loc ir.Location, name string, operands []*ir.Value, results []ir.Type, attrs ...ir.NamedAttr) *ir.Operation {
	return rw.Create(&ir.OperationState{Name: rw.Ctx.OpName(name), Loc: loc, Operands: operands, Types: results, Attrs: attrs})
}

// Clone inserts a copy of op at the insertion point.
func (rw *Rewriter) Clone(op *ir.Operation, m *ir.IRMapping) *ir.Operation {
	return rw.Insert(op.Clone(m))
}

// ReplaceOp replaces op's results with vals and erases op.
func (rw *Rewriter) ReplaceOp(op *ir.Operation, vals []*ir.Value) {
	if rw.Listener != nil {
		rw.Listener.OpReplaced(op, vals)
	}
	for i := 0; i < op.NumResults(); i++ {
		rw.ReplaceAllUsesWith(op.Result(i), vals[i])
	}
	rw.EraseOp(op)
}

// ReplaceOpWithNew creates an op from st before op and replaces op with
// its results.
func (rw *Rewriter) ReplaceOpWithNew(op *ir.Operation, st *ir.OperationState) *ir.Operation {
	ip := rw.Save()
	rw.SetInsertionPoint(op)
	if st.Loc == nil {
		st.Loc = op.Loc()
	}
	n := rw.Create(st)
	rw.Restore(ip)
	rw.ReplaceOp(op, n.Results())
	return n
}

// ReplaceAllUsesWith makes every use of from use to; the users are
// reported modified.
func (rw *Rewriter) ReplaceAllUsesWith(from, to *ir.Value) {
	if from == to {
		return
	}
	for u := from.FirstUse(); u != nil; u = from.FirstUse() {
		owner := u.Owner()
		u.Set(to)
		if rw.Listener != nil {
			rw.Listener.OpModified(owner)
		}
	}
}

// ReplaceUsesWithIf replaces the uses of from for which pred holds.
func (rw *Rewriter) ReplaceUsesWithIf(from, to *ir.Value, pred func(*ir.OpOperand) bool) {
	for _, u := range from.Uses() {
		if pred(u) {
			u.Set(to)
			if rw.Listener != nil {
				rw.Listener.OpModified(u.Owner())
			}
		}
	}
}

// EraseOp erases op and everything nested in it. Its results must be
// unused (replace them first).
func (rw *Rewriter) EraseOp(op *ir.Operation) {
	if rw.Listener != nil {
		// Children first, then op: a listener sees every erased op.
		ir.Walk(op, ir.PostOrder, func(o *ir.Operation) ir.WalkResult {
			rw.Listener.OpErased(o)
			return ir.Advance
		})
	}
	op.Erase()
}

// EraseBlock erases b and its ops.
func (rw *Rewriter) EraseBlock(b *ir.Block) {
	for o := b.Last(); o != nil; {
		prev := o.Prev()
		for i := 0; i < o.NumResults(); i++ {
			// Uses can only be in this block or in unreachable code; drop them.
			for _, u := range o.Result(i).Uses() {
				u.Set(nil)
			}
		}
		rw.EraseOp(o)
		o = prev
	}
	b.Erase()
}

// ModifyInPlace runs fn, which changes op in place, and reports op
// modified.
func (rw *Rewriter) ModifyInPlace(op *ir.Operation, fn func()) {
	fn()
	if rw.Listener != nil {
		rw.Listener.OpModified(op)
	}
}

// InlineBlockBefore moves the ops of src before op `before` of dest (nil:
// at dest's end), replacing src's arguments with args, and erases src.
func (rw *Rewriter) InlineBlockBefore(src, dest *ir.Block, before *ir.Operation, args []*ir.Value) {
	for i, a := range src.Args() {
		rw.ReplaceAllUsesWith(a, args[i])
	}
	for o := src.First(); o != nil; {
		next := o.Next()
		o.Remove()
		dest.InsertBefore(o, before)
		if rw.Listener != nil {
			rw.Listener.OpInserted(o)
		}
		o = next
	}
	src.Erase()
}

// MergeBlocks appends the ops of src to dest, replacing src's arguments
// with args, and erases src.
func (rw *Rewriter) MergeBlocks(src, dest *ir.Block, args []*ir.Value) {
	rw.InlineBlockBefore(src, dest, nil, args)
}

// InlineRegionBefore moves the blocks of r before block `before` of
// parent (nil: at the end).
func (rw *Rewriter) InlineRegionBefore(r *ir.Region, parent *ir.Region, before *ir.Block) {
	for _, b := range r.Blocks() {
		b.Remove()
		parent.InsertBefore(b, before)
		if rw.Listener != nil {
			for o := b.First(); o != nil; o = o.Next() {
				rw.Listener.OpInserted(o)
			}
		}
	}
}

// SplitBlock moves op and the ops after it into a new block after b.
func (rw *Rewriter) SplitBlock(b *ir.Block, op *ir.Operation) *ir.Block {
	return b.SplitBefore(op)
}

// MoveOpBefore moves op before other.
func (rw *Rewriter) MoveOpBefore(op, other *ir.Operation) {
	op.MoveBefore(other)
	if rw.Listener != nil {
		rw.Listener.OpInserted(op)
	}
}

// MoveOpAfter moves op after other.
func (rw *Rewriter) MoveOpAfter(op, other *ir.Operation) {
	op.MoveAfter(other)
	if rw.Listener != nil {
		rw.Listener.OpInserted(op)
	}
}

// SetOperand changes operand i of op.
func (rw *Rewriter) SetOperand(op *ir.Operation, i int, v *ir.Value) {
	rw.ModifyInPlace(op, func() { op.SetOperand(i, v) })
}
