package torchdecompose

import (
	"math"
	"slices"
	"strings"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// mathCompositeDecompositions: math composites and reductions.
var mathCompositeDecompositions = []*rewrite.Pattern{
	// selu(x) -> elu(x, alpha, scale, 1) with SELU's constants
	decomposition(torch.AtenSelu, floatOp[torch.AtenSeluArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation, x *ir.Value) *ir.Value {
		return b.aten(torch.AtenElu, x, b.float(seluAlpha), b.float(seluScale), b.int(1))
	})),
	// glu(x, d) -> a * sigmoid(c), a and c the halves of x along d
	decomposition(torch.AtenGlu, glu),
	// floor_divide(a, b) -> div(a, b, rounding_mode="floor")
	decomposition(torch.AtenFloorDivide, floorDivide[torch.AtenFloorDivideArgs[*ir.Value]](torch.AtenDivTensorMode)),
	decomposition(torch.AtenFloorDivideScalar, floorDivide[torch.AtenFloorDivideScalarArgs[*ir.Value]](torch.AtenDivScalarMode)),

	// outer(a, b) -> unsqueeze(a, 1) * b
	decomposition(torch.AtenOuter, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := torch.AtenOuterArgs[*ir.Value](op.Operands())
		if ranked(args.Self()) == nil || ranked(args.Vec2()) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, outerOf(b, args.Self(), args.Vec2()))
		return true
	}),
	// dot(a, b), vdot(a, b) -> sum(a * b) in the result dtype
	decomposition(torch.AtenDot, dot),
	decomposition(torch.AtenVdot, vdot),
	// mv(m, v) -> squeeze(mm(m, unsqueeze(v, 1)), 1)
	decomposition(torch.AtenMv, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := torch.AtenMvArgs[*ir.Value](op.Operands())
		if ranked(args.Self()) == nil || ranked(args.Vec()) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, mvOf(b, args.Self(), args.Vec()))
		return true
	}),
	// addmv(s, m, v, beta, alpha) -> beta s + alpha mv(m, v) (beta = 0 drops s)
	decomposition(torch.AtenAddmv, scaledAdd(mvOf, torch.AtenAddmvArgs[*ir.Value].Mat, torch.AtenAddmvArgs[*ir.Value].Vec)),
	// addr(s, a, c, beta, alpha) -> beta s + alpha outer(a, c)
	decomposition(torch.AtenAddr, scaledAdd(outerOf, torch.AtenAddrArgs[*ir.Value].Vec1, torch.AtenAddrArgs[*ir.Value].Vec2)),
	// baddbmm(s, a, c, beta, alpha) -> beta s + alpha bmm(a, c)
	decomposition(torch.AtenBaddbmm, scaledAdd(func(b *torchBuilder, a, c *ir.Value) *ir.Value { return b.aten(torch.AtenBmm, a, c) },
		torch.AtenBaddbmmArgs[*ir.Value].Batch1, torch.AtenBaddbmmArgs[*ir.Value].Batch2)),
	// addbmm(s, a, c, beta, alpha) -> beta s + alpha sum(bmm(a, c), 0)
	decomposition(torch.AtenAddbmm, scaledAdd(func(b *torchBuilder, a, c *ir.Value) *ir.Value {
		p := b.aten(torch.AtenBmm, a, c)
		return b.aten(torch.AtenSumDimIntList, p, b.ints(0), b.bool(false), b.dtypeOf(p))
	}, torch.AtenAddbmmArgs[*ir.Value].Batch1, torch.AtenAddbmmArgs[*ir.Value].Batch2)),
	// inner(a, b) -> tensordot over the last dims (a 0-d operand: a * b)
	decomposition(torch.AtenInner, inner),
	// tensordot(a, b, da, db) -> view(mm(view(permute(a)), view(permute(b))))
	decomposition(torch.AtenTensordot, tensordot),
	// einsum(eq, ts) -> the operands permuted and unsqueezed to all the
	// equation's letters, multiplied, summed over the letters not output
	decomposition(torch.AtenEinsum, einsum),

	// linalg_vector_norm(x, ord, dims, keepdim) -> sum(|x|^ord)^(1/ord)
	// (2: sqrt(sum(x*x)), 1: sum(|x|), inf: amax(|x|), -inf: amin(|x|),
	// 0: the count of non-zeros)
	decomposition(torch.AtenLinalgVectorNorm, vectorNorm),
	// logsumexp(x, dims, keepdim) -> log(sum(exp(x - m), dims)) + m,
	// m = amax(x, dims) with infinities made 0
	decomposition(torch.AtenLogsumexp, logSumExp),
	// index_reduce(x, d, idx, src, reduce, self) -> scatter_reduce.two(x, d,
	// expand(view(idx) along d, sizes(src)), src, reduce, self)
	decomposition(torch.AtenIndexReduce, indexReduce),
	// var_mean(x, ...) -> (var(x, ...), mean(x, dims, keepdim)); std_mean alike
	decomposition(torch.AtenVarMean, statsMean[torch.AtenVarMeanArgs[*ir.Value]](torch.AtenVar)),
	decomposition(torch.AtenVarMeanDim, statsMean[torch.AtenVarMeanDimArgs[*ir.Value]](torch.AtenVarDim)),
	decomposition(torch.AtenVarMeanCorrection, statsMean[torch.AtenVarMeanCorrectionArgs[*ir.Value]](torch.AtenVarCorrection)),
	decomposition(torch.AtenStdMean, statsMean[torch.AtenStdMeanArgs[*ir.Value]](torch.AtenStd)),
	decomposition(torch.AtenStdMeanDim, statsMean[torch.AtenStdMeanDimArgs[*ir.Value]](torch.AtenStdDim)),
	decomposition(torch.AtenStdMeanCorrection, statsMean[torch.AtenStdMeanCorrectionArgs[*ir.Value]](torch.AtenStdCorrection)),
	// aminmax(x, dim?, keepdim) -> (amin(x, dims, keepdim), amax(x, dims, keepdim))
	decomposition(torch.AtenAminmax, aminmax),
	// count_nonzero(x, dims) -> sum(x != 0, dims) in int64
	decomposition(torch.AtenCountNonzero, countNonzero[torch.AtenCountNonzeroArgs[*ir.Value]]),
	decomposition(torch.AtenCountNonzeroDimIntList, countNonzero[torch.AtenCountNonzeroDimIntListArgs[*ir.Value]]),
	// nansum(x, ...) -> sum(masked_fill(x, isnan(x), 0), ...); nanmean
	// divides by the count of non-NaN elements
	decomposition(torch.AtenNansum, nanReduce[torch.AtenNansumArgs[*ir.Value]](false)),
	decomposition(torch.AtenNanmean, nanReduce[torch.AtenNanmeanArgs[*ir.Value]](true)),
	// _safe_softmax(x, d, dtype) -> masked_fill(softmax(x, d, dtype), all(x == -inf, d), 0)
	decomposition(torch.Aten_SafeSoftmax, safeSoftmax),
	// cross(a, b, d) -> a[p] * b[q] - a[q] * b[p] along d, p = [1, 2, 0], q = [2, 0, 1]
	decomposition(torch.AtenCross, cross[torch.AtenCrossArgs[*ir.Value]](true)),
	decomposition(torch.AtenLinalgCross, cross[torch.AtenLinalgCrossArgs[*ir.Value]](false)),
	// trapezoid(y, x, d) -> sum(diff(x) * (y[1:] + y[:-1]), d) / 2;
	// cumulative_trapezoid: cumsum(diff(x) * (y[1:] + y[:-1]) / 2, d)
	decomposition(torch.AtenTrapezoidX, trapezoid[torch.AtenTrapezoidXArgs[*ir.Value]](false)),
	decomposition(torch.AtenTrapezoidDx, trapezoid[torch.AtenTrapezoidDxArgs[*ir.Value]](false)),
	decomposition(torch.AtenCumulativeTrapezoidX, trapezoid[torch.AtenCumulativeTrapezoidXArgs[*ir.Value]](true)),
	decomposition(torch.AtenCumulativeTrapezoidDx, trapezoid[torch.AtenCumulativeTrapezoidDxArgs[*ir.Value]](true)),
	// pairwise_distance(a, b, p, eps, keepdim) -> linalg_vector_norm(a - b + eps, p, [-1], keepdim)
	decomposition(torch.AtenPairwiseDistance, pairwiseDistance),
	// max_unpoolNd(x, idx, size) -> view(scatter(zeros, -1, view(idx), view(x)))
	// with the spatial dims flattened
	decomposition(torch.AtenMaxUnpool2d, maxUnpool[torch.AtenMaxUnpool2dArgs[*ir.Value]](2)),
	decomposition(torch.AtenMaxUnpool3d, maxUnpool[torch.AtenMaxUnpool3dArgs[*ir.Value]](3)),
	// argsort(x, d, desc) -> sort(x, d, desc).indices; the .stable forms
	// and msort(x) = sort(x, 0).values alike (sort is stable)
	decomposition(torch.AtenArgsort, sortOf[torch.AtenArgsortArgs[*ir.Value]](1)),
	decomposition(torch.AtenArgsortStable, sortOf[torch.AtenArgsortStableArgs[*ir.Value]](1)),
	decomposition(torch.AtenSortStable, sortOf[torch.AtenSortStableArgs[*ir.Value]](-1)),
	decomposition(torch.AtenMsort, sortOf[torch.AtenMsortArgs[*ir.Value]](0)),
	// isclose(a, b, rtol, atol, equal_nan) -> a == b | (equal_nan & isnan(a) & isnan(b))
	//   | (isfinite(|a - b|) & |a - b| <= atol + |rtol * b|)
	decomposition(torch.AtenIsclose, isclose),
	// diff(x, n, d, pre, app) -> n times y[1:] - y[:-1] (bools: !=) along d
	// of y = cat(pre, x, app)
	decomposition(torch.AtenDiff, diff),
	// The losses as PyTorch's composites, then the reduction (0 none, 1
	// mean, 2 sum):
	// margin_ranking_loss(a, b, t, m) -> clamp_min(-t * (a - b) + m, 0)
	decomposition(torch.AtenMarginRankingLoss, loss[torch.AtenMarginRankingLossArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenMarginRankingLossArgs[*ir.Value](op.Operands())
		x1, x2, t := args.Input1(), args.Input2(), args.Target()
		v := b.aten(torch.AtenAddScalar, b.mul(b.aten(torch.AtenNeg, t), b.sub(x1, x2)), args.Margin(), b.int(1))
		return b.aten(torch.AtenClamp, v, b.int(0), b.none())
	})),
	// hinge_embedding_loss(x, t, m) -> where(t != 1, clamp_min(m - x, 0), 0) + where(t != -1, x, 0)
	decomposition(torch.AtenHingeEmbeddingLoss, loss[torch.AtenHingeEmbeddingLossArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenHingeEmbeddingLossArgs[*ir.Value](op.Operands())
		x, t := args.Self(), args.Target()
		zeros := b.aten(torch.AtenZerosLike, x, b.none(), b.none(), b.none(), b.none(), b.none())
		mc := b.aten(torch.AtenClamp, b.aten(torch.AtenRsubScalar, x, args.Margin(), b.int(1)), b.int(0), b.none())
		om := b.aten(torch.AtenWhereSelf, b.aten(torch.AtenNeScalar, t, b.int(1)), mc, zeros)
		os := b.aten(torch.AtenWhereSelf, b.aten(torch.AtenNeScalar, t, b.int(-1)), x, zeros)
		return b.add(om, os)
	})),
	// soft_margin_loss(x, t) -> log1p(exp(-x * t))
	decomposition(torch.AtenSoftMarginLoss, loss[torch.AtenSoftMarginLossArgs[*ir.Value]](func(b *torchBuilder, op *ir.Operation) *ir.Value {
		args := torch.AtenSoftMarginLossArgs[*ir.Value](op.Operands())
		return b.aten(torch.AtenLog1p, b.aten(torch.AtenExp, b.mul(b.aten(torch.AtenNeg, args.Self()), args.Target())))
	})),
	// cosine_embedding_loss(a, b, t, m) -> where(t == 1, 1 - cos, 0) + where(t == -1, clamp_min(cos - m, 0), 0)
	// with cos = sum(a*b) / sqrt((sum(a*a) + 1e-12) (sum(b*b) + 1e-12)) over the last dim
	decomposition(torch.AtenCosineEmbeddingLoss, loss[torch.AtenCosineEmbeddingLossArgs[*ir.Value]](cosineEmbeddingLoss)),
	// dist(a, b, p) -> linalg_vector_norm(a - b, p)
	decomposition(torch.AtenDist, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := torch.AtenDistArgs[*ir.Value](op.Operands())
		if floatTensor(args.Self()) == nil || floatTensor(args.Other()) == nil || ranked(op.Result(0)) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		d := b.sub(args.Self(), args.Other())
		b.replace(op, b.atenAs(torch.AtenLinalgVectorNorm, op.Result(0).Type(), d, args.P(), b.none(), b.bool(false), b.none()))
		return true
	}),
	// cosine_similarity(a, b, d, eps) -> sum((a / clamp_min(|a|, eps)) * (b / clamp_min(|b|, eps)), d)
	decomposition(torch.AtenCosineSimilarity, cosineSimilarity),
	// triplet_margin_loss(a, p, n, m, ord, eps, swap) -> clamp_min(m + d(a, p) - d(a, n), 0),
	// d = pairwise_distance (d(a, n) = minimum(d(a, n), d(p, n)) when swap)
	decomposition(torch.AtenTripletMarginLoss, loss[torch.AtenTripletMarginLossArgs[*ir.Value]](tripletMarginLoss)),
	// poisson_nll_loss(x, t, log_input, full, eps) -> exp(x) - t x (log_input)
	// or x - t log(x + eps), + where(t > 1, t log(t) - t + log(2 pi t) / 2, 0) when full
	decomposition(torch.AtenPoissonNllLoss, loss[torch.AtenPoissonNllLossArgs[*ir.Value]](poissonNLLLoss)),
	// index_put(x, [mask], v, acc) with one bool mask over x's leading
	// dims and v broadcasting to the trailing ones (no per-selected-row
	// dim): where(mask, v, x), or x + where(mask, v, 0) accumulating.
	// Other index lists are lowered by convert-torch-to-linalg.
	decomposition(torch.AtenIndexPut, indexPutMask),
}

