package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// rmsNorm decomposes rms_norm(x, normalized_shape, w?, eps?) as PyTorch's
// composite does: over the trailing normalized dims,
//
//	y = x * rsqrt(mean(x^2, dims, keepdim) + eps)   (in f32 for f16/bf16 x)
//	y = to(y, dtype(x)) * w
//
// with eps = finfo(dtype(x)).eps when None.
func rmsNorm(op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := torch.AtenRmsNormArgs[*ir.Value](op.Operands())
	x := args.Input()
	t := ranked(x)
	ns, ok := torch.ConstantIntList(args.NormalizedShape())
	if t == nil || !torch.IsFloatDtype(t.Dtype) && !isComplex(t.Dtype) || !ok || len(ns) == 0 || len(ns) > len(t.Sizes) || !sameDtype(op, x) {
		return false
	}
	for i, n := range ns {
		if d := t.Sizes[len(t.Sizes)-len(ns)+i]; d != torch.Dynamic && d != n {
			return false // not the trailing dims (the verifier reports it)
		}
	}
	w, epsV := args.Weight(), args.Eps()
	part := t.Dtype // a complex dtype's epsilon is its parts'
	if ct, ok := part.(*ir.ComplexType); ok {
		part = ct.Elem
	}
	eps := torch.MachineEpsilon(part)
	if !torch.IsNoneValue(epsV) {
		if eps, ok = torch.ConstantFloatValue(epsV); !ok {
			return false
		}
	}
	b := newTorchBuilder(op, rw)
	axes := make([]int64, len(ns))
	for i := range axes {
		axes[i] = int64(len(t.Sizes) - len(ns) + i)
	}
	opmath := x
	low := t.Dtype == b.ctx.F16() || t.Dtype == b.ctx.BF16()
	if low {
		opmath = b.toDtype(x, b.ctx.F32())
	}
	sq := b.aten(torch.AtenPowTensorScalar, opmath, b.int(2))
	if isComplex(t.Dtype) {
		sq = b.mul(opmath, opmath) // the complex square, not |x|^2
	}
	ms := b.aten(torch.AtenMeanDim, sq, b.ints(axes...), b.bool(true), b.none())
	y := b.mul(opmath, b.aten(torch.AtenRsqrt, b.aten(torch.AtenAddScalar, ms, b.float(eps), b.int(1))))
	if low {
		y = b.toDtype(y, t.Dtype)
	}
	if !torch.IsNoneValue(w) {
		y = b.mul(y, w)
		if rt := ranked(y); rt != nil && rt.Dtype != t.Dtype {
			y = b.toDtype(y, t.Dtype)
		}
	}
	b.replace(op, y)
	return true
}

// toDtype is to.dtype(x, dtype, false, false, None).
func (b *torchBuilder) toDtype(x *ir.Value, dtype ir.Type) *ir.Value {
	return b.aten(torch.AtenToDtype, x, b.int(torch.ScalarTypeOfDtype(b.ctx, dtype)), b.bool(false), b.bool(false), b.none())
}
