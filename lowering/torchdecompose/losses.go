package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// lossDecompositions: loss functions (mse, l1, huber, smooth_l1, kl_div,
// bce, nll, cross_entropy, margin losses), as PyTorch's composites; the
// elementwise ones then reduce (0 none, 1 mean, 2 sum) through loss
// (math_losses.go).
var lossDecompositions = []*rewrite.Pattern{
	// mse_loss(x, t) -> (x - t) * (x - t)
	decomposition(torch.AtenMseLoss, loss[torch.AtenMseLossArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenMseLossArgs[*ir.Value](op.Operands())
		d := b.sub(args.Self(), args.Target())
		return b.mul(d, d)
	})),
	// l1_loss(x, t) -> abs(x - t) (real for complex operands)
	decomposition(torch.AtenL1Loss, loss[torch.AtenL1LossArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenL1LossArgs[*ir.Value](op.Operands())
		return b.aten(torch.AtenAbs, b.sub(args.Self(), args.Target()))
	})),
	// huber_loss(x, t, d) -> where(z < d, 0.5 z z, d (z - 0.5 d)), z = |x - t|
	decomposition(torch.AtenHuberLoss, loss[torch.AtenHuberLossArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenHuberLossArgs[*ir.Value](op.Operands())
		delta, ok := torch.ConstantFloatValue(args.Delta())
		if !ok {
			return nil
		}
		z := b.aten(torch.AtenAbs, b.sub(args.Self(), args.Target()))
		small := b.mul(b.mulScalar(z, 0.5), z)
		large := b.aten(torch.AtenMulScalar, b.aten(torch.AtenSubScalar, z, b.float(0.5*delta), b.int(1)), args.Delta())
		return b.aten(torch.AtenWhereSelf, b.aten(torch.AtenLtScalar, z, args.Delta()), small, large)
	})),
	// smooth_l1_loss(x, t, beta) -> where(z < beta, 0.5 z z / beta, z - 0.5 beta), z = |x - t|
	// (beta 0: z)
	decomposition(torch.AtenSmoothL1Loss, loss[torch.AtenSmoothL1LossArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenSmoothL1LossArgs[*ir.Value](op.Operands())
		beta, ok := torch.ConstantFloatValue(args.Beta())
		if !ok {
			return nil
		}
		z := b.aten(torch.AtenAbs, b.sub(args.Self(), args.Target()))
		if beta == 0 {
			return z
		}
		small := b.aten(torch.AtenDivScalar, b.mul(b.mulScalar(z, 0.5), z), args.Beta())
		large := b.aten(torch.AtenSubScalar, z, b.float(0.5*beta), b.int(1))
		return b.aten(torch.AtenWhereSelf, b.aten(torch.AtenLtScalar, z, args.Beta()), small, large)
	})),
	// kl_div(x, t, log_target) -> exp(t) (t - x) when log_target, else
	// where(t == 0, 0, t log(t)) - t x (xlogy(t, t) - t x)
	decomposition(torch.AtenKlDiv, loss[torch.AtenKlDivArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenKlDivArgs[*ir.Value](op.Operands())
		x, t := args.Self(), args.Target()
		logTarget, ok := torch.ConstantBoolValue(args.LogTarget())
		if !ok {
			return nil
		}
		if logTarget {
			return b.mul(b.aten(torch.AtenExp, t), b.sub(t, x))
		}
		xlogy := b.zeroWhere(b.aten(torch.AtenEqScalar, t, b.int(0)), b.mul(t, b.aten(torch.AtenLog, t)))
		return b.sub(xlogy, b.mul(t, x))
	})),
	// binary_cross_entropy_with_logits(x, t, w, pw) -> ((1 - t) x - log_sigmoid(x) lw) w,
	// lw = (pw - 1) t + 1 (1 without pw, no w: 1)
	decomposition(torch.AtenBinaryCrossEntropyWithLogits, loss[torch.AtenBinaryCrossEntropyWithLogitsArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenBinaryCrossEntropyWithLogitsArgs[*ir.Value](op.Operands())
		x, t, w, pw := args.Self(), args.Target(), args.Weight(), args.PosWeight()
		ls := b.aten(torch.AtenLogSigmoid, x)
		if !torch.IsNoneValue(pw) {
			lw := b.addScalar(b.mul(b.addScalar(pw, -1), t), 1)
			ls = b.mul(ls, lw)
		}
		v := b.sub(b.mul(b.aten(torch.AtenRsubScalar, t, b.int(1), b.int(1)), x), ls)
		if !torch.IsNoneValue(w) {
			v = b.mul(v, w)
		}
		return v
	})),
	// binary_cross_entropy(x, t, w) -> -(t clamp_min(log(x), -100) + (1 - t) clamp_min(log(1 - x), -100)) w
	decomposition(torch.AtenBinaryCrossEntropy, loss[torch.AtenBinaryCrossEntropyArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenBinaryCrossEntropyArgs[*ir.Value](op.Operands())
		x, t, w := args.Self(), args.Target(), args.Weight()
		clampedLog := func(v *ir.Value) *ir.Value {
			return b.aten(torch.AtenClamp, b.aten(torch.AtenLog, v), b.int(-100), b.none())
		}
		one := func(v *ir.Value) *ir.Value { return b.aten(torch.AtenRsubScalar, v, b.int(1), b.int(1)) }
		v := b.aten(torch.AtenNeg, b.add(b.mul(t, clampedLog(x)), b.mul(one(t), clampedLog(one(x)))))
		if !torch.IsNoneValue(w) {
			v = b.mul(v, w)
		}
		return v
	})),
	// nll_loss(x, t, w, r, ii) -> where(t == ii, 0, -gather(x, c, t) w[t]), reduced
	// (mean: divided by the sum of the weights used); c is the class dim
	decomposition(torch.AtenNllLoss, nllLoss[torch.AtenNllLossArgs[*ir.Value]]),
	decomposition(torch.AtenNllLossNd, nllLoss[torch.AtenNllLossNdArgs[*ir.Value]]),
	decomposition(torch.AtenNllLoss2d, nllLoss[torch.AtenNllLoss2dArgs[*ir.Value]]),
	decomposition(torch.AtenNllLossForward, nllLoss[torch.AtenNllLossForwardArgs[*ir.Value]]),
	decomposition(torch.AtenNllLoss2dForward, nllLoss[torch.AtenNllLoss2dForwardArgs[*ir.Value]]),
	// cross_entropy_loss(x, t, w, r, ii, ls) -> nll_loss_nd(log_softmax(x, c), t, w, r, ii)
	// blended with the label-smoothing term; probabilities t: -sum(log_softmax(x, c) t w)
	decomposition(torch.AtenCrossEntropyLoss, crossEntropyLoss),
	// multi_margin_loss(x, y, p, m, w) -> sum_i!=y clamp_min(m - x[y] + x[i], 0)^p w[y] / C
	decomposition(torch.AtenMultiMarginLoss, multiMarginLoss),
	// multilabel_margin_loss(x, t) -> sum over the targets j before the first
	// negative and the non-target classes i of clamp_min(1 - x[j] + x[i], 0) / C
	decomposition(torch.AtenMultilabelMarginLoss, multilabelMarginLoss[torch.AtenMultilabelMarginLossArgs[*ir.Value]]),
	decomposition(torch.AtenMultilabelMarginLossForward, multilabelMarginLoss[torch.AtenMultilabelMarginLossForwardArgs[*ir.Value]]),
	// dist(a, b, p) of complex tensors -> linalg_vector_norm(abs(a - b), p)
	decomposition(torch.AtenDist, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := torch.AtenDistArgs[*ir.Value](op.Operands())
		if !complexTensor(args.Self()) && !complexTensor(args.Other()) || ranked(args.Self()) == nil || ranked(args.Other()) == nil || floatTensor(op.Result(0)) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		d := b.aten(torch.AtenAbs, b.sub(args.Self(), args.Other()))
		b.replace(op, b.atenAs(torch.AtenLinalgVectorNorm, op.Result(0).Type(), d, args.P(), b.none(), b.bool(false), b.none()))
		return true
	}),
}

