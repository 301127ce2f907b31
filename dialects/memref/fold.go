package memref

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
)

// Folds (OpDef.Fold): one entry per result, an ir.Attribute or a
// *ir.Value, or nil.

// dim(%m, <const i>) -> size i of %m's type when static.
func foldDim(op *ir.Operation, operands []ir.Attribute) []any {
	t, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	var i int64
	if len(operands) > 1 {
		if ia, ok := operands[1].(*ir.IntegerAttr); ok {
			i, ok = ia.Int64(), true
			goto have
		}
	}
	if c, ok := staticdyn.ConstantInt(op.Operand(1)); ok {
		i = c
		goto have
	}
	return nil
have:
	if i < 0 || i >= int64(len(t.Dims)) {
		return nil
	}
	if t.Dims[i] == Dynamic {
		// dim(alloc(sizes...), i) -> the size of dynamic dim i
		if a, ok := AsAllocation(op.Operand(0).DefiningOp()); ok {
			k := 0
			for _, d := range t.Dims[:i] {
				if d == Dynamic {
					k++
				}
			}
			if sizes := a.DynamicSizes(); k < len(sizes) {
				return []any{sizes[k]}
			}
		}
		// dim(cast(%m)) -> dim(%m), in place.
		if FoldCastOperands(op, nil) {
			return []any{op.Result(0)}
		}
		return nil
	}
	ctx := op.Context()
	return []any{ctx.IntegerAttr(ctx.IndexType(), t.Dims[i])}
}

// collapse_shape(x) or expand_shape(x) of x's own type -> x;
// collapse_shape(expand_shape(x)) and expand_shape(collapse_shape(x)) of
// x's type -> x
func foldReshape(inverse *ir.OpDef) func(op *ir.Operation, _ []ir.Attribute) []any {
	return func(op *ir.Operation, _ []ir.Attribute) []any {
		src, t := op.Operand(0), op.Result(0).Type()
		if src.Type() == t {
			return []any{src}
		}
		if d := src.DefiningOp(); d != nil && d.Def() == inverse && d.Operand(0).Type() == t {
			return []any{d.Operand(0)}
		}
		return nil
	}
}

// rank(%m : memref<...>) -> its rank when ranked.
func foldRank(op *ir.Operation, _ []ir.Attribute) []any {
	t, ok := op.Operand(0).Type().(*ir.MemRefType)
	if !ok {
		return nil
	}
	ctx := op.Context()
	return []any{ctx.IntegerAttr(ctx.IndexType(), int64(len(t.Dims)))}
}

// cast(%x : T to T) -> %x; cast(cast(%x : A to B) : B to A) -> %x;
// cast(cast(%x : A to B) : B to C) -> cast(%x : A to C) in place, A
// ranked (upstream's foldMemRefCast; here only where A and C are
// compatible).
func foldCast(op *ir.Operation, _ []ir.Attribute) []any {
	c, _ := AsCast(op)
	src := c.Source()
	if src.Type() == op.Result(0).Type() {
		return []any{src}
	}
	d, ok := AsCast(src.DefiningOp())
	if !ok {
		return nil
	}
	inner := d.Source()
	if inner.Type() == op.Result(0).Type() {
		return []any{inner}
	}
	if memrefOf(inner) != nil && CastCompatible(inner.Type(), op.Result(0).Type()) {
		op.SetOperand(0, inner)
		return []any{op.Result(0)}
	}
	return nil
}

// transpose(%x) by the identity to %x's own type -> %x;
// transpose(transpose(%x, p1), p2) -> transpose(%x, p2 ∘ p1), in place:
// result dim j is dim p1[p2[j]] of %x (upstream's TransposeOp::fold).
func foldTranspose(op *ir.Operation, _ []ir.Attribute) []any {
	perm, ok := op.Attr("permutation").(*ir.AffineMapAttr)
	if !ok {
		return nil
	}
	t, _ := AsTranspose(op)
	src := t.In()
	if perm.Map.IsIdentity() && src.Type() == op.Result(0).Type() {
		return []any{src}
	}
	d, ok := AsTranspose(src.DefiningOp())
	if !ok {
		return nil
	}
	inner, ok := d.Attr("permutation").(*ir.AffineMapAttr)
	if !ok || len(inner.Map.Results) != len(perm.Map.Results) {
		return nil
	}
	results := make([]*ir.AffineExpr, len(perm.Map.Results))
	for j, r := range perm.Map.Results {
		if r.Kind != ir.AffineDim || inner.Map.Results[r.Val].Kind != ir.AffineDim {
			return nil
		}
		results[j] = ir.AffineDimExpr(int(inner.Map.Results[r.Val].Val))
	}
	op.SetOperand(0, d.In())
	op.SetAttr("permutation", op.Context().AffineMapAttr(ir.NewAffineMap(inner.Map.NumDims, 0, results)))
	return []any{op.Result(0)}
}

// FoldCastOperands makes op read the source of each memref.cast among its
// operands, except inner (the value an op stores, say) and casts from an
// unranked memref: load(cast(%m)) -> load(%m), in place (upstream's
// memref::foldMemRefCast). It reports whether any operand changed.
func FoldCastOperands(op *ir.Operation, inner *ir.Value) bool {
	changed := false
	for i, v := range op.Operands() {
		d, ok := AsCast(v.DefiningOp())
		if v == inner || !ok || memrefOf(d.Source()) == nil {
			continue
		}
		op.SetOperand(i, d.Source())
		changed = true
	}
	return changed
}

// load(cast(%m)) -> load(%m), in place.
func foldLoad(op *ir.Operation, _ []ir.Attribute) []any {
	if FoldCastOperands(op, nil) {
		return []any{op.Result(0)}
	}
	return nil
}

// store %v, cast(%m) -> store %v, %m and dealloc(cast(%m)) ->
// dealloc(%m), in place.
func foldStoreOrDealloc(op *ir.Operation, _ []ir.Attribute) []any {
	var value *ir.Value
	if st, ok := AsStore(op); ok {
		value = st.Value()
	}
	if FoldCastOperands(op, value) {
		return []any{}
	}
	return nil
}
