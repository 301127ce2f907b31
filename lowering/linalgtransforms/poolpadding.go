package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// FoldPoolingPadding is strata-linalg-fold-pooling-padding: a 2-D NCHW
// pooling (linalg.pooling_nchw_max, linalg.pooling_nchw_sum) of a
// tensor.pad that pads H and W with one value and that the pooling alone
// reads becomes a linalg.generic over the pooling's loops that reads the
// unpadded input, the padding value where a window leaves it (the
// indices clamped, as strata-linalg-conv-to-im2col{fold-padding} gathers
// a convolution's windows), with the pooling's own body:
//
//	out[n, c, oh, ow] = max over (kh, kw) of
//	    inside(h, w) ? x[n, c, clamp(h), clamp(w)] : pad,   h = oh*s + kh*d - low
//
// The padded copy, a pass over memory to fill it and another to copy the
// input into it, is gone: resnet's max pooling after its stem (32x64x112x112
// at batch 32 on a GPU) read and wrote 0.4 GB for the padded copy alone.
var FoldPoolingPadding = &passes.Pass{
	Argument: "strata-linalg-fold-pooling-padding",
	Name:     "LinalgFoldPoolingPadding",
	Summary:  "Fold a tensor.pad of a 2-D pooling's input into the pooling, as a linalg.generic reading the unpadded input",
	Description: "A linalg.pooling_nchw_max or linalg.pooling_nchw_sum on tensors whose input is a tensor.pad that pads H " +
		"and W by static amounts with a value independent of the position, read by the pooling alone, becomes a " +
		"linalg.generic with the pooling's loops, window input, outs and body, whose input element is the unpadded " +
		"input's at the window position less the low padding when it lies inside it (its indices clamped, so the read " +
		"is in bounds either way) and the padding value outside. Other poolings are left alone.",
	Dialects: []string{"linalg", "tensor", "arith"},
	Run: func(r *passes.Run) error {
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if (op.Def() == linalg.PoolingNchwMax || op.Def() == linalg.PoolingNchwSum) && op.NumResults() == 1 {
				todo = append(todo, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		changed := false
		for _, op := range todo {
			changed = foldPoolingPadding(rw, op) || changed
		}
		if !changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// foldPoolingPadding rewrites one pooling whose input pad folds, and
// reports whether it did.
func foldPoolingPadding(rw *rewrite.Rewriter, op *ir.Operation) bool {
	ins, outs := linalg.Inputs(op), linalg.Outputs(op)
	if len(ins) != 2 || len(outs) != 1 {
		return false
	}
	pad, ok := paddingOf(ins[0], op)
	if !ok {
		return false
	}
	maps, err := linalg.IndexingMaps(op)
	iters, err2 := linalg.IteratorTypes(op)
	if err != nil || err2 != nil || len(maps) != 3 || len(maps[0].Results) != 4 || maps[0].NumSyms != 0 {
		return false
	}
	for _, e := range maps[0].Results {
		if !sumOfMultiples(e) {
			return false
		}
	}
	ctx := rw.Ctx
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	b := &builder{rw: rw, ctx: ctx}
	value := b.padValue(pad)
	// The pooling's body, its first argument (the input's element) now
	// computed: the generic's arguments are the window's and the outs'.
	body := ir.NewRegion()
	ir.CloneRegionInto(op.Region(0), body, ir.NewIRMapping())
	blk := body.Front()
	ip := rw.Save()
	rw.SetInsertionPointToStart(blk)
	element := b.paddedRead(pad, value, maps[0].Results, b.loopIndices(maps[0].NumDims))
	blk.Arg(0).ReplaceAllUsesWith(element)
	blk.EraseArgument(0)
	rw.Restore(ip)
	generic := rw.Create(&ir.OperationState{Name: ctx.NameOf(linalg.Generic), Loc: op.Loc(),
		Operands: []*ir.Value{ins[1], outs[0]}, Types: []ir.Type{op.Result(0).Type()}, Regions: []*ir.Region{body},
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr([]ir.Attribute{ctx.AffineMapAttr(maps[1]), ctx.AffineMapAttr(maps[2])})},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, iters)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, 1})},
		}})
	rw.ReplaceOp(op, generic.Results())
	rw.EraseOp(pad.Operation)
	return true
}