// SELU's constants, as torch.nn.functional.selu.
const (
	seluAlpha = 1.6732632423543772848170429916717
	seluScale = 1.0507009873554804934193349852946
)

// str is a torch.constant.str.
func (b *torchBuilder) str(s string) *ir.Value {
	return b.create(torch.ConstantStr.Name, nil, []ir.Type{torch.Str(b.ctx)},
		ir.NamedAttr{Name: "value", Value: b.ctx.StringAttr(s)}).Result(0)
}

// dtypeOf is the ScalarType constant of v's dtype.
func (b *torchBuilder) dtypeOf(v *ir.Value) *ir.Value {
	return b.int(torch.ScalarTypeOfDtype(b.ctx, ranked(v).Dtype))
}

func glu(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenGluArgs[*ir.Value](op.Operands())
	t := floatTensor(args.Self())
	d, ok := torch.ConstantIntValue(args.Dim())
	if t == nil || !ok || len(t.Sizes) == 0 {
		return false
	}
	r := int64(len(t.Sizes))
	if d < 0 {
		d += r
	}
	if d < 0 || d >= r || t.Sizes[d] == torch.Dynamic || t.Sizes[d]%2 != 0 {
		return false // a dynamic or odd size (the verifier reports odd ones)
	}
	h := t.Sizes[d] / 2
	b := newTorchBuilder(op, rw)
	x := args.Self()
	b.replace(op, b.mul(b.slice(x, int(d), 0, &h), b.aten(torch.AtenSigmoid, b.slice(x, int(d), h, nil))))
	return true
}

