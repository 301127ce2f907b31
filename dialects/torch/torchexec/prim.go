package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// prims are the constants, containers, casts and Python-scalar ops: the
// glue between tensor ops.
var prims = exec.Table{
	// torch.constant.*: the attribute's value.
	torch.ConstantInt.Name:    constant,
	torch.ConstantFloat.Name:  constant,
	torch.ConstantBool.Name:   constant,
	torch.ConstantNone.Name:   func(c *exec.Ctx) error { c.Results[0] = noneValue(); return nil },
	torch.ConstantStr.Name:    constantString,
	torch.ConstantDevice.Name: constantString,
	// torch.vtensor.literal: its dense or dense_resource elements.
	torch.VTensorLiteral.Name: func(c *exec.Ctx) error {
		t, err := exec.TensorFromAttr(c.Budget(), c.Op.Attr("value"), exec.RuntimeType(c.ResultType(0)))
		if err != nil {
			return c.Errorf("%v", err)
		}
		c.Results[0] = exec.Value{Ref: t}
		return nil
	},
	// Containers.
	torch.PrimListConstruct.Name:  construct,
	torch.PrimTupleConstruct.Name: construct,
	torch.PrimListUnpack.Name: func(c *exec.Ctx) error {
		l, err := list(c, pos(torch.PrimListUnpackArgs[int].Operand))
		if err != nil {
			return err
		}
		if len(l) != len(c.Results) {
			return c.Errorf("unpacking a list of %d elements into %d results", len(l), len(c.Results))
		}
		copy(c.Results, l)
		return nil
	},
	torch.PrimTupleIndex.Name:   getItem(pos(torch.PrimTupleIndexArgs[int].Tup), pos(torch.PrimTupleIndexArgs[int].I)),
	torch.Aten__Getitem__T.Name: getItem(pos(torch.Aten__Getitem__TArgs[int].List), pos(torch.Aten__Getitem__TArgs[int].Idx)),
	torch.AtenLenT.Name: func(c *exec.Ctx) error {
		l, err := list(c, pos(torch.AtenLenTArgs[int].A))
		if err != nil {
			return err
		}
		c.Results[0] = exec.Int(int64(len(l)))
		return nil
	},
	// Casts that change the static type, not the value.
	torch.TensorStaticInfoCast.Name: identity,
	torch.Derefine.Name:             identity,
	torch.CopyToVTensor.Name:        identity,
	torch.CopyToTensor.Name:         identity,
	torch.ToBuiltinTensor.Name:      identity,
	torch.FromBuiltinTensor.Name:    identity,
	torch.ToI64.Name:                identity,
	torch.FromI64.Name:              identity,
	torch.ToF64.Name:                identity,
	torch.FromF64.Name:              identity,
	torch.ToI1.Name:                 identity,
	torch.FromI1.Name:               identity,
	// Symbolic shapes: a symbolic int stands for a size the program
	// reads elsewhere; the binding checks the tensor's sizes.
	torch.SymbolicInt.Name:       func(c *exec.Ctx) error { c.Results[0] = exec.Int(0); return nil },
	torch.BindSymbolicShape.Name: func(c *exec.Ctx) error { return nil },
	// prim.NumToTensor.Scalar: a rank-0 tensor of the scalar.
	torch.PrimNumToTensor.Name: func(c *exec.Ctx) error {
		out, err := newResult(c, 0, nil)
		if err != nil {
			return err
		}
		setScalar(c, out, 0, pos(torch.PrimNumToTensorArgs[int].A))
		return nil
	},
	// Tensor to Python scalar.
	torch.AtenIntTensor.Name:         tensorToScalar(pos(torch.AtenIntTensorArgs[int].A)),
	torch.AtenFloatTensor.Name:       tensorToScalar(pos(torch.AtenFloatTensorArgs[int].A)),
	torch.AtenBoolTensor.Name:        tensorToScalar(pos(torch.AtenBoolTensorArgs[int].A)),
	torch.AtenItem.Name:              tensorToScalar(pos(torch.AtenItemArgs[int].Self)),
	torch.AtenScalarImplicit.Name:    tensorToScalar(pos(torch.AtenScalarImplicitArgs[int].A)),
	torch.Aten_LocalScalarDense.Name: tensorToScalar(pos(torch.Aten_LocalScalarDenseArgs[int].Self)),
	// Sizes.
	torch.AtenSizeInt.Name:    sizeInt[torch.AtenSizeIntArgs[int]],
	torch.AtenSymSizeInt.Name: sizeInt[torch.AtenSymSizeIntArgs[int]],
	torch.AtenSize.Name: func(c *exec.Ctx) error {
		t, err := c.Tensor(torch.AtenSizeArgs[int](operandPositions).Self())
		if err != nil {
			return err
		}
		l := make(List, len(t.Shape))
		for i, d := range t.Shape {
			l[i] = exec.Int(d)
		}
		c.Results[0] = exec.Value{Ref: &l}
		return nil
	},
	torch.AtenDim.Name: func(c *exec.Ctx) error {
		t, err := c.Tensor(torch.AtenDimArgs[int](operandPositions).Self())
		if err != nil {
			return err
		}
		c.Results[0] = exec.Int(int64(len(t.Shape)))
		return nil
	},
	torch.AtenNumel.Name:    numel[torch.AtenNumelArgs[int]],
	torch.AtenSymNumel.Name: numel[torch.AtenSymNumelArgs[int]],
	// Python int and float arithmetic.
	torch.AtenAddInt.Name:      intOp[torch.AtenAddIntArgs[int]](func(a, b int64) (int64, bool) { return a + b, true }),
	torch.AtenSubInt.Name:      intOp[torch.AtenSubIntArgs[int]](func(a, b int64) (int64, bool) { return a - b, true }),
	torch.AtenMulInt.Name:      intOp[torch.AtenMulIntArgs[int]](func(a, b int64) (int64, bool) { return a * b, true }),
	torch.AtenFloordivInt.Name: intOp[torch.AtenFloordivIntArgs[int]](floorDiv),
	torch.AtenRemainderInt.Name: intOp[torch.AtenRemainderIntArgs[int]](func(a, b int64) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		r := a % b
		if r != 0 && (r < 0) != (b < 0) {
			r += b
		}
		return r, true
	}),
	torch.AtenNegInt.Name: func(c *exec.Ctx) error {
		c.Results[0] = exec.Int(-scalarI(c, pos(torch.AtenNegIntArgs[int].A)))
		return nil
	},
	torch.AtenAddFloat.Name: floatOp[torch.AtenAddFloatArgs[int]](func(a, b float64) float64 { return a + b }),
	torch.AtenSubFloat.Name: floatOp[torch.AtenSubFloatArgs[int]](func(a, b float64) float64 { return a - b }),
	torch.AtenMulFloat.Name: floatOp[torch.AtenMulFloatArgs[int]](func(a, b float64) float64 { return a * b }),
	torch.AtenDivFloat.Name: floatOp[torch.AtenDivFloatArgs[int]](func(a, b float64) float64 { return a / b }),
	torch.AtenDivInt.Name:   floatOp[torch.AtenDivIntArgs[int]](func(a, b float64) float64 { return a / b }),
	torch.AtenNegFloat.Name: func(c *exec.Ctx) error {
		c.Results[0] = exec.Float(-scalarF(c, pos(torch.AtenNegFloatArgs[int].A)))
		return nil
	},
	torch.AtenCeilFloat.Name: func(c *exec.Ctx) error {
		c.Results[0] = exec.Int(int64(math.Ceil(scalarF(c, pos(torch.AtenCeilFloatArgs[int].A)))))
		return nil
	},
	torch.AtenFloorFloat.Name: func(c *exec.Ctx) error {
		c.Results[0] = exec.Int(int64(math.Floor(scalarF(c, pos(torch.AtenFloorFloatArgs[int].A)))))
		return nil
	},
	torch.AtenSqrtInt.Name: func(c *exec.Ctx) error {
		c.Results[0] = exec.Float(math.Sqrt(scalarF(c, pos(torch.AtenSqrtIntArgs[int].A))))
		return nil
	},
	torch.AtenIntFloat.Name: func(c *exec.Ctx) error {
		c.Results[0] = exec.Int(int64(scalarF(c, pos(torch.AtenIntFloatArgs[int].A))))
		return nil
	},
	torch.AtenFloatInt.Name: func(c *exec.Ctx) error {
		c.Results[0] = exec.Float(scalarF(c, pos(torch.AtenFloatIntArgs[int].A)))
		return nil
	},
	torch.AtenBoolInt.Name: func(c *exec.Ctx) error {
		c.Results[0] = exec.Bool(scalarI(c, pos(torch.AtenBoolIntArgs[int].A)) != 0)
		return nil
	},
	torch.AtenEqInt.Name:   compareScalars[torch.AtenEqIntArgs[int]](func(a, b float64) bool { return a == b }),
	torch.AtenNeInt.Name:   compareScalars[torch.AtenNeIntArgs[int]](func(a, b float64) bool { return a != b }),
	torch.AtenLtInt.Name:   compareScalars[torch.AtenLtIntArgs[int]](func(a, b float64) bool { return a < b }),
	torch.AtenLeInt.Name:   compareScalars[torch.AtenLeIntArgs[int]](func(a, b float64) bool { return a <= b }),
	torch.AtenGtInt.Name:   compareScalars[torch.AtenGtIntArgs[int]](func(a, b float64) bool { return a > b }),
	torch.AtenGeInt.Name:   compareScalars[torch.AtenGeIntArgs[int]](func(a, b float64) bool { return a >= b }),
	torch.AtenEqFloat.Name: compareScalars[torch.AtenEqFloatArgs[int]](func(a, b float64) bool { return a == b }),
	torch.AtenLtFloat.Name: compareScalars[torch.AtenLtFloatArgs[int]](func(a, b float64) bool { return a < b }),
	torch.AtenGtFloat.Name: compareScalars[torch.AtenGtFloatArgs[int]](func(a, b float64) bool { return a > b }),
	torch.Aten__And__Bool.Name: func(c *exec.Ctx) error {
		a := torch.Aten__And__BoolArgs[int](operandPositions)
		c.Results[0] = exec.Bool(scalarB(c, a.A()) && scalarB(c, a.B()))
		return nil
	},
	torch.Aten__Or__Bool.Name: func(c *exec.Ctx) error {
		a := torch.Aten__Or__BoolArgs[int](operandPositions)
		c.Results[0] = exec.Bool(scalarB(c, a.A()) || scalarB(c, a.B()))
		return nil
	},
}

