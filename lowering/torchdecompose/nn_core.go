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
	//   (negative amounts crop); dynamic dims: pad(x, p, mode) (decompose_more.go)
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

// Linear and cubic interpolation as PyTorch's CPU kernel computes it
// (upsample_generic_Nd_kernel_impl): separable, each output element is
//
//	out = sum_k0 w0[k0] * (sum_k1 w1[k1] * (... x[i0[k0], i1[k1], ...]))
//
// with the taps (source indices and weights) of each spatial dim computed
// from its static sizes in the op's math type (float32 for all but
// float64 inputs). The decomposition evaluates the same sums innermost
// dim first, each an index_select per tap times a literal weight vector
// broadcast along the dim, accumulated in PyTorch's order; f16 and bf16
// run in f32 with weights rounded to their dtype, as the kernel stores
// them. Spatial dims must be static; batch and channels may be dynamic.

// interpolate decomposes an upsampling op over nsp spatial dims, A its
// argument list: (self, output_size, align_corners, scales...) or the
// .vec form's (input, output_size?, align_corners, scale_factors?).
func interpolate[A ~[]*ir.Value](nsp int, kind tapsKind) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		u := torch.UpsamplingOf(A(op.Operands()))
		x := u.Input
		if xt := ranked(x); xt != nil && nsp == 2 && isUint8Dtype(xt.Dtype) {
			return interpolateU8(op, rw, u, kind)
		}
		t, rt := floatTensor(x), ranked(op.Result(0))
		if t == nil || rt == nil || len(t.Sizes) != nsp+2 || len(rt.Sizes) != nsp+2 || !sameDtype(op, x) {
			return false
		}
		align, ok := torch.ConstantBoolValue(u.AlignCorners)
		if !ok {
			return false
		}
		scales, ok := constScales(u, nsp)
		if !ok {
			return false
		}
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			if in == torch.Dynamic || out == torch.Dynamic || in <= 0 || out <= 0 {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		f64 := t.Dtype == b.ctx.F64()
		y := x
		low := !f64 && t.Dtype != b.ctx.F32()
		if low {
			y = b.toDtype(x, b.ctx.F32())
		}
		for d := nsp - 1; d >= 0; d-- {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			taps := interpTaps[float32]
			if f64 {
				taps = interpTaps[float64]
			}
			idx, w := taps(kind, in, out, scales[d], align)
			if idx == nil {
				continue // the identity
			}
			wshape := make([]int64, nsp-d)
			for i := range wshape {
				wshape[i] = 1
			}
			wshape[0] = out
			var acc *ir.Value
			for k := range idx {
				sel := b.aten(torch.AtenIndexSelect, y, b.int(int64(2+d)), b.i64Literal(idx[k]))
				wk := b.floatLiteral(wshape, t.Dtype, w[k])
				if low {
					wk = b.toDtype(wk, b.ctx.F32())
				}
				term := b.mul(sel, wk)
				if acc == nil {
					acc = term
				} else {
					acc = b.add(acc, term)
				}
			}
			y = acc
		}
		if low {
			y = b.toDtype(y, t.Dtype)
		}
		b.replace(op, y)
		return true
	}
}

