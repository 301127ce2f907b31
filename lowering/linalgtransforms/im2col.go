package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// ConvToIm2Col is strata-linalg-conv-to-im2col: a linalg.conv_2d_nchw_fchw
// becomes a matrix product per image, as upstream's
// transform.structured.convert_conv2d_to_img2col does, in the layout NCHW
// already has:
//
//	col[n, c, kh, kw, oh, ow] = x[n, c, oh*s + kh*d, ow*s + kw*d]   (im2col)
//	out[n, f, (oh, ow)]      += w[f, (c, kh, kw)] * col[n, (c, kh, kw), (oh, ow)]
//
// The filter and the outs are only reshaped (no copies), and a 1x1
// convolution of stride 1 reads the input itself as its col. The CPU
// target runs the product in its blocked matmul micro-kernel
// (strata-outline-ukernels), which packs the operands whatever their
// strides. The product sums over (c, kh, kw) in the convolution's own
// order, into the convolution's outs, with the convolution's scalar body.
// The batch may be dynamic; the other sizes must be static.
//
// With fold-batch-below, a convolution with few output pixels per image
// (OH*OW below the option) and a batch other than 1 is one product for
// the whole batch, the batch among its columns:
//
//	col[c, kh, kw, n, oh, ow] = x[n, c, oh*s + kh*d, ow*s + kw*d]
//	out'[f, (n, oh, ow)]    += w[f, (c, kh, kw)] * col[(c, kh, kw), (n, oh, ow)]
//	out[n, f, oh, ow]        = out'[f, n, oh, ow]
//
// A GPU tiles a product's columns by 64 or 128: per image, the 49 pixels
// of resnet's last stage fill one tile of 64 three quarters, and no
// block holds a whole tile (the one that loads its operands in vectors);
// for a batch of 32 the 1568 columns fill 25 tiles of 64 to 98 %. The
// last transposition costs nothing where the convolution's readers are
// linalg.generic ops (a batch norm, a ReLU): they read the sums through
// their map with N and F swapped. Other readers get a transposing
// linalg.generic.
var ConvToIm2Col = &passes.Pass{
	Argument: "strata-linalg-conv-to-im2col",
	Name:     "LinalgConvToIm2Col",
	Summary:  "Rewrite 2-D NCHW convolutions as im2col and a matrix product per image",
	Description: "Every linalg.conv_2d_nchw_fchw on tensors of static shape (but for the batch) becomes a linalg.generic " +
		"gathering the input windows (im2col, [N, C*KH*KW, OH*OW]; none for a 1x1 convolution of stride 1) and a " +
		"contraction of the filter, reshaped to [F, C*KH*KW], with it into the outs, reshaped to [N, F, OH*OW], " +
		"with the convolution's own body, marked with the unit attribute strata.convolution. The reduction keeps the convolution's (c, kh, kw) order, so results are unchanged, unless channel-blocks orders it (kh, kw, c). " +
		"With fold-padding, an input that tensor.pad pads with one value (on H and W only, read by this convolution alone) is " +
		"not padded: the gather reads the unpadded input, and the value where a window leaves it.",
	Dialects: []string{"linalg", "tensor", "arith"},
	Options: []passes.Option{
		{Name: "fold-padding", Kind: passes.BoolOption, Default: "false",
			Description: "Gather windows of a padded input from the unpadded one (no padded copy: what the GPU wants)"},
		{Name: "align-filter-rows", Kind: passes.IntOption, Default: "0",
			Description: "For convolutions of at least this many filters (0: none), copy a reshaped filter whose rows are not a multiple of 16 bytes (C*KH*KW = 147 f32: a 7x7 filter of 3 channels) into rows padded to one, read through a slice, so that a GPU product's whole tiles stage it 16 bytes a load (64: the GPU pipelines', the tiles' height; fewer filters fill no tile)"},
		{Name: "channel-blocks", Kind: passes.IntOption, Default: "0",
			Description: "Sum a convolution whose channel count is a multiple of this (0: none) over (kh, kw, c) instead of (c, kh, kw): the filter is transposed to [F, KH, KW, C] before its reshape, and im2col's rows follow. A K step of a GPU product of this many elements (32: the GPU pipelines') then has one window offset for all its channels, which an implicit GEMM computes once a step; the sums' order changes, their rounding with it"},
		{Name: "channel-blocks-min-tiles", Kind: passes.IntOption, Default: "0",
			Description: "With channel-blocks, only for convolutions of static sizes whose product has at least this many 64x64 tiles of sums (0: every one): the GPU pipelines' tensor-core rule (half of target-blocks, 132), below which the product stays a SIMT kernel that reads the gathered matrix, and the filter's transposition would be a kernel more"},
		{Name: "fold-batch-below", Kind: passes.IntOption, Default: "0",
			Description: "Convolutions with fewer output pixels per image than this (OH*OW) and a batch other than 1 become one product for the whole batch, [F, C*KH*KW] x [C*KH*KW, N*OH*OW], its result transposed to NCHW by a linalg.generic (0: never)"},
	},
	Run: func(r *passes.Run) error {
		foldPadding, foldBatchBelow, alignFilterRows := r.Bool("fold-padding"), r.Int("fold-batch-below"), r.Int("align-filter-rows")
		channelBlocks, minTiles := r.Int("channel-blocks"), r.Int("channel-blocks-min-tiles")
		if channelBlocks < 0 || minTiles < 0 {
			return r.Errorf("channel-blocks and channel-blocks-min-tiles must not be negative, got %d and %d", channelBlocks, minTiles)
		}
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == linalg.Conv2DNchwFchw && op.NumResults() == 1 {
				todo = append(todo, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, op := range todo {
			im2col(rw, op, im2colOptions{foldPadding: foldPadding, alignFilterRows: alignFilterRows, foldBatchBelow: foldBatchBelow, channelBlocks: channelBlocks, minTiles: minTiles})
		}
		return nil
	},
}

// im2colOptions are strata-linalg-conv-to-im2col's options.
type im2colOptions struct {
	foldPadding                                              bool
	alignFilterRows, foldBatchBelow, channelBlocks, minTiles int64
}

// im2col rewrites one convolution; it leaves ops of dynamic or unusual
// shape alone.
func im2col(rw *rewrite.Rewriter, op *ir.Operation, opts im2colOptions) {
	ins, outs := linalg.Inputs(op), linalg.Outputs(op)
	if len(ins) != 2 || len(outs) != 1 {
		return
	}
	xt, okx := ins[0].Type().(*ir.RankedTensorType)
	wt, okw := ins[1].Type().(*ir.RankedTensorType)
	ot, oko := outs[0].Type().(*ir.RankedTensorType)
	if !okx || !okw || !oko || !staticRank4(xt, 1) || !staticRank4(wt, 0) || !staticRank4(ot, 1) {
		return
	}
	maps, err := linalg.IndexingMaps(op)
	if err != nil || len(maps) != 3 || len(maps[0].Results) != 4 {
		return
	}
	n, c, h, w, kh, kw := xt.Dims[0], xt.Dims[1], xt.Dims[2], xt.Dims[3], wt.Dims[2], wt.Dims[3]
	f, oh, ow := ot.Dims[1], ot.Dims[2], ot.Dims[3]
	ctx := rw.Ctx
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	b := &builder{rw: rw, ctx: ctx}
	// A dynamic batch: col's is the input's, the result's the outs'.
	batchOf := func(v *ir.Value) []*ir.Value {
		if n != ir.ShapedDynamic {
			return nil
		}
		zero := rw.Build(arith.Constant, nil, []ir.Type{ctx.IndexType()},
			ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), 0)}).Result(0)
		return []*ir.Value{rw.Build(tensor.Dim, []*ir.Value{v, zero}, []ir.Type{ctx.IndexType()}).Result(0)}
	}
	foldBatch := n != 1 && oh*ow < opts.foldBatchBelow
	// The reduction over (kh, kw, c): channel blocks of a K step share
	// their window offset. A 1x1 filter's order is the same either way.
	windowMajor := opts.channelBlocks > 0 && c%opts.channelBlocks == 0 && kh*kw > 1 && productTiles(f, n, oh*ow, foldBatch) >= opts.minTiles
	// The filter as [F, K]: transposed first where the sums run by window,
	// so that the gather stays right before the product
	// (strata-linalg-promote-to-gpu computes a producer there in its
	// staging).
	var w2 *ir.Value
	reshapeFilter := func() {
		filter := ins[1]
		if windowMajor {
			// w'[f, kh, kw, c] = w[f, c, kh, kw]
			filter = b.copyGeneric(filter, ctx.RankedTensorType([]int64{f, kh, kw, c}, wt.Elem, nil), dims(4, 0, 3, 1, 2), nil)
		}
		w2 = b.reshape(tensor.CollapseShape, filter, [][]int{{0}, {1, 2, 3}}, []int64{f, c * kh * kw}, wt.Elem, nil)
		if opts.alignFilterRows > 0 && f >= opts.alignFilterRows {
			w2 = b.alignedRows(w2)
		}
	}
	if windowMajor {
		reshapeFilter()
	}
	colShape := []int64{n, c * kh * kw, oh * ow}
	var col *ir.Value
	if kh == 1 && kw == 1 && h == oh && w == ow && !foldBatch {
		// Every window is one pixel and the stride 1 (oh*s < h for every
		// oh < oh = h): the input is its own col.
		col = b.reshape(tensor.CollapseShape, ins[0], [][]int{{0}, {1}, {2, 3}}, colShape, xt.Elem, nil)
	} else {
		// The convolution's loops are (n, f, oh, ow, c, kh, kw); im2col's
		// are (n, c, kh, kw, oh, ow), or (c, kh, kw, n, oh, ow) with the
		// batch folded: its input map is the convolution's with the dims
		// renumbered (f unused).
		e := func(i int) *ir.AffineExpr { return ir.AffineDimExpr(i) }
		renumber := []*ir.AffineExpr{e(0), nil, e(4), e(5), e(1), e(2), e(3)}
		colDims := []int64{n, c, kh, kw, oh, ow}
		colGroups := [][]int{{0}, {1, 2, 3}, {4, 5}}
		switch {
		case foldBatch && windowMajor:
			renumber = []*ir.AffineExpr{e(3), nil, e(4), e(5), e(2), e(0), e(1)}
			colDims = []int64{kh, kw, c, n, oh, ow}
		case foldBatch:
			renumber = []*ir.AffineExpr{e(3), nil, e(4), e(5), e(0), e(1), e(2)}
			colDims = []int64{c, kh, kw, n, oh, ow}
		case windowMajor:
			renumber = []*ir.AffineExpr{e(0), nil, e(4), e(5), e(3), e(1), e(2)}
			colDims = []int64{n, kh, kw, c, oh, ow}
		}
		if foldBatch {
			colGroups = [][]int{{0, 1, 2}, {3, 4, 5}}
			colShape = []int64{c * kh * kw, collapsed(n, oh*ow)}
		}
		inRes := make([]*ir.AffineExpr, 4)
		for i, r := range maps[0].Results {
			if exprUses(r, 1) {
				return
			}
			inRes[i] = r.Replace(renumber, nil)
		}
		colT := ctx.RankedTensorType(colDims, xt.Elem, nil)
		var col6 *ir.Value
		if pad, ok := paddingOf(ins[0], op); opts.foldPadding && ok {
			if col6 = b.paddedGather(pad, colT, inRes, batchOf(pad.Source())); col6 != nil {
				defer rw.EraseOp(pad.Operation) // once the convolution, its one reader, is replaced
			}
		}
		if col6 == nil {
			col6 = b.copyGeneric(ins[0], colT, ir.NewAffineMap(6, 0, inRes), batchOf(ins[0]))
		}
		col = b.reshape(tensor.CollapseShape, col6, colGroups, colShape, xt.Elem, nil)
	}
	if w2 == nil {
		reshapeFilter()
	}
	if foldBatch {
		b.batchProduct(op, col, w2, outs[0], batchOf)
		return
	}
	acc := b.reshape(tensor.CollapseShape, outs[0], [][]int{{0}, {1}, {2, 3}}, []int64{n, f, oh * ow}, ot.Elem, nil)
	// The product over (n, f, p, q) with the convolution's body: its
	// block arguments (input, filter, output) are col's, w2's and acc's.
	body := ir.NewRegion()
	ir.CloneRegionInto(op.Region(0), body, ir.NewIRMapping())
	mm := rw.Create(&ir.OperationState{Name: ctx.NameOf(linalg.Generic), Loc: op.Loc(),
		Operands: []*ir.Value{col, w2, acc}, Types: []ir.Type{acc.Type()}, Regions: []*ir.Region{body},
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr([]ir.Attribute{
				ctx.AffineMapAttr(dims(4, 0, 3, 2)), ctx.AffineMapAttr(dims(4, 1, 3)), ctx.AffineMapAttr(dims(4, 0, 1, 2))})},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, []string{"parallel", "parallel", "parallel", "reduction"})},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{2, 1})},
		}})
	// The product says it is a convolution: PyTorch rounds convolutions
	// to tf32 under a switch of their own (cudnn.allow_tf32), which
	// strata-linalg-promote-to-gpu{allow-conv-tf32} follows.
	mm.SetDiscardableAttr(linalg.ConvolutionAttr, ctx.UnitAttr())
	res := b.reshape(tensor.ExpandShape, mm.Result(0), [][]int{{0}, {1}, {2, 3}}, ot.Dims, ot.Elem, batchOf(outs[0]))
	rw.ReplaceOp(op, []*ir.Value{res})
}

