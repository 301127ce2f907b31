package vectortoscf

import (
	affined "github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Transfers on tensors (lower-tensors), in upstream's form: the leading
// vector dim is peeled into transfers of one rank less on the same tensor,
// until target-rank. Without full-unroll a read goes through a buffer, as
// upstream's: memref.alloca of the whole vector at the start of the
// function, vector.type_cast to a memref of its rows, an scf.for storing
// each row read into it, and a memref.load of the whole; a write stores
// the vector into the buffer and writes each row loaded from it in an
// scf.for carrying the tensor. With full-unroll the rows are inserted
// into (extracted from) the vector directly, a write chaining the tensor.
// Only transfers without a mask whose leading dim is in bounds and not a
// broadcast are lowered; the others are left as they are.

// lowerableTensorTransfer: a transfer of a tensor, of a rank above the
// target (at least 2: a row is a vector), unmasked, whose leading dim
// reads a tensor dim and is declared in bounds.
func lowerableTensorTransfer(op *ir.Operation, o Options) bool {
	t := vector.AsTransfer(op)
	if _, ok := t.Base.Type().(*ir.RankedTensorType); !ok || t.Vector == nil || t.Map == nil {
		return false
	}
	if len(t.Vector.Dims) <= o.TargetRank || len(t.Vector.Dims) < 2 || t.Vector.Scalable != nil || t.Mask != nil {
		return false
	}
	if len(t.InBound) == 0 || !t.InBound[0] || t.Map.Results[0].Kind != ir.AffineDim {
		return false
	}
	// The buffer of a loop needs a scope to be allocated in (upstream's
	// pattern declines too).
	return o.FullUnroll || allocationScope(op) != nil
}

// allocationScope is the nearest op enclosing op that is an automatic
// allocation scope, or nil.
func allocationScope(op *ir.Operation) *ir.Operation {
	scope := op.ParentOp()
	for scope != nil && !scope.HasTrait(ir.AutomaticAllocationScope) {
		scope = scope.ParentOp()
	}
	return scope
}

// lowerTensorTransfers lowers the tensor transfers ops.
func lowerTensorTransfers(ops []*ir.Operation, o Options) {
	for _, op := range ops {
		g := &gen{b: ir.NewBuilder(op.Context()), ctx: op.Context(), o: o}
		g.b.Loc = op.Loc()
		g.b.SetInsertionPoint(op)
		g.peelTensorTransfer(op)
		op.Erase()
	}
}

// rowIndices are the transfer's indices with the one of the tensor dim
// the leading vector dim reads moved by row i: affine.apply of
// (d0)[s0] -> (d0 + s0) in a loop, of ()[s0] -> (s0 + c) unrolled (the
// index itself for row 0), as upstream's.
func (g *gen) rowIndices(t vector.Transfer, iv *ir.Value, c int64, unrolled bool) []*ir.Value {
	out := append([]*ir.Value(nil), t.Indices...)
	d := t.Map.Results[0].Val
	base := t.Indices[d]
	switch {
	case unrolled && c == 0:
		return out
	case unrolled:
		m := ir.NewAffineMap(0, 1, []*ir.AffineExpr{ir.AffineAddExpr(ir.AffineSymExpr(0), ir.AffineConstExpr(c))})
		out[d] = g.v(affined.Apply, []*ir.Value{base}, g.ctx.IndexType(), ir.NamedAttr{Name: "map", Value: g.ctx.AffineMapAttr(m)})
	default:
		m := ir.NewAffineMap(1, 1, []*ir.AffineExpr{ir.AffineAddExpr(ir.AffineDimExpr(0), ir.AffineSymExpr(0))})
		out[d] = g.v(affined.Apply, []*ir.Value{iv, base}, g.ctx.IndexType(), ir.NamedAttr{Name: "map", Value: g.ctx.AffineMapAttr(m)})
	}
	return out
}

// rowTransfer builds the transfer of one row: a read of the row type from
// base, or a write of row into base.
func (g *gen) rowTransfer(op *ir.Operation, t vector.Transfer, base *ir.Value, idx []*ir.Value, row *ir.Value) *ir.Operation {
	rowType := sub(g.ctx, t.Vector).(*ir.VectorType)
	attrs := []ir.NamedAttr{
		{Name: "permutation_map", Value: g.ctx.AffineMapAttr(ir.NewAffineMap(t.Map.NumDims, t.Map.NumSyms, t.Map.Results[1:]))},
		{Name: "in_bounds", Value: vector.BoolArrayAttr(g.ctx, t.InBound[1:])},
	}
	if op.Def() == vector.TransferRead {
		attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: g.ctx.DenseI32Array([]int64{1, int64(len(idx)), 1, 0})})
		return g.b.Build(vector.TransferRead, append(append([]*ir.Value{base}, idx...), t.Padding), []ir.Type{rowType}, attrs...)
	}
	attrs = append(attrs, ir.NamedAttr{Name: "operandSegmentSizes", Value: g.ctx.DenseI32Array([]int64{1, 1, int64(len(idx)), 0})})
	return g.b.Build(vector.TransferWrite, append([]*ir.Value{row, base}, idx...), []ir.Type{base.Type()}, attrs...)
}