// interpTaps are the taps of one dim from in to out positions, computed
// in T as PyTorch's HelperInterpLinear and HelperInterpCubic do: tap k of
// output o reads idx[k][o] with weight w[k][o]. A linear dim of equal
// sizes is the identity (nil), as PyTorch copies it.
func interpTaps[T float32 | float64](kind tapsKind, in, out int64, scale float64, align bool) (idx [][]int64, w [][]float64) {
	cubic := kind == tapsCubic
	var ratio T
	switch {
	case align && out > 1:
		ratio = T(in-1) / T(out-1)
	case !align && scale > 0:
		ratio = T(1.0 / scale)
	case !align:
		ratio = T(in) / T(out)
	}
	if kind == tapsLinearAA || kind == tapsCubicAA {
		return aaTaps(kind == tapsCubicAA, in, out, ratio)
	}
	source := func(o int64) T {
		if align {
			return ratio * T(o)
		}
		s := ratio*(T(o)+0.5) - 0.5
		if !cubic && s < 0 {
			s = 0
		}
		return s
	}
	// guard: i = min(floor(src), in-1), lambda = clamp(src - i, 0, 1).
	guard := func(src T) (int64, T) {
		i := min(int64(math.Floor(float64(float32(src)))), in-1)
		return i, min(max(src-T(i), 0), 1)
	}
	if !cubic {
		if in == out {
			return nil, nil
		}
		idx, w = [][]int64{make([]int64, out), make([]int64, out)}, [][]float64{make([]float64, out), make([]float64, out)}
		for o := int64(0); o < out; o++ {
			i0, l1 := guard(source(o))
			i1 := i0
			if i0 < in-1 {
				i1++
			}
			idx[0][o], idx[1][o] = i0, i1
			w[0][o], w[1][o] = float64(1-l1), float64(l1)
		}
		return idx, w
	}
	const a = -0.75
	conv1 := func(x T) T { return ((a+2)*x-(a+3))*x*x + 1 }
	conv2 := func(x T) T { return ((a*x-5*a)*x+8*a)*x - 4*a }
	idx, w = make([][]int64, 4), make([][]float64, 4)
	for k := range idx {
		idx[k], w[k] = make([]int64, out), make([]float64, out)
	}
	for o := int64(0); o < out; o++ {
		i, t := guard(source(o))
		cs := [4]T{conv2(t + 1), conv1(t), conv1(1 - t), conv2(1 - t + 1)}
		for k := range idx {
			idx[k][o] = min(max(i-1+int64(k), 0), in-1)
			w[k][o] = float64(cs[k])
		}
	}
	return idx, w
}

// tapsKind is an interpolation filter.
type tapsKind int

const (
	tapsLinear   tapsKind = iota // two taps
	tapsCubic                    // four taps, Keys' A = -0.75
	tapsLinearAA                 // antialiased triangle
	tapsCubicAA                  // antialiased cubic, A = -0.5
)

