package torchdecompose

import (
	"math"
	"slices"
	"strings"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The decompositions of torch-decompose-complex-ops: each composite ATen
// op becomes the primitive ops convert-torch-to-linalg lowers (backend.go
// lists them). A pattern declines (returns false before changing
// anything) when a precondition fails: an operand of unknown rank or
// dtype, a non-constant dim list, an option it does not handle. The
// result types stay exactly the op's.

// decomposition declares the pattern of root, named
// Decompose_<overload> (Decompose_softmax.int).
func decomposition(root *ir.OpDef, f func(op *ir.Operation, rw *rewrite.Rewriter) bool) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "Decompose_" + strings.TrimPrefix(root.Name, "torch.aten."), Root: root.Name, Benefit: 1, Rewrite: f}
}

// Decompositions are the patterns of torch-decompose-complex-ops.
var Decompositions = append([]*rewrite.Pattern{
	// softmax(x, d) -> e / sum(e, d) with e = exp(x - amax(x, d))
	decomposition(torch.AtenSoftmaxInt, softmax[torch.AtenSoftmaxIntArgs[*ir.Value]](false)),
	decomposition(torch.Aten_Softmax, softmax[torch.Aten_SoftmaxArgs[*ir.Value]](false)),
	// log_softmax(x, d) -> s - log(sum(exp(s), d)) with s = x - amax(x, d)
	decomposition(torch.AtenLogSoftmaxInt, softmax[torch.AtenLogSoftmaxIntArgs[*ir.Value]](true)),
	decomposition(torch.Aten_LogSoftmax, softmax[torch.Aten_LogSoftmaxArgs[*ir.Value]](true)),
	// native_layer_norm(x, shape, w, b, eps) -> ((x - m) * rsqrt(var + eps)) * w + b, m, rsqrt(var + eps)
	decomposition(torch.AtenNativeLayerNorm, layerNorm[torch.AtenNativeLayerNormArgs[*ir.Value]](3)),
	decomposition(torch.AtenLayerNorm, layerNorm[torch.AtenLayerNormArgs[*ir.Value]](1)),
	// batch norm in inference: (x - rm) * (rsqrt(rv + eps) * w) + b, per channel
	decomposition(torch.Aten_NativeBatchNormLegitNoTraining, batchNorm[torch.Aten_NativeBatchNormLegitNoTrainingArgs[*ir.Value]]),
	decomposition(torch.AtenBatchNorm, batchNorm[torch.AtenBatchNormArgs[*ir.Value]]),
	// linear(x, w, b) -> matmul(x, permute(w, [1, 0])) + b
	decomposition(torch.AtenLinear, linear),
	// addmm(c, a, b, beta, alpha) -> alpha * mm(a, b) + beta * c
	decomposition(torch.AtenAddmm, addmm),
	// matmul -> mm / bmm with views, per rank
	decomposition(torch.AtenMatmul, matmul),
	// mean(x) -> mean.dim(x, all dims)
	decomposition(torch.AtenMean, meanAll),
	// var(x, dims, c) -> sum((x - mean(x, dims))^2, dims) / (N - c); std = sqrt(var)
	decomposition(torch.AtenVarCorrection, variance(varCorrection[torch.AtenVarCorrectionArgs[*ir.Value]], false)),
	decomposition(torch.AtenVarDim, variance(varDim[torch.AtenVarDimArgs[*ir.Value]], false)),
	decomposition(torch.AtenVar, variance(varAll[torch.AtenVarArgs[*ir.Value]], false)),
	decomposition(torch.AtenStdCorrection, variance(varCorrection[torch.AtenStdCorrectionArgs[*ir.Value]], true)),
	decomposition(torch.AtenStdDim, variance(varDim[torch.AtenStdDimArgs[*ir.Value]], true)),
	decomposition(torch.AtenStd, variance(varAll[torch.AtenStdArgs[*ir.Value]], true)),
	// silu(x) -> x * sigmoid(x)
	decomposition(torch.AtenSilu, unary[torch.AtenSiluArgs[*ir.Value]](func(b *torchBuilder, x *ir.Value) *ir.Value { return b.mul(x, b.aten(torch.AtenSigmoid, x)) })),
	// hardsigmoid(x) -> clamp(x + 3, 0, 6) / 6
	decomposition(torch.AtenHardsigmoid, unary[torch.AtenHardsigmoidArgs[*ir.Value]](hardsigmoid)),
	// hardswish(x) -> x * hardsigmoid(x)
	decomposition(torch.AtenHardswish, unary[torch.AtenHardswishArgs[*ir.Value]](func(b *torchBuilder, x *ir.Value) *ir.Value { return b.mul(x, hardsigmoid(b, x)) })),
	// relu6(x) -> clamp(x, 0, 6)
	decomposition(torch.AtenRelu6, unary[torch.AtenRelu6Args[*ir.Value]](func(b *torchBuilder, x *ir.Value) *ir.Value { return b.aten(torch.AtenClamp, x, b.int(0), b.int(6)) })),
	// gelu(x, "none") -> 0.5 * x * (1 + erf(x / sqrt(2)))
	// gelu(x, "tanh") -> 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3)))
	decomposition(torch.AtenGelu, gelu),
	// full_like(x, v, dtype) -> full(sizes(x), v, dtype or dtype(x))
	decomposition(torch.AtenFullLike, fullLike[torch.AtenFullLikeArgs[*ir.Value]]),
	// zeros_like(x) -> full(sizes(x), 0), ones_like(x) -> full(sizes(x), 1)
	decomposition(torch.AtenZerosLike, fullLike[torch.AtenZerosLikeArgs[*ir.Value]]),
	decomposition(torch.AtenOnesLike, fullLike[torch.AtenOnesLikeArgs[*ir.Value]]),
	// zeros(size) -> full(size, 0), ones(size) -> full(size, 1)
	decomposition(torch.AtenZeros, zeros[torch.AtenZerosArgs[*ir.Value]](0)),
	decomposition(torch.AtenOnes, zeros[torch.AtenOnesArgs[*ir.Value]](1)),
	// expand_as(x, y) -> expand(x, sizes(y))
	decomposition(torch.AtenExpandAs, expandAs),
	// transpose(x, i, j) -> permute(x, swap i j); t(x) -> permute(x, [1, 0])
	decomposition(torch.AtenTransposeInt, transpose[torch.AtenTransposeIntArgs[*ir.Value]]),
	decomposition(torch.AtenT, transpose[torch.AtenTArgs[*ir.Value]]),
	// reshape(x, s) -> view(x, s); flatten(x, i, j) -> view(x, ...)
	decomposition(torch.AtenReshape, reshape),
	decomposition(torch.AtenFlattenUsingInts, flatten),
	// square(x) -> x * x
	decomposition(torch.AtenSquare, func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := torch.AtenSquareArgs[*ir.Value](op.Operands())
		// A bool squares to si64, which mul of two bools is not: the
		// lowering handles that one directly.
		t := ranked(args.Self())
		if t == nil {
			return false
		}
		if it, ok := t.Dtype.(*ir.IntegerType); ok && it.Width == 1 {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.mul(args.Self(), args.Self()))
		return true
	}),
	// dropout(x, p, false) -> x
	decomposition(torch.AtenDropout, dropoutEval),
}, slices.Concat(moreDecompositions, inPlaceDecompositions, viewCompositeDecompositions,
	mathCompositeDecompositions, specialDecompositions, nnCoreDecompositions, miscDecompositions, fftDecompositions,
	lossDecompositions, nnExtraDecompositions, normExtraDecompositions, dataDependentDecompositions, randomDecompositions)...) // decompose_more.go, inplace.go, view_composites.go, math_composites.go, special.go, nn_core.go

