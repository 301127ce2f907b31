package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// normExtraDecompositions: vector and matrix norms, training batch norm, complex composites.
var normExtraDecompositions = []*rewrite.Pattern{
	// real(x) -> x for a real x (complex x is lowered)
	decomposition("real", realOfReal),
	// frexp(x) for f16/bf16 x -> (to(m, dtype(x)), e) with (m, e) = frexp(to(x, f32)):
	// x is exact in f32 (its subnormals are normal there) and so is m in dtype(x)
	decomposition("frexp.Tensor", frexpNarrow),
}

// realOfReal is real of a tensor that is not complex: the tensor itself.
func realOfReal(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	t := ranked(x)
	if t == nil || isComplex(t.Dtype) || !sameDtype(op, x) {
		return false
	}
	b := newTB(op, rw)
	b.replace(op, x)
	return true
}

// frexpNarrow computes frexp of an f16 or bf16 tensor in f32.
func frexpNarrow(op *ir.Operation, rw *rewrite.Rewriter) bool {
	x := op.Operand(0)
	t := floatTensor(x)
	if t == nil || !sameDtype(op, x) {
		return false
	}
	if ft, ok := t.Dtype.(*ir.FloatType); !ok || (ft.Kind != ir.F16 && ft.Kind != ir.BF16) {
		return false
	}
	b := newTB(op, rw)
	wide := b.toDtype(x, b.ctx.F32())
	me := b.create(op.Name(), []*ir.Value{wide},
		[]ir.Type{torch.VTensor(b.ctx, t.Sizes, b.ctx.F32()), op.Result(1).Type()}).Results()
	b.replace(op, b.toDtype(me[0], t.Dtype), me[1])
	return true
}
