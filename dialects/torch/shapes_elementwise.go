package torch

import "github.com/strata-compiler/strata/ir"

// Shape functions of elementwise ops: the result has the broadcast shape of the
// operands and the promoted (or a fixed) dtype.

// unaryArgs are the arguments the unary families (sameAsInput, unaryFloat,
// unaryBool) read: those of an op whose schema starts `(Tensor self`.
// buildShapeFns checks each family op's definition against familyReads.
type unaryArgs[T any] []T

// Self is the `Tensor self` argument.
func (a unaryArgs[T]) Self() T { return a[0] }

// binaryArgs are the arguments the binary families (binaryTensor*,
// binaryScalar*) read: those of an op whose schema starts `(Tensor self,
// Tensor other` or `(Tensor self, Scalar other` (pow's is `exponent`).
type binaryArgs[T any] []T

// Self is the `Tensor self` argument.
func (a binaryArgs[T]) Self() T { return a[0] }

// Other is the `Tensor other` or `Scalar other` argument.
func (a binaryArgs[T]) Other() T { return a[1] }

// sameAsInput: result is self's type (value semantics).
func sameAsInput(op *ir.Operation) []*TensorType {
	t := TensorOf(unaryArgs[*ir.Value](op.Operands()).Self())
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, t.Dtype))
}

// sameAsArg is the shape function of an op whose result has the type of
// the tensor argument x reads (dropout's input).
func sameAsArg[A ~[]*ir.Value](x func(A) *ir.Value) shapeFn {
	return func(op *ir.Operation) []*TensorType {
		t := TensorOf(x(A(op.Operands())))
		if t == nil {
			return nil
		}
		return one(resultTensor(op, t.Sizes, t.Dtype))
	}
}

// absFn: self's shape and dtype, the element type of a complex dtype.
func absFn(op *ir.Operation) []*TensorType {
	t := TensorOf(AtenAbsArgs[*ir.Value](op.Operands()).Self())
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, realDtype(t.Dtype)))
}

// square(self): self's shape and dtype, except that a bool squares to
// si64 (it is pow(self, 2), which promotes bool with an int).
func squareFn(op *ir.Operation) []*TensorType {
	t := TensorOf(AtenSquareArgs[*ir.Value](op.Operands()).Self())
	if t == nil {
		return nil
	}
	if it, ok := t.Dtype.(*ir.IntegerType); ok && it.Width == 1 {
		return one(resultTensor(op, t.Sizes, ctxOf(op).IntegerType(64, ir.Signed)))
	}
	return one(resultTensor(op, t.Sizes, t.Dtype))
}

// masked_fill(self, mask, value): self's dtype, the broadcast of self and
// mask (PyTorch expands both before filling a copy).
func maskedFillFn(op *ir.Operation) []*TensorType {
	args := AtenMaskedFillScalarArgs[*ir.Value](op.Operands()) // masked_fill.Tensor's too
	a, m := TensorOf(args.Self()), TensorOf(args.Mask())
	if a == nil || m == nil {
		return nil
	}
	s, ok := broadcastSizes(a.Sizes, m.Sizes)
	if !ok {
		return nil
	}
	return one(resultTensor(op, s, a.Dtype))
}

// sameShapeDtype is the shape function of an op whose result has self's
// sizes and the dtype its dtype argument names (none keeps self's):
// softmax.int(self, dim, dtype?), full_like(self, value, dtype?, ...),
// zeros_like/ones_like(self, dtype?, ...), _to_copy/to.dtype(self,
// dtype, ...); dtype is the op's accessor (AtenToDtypeArgs[*ir.Value].Dtype).
func sameShapeDtype[A selfArgs](dtype func(A) *ir.Value) shapeFn {
	return func(op *ir.Operation) []*TensorType {
		args := A(op.Operands())
		x := TensorOf(args.Self())
		if x == nil {
			return nil
		}
		return one(resultTensor(op, x.Sizes, dtypeOr(op, dtype(args), x.Dtype)))
	}
}

// selfArgs are the generated argument lists whose first argument is
// `Tensor self`.
type selfArgs interface {
	~[]*ir.Value
	Self() *ir.Value
}

