package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"math"
	"slices"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// mathCompositeOps: math composites and reductions (logsumexp, xlogy, glu, norms, scatter_reduce, ...).
var mathCompositeOps = exec.Table{
	// ---- elementwise ----

	// isposinf/isneginf(self): x == +inf / x == -inf (false on integers).
	torch.AtenIsposinf.Name: predicateOp(func(x float64) bool { return math.IsInf(x, 1) }, func(int64) bool { return false }),
	torch.AtenIsneginf.Name: predicateOp(func(x float64) bool { return math.IsInf(x, -1) }, func(int64) bool { return false }),
	// isfinite(self): neither NaN nor infinite (true on integers).
	torch.AtenIsfinite.Name: predicateOp(func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }, func(int64) bool { return true }),
	// signbit(self): the sign bit is set (-0. and NaNs with it included);
	// x < 0 on integers.
	torch.AtenSignbit.Name: predicateOp(math.Signbit, func(x int64) bool { return x < 0 }),
	// sgn(self): sign(self) for real dtypes.
	torch.AtenSgn.Name: elementwiseOps[torch.AtenSign.Name],
	// logaddexp(a, b) = log(exp(a) + exp(b)) computed as
	// max + log1p(exp(-|a - b|)), a itself when both are the same
	// infinity; logaddexp2 in base 2.
	torch.AtenLogaddexp.Name:  binaryFloat(func(a, b float64) float64 { return logAddExp(a, b, math.Exp, math.Log1p, 1) }),
	torch.AtenLogaddexp2.Name: binaryFloat(func(a, b float64) float64 { return logAddExp(a, b, math.Exp2, math.Log1p, 1/math.Ln2) }),
	// hypot(a, b) = sqrt(a^2 + b^2) without overflow (floats only).
	torch.AtenHypot.Name: elementwise([]int{0, 1}, nil, withCheck(binaryKernel(math.Hypot, nil), floatOnly)),
	// copysign(a, b): |a| with b's sign (-0. and NaN signs count); a float result.
	torch.AtenCopysignTensor.Name: binaryFloat(math.Copysign),
	torch.AtenCopysignScalar.Name: binaryFloat(math.Copysign),
	// nextafter(a, b): the next representable value after a towards b,
	// in the dtype (floats only).
	torch.AtenNextafter.Name: elementwise([]int{0, 1}, nil, ewKernel{
		fRound: func(e ewEnv) func(x, _ []float64) float64 {
			switch k := e.compute.kind; k {
			case ir.F32:
				return func(x, _ []float64) float64 { return float64(math.Nextafter32(float32(x[0]), float32(x[1]))) }
			case ir.F16, ir.BF16:
				return func(x, _ []float64) float64 { return nextafter16(k, x[0], x[1]) }
			}
			return func(x, _ []float64) float64 { return math.Nextafter(x[0], x[1]) }
		},
		check: floatOnly,
	}),
	// ldexp(self, other) = self * 2^other, a float result.
	torch.AtenLdexpTensor.Name: binaryFloat(func(a, b float64) float64 { return a * math.Pow(2, b) }),
	// frexp(self) -> (mantissa, exponent): self = mantissa * 2^exponent
	// with |mantissa| in [0.5, 1) (0, inf and NaN: themselves and 0);
	// floats only, the exponent int32.
	torch.AtenFrexpTensor.Name: frexp,
	// float_power(self, exponent): pow computed in float64.
	torch.AtenFloatPowerTensorTensor.Name: elementwise([]int{0, 1}, nil, binaryKernel(math.Pow, nil)),
	torch.AtenFloatPowerTensorScalar.Name: elementwise([]int{0, 1}, nil, binaryKernel(math.Pow, nil)),
	torch.AtenFloatPowerScalar.Name:       elementwise([]int{0, 1}, nil, binaryKernel(math.Pow, nil)),
	// nan_to_num(self, nan?, posinf?, neginf?): NaN, +inf and -inf
	// replaced (by 0 and the dtype's greatest and lowest finite values
	// when none); integers unchanged.
	torch.AtenNanToNum.Name: nanToNum,
	// round.decimals(self, decimals): round half to even at 10^-decimals,
	// as PyTorch computes it in the dtype: nearbyint(x * 10^d) / 10^d
	// (for d < 0, nearbyint(x / 10^-d) * 10^-d).
	torch.AtenRoundDecimals.Name: roundDecimals,
	// fmax/fmin(a, b): max/min ignoring NaN (NaN only when both are).
	torch.AtenFmax.Name: binary(func(a, b float64) float64 { return fMaxMin(a, b, true) }, func(a, b int64) int64 { return max(a, b) }),
	torch.AtenFmin.Name: binary(func(a, b float64) float64 { return fMaxMin(a, b, false) }, func(a, b int64) int64 { return min(a, b) }),
	// floor_divide(self, other): div with rounding_mode="floor".
	torch.AtenFloorDivide.Name:       floorDivision,
	torch.AtenFloorDivideScalar.Name: floorDivision,
	// heaviside(self, values): values where self == 0, else self > 0.
	torch.AtenHeaviside.Name: elementwise([]int{0, 1}, nil, ewKernel{
		f: func(x, _ []float64) float64 {
			if x[0] == 0 {
				return x[1]
			}
			return b2f(x[0] > 0)
		},
		i: func(x, _ []int64) int64 {
			if x[0] == 0 {
				return x[1]
			}
			return oneIfTrue(x[0] > 0)
		},
	}),
	// addcmul(self, t1, t2, value) = self + value*t1*t2.
	torch.AtenAddcmul.Name: elementwise([]int{0, 1, 2}, []int{3}, ewKernel{
		f: func(x, p []float64) float64 { return x[0] + p[0]*x[1]*x[2] },
		i: func(x, p []int64) int64 { return x[0] + p[0]*x[1]*x[2] },
	}),
	// addcdiv(self, t1, t2, value) = self + value*(t1/t2) (floats only).
	torch.AtenAddcdiv.Name: elementwise([]int{0, 1, 2}, []int{3}, ewKernel{
		f:     func(x, p []float64) float64 { return x[0] + p[0]*(x[1]/x[2]) },
		check: floatOnly,
	}),
	// selu(self) = elu(self, alpha, scale, 1) with SELU's constants.
	torch.AtenSelu.Name: activation(nil, func(x float64, _ []float64) float64 {
		return elu(x, float64(float32(seluAlpha)), float64(float32(seluScale)), 1)
	}),

	// ---- products ----

	// addmv(self, mat, vec, beta, alpha) = beta*self + alpha*(mat @ vec)
	// (beta = 0 ignores self).
	torch.AtenAddmv.Name: byAccumulatorC(addmv[float64], addmv[int64], addmv[complex128]),
	// addr(self, v1, v2, beta, alpha) = beta*self + alpha*outer(v1, v2)
	// (on bools: or of ands).
	torch.AtenAddr.Name: byAccumulatorC(addr[float64], addr[int64], addr[complex128]),
	// addbmm(self, b1, b2, beta, alpha) = beta*self + alpha*sum_b(b1[b] @ b2[b]).
	torch.AtenAddbmm.Name: byAccumulatorC(addbmm[float64], addbmm[int64], addbmm[complex128]),
	// vdot(a, b) = dot(a, b) for real dtypes, dot(conj(a), b) for
	// complex ones.
	torch.AtenVdot.Name: byAccumulatorC(dot[float64], dot[int64], vdotComplex),
	// inner(a, b): the products summed over the last dims, of shape
	// a.shape[:-1] + b.shape[:-1] (a 0-d operand multiplies).
	torch.AtenInner.Name: byAccumulatorC(inner[float64], inner[int64], inner[complex128]),
	// tensordot(a, b, dims_a, dims_b): the products summed over the
	// paired dims, of shape (a's other dims) + (b's other dims).
	torch.AtenTensordot.Name: byAccumulatorC(tensordot[float64], tensordot[int64], tensordot[complex128]),

	// ---- reductions ----

	// logsumexp(self, dim, keepdim) = log(sum(exp(x))) over dim, computed
	// as m + log(sum(exp(x - m))) with m the max (0 where infinite); an
	// integer input gives the default float dtype.
	torch.AtenLogsumexp.Name: reducer(1, 2, logSumExp),
	// index_reduce(self, dim, index, source, reduce, include_self):
	// self[..., index[i], ...] combined (prod, mean, amax, amin) with
	// source[..., i, ...]; without include_self a reduced position starts
	// from its first value; mean floor-divides integers.
	torch.AtenIndexReduce.Name: indexReduce,
	// var_mean/std_mean: (var or std, mean) over the dims, as var/std
	// and mean.
	torch.AtenVarMean.Name:           reducer(-1, -1, statsAndMean(unbiasedAt(1), false)),
	torch.AtenVarMeanDim.Name:        reducer(1, 3, statsAndMean(unbiasedAt(2), false)),
	torch.AtenVarMeanCorrection.Name: reducer(1, 3, statsAndMean(correctionAt(2), false)),
	torch.AtenStdMean.Name:           reducer(-1, -1, statsAndMean(unbiasedAt(1), true)),
	torch.AtenStdMeanDim.Name:        reducer(1, 3, statsAndMean(unbiasedAt(2), true)),
	torch.AtenStdMeanCorrection.Name: reducer(1, 3, statsAndMean(correctionAt(2), true)),
	// aminmax(self, dim?, keepdim) -> (amin, amax), NaN propagating.
	torch.AtenAminmax.Name: reducer(1, 2, aminmax),
	// count_nonzero(self, dim?) / .dim_IntList(self, dims): the int64
	// count of non-zero elements (every dim when none or []).
	torch.AtenCountNonzero.Name:           reducer(1, -1, countNonzero),
	torch.AtenCountNonzeroDimIntList.Name: reducer(1, -1, countNonzero),
	// nansum(self, dim?, keepdim, dtype?): sum with NaN read as 0;
	// nanmean: the mean of the non-NaN elements.
	torch.AtenNansum.Name:  reducer(1, 2, nanReduce(false)),
	torch.AtenNanmean.Name: reducer(1, 2, nanReduce(true)),
	// cummax/cummin(self, dim) -> (values, indices): the running
	// max/min, a later equal element or any NaN taking over (its index).
	torch.AtenCummax.Name: cumExtreme(true),
	torch.AtenCummin.Name: cumExtreme(false),
	// logcumsumexp(self, dim): the running log(sum(exp)).
	torch.AtenLogcumsumexp.Name: logCumSumExp,
	// _safe_softmax(self, dim, dtype?): softmax, with 0 on lanes that
	// are all -inf (where softmax gives NaN).
	torch.Aten_SafeSoftmax.Name: safeSoftmax,
	// cross(self, other, dim?) / linalg_cross(self, other, dim=-1): the
	// cross product along a dim of size 3 (cross's none: the first such
	// dim), the operands broadcast.
	torch.AtenCross.Name:       crossProduct(true),
	torch.AtenLinalgCross.Name: crossProduct(false),
	// trapezoid(y, x or dx, dim): sum((x[i+1]-x[i]) * (y[i+1]+y[i])) / 2
	// along dim; cumulative_trapezoid its running sums (x 1-d: along
	// dim; dx a scalar spacing).
	torch.AtenTrapezoidX.Name:            trapezoid(false, true, torch.AtenTrapezoidXArgs[int].X),
	torch.AtenTrapezoidDx.Name:           trapezoid(false, false, torch.AtenTrapezoidDxArgs[int].Dx),
	torch.AtenCumulativeTrapezoidX.Name:  trapezoid(true, true, torch.AtenCumulativeTrapezoidXArgs[int].X),
	torch.AtenCumulativeTrapezoidDx.Name: trapezoid(true, false, torch.AtenCumulativeTrapezoidDxArgs[int].Dx),
	// pairwise_distance(x1, x2, p, eps, keepdim) = the p-norm of
	// x1 - x2 + eps over the last dim.
	torch.AtenPairwiseDistance.Name: pairwiseDistance,
	// max_unpool2d(self, indices, output_size) / max_unpool3d(self,
	// indices, output_size, stride, padding): zeros of the output size
	// with each plane's self[k] written at its flat position indices[k].
	torch.AtenMaxUnpool2d.Name: maxUnpool[torch.AtenMaxUnpool2dArgs[int]](2),
	torch.AtenMaxUnpool3d.Name: maxUnpool[torch.AtenMaxUnpool3dArgs[int]](3),
	// sort.stable(self, stable?, dim, descending) and argsort.stable:
	// sort/argsort (which are stable); msort(self) = sort(self, 0).values.
	torch.AtenSortStable.Name:    sortStable[torch.AtenSortStableArgs[int]](true),
	torch.AtenArgsortStable.Name: sortStable[torch.AtenArgsortStableArgs[int]](false),
	torch.AtenMsort.Name:         msort,
	// isclose(self, other, rtol, atol, equal_nan): self == other, or
	// NaN with NaN when equal_nan, or |self - other| finite and <=
	// atol + |rtol*other|, computed as PyTorch's composite does (the
	// difference in the dtype, integers wrapping; the tolerance in the
	// float dtype, float32 for integers and bools).
	torch.AtenIsclose.Name: isclose,
	// diff(self, n, dim, prepend?, append?): the n-th forward
	// difference along dim of cat(prepend, self, append) (on bools: !=).
	torch.AtenDiff.Name: diff,

	// ---- losses and distances (reduction: 0 none, 1 mean, 2 sum) ----

	// margin_ranking_loss(x1, x2, target, margin, reduction):
	// max(0, -target*(x1 - x2) + margin), the product in the operands'
	// promoted dtype (integers wrap).
	torch.AtenMarginRankingLoss.Name: marginRankingLoss,
	// hinge_embedding_loss(x, target, margin, reduction): (target != 1 ?
	// max(0, margin - x) : 0) + (target != -1 ? x : 0).
	torch.AtenHingeEmbeddingLoss.Name: hingeEmbeddingLoss,
	// soft_margin_loss(x, target, reduction): log1p(exp(-x*target)).
	torch.AtenSoftMarginLoss.Name: softMarginLoss,
	// dist(a, b, p): the p-norm of a - b over every element.
	torch.AtenDist.Name: dist,
	// cosine_similarity(x1, x2, dim, eps): sum over dim of
	// (x1/max(|x1|, eps)) * (x2/max(|x2|, eps)), the norms over dim.
	torch.AtenCosineSimilarity.Name: cosineSimilarity,
	// cosine_embedding_loss(x1, x2, target, margin, reduction): with
	// cos = sum(x1*x2) / sqrt((sum(x1*x1) + 1e-12) * (sum(x2*x2) + 1e-12))
	// over the last dim, 1 - cos where target == 1, max(0, cos - margin)
	// where target == -1, else 0.
	torch.AtenCosineEmbeddingLoss.Name: cosineEmbeddingLoss,

	// bucketize(self, boundaries, out_int32, right) and
	// searchsorted(sorted_sequence, self, out_int32, right, side?,
	// sorter?): PyTorch's binary search for each value v over the
	// (1-d, or matching leading dims) sequence: the first position whose
	// element is >= v (> v when right or side == "right"), so a NaN v
	// goes to the end; on an unsorted sequence the result is where that
	// search ends.
	torch.AtenBucketizeTensor.Name:    bucketize,
	torch.AtenSearchsortedTensor.Name: searchsorted,
	// triplet_margin_loss(a, pos, neg, margin, p, eps, swap, reduction):
	// max(0, margin + d(a, pos) - d(a, neg)) with d pairwise_distance,
	// d(a, neg) replaced by min(d(a, neg), d(pos, neg)) when swap.
	torch.AtenTripletMarginLoss.Name: tripletMarginLoss,
	// poisson_nll_loss(x, target, log_input, full, eps, reduction):
	// exp(x) - target*x (log_input), else x - target*log(x + eps); full
	// adds Stirling's target*log(target) - target + log(2*pi*target)/2
	// where target > 1.
	torch.AtenPoissonNllLoss.Name: poissonNLLLoss,
}