// productTiles is the number of 64x64 tiles of the convolution's product
// of f filters: per image of pixels columns, or with the batch n among the
// columns; 0 when the batch is dynamic.
func productTiles(f, n, pixels int64, foldBatch bool) int64 {
	if n == ir.ShapedDynamic {
		return 0
	}
	columns, products := pixels, n
	if foldBatch {
		columns, products = n*pixels, 1
	}
	return ceilTo(f, 64) / 64 * (ceilTo(columns, 64) / 64) * products
}

// batchProduct replaces conv by the product of the filter w2 [F, K] with
// the batch's col [K, N*OH*OW] into the convolution's outs transposed to
// [F, N*OH*OW] (a fill filled again in that shape), and its sums
// transposed back to the convolution's [N, F, OH, OW].
func (b *builder) batchProduct(conv *ir.Operation, col, w2, outs *ir.Value, batchOf func(*ir.Value) []*ir.Value) {
	ctx, rw := b.ctx, b.rw
	ot := outs.Type().(*ir.RankedTensorType)
	n, f, oh, ow := ot.Dims[0], ot.Dims[1], ot.Dims[2], ot.Dims[3]
	swapped := ctx.RankedTensorType([]int64{f, n, oh, ow}, ot.Elem, nil)
	// (n, f, oh, ow) -> (f, n, oh, ow) and back: the map is its own inverse.
	swap := dims(4, 1, 0, 2, 3)
	var acc *ir.Value
	batch := batchOf(outs)
	if fill := outs.DefiningOp(); fill != nil && fill.Def() == linalg.Fill && len(linalg.Inputs(fill)) == 1 && len(linalg.Outputs(fill)) == 1 {
		// The batch is the fill's init's, so that the fill dies with conv.
		batch = batchOf(linalg.Outputs(fill)[0])
		empty := rw.Build(tensor.Empty, batch, []ir.Type{swapped}).Result(0)
		acc = rw.Create(linalg.FillState(ctx, rw.Loc, linalg.Inputs(fill)[0], empty)).Result(0)
	} else {
		acc = b.copyGeneric(outs, swapped, swap, batch)
	}
	colsType := ctx.RankedTensorType([]int64{f, collapsed(n, oh*ow)}, ot.Elem, nil)
	acc = b.reshape(tensor.CollapseShape, acc, [][]int{{0}, {1, 2, 3}}, colsType.Dims, ot.Elem, nil)
	// The product over (f, j, k) with the convolution's body: its block
	// arguments (input, filter, output) are col's, w2's and acc's.
	body := ir.NewRegion()
	ir.CloneRegionInto(conv.Region(0), body, ir.NewIRMapping())
	mm := rw.Create(&ir.OperationState{Name: ctx.NameOf(linalg.Generic), Loc: conv.Loc(),
		Operands: []*ir.Value{col, w2, acc}, Types: []ir.Type{colsType}, Regions: []*ir.Region{body},
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr([]ir.Attribute{
				ctx.AffineMapAttr(dims(3, 2, 1)), ctx.AffineMapAttr(dims(3, 0, 2)), ctx.AffineMapAttr(dims(3, 0, 1))})},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, []string{"parallel", "parallel", "reduction"})},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{2, 1})},
		}})
	mm.SetDiscardableAttr(linalg.ConvolutionAttr, ctx.UnitAttr())
	sums := b.reshape(tensor.ExpandShape, mm.Result(0), [][]int{{0}, {1, 2, 3}}, swapped.Dims, ot.Elem, batch)
	// A linalg.generic reading the convolution as an input reads the sums
	// through its map with the first two results swapped: conv[n, f, ...]
	// is sums[f, n, ...]. Its other readers get the sums transposed.
	var transposed *ir.Value
	for _, use := range conv.Result(0).Uses() {
		if readSwapped(ctx, use, sums) {
			continue
		}
		if transposed == nil {
			transposed = b.copyGeneric(sums, ot, swap, batch)
		}
		use.Set(transposed)
	}
	rw.EraseOp(conv)
}

