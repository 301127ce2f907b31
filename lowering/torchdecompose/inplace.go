package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// The in-place overloads on value tensors. A !torch.vtensor cannot be
// mutated, so an in-place op on one is a function of its operands whose
// result is the value self would hold afterwards (the interpreter's
// semantics, torchexec/inplace.go); it becomes the out-of-place op with
// the same operands. On non-value tensors (!torch.tensor) they are left
// alone and the backend contract rejects them.

// inPlaceDecompositions are appended to Decompositions.
var inPlaceDecompositions = []*rewrite.Pattern{
	// copy_(self, src, nb) -> copy(self, src, nb)
	decomposition(torch.AtenCopy_, outOfPlace[torch.AtenCopy_Args[*ir.Value]](torch.AtenCopy)),
	// add_.Tensor(self, other, alpha) -> add.Tensor(self, other, alpha)
	decomposition(torch.AtenAdd_Tensor, outOfPlace[torch.AtenAdd_TensorArgs[*ir.Value]](torch.AtenAddTensor)),
	// mul_.Tensor(self, other) -> mul.Tensor(self, other)
	decomposition(torch.AtenMul_Tensor, outOfPlace[torch.AtenMul_TensorArgs[*ir.Value]](torch.AtenMulTensor)),
	// fill_.Scalar(self, v), fill.Scalar(self, v) -> full(sizes(self), v, dtype(self))
	decomposition(torch.AtenFill_Scalar, fill[torch.AtenFill_ScalarArgs[*ir.Value]]),
	decomposition(torch.AtenFillScalar, fill[torch.AtenFillScalarArgs[*ir.Value]]),
	// zero_(self) -> full(sizes(self), 0, dtype(self))
	decomposition(torch.AtenZero_, fill[torch.AtenZero_Args[*ir.Value]]),
}

// outOfPlace rewrites an in-place op on value tensors to the out-of-place
// overload target with the same operands and result type.
func outOfPlace[A selfArgs](target *ir.OpDef) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if !torch.IsValueTensor(A(op.Operands()).Self().Type()) || !torch.IsValueTensor(op.Result(0).Type()) {
			return false
		}
		b := newTorchBuilder(op, rw)
		r := b.create(target.Name, op.Operands(), []ir.Type{op.Result(0).Type()})
		b.replace(op, r.Result(0))
		return true
	}
}

// fill decomposes fill.Scalar/fill_.Scalar (their value) and zero_ (0)
// to full of self's sizes and dtype.
func fill[A selfArgs](op *ir.Operation, rw *rewrite.Rewriter) bool {
	args := A(op.Operands())
	x := args.Self()
	rt := ranked(op.Result(0))
	if ranked(x) == nil || rt == nil || !torch.IsValueTensor(x.Type()) {
		return false
	}
	code := torch.ScalarTypeOfDtype(rw.Ctx, rt.Dtype)
	if code < 0 {
		return false
	}
	b := newTorchBuilder(op, rw)
	v := b.int(0)
	if a, ok := any(args).(interface{ Value() *ir.Value }); ok {
		v = a.Value()
	}
	none := b.none()
	b.replace(op, b.aten(torch.AtenFull, b.sizes(x), v, b.int(code), none, none, none))
	return true
}
