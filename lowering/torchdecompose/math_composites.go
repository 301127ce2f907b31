package torchdecompose

import (
	"math"
	"slices"

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

// constantStr is the value of a torch.constant.str.
func constantStr(v *ir.Value) (string, bool) {
	if d := v.DefiningOp(); d != nil && d.Name() == torch.ConstantStr.Name {
		if s, ok := d.Attr("value").(*ir.StringAttr); ok {
			return s.Value, true
		}
	}
	return "", false
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