// readSwapped makes use, when it is an input of a linalg.generic, read
// sums (the convolution's elements with N and F swapped) instead, through
// its map with the first two results swapped, and reports whether it did.
func readSwapped(ctx *ir.Context, use *ir.OpOperand, sums *ir.Value) bool {
	op := use.Owner()
	if op.Def() != linalg.Generic || use.Index() >= len(linalg.Inputs(op)) {
		return false
	}
	maps, err := linalg.IndexingMaps(op)
	if err != nil || use.Index() >= len(maps) || len(maps[use.Index()].Results) != 4 {
		return false
	}
	m := maps[use.Index()]
	results := append([]*ir.AffineExpr{m.Results[1], m.Results[0]}, m.Results[2:]...)
	attrs := make([]ir.Attribute, len(maps))
	for i, mi := range maps {
		if i == use.Index() {
			mi = ir.NewAffineMap(m.NumDims, m.NumSyms, results)
		}
		attrs[i] = ctx.AffineMapAttr(mi)
	}
	op.SetAttr("indexing_maps", ctx.ArrayAttr(attrs))
	use.Set(sums)
	return true
}

// collapsed is the size of a dim of size n times rest: dynamic when n is.
func collapsed(n, rest int64) int64 {
	if n == ir.ShapedDynamic {
		return ir.ShapedDynamic
	}
	return n * rest
}