// otherArgs are the argument lists of binary ops: (self, other, ...).
type otherArgs interface {
	selfArgs
	Other() *ir.Value
}

// floorDivide decomposes floor_divide(x, y) into target(x, y, "floor"),
// target a div with a rounding mode.
func floorDivide[A otherArgs](target *ir.OpDef) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		if ranked(args.Self()) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.atenAs(target, op.Result(0).Type(), args.Self(), args.Other(), b.str("floor")))
		return true
	}
}

func outerOf(b *torchBuilder, x, y *ir.Value) *ir.Value {
	return b.mul(b.aten(torch.AtenUnsqueeze, x, b.int(1)), y)
}

func mvOf(b *torchBuilder, m, v *ir.Value) *ir.Value {
	return b.aten(torch.AtenSqueezeDim, b.aten(torch.AtenMm, m, b.aten(torch.AtenUnsqueeze, v, b.int(1))), b.int(1))
}

func dot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenDotArgs[*ir.Value](op.Operands())
	return dotOf(op, rw, args.Self(), args.Tensor())
}

// dotOf replaces op, a dot or a real vdot of x and y, by sum(x * y).
func dotOf(op *ir.Operation, rw *rewrite.Rewriter, x, y *ir.Value) bool {
	rt := ranked(op.Result(0))
	if ranked(x) == nil || ranked(y) == nil || rt == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	p := b.mul(x, y)
	b.replace(op, b.aten(torch.AtenSumDimIntList, p, b.ints(0), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype))))
	return true
}

// vdot(a, b) -> dot(conj_physical(a), b) for complex vectors (a real
// vector's conjugate is itself).
func vdot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenVdotArgs[*ir.Value](op.Operands())
	rt := ranked(op.Result(0))
	if rt == nil || !isComplex(rt.Dtype) {
		return dotOf(op, rw, args.Self(), args.Other())
	}
	a, c := ranked(args.Self()), ranked(args.Other())
	if a == nil || c == nil || a.Dtype != rt.Dtype || c.Dtype != rt.Dtype {
		return false
	}
	b := newTorchBuilder(op, rw)
	p := b.mul(b.atenAs(torch.AtenConjPhysical, args.Self().Type(), args.Self()), args.Other())
	b.replace(op, b.aten(torch.AtenSumDimIntList, p, b.ints(0), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype))))
	return true
}

// scaledAddArgs are the argument lists of addmv, addr, baddbmm and addbmm:
// (self, a, c, beta, alpha), a and c named per op.
type scaledAddArgs interface {
	selfArgs
	Beta() *ir.Value
	Alpha() *ir.Value
}

// scaledAdd decomposes op(self, a, c, beta, alpha) = beta*self +
// alpha*f(a, c), as addmm: beta = 0 drops self (NaN in it does not
// propagate), the constants 1 multiply nothing. left and right read a
// and c (torch.AtenAddmvArgs[*ir.Value].Mat).
func scaledAdd[A scaledAddArgs](f func(b *torchBuilder, a, c *ir.Value) *ir.Value, left, right func(A) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		s, a, c := args.Self(), left(args), right(args)
		beta, ok1 := torch.ConstantFloatValue(args.Beta())
		_, ok2 := torch.ConstantFloatValue(args.Alpha())
		if !ok1 || !ok2 || ranked(s) == nil || ranked(a) == nil || ranked(c) == nil || ranked(op.Result(0)) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		y := b.scaled(f(b, a, c), args.Alpha())
		if beta != 0 {
			y = b.add(y, b.scaled(s, args.Beta()))
		}
		if rt := ranked(op.Result(0)); ranked(y).Dtype != rt.Dtype {
			y = b.toDtype(y, rt.Dtype)
		}
		b.replace(op, y)
		return true
	}
}

func inner(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenInnerArgs[*ir.Value](op.Operands())
	x, y := args.Self(), args.Other()
	xt, yt := ranked(x), ranked(y)
	if xt == nil || yt == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	if len(xt.Sizes) == 0 || len(yt.Sizes) == 0 {
		b.replace(op, b.mul(x, y))
		return true
	}
	b.replace(op, contraction(b, x, y, []int{len(xt.Sizes) - 1}, []int{len(yt.Sizes) - 1}))
	return true
}

func tensordot(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenTensordotArgs[*ir.Value](op.Operands())
	x, y := args.Self(), args.Other()
	xt, yt := ranked(x), ranked(y)
	da, ok1 := torch.ConstantIntList(args.DimsSelf())
	db, ok2 := torch.ConstantIntList(args.DimsOther())
	if xt == nil || yt == nil || !ok1 || !ok2 || len(da) != len(db) {
		return false
	}
	ca, okA := normDims(da, len(xt.Sizes))
	cb, okB := normDims(db, len(yt.Sizes))
	if !okA || !okB {
		return false
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, contraction(b, x, y, ca, cb))
	return true
}