// unary wraps a float-only decomposition of a one-operand op.
func unary[A selfArgs](f func(b *torchBuilder, x *ir.Value) *ir.Value) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x := A(op.Operands()).Self()
		if floatTensor(x) == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, f(b, x))
		return true
	}
}

func hardsigmoid(b *torchBuilder, x *ir.Value) *ir.Value {
	return b.divScalar(b.aten(torch.AtenClamp, b.addScalar(x, 3), b.int(0), b.int(6)), 6)
}

// softmaxArgs are the argument lists of softmax.int and log_softmax.int
// (self, dim, dtype) and of _softmax and _log_softmax (self, dim,
// half_to_float).
type softmaxArgs interface {
	selfArgs
	Dim() *ir.Value
}

// softmax decomposes softmax.int (its dtype must be None or self's) or
// _softmax (half_to_float must be false).
func softmax[A softmaxArgs](logOf bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Self()
		if floatTensor(x) == nil {
			return false
		}
		dim, ok := torch.ConstantIntValue(args.Dim())
		if !ok {
			return false
		}
		switch a := any(args).(type) {
		case interface{ Dtype() *ir.Value }:
			if !torch.IsNoneValue(a.Dtype()) {
				c, ok := torch.ConstantIntValue(a.Dtype())
				if !ok || torch.DtypeOfScalarType(rw.Ctx, c) != torch.TensorOf(x).Dtype {
					return false
				}
			}
		case interface{ HalfToFloat() *ir.Value }:
			if h, ok := torch.ConstantBoolValue(a.HalfToFloat()); !ok || h {
				return false
			}
		}
		b := newTorchBuilder(op, rw)
		// 16-bit floats compute in f32 and round once, as PyTorch's
		// kernels do (their accumulate type; rms_norm's decomposition too).
		dtype := torch.TensorOf(x).Dtype
		low := dtype == b.ctx.F16() || dtype == b.ctx.BF16()
		if low {
			x = b.toDtype(x, b.ctx.F32())
		}
		m := b.aten(torch.AtenAmax, x, b.ints(dim), b.bool(true))
		s := b.sub(x, m)
		e := b.aten(torch.AtenExp, s)
		z := b.aten(torch.AtenSumDimIntList, e, b.ints(dim), b.bool(true), b.none())
		var y *ir.Value
		if logOf {
			y = b.sub(s, b.aten(torch.AtenLog, z))
		} else {
			y = b.div(e, z)
		}
		if low {
			y = b.toDtype(y, dtype)
		}
		b.replace(op, y)
		return true
	}
}