// paddingOf returns the tensor.pad that makes x, when conv alone reads it,
// it pads only H and W by static amounts, and its value does not depend
// on the position; nil otherwise.
func paddingOf(x *ir.Value, conv *ir.Operation) (tensor.PadOp, bool) {
	pad, ok := tensor.AsPad(x.DefiningOp())
	if !ok || x.NumUses() != 1 || len(pad.Low()) != 0 || len(pad.High()) != 0 {
		return tensor.PadOp{}, false
	}
	lows, _ := pad.Attr("static_low").(*ir.DenseArrayAttr)
	highs, _ := pad.Attr("static_high").(*ir.DenseArrayAttr)
	if lows == nil || highs == nil || len(lows.Ints) != 4 || lows.Ints[0] != 0 || lows.Ints[1] != 0 || highs.Ints[0] != 0 || highs.Ints[1] != 0 {
		return tensor.PadOp{}, false
	}
	st, ok := pad.Source().Type().(*ir.RankedTensorType)
	if !ok || !staticRank4(st, 1) {
		return tensor.PadOp{}, false
	}
	body := pad.Region(0).Front()
	for _, a := range body.Args() {
		if a.NumUses() != 0 {
			return tensor.PadOp{}, false
		}
	}
	for _, o := range body.Ops() {
		if o.NumRegions() != 0 || !rewrite.IsMemoryEffectFree(o) && !o.HasTrait(ir.Terminator) {
			return tensor.PadOp{}, false
		}
	}
	return pad, true
}