// normDims wraps negative dims, rejecting repeated or out-of-range ones.
func normDims(ds []int64, r int) ([]int, bool) {
	out := make([]int, len(ds))
	for i, d := range ds {
		if d < 0 {
			d += int64(r)
		}
		if d < 0 || d >= int64(r) || slices.Contains(out[:i], int(d)) {
			return nil, false
		}
		out[i] = int(d)
	}
	return out, true
}

// contraction sums x*y over the paired dims (ca[k] of x with cb[k] of y):
// x permuted to (free, paired) and viewed [F, K], y to (paired, free) as
// [K, G], one mm, viewed to x's free sizes then y's.
func contraction(b *torchBuilder, x, y *ir.Value, ca, cb []int) *ir.Value {
	free := func(r int, paired []int) []int {
		var out []int
		for d := 0; d < r; d++ {
			if !slices.Contains(paired, d) {
				out = append(out, d)
			}
		}
		return out
	}
	rx, ry := len(ranked(x).Sizes), len(ranked(y).Sizes)
	fx, fy := free(rx, ca), free(ry, cb)
	product := func(v *ir.Value, dims []int) *ir.Value {
		n := b.int(1)
		for _, d := range dims {
			n = b.times(n, b.dim(v, d))
		}
		return n
	}
	var out []*ir.Value
	for _, d := range fx {
		out = append(out, b.dim(x, d))
	}
	for _, d := range fy {
		out = append(out, b.dim(y, d))
	}
	k := product(x, ca)
	xm := b.viewed(b.permuted(x, append(slices.Clone(fx), ca...)), product(x, fx), k)
	ym := b.viewed(b.permuted(y, append(slices.Clone(cb), fy...)), k, product(y, fy))
	return b.viewed(b.aten(torch.AtenMm, xm, ym), out...)
}

// einsum handles equations of letters without ellipses and without a
// letter repeated within one operand; the output is given ("->") or
// implicit (the letters used once, sorted).
func einsum(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenEinsumArgs[*ir.Value](op.Operands())
	eq, ok := constantStr(args.Equation())
	lc := args.Tensors().DefiningOp()
	rt := ranked(op.Result(0))
	if !ok || lc == nil || lc.Name() != torch.PrimListConstruct.Name || rt == nil || strings.Contains(eq, ".") {
		return false
	}
	eq = strings.ReplaceAll(eq, " ", "")
	lhs, outS, explicit := strings.Cut(eq, "->")
	ins := strings.Split(lhs, ",")
	ts := lc.Operands()
	if len(ins) != len(ts) {
		return false
	}
	uses := map[rune]int{}
	for k, s := range ins {
		t := ranked(ts[k])
		if t == nil || len(t.Sizes) != len(s) {
			return false
		}
		for i, ch := range s {
			if strings.ContainsRune(s[:i], ch) {
				return false // a diagonal
			}
			uses[ch]++
		}
	}
	if !explicit {
		var once []rune
		for ch, n := range uses {
			if n == 1 {
				once = append(once, ch)
			}
		}
		slices.Sort(once)
		outS = string(once)
	}
	// The letters in order: the output's, then the summed ones as they
	// first appear.
	order := []rune(outS)
	for _, s := range ins {
		for _, ch := range s {
			if !slices.Contains(order, ch) {
				order = append(order, ch)
			}
		}
	}
	for _, ch := range outS {
		if uses[ch] == 0 {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	var prod *ir.Value
	for k, s := range ins {
		// Permute to the letters' order, then unsqueeze the absent ones.
		var perm []int
		for _, ch := range order {
			if i := strings.IndexRune(s, ch); i >= 0 {
				perm = append(perm, i)
			}
		}
		v := b.permuted(ts[k], perm)
		for pos, ch := range order {
			if !strings.ContainsRune(s, ch) {
				v = b.aten(torch.AtenUnsqueeze, v, b.int(int64(pos)))
			}
		}
		if prod == nil {
			prod = v
		} else {
			prod = b.mul(prod, v)
		}
	}
	if n := len([]rune(outS)); n < len(order) {
		var dims []int64
		for d := n; d < len(order); d++ {
			dims = append(dims, int64(d))
		}
		prod = b.aten(torch.AtenSumDimIntList, prod, b.ints(dims...), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype)))
	}
	if ranked(prod).Dtype != rt.Dtype {
		prod = b.toDtype(prod, rt.Dtype)
	}
	b.replace(op, prod)
	return true
}