func identity(c *exec.Ctx) error {
	copy(c.Results, c.Args)
	return nil
}

func constant(c *exec.Ctx) error {
	v, ok := exec.FromAttr(c.Op.Attr("value"))
	if !ok {
		return c.Errorf("constant without a value")
	}
	c.Results[0] = v
	return nil
}

func constantString(c *exec.Ctx) error {
	s, _ := c.Op.Attr("value").(*ir.StringAttr)
	if s == nil {
		return c.Errorf("constant without a string value")
	}
	c.Results[0] = exec.Value{Ref: s.Value}
	return nil
}

func construct(c *exec.Ctx) error {
	l := append(List(nil), c.Args...)
	c.Results[0] = exec.Value{Ref: &l}
	return nil
}

// getItem is element index of the list or tuple at position seq
// (prim.TupleIndex, __getitem__.t), negative indices from the end.
func getItem(seq, index int) exec.Semantics {
	return func(c *exec.Ctx) error {
		l, err := list(c, seq)
		if err != nil {
			return err
		}
		i := scalarI(c, index)
		if i < 0 {
			i += int64(len(l))
		}
		if i < 0 || i >= int64(len(l)) {
			return c.Errorf("index %d out of range for a list of %d elements", scalarI(c, index), len(l))
		}
		c.Results[0] = l[i]
		return nil
	}
}

