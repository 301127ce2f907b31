package torchdecompose

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// nnExtraDecompositions: nn extras written with ops the lowering has
// (prelu, renorm, _chunk_cat, gradient). The pointwise extras (shrinks,
// frac, gcd/lcm, shifts), one_hot and bilinear are lowered directly
// (torchtolinalg/nn_extra.go).
var nnExtraDecompositions = []*rewrite.Pattern{
	// prelu(x, w) -> where(x > 0, x, w' * x), w' = w viewed [1, C, 1, ...]
	decomposition(torch.AtenPrelu, prelu),
	// renorm(x, p, d, m) -> x * masked_fill(m / (n + 1e-7), !(n > m), 1), n the
	// p-norm over every dim but d (kept), in f32 for f16/bf16
	decomposition(torch.AtenRenorm, renorm),
	// _chunk_cat(ts, d, k) -> cat([view(pad(t, d to a multiple of k),
	// [lead..., k, -1]) for t in ts], d + 1)
	decomposition(torch.Aten_ChunkCat, chunkCat),
	// ListUnpack(gradient.scalarint(x, h, dim, e)) -> per dim
	// cat([edge, (x[2:] - x[:-2]) / h / 2, edge], dim)
	decomposition(torch.AtenGradientScalarint, gradient),
	// scatter.reduce(x, d, i, s, "add") -> scatter_add(x, d, i, s);
	// "multiply" -> scatter_reduce.two(x, d, i, s, "prod", true)
	decomposition(torch.AtenScatterReduce, scatterReduce),
}

func prelu(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenPreluArgs[*ir.Value](op.Operands())
	x, w := args.Self(), args.Weight()
	tx, tw := floatTensor(x), floatTensor(w)
	if tx == nil || tw == nil || tx.Dtype != tw.Dtype || len(tw.Sizes) > 1 {
		return false
	}
	r := len(tx.Sizes)
	if r <= 1 && len(tw.Sizes) == 1 && tw.Sizes[0] != 1 {
		return false // one weight per channel needs a channel dim
	}
	b := newTorchBuilder(op, rw)
	if len(tw.Sizes) != r {
		shape := make([]int64, r)
		for i := range shape {
			shape[i] = 1
		}
		if r > 1 {
			shape[1] = -1
		}
		w = b.aten(torch.AtenView, w, b.ints(shape...))
	}
	b.replace(op, b.aten(torch.AtenWhereSelf, b.aten(torch.AtenGtScalar, x, b.int(0)), x, b.mul(w, x)))
	return true
}

func renorm(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenRenormArgs[*ir.Value](op.Operands())
	x, maxnorm := args.Self(), args.Maxnorm()
	t := ranked(x)
	p, ok := torch.ConstantFloatValue(args.P())
	if t == nil || !ok || !(p > 0) || len(t.Sizes) < 2 || !(torch.IsFloatDtype(t.Dtype) || isComplex(t.Dtype)) {
		return false
	}
	d, ok := constDim(args.Dim(), len(t.Sizes))
	if !ok {
		return false
	}
	var dims []int64
	for i := range t.Sizes {
		if i != d {
			dims = append(dims, int64(i))
		}
	}
	b := newTorchBuilder(op, rw)
	a := b.aten(torch.AtenAbs, x)
	reduced := t.Dtype == b.ctx.F16() || t.Dtype == b.ctx.BF16()
	if reduced {
		a = b.toDtype(a, b.ctx.F32())
	}
	sum := func(v *ir.Value) *ir.Value {
		return b.aten(torch.AtenSumDimIntList, v, b.ints(dims...), b.bool(true), b.none())
	}
	var norm *ir.Value
	switch {
	case p == 1:
		norm = sum(a)
	case p == 2:
		norm = b.aten(torch.AtenSqrt, sum(b.mul(a, a)))
	case math.IsInf(p, 1):
		norm = b.aten(torch.AtenAmax, a, b.ints(dims...), b.bool(true))
	default:
		norm = b.aten(torch.AtenPowTensorScalar, sum(b.aten(torch.AtenPowTensorScalar, a, b.float(p))), b.float(1/p))
	}
	scale := b.aten(torch.AtenMulScalar, b.aten(torch.AtenReciprocal, b.addScalar(norm, 1e-7)), maxnorm)
	keep := b.aten(torch.AtenLogicalNot, b.aten(torch.AtenGtScalar, norm, maxnorm))
	factor := b.aten(torch.AtenMaskedFillScalar, scale, keep, b.int(1))
	if reduced {
		factor = b.toDtype(factor, t.Dtype)
	}
	b.replace(op, b.mul(x, factor))
	return true
}