// layerNormArgs are the argument lists of native_layer_norm and
// layer_norm: (input, normalized_shape, weight, bias, eps, ...).
type layerNormArgs interface {
	~[]*ir.Value
	Input() *ir.Value
	NormalizedShape() *ir.Value
	Weight() *ir.Value
	Bias() *ir.Value
	Eps() *ir.Value
}

// layerNorm decomposes native_layer_norm (3 results) and layer_norm (1).
func layerNorm[A layerNormArgs](nres int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		x := args.Input()
		t := floatTensor(x)
		ns, ok := torch.ConstantIntList(args.NormalizedShape())
		if t == nil || !ok || len(ns) == 0 || len(ns) > len(t.Sizes) {
			return false
		}
		w, bias, eps := args.Weight(), args.Bias(), args.Eps()
		b := newTorchBuilder(op, rw)
		axes := make([]int64, len(ns))
		for i := range axes {
			axes[i] = int64(len(t.Sizes) - len(ns) + i)
		}
		// 16-bit floats compute in f32, as softmax's decomposition; each
		// result is rounded once, to the type the op declares.
		low := t.Dtype == b.ctx.F16() || t.Dtype == b.ctx.BF16()
		if low {
			x = b.toDtype(x, b.ctx.F32())
		}
		narrow := func(v *ir.Value, i int) *ir.Value {
			if !low {
				return v
			}
			dtype := t.Dtype
			if rt := ranked(op.Result(i)); rt != nil {
				dtype = rt.Dtype
			}
			if vt := ranked(v); vt != nil && vt.Dtype == dtype {
				return v
			}
			return b.toDtype(v, dtype)
		}
		mean := b.aten(torch.AtenMeanDim, x, b.ints(axes...), b.bool(true), b.none())
		d := b.sub(x, mean)
		variance := b.aten(torch.AtenMeanDim, b.mul(d, d), b.ints(axes...), b.bool(true), b.none())
		rstd := b.aten(torch.AtenRsqrt, b.aten(torch.AtenAddScalar, variance, eps, b.int(1)))
		out := b.mul(d, rstd)
		if !torch.IsNoneValue(w) {
			out = b.mul(out, w)
		}
		if !torch.IsNoneValue(bias) {
			out = b.add(out, bias)
		}
		out = narrow(out, 0)
		if nres == 3 {
			b.replace(op, out, narrow(mean, 1), narrow(rstd, 2))
		} else {
			b.replace(op, out)
		}
		return true
	}
}

