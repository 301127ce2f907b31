package bufferization

import (
	"github.com/strata-compiler/strata/dialects/staticdyn"
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
		dims, keep, changed := staticdyn.FoldConstantSizes(t.Dims, at.DynamicSizes())
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
		i, ok := staticdyn.ConstantInt(index)
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