// SELU's constants (Klambauer et al.), as torch.nn.functional.selu.
const (
	seluAlpha = 1.6732632423543772848170429916717
	seluScale = 1.0507009873554804934193349852946
)

func b2f(b bool) float64 {
	if b {
		return 1
	}
	return 0
}

// logAddExp is log_b(b^a + b^c) = m + log1p(b^-|a-c|)*scale, m the
// larger (a when both are the same infinity).
func logAddExp(a, c float64, pow, log1p func(float64) float64, scale float64) float64 {
	if math.IsInf(a, 0) && a == c {
		return a
	}
	m := a
	if a < c {
		m = c
	}
	return m + log1p(pow(-math.Abs(a-c)))*scale
}

// fMaxMin is fmax (greatest) or fmin: a NaN operand gives the other.
func fMaxMin(a, b float64, greatest bool) float64 {
	switch {
	case math.IsNaN(a):
		return b
	case math.IsNaN(b):
		return a
	case greatest:
		return math.Max(a, b)
	}
	return math.Min(a, b)
}

func frexp(c *exec.Ctx) error {
	a := torch.AtenFrexpTensorArgs[int](operandPositions)
	x, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if !x.IsFloat() {
		return c.Errorf("torch.frexp() only supports floating-point dtypes")
	}
	m, err := newResult(c, 0, x.Shape)
	if err != nil {
		return err
	}
	e, err := newResult(c, 1, x.Shape)
	if err != nil {
		return err
	}
	for i := int64(0); i < x.Len(); i++ {
		f, k := math.Frexp(x.Float(i))
		setF(m, i, f)
		setI(e, i, int64(k))
	}
	return nil
}

