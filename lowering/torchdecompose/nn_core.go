package torchdecompose

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// nnCoreDecompositions: core ATen neural-network ops.
var nnCoreDecompositions = append([]*rewrite.Pattern{
	// upsample_{linear1d,bilinear2d,trilinear3d,bicubic2d}(x, size, align, scales...)
	//   -> per spatial dim d, innermost first: y = sum_k index_select(y, d, idx_k) * w_k
	decomposition(torch.AtenUpsampleLinear1d, interpolate[torch.AtenUpsampleLinear1dArgs[*ir.Value]](1, tapsLinear)),
	decomposition(torch.AtenUpsampleLinear1dVec, interpolate[torch.AtenUpsampleLinear1dVecArgs[*ir.Value]](1, tapsLinear)),
	decomposition(torch.AtenUpsampleBilinear2d, interpolate[torch.AtenUpsampleBilinear2dArgs[*ir.Value]](2, tapsLinear)),
	decomposition(torch.AtenUpsampleBilinear2dVec, interpolate[torch.AtenUpsampleBilinear2dVecArgs[*ir.Value]](2, tapsLinear)),
	decomposition(torch.AtenUpsampleTrilinear3d, interpolate[torch.AtenUpsampleTrilinear3dArgs[*ir.Value]](3, tapsLinear)),
	decomposition(torch.AtenUpsampleTrilinear3dVec, interpolate[torch.AtenUpsampleTrilinear3dVecArgs[*ir.Value]](3, tapsLinear)),
	decomposition(torch.AtenUpsampleBicubic2d, interpolate[torch.AtenUpsampleBicubic2dArgs[*ir.Value]](2, tapsCubic)),
	decomposition(torch.AtenUpsampleBicubic2dVec, interpolate[torch.AtenUpsampleBicubic2dVecArgs[*ir.Value]](2, tapsCubic)),
	// _upsample_{bilinear,bicubic}2d_aa: the same with the antialiased taps
	decomposition(torch.Aten_UpsampleBilinear2dAa, interpolate[torch.Aten_UpsampleBilinear2dAaArgs[*ir.Value]](2, tapsLinearAA)),
	decomposition(torch.Aten_UpsampleBilinear2dAaVec, interpolate[torch.Aten_UpsampleBilinear2dAaVecArgs[*ir.Value]](2, tapsLinearAA)),
	decomposition(torch.Aten_UpsampleBicubic2dAa, interpolate[torch.Aten_UpsampleBicubic2dAaArgs[*ir.Value]](2, tapsCubicAA)),
	decomposition(torch.Aten_UpsampleBicubic2dAaVec, interpolate[torch.Aten_UpsampleBicubic2dAaVecArgs[*ir.Value]](2, tapsCubicAA)),
	// _upsample_nearest_exact<n>d(x, size, scales...) and .vec:
	//   per dim, index_select(x, d, [min(floor((o + 0.5) * scale), in-1)])
	decomposition(torch.Aten_UpsampleNearestExact1d, nearestExact[torch.Aten_UpsampleNearestExact1dArgs[*ir.Value]](1)),
	decomposition(torch.Aten_UpsampleNearestExact1dVec, nearestExact[torch.Aten_UpsampleNearestExact1dVecArgs[*ir.Value]](1)),
	decomposition(torch.Aten_UpsampleNearestExact2d, nearestExact[torch.Aten_UpsampleNearestExact2dArgs[*ir.Value]](2)),
	decomposition(torch.Aten_UpsampleNearestExact2dVec, nearestExact[torch.Aten_UpsampleNearestExact2dVecArgs[*ir.Value]](2)),
	decomposition(torch.Aten_UpsampleNearestExact3d, nearestExact[torch.Aten_UpsampleNearestExact3dArgs[*ir.Value]](3)),
	decomposition(torch.Aten_UpsampleNearestExact3dVec, nearestExact[torch.Aten_UpsampleNearestExact3dVecArgs[*ir.Value]](3)),
	// native_group_norm(x, w, b, N, C, HxW, G, eps) -> y, mean [N, G], rstd [N, G]
	//   with x viewed as [N, G, C/G*HxW]: m = mean(x), r = rsqrt(mean((x-m)^2) + eps),
	//   y = (x - m) * r * w + b per channel
	decomposition(torch.AtenNativeGroupNorm, nativeGroupNorm),
	// reflection_padNd(x, p), replication_padNd(x, p), pad(x, p, "reflect"|"replicate"):
	//   static dims: per padded dim, index_select(x, d, [src(j - before) for j < out])
	//   (negative amounts crop); dynamic dims: pad(x, p, mode) (decompose_pad.go)
	decomposition(torch.AtenReflectionPad1d, boundaryPad[torch.AtenReflectionPad1dArgs[*ir.Value]]("reflect", 1)),
	decomposition(torch.AtenReflectionPad2d, boundaryPad[torch.AtenReflectionPad2dArgs[*ir.Value]]("reflect", 2)),
	decomposition(torch.AtenReflectionPad3d, boundaryPad[torch.AtenReflectionPad3dArgs[*ir.Value]]("reflect", 3)),
	decomposition(torch.AtenReplicationPad1d, boundaryPad[torch.AtenReplicationPad1dArgs[*ir.Value]]("replicate", 1)),
	decomposition(torch.AtenReplicationPad2d, boundaryPad[torch.AtenReplicationPad2dArgs[*ir.Value]]("replicate", 2)),
	decomposition(torch.AtenReplicationPad3d, boundaryPad[torch.AtenReplicationPad3dArgs[*ir.Value]]("replicate", 3)),
	{Name: "Decompose_pad_static_border", Root: torch.AtenPad.Name, Benefit: 2, Rewrite: boundaryPad[torch.AtenPadArgs[*ir.Value]]("", 0)},
	// im2col(x, k, dil, pad, stride) [N?, C, H, W] -> [N?, C*kh*kw, oh*ow]:
	//   xp = constant_pad_nd(x, pad); block (i, j) = xp[..., i*dh :: sh][..., j*dw :: sw]
	//   (oh and ow of them); cat(unsqueeze(blocks, -3), -3) viewed as [N?, C*kh*kw, oh*ow]
	decomposition(torch.AtenIm2col, im2col),
	// grid_sampler_{2d,3d}(x, grid, mode, padding, align), grid_sampler:
	//   source coordinates from the grid (unnormalized, clamped or
	//   reflected), then per neighbour: gather(x viewed [N, C, S], flat
	//   index) * weight, masked to 0 outside the input, summed
	decomposition(torch.AtenGridSampler2d, gridSampler[torch.AtenGridSampler2dArgs[*ir.Value]](2)),
	decomposition(torch.AtenGridSampler3d, gridSampler[torch.AtenGridSampler3dArgs[*ir.Value]](3)),
	decomposition(torch.AtenGridSampler, gridSampler[torch.AtenGridSamplerArgs[*ir.Value]](0)),
	// cdist(x1, x2, p, mode), _cdist_forward: d = unsqueeze(x1, -2) - unsqueeze(x2, -3),
	//   then the p-norm over the last dim (sum(d != 0), sum|d|, sqrt(sum d^2), amax|d|, or
	//   sum(|d|^p)^(1/p))
	decomposition(torch.AtenCdist, cdist[torch.AtenCdistArgs[*ir.Value]]),
	decomposition(torch.Aten_CdistForward, cdist[torch.Aten_CdistForwardArgs[*ir.Value]]),
	// pdist(x, p), _pdist_forward -> index_select(view(cdist(x, x, p), [N*N]), 0, [i*N + j for i < j])
	decomposition(torch.AtenPdist, pdist[torch.AtenPdistArgs[*ir.Value]]),
	decomposition(torch.Aten_PdistForward, pdist[torch.Aten_PdistForwardArgs[*ir.Value]]),
	// _embedding_bag(w, idx, offsets, _, mode, _, psw?, last, pad) and embedding_bag(.padding_idx):
	//   bag_of[i] = sum(offsets <= i) - 1; member[b, i] = bag_of[i] == b && idx[i] != pad (b < B);
	//   rows = index_select(w, 0, idx) (* psw); output = sum / mean / amax over i of rows where member
	decomposition(torch.Aten_EmbeddingBag, embeddingBag[torch.Aten_EmbeddingBagArgs[*ir.Value]]),
	decomposition(torch.Aten_EmbeddingBagForwardOnly, embeddingBag[torch.Aten_EmbeddingBagForwardOnlyArgs[*ir.Value]]),
	decomposition(torch.AtenEmbeddingBag, embeddingBag[torch.AtenEmbeddingBagArgs[*ir.Value]]),
	decomposition(torch.AtenEmbeddingBagPaddingIdx, embeddingBag[torch.AtenEmbeddingBagPaddingIdxArgs[*ir.Value]]),
	// col2im(x, size, k, dil, pad, stride) [N?, C*kh*kw, L] -> [N?, C, H, W]: x viewed
	//   [N?, C, kh, kw, oh, ow]; block (i, j) added into the padded output's strided
	//   window (slice_scatter of slice + block), the padding cut off
	decomposition(torch.AtenCol2im, col2im),
	// batch_norm(x, w, b, rm, rv, training=true, ...) and instance_norm(x, w, b, rm, rv,
	//   use_input_stats=true, ...): the batch's statistics over dims [0, 2, ...] (batch norm)
	//   or [2, ...] (instance norm): (x - mean) * rsqrt(var + eps) * w + b per channel; the
	//   running statistics' update (an in-place side effect) is not modeled
	{Name: "Decompose_batch_norm_training", Root: torch.AtenBatchNorm.Name, Benefit: 1, Rewrite: batchStatsNorm[torch.AtenBatchNormArgs[*ir.Value]](false)},
	// instance_norm with use_input_stats=false -> batch_norm in inference
	decomposition(torch.AtenInstanceNorm, batchStatsNorm[torch.AtenInstanceNormArgs[*ir.Value]](true)),
	// native_dropout(x, p, train=false) -> x, ones_like(x, bool)
	decomposition(torch.AtenNativeDropout, nativeDropoutEval),
	// empty_strided(size, stride, dtype, layout, device, pin) -> empty(size, dtype, layout, device, pin)
	// (a value tensor has no strides; its contents are unspecified)
	decomposition(torch.AtenEmptyStrided, emptyStrided),
	// Symbolic shape queries of a value tensor (contiguous, offset 0):
	// sym_size.int -> size.int, sym_numel -> numel,
	// sym_stride.int(x, d) -> prod(sizes[d+1:]), sym_storage_offset -> 0,
	// sym_is_contiguous(x, contiguous_format) -> true.
	decomposition(torch.AtenSymSizeInt, renamed(torch.AtenSizeInt)),
	decomposition(torch.AtenSymNumel, renamed(torch.AtenNumel)),
	decomposition(torch.AtenSymStrideInt, symStride),
	decomposition(torch.AtenSymStorageOffset, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		b := newTorchBuilder(op, rw)
		b.replace(op, b.int(0))
		return true
	}),
	decomposition(torch.AtenSymIsContiguous, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := torch.AtenSymIsContiguousArgs[*ir.Value](op.Operands())
		if f, ok := torch.ConstantIntValue(args.MemoryFormat()); !ok || f != 0 {
			return false // channels_last asks about another layout
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.bool(true))
		return true
	}),
}, nnBackwardDecompositions...) // nn_backward.go

