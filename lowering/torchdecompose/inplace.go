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
	decomposition("copy_", outOfPlace("copy")),
	// add_.Tensor(self, other, alpha) -> add.Tensor(self, other, alpha)
	decomposition("add_.Tensor", outOfPlace("add.Tensor")),
	// mul_.Tensor(self, other) -> mul.Tensor(self, other)
	decomposition("mul_.Tensor", outOfPlace("mul.Tensor")),
	// fill_.Scalar(self, v), fill.Scalar(self, v) -> full(sizes(self), v, dtype(self))
	decomposition("fill_.Scalar", fill(1)),
	decomposition("fill.Scalar", fill(1)),
	// zero_(self) -> full(sizes(self), 0, dtype(self))
	decomposition("zero_", fill(-1)),
}

// outOfPlace rewrites an in-place op on value tensors to the out-of-place
// overload name with the same operands and result type.
func outOfPlace(name string) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if !torch.IsValueTensor(op.Operand(0).Type()) || !torch.IsValueTensor(op.Result(0).Type()) {
			return false
		}
		b := newTB(op, rw)
		r := b.create("torch.aten."+name, op.Operands(), []ir.Type{op.Result(0).Type()})
		b.replace(op, r.Result(0))
		return true
	}
}

// fill decomposes fill.Scalar/fill_.Scalar (the value is operand valueIdx)
// and zero_ (valueIdx -1: 0) to full of self's sizes and dtype.
func fill(valueIdx int) func(*ir.Operation, *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		x := op.Operand(0)
		rt := ranked(op.Result(0))
		if ranked(x) == nil || rt == nil || !torch.IsValueTensor(x.Type()) {
			return false
		}
		code := torch.ScalarTypeOfDtype(rw.Ctx, rt.Dtype)
		if code < 0 {
			return false
		}
		b := newTB(op, rw)
		v := b.int(0)
		if valueIdx >= 0 {
			v = op.Operand(valueIdx)
		}
		none := b.none()
		b.replace(op, b.aten(torch.AtenFull, b.sizes(x), v, b.int(code), none, none, none))
		return true
	}
}