func nanToNum(c *exec.Ctx) error {
	d, err := resultDtype(c, 0)
	if err != nil {
		return err
	}
	n := numTypeOf(d)
	big := map[ir.FloatKind]float64{ir.F16: 65504, ir.BF16: 3.3895313892515355e38, ir.F32: math.MaxFloat32, ir.F64: math.MaxFloat64}[n.kind]
	repl := [3]float64{0, big, -big}
	for k := range repl {
		if !isNone(c, 1+k) {
			repl[k] = scalarF(c, 1+k)
		}
	}
	return runElementwise(c, []int{0}, nil, &ewKernel{
		f: func(x, _ []float64) float64 {
			switch {
			case math.IsNaN(x[0]):
				return repl[0]
			case math.IsInf(x[0], 1):
				return repl[1]
			case math.IsInf(x[0], -1):
				return repl[2]
			}
			return x[0]
		},
		i: func(x, _ []int64) int64 { return x[0] },
	})
}

func roundDecimals(c *exec.Ctx) error {
	d := scalarI(c, 1)
	return runElementwise(c, []int{0}, nil, &ewKernel{
		fRound: func(e ewEnv) func(x, _ []float64) float64 {
			r := e.dtype
			if e.compute.isReducedFloat() {
				r = e.opmath
			}
			neg := d < 0
			p := r(math.Pow(10, math.Abs(float64(d))))
			return func(x, _ []float64) float64 {
				if neg {
					return r(math.RoundToEven(r(x[0]/p)) * p)
				}
				return r(math.RoundToEven(r(x[0]*p)) / p)
			}
		},
		check: floatOnly,
	})
}

