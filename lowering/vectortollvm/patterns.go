package vectortollvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the pre-step: rewrites of vector ops into vector ops
// the conversion handles, each with its algebra in a comment.

// PreStep returns the pre-step's patterns.
func PreStep() []*rewrite.Pattern {
	return []*rewrite.Pattern{
		{Name: "TransferReadToLoad", Root: vector.TransferRead.Name, Rewrite: transferRead},
		{Name: "ZeroDTransferRead", Root: vector.TransferRead.Name, Rewrite: transferRead0D},
		{Name: "ZeroDTransferWrite", Root: vector.TransferWrite.Name, Rewrite: transferWrite0D},
		{Name: "TransferWriteToStore", Root: vector.TransferWrite.Name, Rewrite: transferWrite},
		{Name: "SplatToBroadcast", Root: vector.Splat.Name, Rewrite: splatToBroadcast},
		{Name: "ContractToReduction", Root: vector.Contract.Name, Rewrite: contract},
		{Name: "OuterProductAXPY", Root: vector.OuterProduct.Name, Rewrite: axpy},
		{Name: "MultiReductionToReduction", Root: vector.MultiDimReduction.Name, Rewrite: multiReduction},
		{Name: "ConstantMaskToConstant", Root: vector.ConstantMask.Name, Rewrite: constantMask},
		{Name: "CreateMaskToCompare", Root: vector.CreateMask.Name, Rewrite: createMask},
		{Name: "StepToConstant", Root: vector.Step.Name, Rewrite: step},
		{Name: "ExtractStridedSliceToShuffle", Root: vector.ExtractStridedSlice.Name, Rewrite: extractStridedSlice},
		{Name: "InsertStridedSliceToShuffle", Root: vector.InsertStridedSlice.Name, Rewrite: insertStridedSlice},
	}
}

func idx(rw *rewrite.Rewriter, v int64) *ir.Value {
	return val(rw, arith.Constant, nil, rw.Ctx.IndexType(), ir.NamedAttr{Name: "value", Value: rw.Ctx.IntegerAttr(rw.Ctx.IndexType(), v)})
}

// isMinorIdentity1D: a 1-D transfer reading along the base's last dim.
func isMinorIdentity1D(t vector.Transfer, rank int) bool {
	return t.Vector != nil && len(t.Vector.Dims) == 1 && t.Vector.Scalable == nil && t.Map != nil &&
		len(t.Map.Results) == 1 && t.Map.Results[0].Kind == ir.AffineDim && int(t.Map.Results[0].Val) == rank-1
}

// boundsMask is create_mask(dim(base, last) - index(last)) and the
// transfer's own mask, or nil when the lane is declared in bounds and
// unmasked.
func boundsMask(rw *rewrite.Rewriter, t vector.Transfer, rank int) *ir.Value {
	mt := rw.Ctx.VectorType(t.Vector.Dims, rw.Ctx.I(1), nil)
	var m *ir.Value
	if !t.InBound[0] {
		dim := val(rw, memref.Dim, []*ir.Value{t.Base, idx(rw, int64(rank-1))}, rw.Ctx.IndexType())
		left := val(rw, arith.SubI, []*ir.Value{dim, t.Indices[rank-1]}, rw.Ctx.IndexType())
		m = val(rw, vector.CreateMask, []*ir.Value{left}, mt)
	}
	if t.Mask != nil {
		if m == nil {
			return t.Mask
		}
		m = val(rw, arith.AndI, []*ir.Value{m, t.Mask}, mt)
	}
	return m
}

// transfer_read(m[i], pad) 1-D, in bounds, unmasked -> load(m[i])
// transfer_read(m[i], pad) 1-D otherwise -> maskedload(m[i], bounds ∧ mask, broadcast(pad))
func transferRead(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := vector.AsTransfer(op)
	mt, ok := t.Base.Type().(*ir.MemRefType)
	if !ok || !isMinorIdentity1D(t, len(mt.Dims)) {
		return false
	}
	rw.SetInsertionPoint(op)
	m := boundsMask(rw, t, len(mt.Dims))
	base := append([]*ir.Value{t.Base}, t.Indices...)
	if m == nil {
		rw.ReplaceOp(op, []*ir.Value{val(rw, vector.Load, base, t.Vector)})
		return true
	}
	pass := val(rw, vector.Broadcast, []*ir.Value{t.Padding}, t.Vector)
	rw.ReplaceOp(op, []*ir.Value{val(rw, vector.MaskedLoad, append(base, m, pass), t.Vector)})
	return true
}

// transfer_write(v, m[i]) 1-D, in bounds, unmasked -> store(v, m[i])
// transfer_write(v, m[i]) 1-D otherwise -> maskedstore(m[i], bounds ∧ mask, v)
func transferWrite(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := vector.AsTransfer(op)
	mt, ok := t.Base.Type().(*ir.MemRefType)
	if !ok || !isMinorIdentity1D(t, len(mt.Dims)) {
		return false
	}
	rw.SetInsertionPoint(op)
	m := boundsMask(rw, t, len(mt.Dims))
	if m == nil {
		buildOp(rw, vector.Store, append([]*ir.Value{t.Value, t.Base}, t.Indices...), nil)
	} else {
		buildOp(rw, vector.MaskedStore, append(append([]*ir.Value{t.Base}, t.Indices...), m, t.Value), nil)
	}
	rw.EraseOp(op)
	return true
}