func vectorNorm(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenLinalgVectorNormArgs[*ir.Value](op.Operands())
	x := args.Self()
	t, rt := floatTensor(x), ranked(op.Result(0))
	ord, ok := torch.ConstantFloatValue(args.Ord())
	keep, okK := torch.ConstantBoolValue(args.Keepdim())
	if ranked(x) == nil || rt == nil || !ok || !okK || !torch.IsFloatDtype(rt.Dtype) {
		return false
	}
	dtype, hasDtype := torch.ConstantIntValue(args.Dtype())
	if !hasDtype && !torch.IsNoneValue(args.Dtype()) {
		return false
	}
	// Without a dtype argument, complex elements take the direct lowering.
	complexIn := isComplex(ranked(x).Dtype)
	if !hasDtype && (t == nil || rt.Dtype != t.Dtype) {
		return false
	}
	dims := args.Dim()
	if !torch.IsNoneValue(dims) {
		if _, ok := torch.ConstantIntList(dims); !ok {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	if complexIn {
		// The norm of complex elements is the norm of their moduli, taken
		// in the dtype argument (a complex one) when there is one.
		if hasDtype {
			if want := torch.DtypeOfScalarType(b.ctx, dtype); isComplex(want) && want != ranked(x).Dtype {
				x = b.toDtype(x, want)
			}
		}
		x = b.aten(torch.AtenAbs, x)
	}
	if xt := ranked(x); xt.Dtype != rt.Dtype {
		x = b.toDtype(x, rt.Dtype) // the dtype argument
	}
	if torch.IsNoneValue(dims) {
		dims = b.ints()
	}
	sum := func(v *ir.Value) *ir.Value { return b.aten(torch.AtenSumDimIntList, v, dims, b.bool(keep), b.none()) }
	abs := b.aten(torch.AtenAbs, x)
	var y *ir.Value
	switch {
	case math.IsInf(ord, 1):
		y = b.aten(torch.AtenAmax, abs, dims, b.bool(keep))
	case math.IsInf(ord, -1):
		y = b.aten(torch.AtenAmin, abs, dims, b.bool(keep))
	case ord == 0:
		y = sum(b.toDtype(b.aten(torch.AtenNeScalar, x, b.int(0)), rt.Dtype))
	case ord == 1:
		y = sum(abs)
	case ord == 2:
		y = b.aten(torch.AtenSqrt, sum(b.mul(x, x)))
	default:
		y = b.aten(torch.AtenPowTensorScalar, sum(b.aten(torch.AtenPowTensorScalar, abs, b.float(ord))), b.float(1/ord))
	}
	b.replace(op, y)
	return true
}

func logSumExp(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenLogsumexpArgs[*ir.Value](op.Operands())
	x, rt := args.Self(), ranked(op.Result(0))
	t := ranked(x)
	keep, ok := torch.ConstantBoolValue(args.Keepdim())
	if _, okD := torch.ConstantIntList(args.Dim()); t == nil || rt == nil || !ok || !okD || !torch.IsFloatDtype(rt.Dtype) && !isComplex(rt.Dtype) {
		return false
	}
	b := newTorchBuilder(op, rw)
	if t.Dtype != rt.Dtype {
		x = b.toDtype(x, rt.Dtype)
	}
	dims := args.Dim()
	finite := func(m *ir.Value) *ir.Value {
		return b.aten(torch.AtenMaskedFillScalar, m, b.aten(torch.AtenIsinf, m), b.int(0))
	}
	// A complex x is shifted by the largest real part, as ATen does.
	re := x
	if isComplex(rt.Dtype) {
		re = b.atenAs(torch.AtenReal, torch.VTensor(b.ctx, t.Sizes, rt.Dtype.(*ir.ComplexType).Elem), x)
	}
	m := finite(b.aten(torch.AtenAmax, re, dims, b.bool(true)))
	s := b.aten(torch.AtenSumDimIntList, b.aten(torch.AtenExp, b.sub(x, m)), dims, b.bool(keep), b.none())
	if !keep {
		m = finite(b.aten(torch.AtenAmax, re, dims, b.bool(false)))
	}
	b.replace(op, b.add(b.aten(torch.AtenLog, s), m))
	return true
}

func indexReduce(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenIndexReduceArgs[*ir.Value](op.Operands())
	x, idx, src := args.Self(), args.Index(), args.Source()
	xt, it, st := ranked(x), ranked(idx), ranked(src)
	d, ok := torch.ConstantIntValue(args.Dim())
	reduce, okR := constantStr(args.Reduce())
	if xt == nil || it == nil || st == nil || !ok || !okR || len(it.Sizes) > 1 || len(xt.Sizes) != len(st.Sizes) {
		return false
	}
	if reduce != "prod" && reduce != "mean" && reduce != "amax" && reduce != "amin" {
		return false
	}
	r := len(xt.Sizes)
	b := newTorchBuilder(op, rw)
	if r == 0 {
		// Rank 0: as [1] (the index has the one element).
		one := b.ints(1)
		x1, s1 := b.aten(torch.AtenView, x, one), b.aten(torch.AtenView, src, one)
		y := b.atenAs(torch.AtenScatterReduceTwo, x1.Type(), x1, b.int(0), b.aten(torch.AtenView, idx, one), s1, args.Reduce(), args.IncludeSelf())
		b.replace(op, b.aten(torch.AtenView, y, b.ints()))
		return true
	}
	if d < 0 {
		d += int64(r)
	}
	if d < 0 || d >= int64(r) {
		b.done()
		return false
	}
	shape := make([]*ir.Value, r)
	for i := range shape {
		shape[i] = b.int(1)
	}
	shape[d] = b.int(-1)
	ix := b.aten(torch.AtenExpand, b.viewed(idx, shape...), b.sizes(src), b.bool(false))
	b.replace(op, b.atenAs(torch.AtenScatterReduceTwo, op.Result(0).Type(), x, b.int(d), ix, src, args.Reduce(), args.IncludeSelf()))
	return true
}

// constantStr is the value of a torch.constant.str.
func constantStr(v *ir.Value) (string, bool) {
	if d := v.DefiningOp(); d != nil && d.Name() == torch.ConstantStr.Name {
		if s, ok := d.Attr("value").(*ir.StringAttr); ok {
			return s.Value, true
		}
	}
	return "", false
}

// dimKeepArgs are the argument lists of reductions over dims that may
// keep them: (self, dim, ..., keepdim, ...).
type dimKeepArgs interface {
	Dim() *ir.Value
	Keepdim() *ir.Value
}

// statsMean decomposes var_mean/std_mean into stat (its operands the
// op's) and mean.dim over the op's dims and keepdim (every dim, not kept,
// when it has none).
func statsMean[A selfArgs](stat *ir.OpDef) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Self()
		if floatTensor(x) == nil || ranked(op.Result(0)) == nil || ranked(op.Result(1)) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		v := b.atenAs(stat, op.Result(0).Type(), op.Operands()...)
		dims, keep := b.none(), b.bool(false)
		if a, ok := any(args).(dimKeepArgs); ok {
			dims, keep = a.Dim(), a.Keepdim()
		}
		b.replace(op, v, b.atenAs(torch.AtenMeanDim, op.Result(1).Type(), x, dims, keep, b.none()))
		return true
	}
}

// dimList is [d] for an int operand, [] (every dim) for none.
func (b *torchBuilder) dimList(v *ir.Value) (*ir.Value, bool) {
	if torch.IsNoneValue(v) {
		return b.ints(), true
	}
	d, ok := torch.ConstantIntValue(v)
	return b.ints(d), ok
}

func aminmax(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenAminmaxArgs[*ir.Value](op.Operands())
	x := args.Self()
	if ranked(x) == nil || ranked(op.Result(0)) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	dims, ok := b.dimList(args.Dim())
	if !ok {
		b.done()
		return false
	}
	b.replace(op, b.aten(torch.AtenAmin, x, dims, args.Keepdim()), b.aten(torch.AtenAmax, x, dims, args.Keepdim()))
	return true
}

func countNonzero[A interface {
	selfArgs
	Dim() *ir.Value
}](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x := args.Self()
	if ranked(x) == nil || ranked(op.Result(0)) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	dims := args.Dim()
	if !torch.IsContainer(dims.Type(), torch.KindList) {
		var ok bool
		if dims, ok = b.dimList(dims); !ok {
			b.done()
			return false
		}
	}
	nz := b.aten(torch.AtenNeScalar, x, b.int(0))
	b.replace(op, b.atenAs(torch.AtenSumDimIntList, op.Result(0).Type(), nz, dims, b.bool(false), b.int(4)))
	return true
}

func nanReduce[A interface {
	selfArgs
	dimKeepArgs
	Dtype() *ir.Value
}](mean bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, rt := args.Self(), op.Result(0).Type()
		t := ranked(x)
		if t == nil || ranked(op.Result(0)) == nil || mean && (!torch.IsFloatDtype(t.Dtype) || !torch.IsNoneValue(args.Dtype())) {
			return false
		}
		b := newTorchBuilder(op, rw)
		dims, keep := args.Dim(), args.Keepdim()
		if torch.IsNoneValue(dims) {
			dims = b.ints()
		}
		v := x
		if torch.IsFloatDtype(t.Dtype) {
			v = b.aten(torch.AtenMaskedFillScalar, x, b.aten(torch.AtenIsnan, x), b.int(0))
		}
		sum := b.atenAs(torch.AtenSumDimIntList, rt, v, dims, keep, args.Dtype())
		if mean {
			n := b.atenAs(torch.AtenSumDimIntList, rt, b.aten(torch.AtenLogicalNot, b.aten(torch.AtenIsnan, x)), dims, keep, b.dtypeOf(x))
			sum = b.div(sum, n)
		}
		b.replace(op, sum)
		return true
	}
}