// peelTensorTransfer replaces op's result with its rows'.
func (g *gen) peelTensorTransfer(op *ir.Operation) {
	t := vector.AsTransfer(op)
	isRead := op.Def() == vector.TransferRead
	var result *ir.Value
	switch {
	case g.o.FullUnroll && isRead:
		result = g.unrollRead(op, t, t.Indices, nil, 0, g.splatPadding(t.Padding, t.Vector))
	case g.o.FullUnroll:
		result = g.unrollWrite(op, t, t.Indices, nil, 0, t.Base)
	case isRead:
		buffer := g.vectorBuffer(op, t.Vector, nil)
		g.readRows(op, t, buffer, nil, t.Indices, 0)
		result = g.v(memref.Load, []*ir.Value{buffer}, t.Vector)
	default:
		buffer := g.vectorBuffer(op, t.Vector, t.Value)
		result = g.writeRows(op, t, buffer, nil, t.Indices, 0, t.Base)
	}
	op.ReplaceAllUsesWith([]*ir.Value{result})
}

// peelsFurther reports whether the rows of lt (of type vt) are peeled too:
// of a rank above the target, in bounds and not a broadcast.
func (g *gen) peelsFurther(lt vector.Transfer, vt *ir.VectorType) bool {
	return len(vt.Dims)-1 > g.o.TargetRank && len(vt.Dims) > 2 && lt.InBound[1] && lt.Map.Results[1].Kind == ir.AffineDim
}

// unrollRead inserts into acc, at pos followed by each row's index, the
// rows of the transfer from level on read at idx.
func (g *gen) unrollRead(op *ir.Operation, t vector.Transfer, idx []*ir.Value, pos []int64, level int, acc *ir.Value) *ir.Value {
	vt, lt := g.level(t, level)
	lt.Indices = idx
	for c := int64(0); c < vt.Dims[0]; c++ {
		next := g.rowIndices(lt, nil, c, true)
		at := append(append([]int64(nil), pos...), c)
		if g.peelsFurther(lt, vt) {
			acc = g.unrollRead(op, t, next, at, level+1, acc)
			continue
		}
		r := g.rowTransfer(op, lt, t.Base, next, nil)
		acc = g.v(vector.Insert, []*ir.Value{r.Result(0), acc}, acc.Type(), g.staticPosition(at))
	}
	return acc
}

// unrollWrite writes into state the rows of the transfer from level on,
// extracted from the vector at pos followed by each row's index, at idx;
// it returns the tensor written.
func (g *gen) unrollWrite(op *ir.Operation, t vector.Transfer, idx []*ir.Value, pos []int64, level int, state *ir.Value) *ir.Value {
	vt, lt := g.level(t, level)
	lt.Indices = idx
	for c := int64(0); c < vt.Dims[0]; c++ {
		next := g.rowIndices(lt, nil, c, true)
		at := append(append([]int64(nil), pos...), c)
		if g.peelsFurther(lt, vt) {
			state = g.unrollWrite(op, t, next, at, level+1, state)
			continue
		}
		row := g.v(vector.Extract, []*ir.Value{t.Value}, sub(g.ctx, vt), g.staticPosition(at))
		state = g.rowTransfer(op, lt, state, next, row).Result(0)
	}
	return state
}

// level is the transfer of the vector dims from level on: the vector
// type left and the permutation map's results for those dims.
func (g *gen) level(t vector.Transfer, level int) (*ir.VectorType, vector.Transfer) {
	sub := t
	sub.Map = ir.NewAffineMap(t.Map.NumDims, t.Map.NumSyms, t.Map.Results[level:])
	sub.InBound = t.InBound[level:]
	sub.Vector = g.ctx.VectorType(t.Vector.Dims[level:], t.Vector.Elem, nil)
	return sub.Vector, sub
}