func addmv[T accumulator](c *exec.Ctx, elem ir.Type) error {
	vals, shape, err := product[T](c, elem, 1, 2, func(a, b []int64) ([]int64, []int64, []int64, error) {
		if err := ranks(c, "addmv", a, b, 2, 1); err != nil {
			return nil, nil, nil, err
		}
		return a, []int64{b[0], 1}, []int64{a[0]}, nil
	})
	if err != nil {
		return err
	}
	if err := scaledSum(c, elem, vals, shape, 0, scalarAs[T](c, 3, 1), scalarAs[T](c, 4, 1)); err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

func addr[T accumulator](c *exec.Ctx, elem ir.Type) error {
	vals, shape, err := product[T](c, elem, 1, 2, func(a, b []int64) ([]int64, []int64, []int64, error) {
		if err := ranks(c, "addr", a, b, 1, 1); err != nil {
			return nil, nil, nil, err
		}
		return []int64{a[0], 1}, []int64{1, b[0]}, nil, nil
	})
	if err != nil {
		return err
	}
	if err := scaledSum(c, elem, vals, shape, 0, scalarAs[T](c, 3, 1), scalarAs[T](c, 4, 1)); err != nil {
		return err
	}
	return storeResult(c, 0, shape, vals)
}

func addbmm[T accumulator](c *exec.Ctx, elem ir.Type) error {
	prod, shape, err := product[T](c, elem, 1, 2, bmmView(c))
	if err != nil {
		return err
	}
	n, m := shape[1], shape[2]
	sum := make([]T, n*m)
	for b := int64(0); b < shape[0]; b++ {
		for k := range sum {
			sum[k] += prod[b*n*m+int64(k)]
		}
	}
	out := []int64{n, m}
	if err := scaledSum(c, elem, sum, out, 0, scalarAs[T](c, 3, 1), scalarAs[T](c, 4, 1)); err != nil {
		return err
	}
	return storeResult(c, 0, out, sum)
}

func inner[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a, as, err := operandAs[T](c, 0, elem)
	if err != nil {
		return err
	}
	b, bs, err := operandAs[T](c, 1, elem)
	if err != nil {
		return err
	}
	if len(as) == 0 || len(bs) == 0 {
		// A scalar operand: the elementwise product.
		shape, x, y := bs, a, b
		if len(bs) == 0 {
			shape, x, y = as, b, a
		}
		out := make([]T, len(y))
		for k := range y {
			out[k] = x[0] * y[k]
		}
		return storeResult(c, 0, shape, out)
	}
	return contract(c, a, as, b, bs, []int{len(as) - 1}, []int{len(bs) - 1})
}

func tensordot[T accumulator](c *exec.Ctx, elem ir.Type) error {
	a, as, err := operandAs[T](c, 0, elem)
	if err != nil {
		return err
	}
	b, bs, err := operandAs[T](c, 1, elem)
	if err != nil {
		return err
	}
	da, err := intList(c, 2)
	if err != nil {
		return err
	}
	db, err := intList(c, 3)
	if err != nil {
		return err
	}
	if len(da) != len(db) {
		return c.Errorf("both dimension lists should have same length, got %v and %v", da, db)
	}
	pa, pb := make([]int, len(da)), make([]int, len(db))
	for k := range da {
		if pa[k], err = normDim(c, da[k], len(as)); err != nil {
			return err
		}
		if pb[k], err = normDim(c, db[k], len(bs)); err != nil {
			return err
		}
	}
	return contract(c, a, as, b, bs, pa, pb)
}

// contract is result 0 = sum over the paired dims (ca[k] of a with cb[k]
// of b, equal sizes) of a*b, of shape a's other dims then b's, the
// products added in row-major order of the paired dims.
func contract[T accumulator](c *exec.Ctx, a []T, as []int64, b []T, bs []int64, ca, cb []int) error {
	paired := func(dims []int, d int) int {
		for k, x := range dims {
			if x == d {
				return k
			}
		}
		return -1
	}
	csize := make([]int64, len(ca))
	for k := range ca {
		if as[ca[k]] != bs[cb[k]] {
			return c.Errorf("contracted dimensions need to match, but first has size %d in dim %d and second has size %d in dim %d",
				as[ca[k]], ca[k], bs[cb[k]], cb[k])
		}
		csize[k] = as[ca[k]]
	}
	var shape, freeA, freeB []int64 // free dims' strides in a and b
	sa, sb := exec.Strides(as), exec.Strides(bs)
	for d := range as {
		if paired(ca, d) < 0 {
			shape, freeA = append(shape, as[d]), append(freeA, sa[d])
		}
	}
	for d := range bs {
		if paired(cb, d) < 0 {
			shape, freeB = append(shape, bs[d]), append(freeB, sb[d])
		}
	}
	ka, kb := make([]int64, len(ca)), make([]int64, len(cb))
	for k := range ca {
		ka[k], kb[k] = sa[ca[k]], sb[cb[k]]
	}
	if err := charge(c, exec.NumElements(shape), max(exec.NumElements(csize), 1)); err != nil {
		return err
	}
	// Strides over the result for a's and b's free dims.
	outA := append(append([]int64{}, freeA...), make([]int64, len(freeB))...)
	outB := append(make([]int64, len(freeA)), freeB...)
	out := make([]T, exec.NumElements(shape))
	forEach(shape, [][]int64{outA, outB}, func(o int64, pos []int64) {
		var acc T
		forEach(csize, [][]int64{ka, kb}, func(_ int64, q []int64) {
			acc += a[pos[0]+q[0]] * b[pos[1]+q[1]]
		})
		out[o] = acc
	})
	return storeResult(c, 0, shape, out)
}

func logSumExp(c *exec.Ctx, r *reduction) error {
	if r.in.t.IsComplex() {
		return logSumExpComplex(c, r) // nn_extra_complex.go
	}
	out, err := floatResult(c, 0, r.shape, "logsumexp")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	for o := int64(0); o < r.count; o++ {
		m := math.Inf(-1)
		for k := o * r.n; k < (o+1)*r.n; k++ {
			if v := exec.Round(kind, r.in.f(k)); v > m || math.IsNaN(v) {
				m = v
			}
		}
		if math.IsInf(m, 0) {
			m = 0
		}
		sum := 0.0
		for k := o * r.n; k < (o+1)*r.n; k++ {
			sum += math.Exp(exec.Round(kind, r.in.f(k)) - m)
		}
		setF(out, o, math.Log(sum)+m)
	}
	return nil
}

func indexReduce(c *exec.Ctx) error {
	a := torch.AtenIndexReduceArgs[int](operandPositions)
	self, err := operandElems(c, a.Self())
	if err != nil {
		return err
	}
	index, err := indexTensor(c, a.Index())
	if err != nil {
		return err
	}
	src, err := operandElems(c, a.Source())
	if err != nil {
		return err
	}
	reduce, _ := c.Args[a.Reduce()].Ref.(string)
	r, ok := scatterReductions[reduce]
	if !ok || reduce == "sum" {
		return c.Errorf("index_reduce(): Expected reduce to be one of prod, mean, amax or amin, got %q", reduce)
	}
	includeSelf := scalarB(c, a.IncludeSelf())
	shape, sshape := atLeast1d(self.t.Shape), atLeast1d(src.t.Shape)
	d, err := normDim(c, scalarI(c, a.Dim()), len(self.t.Shape))
	if err != nil {
		return err
	}
	if len(index.Shape) > 1 || len(shape) != len(sshape) || index.Len() != sshape[d] {
		return c.Errorf("index_reduce(): index %v must be 1-d with one entry per slice of source %v along dim %d", index.Shape, src.t.Shape, d)
	}
	for k := range shape {
		if k != d && shape[k] != sshape[k] {
			return c.Errorf("index_reduce(): self %v and source %v must agree off dim %d", self.t.Shape, src.t.Shape, d)
		}
	}
	out, err := newResult(c, 0, self.t.Shape)
	if err != nil {
		return err
	}
	isF := out.IsFloat()
	// Values as float64 or int64 (unsigned read as such), combined, then
	// stored with the dtype's rounding or wrapping.
	fv, iv := make([]float64, out.Len()), make([]int64, out.Len())
	count := make([]int64, out.Len())
	for k := range fv {
		fv[k], iv[k] = self.f(int64(k)), self.i(int64(k))
		if includeSelf {
			count[k] = 1
		}
	}
	st := exec.Strides(shape)
	err = eachIndex(sshape, func(o int64, idx []int64) error {
		t, err := indexIn(c, getI(index, idx[d]), shape[d], d, false)
		if err != nil {
			return err
		}
		dst := exec.Linear(shape, idx) + (t-idx[d])*st[d]
		vf, vi := src.f(o), src.i(o)
		if count[dst] == 0 {
			fv[dst], iv[dst] = vf, vi
		} else {
			fv[dst], iv[dst] = r.f(fv[dst], vf), r.i(iv[dst], vi)
		}
		count[dst]++
		return nil
	})
	if err != nil {
		return err
	}
	for k, n := range count {
		if reduce == "mean" && n > 1 {
			fv[k] /= float64(n)
			iv[k], _ = floorDiv(iv[k], n)
		}
		if isF {
			setF(out, int64(k), fv[k])
		} else {
			setI(out, int64(k), iv[k])
		}
	}
	return nil
}

// statsAndMean is var_mean (std_mean when root): the variance fold's
// result 0 and the mean as result 1.
func statsAndMean(corr correction, root bool) reduceFold {
	v := variance(corr, root)
	return func(c *exec.Ctx, r *reduction) error {
		if err := v(c, r); err != nil {
			return err
		}
		out, err := newResult(c, 1, r.shape)
		if err != nil {
			return err
		}
		for o := int64(0); o < r.count; o++ {
			if r.in.t.IsComplex() {
				setC(out, o, r.accumulateC(o, meanFold, elemOf(out)))
				continue
			}
			mean := 0.0
			for k := o * r.n; k < (o+1)*r.n; k++ {
				mean += r.in.f(k)
			}
			setF(out, o, mean/float64(r.n))
		}
		return nil
	}
}

func aminmax(c *exec.Ctx, r *reduction) error {
	if err := r.checkNonEmpty(c, "aminmax"); err != nil {
		return err
	}
	lo, err := newResult(c, 0, r.shape)
	if err != nil {
		return err
	}
	hi, err := newResult(c, 1, r.shape)
	if err != nil {
		return err
	}
	for o := int64(0); o < r.count; o++ {
		copyElem(lo, o, r.in.t, r.best(o, false))
		copyElem(hi, o, r.in.t, r.best(o, true))
	}
	return nil
}

func countNonzero(c *exec.Ctx, r *reduction) error {
	out, err := newResult(c, 0, r.shape)
	if err != nil {
		return err
	}
	for o := int64(0); o < r.count; o++ {
		n := int64(0)
		for k := o * r.n; k < (o+1)*r.n; k++ {
			if r.in.t.IsComplex() && r.in.t.Complex(k) != 0 || !r.in.t.IsComplex() && r.in.f(k) != 0 {
				n++
			}
		}
		setI(out, o, n)
	}
	return nil
}

// nanReduce is nansum (nanmean when mean): NaN elements left out.
func nanReduce(mean bool) reduceFold {
	return func(c *exec.Ctx, r *reduction) error {
		out, err := newResult(c, 0, r.shape)
		if err != nil {
			return err
		}
		re := elemOf(out)
		if mean && !re.Float {
			return c.Errorf("nanmean(): expected input to have floating point dtype but got %s", ir.TypeString(out.Elem))
		}
		for o := int64(0); o < r.count; o++ {
			if !re.Float {
				acc := int64(0)
				for k := o * r.n; k < (o+1)*r.n; k++ {
					acc += r.in.asInt(k, re)
				}
				setI(out, o, acc)
				continue
			}
			acc, n := 0.0, 0
			for k := o * r.n; k < (o+1)*r.n; k++ {
				if v := exec.Round(re.Kind, r.in.f(k)); !math.IsNaN(v) {
					acc += v
					n++
				}
			}
			if mean {
				acc /= float64(n)
			}
			setF(out, o, acc)
		}
		return nil
	}
}

// lanes calls f for each lane of shape along dim d with the position
// of its k-th element.
func lanes(shape []int64, d int, f func(size int64, at func(k int64) int64)) {
	outer, size, inner := laneSplit(shape, d)
	for o := int64(0); o < outer; o++ {
		for i := int64(0); i < inner; i++ {
			f(size, func(k int64) int64 { return (o*size+k)*inner + i })
		}
	}
}

func cumExtreme(greatest bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		in, err := operandElems(c, 0)
		if err != nil {
			return err
		}
		d, err := normDim(c, scalarI(c, 1), len(in.t.Shape))
		if err != nil {
			return err
		}
		vals, err := newResult(c, 0, in.t.Shape)
		if err != nil {
			return err
		}
		idx, err := newResult(c, 1, in.t.Shape)
		if err != nil {
			return err
		}
		lanes(in.t.Shape, d, func(size int64, at func(int64) int64) {
			best := int64(0)
			for k := int64(0); k < size; k++ {
				p, b := at(k), at(best)
				var take bool
				if in.isFloat() {
					x, y := in.f(p), in.f(b)
					take = math.IsNaN(x) || !math.IsNaN(y) && (greatest && x >= y || !greatest && x <= y)
				} else {
					x, y := in.i(p), in.i(b)
					take = greatest && x >= y || !greatest && x <= y
				}
				if take {
					best = k
				}
				copyElem(vals, p, in.t, at(best))
				setI(idx, p, best)
			}
		})
		return nil
	}
}

