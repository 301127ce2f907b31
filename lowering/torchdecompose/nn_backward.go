package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The backward ops of the core ATen set as forward ops, following
// PyTorch's own decompositions (torch/_decomp/decompositions.py);
// registered in nnCoreDecompositions. A result that output_mask leaves
// out must be unused (PyTorch returns an undefined tensor for it).

var nnBackwardDecompositions = []*rewrite.Pattern{
	// max_pool2d_with_indices_backward(dy, x, ..., idx) ->
	//   view(scatter_add(zeros [.., H*W], -1, view(idx, [.., oh*ow]), view(dy, [.., oh*ow])), sizes(x))
	decomposition(torch.AtenMaxPool2dWithIndicesBackward, maxPool2dBackward),
	// embedding_dense_backward(dy, idx, V, pad, scale) ->
	//   scatter_add(zeros [V, D], 0, idx, dy masked at pad (/ count(idx) with scale))
	decomposition(torch.AtenEmbeddingDenseBackward, embeddingDenseBackward),
	// native_layer_norm_backward: x_hat = (x - mean) * rstd, h = dy * w,
	//   dx = rstd / N * (N h - sum(h) - x_hat sum(h x_hat)), dw = sum(dy x_hat), db = sum(dy)
	decomposition(torch.AtenNativeLayerNormBackward, layerNormBackward),
	// native_group_norm_backward: per group, c1 = rstd w, c2 = (sum(db w) mean - sum(ds w)) rstd^3 / m,
	//   c3 = -c2 mean - sum(db w) rstd / m, dx = c1 dy + c2 x + c3 (ds = sum(dy x), db = sum(dy) per channel)
	decomposition(torch.AtenNativeGroupNormBackward, groupNormBackward),
	// avg_pool2d_backward, _adaptive_avg_pool2d_backward (static sizes):
	//   (dy / divisor) spread over the windows: A_h^T-free form ((dy / D) @ A_w)^T @ A_h, transposed
	decomposition(torch.AtenAvgPool2dBackward, poolBackward[torch.AtenAvgPool2dBackwardArgs[*ir.Value]]),
	decomposition(torch.Aten_AdaptiveAvgPool2dBackward, poolBackward[torch.Aten_AdaptiveAvgPool2dBackwardArgs[*ir.Value]]),
	// convolution_backward (not transposed): dx = conv_transpose(dy, w), dw per group =
	//   conv(x^T, dy^T, stride = dilation, dilation = stride) cut to the kernel, db = sum(dy)
	decomposition(torch.AtenConvolutionBackward, convolutionBackward),
	// _softmax_backward_data(g, y, d, dtype) -> (g - sum(g * y, d, keepdim)) * y
	// _log_softmax_backward_data(g, y, d, dtype) -> g - exp(y) * sum(g, d, keepdim)
	decomposition(torch.Aten_SoftmaxBackwardData, softmaxBackward[torch.Aten_SoftmaxBackwardDataArgs[*ir.Value]](false)),
	decomposition(torch.Aten_LogSoftmaxBackwardData, softmaxBackward[torch.Aten_LogSoftmaxBackwardDataArgs[*ir.Value]](true)),
}

// maskBits reads op's constant bool[3] output_mask; a result left out
// must be unused.
func maskBits(op *ir.Operation, outputMask *ir.Value) ([]bool, bool) {
	d := outputMask.DefiningOp()
	if d == nil || d.Name() != torch.PrimListConstruct.Name || d.NumOperands() != 3 {
		return nil, false
	}
	mask := make([]bool, 3)
	for k := range mask {
		v, ok := torch.ConstantBoolValue(d.Operand(k))
		if !ok || (!v && !op.Result(k).UseEmpty()) {
			return nil, false
		}
		mask[k] = v
	}
	return mask, true
}