// batchNorm decomposes _native_batch_norm_legit_no_training(x, w, b, rm,
// rv, momentum, eps) and batch_norm(x, w, b, rm, rv, training=false,
// momentum, eps, cudnn): the per-channel scale and shift are computed on
// [C] and viewed as [1, C, 1, ...]. The saved mean and invstd results of
// the former are empty; the pattern declines when they are used.
func batchNorm[A torch.BatchNormArgs](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x := args.Input()
	t := floatTensor(x)
	if t == nil || len(t.Sizes) < 2 {
		return false
	}
	if a, ok := any(args).(interface{ Training() *ir.Value }); ok {
		if tr, ok := torch.ConstantBoolValue(a.Training()); !ok || tr {
			return false
		}
	}
	for i := 1; i < op.NumResults(); i++ {
		if !op.Result(i).UseEmpty() {
			return false
		}
	}
	w, bias, rm, rv, eps := args.Weight(), args.Bias(), args.RunningMean(), args.RunningVar(), args.Eps()
	if ranked(rm) == nil || ranked(rv) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	shape := make([]int64, len(t.Sizes))
	for i := range shape {
		shape[i] = 1
	}
	shape[1] = -1
	perChannel := func(v *ir.Value) *ir.Value { return b.aten(torch.AtenView, v, b.ints(shape...)) }
	scale := b.aten(torch.AtenRsqrt, b.aten(torch.AtenAddScalar, rv, eps, b.int(1)))
	if !torch.IsNoneValue(w) {
		scale = b.mul(scale, w)
	}
	out := b.mul(b.sub(x, perChannel(rm)), perChannel(scale))
	if !torch.IsNoneValue(bias) {
		out = b.add(out, perChannel(bias))
	}
	vals := make([]*ir.Value, op.NumResults())
	vals[0] = out
	b.replace(op, vals...)
	return true
}

// linear(x, w, b?): mm for a 2-D input, matmul (decomposed next) otherwise.
func linear(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenLinearArgs[*ir.Value](op.Operands())
	x, w, bias := args.Input(), args.Weight(), args.Bias()
	xt, wt := ranked(x), ranked(w)
	if xt == nil || wt == nil || len(wt.Sizes) != 2 || len(xt.Sizes) < 1 {
		return false
	}
	b := newTorchBuilder(op, rw)
	wT := b.aten(torch.AtenPermute, w, b.ints(1, 0))
	var y *ir.Value
	if len(xt.Sizes) == 2 {
		y = b.aten(torch.AtenMm, x, wT)
	} else {
		y = b.aten(torch.AtenMatmul, x, wT)
	}
	if !torch.IsNoneValue(bias) {
		y = b.add(y, bias)
	}
	b.replace(op, y)
	return true
}

// addmm(c, a, b, beta, alpha) with constant beta and alpha.
func addmm(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenAddmmArgs[*ir.Value](op.Operands())
	c, m1, m2 := args.Self(), args.Mat1(), args.Mat2()
	beta, ok1 := torch.ConstantFloatValue(args.Beta())
	alpha, ok2 := torch.ConstantFloatValue(args.Alpha())
	if !ok1 || !ok2 || ranked(c) == nil || ranked(m1) == nil || ranked(m2) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	y := b.aten(torch.AtenMm, m1, m2)
	if alpha != 1 {
		y = b.aten(torch.AtenMulScalar, y, args.Alpha())
	}
	if beta != 0 {
		if beta != 1 {
			c = b.aten(torch.AtenMulScalar, c, args.Beta())
		}
		y = b.add(y, c)
	}
	b.replace(op, y)
	return true
}