func logCumSumExp(c *exec.Ctx) error {
	in, err := operandElems(c, 0)
	if err != nil {
		return err
	}
	d, err := normDim(c, scalarI(c, 1), len(in.t.Shape))
	if err != nil {
		return err
	}
	if in.t.IsComplex() {
		return logCumSumExpComplex(c, in.t, d) // nn_extra_complex.go
	}
	out, err := floatResult(c, 0, in.t.Shape, "logcumsumexp")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	lanes(in.t.Shape, d, func(size int64, at func(int64) int64) {
		acc := math.Inf(-1)
		for k := int64(0); k < size; k++ {
			acc = exec.Round(kind, logAddExpAcc(acc, exec.Round(kind, in.f(at(k)))))
			setF(out, at(k), acc)
		}
	})
	return nil
}

// logAddExpAcc is logcumsumexp's step: log(exp(x) + exp(y)), y NaN
// propagating, x when both are the same infinity.
func logAddExpAcc(x, y float64) float64 {
	lo, hi := math.Min(x, y), math.Max(x, y)
	if math.IsNaN(y) {
		lo, hi = y, y
	}
	if lo != hi || !math.IsInf(lo, 0) {
		return math.Log1p(math.Exp(lo-hi)) + hi
	}
	return x
}

func safeSoftmax(c *exec.Ctx) error {
	in, err := operandElems(c, 0)
	if err != nil {
		return err
	}
	d, err := normDim(c, scalarI(c, 1), len(in.t.Shape))
	if err != nil {
		return err
	}
	out, err := floatResult(c, 0, in.t.Shape, "_safe_softmax")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	lanes(in.t.Shape, d, func(size int64, at func(int64) int64) {
		x := make([]float64, size)
		masked := true
		for k := range x {
			x[k] = exec.Round(kind, in.f(at(int64(k))))
			masked = masked && math.IsInf(x[k], -1)
		}
		softmaxLane(x, false)
		for k := range x {
			if masked {
				x[k] = 0
			}
			setF(out, at(int64(k)), x[k])
		}
	})
	return nil
}

func crossProduct(optionalDim bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a, err := operandElems(c, 0)
		if err != nil {
			return err
		}
		b, err := operandElems(c, 1)
		if err != nil {
			return err
		}
		shape, ok := broadcastShapes(a.t.Shape, b.t.Shape)
		if !ok || len(a.t.Shape) != len(b.t.Shape) {
			return c.Errorf("linalg.cross: inputs %v and %v must have the same number of dimensions and broadcast", a.t.Shape, b.t.Shape)
		}
		d := -1
		if optionalDim && isNone(c, 2) {
			d = slices.Index(shape, 3)
		} else if d, err = normDim(c, scalarI(c, 2), len(shape)); err != nil {
			return err
		}
		if d < 0 || shape[d] != 3 {
			return c.Errorf("linalg.cross: inputs dimension %d must have length 3, shape %v", d, shape)
		}
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		sa, sb := broadcastStrides(a.t.Shape, shape), broadcastStrides(b.t.Shape, shape)
		lane := slices.Clone(shape)
		lane[d] = 1
		so := exec.Strides(shape)
		forEach(lane, [][]int64{sa, sb, so}, func(_ int64, pos []int64) {
			for k := int64(0); k < 3; k++ {
				i, j := (k+1)%3, (k+2)%3
				o := pos[2] + k*so[d]
				if out.IsComplex() {
					ai, aj := getC(a.t, pos[0]+i*sa[d]), getC(a.t, pos[0]+j*sa[d])
					bi, bj := getC(b.t, pos[1]+i*sb[d]), getC(b.t, pos[1]+j*sb[d])
					setC(out, o, ai*bj-aj*bi)
				} else if out.IsFloat() {
					ai, aj := a.f(pos[0]+i*sa[d]), a.f(pos[0]+j*sa[d])
					bi, bj := b.f(pos[1]+i*sb[d]), b.f(pos[1]+j*sb[d])
					setF(out, o, ai*bj-aj*bi)
				} else {
					ai, aj := a.i(pos[0]+i*sa[d]), a.i(pos[0]+j*sa[d])
					bi, bj := b.i(pos[1]+i*sb[d]), b.i(pos[1]+j*sb[d])
					setI(out, o, ai*bj-aj*bi)
				}
			}
		})
		return nil
	}
}

// trapezoid is trapezoid (cumulative: cumulative_trapezoid) with
// spacings from a tensor x (withX) or the scalar dx. As PyTorch's
// composite, the spacings x[i+1]-x[i], the sums y[i+1]+y[i] and their
// products are computed in the operands' promoted dtype (integers wrap),
// then summed (trapezoid: in float64 or int64) and halved. xOrDx is the
// accessor of x or dx.
func trapezoid[A interface {
	~[]int
	Y() int
	Dim() int
}](cumulative, withX bool, xOrDx func(A) int) exec.Semantics {
	a := A(operandPositions)
	p := trapezoidOperands{y: a.Y(), x: xOrDx(a), dim: a.Dim()}
	return func(c *exec.Ctx) error {
		if t := c.Args[p.y].Tensor(); t != nil && t.IsComplex() || withX && c.Args[p.x].Tensor() != nil && c.Args[p.x].Tensor().IsComplex() {
			return trapezoidComplex(c, p, cumulative, withX) // nn_extra_complex.go
		}
		y, err := operandElems(c, p.y)
		if err != nil {
			return err
		}
		var x *elemReader
		dx := 1.0
		ins := []int{p.y}
		if withX {
			xr, err := operandElems(c, p.x)
			if err != nil {
				return err
			}
			x, ins = &xr, []int{p.y, p.x}
		} else if !isNone(c, p.x) {
			dx = scalarF(c, p.x)
		}
		pd, err := promotedDtype(c, ins)
		if err != nil {
			return err
		}
		n := numTypeOf(pd)
		if !withX {
			n = numType{float: true, kind: ir.F64}
		}
		d, err := normDim(c, scalarI(c, p.dim), len(y.t.Shape))
		if err != nil {
			return err
		}
		if len(y.t.Shape) == 0 {
			return c.Errorf("trapezoid: y must have at least one dimension")
		}
		size := y.t.Shape[d]
		if x != nil && !(len(x.t.Shape) == 1 && x.t.Shape[0] == size || slices.Equal(x.t.Shape, y.t.Shape)) {
			return c.Errorf("trapezoid: x of shape %v must be 1-d of size %d or of y's shape %v", x.t.Shape, size, y.t.Shape)
		}
		// read returns element p of e converted to n.
		read := func(e elemReader, p int64) (float64, int64) {
			if e.isFloat() {
				return n.fromFloat(e.f(p))
			}
			return n.fromInt(e.i(p))
		}
		// term is (x[k+1]-x[k]) * (y[k+1]+y[k]) of a lane, in n.
		term := func(lane func(int64) int64, k int64) float64 {
			y1f, y1i := read(y, lane(k+1))
			y0f, y0i := read(y, lane(k))
			if !withX {
				return dx * (y1f + y0f)
			}
			xl := lane
			if len(x.t.Shape) == 1 {
				xl = func(k int64) int64 { return k }
			}
			x1f, x1i := read(*x, xl(k+1))
			x0f, x0i := read(*x, xl(k))
			if n.float {
				h, _ := n.fromFloat(x1f - x0f)
				s, _ := n.fromFloat(y1f + y0f)
				p, _ := n.fromFloat(h * s)
				return p
			}
			_, h := n.fromInt(x1i - x0i)
			_, s := n.fromInt(y1i + y0i)
			_, p := n.fromInt(h * s)
			return float64(p)
		}
		shape := slices.Clone(y.t.Shape)
		if cumulative {
			shape[d] = max(size-1, 0)
		} else {
			shape = slices.Delete(shape, d, d+1)
		}
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		o := int64(0)
		outer, _, inner := laneSplit(y.t.Shape, d)
		for a := int64(0); a < outer; a++ {
			for i := int64(0); i < inner; i++ {
				lane := func(k int64) int64 { return (a*size+k)*inner + i }
				acc := 0.0
				for k := int64(0); k+1 < size; k++ {
					if cumulative {
						acc += term(lane, k) / 2
						setF(out, (a*(size-1)+k)*inner+i, acc)
					} else {
						acc += term(lane, k)
					}
				}
				if !cumulative {
					setF(out, o, acc/2)
					o++
				}
			}
		}
		return nil
	}
}