// floatLiteral is a torch.vtensor.literal of the given shape and float
// dtype holding vs (rounded to the dtype).
func (b *torchBuilder) floatLiteral(shape []int64, dtype ir.Type, vs []float64) *ir.Value {
	var data []byte
	for _, v := range vs {
		data = ir.PutScalar(data, dtype, 0, v)
	}
	attr := b.ctx.DenseElementsAttr(b.ctx.RankedTensorType(shape, dtype, nil), data)
	return b.create(torch.VTensorLiteral.Name, nil, []ir.Type{torch.VTensor(b.ctx, shape, dtype)}, ir.NamedAttr{Name: "value", Value: attr}).Result(0)
}

// nativeGroupNorm decomposes native_group_norm(x, w?, b?, N, C, HxW,
// group, eps) as groupNorm (decompose_more.go) does group_norm, with the
// statistics as its second and third results, [N, G].
func nativeGroupNorm(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenNativeGroupNormArgs[*ir.Value](op.Operands())
	x := args.Input()
	t := floatTensor(x)
	g, ok := torch.ConstantIntValue(args.Group())
	if t == nil || !ok || len(t.Sizes) < 2 || !sameDtype(op, x) {
		return false
	}
	c := t.Sizes[1]
	if c == torch.Dynamic || g <= 0 || c%g != 0 {
		return false
	}
	w, bias, eps := args.Weight(), args.Bias(), args.Eps()
	for _, p := range []*ir.Value{w, bias} {
		if pt := ranked(p); !torch.IsNoneValue(p) && (pt == nil || pt.Dtype != t.Dtype) {
			return false
		}
	}
	for i := 1; i < 3; i++ {
		if rt := ranked(op.Result(i)); rt == nil || rt.Dtype != t.Dtype || len(rt.Sizes) != 2 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	inner := b.int(c / g)
	for i := 2; i < len(t.Sizes); i++ {
		inner = b.times(inner, b.dim(x, i))
	}
	n := b.dim(x, 0)
	grouped := b.aten(torch.AtenView, x, b.list(n, b.int(g), inner))
	mean := b.aten(torch.AtenMeanDim, grouped, b.ints(2), b.bool(true), b.none())
	d := b.sub(grouped, mean)
	variance := b.aten(torch.AtenMeanDim, b.mul(d, d), b.ints(2), b.bool(true), b.none())
	rstd := b.aten(torch.AtenRsqrt, b.aten(torch.AtenAddScalar, variance, eps, b.int(1)))
	y := b.aten(torch.AtenView, b.mul(d, rstd), b.sizes(x))
	shape := make([]int64, len(t.Sizes))
	for i := range shape {
		shape[i] = 1
	}
	shape[1] = c
	if !torch.IsNoneValue(w) {
		y = b.mul(y, b.aten(torch.AtenView, w, b.ints(shape...)))
	}
	if !torch.IsNoneValue(bias) {
		y = b.add(y, b.aten(torch.AtenView, bias, b.ints(shape...)))
	}
	stats := b.list(n, b.int(g))
	b.replace(op, y, b.aten(torch.AtenView, mean, stats), b.aten(torch.AtenView, rstd, b.list(n, b.int(g))))
	return true
}

// boundaryPad decomposes reflection_pad<nd>d and replication_pad<nd>d
// (self, padding[2*nd]); with mode "" it is pad(self, padding, mode,
// value?) in reflect or replicate mode, taken here only when a padded dim
// is static and an amount negative (decompose_pad.go's pad handles the
// rest). Padding pair i (before, after) is for dim rank-1-i, and output
// position j of a static dim of size n reads
//
//	reflect:   k = j - before; -k if k < 0, 2(n-1) - k if k >= n, else k
//	replicate: clamp(j - before, 0, n-1)
//
// as PyTorch's kernels index (a negative amount crops); a dynamic dim
// goes through pad, which handles non-negative amounts.
func boundaryPad[A selfArgs](mode string, dims int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		// nd is this op's: aten.pad's (dims 0) comes from its padding, and
		// the pattern is shared by every match, on every goroutine.
		nd := dims
		args := A(op.Operands())
		x := args.Self()
		padArgs, isPad := any(args).(torch.AtenPadArgs[*ir.Value])
		var padding *ir.Value
		if isPad {
			padding = padArgs.Pad()
		} else {
			padding = any(args).(interface{ Padding() *ir.Value }).Padding()
		}
		t, rt := ranked(x), ranked(op.Result(0))
		ps, ok := torch.ConstantIntList(padding)
		if t == nil || rt == nil || !ok || !sameDtype(op, x) || len(rt.Sizes) != len(t.Sizes) {
			return false
		}
		m := mode
		if m == "" {
			if d := padArgs.Mode().DefiningOp(); d != nil && d.Name() == torch.ConstantStr.Name {
				if s, ok := d.Attr("value").(*ir.StringAttr); ok {
					m = s.Value
				}
			}
			if m != "reflect" && m != "replicate" {
				return false
			}
			if c, ok := torch.ConstantFloatValue(padArgs.Value()); !torch.IsNoneValue(padArgs.Value()) && (!ok || c != 0) {
				return false
			}
			nd = len(ps) / 2
		}
		if len(ps) != 2*nd || nd == 0 || (len(t.Sizes) != nd+1 && len(t.Sizes) != nd+2) {
			return false
		}
		static, negative := true, false
		for i := 0; i < nd; i++ {
			d := len(t.Sizes) - 1 - i
			n, before, after := t.Sizes[d], ps[2*i], ps[2*i+1]
			if before == 0 && after == 0 {
				continue
			}
			negative = negative || before < 0 || after < 0
			if n == torch.Dynamic || rt.Sizes[d] == torch.Dynamic {
				static = false
				continue
			}
			if n <= 0 || n+before+after != rt.Sizes[d] || (m == "reflect" && (before >= n || after >= n)) {
				return false
			}
		}
		if mode == "" && (!static || !negative) {
			return false
		}
		if !static {
			if negative {
				return false
			}
			b := newTorchBuilder(op, rw)
			str := b.create(torch.ConstantStr.Name, nil, []ir.Type{torch.Str(b.ctx)},
				ir.NamedAttr{Name: "value", Value: b.ctx.StringAttr(m)}).Result(0)
			pad := b.create(torch.AtenPad.Name, []*ir.Value{x, padding, str, b.none()}, []ir.Type{op.Result(0).Type()})
			b.replace(op, pad.Result(0))
			return true
		}
		b := newTorchBuilder(op, rw)
		y := x
		for i := 0; i < nd; i++ {
			d := len(t.Sizes) - 1 - i
			n, before, after := t.Sizes[d], ps[2*i], ps[2*i+1]
			if before == 0 && after == 0 {
				continue
			}
			src := make([]int64, n+before+after)
			for j := range src {
				k := int64(j) - before
				if m == "replicate" {
					src[j] = min(max(k, 0), n-1)
					continue
				}
				if k < 0 {
					k = -k
				} else if k >= n {
					k = 2*(n-1) - k
				}
				src[j] = k
			}
			y = b.aten(torch.AtenIndexSelect, y, b.int(int64(d)), b.i64Literal(src))
		}
		b.replace(op, y)
		return true
	}
}

