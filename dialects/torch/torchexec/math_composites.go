package torchexec

import (
	"math"
	"slices"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// mathCompositeOps: math composites and reductions (logsumexp, xlogy, glu, norms, scatter_reduce, ...).
var mathCompositeOps = exec.Table{
	// ---- elementwise ----

	// isposinf/isneginf(self): x == +inf / x == -inf (false on integers).
	torch.AtenIsposinf.Name: predicateOp[torch.AtenIsposinfArgs[int]](func(x float64) bool { return math.IsInf(x, 1) }, func(int64) bool { return false }),
	torch.AtenIsneginf.Name: predicateOp[torch.AtenIsneginfArgs[int]](func(x float64) bool { return math.IsInf(x, -1) }, func(int64) bool { return false }),
	// isfinite(self): neither NaN nor infinite (true on integers).
	torch.AtenIsfinite.Name: predicateOp[torch.AtenIsfiniteArgs[int]](func(x float64) bool { return !math.IsNaN(x) && !math.IsInf(x, 0) }, func(int64) bool { return true }),
	// signbit(self): the sign bit is set (-0. and NaNs with it included);
	// x < 0 on integers.
	torch.AtenSignbit.Name: predicateOp[torch.AtenSignbitArgs[int]](math.Signbit, func(x int64) bool { return x < 0 }),
	// sgn(self): sign(self) for real dtypes.
	torch.AtenSgn.Name: elementwiseOps[torch.AtenSign.Name],
	// logaddexp(a, b) = log(exp(a) + exp(b)) computed as
	// max + log1p(exp(-|a - b|)), a itself when both are the same
	// infinity; logaddexp2 in base 2.
	torch.AtenLogaddexp.Name:  binaryFloat[torch.AtenLogaddexpArgs[int]](func(a, b float64) float64 { return logAddExp(a, b, math.Exp, math.Log1p, 1) }),
	torch.AtenLogaddexp2.Name: binaryFloat[torch.AtenLogaddexp2Args[int]](func(a, b float64) float64 { return logAddExp(a, b, math.Exp2, math.Log1p, 1/math.Ln2) }),
	// hypot(a, b) = sqrt(a^2 + b^2) without overflow (floats only).
	torch.AtenHypot.Name: elementwise(at(torch.AtenHypotArgs[int].Self, torch.AtenHypotArgs[int].Other), nil, withCheck(binaryKernel(math.Hypot, nil), floatOnly)),
	// copysign(a, b): |a| with b's sign (-0. and NaN signs count); a float result.
	torch.AtenCopysignTensor.Name: binaryFloat[torch.AtenCopysignTensorArgs[int]](math.Copysign),
	torch.AtenCopysignScalar.Name: binaryFloat[torch.AtenCopysignScalarArgs[int]](math.Copysign),
	// nextafter(a, b): the next representable value after a towards b,
	// in the dtype (floats only).
	torch.AtenNextafter.Name: elementwise(at(torch.AtenNextafterArgs[int].Self, torch.AtenNextafterArgs[int].Other), nil, ewKernel{
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
	torch.AtenLdexpTensor.Name: binaryFloat[torch.AtenLdexpTensorArgs[int]](func(a, b float64) float64 { return a * math.Pow(2, b) }),
	// frexp(self) -> (mantissa, exponent): self = mantissa * 2^exponent
	// with |mantissa| in [0.5, 1) (0, inf and NaN: themselves and 0);
	// floats only, the exponent int32.
	torch.AtenFrexpTensor.Name: frexp,
	// float_power(self, exponent): pow computed in float64.
	torch.AtenFloatPowerTensorTensor.Name: floatPower[torch.AtenFloatPowerTensorTensorArgs[int]](),
	torch.AtenFloatPowerTensorScalar.Name: floatPower[torch.AtenFloatPowerTensorScalarArgs[int]](),
	torch.AtenFloatPowerScalar.Name:       floatPower[torch.AtenFloatPowerScalarArgs[int]](),
	// nan_to_num(self, nan?, posinf?, neginf?): NaN, +inf and -inf
	// replaced (by 0 and the dtype's greatest and lowest finite values
	// when none); integers unchanged.
	torch.AtenNanToNum.Name: nanToNum,
	// round.decimals(self, decimals): round half to even at 10^-decimals,
	// as PyTorch computes it in the dtype: nearbyint(x * 10^d) / 10^d
	// (for d < 0, nearbyint(x / 10^-d) * 10^-d).
	torch.AtenRoundDecimals.Name: roundDecimals,
	// fmax/fmin(a, b): max/min ignoring NaN (NaN only when both are).
	torch.AtenFmax.Name: binary[torch.AtenFmaxArgs[int]](func(a, b float64) float64 { return fMaxMin(a, b, true) }, func(a, b int64) int64 { return max(a, b) }),
	torch.AtenFmin.Name: binary[torch.AtenFminArgs[int]](func(a, b float64) float64 { return fMaxMin(a, b, false) }, func(a, b int64) int64 { return min(a, b) }),
	// floor_divide(self, other): div with rounding_mode="floor".
	torch.AtenFloorDivide.Name:       selfOther[torch.AtenFloorDivideArgs[int]](floorDivKernel),
	torch.AtenFloorDivideScalar.Name: selfOther[torch.AtenFloorDivideScalarArgs[int]](floorDivKernel),
	// heaviside(self, values): values where self == 0, else self > 0.
	torch.AtenHeaviside.Name: elementwise(at(torch.AtenHeavisideArgs[int].Self, torch.AtenHeavisideArgs[int].Values), nil, ewKernel{
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
	torch.AtenAddcmul.Name: elementwise(at(torch.AtenAddcmulArgs[int].Self, torch.AtenAddcmulArgs[int].Tensor1, torch.AtenAddcmulArgs[int].Tensor2),
		at(torch.AtenAddcmulArgs[int].Value), ewKernel{
			f: func(x, p []float64) float64 { return x[0] + p[0]*x[1]*x[2] },
			i: func(x, p []int64) int64 { return x[0] + p[0]*x[1]*x[2] },
		}),
	// addcdiv(self, t1, t2, value) = self + value*(t1/t2) (floats only).
	torch.AtenAddcdiv.Name: elementwise(at(torch.AtenAddcdivArgs[int].Self, torch.AtenAddcdivArgs[int].Tensor1, torch.AtenAddcdivArgs[int].Tensor2),
		at(torch.AtenAddcdivArgs[int].Value), ewKernel{
			f:     func(x, p []float64) float64 { return x[0] + p[0]*(x[1]/x[2]) },
			check: floatOnly,
		}),
	// selu(self) = elu(self, alpha, scale, 1) with SELU's constants.
	torch.AtenSelu.Name: activation[torch.AtenSeluArgs[int]](nil, func(x float64, _ []float64) float64 {
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
	torch.AtenVdot.Name: byAccumulatorC(vdot[float64], vdot[int64], vdotComplex),
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
	torch.AtenLogsumexp.Name: reduceDims[torch.AtenLogsumexpArgs[int]](logSumExp),
	// index_reduce(self, dim, index, source, reduce, include_self):
	// self[..., index[i], ...] combined (prod, mean, amax, amin) with
	// source[..., i, ...]; without include_self a reduced position starts
	// from its first value; mean floor-divides integers.
	torch.AtenIndexReduce.Name: indexReduce,
	// var_mean/std_mean: (var or std, mean) over the dims, as var/std
	// and mean.
	torch.AtenVarMean.Name:           reduceAt(pos(torch.AtenVarMeanArgs[int].Self), -1, -1, statsAndMean(unbiasedAt(pos(torch.AtenVarMeanArgs[int].Unbiased)), false)),
	torch.AtenVarMeanDim.Name:        reduceDims[torch.AtenVarMeanDimArgs[int]](statsAndMean(unbiasedAt(pos(torch.AtenVarMeanDimArgs[int].Unbiased)), false)),
	torch.AtenVarMeanCorrection.Name: reduceDims[torch.AtenVarMeanCorrectionArgs[int]](statsAndMean(correctionAt(pos(torch.AtenVarMeanCorrectionArgs[int].Correction)), false)),
	torch.AtenStdMean.Name:           reduceAt(pos(torch.AtenStdMeanArgs[int].Self), -1, -1, statsAndMean(unbiasedAt(pos(torch.AtenStdMeanArgs[int].Unbiased)), true)),
	torch.AtenStdMeanDim.Name:        reduceDims[torch.AtenStdMeanDimArgs[int]](statsAndMean(unbiasedAt(pos(torch.AtenStdMeanDimArgs[int].Unbiased)), true)),
	torch.AtenStdMeanCorrection.Name: reduceDims[torch.AtenStdMeanCorrectionArgs[int]](statsAndMean(correctionAt(pos(torch.AtenStdMeanCorrectionArgs[int].Correction)), true)),
	// aminmax(self, dim?, keepdim) -> (amin, amax), NaN propagating.
	torch.AtenAminmax.Name: reduceDims[torch.AtenAminmaxArgs[int]](aminmax),
	// count_nonzero(self, dim?) / .dim_IntList(self, dims): the int64
	// count of non-zero elements (every dim when none or []).
	torch.AtenCountNonzero.Name:           reduceAt(pos(torch.AtenCountNonzeroArgs[int].Self), pos(torch.AtenCountNonzeroArgs[int].Dim), -1, countNonzero),
	torch.AtenCountNonzeroDimIntList.Name: reduceAt(pos(torch.AtenCountNonzeroDimIntListArgs[int].Self), pos(torch.AtenCountNonzeroDimIntListArgs[int].Dim), -1, countNonzero),
	// nansum(self, dim?, keepdim, dtype?): sum with NaN read as 0;
	// nanmean: the mean of the non-NaN elements.
	torch.AtenNansum.Name:  reduceDims[torch.AtenNansumArgs[int]](nanReduce(false)),
	torch.AtenNanmean.Name: reduceDims[torch.AtenNanmeanArgs[int]](nanReduce(true)),
	// cummax/cummin(self, dim) -> (values, indices): the running
	// max/min, a later equal element or any NaN taking over (its index).
	torch.AtenCummax.Name: cumExtreme[torch.AtenCummaxArgs[int]](true),
	torch.AtenCummin.Name: cumExtreme[torch.AtenCumminArgs[int]](false),
	// logcumsumexp(self, dim): the running log(sum(exp)).
	torch.AtenLogcumsumexp.Name: logCumSumExp[torch.AtenLogcumsumexpArgs[int]],
	// _safe_softmax(self, dim, dtype?): softmax, with 0 on lanes that
	// are all -inf (where softmax gives NaN).
	torch.Aten_SafeSoftmax.Name: safeSoftmax[torch.Aten_SafeSoftmaxArgs[int]],
	// cross(self, other, dim?) / linalg_cross(self, other, dim=-1): the
	// cross product along a dim of size 3 (cross's none: the first such
	// dim), the operands broadcast.
	torch.AtenCross.Name:       crossProduct[torch.AtenCrossArgs[int]](true),
	torch.AtenLinalgCross.Name: crossProduct[torch.AtenLinalgCrossArgs[int]](false),
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

// floatPower is float_power(self, exponent), A the overload's argument
// list.
func floatPower[A interface {
	selfPositions
	Exponent() int
}]() exec.Semantics {
	return elementwise(at(A.Self, A.Exponent), nil, binaryKernel(math.Pow, nil))
}

func nanToNum(c *exec.Ctx) error {
	d, err := resultDtype(c, 0)
	if err != nil {
		return err
	}
	n := numTypeOf(d)
	big := map[ir.FloatKind]float64{ir.F16: 65504, ir.BF16: 3.3895313892515355e38, ir.F32: math.MaxFloat32, ir.F64: math.MaxFloat64}[n.kind]
	repl := [3]float64{0, big, -big}
	a := torch.AtenNanToNumArgs[int](operandPositions)
	for k, i := range []int{a.Nan(), a.Posinf(), a.Neginf()} {
		if !isNone(c, i) {
			repl[k] = scalarF(c, i)
		}
	}
	return runElementwise(c, []int{a.Self()}, nil, &ewKernel{
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
	a := torch.AtenRoundDecimalsArgs[int](operandPositions)
	d := scalarI(c, a.Decimals())
	return runElementwise(c, []int{a.Self()}, nil, &ewKernel{
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

// iscloseArgs names isclose's operand positions.
var iscloseArgs = torch.AtenIscloseArgs[int](operandPositions)

func isclose(c *exec.Ctx) error {
	a, err := operandElems(c, iscloseArgs.Self())
	if err != nil {
		return err
	}
	b, err := operandElems(c, iscloseArgs.Other())
	if err != nil {
		return err
	}
	if a.t.Elem != b.t.Elem {
		return c.Errorf("isclose: self (%s) and other (%s) must have the same dtype", ir.TypeString(a.t.Elem), ir.TypeString(b.t.Elem))
	}
	if a.t.IsComplex() {
		return iscloseComplex(c, a.t, b.t) // nn_extra_complex.go
	}
	rtol, atol, equalNaN := scalarF(c, iscloseArgs.Rtol()), scalarF(c, iscloseArgs.Atol()), scalarB(c, iscloseArgs.EqualNan())
	shape, ok := broadcastShapes(a.t.Shape, b.t.Shape)
	if !ok {
		return c.Errorf("isclose: shapes %v and %v do not broadcast", a.t.Shape, b.t.Shape)
	}
	out, err := newResult(c, 0, shape)
	if err != nil {
		return err
	}
	n := numTypeOf(argDtype(c, iscloseArgs.Self()))
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