func pairwiseDistance(c *exec.Ctx) error {
	vals, shape, err := pairwiseValues(c, 0, 1, scalarF(c, 2), scalarF(c, 3), scalarB(c, 4))
	if err != nil {
		return err
	}
	out, err := floatResult(c, 0, shape, "pairwise_distance")
	if err != nil {
		return err
	}
	for k, v := range vals {
		setF(out, int64(k), v)
	}
	return nil
}

// pairwiseValues is pairwise_distance(operand i, operand j, p, eps,
// keepdim): its values (in result 0's float precision) and shape.
func pairwiseValues(c *exec.Ctx, i, j int, p, eps float64, keep bool) ([]float64, []int64, error) {
	a, err := operandElems(c, i)
	if err != nil {
		return nil, nil, err
	}
	b, err := operandElems(c, j)
	if err != nil {
		return nil, nil, err
	}
	shape, ok := broadcastShapes(a.t.Shape, b.t.Shape)
	if !ok {
		return nil, nil, c.Errorf("pairwise_distance: shapes %v and %v do not broadcast", a.t.Shape, b.t.Shape)
	}
	r := len(shape)
	last := int64(1)
	outShape := []int64{}
	if r > 0 {
		last = shape[r-1]
		outShape = slices.Clone(shape[:r-1])
		if keep {
			outShape = append(outShape, 1)
		}
	}
	re, err := resultElem(c, 0)
	if err != nil {
		return nil, nil, err
	}
	kind := exec.ElemOf(re).Kind
	// x1 - x2 in their promoted dtype (integers wrap), then + eps in
	// the float result's.
	pd, err := promotedDtype(c, []int{i, j})
	if err != nil {
		return nil, nil, err
	}
	n := numTypeOf(pd)
	var diff []float64
	if n.complex {
		// |x1 - x2 + eps| of complex numbers (losses.go).
		if diff, _, err = complexAbsDiffs(c, i, j, eps); err != nil {
			return nil, nil, err
		}
	} else {
		diff = make([]float64, 0, exec.NumElements(shape))
		forEach(shape, [][]int64{broadcastStrides(a.t.Shape, shape), broadcastStrides(b.t.Shape, shape)}, func(_ int64, pos []int64) {
			var d float64
			if n.float {
				d, _ = n.fromFloat(a.f(pos[0]) - b.f(pos[1]))
			} else {
				d, _ = n.fromInt(a.i(pos[0]) - b.i(pos[1]))
			}
			diff = append(diff, math.Abs(exec.Round(kind, exec.Round(kind, d)+eps)))
		})
	}
	vals := make([]float64, exec.NumElements(outShape))
	for o := range vals {
		vals[o] = exec.Round(kind, normOf(diff[int64(o)*last:int64(o+1)*last], p))
	}
	return vals, outShape, nil
}

func maxUnpool[A interface {
	selfPositions
	Indices() int
	OutputSize() int
}](nd int) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		x, err := c.Tensor(a.Self())
		if err != nil {
			return err
		}
		idx, err := indexTensor(c, a.Indices())
		if err != nil {
			return err
		}
		size, err := intList(c, a.OutputSize())
		if err != nil {
			return err
		}
		r := len(x.Shape)
		if len(size) != nd || r != nd+1 && r != nd+2 || !slices.Equal(idx.Shape, x.Shape) {
			return c.Errorf("max_unpool%dd: input %v, indices %v and output_size %v do not fit", nd, x.Shape, idx.Shape, size)
		}
		shape := append(slices.Clone(x.Shape[:r-nd]), size...)
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		plane, in := exec.NumElements(size), exec.NumElements(x.Shape[r-nd:])
		for k := int64(0); k < x.Len(); k++ {
			t := getI(idx, k)
			if t < 0 || t >= plane {
				return c.Errorf("max_unpool%dd: found an invalid max index %d (output volumes are of size %v)", nd, t, size)
			}
			copyElem(out, (k/max(in, 1))*plane+t, x, k)
		}
		return nil
	}
}

func sortStable[A interface {
	selfPositions
	Dim() int
	Descending() int
}](values bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		a := A(operandPositions)
		t, d, err := sortArgs(c, a.Self(), a.Dim())
		if err != nil {
			return err
		}
		var vals, idx *exec.Tensor
		if values {
			if vals, err = newResult(c, 0, t.Shape); err != nil {
				return err
			}
			idx, err = newResult(c, 1, t.Shape)
		} else {
			idx, err = newResult(c, 0, t.Shape)
		}
		if err != nil {
			return err
		}
		sortTo(c, a.Self(), t, d, lineLen(t, d), scalarB(c, a.Descending()), vals, idx)
		return nil
	}
}

func msort(c *exec.Ctx) error {
	a := torch.AtenMsortArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	vals, err := newResult(c, 0, t.Shape)
	if err != nil {
		return err
	}
	idx := exec.NewTensor(c.Op.Context().I(64), t.Shape)
	sortTo(c, a.Self(), t, 0, lineLen(t, 0), false, vals, idx)
	return nil
}