// nativeDropoutEval is native_dropout(x, p, train) with train false:
// PyTorch returns x and an all-true mask. Training draws a random mask
// and is left alone.
func nativeDropoutEval(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenNativeDropoutArgs[*ir.Value](op.Operands())
	x := args.Input()
	if train, ok := torch.ConstantBoolValue(args.Train()); !ok || train || ranked(x) == nil || !sameDtype(op, x) {
		return false
	}
	b := newTorchBuilder(op, rw)
	none := b.none()
	mask := b.create(torch.AtenOnesLike.Name, []*ir.Value{x, b.int(torch.ScalarTypeOfDtype(b.ctx, b.ctx.I(1))), none, none, none, none},
		[]ir.Type{op.Result(1).Type()}).Result(0)
	b.replace(op, x, mask)
	return true
}

// emptyStrided is empty_strided(size, stride, dtype?, layout?, device?,
// pin_memory?) as empty.memory_format, whose result type is the op's.
func emptyStrided(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenEmptyStridedArgs[*ir.Value](op.Operands())
	if ranked(op.Result(0)) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	ops := []*ir.Value{args.Size(), args.Dtype(), args.Layout(), args.Device(), args.PinMemory(), b.none()}
	b.replace(op, b.create(torch.AtenEmptyMemoryFormat.Name, ops, []ir.Type{op.Result(0).Type()}).Result(0))
	return true
}