// complexTensor reports a ranked tensor of complex dtype.
func complexTensor(v *ir.Value) bool {
	t := ranked(v)
	return t != nil && isComplex(t.Dtype)
}

// zeroWhere is masked_fill(x, cond, 0).
func (b *torchBuilder) zeroWhere(cond, x *ir.Value) *ir.Value {
	return b.aten(torch.AtenMaskedFillScalar, x, cond, b.int(0))
}

// clampMin0 is clamp(x, 0, None).
func (b *torchBuilder) clampMin0(x *ir.Value) *ir.Value {
	return b.aten(torch.AtenClamp, x, b.int(0), b.none())
}

// sumAll is sum(x) of a float tensor, a rank-0 tensor of its dtype.
func (b *torchBuilder) sumAll(x *ir.Value) *ir.Value {
	return b.atenAs(torch.AtenSum, torch.VTensor(b.ctx, []int64{}, ranked(x).Dtype), x, b.none())
}

// indexed is w[idx] for a 1-d w and an integer tensor idx: index.Tensor,
// of idx's shape.
func (b *torchBuilder) indexed(w, idx *ir.Value) *ir.Value {
	return b.atenAs(torch.AtenIndexTensor, torch.VTensor(b.ctx, ranked(idx).Sizes, ranked(w).Dtype), w, b.tensors(idx))
}

