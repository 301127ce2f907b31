package torchdecompose

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The reduction composites of mathCompositeDecompositions: vector norms,
// logsumexp, index_reduce, var_mean/std_mean, aminmax, count_nonzero and
// the nan-skipping reductions.

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