func chunkCat(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.Aten_ChunkCatArgs[*ir.Value](op.Operands())
	elems, ok := torch.ListElements(args.Tensors())
	k, okK := torch.ConstantIntValue(args.NumChunks())
	if !ok || !okK || len(elems) == 0 || k < 1 || ranked(elems[0]) == nil {
		return false
	}
	d, ok := constDim(args.Dim(), len(ranked(elems[0]).Sizes))
	if !ok {
		return false
	}
	for _, e := range elems {
		t := ranked(e)
		if t == nil || len(t.Sizes) <= d || t.Sizes[d] == torch.Dynamic || t.Sizes[d] == 0 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	views := make([]*ir.Value, len(elems))
	for i, e := range elems {
		t := ranked(e)
		if pad := (t.Sizes[d]+k-1)/k*k - t.Sizes[d]; pad > 0 {
			// constant_pad_nd's pads run from the last dim: (lo, hi) each.
			pads := make([]int64, 2*(len(t.Sizes)-d))
			pads[len(pads)-1] = pad
			e = b.aten(torch.AtenConstantPadNd, e, b.ints(pads...), b.int(0))
		}
		views[i] = b.viewed(e, append(b.dims(e, 0, d), b.int(k), b.int(-1))...)
	}
	b.replace(op, b.aten(torch.AtenCat, b.tensors(views...), b.int(int64(d+1))))
	return true
}

func gradient(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenGradientScalarintArgs[*ir.Value](op.Operands())
	x := args.Self()
	t := ranked(x)
	u := unpackOf(op)
	edge, ok := torch.ConstantIntValue(args.EdgeOrder())
	if t == nil || u == nil || !ok || (edge != 1 && edge != 2) {
		return false
	}
	if it, isInt := t.Dtype.(*ir.IntegerType); isInt && (it.Width == 1 || it.Width == 8 && it.Signedness == ir.Unsigned) {
		return false // PyTorch rejects bool and uint8
	}
	var dims []int
	if torch.IsNoneValue(args.Dim()) {
		for d := range t.Sizes {
			dims = append(dims, d)
		}
	} else {
		d, ok := constDim(args.Dim(), len(t.Sizes))
		if !ok {
			return false
		}
		dims = []int{d}
	}
	if u.NumResults() != len(dims) {
		return false
	}
	for _, d := range dims {
		if s := t.Sizes[d]; s != torch.Dynamic && s < edge+1 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	h := args.Spacing()
	if torch.IsNoneValue(h) {
		h = b.float(1)
	}
	outs := make([]*ir.Value, len(dims))
	for i, d := range dims {
		// s is x[start:end] along d; end 0 is the end of the dim.
		s := func(start, end int64) *ir.Value {
			if end == 0 {
				return b.slice(x, d, start, nil)
			}
			return b.slice(x, d, start, &end)
		}
		over := func(v *ir.Value) *ir.Value { return b.aten(torch.AtenDivScalar, v, h) }
		center := b.divScalar(over(b.sub(s(2, 0), s(0, -2))), 2)
		var first, last *ir.Value
		if edge == 1 {
			first = over(b.sub(s(1, 2), s(0, 1)))
			last = over(b.sub(s(-1, 0), s(-2, -1)))
		} else {
			first = over(b.sub(b.add(b.mulScalar(s(0, 1), -1.5), b.mulScalar(s(1, 2), 2)), b.mulScalar(s(2, 3), 0.5)))
			last = over(b.add(b.sub(b.mulScalar(s(-3, -2), 0.5), b.mulScalar(s(-2, -1), 2)), b.mulScalar(s(-1, 0), 1.5)))
		}
		outs[i] = b.aten(torch.AtenCat, b.tensors(first, center, last), b.int(int64(d)))
	}
	b.replaceList(op, u, outs)
	return true
}

func scatterReduce(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenScatterReduceArgs[*ir.Value](op.Operands())
	r, ok := constantStr(args.Reduce())
	if !ok || r != "add" && r != "multiply" || ranked(args.Self()) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	x, d, i, s, t := args.Self(), args.Dim(), args.Index(), args.Src(), op.Result(0).Type()
	if r == "add" {
		b.replace(op, b.atenAs(torch.AtenScatterAdd, t, x, d, i, s))
	} else {
		b.replace(op, b.atenAs(torch.AtenScatterReduceTwo, t, x, d, i, s, b.str("prod"), b.bool(true)))
	}
	return true
}