// unaryFloat: same shape; integer inputs give the default float dtype.
func unaryFloat(op *ir.Operation) []*TensorType {
	t := TensorOf(unaryArgs[*ir.Value](op.Operands()).Self())
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, toFloatDtype(ctxOf(op), t.Dtype)))
}

// unaryBool: same shape, i1.
func unaryBool(op *ir.Operation) []*TensorType {
	t := TensorOf(unaryArgs[*ir.Value](op.Operands()).Self())
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, ctxOf(op).I(1)))
}

// promotionType is the type operand v takes part in type promotion as: a
// rank-0 tensor made by prim.NumToTensor.Scalar is a Python number (a
// "wrapped number" in PyTorch, which is how `x + 1.5` reaches the graph),
// so it promotes as its scalar, not as an f64 tensor.
func promotionType(v *ir.Value) ir.Type { return PromotionType(v) }

// PromotionType is the type v takes part in type promotion as (a
// prim.NumToTensor.Scalar is its Python number).
func PromotionType(v *ir.Value) ir.Type {
	if d := v.DefiningOp(); d != nil && d.Def() == PrimNumToTensor {
		return PrimNumToTensorArgs[*ir.Value](d.Operands()).A().Type()
	}
	return v.Type()
}

// binaryTensor: broadcast self and other, promote their dtypes.
func binaryTensor(op *ir.Operation) []*TensorType {
	args := binaryArgs[*ir.Value](op.Operands())
	a, b := TensorOf(args.Self()), TensorOf(args.Other())
	if a == nil || b == nil {
		return nil
	}
	s, ok := broadcastSizes(a.Sizes, b.Sizes)
	if !ok {
		return nil
	}
	return one(resultTensor(op, s, ResultDtype(ctxOf(op), []ir.Type{promotionType(args.Self()), promotionType(args.Other())})))
}

func binaryTensorFloat(op *ir.Operation) []*TensorType {
	r := binaryTensor(op)
	if r != nil {
		r[0] = resultTensor(op, r[0].Sizes, toFloatDtype(ctxOf(op), r[0].Dtype))
	}
	return r
}

func binaryTensorBool(op *ir.Operation) []*TensorType {
	r := binaryTensor(op)
	if r != nil {
		r[0] = resultTensor(op, r[0].Sizes, ctxOf(op).I(1))
	}
	return r
}

// binaryScalar: self's shape, dtype promoted with the scalar other.
func binaryScalar(op *ir.Operation) []*TensorType {
	args := binaryArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	return one(resultTensor(op, a.Sizes, ResultDtype(ctxOf(op), []ir.Type{a, args.Other().Type()})))
}

func binaryScalarFloat(op *ir.Operation) []*TensorType {
	r := binaryScalar(op)
	if r != nil {
		r[0] = resultTensor(op, r[0].Sizes, toFloatDtype(ctxOf(op), r[0].Dtype))
	}
	return r
}

func binaryScalarBool(op *ir.Operation) []*TensorType {
	a := TensorOf(binaryArgs[*ir.Value](op.Operands()).Self())
	if a == nil {
		return nil
	}
	return one(resultTensor(op, a.Sizes, ctxOf(op).I(1)))
}

// where.self(cond, a, b): broadcast of the three, promotion of a and b.
func whereSelf(op *ir.Operation) []*TensorType {
	args := AtenWhereSelfArgs[*ir.Value](op.Operands())
	c, a, b := TensorOf(args.Condition()), TensorOf(args.Self()), TensorOf(args.Other())
	if c == nil || a == nil || b == nil {
		return nil
	}
	s, ok := broadcastSizes(c.Sizes, a.Sizes, b.Sizes)
	if !ok {
		return nil
	}
	return one(resultTensor(op, s, ResultDtype(ctxOf(op), []ir.Type{promotionType(args.Self()), promotionType(args.Other())})))
}

// clamp(self, min?, max?): shape of self, dtype promoted with the bounds.
func clampFn(op *ir.Operation) []*TensorType {
	args := AtenClampArgs[*ir.Value](op.Operands())
	a := TensorOf(args.Self())
	if a == nil {
		return nil
	}
	ts := []ir.Type{a}
	for _, v := range []*ir.Value{args.Min(), args.Max()} {
		if !IsNoneValue(v) {
			ts = append(ts, v.Type())
		}
	}
	return one(resultTensor(op, a.Sizes, ResultDtype(ctxOf(op), ts)))
}