// paddedGather is im2col's gather from the source of pad: window position
// (h, w), shifted by the low padding, reads the source when inside it
// (its indices clamped, so that the read is in bounds either way) and
// the padding value outside. inRes are the gather's input map results
// over (n, c, kh, kw, oh, ow); nil when one is not a sum of multiples.
func (b *builder) paddedGather(pad tensor.PadOp, t *ir.RankedTensorType, inRes []*ir.AffineExpr, dynamic []*ir.Value) *ir.Value {
	ctx := b.ctx
	for _, e := range inRes {
		if !sumOfMultiples(e) {
			return nil
		}
	}
	value := b.padValue(pad)
	init := b.rw.Build(tensor.Empty, dynamic, []ir.Type{t}).Result(0)
	blk := ir.NewBlock()
	blk.AddArgument(t.Elem, b.rw.Loc)
	r := ir.NewRegion()
	r.Append(blk)
	iters := make([]string, 6)
	for i := range iters {
		iters[i] = "parallel"
	}
	gather := b.rw.Create(&ir.OperationState{Name: ctx.NameOf(linalg.Generic), Loc: b.rw.Loc,
		Operands: []*ir.Value{init}, Types: []ir.Type{t}, Regions: []*ir.Region{r},
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr([]ir.Attribute{ctx.AffineMapAttr(ir.IdentityAffineMap(6))})},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, iters)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{0, 1})},
		}})
	ip := b.rw.Save()
	b.rw.SetInsertionPointToEnd(blk)
	b.rw.Build(linalg.Yield, []*ir.Value{b.paddedRead(pad, value, inRes, b.loopIndices(6))}, nil)
	b.rw.Restore(ip)
	return gather.Result(0)
}