// splat(x) -> broadcast(x)
func splatToBroadcast(op *ir.Operation, rw *rewrite.Rewriter) bool {
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, []*ir.Value{val(rw, vector.Broadcast, op.Operands(), op.Result(0).Type())})
	return true
}

// mulOf is lhs * rhs elementwise (arith.mulf or arith.muli).
func mulOf(rw *rewrite.Rewriter, x, y *ir.Value) *ir.Value {
	if ir.IsFloat(ir.ElementTypeOrSelf(x.Type())) {
		return val(rw, arith.MulF, []*ir.Value{x, y}, x.Type())
	}
	return val(rw, arith.MulI, []*ir.Value{x, y}, x.Type())
}

func isDim0(m *ir.AffineMap) bool {
	return len(m.Results) == 1 && m.Results[0].Kind == ir.AffineDim && m.Results[0].Val == 0
}

// contract(a, b, acc) over one reduction dim of 1-D a, b and scalar acc
//
//	-> reduction <kind>(a * b, acc)
//
// contract(a, b, acc) over one parallel dim (all maps the identity), kind add
//
//	-> a * b + acc
func contract(op *ir.Operation, rw *rewrite.Rewriter) bool {
	maps, its := vector.ContractMaps(op), vector.IteratorTypes(op)
	if len(its) != 1 || len(maps) != 3 || !isDim0(maps[0]) || !isDim0(maps[1]) {
		return false
	}
	c, _ := vector.AsContract(op)
	a, b, acc := c.Lhs(), c.Rhs(), c.Acc()
	rw.SetInsertionPoint(op)
	switch {
	case its[0] == vector.ReductionIterator && len(maps[2].Results) == 0:
		p := mulOf(rw, a, b)
		r := buildOp(rw, vector.Reduction, []*ir.Value{p, acc}, acc.Type(), ir.NamedAttr{Name: "kind", Value: op.Attr("kind")})
		rw.ReplaceOp(op, r.Results())
		return true
	case its[0] == vector.ParallelIterator && isDim0(maps[2]) && vector.KindOf(op) == vector.Add:
		p := mulOf(rw, a, b)
		var s *ir.Value
		if ir.IsFloat(ir.ElementTypeOrSelf(p.Type())) {
			s = val(rw, arith.AddF, []*ir.Value{p, acc}, p.Type())
		} else {
			s = val(rw, arith.AddI, []*ir.Value{p, acc}, p.Type())
		}
		rw.ReplaceOp(op, []*ir.Value{s})
		return true
	}
	return false
}

// outerproduct(a, s, acc) with scalar s, kind add, floats -> fma(a, broadcast(s), acc)
// outerproduct(a, s) with scalar s -> a * broadcast(s)
func axpy(op *ir.Operation, rw *rewrite.Rewriter) bool {
	o, _ := vector.AsOuterProduct(op)
	rt := op.Result(0).Type().(*ir.VectorType)
	if _, isVec := o.Rhs().Type().(*ir.VectorType); isVec || len(rt.Dims) != 1 {
		return false
	}
	isFloat := ir.IsFloat(rt.Elem)
	acc := o.Acc()
	if acc != nil && (vector.KindOf(op) != vector.Add || !isFloat) {
		return false
	}
	rw.SetInsertionPoint(op)
	s := val(rw, vector.Broadcast, []*ir.Value{o.Rhs()}, rt)
	if acc != nil {
		rw.ReplaceOp(op, []*ir.Value{val(rw, vector.FMA, []*ir.Value{o.Lhs(), s, acc}, rt)})
		return true
	}
	rw.ReplaceOp(op, []*ir.Value{mulOf(rw, o.Lhs(), s)})
	return true
}

// multi_reduction <k>(v : vector<N>, acc)[0] -> reduction <k>(v, acc)
func multiReduction(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if _, ok := oneD(op.Operand(0).Type()); !ok || len(vector.Ints(op.Attr("reduction_dims"))) != 1 {
		return false
	}
	rw.SetInsertionPoint(op)
	r := buildOp(rw, vector.Reduction, op.Operands(), op.Result(0).Type(), ir.NamedAttr{Name: "kind", Value: op.Attr("kind")})
	rw.ReplaceOp(op, r.Results())
	return true
}

// constant_mask [n] : vector<N> -> constant dense<[1 x n, 0 x (N-n)]>
func constantMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := op.Result(0).Type().(*ir.VectorType)
	if !ok || t.Scalable != nil {
		return false
	}
	rw.SetInsertionPoint(op)
	d := rw.Ctx.DenseElementsAttr(t, vector.MaskBytes(t.Dims, vector.Ints(op.Attr("mask_dim_sizes"))))
	rw.ReplaceOp(op, []*ir.Value{val(rw, arith.Constant, nil, t, ir.NamedAttr{Name: "value", Value: d})})
	return true
}