// setScalar stores scalar operand i into element k of t.
func setScalar(c *exec.Ctx, t *exec.Tensor, k int64, i int) {
	if isFloatScalar(c.Args[i], c.ArgType(i)) {
		setF(t, k, scalarF(c, i))
	} else {
		setI(t, k, scalarI(c, i))
	}
}

// tensorToScalar reads the one element of the tensor operand self as
// the result's
// scalar type (int, float, bool or number).
func tensorToScalar(self int) exec.Semantics {
	return func(c *exec.Ctx) error {
		t, err := c.Tensor(self)
		if err != nil {
			return err
		}
		if t.Len() != 1 {
			return c.Errorf("a tensor with %d elements cannot be converted to a scalar", t.Len())
		}
		rt := c.ResultType(0)
		switch {
		case torch.IsPrim(rt, torch.KindFloat):
			c.Results[0] = exec.Float(getF(t, 0))
		case torch.IsPrim(rt, torch.KindBool):
			c.Results[0] = exec.Bool(getB(t, 0))
		case torch.IsPrim(rt, torch.KindInt):
			c.Results[0] = exec.Int(getI(t, 0))
		case t.IsFloat():
			c.Results[0] = exec.Value{F: t.Float(0), Ref: FloatNumber}
		default:
			c.Results[0] = exec.Int(getI(t, 0))
		}
		return nil
	}
}

