package torch

import "github.com/strata-compiler/strata/ir"

// Shape functions of elementwise ops: the result has the broadcast shape of the
// operands and the promoted (or a fixed) dtype.

// sameAsInput: result is operand 0's type (value semantics).
func sameAsInput(op *ir.Operation) []*TensorType {
	t := in(op, 0)
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, t.Dtype))
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
	t := in(op, 0)
	if t == nil {
		return nil
	}
	return one(resultTensor(op, t.Sizes, toFloatDtype(ctxOf(op), t.Dtype)))
}

// unaryBool: same shape, i1.
func unaryBool(op *ir.Operation) []*TensorType {
	t := in(op, 0)
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
	if d := v.DefiningOp(); d != nil && d.Name() == PrimNumToTensor.Name {
		return d.Operand(0).Type()
	}
	return v.Type()
}

// binaryTensor: broadcast operands 0 and 1, promote their dtypes.
func binaryTensor(op *ir.Operation) []*TensorType {
	a, b := in(op, 0), in(op, 1)
	if a == nil || b == nil {
		return nil
	}
	s, ok := broadcastSizes(a.Sizes, b.Sizes)
	if !ok {
		return nil
	}
	return one(resultTensor(op, s, ResultDtype(ctxOf(op), []ir.Type{promotionType(op.Operand(0)), promotionType(op.Operand(1))})))
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

// binaryScalar: operand 0's shape, dtype promoted with the scalar operand 1.
func binaryScalar(op *ir.Operation) []*TensorType {
	a := in(op, 0)
	if a == nil {
		return nil
	}
	return one(resultTensor(op, a.Sizes, ResultDtype(ctxOf(op), []ir.Type{a, op.Operand(1).Type()})))
}

func binaryScalarFloat(op *ir.Operation) []*TensorType {
	r := binaryScalar(op)
	if r != nil {
		r[0] = resultTensor(op, r[0].Sizes, toFloatDtype(ctxOf(op), r[0].Dtype))
	}
	return r
}

func binaryScalarBool(op *ir.Operation) []*TensorType {
	a := in(op, 0)
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