// matmul per operand ranks: (2,2) mm; (1,1) sum of products; (2,1) and
// (1,2) mm with an unsqueeze and squeeze; (3,3) with equal batch bmm;
// (n>=3, 2) a view to 2-D, mm, a view back; (n, n) with equal static
// batch dims views to 3-D around bmm. Others decline.
func matmul(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenMatmulArgs[*ir.Value](op.Operands())
	a, c := args.Self(), args.Other()
	at, ct := ranked(a), ranked(c)
	if at == nil || ct == nil {
		return false
	}
	ra, rc := len(at.Sizes), len(ct.Sizes)
	switch {
	case ra == 2 && rc == 2:
		b := newTorchBuilder(op, rw)
		b.replace(op, b.aten(torch.AtenMm, a, c))
	case ra == 1 && rc == 1:
		// The sum in the result's dtype: an integer sum would widen to si64.
		rt := ranked(op.Result(0))
		if rt == nil {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.aten(torch.AtenSumDimIntList, b.mul(a, c), b.ints(0), b.bool(false), b.int(torch.ScalarTypeOfDtype(b.ctx, rt.Dtype))))
	case ra == 2 && rc == 1:
		b := newTorchBuilder(op, rw)
		y := b.aten(torch.AtenMm, a, b.aten(torch.AtenUnsqueeze, c, b.int(1)))
		b.replace(op, b.aten(torch.AtenSqueezeDim, y, b.int(1)))
	case ra == 1 && rc == 2:
		b := newTorchBuilder(op, rw)
		y := b.aten(torch.AtenMm, b.aten(torch.AtenUnsqueeze, a, b.int(0)), c)
		b.replace(op, b.aten(torch.AtenSqueezeDim, y, b.int(0)))
	case ra >= 3 && rc == 2:
		if !allStatic(at.Sizes) || ct.Sizes[1] == torch.Dynamic {
			return false
		}
		k := at.Sizes[ra-1]
		out := append(append([]int64{}, at.Sizes[:ra-1]...), ct.Sizes[1])
		b := newTorchBuilder(op, rw)
		rows, _ := numel(at.Sizes[:ra-1]) // not -1: ambiguous when k is 0
		y := b.aten(torch.AtenMm, b.aten(torch.AtenView, a, b.ints(rows, k)), c)
		b.replace(op, b.aten(torch.AtenView, y, b.ints(out...)))
	case ra == 3 && rc == 3:
		b := newTorchBuilder(op, rw)
		b.replace(op, b.aten(torch.AtenBmm, a, c))
	case ra == rc && ra > 3:
		if !allStatic(at.Sizes) || !allStatic(ct.Sizes) {
			return false
		}
		for i := 0; i < ra-2; i++ {
			if at.Sizes[i] != ct.Sizes[i] {
				return false
			}
		}
		m, k, n := at.Sizes[ra-2], at.Sizes[ra-1], ct.Sizes[rc-1]
		out := append(append([]int64{}, at.Sizes[:ra-2]...), m, n)
		b := newTorchBuilder(op, rw)
		batch, _ := numel(at.Sizes[:ra-2]) // not -1: ambiguous next to a 0
		y := b.aten(torch.AtenBmm, b.aten(torch.AtenView, a, b.ints(batch, m, k)), b.aten(torch.AtenView, c, b.ints(batch, k, n)))
		b.replace(op, b.aten(torch.AtenView, y, b.ints(out...)))
	default:
		return false
	}
	return true
}

// mean(x, dtype) -> mean.dim(x, [0..r-1], false, dtype)
func meanAll(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenMeanArgs[*ir.Value](op.Operands())
	t := ranked(args.Self())
	if t == nil || len(t.Sizes) == 0 {
		return false
	}
	dims := make([]int64, len(t.Sizes))
	for i := range dims {
		dims[i] = int64(i)
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, b.aten(torch.AtenMeanDim, args.Self(), b.ints(dims...), b.bool(false), args.Dtype()))
	return true
}

// varArgs reads the tensor, the reduced dims (nil: all), the correction
// and keepdim of one var/std overload.
type varArgs func(op *ir.Operation) (x *ir.Value, dims []int64, correction float64, keepdim bool, ok bool)

// var.correction(x, dim?, correction?, keepdim)
func varCorrection[A interface {
	selfArgs
	Dim() *ir.Value
	Correction() *ir.Value
	Keepdim() *ir.Value
}](op *ir.Operation) (*ir.Value, []int64, float64, bool, bool) {
	args := A(op.Operands())
	dims, ok := optDims(args.Dim())
	c := 1.0
	if !torch.IsNoneValue(args.Correction()) {
		var okc bool
		if c, okc = torch.ConstantFloatValue(args.Correction()); !okc {
			return nil, nil, 0, false, false
		}
	}
	keep, okk := torch.ConstantBoolValue(args.Keepdim())
	return args.Self(), dims, c, keep, ok && okk
}