// padValue clones the ops of pad's padding value at the rewriter's point
// and returns the value.
func (b *builder) padValue(pad tensor.PadOp) *ir.Value {
	mp := ir.NewIRMapping()
	for _, o := range pad.Region(0).Front().Ops() {
		if o.HasTrait(ir.Terminator) {
			return mp.Lookup(o.Operand(0))
		}
		b.rw.Insert(o.Clone(mp))
	}
	return nil
}

// loopIndices builds linalg.index of each of a linalg op's n loops.
func (b *builder) loopIndices(n int) []*ir.Value {
	ctx := b.ctx
	idx := make([]*ir.Value, n)
	for i := range idx {
		idx[i] = b.rw.Build(linalg.Index, nil, []ir.Type{ctx.IndexType()},
			ir.NamedAttr{Name: "dim", Value: ctx.IntegerAttr(ctx.I(64), int64(i))}).Result(0)
	}
	return idx
}

// paddedRead builds, inside a linalg op's body, the element of pad's
// result at inRes (the 4 results of a map over the loops idx, sums of
// multiples): pad's source at those indices less the low padding when
// they lie inside it (the H and W indices clamped, so that the read is in
// bounds either way), value outside.
func (b *builder) paddedRead(pad tensor.PadOp, value *ir.Value, inRes []*ir.AffineExpr, idx []*ir.Value) *ir.Value {
	ctx := b.ctx
	src := pad.Source()
	st := src.Type().(*ir.RankedTensorType)
	lows := pad.Attr("static_low").(*ir.DenseArrayAttr).Ints
	at := make([]*ir.Value, 4)
	inside := b.rw.Build(arith.Constant, nil, []ir.Type{ctx.I(1)}, ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.I(1), 1)}).Result(0)
	for i, e := range inRes {
		at[i] = b.evalAffine(e, idx)
		if i < 2 {
			continue
		}
		pos := b.arith(arith.SubI, at[i], b.index(lows[i]))
		size := b.index(st.Dims[i])
		inside = b.arith(arith.AndI, inside, b.cmp(arith.CmpISGE, pos, b.index(0)))
		inside = b.arith(arith.AndI, inside, b.cmp(arith.CmpISLT, pos, size))
		at[i] = b.arith(arith.MinSI, b.arith(arith.MaxSI, pos, b.index(0)), b.index(st.Dims[i]-1))
	}
	read := b.rw.Build(tensor.Extract, append([]*ir.Value{src}, at...), []ir.Type{st.Elem}).Result(0)
	return b.rw.Build(arith.Select, []*ir.Value{inside, read, value}, []ir.Type{st.Elem}).Result(0)
}