// create_mask n : vector<N> -> broadcast(i32(n)) > [0, 1, ..., N-1]
func createMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := oneD(op.Result(0).Type())
	if !ok {
		return false
	}
	rw.SetInsertionPoint(op)
	ctx := rw.Ctx
	it := ctx.VectorType(t.Dims, ctx.I(32), nil)
	var raw []byte
	for i := int64(0); i < t.Dims[0]; i++ {
		raw = ir.PutScalar(raw, ctx.I(32), i, 0)
	}
	lanes := val(rw, arith.Constant, nil, it, ir.NamedAttr{Name: "value", Value: ctx.DenseElementsAttr(it, raw)})
	n := val(rw, arith.IndexCast, op.Operands(), ctx.I(32))
	b := val(rw, vector.Broadcast, []*ir.Value{n}, it)
	c := val(rw, arith.CmpI, []*ir.Value{b, lanes}, ctx.VectorType(t.Dims, ctx.I(1), nil),
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(arith.CmpISGT))})
	rw.ReplaceOp(op, []*ir.Value{c})
	return true
}

// step : vector<N> -> constant dense<[0, 1, ..., N-1]>
func step(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t, ok := oneD(op.Result(0).Type())
	if !ok {
		return false
	}
	rw.SetInsertionPoint(op)
	var raw []byte
	for i := int64(0); i < t.Dims[0]; i++ {
		raw = ir.PutScalar(raw, t.Elem, i, 0)
	}
	rw.ReplaceOp(op, []*ir.Value{val(rw, arith.Constant, nil, t, ir.NamedAttr{Name: "value", Value: rw.Ctx.DenseElementsAttr(t, raw)})})
	return true
}

// extract_strided_slice(v : vector<N>){offsets [o], sizes [k]} -> shuffle(v, v)[o, ..., o+k-1]
func extractStridedSlice(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if _, ok := oneD(op.Operand(0).Type()); !ok {
		return false
	}
	o, k := vector.Ints(op.Attr("offsets")), vector.Ints(op.Attr("sizes"))
	if len(o) != 1 || len(k) != 1 {
		return false
	}
	mask := make([]int64, k[0])
	for i := range mask {
		mask[i] = o[0] + int64(i)
	}
	rw.SetInsertionPoint(op)
	v := op.Operand(0)
	rw.ReplaceOp(op, []*ir.Value{val(rw, vector.Shuffle, []*ir.Value{v, v}, op.Result(0).Type(), ir.NamedAttr{Name: "mask", Value: rw.Ctx.DenseI64Array(mask)})})
	return true
}

// insert_strided_slice(s : vector<M>, d : vector<N>){offsets [o]}
//
//	-> shuffle(d, s)[0, ..., o-1, N, ..., N+M-1, o+M, ..., N-1]
func insertStridedSlice(op *ir.Operation, rw *rewrite.Rewriter) bool {
	s, ok1 := oneD(op.Operand(0).Type())
	d, ok2 := oneD(op.Operand(1).Type())
	o := vector.Ints(op.Attr("offsets"))
	if !ok1 || !ok2 || len(o) != 1 {
		return false
	}
	mask := make([]int64, d.Dims[0])
	for i := range mask {
		mask[i] = int64(i)
		if j := int64(i) - o[0]; j >= 0 && j < s.Dims[0] {
			mask[i] = d.Dims[0] + j
		}
	}
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, []*ir.Value{val(rw, vector.Shuffle, []*ir.Value{op.Operand(1), op.Operand(0)}, d, ir.NamedAttr{Name: "mask", Value: rw.Ctx.DenseI64Array(mask)})})
	return true
}

// transfer_read(m[i...], pad) : vector<T> (unmasked) -> broadcast(memref.load m[i...])
func transferRead0D(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := vector.AsTransfer(op)
	if _, ok := t.Base.Type().(*ir.MemRefType); !ok || t.Vector == nil || len(t.Vector.Dims) != 0 || t.Mask != nil {
		return false
	}
	rw.SetInsertionPoint(op)
	x := val(rw, memref.Load, append([]*ir.Value{t.Base}, t.Indices...), t.Vector.Elem)
	rw.ReplaceOp(op, []*ir.Value{val(rw, vector.Broadcast, []*ir.Value{x}, t.Vector)})
	return true
}

// transfer_write(v : vector<T>, m[i...]) (unmasked) -> memref.store v[], m[i...]
func transferWrite0D(op *ir.Operation, rw *rewrite.Rewriter) bool {
	t := vector.AsTransfer(op)
	if _, ok := t.Base.Type().(*ir.MemRefType); !ok || t.Vector == nil || len(t.Vector.Dims) != 0 || t.Mask != nil {
		return false
	}
	rw.SetInsertionPoint(op)
	x := val(rw, vector.Extract, []*ir.Value{t.Value}, t.Vector.Elem, ir.NamedAttr{Name: "static_position", Value: rw.Ctx.DenseI64Array(nil)})
	buildOp(rw, memref.Store, append([]*ir.Value{x, t.Base}, t.Indices...), nil)
	rw.EraseOp(op)
	return true
}