// var.dim(x, dim?, unbiased, keepdim)
func varDim[A interface {
	selfArgs
	Dim() *ir.Value
	Unbiased() *ir.Value
	Keepdim() *ir.Value
}](op *ir.Operation) (*ir.Value, []int64, float64, bool, bool) {
	args := A(op.Operands())
	dims, ok := optDims(args.Dim())
	unbiased, oku := torch.ConstantBoolValue(args.Unbiased())
	keep, okk := torch.ConstantBoolValue(args.Keepdim())
	c := 0.0
	if unbiased {
		c = 1
	}
	return args.Self(), dims, c, keep, ok && oku && okk
}

// var(x, unbiased)
func varAll[A interface {
	selfArgs
	Unbiased() *ir.Value
}](op *ir.Operation) (*ir.Value, []int64, float64, bool, bool) {
	args := A(op.Operands())
	unbiased, ok := torch.ConstantBoolValue(args.Unbiased())
	c := 0.0
	if unbiased {
		c = 1
	}
	return args.Self(), nil, c, false, ok
}

func optDims(v *ir.Value) ([]int64, bool) {
	if torch.IsNoneValue(v) {
		return nil, true
	}
	return torch.ConstantIntList(v)
}

// variance decomposes var/std (sqrtOf) over static reduced dims.
func variance(args varArgs, sqrtOf bool) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x, dims, c, keep, ok := args(op)
		t := floatTensor(x)
		if t == nil || !ok {
			return false
		}
		if len(dims) == 0 {
			for i := range t.Sizes {
				dims = append(dims, int64(i))
			}
		}
		n, dynamic := int64(1), []int64(nil)
		for _, d := range dims {
			if d < 0 {
				d += int64(len(t.Sizes))
			}
			if d < 0 || d >= int64(len(t.Sizes)) {
				return false
			}
			if t.Sizes[d] == torch.Dynamic {
				dynamic = append(dynamic, d)
				continue
			}
			n *= t.Sizes[d]
		}
		if len(dynamic) > 0 && c != math.Trunc(c) {
			return false
		}
		b := newTorchBuilder(op, rw)
		m := b.aten(torch.AtenMeanDim, x, b.ints(dims...), b.bool(true), b.none())
		d := b.sub(x, m)
		s := b.aten(torch.AtenSumDimIntList, b.mul(d, d), b.ints(dims...), b.bool(keep), b.none())
		var v *ir.Value
		if len(dynamic) == 0 {
			v = b.divScalar(s, math.Max(float64(n)-c, 0))
		} else {
			// The element count is known at run time only: N - correction
			// as a !torch.int (PyTorch's max(0, N - c) matters only when
			// N < c, where the sum is 0 and both give a zero numerator).
			count := b.int(n)
			for _, d := range dynamic {
				count = b.atenInt(torch.AtenMulInt, count, b.atenInt(torch.AtenSizeInt, x, b.int(d)))
			}
			v = b.aten(torch.AtenDivScalar, s, b.atenInt(torch.AtenSubInt, count, b.int(int64(c))))
		}
		if sqrtOf {
			v = b.aten(torch.AtenSqrt, v)
		}
		b.replace(op, v)
		return true
	}
}

// gelu(x, approximate).
func gelu(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenGeluArgs[*ir.Value](op.Operands())
	x := args.Self()
	if floatTensor(x) == nil {
		return false
	}
	approx := ""
	if d := args.Approximate().DefiningOp(); d != nil && d.Name() == torch.ConstantStr.Name {
		if s, ok := d.Attr("value").(*ir.StringAttr); ok {
			approx = s.Value
		}
	}
	b := newTorchBuilder(op, rw)
	var inner *ir.Value
	switch approx {
	case "none":
		inner = b.aten(torch.AtenErf, b.mulScalar(x, 1/math.Sqrt2))
	case "tanh":
		cube := b.mul(b.mul(x, x), x)
		arg := b.mulScalar(b.add(x, b.mulScalar(cube, 0.044715)), math.Sqrt(2/math.Pi))
		inner = b.aten(torch.AtenTanh, arg)
	default:
		b.done()
		return false
	}
	b.replace(op, b.mulScalar(b.mul(x, b.addScalar(inner, 1)), 0.5))
	return true
}

// fullLikeArgs are the argument lists of full_like, zeros_like and
// ones_like.
type fullLikeArgs interface {
	selfArgs
	Layout() *ir.Value
	Device() *ir.Value
	PinMemory() *ir.Value
}