// sumOfMultiples reports whether e is built of dims, constants, sums and
// products by constants.
func sumOfMultiples(e *ir.AffineExpr) bool {
	switch e.Kind {
	case ir.AffineDim, ir.AffineConst:
		return true
	case ir.AffineAdd:
		return sumOfMultiples(e.LHS) && sumOfMultiples(e.RHS)
	case ir.AffineMul:
		return sumOfMultiples(e.LHS) && e.RHS.Kind == ir.AffineConst
	}
	return false
}

// evalAffine computes e (sumOfMultiples) on the index values of its dims.
func (b *builder) evalAffine(e *ir.AffineExpr, dims []*ir.Value) *ir.Value {
	switch e.Kind {
	case ir.AffineDim:
		return dims[e.Val]
	case ir.AffineConst:
		return b.index(e.Val)
	case ir.AffineAdd:
		return b.arith(arith.AddI, b.evalAffine(e.LHS, dims), b.evalAffine(e.RHS, dims))
	default:
		return b.arith(arith.MulI, b.evalAffine(e.LHS, dims), b.evalAffine(e.RHS, dims))
	}
}

func (b *builder) index(c int64) *ir.Value {
	ctx := b.ctx
	return b.rw.Build(arith.Constant, nil, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "value", Value: ctx.IntegerAttr(ctx.IndexType(), c)}).Result(0)
}