func maxPool2dBackward(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenMaxPool2dWithIndicesBackwardArgs[*ir.Value](op.Operands())
	dy, x, idx := args.GradOutput(), args.Self(), args.Indices()
	t, gt, it := floatTensor(x), ranked(dy), ranked(idx)
	if t == nil || gt == nil || it == nil || (len(t.Sizes) != 3 && len(t.Sizes) != 4) || len(gt.Sizes) != len(t.Sizes) ||
		len(it.Sizes) != len(t.Sizes) || gt.Dtype != t.Dtype || !sameDtype(op, x) {
		return false
	}
	r := len(t.Sizes)
	b := newTorchBuilder(op, rw)
	flat := func(v *ir.Value) *ir.Value {
		sizes := []*ir.Value{}
		for d := 0; d < r-2; d++ {
			sizes = append(sizes, b.dim(v, d))
		}
		return b.aten(torch.AtenView, v, b.list(append(sizes, b.times(b.dim(v, r-2), b.dim(v, r-1)))...))
	}
	none := b.none()
	zeros := b.aten(torch.AtenZerosLike, x, none, none, none, none, none)
	i64 := b.ctx.IntegerType(64, ir.Signed)
	if it.Dtype != i64 {
		idx = b.toDtype(idx, i64)
	}
	fz := flat(zeros)
	y := b.atenAs(torch.AtenScatterAdd, fz.Type(), fz, b.int(int64(r-2)), flat(idx), flat(dy))
	b.replace(op, b.aten(torch.AtenView, y, b.sizes(x)))
	return true
}

func embeddingDenseBackward(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenEmbeddingDenseBackwardArgs[*ir.Value](op.Operands())
	dy, idx, nw := args.GradOutput(), args.Indices(), args.NumWeights()
	gt, it := floatTensor(dy), ranked(idx)
	pad, ok1 := torch.ConstantIntValue(args.PaddingIdx())
	scale, ok2 := torch.ConstantBoolValue(args.ScaleGradByFreq())
	if gt == nil || it == nil || !ok1 || !ok2 || len(gt.Sizes) != len(it.Sizes)+1 || torch.IsFloatDtype(it.Dtype) || !sameDtype(op, dy) {
		return false
	}
	b := newTorchBuilder(op, rw)
	none := b.none()
	i64 := b.ctx.IntegerType(64, ir.Signed)
	if it.Dtype != i64 {
		idx = b.toDtype(idx, i64)
	}
	d := b.dim(dy, len(gt.Sizes)-1)
	idx = b.aten(torch.AtenView, idx, b.ints(-1))
	g := b.aten(torch.AtenView, dy, b.list(b.int(-1), d))
	if pad >= 0 {
		g = b.aten(torch.AtenMaskedFillScalar, g, b.aten(torch.AtenUnsqueeze, b.aten(torch.AtenEqScalar, idx, b.int(pad)), b.int(1)), b.int(0))
	}
	if scale {
		z := b.aten(torch.AtenFull, b.list(nw), b.int(0), b.int(torch.ScalarTypeOfDtype(b.ctx, i64)), none, none, none)
		counts := b.atenAs(torch.AtenScatterAdd, z.Type(), z, b.int(0), idx, b.aten(torch.AtenOnesLike, idx, none, none, none, none, none))
		per := b.aten(torch.AtenReciprocal, b.toDtype(b.aten(torch.AtenIndexSelect, counts, b.int(0), idx), gt.Dtype))
		g = b.mul(g, b.aten(torch.AtenUnsqueeze, per, b.int(1)))
	}
	zeros := b.aten(torch.AtenFull, b.list(nw, d), b.int(0), b.int(torch.ScalarTypeOfDtype(b.ctx, gt.Dtype)), none, none, none)
	at := b.aten(torch.AtenExpand, b.aten(torch.AtenUnsqueeze, idx, b.int(1)), b.list(b.dim(idx, 0), d), b.bool(false))
	b.replace(op, b.atenAs(torch.AtenScatterAdd, zeros.Type(), zeros, b.int(0), at, g))
	return true
}

