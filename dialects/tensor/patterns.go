package tensor

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/complex"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the rewrite patterns of the dialect. As upstream, the
// merge of consecutive slices is not a canonicalization: passes that
// want it add MergeConsecutiveExtractSlice to their pattern set.

// Canonicalization lists the dialect's canonicalization patterns (the
// folders are in fold.go), the reshapes' in reshape_canonicalize.go, the
// casts' and element accesses' in element_canonicalize.go, the slices' in
// slice_canonicalize.go, the pads' in pad_canonicalize.go.
var Canonicalization = concat([]*rewrite.Pattern{dimOfCast, DimOfDestinationStyleOp, foldCastIntoDestinationStyleOp}, reshapeCanonicalization,
	elementCanonicalization, sliceCanonicalization, padCanonicalization)

func concat(lists ...[]*rewrite.Pattern) []*rewrite.Pattern {
	var out []*rewrite.Pattern
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// dim(cast(%t), %i) -> dim(%t, %i), whatever the index (upstream's
// DimOfCastOp; the folder does it only for a constant index within the
// rank).
var dimOfCast = &rewrite.Pattern{
	Name: "DimOfCastOp", Root: Dim.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		c := op.Operand(0).DefiningOp()
		if c == nil || c.Def() != Cast {
			return false
		}
		rw.SetOperand(op, 0, c.Operand(0))
		return true
	},
}

// DimOfDestinationStyleOp reads a size of the result of a
// destination-passing-style op (rewrite.DestinationStyleInterface:
// linalg's ops on tensors, tensor.insert, tensor.insert_slice) from the
// init the result is written into, which has its shape (upstream's
// DimOfDestStyleOp). The result's shape queries then no longer use it,
// so that its one real reader is its only use (elementwise fusion) and
// a producer whose only readers were shape queries dies:
//
//	dim(op(... outs(%init)) #i, %k) -> dim(%init, %k)
var DimOfDestinationStyleOp = &rewrite.Pattern{
	Name: "DimOfDestinationStyleOp", Root: Dim.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		init := rewrite.TiedInit(op.Operand(0))
		if init == nil {
			return false
		}
		rw.SetOperand(op, 0, init)
		return true
	},
}

// MergeConsecutiveExtractSlice composes a static slice of a static,
// non-rank-reducing slice into one slice of the original tensor:
//
//	extract_slice(extract_slice(t, o1, s1, st1), o2, s2, st2)
//	  -> extract_slice(t, o1 + o2*st1, s2, st1*st2)
var MergeConsecutiveExtractSlice = &rewrite.Pattern{
	Name: "MergeConsecutiveExtractSlice", Root: ExtractSlice.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		def := op.Operand(0).DefiningOp()
		if def == nil || def.Def() != ExtractSlice || op.NumOperands() != 1 || def.NumOperands() != 1 ||
			len(ranked(def.Result(0).Type()).Dims) != len(StaticInts(def, "static_sizes")) {
			return false
		}
		o1, s1 := StaticInts(def, "static_offsets"), StaticInts(def, "static_strides")
		o2, s2 := StaticInts(op, "static_offsets"), StaticInts(op, "static_strides")
		if len(o1) != len(o2) {
			return false
		}
		offs := make([]int64, len(o1))
		strides := make([]int64, len(o1))
		for i := range o1 {
			offs[i] = o1[i] + o2[i]*s1[i]
			strides[i] = s1[i] * s2[i]
		}
		ctx := op.Context()
		rw.ReplaceOpWithNew(op, &ir.OperationState{
			Name: ctx.OpName(ExtractSlice.Name), Loc: op.Loc(),
			Operands: []*ir.Value{def.Operand(0)}, Types: op.ResultTypes(),
			Attrs: []ir.NamedAttr{
				{Name: "static_offsets", Value: ctx.DenseI64Array(offs)},
				{Name: "static_sizes", Value: op.Attr("static_sizes")},
				{Name: "static_strides", Value: ctx.DenseI64Array(strides)},
				{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, 0, 0, 0})},
			},
		})
		return true
	},
}

// materializeConstant builds arith.constant for folded index and dense
// values, complex.constant for a folded complex element.
func materializeConstant(rw *rewrite.Rewriter, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	if _, ok := value.(*ir.ArrayAttr); ok {
		if _, ok := t.(*ir.ComplexType); ok {
			return rw.CreateAt(loc, complex.Constant.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value})
		}
		return nil
	}
	if _, ok := value.(ir.TypedAttr); !ok {
		return nil
	}
	return rw.CreateAt(loc, arith.Constant.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value})
}
