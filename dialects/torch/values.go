package torch

import "github.com/strata-compiler/strata/ir"

// Reading the values of constant operands: torch.constant.* ops and
// torch.prim.ListConstruct of them. Shape functions, folders and
// decompositions use these to see through SSA values.

// ConstantIntValue returns the value of v when torch.constant.int defines it.
func ConstantIntValue(v *ir.Value) (int64, bool) {
	op := v.DefiningOp()
	if op == nil || op.Name() != ConstantInt.Name {
		return 0, false
	}
	a, ok := op.Attr("value").(*ir.IntegerAttr)
	if !ok {
		return 0, false
	}
	return a.Int64(), true
}

// ConstantFloatValue returns the value of v when torch.constant.float
// (or torch.constant.int, as Python promotes) defines it.
func ConstantFloatValue(v *ir.Value) (float64, bool) {
	op := v.DefiningOp()
	if op == nil {
		return 0, false
	}
	switch op.Name() {
	case ConstantFloat.Name:
		if a, ok := op.Attr("value").(*ir.FloatAttr); ok {
			return a.Value(), true
		}
	case ConstantInt.Name:
		if a, ok := op.Attr("value").(*ir.IntegerAttr); ok {
			return float64(a.Int64()), true
		}
	}
	return 0, false
}

// ConstantBoolValue returns the value of v when torch.constant.bool
// defines it.
func ConstantBoolValue(v *ir.Value) (bool, bool) {
	op := v.DefiningOp()
	if op == nil || op.Name() != ConstantBool.Name {
		return false, false
	}
	a, ok := op.Attr("value").(*ir.IntegerAttr)
	if !ok {
		return false, false
	}
	return a.Int64() != 0, true
}

// IsNoneValue reports whether v is torch.constant.none (or of type
// !torch.none).
func IsNoneValue(v *ir.Value) bool { return IsPrim(v.Type(), KindNone) }

// ConstantIntList returns the elements of v when it is a
// torch.prim.ListConstruct of torch.constant.int values.
func ConstantIntList(v *ir.Value) ([]int64, bool) {
	op := v.DefiningOp()
	if op == nil || op.Name() != PrimListConstruct.Name {
		return nil, false
	}
	out := make([]int64, op.NumOperands())
	for i := range out {
		c, ok := ConstantIntValue(op.Operand(i))
		if !ok {
			return nil, false
		}
		out[i] = c
	}
	return out, true
}

// ConstantFloatList returns the elements of v when it is a
// torch.prim.ListConstruct of float (or int) constants.
func ConstantFloatList(v *ir.Value) ([]float64, bool) {
	elems, ok := ListElements(v)
	if !ok {
		return nil, false
	}
	out := make([]float64, len(elems))
	for i, e := range elems {
		if out[i], ok = ConstantFloatValue(e); !ok {
			return nil, false
		}
	}
	return out, true
}

// ListElements returns the operands of the torch.prim.ListConstruct
// defining v, or nil.
func ListElements(v *ir.Value) ([]*ir.Value, bool) {
	op := v.DefiningOp()
	if op == nil || op.Name() != PrimListConstruct.Name {
		return nil, false
	}
	return op.Operands(), true
}

// TensorOf returns v's type as a tensor type, or nil.
func TensorOf(v *ir.Value) *TensorType {
	t, _ := v.Type().(*TensorType)
	return t
}

// ScalarType codes of PyTorch's c10::ScalarType, as ATen's `ScalarType`
// arguments carry them.
var scalarTypeCodes = map[int64]func(*ir.Context) ir.Type{
	0:  func(c *ir.Context) ir.Type { return c.IntegerType(8, ir.Unsigned) },
	1:  func(c *ir.Context) ir.Type { return c.IntegerType(8, ir.Signed) },
	2:  func(c *ir.Context) ir.Type { return c.IntegerType(16, ir.Signed) },
	3:  func(c *ir.Context) ir.Type { return c.IntegerType(32, ir.Signed) },
	4:  func(c *ir.Context) ir.Type { return c.IntegerType(64, ir.Signed) },
	5:  func(c *ir.Context) ir.Type { return c.F16() },
	6:  func(c *ir.Context) ir.Type { return c.F32() },
	7:  func(c *ir.Context) ir.Type { return c.F64() },
	9:  func(c *ir.Context) ir.Type { return c.ComplexType(c.F32()) },
	10: func(c *ir.Context) ir.Type { return c.ComplexType(c.F64()) },
	11: func(c *ir.Context) ir.Type { return c.I(1) },
	15: func(c *ir.Context) ir.Type { return c.BF16() },
}

// DtypeOfScalarType maps a c10::ScalarType code to its dtype, or nil.
func DtypeOfScalarType(ctx *ir.Context, code int64) ir.Type {
	if f := scalarTypeCodes[code]; f != nil {
		return f(ctx)
	}
	return nil
}

// ScalarTypeOfDtype maps a dtype to its c10::ScalarType code, or -1.
func ScalarTypeOfDtype(ctx *ir.Context, dtype ir.Type) int64 {
	for code, f := range scalarTypeCodes {
		if f(ctx) == dtype {
			return code
		}
	}
	return -1
}