func isclose(c *exec.Ctx) error {
	a, err := operandElems(c, 0)
	if err != nil {
		return err
	}
	b, err := operandElems(c, 1)
	if err != nil {
		return err
	}
	if a.t.Elem != b.t.Elem {
		return c.Errorf("isclose: self (%s) and other (%s) must have the same dtype", ir.TypeString(a.t.Elem), ir.TypeString(b.t.Elem))
	}
	if a.t.IsComplex() {
		return iscloseComplex(c, a.t, b.t) // nn_extra_complex.go
	}
	rtol, atol, equalNaN := scalarF(c, 2), scalarF(c, 3), scalarB(c, 4)
	shape, ok := broadcastShapes(a.t.Shape, b.t.Shape)
	if !ok {
		return c.Errorf("isclose: shapes %v and %v do not broadcast", a.t.Shape, b.t.Shape)
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	n := numTypeOf(argDtype(c, 0))
	kind := ir.F32
	if n.float {
		kind = n.kind
	}
	r := roundTo(kind)
	forEach(shape, [][]int64{broadcastStrides(a.t.Shape, shape), broadcastStrides(b.t.Shape, shape)}, func(o int64, pos []int64) {
		af, bf := a.f(pos[0]), b.f(pos[1])
		close := af == bf
		if equalNaN && n.float && math.IsNaN(af) && math.IsNaN(bf) {
			close = true
		}
		if !close && (rtol != 0 || atol != 0) {
			var actual float64
			if n.float && !n.isBool() {
				actual = math.Abs(r(af - bf))
			} else if n.isBool() {
				actual = math.Abs(af - bf)
			} else {
				_, d := n.fromInt(a.i(pos[0]) - b.i(pos[1]))
				if d < 0 {
					_, d = n.fromInt(-d)
				}
				actual = float64(d)
			}
			allowed := r(r(atol) + math.Abs(r(r(rtol)*r(bf))))
			close = !math.IsInf(actual, 0) && !math.IsNaN(actual) && r(actual) <= allowed
		}
		setB(out, o, close)
	})
	return nil
}

func diff(c *exec.Ctx) error {
	a := torch.AtenDiffArgs[int](operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	if len(t.Shape) == 0 {
		return c.Errorf("diff expects input to be at least one-dimensional")
	}
	steps := scalarI(c, a.N())
	if steps < 0 {
		return c.Errorf("order must be non-negative but got %d", steps)
	}
	d, err := normDim(c, scalarI(c, a.Dim()), len(t.Shape))
	if err != nil {
		return err
	}
	elem, err := resultElem(c, 0)
	if err != nil {
		return err
	}
	// The parts along dim, as the result's dtype.
	var parts []*exec.Tensor
	for _, i := range []int{3, 0, 4} {
		if isNone(c, i) {
			continue
		}
		p, err := c.Tensor(i)
		if err != nil {
			return err
		}
		parts = append(parts, convert(p, elem))
	}
	x := joinAlong(parts, d)
	isBool := exec.ElemOf(elem).Width == 1 && !exec.ElemOf(elem).Float
	for k := int64(0); k < steps && x.Shape[d] > 0; k++ {
		shape := slices.Clone(x.Shape)
		shape[d]--
		y := exec.NewTensor(elem, shape)
		outer, size, inner := laneSplit(x.Shape, d)
		for o := int64(0); o < outer; o++ {
			for j := int64(0); j+1 < size; j++ {
				for i := int64(0); i < inner; i++ {
					hi, lo := (o*size+j+1)*inner+i, (o*size+j)*inner+i
					at := (o*(size-1)+j)*inner + i
					switch {
					case isBool:
						setB(y, at, getB(x, hi) != getB(x, lo))
					case y.IsFloat():
						setF(y, at, x.Float(hi)-x.Float(lo))
					default:
						setI(y, at, x.Int(hi)-x.Int(lo))
					}
				}
			}
		}
		x = y
	}
	return setResult(c, 0, x)
}

// joinAlong joins tensors of one element type along dim d.
func joinAlong(ts []*exec.Tensor, d int) *exec.Tensor {
	shape := slices.Clone(ts[0].Shape)
	shape[d] = 0
	for _, t := range ts {
		shape[d] += t.Shape[d]
	}
	out := exec.NewTensor(ts[0].Elem, shape)
	outer, size, inner := laneSplit(shape, d)
	off := int64(0)
	for _, t := range ts {
		_, n, _ := laneSplit(t.Shape, d)
		for o := int64(0); o < outer; o++ {
			for j := int64(0); j < n; j++ {
				for i := int64(0); i < inner; i++ {
					copyElem(out, (o*size+off+j)*inner+i, t, (o*n+j)*inner+i)
				}
			}
		}
		off += n
	}
	return out
}

// lossOperands reads tensor operands ins broadcast together, each
// element as a float and as an integer in their promoted dtype n.
type lossOperands struct {
	n     numType
	shape []int64
	f     [][]float64
	i     [][]int64
}

func readLossOperands(c *exec.Ctx, ins ...int) (*lossOperands, error) {
	pd, err := promotedDtype(c, ins)
	if err != nil {
		return nil, err
	}
	l := &lossOperands{n: numTypeOf(pd)}
	rs := make([]elemReader, len(ins))
	var shapes [][]int64
	for k, i := range ins {
		if rs[k], err = operandElems(c, i); err != nil {
			return nil, err
		}
		shapes = append(shapes, rs[k].t.Shape)
	}
	shape, ok := broadcastShapes(shapes...)
	if !ok {
		return nil, c.Errorf("operand shapes %v do not broadcast", shapes)
	}
	l.shape = shape
	var strides [][]int64
	for _, sh := range shapes {
		strides = append(strides, broadcastStrides(sh, shape))
	}
	l.f, l.i = make([][]float64, len(ins)), make([][]int64, len(ins))
	forEach(shape, strides, func(_ int64, pos []int64) {
		for k, r := range rs {
			var f float64
			var i int64
			if r.isFloat() {
				f, i = l.n.fromFloat(r.f(pos[k]))
			} else {
				f, i = l.n.fromInt(r.i(pos[k]))
			}
			l.f[k], l.i[k] = append(l.f[k], f), append(l.i[k], i)
		}
	})
	if exec.NumElements(shape) == 0 {
		for k := range l.f {
			l.f[k], l.i[k] = []float64{}, []int64{}
		}
	}
	return l, nil
}

// reduceLoss stores the elementwise loss vals (of shape) as result 0
// reduced by the reduction operand ri.
func reduceLoss(c *exec.Ctx, ri int, shape []int64, vals []float64) error {
	red := scalarI(c, ri)
	if red == 0 {
		out, err := newResult(c, 0, shape)
		if err != nil {
			return err
		}
		for k, v := range vals {
			setF(out, int64(k), v)
		}
		return nil
	}
	if red != 1 && red != 2 {
		return c.Errorf("%d is not a valid value for reduction", red)
	}
	out, err := newResult(c, 0, nil)
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	sum := 0.0
	for _, v := range vals {
		sum += exec.Round(kind, v)
	}
	if red == 1 {
		sum /= float64(len(vals))
	}
	setF(out, 0, sum)
	return nil
}

func marginRankingLoss(c *exec.Ctx) error {
	l, err := readLossOperands(c, 0, 1, 2)
	if err != nil {
		return err
	}
	margin := scalarF(c, 3)
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		var p float64
		if l.n.float {
			d, _ := l.n.fromFloat(l.f[0][k] - l.f[1][k])
			p, _ = l.n.fromFloat(-l.f[2][k] * d)
		} else {
			_, d := l.n.fromInt(l.i[0][k] - l.i[1][k])
			_, t := l.n.fromInt(-l.i[2][k])
			_, q := l.n.fromInt(t * d)
			p = float64(q)
		}
		vals[k] = math.Max(p+margin, 0)
		if math.IsNaN(p) {
			vals[k] = p
		}
	}
	return reduceLoss(c, 4, l.shape, vals)
}

func hingeEmbeddingLoss(c *exec.Ctx) error {
	l, err := readLossOperands(c, 0, 1)
	if err != nil {
		return err
	}
	margin := scalarF(c, 2)
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		x, t := l.f[0][k], l.f[1][k]
		v := 0.0
		if t != 1 {
			v = math.Max(margin-x, 0)
			if math.IsNaN(x) {
				v = x
			}
		}
		if t != -1 {
			v += x
		}
		vals[k] = v
	}
	return reduceLoss(c, 3, l.shape, vals)
}

func softMarginLoss(c *exec.Ctx) error {
	l, err := readLossOperands(c, 0, 1)
	if err != nil {
		return err
	}
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		vals[k] = math.Log1p(math.Exp(-l.f[0][k] * l.f[1][k]))
	}
	return reduceLoss(c, 2, l.shape, vals)
}

func dist(c *exec.Ctx) error {
	l, err := readLossOperands(c, 0, 1)
	if err != nil {
		return err
	}
	out, err := floatResult(c, 0, nil, "dist")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	abs := make([]float64, len(l.f[0]))
	for k := range abs {
		abs[k] = math.Abs(exec.Round(kind, l.f[0][k]-l.f[1][k]))
	}
	if l.n.complex {
		// |a - b| of complex numbers (losses.go).
		if abs, _, err = complexAbsDiffs(c, 0, 1, 0); err != nil {
			return err
		}
	}
	setF(out, 0, normOf(abs, scalarF(c, 2)))
	return nil
}

func cosineSimilarity(c *exec.Ctx) error {
	l, err := readLossOperands(c, 0, 1)
	if err != nil {
		return err
	}
	eps := scalarF(c, 3)
	d, err := normDim(c, scalarI(c, 2), len(l.shape))
	if err != nil {
		return err
	}
	shape := slices.Clone(l.shape)
	if len(shape) > 0 {
		shape = slices.Delete(shape, d, d+1)
	}
	out, err := floatResult(c, 0, shape, "cosine_similarity")
	if err != nil {
		return err
	}
	kind := elemOf(out).Kind
	r := roundTo(kind)
	o := int64(0)
	lanes(l.shape, d, func(size int64, at func(int64) int64) {
		n1, n2 := 0.0, 0.0
		for k := int64(0); k < size; k++ {
			a, b := r(l.f[0][at(k)]), r(l.f[1][at(k)])
			n1 += a * a
			n2 += b * b
		}
		n1, n2 = math.Max(r(math.Sqrt(n1)), eps), math.Max(r(math.Sqrt(n2)), eps)
		sum := 0.0
		for k := int64(0); k < size; k++ {
			sum += r(r(l.f[0][at(k)])/n1) * r(r(l.f[1][at(k)])/n2)
		}
		setF(out, o, sum)
		o++
	})
	return nil
}