func safeSoftmax(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.Aten_SafeSoftmaxArgs[*ir.Value](op.Operands())
	x := args.Self()
	if ranked(x) == nil || ranked(op.Result(0)) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	y := b.atenAs(torch.AtenSoftmaxInt, op.Result(0).Type(), x, args.Dim(), args.Dtype())
	masked := b.aten(torch.AtenAllDim, b.aten(torch.AtenEqScalar, x, b.float(math.Inf(-1))), args.Dim(), b.bool(true))
	b.replace(op, b.aten(torch.AtenMaskedFillScalar, y, masked, b.int(0)))
	return true
}

func cross[A interface {
	otherArgs
	Dim() *ir.Value
}](optionalDim bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, y, rt := args.Self(), args.Other(), ranked(op.Result(0))
		if ranked(x) == nil || ranked(y) == nil || rt == nil || len(ranked(x).Sizes) != len(rt.Sizes) || len(ranked(y).Sizes) != len(rt.Sizes) {
			return false
		}
		r := len(rt.Sizes)
		var d int
		if optionalDim && torch.IsNoneValue(args.Dim()) {
			// The first dim of size 3: known only when the sizes before it are.
			d = -1
			for i, n := range rt.Sizes {
				if n == torch.Dynamic {
					return false
				}
				if n == 3 {
					d = i
					break
				}
			}
		} else {
			k, ok := torch.ConstantIntValue(args.Dim())
			if !ok {
				return false
			}
			if k < 0 {
				k += int64(r)
			}
			d = int(k)
		}
		if d < 0 || d >= r || rt.Sizes[d] != 3 {
			return false
		}
		b := newTorchBuilder(op, rw)
		dim := b.int(int64(d))
		p, q := b.i64Literal([]int64{1, 2, 0}), b.i64Literal([]int64{2, 0, 1})
		at := func(v, i *ir.Value) *ir.Value { return b.aten(torch.AtenIndexSelect, v, dim, i) }
		b.replace(op, b.sub(b.mul(at(x, p), at(y, q)), b.mul(at(x, q), at(y, p))))
		return true
	}
}

// trapezoid decomposes the trapezoid rules, over the points x of the .x
// overloads or the spacing dx of the .dx ones.
func trapezoid[A interface {
	~[]*ir.Value
	Y() *ir.Value
	Dim() *ir.Value
}](cumulative bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		y, rt := args.Y(), ranked(op.Result(0))
		t := ranked(y)
		dv, ok := torch.ConstantIntValue(args.Dim())
		if t == nil || rt == nil || !ok || len(t.Sizes) == 0 || !torch.IsFloatDtype(rt.Dtype) && !isComplex(rt.Dtype) {
			return false
		}
		r := int64(len(t.Sizes))
		if dv < 0 {
			dv += r
		}
		if dv < 0 || dv >= r || t.Sizes[dv] == torch.Dynamic {
			return false
		}
		n, d := t.Sizes[dv], int(dv)
		if n == 0 {
			return false
		}
		m := n - 1
		b := newTorchBuilder(op, rw)
		lo := func(v *ir.Value, dd int) *ir.Value { return b.slice(v, dd, 0, &m) }
		hi := func(v *ir.Value, dd int) *ir.Value { return b.slice(v, dd, 1, &n) }
		sum := b.add(hi(y, d), lo(y, d))
		var h *ir.Value
		xArgs, withX := any(args).(interface{ X() *ir.Value })
		if withX {
			x := xArgs.X()
			xt := ranked(x)
			if xt == nil || !(len(xt.Sizes) == 1 && xt.Sizes[0] == n || slices.Equal(xt.Sizes, t.Sizes)) {
				b.done()
				return false
			}
			if len(xt.Sizes) == 1 {
				h = b.sub(hi(x, 0), lo(x, 0))
				if d != int(r)-1 {
					shape := make([]int64, r-int64(d))
					for i := range shape {
						shape[i] = 1
					}
					shape[0] = m
					h = b.aten(torch.AtenView, h, b.ints(shape...))
				}
			} else {
				h = b.sub(hi(x, d), lo(x, d))
			}
		}
		var terms *ir.Value
		switch {
		case h == nil:
			terms = b.aten(torch.AtenMulScalar, sum, any(args).(interface{ Dx() *ir.Value }).Dx())
		default:
			terms = b.mul(h, sum)
		}
		if !withX {
			terms = b.toDtype(terms, rt.Dtype)
		}
		var res *ir.Value
		if cumulative {
			res = b.atenAs(torch.AtenCumsum, op.Result(0).Type(), b.divScalar(terms, 2), b.int(dv), b.none())
		} else {
			res = b.divScalar(b.aten(torch.AtenSumDimIntList, terms, b.ints(dv), b.bool(false), b.none()), 2)
		}
		if t := ranked(res); t != nil && t.Dtype != rt.Dtype {
			res = b.toDtype(res, rt.Dtype)
		}
		b.replace(op, res)
		return true
	}
}

func pairwiseDistance(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenPairwiseDistanceArgs[*ir.Value](op.Operands())
	x, y := args.X1(), args.X2()
	if ranked(x) == nil || ranked(y) == nil || floatTensor(op.Result(0)) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	d := b.aten(torch.AtenAddScalar, b.sub(x, y), args.Eps(), b.int(1))
	if complexTensor(d) {
		d = b.aten(torch.AtenAbs, d) // the norm of complex numbers is that of their moduli
	}
	if t := ranked(d); t == nil || t.Dtype != ranked(op.Result(0)).Dtype {
		d = b.toDtype(d, ranked(op.Result(0)).Dtype)
	}
	b.replace(op, b.atenAs(torch.AtenLinalgVectorNorm, op.Result(0).Type(), d, args.P(), b.ints(-1), args.Keepdim(), b.none()))
	return true
}

func maxUnpool[A interface {
	selfArgs
	Indices() *ir.Value
	OutputSize() *ir.Value
}](nd int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x, idx := args.Self(), args.Indices()
		xt, it, rt := ranked(x), ranked(idx), ranked(op.Result(0))
		size, ok := torch.ConstantIntList(args.OutputSize())
		if xt == nil || it == nil || rt == nil || !ok || len(size) != nd || len(xt.Sizes) != len(rt.Sizes) || len(xt.Sizes) < nd+1 {
			return false
		}
		r := len(xt.Sizes)
		b := newTorchBuilder(op, rw)
		lead := b.dims(x, 0, r-nd)
		in := b.int(1)
		for _, v := range b.dims(x, r-nd, r) {
			in = b.times(in, v)
		}
		plane := int64(1)
		for _, s := range size {
			plane *= s
		}
		flat := func(v *ir.Value, n *ir.Value) *ir.Value { return b.viewed(v, append(slices.Clone(lead), n)...) }
		zeros := b.aten(torch.AtenZeros, b.list(append(slices.Clone(lead), b.int(plane))...), b.dtypeOf(x), b.none(), b.none(), b.none())
		y := b.atenAs(torch.AtenScatterSrc, zeros.Type(), zeros, b.int(int64(r-nd)), flat(idx, in), flat(x, in))
		out := slices.Clone(lead)
		for _, s := range size {
			out = append(out, b.int(s))
		}
		b.replace(op, b.viewed(y, out...))
		return true
	}
}