// classDim is the class dim of a loss input of rank r: 0 for rank 1, else 1.
func classDim(r int) int {
	if r == 1 {
		return 0
	}
	return 1
}

// reduced applies reduction red (0 none, 1 mean, 2 sum) to v, giving type rt.
func (b *torchBuilder) reduced(v *ir.Value, red int64, rt ir.Type) *ir.Value {
	switch red {
	case 1:
		return b.atenAs(torch.AtenMean, rt, v, b.none())
	case 2:
		return b.atenAs(torch.AtenSum, rt, v, b.none())
	}
	return v
}

// nllParts are nll_loss's pieces: the loss at each target position (0
// where ignored) and the weight used there (0 where ignored).
type nllParts struct {
	loss, weight, ignored *ir.Value
}

// nllTerms builds nll_loss's per-position loss of x (rank >= 1, class dim
// classDim) for class-index target t, optional weight w and ignore_index ii.
func (b *torchBuilder) nllTerms(x, t, w, ii *ir.Value) nllParts {
	xt := ranked(x)
	cd := b.int(int64(classDim(len(xt.Sizes))))
	ignored := b.aten(torch.AtenEqScalar, t, ii)
	safe := b.zeroWhere(ignored, t)
	picked := b.aten(torch.AtenSqueezeDim, b.aten(torch.AtenGather, x, cd, b.aten(torch.AtenUnsqueeze, safe, cd), b.bool(false)), cd)
	var wt *ir.Value
	if torch.IsNoneValue(w) {
		wt = b.toDtype(b.aten(torch.AtenLogicalNot, ignored), xt.Dtype)
	} else {
		wt = b.zeroWhere(ignored, b.indexed(w, safe))
	}
	l := b.zeroWhere(ignored, b.aten(torch.AtenNeg, b.mul(picked, wt)))
	return nllParts{loss: l, weight: wt, ignored: ignored}
}

