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

// cast(%x : T to T) -> %x; cast(cast(%x : A to B) : B to A) -> %x.
func foldCast(op *ir.Operation, _ []ir.Attribute) []any {
	src := op.Operand(0)
	if src.Type() == op.Result(0).Type() {
		return []any{src}
	}
	if d := src.DefiningOp(); d != nil && d.Def() == Cast && d.Operand(0).Type() == op.Result(0).Type() {
		return []any{d.Operand(0)}
	}
	return nil
}
