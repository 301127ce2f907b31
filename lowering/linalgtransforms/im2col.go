package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// ConvToIm2Col is strata-linalg-conv-to-im2col: a linalg.conv_2d_nchw_fchw
// on static tensors becomes a matrix product, as upstream's
// transform.structured.convert_conv2d_to_img2col does, written so that
// the product's innermost loop runs over the output channels:
//
//	col[n, oh, ow, c, kh, kw] = x[n, c, oh*s + kh*d, ow*s + kw*d]   (im2col)
//	wT[(c, kh, kw), f]        = w[f, c, kh, kw]                    (a transpose)
//	out[n, (oh, ow), f]      += col[n, (oh, ow), (c, kh, kw)] * wT[(c, kh, kw), f]
//
// then the result is transposed back to NCHW. In NCHW a convolution's
// only unit-stride output dim is the width, which is short in the deep
// layers of a network (2 to 16 in resnet18 at 64x64); the output channels
// (64 to 512) give the vectorizer full vectors once
// strata-linalg-interchange puts f innermost. The product sums over
// (c, kh, kw) in the convolution's own order, into the convolution's
// outs, with the convolution's scalar body, so results are bit-identical.
var ConvToIm2Col = &passes.Pass{
	Argument: "strata-linalg-conv-to-im2col",
	Name:     "LinalgConvToIm2Col",
	Summary:  "Rewrite 2-D NCHW convolutions as im2col and a matrix product over the output channels",
	Description: "Every linalg.conv_2d_nchw_fchw on tensors of static shape becomes a linalg.generic gathering the " +
		"input windows (im2col, [N, OH*OW, C*KH*KW]), a transpose of the filter to [C*KH*KW, F], a contraction " +
		"into the transposed outs ([N, OH*OW, F]) with the convolution's own body, and a transpose back to " +
		"[N, F, OH, OW]. The reduction keeps the convolution's (c, kh, kw) order, so results are unchanged; " +
		"the output channels become the contraction's unit-stride dim.",
	Dialects: []string{"linalg", "tensor"},
	Run: func(r *passes.Run) error {
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Name() == "linalg.conv_2d_nchw_fchw" && op.NumResults() == 1 {
				todo = append(todo, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, op := range todo {
			im2col(rw, op)
		}
		return nil
	},
}

// im2col rewrites one convolution; it leaves ops of dynamic or unusual
// shape alone.
func im2col(rw *rewrite.Rewriter, op *ir.Operation) {
	ins, outs := linalg.Inputs(op), linalg.Outputs(op)
	if len(ins) != 2 || len(outs) != 1 {
		return
	}
	xt, okx := ins[0].Type().(*ir.RankedTensorType)
	wt, okw := ins[1].Type().(*ir.RankedTensorType)
	ot, oko := outs[0].Type().(*ir.RankedTensorType)
	if !okx || !okw || !oko || !staticRank4(xt) || !staticRank4(wt) || !staticRank4(ot) {
		return
	}
	maps, err := linalg.IndexingMaps(op)
	if err != nil || len(maps) != 3 || len(maps[0].Results) != 4 {
		return
	}
	n, c, kh, kw := xt.Dims[0], xt.Dims[1], wt.Dims[2], wt.Dims[3]
	f, oh, ow := ot.Dims[1], ot.Dims[2], ot.Dims[3]
	ctx := rw.Ctx
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	b := &builder{rw: rw, ctx: ctx}
	// The convolution's loops are (n, f, oh, ow, c, kh, kw); im2col's are
	// (n, oh, ow, c, kh, kw): its input map is the convolution's with the
	// dims renumbered (f unused).
	e := func(i int) *ir.AffineExpr { return ir.AffineDimExpr(i) }
	renumber := []*ir.AffineExpr{e(0), nil, e(1), e(2), e(3), e(4), e(5)}
	inRes := make([]*ir.AffineExpr, 4)
	for i, r := range maps[0].Results {
		if exprUses(r, 1) {
			return
		}
		inRes[i] = r.Replace(renumber, nil)
	}
	colT := ctx.RankedTensorType([]int64{n, oh, ow, c, kh, kw}, xt.Elem, nil)
	col := b.copyGeneric(ins[0], colT, ir.NewAffineMap(6, 0, inRes))
	col2 := b.reshape("tensor.collapse_shape", col, [][]int{{0}, {1, 2}, {3, 4, 5}}, []int64{n, oh * ow, c * kh * kw}, xt.Elem)
	w2 := b.reshape("tensor.collapse_shape", ins[1], [][]int{{0}, {1, 2, 3}}, []int64{f, c * kh * kw}, wt.Elem)
	wT := b.copyGeneric(w2, ctx.RankedTensorType([]int64{c * kh * kw, f}, wt.Elem, nil), dims(2, 1, 0))
	// The outs, transposed to [N, OH, OW, F] and collapsed to [N, P, F].
	o4 := b.copyGeneric(outs[0], ctx.RankedTensorType([]int64{n, oh, ow, f}, ot.Elem, nil), dims(4, 0, 3, 1, 2))
	acc := b.reshape("tensor.collapse_shape", o4, [][]int{{0}, {1, 2}, {3}}, []int64{n, oh * ow, f}, ot.Elem)
	// The product over (n, p, f, q) with the convolution's body: its
	// block arguments (input, filter, output) are col's, wT's and acc's.
	body := ir.NewRegion()
	ir.CloneRegionInto(op.Region(0), body, ir.NewIRMapping())
	mm := rw.Create(&ir.OperationState{Name: ctx.OpName(linalg.GenericName), Loc: op.Loc(),
		Operands: []*ir.Value{col2, wT, acc}, Types: []ir.Type{acc.Type()}, Regions: []*ir.Region{body},
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr([]ir.Attribute{
				ctx.AffineMapAttr(dims(4, 0, 1, 3)), ctx.AffineMapAttr(dims(4, 3, 2)), ctx.AffineMapAttr(dims(4, 0, 1, 2))})},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, []string{"parallel", "parallel", "parallel", "reduction"})},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{2, 1})},
		}}).Result(0)
	r4 := b.reshape("tensor.expand_shape", mm, [][]int{{0}, {1, 2}, {3}}, []int64{n, oh, ow, f}, ot.Elem)
	res := b.copyGeneric(r4, ot, dims(4, 0, 2, 3, 1))
	rw.ReplaceOp(op, []*ir.Value{res})
}

