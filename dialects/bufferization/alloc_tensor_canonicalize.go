package bufferization

import (
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// bufferization.alloc_tensor's canonicalization patterns, as upstream's
// (checked against `mlir-opt-22 --canonicalize`,
// test/lit/Dialect/Bufferization/canonicalize-alloc-tensor.mlir).

// alloc_tensor(%c...) with constant non-negative sizes -> alloc_tensor of
// the static type and a tensor.cast back to the old one (upstream's
// ReplaceStaticShapeDims). One with a copy has no sizes; the size hint,
// which only sparse encodings read, goes as upstream's; the memory space
// stays (upstream's drops it, which would move the buffer).
var allocTensorStaticSizes = &rewrite.Pattern{
	Name: "ReplaceStaticShapeDims", Root: AllocTensor.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		at, _ := AsAllocTensor(op)
		if at.Copy() != nil {
			return false
		}
		t, ok := op.Result(0).Type().(*ir.RankedTensorType)
		if !ok {
			return false
		}
		dims := append([]int64(nil), t.Dims...)
		sizes := at.DynamicSizes()
		var keep []*ir.Value
		k, changed := 0, false
		for i, d := range dims {
			if d != ir.ShapedDynamic {
				continue
			}
			v := sizes[k]
			k++
			if c, ok := constantInt(v); ok && c >= 0 {
				dims[i] = c
				changed = true
				continue
			}
			keep = append(keep, v)
		}
		if !changed {
			return false
		}
		ctx := op.Context()
		nt := ctx.RankedTensorType(dims, t.Elem, t.Encoding)
		attrs := []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(keep)), 0, 0})}}
		if ms := op.Attr("memory_space"); ms != nil {
			attrs = append(attrs, ir.NamedAttr{Name: "memory_space", Value: ms})
		}
		rw.SetInsertionPoint(op)
		n := rw.Create(&ir.OperationState{Name: ctx.NameOf(AllocTensor), Loc: op.Loc(), Operands: keep, Types: []ir.Type{nt}, Attrs: attrs})
		c := rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{n.Result(0)}, []ir.Type{t})
		rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
		return true
	},
}

// tensor.dim(alloc_tensor(..., %n, ...), i) -> %n, where dimension i is
// dynamic; of an alloc_tensor with a copy, tensor.dim of the copy
// (upstream's FoldDimOfAllocTensorOp). An index past the rank stays.
var dimOfAllocTensor = &rewrite.Pattern{
	Name: "FoldDimOfAllocTensorOp", Root: tensor.Dim.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		src, index := op.Operand(0), op.Operand(1)
		at, ok := AsAllocTensor(src.DefiningOp())
		if !ok {
			return false
		}
		i, ok := constantInt(index)
		t, ranked := src.Type().(*ir.RankedTensorType)
		if !ok || !ranked || i < 0 || i >= int64(len(t.Dims)) || t.Dims[i] != ir.ShapedDynamic {
			return false
		}
		if c := at.Copy(); c != nil {
			rw.ModifyInPlace(op, func() { op.SetOperand(0, c) })
			return true
		}
		k := 0
		for _, d := range t.Dims[:i] {
			if d == ir.ShapedDynamic {
				k++
			}
		}
		rw.ReplaceOp(op, []*ir.Value{at.DynamicSizes()[k]})
		return true
	},
}

// constantInt is the value of v when a constant-like op (arith.constant,
// index.constant) defines it as an integer.
func constantInt(v *ir.Value) (int64, bool) {
	d := v.DefiningOp()
	if d == nil || !d.HasTrait(ir.ConstantLike) {
		return 0, false
	}
	if ia, ok := d.Attr("value").(*ir.IntegerAttr); ok {
		return ia.Int64(), true
	}
	return 0, false
}