// nllLoss decomposes nll_loss, nll_loss_nd, nll_loss2d and their _forward
// forms (which also give the total weight: 0 for an unreduced batch).
func nllLoss[A interface {
	selfArgs
	IgnoreIndex() *ir.Value
	Reduction() *ir.Value
	Target() *ir.Value
	Weight() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x, t, w := args.Self(), args.Target(), args.Weight()
	xt, tt, rt := floatTensor(x), ranked(t), floatTensor(op.Result(0))
	red, ok := torch.ConstantIntValue(args.Reduction())
	if xt == nil || tt == nil || rt == nil || !ok || red < 0 || red > 2 || len(xt.Sizes) == 0 || len(tt.Sizes) != max(len(xt.Sizes)-1, 0) {
		return false
	}
	if !torch.IsNoneValue(w) && ranked(w) == nil {
		return false
	}
	if _, isInt := tt.Dtype.(*ir.IntegerType); !isInt {
		return false
	}
	b := newTorchBuilder(op, rw)
	p := b.nllTerms(x, t, w, args.IgnoreIndex())
	total := b.sumAll(p.weight)
	out := p.loss
	switch red {
	case 1:
		out = b.div(b.sumAll(p.loss), total)
	case 2:
		out = b.sumAll(p.loss)
	}
	if op.NumResults() == 1 {
		b.replace(op, out)
		return true
	}
	if red == 0 && len(xt.Sizes) > 1 {
		total = b.aten(torch.AtenZeros, b.ints(), b.dtypeOf(x), b.none(), b.none(), b.none())
	}
	b.replace(op, out, total)
	return true
}

func crossEntropyLoss(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenCrossEntropyLossArgs[*ir.Value](op.Operands())
	x, t, w := args.Self(), args.Target(), args.Weight()
	xt, tt, rt := floatTensor(x), ranked(t), floatTensor(op.Result(0))
	red, ok1 := torch.ConstantIntValue(args.Reduction())
	ls, ok2 := torch.ConstantFloatValue(args.LabelSmoothing())
	if xt == nil || tt == nil || rt == nil || !ok1 || !ok2 || red < 0 || red > 2 || len(xt.Sizes) == 0 || ls < 0 || ls > 1 {
		return false
	}
	if !torch.IsNoneValue(w) && ranked(w) == nil {
		return false
	}
	r := len(xt.Sizes)
	cdi := classDim(r)
	probs := torch.IsFloatDtype(tt.Dtype)
	if probs && len(tt.Sizes) != r || !probs && len(tt.Sizes) != r-1 {
		return false
	}
	b := newTorchBuilder(op, rw)
	cd := b.int(int64(cdi))
	lp := b.aten(torch.AtenLogSoftmaxInt, x, cd, b.none())
	classes := b.dim(x, cdi)
	// weighted(v) is v * w viewed along the class dim.
	weighted := func(v *ir.Value) *ir.Value {
		if torch.IsNoneValue(w) {
			return v
		}
		shape := make([]*ir.Value, r)
		for d := range shape {
			shape[d] = b.int(1)
		}
		shape[cdi] = b.int(-1)
		return b.mul(v, b.viewed(w, shape...))
	}
	sumClasses := func(v *ir.Value) *ir.Value {
		return b.aten(torch.AtenSumDimIntList, v, b.list(cd), b.bool(false), b.none())
	}
	if probs {
		tg := t
		if ls > 0 {
			// t (1 - ls) + ls / C
			if c, ok := torch.ConstantIntValue(classes); ok {
				tg = b.aten(torch.AtenAddScalar, b.mulScalar(t, 1-ls), b.float(ls/float64(c)), b.int(1))
			} else {
				none := b.none()
				shift := b.aten(torch.AtenDivScalar, b.aten(torch.AtenFullLike, t, b.float(ls), none, none, none, none, none), classes)
				tg = b.add(b.mulScalar(t, 1-ls), shift)
			}
		}
		prod := weighted(b.mul(lp, tg))
		var v *ir.Value
		switch red {
		case 0:
			v = b.aten(torch.AtenNeg, sumClasses(prod))
		case 1:
			positions := b.int(1)
			for d, s := range b.dims(x, 0, r) {
				if d != cdi {
					positions = b.times(positions, s)
				}
			}
			v = b.aten(torch.AtenDivScalar, b.aten(torch.AtenNeg, b.sumAll(prod)), positions)
		case 2:
			v = b.aten(torch.AtenNeg, b.sumAll(prod))
		}
		b.replace(op, v)
		return true
	}
	nll := b.atenAs(torch.AtenNllLossNd, op.Result(0).Type(), lp, t, w, args.Reduction(), args.IgnoreIndex())
	if ls == 0 {
		b.replace(op, nll)
		return true
	}
	p := b.nllTerms(lp, t, w, args.IgnoreIndex())
	smooth := b.zeroWhere(p.ignored, b.aten(torch.AtenNeg, sumClasses(weighted(lp))))
	var ret *ir.Value
	switch red {
	case 0:
		ret = smooth
	case 1:
		ret = b.div(b.sumAll(smooth), b.sumAll(p.weight))
	case 2:
		ret = b.sumAll(smooth)
	}
	ret = b.aten(torch.AtenDivScalar, b.mulScalar(ret, ls), classes)
	b.replace(op, b.add(b.mulScalar(nll, 1-ls), ret))
	return true
}

// marginInputs views a margin loss input x (rank 0, 1 or 2) as (N, C) and
// its target as (N, k) (k 1 for class indices, C for label lists).
func (b *torchBuilder) marginInputs(x, t *ir.Value, perClass bool) (x2, t2, classes *ir.Value) {
	xt := ranked(x)
	n, c := b.int(1), b.int(1)
	switch len(xt.Sizes) {
	case 1:
		c = b.dim(x, 0)
	case 2:
		n, c = b.dim(x, 0), b.dim(x, 1)
	}
	k := b.int(1)
	if perClass {
		k = c
	}
	return b.viewed(x, n, c), b.viewed(t, n, k), c
}

// marginOutput reduces the per-sample losses per ([N]) to op's result:
// none keeps them when the target has a batch dim, else one scalar.
func (b *torchBuilder) marginOutput(op *ir.Operation, per *ir.Value, red int64, batched bool) *ir.Value {
	rt := op.Result(0).Type()
	if red == 0 {
		if batched {
			return per
		}
		return b.viewed(per)
	}
	return b.reduced(per, red, rt)
}

func multiMarginLoss(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenMultiMarginLossArgs[*ir.Value](op.Operands())
	x, t, w := args.Self(), args.Target(), args.Weight()
	xt, tt := floatTensor(x), ranked(t)
	p, ok1 := torch.ConstantIntValue(args.P())
	red, ok2 := torch.ConstantIntValue(args.Reduction())
	if xt == nil || tt == nil || floatTensor(op.Result(0)) == nil || !ok1 || !ok2 || p != 1 && p != 2 || red < 0 || red > 2 || len(xt.Sizes) > 2 || len(tt.Sizes) > 1 {
		return false
	}
	if !torch.IsNoneValue(w) && ranked(w) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	x2, t2, classes := b.marginInputs(x, t, false)
	xy := b.aten(torch.AtenGather, x2, b.int(1), t2, b.bool(false))
	h := b.clampMin0(b.add(b.aten(torch.AtenRsubScalar, xy, args.Margin(), b.int(1)), x2))
	if p == 2 {
		h = b.mul(h, h)
	}
	if !torch.IsNoneValue(w) {
		h = b.mul(h, b.indexed(w, t2))
	}
	self := b.aten(torch.AtenEqTensor, b.arange(b.int(0), classes, b.int(1)), t2)
	h = b.zeroWhere(self, h)
	per := b.aten(torch.AtenDivScalar, b.aten(torch.AtenSumDimIntList, h, b.ints(1), b.bool(false), b.none()), classes)
	b.replace(op, b.marginOutput(op, per, red, len(tt.Sizes) > 0))
	return true
}

func multilabelMarginLoss[A interface {
	selfArgs
	Reduction() *ir.Value
	Target() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x, t := args.Self(), args.Target()
	xt, tt := floatTensor(x), ranked(t)
	red, ok := torch.ConstantIntValue(args.Reduction())
	if xt == nil || tt == nil || floatTensor(op.Result(0)) == nil || !ok || red < 0 || red > 2 || len(xt.Sizes) > 2 || len(tt.Sizes) != len(xt.Sizes) {
		return false
	}
	b := newTorchBuilder(op, rw)
	x2, t2, classes := b.marginInputs(x, t, true)
	one := b.int(1)
	// valid[n, j]: no negative target at or before j.
	negs := b.atenAs(torch.AtenCumsum, torch.VTensor(b.ctx, ranked(t2).Sizes, b.ctx.IntegerType(64, ir.Signed)), b.aten(torch.AtenLtScalar, t2, b.int(0)), one, b.none())
	valid := b.aten(torch.AtenEqScalar, negs, b.int(0))
	safe := b.zeroWhere(b.aten(torch.AtenLogicalNot, valid), t2)
	// isTarget[n, i]: some valid j has t[n, j] == i.
	hits := b.aten(torch.AtenEqTensor, b.aten(torch.AtenUnsqueeze, safe, b.int(2)), b.arange(b.int(0), classes, one))
	hits = b.aten(torch.AtenLogicalAnd, hits, b.aten(torch.AtenUnsqueeze, valid, b.int(2)))
	isTarget := b.aten(torch.AtenAnyDim, hits, one, b.bool(false))
	// z[n, j, i] = 1 - x[n, t[n, j]] + x[n, i], kept where j is valid and i is not a target.
	xj := b.aten(torch.AtenGather, x2, one, safe, b.bool(false))
	z := b.add(b.aten(torch.AtenUnsqueeze, b.aten(torch.AtenRsubScalar, xj, one, one), b.int(2)), b.aten(torch.AtenUnsqueeze, x2, one))
	keep := b.aten(torch.AtenLogicalAnd, b.aten(torch.AtenUnsqueeze, valid, b.int(2)), b.aten(torch.AtenUnsqueeze, b.aten(torch.AtenLogicalNot, isTarget), one))
	z = b.zeroWhere(b.aten(torch.AtenLogicalNot, keep), b.clampMin0(z))
	per := b.aten(torch.AtenDivScalar, b.aten(torch.AtenSumDimIntList, z, b.ints(1, 2), b.bool(false), b.none()), classes)
	out := b.marginOutput(op, per, red, len(tt.Sizes) > 1)
	if op.NumResults() == 1 {
		b.replace(op, out)
		return true
	}
	b.replace(op, out, b.aten(torch.AtenView, b.toDtype(isTarget, xt.Dtype), b.sizes(t)))
	return true
}