// fullLike decomposes full_like (its fill_value) and zeros_like /
// ones_like (0 / 1) into full with the result's dtype spelled out.
// Layout, device and pin_memory are the op's.
func fullLike[A fullLikeArgs](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x := args.Self()
	rt := ranked(op.Result(0))
	if ranked(x) == nil || rt == nil {
		return false
	}
	code := torch.ScalarTypeOfDtype(rw.Ctx, rt.Dtype)
	if code < 0 {
		return false
	}
	b := newTorchBuilder(op, rw)
	var v *ir.Value
	switch a := any(args).(type) {
	case torch.AtenFullLikeArgs[*ir.Value]:
		v = a.FillValue()
	case torch.AtenOnesLikeArgs[*ir.Value]:
		v = b.int(1)
	default:
		v = b.int(0)
	}
	b.replace(op, b.aten(torch.AtenFull, b.sizes(x), v, b.int(code), args.Layout(), args.Device(), args.PinMemory()))
	return true
}

// zeros(size, dtype, layout, device, pin) -> full(size, fill, dtype)
func zeros[A interface {
	~[]*ir.Value
	Size() *ir.Value
	Layout() *ir.Value
	Device() *ir.Value
	PinMemory() *ir.Value
}](fill int64) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		args := A(op.Operands())
		rt := ranked(op.Result(0))
		if rt == nil {
			return false
		}
		code := torch.ScalarTypeOfDtype(rw.Ctx, rt.Dtype)
		if code < 0 {
			return false
		}
		b := newTorchBuilder(op, rw)
		b.replace(op, b.aten(torch.AtenFull, args.Size(), b.int(fill), b.int(code), args.Layout(), args.Device(), args.PinMemory()))
		return true
	}
}

func expandAs(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenExpandAsArgs[*ir.Value](op.Operands())
	if ranked(args.Self()) == nil || ranked(args.Other()) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, b.aten(torch.AtenExpand, args.Self(), b.sizes(args.Other()), b.bool(false)))
	return true
}

// transpose.int(x, i, j) and t(x) -> permute.
func transpose[A selfArgs](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	t := ranked(args.Self())
	if t == nil {
		return false
	}
	r := len(t.Sizes)
	i, j := int64(0), int64(1)
	if ti, ok := any(args).(torch.AtenTransposeIntArgs[*ir.Value]); ok {
		var ok1, ok2 bool
		i, ok1 = torch.ConstantIntValue(ti.Dim0())
		j, ok2 = torch.ConstantIntValue(ti.Dim1())
		if !ok1 || !ok2 || r == 0 {
			return false
		}
		if i < 0 {
			i += int64(r)
		}
		if j < 0 {
			j += int64(r)
		}
		if i < 0 || j < 0 || i >= int64(r) || j >= int64(r) {
			return false
		}
	} else if r < 2 {
		b := newTorchBuilder(op, rw)
		b.replace(op, args.Self())
		return true
	}
	perm := make([]int64, r)
	for k := range perm {
		perm[k] = int64(k)
	}
	perm[i], perm[j] = perm[j], perm[i]
	b := newTorchBuilder(op, rw)
	b.replace(op, b.aten(torch.AtenPermute, args.Self(), b.ints(perm...)))
	return true
}

func reshape(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenReshapeArgs[*ir.Value](op.Operands())
	if ranked(args.Self()) == nil {
		return false
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, b.aten(torch.AtenView, args.Self(), args.Shape()))
	return true
}

// flatten.using_ints(x, start, end) -> view(x, sizes with [start..end] merged)
func flatten(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := torch.AtenFlattenUsingIntsArgs[*ir.Value](op.Operands()).Self()
	rt := ranked(op.Result(0))
	if ranked(x) == nil || rt == nil || !allStatic(rt.Sizes) {
		return false
	}
	b := newTorchBuilder(op, rw)
	b.replace(op, b.aten(torch.AtenView, x, b.ints(rt.Sizes...)))
	return true
}

// dropout(x, p, train=false) -> x
func dropoutEval(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenDropoutArgs[*ir.Value](op.Operands())
	train, ok := torch.ConstantBoolValue(args.Train())
	if !ok || train || args.Input().Type() != op.Result(0).Type() {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{args.Input()})
	return true
}