func layerNormBackward(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenNativeLayerNormBackwardArgs[*ir.Value](op.Operands())
	dy, x, mean, rstd, w := args.GradOut(), args.Input(), args.Mean(), args.Rstd(), args.Weight()
	t := floatTensor(x)
	ns, ok := torch.ConstantIntList(args.NormalizedShape())
	mask, okm := maskBits(op, args.OutputMask())
	if t == nil || !ok || !okm || len(ns) == 0 || len(ns) > len(t.Sizes) || ranked(dy) == nil || ranked(mean) == nil || ranked(rstd) == nil || !sameDtype(op, x) {
		return false
	}
	if !torch.IsNoneValue(w) && ranked(w) == nil {
		return false
	}
	if (torch.IsNoneValue(w) && !op.Result(1).UseEmpty()) || (torch.IsNoneValue(args.Bias()) && !op.Result(2).UseEmpty()) {
		return false // PyTorch leaves these undefined
	}
	lead := len(t.Sizes) - len(ns)
	n := int64(1)
	for _, s := range ns {
		n *= s
	}
	b := newTorchBuilder(op, rw)
	stat := []*ir.Value{}
	for d := 0; d < lead; d++ {
		stat = append(stat, b.dim(x, d))
	}
	for range ns {
		stat = append(stat, b.int(1))
	}
	mean = b.aten(torch.AtenView, mean, b.list(stat...))
	rstd = b.aten(torch.AtenView, rstd, b.list(stat...))
	inner, outer := make([]int64, len(ns)), make([]int64, lead)
	for i := range inner {
		inner[i] = int64(lead + i)
	}
	for i := range outer {
		outer[i] = int64(i)
	}
	none := b.none()
	sum := func(v *ir.Value, dims []int64, keep bool) *ir.Value {
		if len(dims) == 0 {
			return v
		}
		return b.aten(torch.AtenSumDimIntList, v, b.ints(dims...), b.bool(keep), none)
	}
	xHat := b.mul(b.sub(x, mean), rstd)
	vals := make([]*ir.Value, 3)
	if mask[0] {
		h := dy
		if !torch.IsNoneValue(w) {
			h = b.mul(dy, w)
		}
		a := b.aten(torch.AtenMulScalar, h, b.int(n))
		inr := b.sub(b.sub(a, sum(h, inner, true)), b.mul(xHat, sum(b.mul(xHat, h), inner, true)))
		vals[0] = b.mul(b.aten(torch.AtenDivScalar, rstd, b.int(n)), inr)
	}
	if mask[1] && !torch.IsNoneValue(w) {
		vals[1] = sum(b.mul(dy, xHat), outer, false)
	}
	if mask[2] && !torch.IsNoneValue(args.Bias()) {
		vals[2] = sum(dy, outer, false)
	}
	b.replace(op, vals...)
	return true
}

func groupNormBackward(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenNativeGroupNormBackwardArgs[*ir.Value](op.Operands())
	dy, x, mean, rstd, w := args.GradOut(), args.Input(), args.Mean(), args.Rstd(), args.Weight()
	t := floatTensor(x)
	g, okg := torch.ConstantIntValue(args.Group())
	mask, okm := maskBits(op, args.OutputMask())
	if t == nil || !okg || !okm || len(t.Sizes) < 2 || ranked(dy) == nil || ranked(mean) == nil || ranked(rstd) == nil || !sameDtype(op, x) {
		return false
	}
	c := t.Sizes[1]
	hw := int64(1)
	for _, s := range t.Sizes[2:] {
		if s == torch.Dynamic {
			return false
		}
		hw *= s
	}
	if c == torch.Dynamic || g <= 0 || c%g != 0 || (!torch.IsNoneValue(w) && ranked(w) == nil) {
		return false
	}
	if mask[1] && torch.IsNoneValue(w) && !op.Result(1).UseEmpty() {
		return false
	}
	cpg := c / g
	s := 1 / float64(hw*cpg)
	b := newTorchBuilder(op, rw)
	none := b.none()
	n := b.dim(x, 0)
	ncHW := b.list(n, b.int(c), b.int(hw))
	ds := b.aten(torch.AtenSumDimIntList, b.aten(torch.AtenView, b.mul(dy, x), ncHW), b.ints(2), b.bool(false), none)
	db := b.aten(torch.AtenSumDimIntList, b.aten(torch.AtenView, dy, ncHW), b.ints(2), b.bool(false), none)
	grouped := func(v *ir.Value) *ir.Value { return b.aten(torch.AtenView, v, b.list(n, b.int(g), b.int(cpg))) }
	mean = b.aten(torch.AtenView, mean, b.list(n, b.int(g)))
	rstd = b.aten(torch.AtenView, rstd, b.list(n, b.int(g)))
	vals := make([]*ir.Value, 3)
	if mask[0] {
		dsv, dbv := ds, db
		var c1 *ir.Value
		if !torch.IsNoneValue(w) {
			w1 := b.aten(torch.AtenUnsqueeze, w, b.int(0))
			dsv, dbv = b.mul(ds, w1), b.mul(db, w1)
			c1 = b.mul(b.aten(torch.AtenUnsqueeze, rstd, b.int(-1)), b.aten(torch.AtenView, w, b.ints(1, g, cpg)))
		} else {
			c1 = b.aten(torch.AtenExpand, b.aten(torch.AtenUnsqueeze, rstd, b.int(-1)), b.list(n, b.int(g), b.int(cpg)), b.bool(false))
		}
		dsv = b.aten(torch.AtenSumDimIntList, grouped(dsv), b.ints(2), b.bool(false), none)
		dbv = b.aten(torch.AtenSumDimIntList, grouped(dbv), b.ints(2), b.bool(false), none)
		c2 := b.aten(torch.AtenMulScalar, b.mul(b.mul(b.mul(b.sub(b.mul(dbv, mean), dsv), rstd), rstd), rstd), b.float(s))
		c3 := b.sub(b.aten(torch.AtenNeg, b.mul(c2, mean)), b.aten(torch.AtenMulScalar, b.mul(dbv, rstd), b.float(s)))
		c1 = b.aten(torch.AtenUnsqueeze, c1, b.int(-1))
		c2 = b.aten(torch.AtenView, c2, b.list(n, b.int(g), b.int(1), b.int(1)))
		c3 = b.aten(torch.AtenView, c3, b.list(n, b.int(g), b.int(1), b.int(1)))
		shape := b.list(n, b.int(g), b.int(cpg), b.int(hw))
		dx := b.add(b.add(b.mul(b.aten(torch.AtenView, dy, shape), c1), b.mul(b.aten(torch.AtenView, x, shape), c2)), c3)
		vals[0] = b.aten(torch.AtenView, dx, b.sizes(x))
	}
	if mask[1] && !torch.IsNoneValue(w) {
		dw := b.mul(b.sub(grouped(ds), b.mul(grouped(db), b.aten(torch.AtenUnsqueeze, mean, b.int(-1)))), b.aten(torch.AtenUnsqueeze, rstd, b.int(-1)))
		vals[1] = b.aten(torch.AtenView, b.aten(torch.AtenSumDimIntList, dw, b.ints(0), b.bool(false), none), b.ints(c))
	}
	if mask[2] {
		vals[2] = b.aten(torch.AtenSumDimIntList, db, b.ints(0), b.bool(false), none)
	}
	b.replace(op, vals...)
	return true
}