// rowsOf casts view (a memref of vectors of type vt, indexed by the rows
// peeled so far) to a memref of vt's rows, as upstream's type_cast chain.
func (g *gen) rowsOf(view *ir.Value, vt *ir.VectorType) *ir.Value {
	mt := view.Type().(*ir.MemRefType)
	dims := append(append([]int64(nil), mt.Dims...), vt.Dims[0])
	return g.v(vector.TypeCast, []*ir.Value{view}, g.ctx.MemRefType(dims, sub(g.ctx, vt), nil, nil))
}

// readRows reads, in an scf.for per peeled dim, the rows of the transfer
// from level on into view at ivs, the leading dim of each level's rows
// read at idx.
func (g *gen) readRows(op *ir.Operation, t vector.Transfer, view *ir.Value, ivs, idx []*ir.Value, level int) {
	vt, lt := g.level(t, level)
	lt.Indices = idx
	rows := g.rowsOf(view, vt)
	scf.BuildFor(g.b, g.index(0), g.index(vt.Dims[0]), g.index(1), nil, func(iv *ir.Value, _ []*ir.Value) []*ir.Value {
		next := g.rowIndices(lt, iv, 0, false)
		at := append(append([]*ir.Value(nil), ivs...), iv)
		if g.peelsFurther(lt, vt) {
			g.readRows(op, t, rows, at, next, level+1)
			return nil
		}
		r := g.rowTransfer(op, lt, t.Base, next, nil)
		g.b.Build(memref.Store, append([]*ir.Value{r.Result(0), rows}, at...), nil)
		return nil
	})
}

// writeRows writes, in an scf.for per peeled dim carrying the tensor, the
// rows of the transfer from level on, loaded from view at ivs, into state;
// it returns the tensor written.
func (g *gen) writeRows(op *ir.Operation, t vector.Transfer, view *ir.Value, ivs, idx []*ir.Value, level int, state *ir.Value) *ir.Value {
	vt, lt := g.level(t, level)
	lt.Indices = idx
	rows := g.rowsOf(view, vt)
	loop := scf.BuildFor(g.b, g.index(0), g.index(vt.Dims[0]), g.index(1), []*ir.Value{state}, func(iv *ir.Value, s []*ir.Value) []*ir.Value {
		next := g.rowIndices(lt, iv, 0, false)
		at := append(append([]*ir.Value(nil), ivs...), iv)
		if g.peelsFurther(lt, vt) {
			return []*ir.Value{g.writeRows(op, t, rows, at, next, level+1, s[0])}
		}
		row := g.v(memref.Load, append([]*ir.Value{rows}, at...), sub(g.ctx, vt))
		return []*ir.Value{g.rowTransfer(op, lt, s[0], next, row).Result(0)}
	})
	return loop.Result(0)
}

// vectorBuffer allocates, at the start of the nearest automatic
// allocation scope, a memref holding one vector of type vt and stores
// value into it (for a write) at the builder's point.
func (g *gen) vectorBuffer(op *ir.Operation, vt *ir.VectorType, value *ir.Value) *ir.Value {
	ip := g.b.Save()
	g.b.SetInsertionPointToStart(allocationScope(op).Region(0).Front())
	buffer := g.v(memref.Alloca, nil, g.ctx.MemRefType(nil, vt, nil, nil),
		ir.NamedAttr{Name: "operandSegmentSizes", Value: g.ctx.DenseI32Array([]int64{0, 0})})
	g.b.Restore(ip)
	if value != nil {
		g.b.Build(memref.Store, []*ir.Value{value, buffer}, nil)
	}
	return buffer
}

// staticPosition is the static_position attribute of pos.
func (g *gen) staticPosition(pos []int64) ir.NamedAttr {
	return ir.NamedAttr{Name: "static_position", Value: g.ctx.DenseI64Array(pos)}
}

// splatPadding is the padding broadcast to vt: a dense constant when the
// padding is one (as upstream's broadcast folds), else vector.broadcast.
func (g *gen) splatPadding(pad *ir.Value, vt *ir.VectorType) *ir.Value {
	if c := rewrite.ValueConstant(pad); c != nil {
		if s := vector.SplatOf(g.ctx, vt, c); s != nil {
			return g.v(arith.Constant, nil, vt, ir.NamedAttr{Name: "value", Value: s})
		}
	}
	return g.v(vector.Broadcast, []*ir.Value{pad}, vt)
}