// sortOf decomposes into sort(x, the op's dim and descending) (dim 0,
// ascending when it has none), its result `which` (-1: both).
func sortOf[A selfArgs](which int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Self()
		if ranked(x) == nil || ranked(op.Result(0)) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		dim, desc := b.int(0), b.bool(false)
		if a, ok := any(args).(interface {
			Dim() *ir.Value
			Descending() *ir.Value
		}); ok {
			dim, desc = a.Dim(), a.Descending()
		}
		it := torch.VTensor(b.ctx, ranked(x).Sizes, b.ctx.IntegerType(64, ir.Signed))
		both := b.create(torch.AtenSort.Name, []*ir.Value{x, dim, desc}, []ir.Type{x.Type(), it})
		switch which {
		case -1:
			b.replace(op, both.Result(0), both.Result(1))
		default:
			b.replace(op, both.Result(which))
		}
		return true
	}
}

func isclose(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenIscloseArgs[*ir.Value](op.Operands())
	x, y := args.Self(), args.Other()
	xt, yt := ranked(x), ranked(y)
	rtol, ok1 := torch.ConstantFloatValue(args.Rtol())
	atol, ok2 := torch.ConstantFloatValue(args.Atol())
	equalNaN, ok3 := torch.ConstantBoolValue(args.EqualNan())
	if xt == nil || yt == nil || !ok1 || !ok2 || !ok3 || xt.Dtype != yt.Dtype || ranked(op.Result(0)) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	close := b.aten(torch.AtenEqTensor, x, y)
	isFloat := torch.IsFloatDtype(xt.Dtype)
	if equalNaN && isFloat {
		close = b.aten(torch.AtenLogicalOr, close, b.aten(torch.AtenLogicalAnd, b.aten(torch.AtenIsnan, x), b.aten(torch.AtenIsnan, y)))
	}
	if rtol != 0 || atol != 0 {
		if it, ok := xt.Dtype.(*ir.IntegerType); ok && it.Width == 1 {
			x, y = b.toDtype(x, b.ctx.F32()), b.toDtype(y, b.ctx.F32())
		}
		allowed := b.aten(torch.AtenAddScalar, b.aten(torch.AtenAbs, b.aten(torch.AtenMulScalar, y, args.Rtol())), args.Atol(), b.int(1))
		actual := b.aten(torch.AtenAbs, b.sub(x, y))
		finite := b.atenAs(torch.AtenIsfinite, torch.VTensor(b.ctx, ranked(actual).Sizes, b.ctx.I(1)), actual)
		within := b.aten(torch.AtenLogicalAnd, finite, b.aten(torch.AtenLeTensor, actual, allowed))
		close = b.aten(torch.AtenLogicalOr, close, within)
	}
	b.replace(op, close)
	return true
}

func diff(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenDiffArgs[*ir.Value](op.Operands())
	x, rt := args.Self(), ranked(op.Result(0))
	t := ranked(x)
	n, ok1 := torch.ConstantIntValue(args.N())
	dv, ok2 := torch.ConstantIntValue(args.Dim())
	if t == nil || rt == nil || !ok1 || !ok2 || n < 0 || len(t.Sizes) == 0 {
		return false
	}
	r := int64(len(t.Sizes))
	if dv < 0 {
		dv += r
	}
	if dv < 0 || dv >= r || rt.Sizes[dv] == torch.Dynamic {
		return false
	}
	d := int(dv)
	b := newTorchBuilder(op, rw)
	parts := []*ir.Value{}
	for _, v := range []*ir.Value{args.Prepend(), x, args.Append()} {
		if !torch.IsNoneValue(v) {
			if ranked(v) == nil {
				b.done()
				return false
			}
			parts = append(parts, v)
		}
	}
	y := x
	if len(parts) > 1 {
		y = b.aten(torch.AtenCat, b.tensors(parts...), b.int(dv))
	}
	size := rt.Sizes[d] + n
	isBool := false
	if it, ok := t.Dtype.(*ir.IntegerType); ok && it.Width == 1 {
		isBool = true
	}
	for k := int64(0); k < n && size > 0; k++ {
		m := size - 1
		hi, lo := b.slice(y, d, 1, &size), b.slice(y, d, 0, &m)
		if isBool {
			y = b.aten(torch.AtenNeTensor, hi, lo)
		} else {
			y = b.sub(hi, lo)
		}
		size--
	}
	b.replace(op, y)
	return true
}