// poolBackward decomposes avg_pool2d_backward and
// _adaptive_avg_pool2d_backward for static spatial sizes: dy divided by
// each window's divisor (a literal; the adaptive one divides by the
// window's height, then its width, as PyTorch does), then spread over the
// window rows and columns by 0/1 matrices.
func poolBackward[A interface {
	selfArgs
	GradOutput() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	dy, x := args.GradOutput(), args.Self()
	t, gt := floatTensor(x), ranked(dy)
	if t == nil || gt == nil || (len(t.Sizes) != 3 && len(t.Sizes) != 4) || len(gt.Sizes) != len(t.Sizes) || gt.Dtype != t.Dtype || !sameDtype(op, x) {
		return false
	}
	r := len(t.Sizes)
	in := []int64{t.Sizes[r-2], t.Sizes[r-1]}
	out := []int64{gt.Sizes[r-2], gt.Sizes[r-1]}
	for k := range 2 {
		if in[k] == torch.Dynamic || out[k] == torch.Dynamic || in[k] <= 0 || out[k] <= 0 {
			return false
		}
	}
	// windows[k][o] = [start, end) in the input; div[k][o] its
	// divisor factor (avg_pool2d: count with padding, clipped).
	var starts, ends, counts, padded [2][]int64
	override := int64(0)
	includePad := true
	avg, isAvg := any(args).(torch.AtenAvgPool2dBackwardArgs[*ir.Value])
	adaptive := !isAvg
	if !adaptive {
		var p [3][]int64
		for k, v := range []*ir.Value{avg.KernelSize(), avg.Stride(), avg.Padding()} {
			l, ok := torch.ConstantIntList(v)
			if !ok {
				return false
			}
			p[k] = l
		}
		kernel, stride, pad := p[0], p[1], p[2]
		if len(stride) == 0 {
			stride = kernel
		}
		for _, l := range []*[]int64{&kernel, &stride, &pad} {
			if len(*l) == 1 {
				*l = []int64{(*l)[0], (*l)[0]}
			}
			if len(*l) != 2 {
				return false
			}
		}
		ip, ok := torch.ConstantBoolValue(avg.CountIncludePad())
		if !ok {
			return false
		}
		includePad = ip
		if !torch.IsNoneValue(avg.DivisorOverride()) {
			if override, ok = torch.ConstantIntValue(avg.DivisorOverride()); !ok || override == 0 {
				return false
			}
		}
		for k := range 2 {
			for o := int64(0); o < out[k]; o++ {
				s := o*stride[k] - pad[k]
				e := min(s+kernel[k], in[k]+pad[k])
				padded[k] = append(padded[k], e-s)
				s, e = max(s, 0), min(e, in[k])
				starts[k], ends[k], counts[k] = append(starts[k], s), append(ends[k], e), append(counts[k], e-s)
			}
		}
	} else {
		for k := range 2 {
			for o := int64(0); o < out[k]; o++ {
				s, e := o*in[k]/out[k], ((o+1)*in[k]+out[k]-1)/out[k]
				starts[k], ends[k], counts[k] = append(starts[k], s), append(ends[k], e), append(counts[k], e-s)
			}
		}
	}
	for k := range 2 {
		for o := range out[k] {
			if ends[k][o] <= starts[k][o] {
				return false // a window outside the input: grad_output does not fit
			}
		}
	}
	b := newTorchBuilder(op, rw)
	g := dy
	if adaptive {
		kh := make([]float64, out[0])
		for i, n := range counts[0] {
			kh[i] = float64(n)
		}
		kw := make([]float64, out[1])
		for j, n := range counts[1] {
			kw[j] = float64(n)
		}
		g = b.div(b.div(g, b.floatLiteral([]int64{out[0], 1}, t.Dtype, kh)), b.floatLiteral([]int64{1, out[1]}, t.Dtype, kw))
	} else {
		div := make([]float64, out[0]*out[1])
		for i := range out[0] {
			for j := range out[1] {
				d := counts[0][i] * counts[1][j]
				switch {
				case override != 0:
					d = override
				case includePad:
					d = padded[0][i] * padded[1][j]
				}
				div[i*out[1]+j] = float64(d)
			}
		}
		g = b.div(g, b.floatLiteral([]int64{out[0], out[1]}, t.Dtype, div))
	}
	// spread[k]: [out, in] with 1 where input position p is in window o.
	spread := func(k int) *ir.Value {
		vs := make([]float64, out[k]*in[k])
		for o := range out[k] {
			for p := starts[k][o]; p < ends[k][o]; p++ {
				vs[o*in[k]+p] = 1
			}
		}
		return b.floatLiteral([]int64{out[k], in[k]}, t.Dtype, vs)
	}
	y := b.aten(torch.AtenMatmul, g, spread(1))                                                      // [.., oh, W]
	y = b.aten(torch.AtenMatmul, b.aten(torch.AtenTransposeInt, y, b.int(-1), b.int(-2)), spread(0)) // [.., W, H]
	b.replace(op, b.aten(torch.AtenTransposeInt, y, b.int(-1), b.int(-2)))
	return true
}

func convolutionBackward(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenConvolutionBackwardArgs[*ir.Value](op.Operands())
	dy, x, w := args.GradOutput(), args.Input(), args.Weight()
	t, gt, wt := floatTensor(x), ranked(dy), ranked(w)
	mask, okm := maskBits(op, args.OutputMask())
	transposed, okt := torch.ConstantBoolValue(args.Transposed())
	groups, okg := torch.ConstantIntValue(args.Groups())
	if t == nil || gt == nil || wt == nil || !okm || !okt || transposed || !okg || groups <= 0 {
		return false
	}
	r := len(t.Sizes)
	ns := r - 2
	if ns < 1 || ns > 3 || len(gt.Sizes) != r || len(wt.Sizes) != r || gt.Dtype != t.Dtype || wt.Dtype != t.Dtype {
		return false
	}
	var p [3][]int64
	for k, list := range []*ir.Value{args.Stride(), args.Padding(), args.Dilation()} {
		l, ok := torch.ConstantIntList(list)
		if !ok {
			return false
		}
		if len(l) == 1 {
			for len(l) < ns {
				l = append(l, l[0])
			}
		}
		if len(l) != ns {
			return false
		}
		p[k] = l
	}
	stride, pad, dil := p[0], p[1], p[2]
	cin, cout := t.Sizes[1], wt.Sizes[0]
	if cin == torch.Dynamic || cout == torch.Dynamic || cin%groups != 0 || cout%groups != 0 {
		return false
	}
	in, kern, out := t.Sizes[2:], wt.Sizes[2:], gt.Sizes[2:]
	for _, s := range append(append(append([]int64{}, in...), kern...), out...) {
		if s == torch.Dynamic {
			return false
		}
	}
	outPad := make([]int64, ns)
	for d := range outPad {
		outPad[d] = in[d] - ((out[d]-1)*stride[d] - 2*pad[d] + dil[d]*(kern[d]-1) + 1)
		if outPad[d] < 0 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	none := b.none()
	vals := make([]*ir.Value, 3)
	if mask[0] {
		vals[0] = b.atenAs(torch.AtenConvolution, op.Result(0).Type(), dy, w, none, b.ints(stride...), b.ints(pad...), b.ints(dil...), b.bool(true),
			b.ints(outPad...), b.int(groups))
	}
	if mask[1] {
		cg, og := cin/groups, cout/groups
		var parts []*ir.Value
		for gi := int64(0); gi < groups; gi++ {
			xg, dyg := x, dy
			if groups > 1 {
				e1, e2 := (gi+1)*cg, (gi+1)*og
				xg, dyg = b.slice(x, 1, gi*cg, &e1), b.slice(dy, 1, gi*og, &e2)
			}
			xT := b.aten(torch.AtenTransposeInt, xg, b.int(0), b.int(1))
			dyT := b.aten(torch.AtenTransposeInt, dyg, b.int(0), b.int(1))
			zeros := make([]int64, ns)
			// [Cg, Og, k'...] with k' = (in + 2 pad - stride (out-1) - 1) / dil + 1 >= k
			sizes := []int64{cg, og}
			for d := 0; d < ns; d++ {
				sizes = append(sizes, (in[d]+2*pad[d]-stride[d]*(out[d]-1)-1)/dil[d]+1)
			}
			gw := b.atenAs(torch.AtenConvolution, torch.VTensor(b.ctx, sizes, t.Dtype), xT, dyT, none, b.ints(dil...), b.ints(pad...),
				b.ints(stride...), b.bool(false), b.ints(zeros...), b.int(1))
			for d := 0; d < ns; d++ {
				if sizes[2+d] != kern[d] {
					e := kern[d]
					gw = b.slice(gw, 2+d, 0, &e)
				}
			}
			parts = append(parts, b.aten(torch.AtenTransposeInt, gw, b.int(0), b.int(1)))
		}
		vals[1] = parts[0]
		if len(parts) > 1 {
			vals[1] = b.aten(torch.AtenCat, b.tensors(parts...), b.int(0))
		}
	}
	if mask[2] {
		dims := []int64{0}
		for d := 2; d < r; d++ {
			dims = append(dims, int64(d))
		}
		vals[2] = b.aten(torch.AtenSumDimIntList, dy, b.ints(dims...), b.bool(false), none)
	}
	b.replace(op, vals...)
	return true
}

// softmaxBackward decomposes _softmax_backward_data (log false) and
// _log_softmax_backward_data in the order of PyTorch's decompositions,
// converting to the result's dtype (input_dtype) at the end.
func softmaxBackward[A interface {
	~[]*ir.Value
	GradOutput() *ir.Value
	Output() *ir.Value
	Dim() *ir.Value
}](log bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		g, y := args.GradOutput(), args.Output()
		gt, yt, rt := floatTensor(g), floatTensor(y), floatTensor(op.Result(0))
		d, ok := torch.ConstantIntValue(args.Dim())
		if gt == nil || yt == nil || rt == nil || !ok || gt.Dtype != yt.Dtype {
			return false
		}
		b := newTorchBuilder(op, rw)
		none := b.none()
		var dx *ir.Value
		if log {
			dx = b.sub(g, b.mul(b.aten(torch.AtenExp, y), b.aten(torch.AtenSumDimIntList, g, b.ints(d), b.bool(true), none)))
		} else {
			gy := b.mul(g, y)
			dx = b.mul(b.sub(g, b.aten(torch.AtenSumDimIntList, gy, b.ints(d), b.bool(true), none)), y)
		}
		if rt.Dtype != gt.Dtype {
			dx = b.toDtype(dx, rt.Dtype)
		}
		b.replace(op, dx)
		return true
	}
}