// aaTaps are the antialiased taps of one dim for the scale in/out (or as
// given), computed in T as PyTorch's _compute_weights_aa does (its
// doubles where the C++ mixes in a double literal): support = taps/2 *
// max(scale, 1); output o centres at c = scale*(o+0.5) and reads inputs
// [trunc(c - support + 0.5), trunc(c + support + 0.5)) within the input,
// weighted by filter((i - c + 0.5) / max(scale, 1)) normalized to sum 1.
// Outputs with fewer inputs than the most read their first input again
// with weight 0.
func aaTaps[T float32 | float64](cubic bool, in, out int64, scale T) (idx [][]int64, w [][]float64) {
	size, a := 2.0, T(0)
	if cubic {
		size, a = 4, -0.5
	}
	filter := func(x T) T {
		if x < 0 {
			x = -x
		}
		switch {
		case !cubic && x < 1:
			return T(1.0 - float64(x))
		case cubic && x < 1:
			return ((a+2)*x-(a+3))*x*x + 1
		case cubic && x < 2:
			return ((a*x-5*a)*x+8*a)*x - 4*a
		}
		return 0
	}
	support, inv := T(size*0.5), T(1)
	if scale >= 1 {
		support, inv = T(size*0.5*float64(scale)), T(1.0/float64(scale))
	}
	maxTaps := int64(math.Ceil(float64(support)))*2 + 1
	los, ws := make([]int64, out), make([][]T, out)
	k := 0
	for o := int64(0); o < out; o++ {
		c := T(float64(scale) * (float64(o) + 0.5))
		lo := max(int64(float64(c-support)+0.5), 0)
		n := min(max(min(int64(float64(c+support)+0.5), in)-lo, 0), maxTaps)
		total := T(0)
		for j := int64(0); j < n; j++ {
			x := T((float64(T(j+lo)-c) + 0.5) * float64(inv))
			ws[o] = append(ws[o], filter(x))
			total += ws[o][j]
		}
		if total != 0 {
			for j := range ws[o] {
				ws[o][j] /= total
			}
		}
		los[o] = lo
		k = max(k, len(ws[o]))
	}
	idx, w = make([][]int64, k), make([][]float64, k)
	for j := range k {
		idx[j], w[j] = make([]int64, out), make([]float64, out)
		for o := range out {
			idx[j][o] = los[o]
			if j < len(ws[o]) {
				idx[j][o], w[j][o] = los[o]+int64(j), float64(ws[o][j])
			}
		}
	}
	return idx, w
}

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
// is static and an amount negative (decompose_more.go's pad handles the
// rest). Padding pair i (before, after) is for dim rank-1-i, and output
// position j of a static dim of size n reads
//
//	reflect:   k = j - before; -k if k < 0, 2(n-1) - k if k >= n, else k
//	replicate: clamp(j - before, 0, n-1)
//
// as PyTorch's kernels index (a negative amount crops); a dynamic dim
// goes through pad, which handles non-negative amounts.
func boundaryPad[A selfArgs](mode string, nd int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
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

// im2col decomposes im2col(self, kernel_size, dilation, padding, stride)
// of a [C, H, W] or [N, C, H, W] input with static H and W: row c*kh*kw
// + i*kw + j of the result holds, at column r*ow + q, the padded input at
// (r*sh + i*dh, q*sw + j*dw), as PyTorch's im2col lays the blocks out.
func im2col(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenIm2colArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	if t == nil || (len(t.Sizes) != 3 && len(t.Sizes) != 4) || !sameDtype(op, x) {
		return false
	}
	var p [4][]int64 // kernel_size, dilation, padding, stride
	for k := range p {
		l, ok := torch.ConstantIntList(op.Operand(k + 1))
		if !ok || len(l) != 2 {
			return false
		}
		p[k] = l
	}
	kernel, dil, pad, stride := p[0], p[1], p[2], p[3]
	r := len(t.Sizes)
	var out [2]int64
	for k := range 2 {
		n := t.Sizes[r-2+k]
		if n == torch.Dynamic || kernel[k] <= 0 || dil[k] <= 0 || stride[k] <= 0 || pad[k] < 0 {
			return false
		}
		out[k] = (n+2*pad[k]-dil[k]*(kernel[k]-1)-1)/stride[k] + 1
		if out[k] <= 0 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	xp := x
	if pad[0] > 0 || pad[1] > 0 {
		xp = b.aten(torch.AtenConstantPadNd, x, b.ints(pad[1], pad[1], pad[0], pad[0]), b.int(0))
	}
	var blocks []*ir.Value
	for i := int64(0); i < kernel[0]; i++ {
		rows := b.aten(torch.AtenSliceTensor, xp, b.int(int64(r-2)), b.int(i*dil[0]), b.int(i*dil[0]+(out[0]-1)*stride[0]+1), b.int(stride[0]))
		for j := int64(0); j < kernel[1]; j++ {
			blk := b.aten(torch.AtenSliceTensor, rows, b.int(int64(r-1)), b.int(j*dil[1]), b.int(j*dil[1]+(out[1]-1)*stride[1]+1), b.int(stride[1]))
			blocks = append(blocks, b.aten(torch.AtenUnsqueeze, blk, b.int(int64(r-2))))
		}
	}
	y := blocks[0]
	if len(blocks) > 1 {
		y = b.aten(torch.AtenCat, b.tensors(blocks...), b.int(int64(r-2)))
	}
	var shape []*ir.Value
	if r == 4 {
		shape = append(shape, b.dim(x, 0))
	}
	shape = append(shape, b.times(b.dim(x, r-3), b.int(kernel[0]*kernel[1])), b.int(out[0]*out[1]))
	b.replace(op, b.aten(torch.AtenView, y, b.list(shape...)))
	return true
}

// gridSampler decomposes grid_sampler_<nsp>d (nsp 0: grid_sampler, by
// rank) in bilinear (trilinear) or nearest mode with any padding mode, for
// static spatial input sizes. The arithmetic follows PyTorch's CPU
// kernels: the 2-d one is vectorized (GridSamplerKernel.cpp: unnormalize
// (g+1)*s - 0.5, weights e = 1 - (x - floor x), products y-weight *
// x-weight), the 3-d one scalar (GridSampler.cpp: ((g+1)*size-1)/2,
// weights (x0+1) - x, products x * y * z); reflection uses the vectorized
// form in both. Corners are summed outermost dim first, as both kernels
// do.
func gridSampler[A interface {
	~[]*ir.Value
	Input() *ir.Value
	Grid() *ir.Value
	InterpolationMode() *ir.Value
	PaddingMode() *ir.Value
	AlignCorners() *ir.Value
}](nsp int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, grid := args.Input(), args.Grid()
		t, gt := floatTensor(x), ranked(grid)
		if t == nil || gt == nil || gt.Dtype != t.Dtype || !sameDtype(op, x) {
			return false
		}
		n := nsp
		if n == 0 {
			n = len(t.Sizes) - 2
		}
		if (n != 2 && n != 3) || len(t.Sizes) != n+2 || len(gt.Sizes) != n+2 || gt.Sizes[n+1] != int64(n) {
			return false
		}
		mode, ok1 := torch.ConstantIntValue(args.InterpolationMode())
		padding, ok2 := torch.ConstantIntValue(args.PaddingMode())
		align, ok3 := torch.ConstantBoolValue(args.AlignCorners())
		if !ok1 || !ok2 || !ok3 || (mode != 0 && mode != 1) || padding < 0 || padding > 2 {
			return false
		}
		in := t.Sizes[2:]
		for _, s := range in {
			if s == torch.Dynamic || s <= 0 {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		vectorized := n == 2
		// coords[k]: the source coordinate along spatial dim k, [N, O...].
		coords := make([]*ir.Value, n)
		for k := 0; k < n; k++ {
			g := b.aten(torch.AtenSelectInt, grid, b.int(int64(n+1)), b.int(int64(n-1-k)))
			size := float64(in[k])
			var c *ir.Value
			switch {
			case vectorized && align:
				c = b.aten(torch.AtenMulScalar, b.addScalar(g, 1), b.float((size-1)/2))
			case vectorized:
				c = b.aten(torch.AtenSubScalar, b.aten(torch.AtenMulScalar, b.addScalar(g, 1), b.float(size/2)), b.float(0.5), b.int(1))
			case align:
				c = b.aten(torch.AtenMulScalar, b.aten(torch.AtenDivScalar, b.addScalar(g, 1), b.float(2)), b.float(size-1))
			default:
				c = b.aten(torch.AtenDivScalar, b.aten(torch.AtenSubScalar, b.aten(torch.AtenMulScalar, b.addScalar(g, 1), b.float(size)), b.float(1), b.int(1)), b.float(2))
			}
			if padding == 2 {
				c = b.reflectCoordinates(c, in[k], align)
			}
			if padding >= 1 {
				c = b.aten(torch.AtenClamp, c, b.float(0), b.float(size-1))
			}
			coords[k] = c
		}
		// xf: the input as [N, C, S]; sample reads it at integer
		// coordinates is (float tensors) where all are inside.
		nDim, cDim := b.dim(x, 0), b.dim(x, 1)
		total := int64(1)
		for _, s := range in {
			total *= s
		}
		xf := b.aten(torch.AtenView, x, b.list(nDim, cDim, b.int(total)))
		outSizes := []*ir.Value{nDim, cDim}
		points := b.int(1)
		for k := 1; k <= n; k++ {
			outSizes = append(outSizes, b.dim(grid, k))
			points = b.times(points, b.dim(grid, k))
		}
		si64 := torch.ScalarTypeOfDtype(b.ctx, b.ctx.IntegerType(64, ir.Signed))
		sample := func(is []*ir.Value) (val, inside *ir.Value) {
			var flat *ir.Value
			for k, i := range is {
				ok := b.aten(torch.AtenLogicalAnd, b.aten(torch.AtenGeScalar, i, b.int(0)), b.aten(torch.AtenLeScalar, i, b.int(in[k]-1)))
				if inside == nil {
					inside = ok
				} else {
					inside = b.aten(torch.AtenLogicalAnd, inside, ok)
				}
			}
			for k, i := range is {
				ik := b.aten(torch.AtenToDtype, b.aten(torch.AtenMaskedFillScalar, i, b.aten(torch.AtenLogicalNot, inside), b.int(0)), b.int(si64), b.bool(false), b.bool(false), b.none())
				if flat == nil {
					flat = ik
				} else {
					flat = b.add(b.aten(torch.AtenMulScalar, flat, b.int(in[k])), ik)
				}
			}
			idx := b.aten(torch.AtenExpand, b.aten(torch.AtenView, flat, b.list(nDim, b.int(1), points)), b.list(nDim, cDim, points), b.bool(false))
			val = b.aten(torch.AtenView, b.aten(torch.AtenGather, xf, b.int(2), idx, b.bool(false)), b.list(outSizes...))
			return val, b.aten(torch.AtenUnsqueeze, inside, b.int(1))
		}
		var y *ir.Value
		if mode == 1 {
			is := make([]*ir.Value, n)
			for k, c := range coords {
				is[k] = b.aten(torch.AtenRound, c)
			}
			val, inside := sample(is)
			y = b.aten(torch.AtenMaskedFillScalar, val, b.aten(torch.AtenLogicalNot, inside), b.int(0))
		} else {
			lo, wlo, whi := make([]*ir.Value, n), make([]*ir.Value, n), make([]*ir.Value, n)
			for k, c := range coords {
				lo[k] = b.aten(torch.AtenFloor, c)
				whi[k] = b.sub(c, lo[k])
				if vectorized {
					wlo[k] = b.aten(torch.AtenRsubScalar, whi[k], b.int(1), b.int(1))
				} else {
					wlo[k] = b.sub(b.addScalar(lo[k], 1), c)
				}
			}
			for corner := 0; corner < 1<<n; corner++ {
				is := make([]*ir.Value, n)
				ws := make([]*ir.Value, n)
				for k := 0; k < n; k++ {
					is[k], ws[k] = lo[k], wlo[k]
					if corner>>(n-1-k)&1 == 1 {
						is[k], ws[k] = b.addScalar(lo[k], 1), whi[k]
					}
				}
				var w *ir.Value
				if vectorized {
					w = b.mul(ws[0], ws[1]) // y * x
				} else {
					w = b.mul(b.mul(ws[2], ws[1]), ws[0]) // x * y * z
				}
				val, inside := sample(is)
				term := b.aten(torch.AtenMaskedFillScalar, b.mul(val, b.aten(torch.AtenUnsqueeze, w, b.int(1))), b.aten(torch.AtenLogicalNot, inside), b.int(0))
				if y == nil {
					y = term
				} else {
					y = b.add(y, term)
				}
			}
		}
		b.replace(op, y)
		return true
	}
}

// reflectCoordinates mirrors source coordinates c into a dim of the given
// size as the vectorized kernel does: with align_corners, |c| folded by
// twice the span size-1; without, |c + 0.5| folded by 2*size, less 0.5.
func (b *torchBuilder) reflectCoordinates(c *ir.Value, size int64, align bool) *ir.Value {
	twice := float64(2 * (size - 1))
	if !align {
		twice = float64(2 * size)
		c = b.addScalar(c, 0.5)
	}
	if twice == 0 {
		return b.aten(torch.AtenMulScalar, c, b.int(0))
	}
	a := b.aten(torch.AtenAbs, c)
	flips := b.aten(torch.AtenTrunc, b.aten(torch.AtenDivScalar, a, b.float(twice)))
	extra := b.sub(a, b.aten(torch.AtenMulScalar, flips, b.float(twice)))
	r := b.aten(torch.AtenMinimum, extra, b.aten(torch.AtenRsubScalar, extra, b.float(twice), b.int(1)))
	if !align {
		r = b.aten(torch.AtenSubScalar, r, b.float(0.5), b.int(1))
	}
	return r
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

// col2im decomposes col2im(self, output_size, kernel_size, dilation,
// padding, stride) of a [C*kh*kw, L] or [N, C*kh*kw, L] float input: the
// adjoint of im2col, each kernel position's block accumulated into its
// strided window of a zero padded output.
func col2im(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenCol2imArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := floatTensor(x)
	if t == nil || (len(t.Sizes) != 2 && len(t.Sizes) != 3) || !sameDtype(op, x) {
		return false
	}
	var p [5][]int64 // output_size, kernel_size, dilation, padding, stride
	for k := range p {
		l, ok := torch.ConstantIntList(op.Operand(k + 1))
		if !ok || len(l) != 2 {
			return false
		}
		p[k] = l
	}
	size, kernel, dil, pad, stride := p[0], p[1], p[2], p[3], p[4]
	var out [2]int64
	for k := range 2 {
		if size[k] <= 0 || kernel[k] <= 0 || dil[k] <= 0 || stride[k] <= 0 || pad[k] < 0 {
			return false
		}
		out[k] = (size[k]+2*pad[k]-dil[k]*(kernel[k]-1)-1)/stride[k] + 1
		if out[k] <= 0 {
			return false
		}
	}
	lead := len(t.Sizes) - 2
	rows, l := t.Sizes[lead], t.Sizes[lead+1]
	kk := kernel[0] * kernel[1]
	if rows == torch.Dynamic || rows%kk != 0 || (l != torch.Dynamic && l != out[0]*out[1]) {
		return false
	}
	ch := rows / kk
	b := newTorchBuilder(op, rw)
	none := b.none()
	var leadSizes []*ir.Value
	if lead == 1 {
		leadSizes = append(leadSizes, b.dim(x, 0))
	}
	xv := b.aten(torch.AtenView, x, b.list(append(append([]*ir.Value{}, leadSizes...), b.int(ch), b.int(kernel[0]), b.int(kernel[1]), b.int(out[0]), b.int(out[1]))...))
	hp, wp := size[0]+2*pad[0], size[1]+2*pad[1]
	y := b.aten(torch.AtenFull, b.list(append(append([]*ir.Value{}, leadSizes...), b.int(ch), b.int(hp), b.int(wp))...), b.int(0),
		b.int(torch.ScalarTypeOfDtype(b.ctx, t.Dtype)), none, none, none)
	hd, wd := int64(lead+1), int64(lead+2) // the spatial dims of y
	for i := int64(0); i < kernel[0]; i++ {
		a, aEnd := i*dil[0], i*dil[0]+(out[0]-1)*stride[0]+1
		for j := int64(0); j < kernel[1]; j++ {
			c, cEnd := j*dil[1], j*dil[1]+(out[1]-1)*stride[1]+1
			blk := b.aten(torch.AtenSelectInt, b.aten(torch.AtenSelectInt, xv, b.int(hd), b.int(i)), b.int(hd), b.int(j))
			rowsV := b.aten(torch.AtenSliceTensor, y, b.int(hd), b.int(a), b.int(aEnd), b.int(stride[0]))
			sub := b.aten(torch.AtenSliceTensor, rowsV, b.int(wd), b.int(c), b.int(cEnd), b.int(stride[1]))
			rowsV = b.atenAs(torch.AtenSliceScatter, rowsV.Type(), rowsV, b.add(sub, blk), b.int(wd), b.int(c), b.int(cEnd), b.int(stride[1]))
			y = b.atenAs(torch.AtenSliceScatter, y.Type(), y, rowsV, b.int(hd), b.int(a), b.int(aEnd), b.int(stride[0]))
		}
	}
	if pad[0] > 0 {
		e := pad[0] + size[0]
		y = b.slice(y, int(hd), pad[0], &e)
	}
	if pad[1] > 0 {
		e := pad[1] + size[1]
		y = b.slice(y, int(wd), pad[1], &e)
	}
	b.replace(op, y)
	return true
}

// nearestExact decomposes _upsample_nearest_exact<nsp>d (vec false:
// (self, output_size, scales...); true: (input, output_size?,
// scale_factors?)) for static spatial sizes: the source of output o is
// min(floor((o + 0.5) * scale), in-1), the scale 1/scale_factor or in/out
// in float32 and the product in float64 floored in float32, as PyTorch's
// nearest_neighbor_exact_compute_source_index.
func nearestExact[A ~[]*ir.Value](nsp int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		u := torch.UpsamplingOf(A(op.Operands()))
		x := u.Input
		t, rt := ranked(x), ranked(op.Result(0))
		if t == nil || rt == nil || len(t.Sizes) != nsp+2 || len(rt.Sizes) != nsp+2 || !sameDtype(op, x) {
			return false
		}
		scales, ok := constScales(u, nsp)
		if !ok {
			return false
		}
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			if in == torch.Dynamic || out == torch.Dynamic || in <= 0 || out <= 0 {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		y := x
		for d := 0; d < nsp; d++ {
			in, out := t.Sizes[2+d], rt.Sizes[2+d]
			s := float32(in) / float32(out)
			if scales[d] > 0 {
				s = float32(1 / scales[d])
			}
			src := make([]int64, out)
			identity := in == out
			for o := range src {
				src[o] = min(int64(math.Floor(float64(float32((float64(o)+0.5)*float64(s))))), in-1)
				identity = identity && src[o] == int64(o)
			}
			if !identity {
				y = b.aten(torch.AtenIndexSelect, y, b.int(int64(2+d)), b.i64Literal(src))
			}
		}
		b.replace(op, y)
		return true
	}
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

func isUint8Dtype(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.Width == 8 && it.Signedness == ir.Unsigned
}

// interpolateU8 decomposes a 2-d bilinear or bicubic resampling of a
// uint8 input as PyTorch's separable integer kernel computes it: the last
// dim, then the first, each pass (skipped when its size stays) summing
// index_selects times int16 weights in si64, adding 2^(p-1), flooring by
// 2^p and clamping to [0, 255] (u8Weights).
func interpolateU8(op *ir.Operation, rw *rewrite.Rewriter, u torch.Upsampling, kind tapsKind) bool {
	x := u.Input
	t, rt := ranked(x), ranked(op.Result(0))
	if rt == nil || len(t.Sizes) != 4 || len(rt.Sizes) != 4 || !sameDtype(op, x) {
		return false
	}
	align, ok := torch.ConstantBoolValue(u.AlignCorners)
	if !ok {
		return false
	}
	scales, ok := constScales(u, 2)
	if !ok {
		return false
	}
	for d := 2; d < 4; d++ {
		if t.Sizes[d] == torch.Dynamic || rt.Sizes[d] == torch.Dynamic || t.Sizes[d] <= 0 || rt.Sizes[d] <= 0 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	i64 := b.ctx.IntegerType(64, ir.Signed)
	y := b.toDtype(x, i64)
	floor := b.create(torch.ConstantStr.Name, nil, []ir.Type{torch.Str(b.ctx)}, ir.NamedAttr{Name: "value", Value: b.ctx.StringAttr("floor")}).Result(0)
	for _, d := range []int{3, 2} {
		in, out := t.Sizes[d], rt.Sizes[d]
		if in == out {
			continue
		}
		lo, ws, p := u8Weights(kind, in, out, scales[d-2], align)
		k := 0
		for _, row := range ws {
			k = max(k, len(row))
		}
		shape := []int64{out}
		if d == 2 {
			shape = []int64{out, 1}
		}
		var acc *ir.Value
		for j := range k {
			idx, wj := make([]int64, out), make([]float64, out)
			for o := range out {
				idx[o] = lo[o]
				if j < len(ws[o]) {
					idx[o], wj[o] = lo[o]+int64(j), float64(ws[o][j])
				}
			}
			term := b.mul(b.aten(torch.AtenIndexSelect, y, b.int(int64(d)), b.i64Literal(idx)), b.intLiteral(shape, wj))
			if acc == nil {
				acc = term
			} else {
				acc = b.add(acc, term)
			}
		}
		acc = b.aten(torch.AtenAddScalar, acc, b.int(int64(1)<<(p-1)), b.int(1))
		acc = b.atenAs(torch.AtenDivScalarMode, acc.Type(), acc, b.int(int64(1)<<p), floor)
		y = b.aten(torch.AtenClamp, acc, b.int(0), b.int(255))
	}
	b.replace(op, b.toDtype(y, t.Dtype))
	return true
}

// intLiteral is an si64 torch.vtensor.literal of the given shape.
func (b *torchBuilder) intLiteral(shape []int64, vs []float64) *ir.Value {
	elem := b.ctx.I(64)
	var data []byte
	for _, v := range vs {
		data = ir.PutScalar(data, elem, int64(v), v)
	}
	attr := b.ctx.DenseElementsAttr(b.ctx.RankedTensorType(shape, elem, nil), data)
	t := torch.VTensor(b.ctx, shape, b.ctx.IntegerType(64, ir.Signed))
	return b.create(torch.VTensorLiteral.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: attr}).Result(0)
}

// u8Weights are the uint8 kernel's taps of one dim
// (_compute_index_ranges_int16_weights): the normalized filter weights of
// _compute_weights_aa in float64 (Keys' A = -0.75 for the plain cubic,
// PIL's -0.5 antialiased; without antialias, centres shifted by -0.5
// under align_corners), scaled by 2^p for the largest p < 22 keeping the
// largest weight under 2^15, rounded half away from zero.
func u8Weights(kind tapsKind, in, out int64, scale float64, align bool) (lo []int64, ws [][]int64, p uint) {
	var ratio float64
	switch {
	case align && out > 1:
		ratio = float64(in-1) / float64(out-1)
	case !align && scale > 0:
		ratio = 1.0 / scale
	case !align:
		ratio = float64(in) / float64(out)
	}
	cubic := kind == tapsCubic || kind == tapsCubicAA
	aa := kind == tapsLinearAA || kind == tapsCubicAA
	interp := 2.0
	if cubic {
		interp = 4
	}
	delta, a := 0.0, -0.5
	if !aa {
		a = -0.75
		if align {
			delta = 0.5
		}
	}
	filter := func(x float64) float64 {
		if x < 0 {
			x = -x
		}
		if !cubic {
			if x < 1 {
				return 1 - x
			}
			return 0
		}
		if x < 1 {
			return ((a+2)*x-(a+3))*x*x + 1
		}
		if x < 2 {
			return ((a*x-5*a)*x+8*a)*x - 4*a
		}
		return 0
	}
	support, invscale := interp*0.5, 1.0
	maxSize := int64(interp)
	if aa {
		if ratio >= 1 {
			support, invscale = interp*0.5*ratio, 1.0/ratio
		}
		maxSize = int64(math.Ceil(support))*2 + 1
	}
	wMax := 0.0
	fw := make([][]float64, out)
	lo = make([]int64, out)
	for o := range out {
		center := ratio * (float64(o) + 0.5 - delta)
		xmin := max(int64(center-support+0.5+delta), 0)
		xsize := min(max(min(int64(center+support+0.5+delta), in)-xmin, 0), maxSize)
		total := 0.0
		for j := range xsize {
			w := filter((float64(j+xmin) - center + 0.5 - delta) * invscale)
			fw[o] = append(fw[o], w)
			total += w
		}
		if total != 0 {
			for j := range fw[o] {
				fw[o][j] /= total
				wMax = max(wMax, fw[o][j])
			}
		}
		lo[o] = xmin
	}
	for p = 0; p < 22; p++ {
		if int(0.5+wMax*float64(int64(1)<<(p+1))) >= 1<<15 {
			break
		}
	}
	ws = make([][]int64, out)
	for o := range fw {
		for _, w := range fw[o] {
			v := w * float64(int64(1)<<p)
			if v < 0 {
				ws[o] = append(ws[o], int64(int(-0.5+v)))
			} else {
				ws[o] = append(ws[o], int64(int(0.5+v)))
			}
		}
	}
	return lo, ws, p
}