func (b *builder) arith(d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return b.rw.Build(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

func (b *builder) cmp(pred arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	ctx := b.ctx
	return b.rw.Build(arith.CmpI, []*ir.Value{x, y}, []ir.Type{ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: ctx.IntegerAttr(ctx.I(64), int64(pred))}).Result(0)
}

// staticRank4 reports whether t is a rank-4 tensor whose sizes, but for
// the first dynamicLead, are static.
func staticRank4(t *ir.RankedTensorType, dynamicLead int) bool {
	return len(t.Dims) == 4 && ir.IsStaticShape(t.Dims[dynamicLead:])
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
// elements of x read through in (the result's loops are t's dims);
// dynamic holds t's dynamic sizes.
func (b *builder) copyGeneric(x *ir.Value, t *ir.RankedTensorType, in *ir.AffineMap, dynamic []*ir.Value) *ir.Value {
	return b.copyGenericInto(x, b.rw.Build(tensor.Empty, dynamic, []ir.Type{t}).Result(0), in)
}

// copyGenericInto is copyGeneric into the tensor init.
func (b *builder) copyGenericInto(x, init *ir.Value, in *ir.AffineMap) *ir.Value {
	ctx := b.ctx
	t := init.Type().(*ir.RankedTensorType)
	blk := ir.NewBlock()
	blk.AddArgument(ir.ElementTypeOrSelf(x.Type()), b.rw.Loc)
	blk.AddArgument(t.Elem, b.rw.Loc)
	blk.Append(ir.Create(&ir.OperationState{Name: ctx.OpName(linalg.Yield.Name), Loc: b.rw.Loc, Operands: blk.Args()[:1]}))
	r := ir.NewRegion()
	r.Append(blk)
	iters := make([]string, len(t.Dims))
	for i := range iters {
		iters[i] = "parallel"
	}
	return b.rw.Create(&ir.OperationState{Name: ctx.OpName(linalg.Generic.Name), Loc: b.rw.Loc,
		Operands: []*ir.Value{x, init}, Types: []ir.Type{t}, Regions: []*ir.Region{r},
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr([]ir.Attribute{ctx.AffineMapAttr(in), ctx.AffineMapAttr(ir.IdentityAffineMap(len(t.Dims)))})},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, iters)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, 1})},
		}}).Result(0)
}

// alignedRows is a copy of the static matrix x whose rows are padded to
// a multiple of 16 bytes, read through a slice of x's shape; x itself
// when its rows already are. The padding is never written nor read.
func (b *builder) alignedRows(x *ir.Value) *ir.Value {
	ctx := b.ctx
	xt := x.Type().(*ir.RankedTensorType)
	bits := ir.IntOrFloatBitWidth(xt.Elem)
	if bits%8 != 0 || 128%bits != 0 {
		return x
	}
	perVector := int64(128 / bits)
	rows, cols := xt.Dims[0], xt.Dims[1]
	if cols%perVector == 0 {
		return x
	}
	padded := b.rw.Build(tensor.Empty, nil, []ir.Type{ctx.RankedTensorType([]int64{rows, ceilTo(cols, perVector)}, xt.Elem, nil)}).Result(0)
	slice := b.rw.Build(tensor.ExtractSlice, []*ir.Value{padded}, []ir.Type{xt},
		ir.NamedAttr{Name: "static_offsets", Value: ctx.DenseI64Array([]int64{0, 0})},
		ir.NamedAttr{Name: "static_sizes", Value: ctx.DenseI64Array([]int64{rows, cols})},
		ir.NamedAttr{Name: "static_strides", Value: ctx.DenseI64Array([]int64{1, 1})},
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, 0, 0, 0})}).Result(0)
	return b.copyGenericInto(x, slice, ir.IdentityAffineMap(2))
}

// ceilTo rounds n up to a multiple of m.
func ceilTo(n, m int64) int64 { return (n + m - 1) / m * m }

// reshape is tensor.collapse_shape or tensor.expand_shape of x by groups
// to shape; dynamic holds an expansion's dynamic sizes.
func (b *builder) reshape(def *ir.OpDef, x *ir.Value, groups [][]int, shape []int64, elem ir.Type, dynamic []*ir.Value) *ir.Value {
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
	operands := []*ir.Value{x}
	if def == tensor.ExpandShape {
		attrs = append(attrs, ir.NamedAttr{Name: "static_output_shape", Value: ctx.DenseI64Array(shape)})
		operands = append(operands, dynamic...)
	}
	return b.rw.Build(def, operands, []ir.Type{ctx.RankedTensorType(shape, elem, nil)}, attrs...).Result(0)
}