// renamed replaces an op by the ATen op name of the same operands and
// result types.
func renamed(target *ir.OpDef) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		b := newTorchBuilder(op, rw)
		types := make([]ir.Type, op.NumResults())
		for i := range types {
			types[i] = op.Result(i).Type()
		}
		b.replace(op, b.create(target.Name, op.Operands(), types).Results()...)
		return true
	}
}

// symStride is sym_stride.int(x, d) of a ranked x and constant d: the
// product of the sizes after d (1 for the last dim).
func symStride(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenSymStrideIntArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	d, ok := torch.ConstantIntValue(args.Dim())
	if t == nil || !ok || len(t.Sizes) == 0 {
		return false
	}
	r := int64(len(t.Sizes))
	if d < 0 {
		d += r
	}
	if d < 0 || d >= r {
		return false
	}
	b := newTorchBuilder(op, rw)
	s := b.int(1)
	for i := int(d) + 1; i < len(t.Sizes); i++ {
		s = b.times(s, b.dim(x, i))
	}
	b.replace(op, s)
	return true
}

// cdist decomposes cdist(x1 [*, P, M], x2 [*, R, M], p, compute_mode?)
// for a constant p by broadcasting the rows against each other.
func cdist[A interface {
	~[]*ir.Value
	P() *ir.Value
	X1() *ir.Value
	X2() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x1, x2 := args.X1(), args.X2()
	t1, t2 := floatTensor(x1), floatTensor(x2)
	p, ok := torch.ConstantFloatValue(args.P())
	if t1 == nil || t2 == nil || !ok || !(p >= 0) || t1.Dtype != t2.Dtype || !sameDtype(op, x1) ||
		len(t1.Sizes) < 2 || len(t2.Sizes) < 2 {
		return false
	}
	m := t1.Sizes[len(t1.Sizes)-1]
	if math.IsInf(p, 1) && (m == 0 || m == torch.Dynamic) {
		return false // amax over no elements
	}
	b := newTorchBuilder(op, rw)
	d := b.sub(b.aten(torch.AtenUnsqueeze, x1, b.int(-2)), b.aten(torch.AtenUnsqueeze, x2, b.int(-3)))
	b.replace(op, b.pNorm(d, p, t1.Dtype))
	return true
}

// pNorm is the p-norm of d over its last dim, in d's float dtype.
func (b *torchBuilder) pNorm(d *ir.Value, p float64, dtype ir.Type) *ir.Value {
	sum := func(v *ir.Value) *ir.Value {
		return b.aten(torch.AtenSumDimIntList, v, b.ints(-1), b.bool(false), b.none())
	}
	switch {
	case p == 0:
		return sum(b.toDtype(b.aten(torch.AtenNeScalar, d, b.int(0)), dtype))
	case p == 1:
		return sum(b.aten(torch.AtenAbs, d))
	case p == 2:
		return b.aten(torch.AtenSqrt, sum(b.mul(d, d)))
	case math.IsInf(p, 1):
		return b.aten(torch.AtenAmax, b.aten(torch.AtenAbs, d), b.ints(-1), b.bool(false))
	}
	return b.aten(torch.AtenPowTensorScalar, sum(b.aten(torch.AtenPowTensorScalar, b.aten(torch.AtenAbs, d), b.float(p))), b.float(1/p))
}

// pdist decomposes pdist(x [N, M], p) for a static N: the upper triangle
// of cdist(x, x), row by row.
func pdist[A interface {
	selfArgs
	P() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x := args.Self()
	t := floatTensor(x)
	p, ok := torch.ConstantFloatValue(args.P())
	if t == nil || !ok || !(p >= 0) || len(t.Sizes) != 2 || t.Sizes[0] == torch.Dynamic || !sameDtype(op, x) {
		return false
	}
	n, m := t.Sizes[0], t.Sizes[1]
	if math.IsInf(p, 1) && (m == 0 || m == torch.Dynamic) {
		return false
	}
	b := newTorchBuilder(op, rw)
	var idx []int64
	for i := int64(0); i < n; i++ {
		for j := i + 1; j < n; j++ {
			idx = append(idx, i*n+j)
		}
	}
	if len(idx) == 0 {
		none := b.none()
		e := b.create(torch.AtenEmptyMemoryFormat.Name, []*ir.Value{b.ints(0), b.int(torch.ScalarTypeOfDtype(b.ctx, t.Dtype)), none, none, none, none},
			[]ir.Type{op.Result(0).Type()})
		b.replace(op, e.Result(0))
		return true
	}
	d := b.sub(b.aten(torch.AtenUnsqueeze, x, b.int(1)), b.aten(torch.AtenUnsqueeze, x, b.int(0)))
	all := b.aten(torch.AtenView, b.pNorm(d, p, t.Dtype), b.ints(n*n))
	b.replace(op, b.aten(torch.AtenIndexSelect, all, b.int(0), b.i64Literal(idx)))
	return true
}

// embeddingBag decomposes the embedding_bag family for 1-d indices and a
// static number of offsets: every bag reduces all the looked-up rows,
// masked to its members, so the offsets stay runtime values. The
// auxiliary results are built as torchexec defines them (offset2bag,
// bag_size, max_indices). Mode 2 takes amax, so a NaN row wins where
// PyTorch's kernel keeps the first non-NaN maximum.
func embeddingBag[A interface {
	~[]*ir.Value
	Weight() *ir.Value
	Indices() *ir.Value
	Offsets() *ir.Value
	Mode() *ir.Value
	PerSampleWeights() *ir.Value
	IncludeLastOffset() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	w, idx, offs := args.Weight(), args.Indices(), args.Offsets()
	wt, it, ot := floatTensor(w), ranked(idx), ranked(offs)
	mode, ok1 := torch.ConstantIntValue(args.Mode())
	last, ok2 := torch.ConstantBoolValue(args.IncludeLastOffset())
	padding := int64(-1)
	if pa, ok := any(args).(interface{ PaddingIdx() *ir.Value }); ok && !torch.IsNoneValue(pa.PaddingIdx()) {
		p, ok := torch.ConstantIntValue(pa.PaddingIdx())
		if !ok {
			return false
		}
		padding = p
	}
	if wt == nil || it == nil || ot == nil || !ok1 || !ok2 || mode < 0 || mode > 2 || !sameDtype(op, w) ||
		len(wt.Sizes) != 2 || len(it.Sizes) != 1 || len(ot.Sizes) != 1 || ot.Sizes[0] == torch.Dynamic ||
		torch.IsFloatDtype(it.Dtype) || torch.IsFloatDtype(ot.Dtype) {
		return false
	}
	psw := args.PerSampleWeights()
	if !torch.IsNoneValue(psw) && (mode != 0 || ranked(psw) == nil || ranked(psw).Dtype != wt.Dtype) {
		return false
	}
	no := ot.Sizes[0]
	nb := no
	if last {
		nb--
	}
	if nb < 0 || (mode == 1 && no == 1 && it.Sizes[0] == torch.Dynamic) {
		return false
	}
	o2b := ranked(op.Result(1))
	if o2b == nil || len(o2b.Sizes) != 1 {
		return false
	}
	b := newTorchBuilder(op, rw)
	none := b.none()
	i64 := b.ctx.IntegerType(64, ir.Signed)
	idx64 := idx
	if it.Dtype != i64 {
		idx64 = b.toDtype(idx, i64)
	}
	offs64 := offs
	if ot.Dtype != i64 {
		offs64 = b.toDtype(offs, i64)
	}
	nI := b.dim(idx, 0)
	pos := b.arange(b.int(0), nI, b.int(1))
	starts := b.aten(torch.AtenLeTensor, b.aten(torch.AtenUnsqueeze, offs64, b.int(0)), b.aten(torch.AtenUnsqueeze, pos, b.int(1)))
	bagOf := b.aten(torch.AtenSubScalar, b.aten(torch.AtenSumDimIntList, b.toDtype(starts, i64), b.ints(1), b.bool(false), none), b.int(1), b.int(1))
	member := b.aten(torch.AtenEqTensor, b.aten(torch.AtenUnsqueeze, bagOf, b.int(0)), b.aten(torch.AtenUnsqueeze, b.arange(b.int(0), b.int(nb), b.int(1)), b.int(1)))
	if padding >= 0 {
		member = b.aten(torch.AtenLogicalAnd, member, b.aten(torch.AtenUnsqueeze, b.aten(torch.AtenNeScalar, idx64, b.int(padding)), b.int(0)))
	}
	rows := b.aten(torch.AtenIndexSelect, w, b.int(0), idx64)
	if !torch.IsNoneValue(psw) {
		rows = b.mul(rows, b.aten(torch.AtenUnsqueeze, psw, b.int(1)))
	}
	d := b.dim(w, 1)
	rows3 := b.aten(torch.AtenExpand, b.aten(torch.AtenUnsqueeze, rows, b.int(0)), b.list(b.int(nb), nI, d), b.bool(false))
	outside := b.aten(torch.AtenUnsqueeze, b.aten(torch.AtenLogicalNot, member), b.int(2))
	count := b.aten(torch.AtenSumDimIntList, b.toDtype(member, i64), b.ints(1), b.bool(false), none)
	empty := b.aten(torch.AtenUnsqueeze, b.aten(torch.AtenEqScalar, count, b.int(0)), b.int(1))
	var out, maxIdx *ir.Value
	switch mode {
	case 0, 1:
		out = b.aten(torch.AtenSumDimIntList, b.aten(torch.AtenMaskedFillScalar, rows3, outside, b.int(0)), b.ints(1), b.bool(false), none)
		if mode == 1 {
			if no == 1 {
				// PyTorch divides a single bag by the index count,
				// padding included.
				out = b.divScalar(out, float64(max(it.Sizes[0], 1)))
			} else {
				out = b.div(out, b.aten(torch.AtenClamp, b.toDtype(b.aten(torch.AtenUnsqueeze, count, b.int(1)), wt.Dtype), b.int(1), b.none()))
			}
		}
	default:
		masked := b.aten(torch.AtenMaskedFillScalar, rows3, outside, b.float(math.Inf(-1)))
		out = b.aten(torch.AtenMaskedFillScalar, b.aten(torch.AtenAmax, masked, b.ints(1), b.bool(false)), empty, b.int(0))
		at := b.aten(torch.AtenArgmax, masked, b.int(1), b.bool(false))
		winners := b.aten(torch.AtenIndexSelect, idx64, b.int(0), b.aten(torch.AtenView, at, b.ints(-1)))
		maxIdx = b.aten(torch.AtenMaskedFillScalar, b.aten(torch.AtenView, winners, b.list(b.int(nb), d)), empty, b.int(0))
	}
	vals := []*ir.Value{out, nil, nil, nil}
	if !op.Result(1).UseEmpty() {
		if o2b.Sizes[0] == 0 {
			vals[1] = b.create(torch.AtenEmptyMemoryFormat.Name, []*ir.Value{b.ints(0), b.int(torch.ScalarTypeOfDtype(b.ctx, i64)), none, none, none, none},
				[]ir.Type{op.Result(1).Type()}).Result(0)
		} else {
			vals[1] = bagOf
		}
	}
	zeros := func(n int64) *ir.Value {
		return b.aten(torch.AtenFull, b.ints(n), b.int(0), b.int(torch.ScalarTypeOfDtype(b.ctx, i64)), none, none, none)
	}
	if !op.Result(2).UseEmpty() {
		vals[2] = count
		if mode == 0 {
			vals[2] = zeros(no)
		}
	}
	if !op.Result(3).UseEmpty() {
		switch mode {
		case 0:
			vals[3] = zeros(no)
		case 1:
			vals[3] = zeros(nb)
		default:
			vals[3] = maxIdx
		}
	}
	b.replace(op, vals...)
	return true
}

// batchStatsNorm decomposes batch_norm in training (instance false) and
// instance_norm (true), both (input, weight?, bias?, running_mean?,
// running_var?, training/use_input_stats, momentum, eps, cudnn_enabled),
// normalizing with the input's own biased statistics. instance_norm
// without input statistics is batch_norm in inference, which decompose.go
// handles.
func batchStatsNorm[A torch.BatchNormArgs](instance bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Input()
		t := floatTensor(x)
		var useStats *ir.Value
		switch a := any(args).(type) {
		case interface{ Training() *ir.Value }:
			useStats = a.Training()
		case interface{ UseInputStats() *ir.Value }:
			useStats = a.UseInputStats()
		}
		stats, ok := torch.ConstantBoolValue(useStats)
		if t == nil || !ok || len(t.Sizes) < 2 || !sameDtype(op, x) {
			return false
		}
		for _, p := range []*ir.Value{args.Weight(), args.Bias()} {
			if pt := ranked(p); !torch.IsNoneValue(p) && (pt == nil || pt.Dtype != t.Dtype) {
				return false
			}
		}
		if !stats {
			if !instance || torch.IsNoneValue(args.RunningMean()) || torch.IsNoneValue(args.RunningVar()) {
				return false // batch_norm in inference: decompose.go
			}
			b := newTorchBuilder(op, rw)
			b.replace(op, b.atenAs(torch.AtenBatchNorm, op.Result(0).Type(), op.Operands()...))
			return true
		}
		var dims []int64
		if !instance {
			dims = append(dims, 0)
		}
		for d := 2; d < len(t.Sizes); d++ {
			dims = append(dims, int64(d))
		}
		if len(dims) == 0 {
			return false // instance norm of [N, C]: PyTorch rejects it
		}
		b := newTorchBuilder(op, rw)
		none := b.none()
		mean := b.aten(torch.AtenMeanDim, x, b.ints(dims...), b.bool(true), none)
		d := b.sub(x, mean)
		variance := b.aten(torch.AtenMeanDim, b.mul(d, d), b.ints(dims...), b.bool(true), none)
		y := b.mul(d, b.aten(torch.AtenRsqrt, b.aten(torch.AtenAddScalar, variance, args.Eps(), b.int(1))))
		shape := make([]int64, len(t.Sizes))
		for i := range shape {
			shape[i] = 1
		}
		shape[1] = -1
		if w := args.Weight(); !torch.IsNoneValue(w) {
			y = b.mul(y, b.aten(torch.AtenView, w, b.ints(shape...)))
		}
		if bias := args.Bias(); !torch.IsNoneValue(bias) {
			y = b.add(y, b.aten(torch.AtenView, bias, b.ints(shape...)))
		}
		b.replace(op, y)
		return true
	}
}