// staticRank4 reports whether t is a rank-4 tensor of static sizes.
func staticRank4(t *ir.RankedTensorType) bool {
	for _, d := range t.Dims {
		if d == ir.ShapedDynamic {
			return false
		}
	}
	return len(t.Dims) == 4
}

// dims is the map of n dims to the listed dims.
func dims(n int, idx ...int) *ir.AffineMap {
	res := make([]*ir.AffineExpr, len(idx))
	for i, d := range idx {
		res[i] = ir.AffineDimExpr(d)
	}
	return ir.NewAffineMap(n, 0, res)
}

// builder creates the ops of a rewrite at its rewriter's point.
type builder struct {
	rw  *rewrite.Rewriter
	ctx *ir.Context
}

// copyGeneric is a linalg.generic writing into a new tensor of type t the
// elements of x read through in (the result's loops are t's dims).
func (b *builder) copyGeneric(x *ir.Value, t *ir.RankedTensorType, in *ir.AffineMap) *ir.Value {
	ctx := b.ctx
	init := b.rw.CreateOp("tensor.empty", nil, []ir.Type{t}).Result(0)
	blk := ir.NewBlock()
	blk.AddArgument(ir.ElementTypeOrSelf(x.Type()), b.rw.Loc)
	blk.AddArgument(t.Elem, b.rw.Loc)
	blk.Append(ir.Create(&ir.OperationState{Name: ctx.OpName(linalg.YieldName), Loc: b.rw.Loc, Operands: blk.Args()[:1]}))
	r := ir.NewRegion()
	r.Append(blk)
	iters := make([]string, len(t.Dims))
	for i := range iters {
		iters[i] = "parallel"
	}
	return b.rw.Create(&ir.OperationState{Name: ctx.OpName(linalg.GenericName), Loc: b.rw.Loc,
		Operands: []*ir.Value{x, init}, Types: []ir.Type{t}, Regions: []*ir.Region{r},
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr([]ir.Attribute{ctx.AffineMapAttr(in), ctx.AffineMapAttr(ir.IdentityAffineMap(len(t.Dims)))})},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, iters)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, 1})},
		}}).Result(0)
}

// reshape is tensor.collapse_shape or tensor.expand_shape of x by groups
// to the static shape.
func (b *builder) reshape(name string, x *ir.Value, groups [][]int, shape []int64, elem ir.Type) *ir.Value {
	ctx := b.ctx
	gs := make([]ir.Attribute, len(groups))
	for i, g := range groups {
		es := make([]ir.Attribute, len(g))
		for j, d := range g {
			es[j] = ctx.IntegerAttr(ctx.I(64), int64(d))
		}
		gs[i] = ctx.ArrayAttr(es)
	}
	attrs := []ir.NamedAttr{{Name: "reassociation", Value: ctx.ArrayAttr(gs)}}
	if name == "tensor.expand_shape" {
		attrs = append(attrs, ir.NamedAttr{Name: "static_output_shape", Value: ctx.DenseI64Array(shape)})
	}
	return b.rw.CreateOp(name, []*ir.Value{x}, []ir.Type{ctx.RankedTensorType(shape, elem, nil)}, attrs...).Result(0)
}