func cosineEmbeddingLoss(c *exec.Ctx) error {
	a, err := operandElems(c, 0)
	if err != nil {
		return err
	}
	t, err := operandElems(c, 2)
	if err != nil {
		return err
	}
	l, err := readLossOperands(c, 0, 1)
	if err != nil {
		return err
	}
	margin := scalarF(c, 3)
	d := len(t.t.Shape) // the summed dim: the last of the inputs
	if len(a.t.Shape) != d+1 || len(l.shape) != d+1 {
		return c.Errorf("cosine_embedding_loss: inputs %v must have one more dim than target %v", a.t.Shape, t.t.Shape)
	}
	// The sums of products in the promoted dtype (integers wrap per
	// product and sum in int64, as PyTorch's sum of an integer tensor).
	sums := func(x, y int) []float64 {
		var out []float64
		lanes(l.shape, d, func(size int64, at func(int64) int64) {
			if l.n.float {
				acc := 0.0
				for k := int64(0); k < size; k++ {
					p, _ := l.n.fromFloat(l.f[x][at(k)] * l.f[y][at(k)])
					acc += p
				}
				out = append(out, acc)
				return
			}
			acc := int64(0)
			for k := int64(0); k < size; k++ {
				_, p := l.n.fromInt(l.i[x][at(k)] * l.i[y][at(k)])
				acc += p
			}
			out = append(out, float64(acc))
		})
		return out
	}
	prod, m1, m2 := sums(0, 1), sums(0, 0), sums(1, 1)
	vals := make([]float64, len(prod))
	for k := range vals {
		cos := prod[k] / math.Sqrt((m1[k]+1e-12)*(m2[k]+1e-12))
		switch tv := t.f(int64(k) % max(t.t.Len(), 1)); {
		case tv == 1:
			vals[k] = 1 - cos
		case tv == -1:
			vals[k] = math.Max(cos-margin, 0)
		}
	}
	return reduceLoss(c, 4, t.t.Shape, vals)
}

// searchIn is PyTorch's cus_lower_bound (cus_upper_bound when right)
// over seq[0:n) read by at.
func searchIn(n int64, at func(int64) float64, v float64, right bool) int64 {
	start, end := int64(0), n
	for start < end {
		mid := start + (end-start)>>1
		m := at(mid)
		if right && !(m > v) || !right && !(m >= v) {
			start = mid + 1
		} else {
			end = mid
		}
	}
	return start
}

func bucketize(c *exec.Ctx) error {
	a := torch.AtenBucketizeTensorArgs[int](operandPositions)
	return searchSorted(c, a.Boundaries(), a.Self(), scalarB(c, a.Right()))
}

func searchsorted(c *exec.Ctx) error {
	a := torch.AtenSearchsortedTensorArgs[int](operandPositions)
	if !isNone(c, a.Sorter()) {
		return c.Errorf("searchsorted: a sorter is not supported")
	}
	right := scalarB(c, a.Right())
	if !isNone(c, a.Side()) {
		side, _ := c.Args[a.Side()].Ref.(string)
		if side != "left" && side != "right" || side == "left" && right {
			return c.Errorf("searchsorted: side must be 'left' or 'right' and agree with right, got %q", side)
		}
		right = side == "right"
	}
	return searchSorted(c, a.SortedSequence(), a.Self(), right)
}

// searchSorted searches each element of operand vi in the sequence
// operand si (1-d, or with the values' leading dims).
func searchSorted(c *exec.Ctx, si, vi int, right bool) error {
	seq, err := operandElems(c, si)
	if err != nil {
		return err
	}
	vals, err := operandElems(c, vi)
	if err != nil {
		return err
	}
	ss, vs := seq.t.Shape, vals.t.Shape
	if len(ss) == 0 || len(ss) > 1 && (len(vs) != len(ss) || !slices.Equal(ss[:len(ss)-1], vs[:len(vs)-1])) {
		return c.Errorf("searchsorted: sequence %v must be 1-d or share the leading dims of the values %v", ss, vs)
	}
	out, err := newResult(c, 0, vs)
	if err != nil {
		return err
	}
	n := ss[len(ss)-1]
	m := int64(1)
	if len(vs) > 0 {
		m = vs[len(vs)-1]
	}
	for k := int64(0); k < vals.t.Len(); k++ {
		base := int64(0)
		if len(ss) > 1 {
			base = k / m * n
		}
		setI(out, k, searchIn(n, func(j int64) float64 { return seq.f(base + j) }, vals.f(k), right))
	}
	return nil
}

func tripletMarginLoss(c *exec.Ctx) error {
	margin, p, eps, swap := scalarF(c, 3), scalarF(c, 4), scalarF(c, 5), scalarB(c, 6)
	pos, shape, err := pairwiseValues(c, 0, 1, p, eps, false)
	if err != nil {
		return err
	}
	neg, _, err := pairwiseValues(c, 0, 2, p, eps, false)
	if err != nil {
		return err
	}
	if swap {
		sw, _, err := pairwiseValues(c, 1, 2, p, eps, false)
		if err != nil {
			return err
		}
		for k := range neg {
			neg[k] = minF(neg[k], sw[k])
		}
	}
	re, err := resultElem(c, 0)
	if err != nil {
		return err
	}
	r := roundTo(exec.ElemOf(re).Kind)
	vals := make([]float64, len(pos))
	for k := range vals {
		v := r(r(margin+pos[k]) - neg[k])
		vals[k] = v
		if v < 0 {
			vals[k] = 0
		}
	}
	return reduceLoss(c, 7, shape, vals)
}

func poissonNLLLoss(c *exec.Ctx) error {
	l, err := readLossOperands(c, 0, 1)
	if err != nil {
		return err
	}
	logInput, full, eps := scalarB(c, 2), scalarB(c, 3), scalarF(c, 4)
	re, err := resultElem(c, 0)
	if err != nil {
		return err
	}
	r := roundTo(exec.ElemOf(re).Kind)
	vals := make([]float64, len(l.f[0]))
	for k := range vals {
		x, t := l.f[0][k], l.f[1][k]
		// target*input in the promoted dtype (integers wrap).
		var tx float64
		if l.n.float {
			tx, _ = l.n.fromFloat(t * x)
		} else {
			_, q := l.n.fromInt(l.i[1][k] * l.i[0][k])
			tx = float64(q)
		}
		var v float64
		if logInput {
			v = r(r(math.Exp(x)) - tx)
		} else {
			v = r(x - r(t*r(math.Log(r(x+eps)))))
		}
		if full && t > 1 {
			v = r(v + r(t*math.Log(t)-t+0.5*math.Log(2*math.Pi*t)))
		}
		vals[k] = v
	}
	return reduceLoss(c, 5, l.shape, vals)
}

// nextafter16 is nextafter in a 16-bit float type (f16 or bf16): one step
// of its bit pattern, as PyTorch computes it (a step in float64 rounded
// back would stay where it was).
func nextafter16(k ir.FloatKind, a, b float64) float64 {
	switch {
	case math.IsNaN(a) || math.IsNaN(b):
		return math.NaN()
	case a == b:
		return b
	case a == 0:
		// The smallest subnormal, with b's sign.
		tiny := ir.FloatFromBits(k, 1)
		if b < 0 {
			return -tiny
		}
		return tiny
	}
	bits := ir.FloatBits(k, a)
	if (a < b) == (a > 0) {
		bits++
	} else {
		bits--
	}
	return ir.FloatFromBits(k, bits)
}