func sizeInt[A interface {
	selfPositions
	Dim() int
}](c *exec.Ctx) error {
	a := A(operandPositions)
	t, err := c.Tensor(a.Self())
	if err != nil {
		return err
	}
	d, err := normDim(c, scalarI(c, a.Dim()), len(t.Shape))
	if err != nil {
		return err
	}
	if len(t.Shape) == 0 {
		return c.Errorf("size of a rank-0 tensor")
	}
	c.Results[0] = exec.Int(t.Shape[d])
	return nil
}

func numel[A selfPositions](c *exec.Ctx) error {
	t, err := c.Tensor(A(operandPositions).Self())
	if err != nil {
		return err
	}
	c.Results[0] = exec.Int(t.Len())
	return nil
}

func floorDiv(a, b int64) (int64, bool) {
	if b == 0 {
		return 0, false
	}
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q, true
}

// abPositions are the argument lists of Python's scalar operators
// (int a, int b), as positions.
type abPositions interface {
	~[]int
	A() int
	B() int
}

// intOp is an integer operator on (a, b), A its argument list.
func intOp[A abPositions](f func(a, b int64) (int64, bool)) exec.Semantics {
	args := A(operandPositions)
	return func(c *exec.Ctx) error {
		r, ok := f(scalarI(c, args.A()), scalarI(c, args.B()))
		if !ok {
			return c.Errorf("integer division by zero")
		}
		c.Results[0] = exec.Int(r)
		return nil
	}
}

// floatOp is a float operator on (a, b), A its argument list.
func floatOp[A abPositions](f func(a, b float64) float64) exec.Semantics {
	args := A(operandPositions)
	return func(c *exec.Ctx) error {
		c.Results[0] = exec.Float(f(scalarF(c, args.A()), scalarF(c, args.B())))
		return nil
	}
}

// compareScalars is a comparison of (a, b), A its argument list.
func compareScalars[A abPositions](f func(a, b float64) bool) exec.Semantics {
	args := A(operandPositions)
	return func(c *exec.Ctx) error {
		c.Results[0] = exec.Bool(f(scalarF(c, args.A()), scalarF(c, args.B())))
		return nil
	}
}