// loss decomposes a loss whose elementwise value f builds, reduced by
// its reduction argument (0 none, 1 mean, 2 sum). Its tensor operands
// (all before the reduction) must be ranked.
func loss[A interface {
	~[]*ir.Value
	Reduction() *ir.Value
}](f func(b *torchBuilder, op *ir.Operation) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		red, ok := torch.ConstantIntValue(A(op.Operands()).Reduction())
		rt := ranked(op.Result(0))
		if !ok || red < 0 || red > 2 || rt == nil || !torch.IsFloatDtype(rt.Dtype) {
			return false
		}
		for _, v := range op.Operands() {
			if torch.TensorOf(v) != nil && ranked(v) == nil {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		v := f(b, op)
		if v == nil || ranked(v) == nil {
			b.done()
			return false
		}
		if ranked(v).Dtype != rt.Dtype {
			v = b.toDtype(v, rt.Dtype)
		}
		switch red {
		case 1:
			v = b.atenAs(torch.AtenMean, op.Result(0).Type(), v, b.none())
		case 2:
			v = b.atenAs(torch.AtenSum, op.Result(0).Type(), v, b.none())
		}
		if ranked(v).Dtype != rt.Dtype {
			v = b.toDtype(v, rt.Dtype)
		}
		b.replace(op, v)
		return true
	}
}

func cosineEmbeddingLoss(b *torchBuilder, op *ir.Operation) *ir.Value {
	args := torch.AtenCosineEmbeddingLossArgs[*ir.Value](op.Operands())
	x1, x2, t := args.Input1(), args.Input2(), args.Target()
	d := b.ints(int64(len(ranked(t).Sizes)))
	sum := func(v *ir.Value) *ir.Value { return b.aten(torch.AtenSumDimIntList, v, d, b.bool(false), b.none()) }
	prod := sum(b.mul(x1, x2))
	m1 := b.aten(torch.AtenAddScalar, sum(b.mul(x1, x1)), b.float(1e-12), b.int(1))
	m2 := b.aten(torch.AtenAddScalar, sum(b.mul(x2, x2)), b.float(1e-12), b.int(1))
	cos := b.div(prod, b.aten(torch.AtenSqrt, b.mul(m1, m2)))
	zeros := b.aten(torch.AtenZerosLike, cos, b.none(), b.none(), b.none(), b.none(), b.none())
	pos := b.aten(torch.AtenRsubScalar, cos, b.int(1), b.int(1))
	neg := b.aten(torch.AtenClamp, b.aten(torch.AtenSubScalar, cos, args.Margin(), b.int(1)), b.int(0), b.none())
	op1 := b.aten(torch.AtenWhereSelf, b.aten(torch.AtenEqScalar, t, b.int(1)), pos, zeros)
	op2 := b.aten(torch.AtenWhereSelf, b.aten(torch.AtenEqScalar, t, b.int(-1)), neg, zeros)
	return b.add(op1, op2)
}

func cosineSimilarity(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenCosineSimilarityArgs[*ir.Value](op.Operands())
	x1, x2 := args.X1(), args.X2()
	t1, t2, rt := floatTensor(x1), floatTensor(x2), ranked(op.Result(0))
	if t1 == nil || t2 == nil || rt == nil || !slices.Equal(t1.Sizes, t2.Sizes) || t1.Dtype != rt.Dtype || t2.Dtype != rt.Dtype {
		return false
	}
	dv, ok := torch.ConstantIntValue(args.Dim())
	r := int64(len(t1.Sizes))
	if dv < 0 {
		dv += r
	}
	if !ok || dv < 0 || dv >= r {
		return false
	}
	kept := slices.Clone(t1.Sizes)
	kept[dv] = 1
	b := newTorchBuilder(op, rw)
	d := b.list(args.Dim())
	norm := func(v *ir.Value) *ir.Value {
		n := b.atenAs(torch.AtenLinalgVectorNorm, torch.VTensor(b.ctx, kept, t1.Dtype), v, b.int(2), d, b.bool(true), b.none())
		return b.aten(torch.AtenClamp, n, args.Eps(), b.none())
	}
	p := b.mul(b.div(x1, norm(x1)), b.div(x2, norm(x2)))
	b.replace(op, b.aten(torch.AtenSumDimIntList, p, d, b.bool(false), b.none()))
	return true
}

func tripletMarginLoss(b *torchBuilder, op *ir.Operation) *ir.Value {
	args := torch.AtenTripletMarginLossArgs[*ir.Value](op.Operands())
	swap, ok := torch.ConstantBoolValue(args.Swap())
	if !ok {
		return nil
	}
	rt := op.Result(0).Type()
	if red, _ := torch.ConstantIntValue(args.Reduction()); red != 0 {
		// The distances' type: the anchor's leading dims.
		at := ranked(args.Anchor())
		if at == nil || len(at.Sizes) == 0 {
			return nil
		}
		rt = torch.VTensor(b.ctx, at.Sizes[:len(at.Sizes)-1], ranked(op.Result(0)).Dtype)
	}
	d := func(x, y *ir.Value) *ir.Value {
		return b.atenAs(torch.AtenPairwiseDistance, rt, x, y, args.P(), args.Eps(), b.bool(false))
	}
	a, p, n := args.Anchor(), args.Positive(), args.Negative()
	neg := d(a, n)
	if swap {
		neg = b.aten(torch.AtenMinimum, neg, d(p, n))
	}
	v := b.sub(b.aten(torch.AtenAddScalar, d(a, p), args.Margin(), b.int(1)), neg)
	return b.aten(torch.AtenClamp, v, b.int(0), b.none())
}

func poissonNLLLoss(b *torchBuilder, op *ir.Operation) *ir.Value {
	args := torch.AtenPoissonNllLossArgs[*ir.Value](op.Operands())
	x, t := args.Input(), args.Target()
	logInput, ok1 := torch.ConstantBoolValue(args.LogInput())
	full, ok2 := torch.ConstantBoolValue(args.Full())
	if !ok1 || !ok2 {
		return nil
	}
	var v *ir.Value
	if logInput {
		v = b.sub(b.aten(torch.AtenExp, x), b.mul(t, x))
	} else {
		v = b.sub(x, b.mul(t, b.aten(torch.AtenLog, b.aten(torch.AtenAddScalar, x, args.Eps(), b.int(1)))))
	}
	if full {
		st := b.add(b.sub(b.mul(t, b.aten(torch.AtenLog, t)), t), b.mulScalar(b.aten(torch.AtenLog, b.mulScalar(t, 2*math.Pi)), 0.5))
		st = b.aten(torch.AtenMaskedFillScalar, st, b.aten(torch.AtenLeScalar, t, b.int(1)), b.int(0))
		v = b.add(v, st)
	}
	return v
}

func indexPutMask(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenIndexPutArgs[*ir.Value](op.Operands())
	x, v := args.Self(), args.Values()
	xt, vt, rt := ranked(x), ranked(v), ranked(op.Result(0))
	indices, isList := torch.ListElements(args.Indices())
	acc, ok := torch.ConstantBoolValue(args.Accumulate())
	if xt == nil || vt == nil || rt == nil || !ok || !isList || len(indices) != 1 {
		return false
	}
	mask := indices[0]
	mt := ranked(mask)
	if mt == nil || vt.Dtype != xt.Dtype {
		return false
	}
	if it, ok := mt.Dtype.(*ir.IntegerType); !ok || it.Width != 1 {
		return false // integer indices: the lowering's
	}
	k, r := len(mt.Sizes), len(xt.Sizes)
	if k == 0 || k > r || !slices.Equal(mt.Sizes, xt.Sizes[:k]) || slices.Contains(mt.Sizes, torch.Dynamic) {
		return false
	}
	tail := xt.Sizes[k:]
	vs := vt.Sizes
	if len(vs) == len(tail)+1 && vs[0] == 1 {
		vs = vs[1:]
	}
	if len(vs) > len(tail) {
		return false // a dim per selected element: data-dependent
	}
	for i, n := range vs {
		if m := tail[len(tail)-len(vs)+i]; n != 1 && (n == torch.Dynamic || n != m) {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	if len(vs) != len(vt.Sizes) {
		v = b.aten(torch.AtenSqueezeDim, v, b.int(0))
	}
	shape := slices.Clone(mt.Sizes)
	for range tail {
		shape = append(shape, 1)
	}
	m := mask
	if len(tail) > 0 {
		m = b.aten(torch.AtenView, mask, b.ints(shape...))
	}
	if acc {
		zeros := b.aten(torch.AtenZerosLike, x, b.none(), b.none(), b.none(), b.none(), b.none())
		b.replace(op, b.add(x, b.atenAs(torch.AtenWhereSelf, op.Result(0).Type(), m, v, zeros)))
		return true
	}
	b.replace(op, b.atenAs(torch.AtenWhereSelf, op.Result(0).Type(), m, v, x))
	return true
}
