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
	"torch.prim.ListConstruct":  construct,
	"torch.prim.TupleConstruct": construct,
	"torch.prim.ListUnpack": func(c *exec.Ctx) error {
		l, err := list(c, 0)
		if err != nil {
			return err
		}
		if len(l) != len(c.Results) {
			return c.Errorf("unpacking a list of %d elements into %d results", len(l), len(c.Results))
		}
		copy(c.Results, l)
		return nil
	},
	"torch.prim.TupleIndex":    getItem,
	"torch.aten.__getitem__.t": getItem,
	"torch.aten.len.t": func(c *exec.Ctx) error {
		l, err := list(c, 0)
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
	"torch.prim.NumToTensor.Scalar": func(c *exec.Ctx) error {
		out, err := newResult(c, 0, nil)
		if err != nil {
			return err
		}
		setScalar(c, out, 0, 0)
		return nil
	},
	// Tensor to Python scalar.
	"torch.aten.Int.Tensor":          tensorToScalar,
	"torch.aten.Float.Tensor":        tensorToScalar,
	"torch.aten.Bool.Tensor":         tensorToScalar,
	"torch.aten.item":                tensorToScalar,
	"torch.aten.ScalarImplicit":      tensorToScalar,
	"torch.aten._local_scalar_dense": tensorToScalar,
	// Sizes.
	"torch.aten.size.int":     sizeInt,
	"torch.aten.sym_size.int": sizeInt,
	"torch.aten.size": func(c *exec.Ctx) error {
		t, err := c.Tensor(0)
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
	"torch.aten.dim": func(c *exec.Ctx) error {
		t, err := c.Tensor(0)
		if err != nil {
			return err
		}
		c.Results[0] = exec.Int(int64(len(t.Shape)))
		return nil
	},
	"torch.aten.numel":     numel,
	"torch.aten.sym_numel": numel,
	// Python int and float arithmetic.
	"torch.aten.add.int":      intOp(func(a, b int64) (int64, bool) { return a + b, true }),
	"torch.aten.sub.int":      intOp(func(a, b int64) (int64, bool) { return a - b, true }),
	"torch.aten.mul.int":      intOp(func(a, b int64) (int64, bool) { return a * b, true }),
	"torch.aten.floordiv.int": intOp(floorDiv),
	"torch.aten.remainder.int": intOp(func(a, b int64) (int64, bool) {
		if b == 0 {
			return 0, false
		}
		r := a % b
		if r != 0 && (r < 0) != (b < 0) {
			r += b
		}
		return r, true
	}),
	"torch.aten.neg.int":   func(c *exec.Ctx) error { c.Results[0] = exec.Int(-scalarI(c, 0)); return nil },
	"torch.aten.add.float": floatOp(func(a, b float64) float64 { return a + b }),
	"torch.aten.sub.float": floatOp(func(a, b float64) float64 { return a - b }),
	"torch.aten.mul.float": floatOp(func(a, b float64) float64 { return a * b }),
	"torch.aten.div.float": floatOp(func(a, b float64) float64 { return a / b }),
	"torch.aten.div.int":   floatOp(func(a, b float64) float64 { return a / b }),
	"torch.aten.neg.float": func(c *exec.Ctx) error { c.Results[0] = exec.Float(-scalarF(c, 0)); return nil },
	"torch.aten.ceil.float": func(c *exec.Ctx) error {
		c.Results[0] = exec.Int(int64(math.Ceil(scalarF(c, 0))))
		return nil
	},
	"torch.aten.floor.float": func(c *exec.Ctx) error {
		c.Results[0] = exec.Int(int64(math.Floor(scalarF(c, 0))))
		return nil
	},
	"torch.aten.sqrt.int":  func(c *exec.Ctx) error { c.Results[0] = exec.Float(math.Sqrt(scalarF(c, 0))); return nil },
	"torch.aten.Int.float": func(c *exec.Ctx) error { c.Results[0] = exec.Int(int64(scalarF(c, 0))); return nil },
	"torch.aten.Float.int": func(c *exec.Ctx) error { c.Results[0] = exec.Float(scalarF(c, 0)); return nil },
	"torch.aten.Bool.int":  func(c *exec.Ctx) error { c.Results[0] = exec.Bool(scalarI(c, 0) != 0); return nil },
	"torch.aten.eq.int":    compareScalars(func(a, b float64) bool { return a == b }),
	"torch.aten.ne.int":    compareScalars(func(a, b float64) bool { return a != b }),
	"torch.aten.lt.int":    compareScalars(func(a, b float64) bool { return a < b }),
	"torch.aten.le.int":    compareScalars(func(a, b float64) bool { return a <= b }),
	"torch.aten.gt.int":    compareScalars(func(a, b float64) bool { return a > b }),
	"torch.aten.ge.int":    compareScalars(func(a, b float64) bool { return a >= b }),
	"torch.aten.eq.float":  compareScalars(func(a, b float64) bool { return a == b }),
	"torch.aten.lt.float":  compareScalars(func(a, b float64) bool { return a < b }),
	"torch.aten.gt.float":  compareScalars(func(a, b float64) bool { return a > b }),
	"torch.aten.__and__.bool": func(c *exec.Ctx) error {
		c.Results[0] = exec.Bool(scalarB(c, 0) && scalarB(c, 1))
		return nil
	},
	"torch.aten.__or__.bool": func(c *exec.Ctx) error {
		c.Results[0] = exec.Bool(scalarB(c, 0) || scalarB(c, 1))
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

func getItem(c *exec.Ctx) error {
	l, err := list(c, 0)
	if err != nil {
		return err
	}
	i := scalarI(c, 1)
	if i < 0 {
		i += int64(len(l))
	}
	if i < 0 || i >= int64(len(l)) {
		return c.Errorf("index %d out of range for a list of %d elements", scalarI(c, 1), len(l))
	}
	c.Results[0] = l[i]
	return nil
}

// setScalar stores scalar operand i into element k of t.
func setScalar(c *exec.Ctx, t *exec.Tensor, k int64, i int) {
	if isFloatScalar(c.Args[i], c.ArgType(i)) {
		setF(t, k, scalarF(c, i))
	} else {
		setI(t, k, scalarI(c, i))
	}
}

// tensorToScalar reads the one element of a tensor as the result's
// scalar type (int, float, bool or number).
func tensorToScalar(c *exec.Ctx) error {
	t, err := c.Tensor(0)
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

func sizeInt(c *exec.Ctx) error {
	t, err := c.Tensor(0)
	if err != nil {
		return err
	}
	d, err := normDim(c, scalarI(c, 1), len(t.Shape))
	if err != nil {
		return err
	}
	if len(t.Shape) == 0 {
		return c.Errorf("size of a rank-0 tensor")
	}
	c.Results[0] = exec.Int(t.Shape[d])
	return nil
}

func numel(c *exec.Ctx) error {
	t, err := c.Tensor(0)
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

func intOp(f func(a, b int64) (int64, bool)) exec.Semantics {
	return func(c *exec.Ctx) error {
		r, ok := f(scalarI(c, 0), scalarI(c, 1))
		if !ok {
			return c.Errorf("integer division by zero")
		}
		c.Results[0] = exec.Int(r)
		return nil
	}
}

func floatOp(f func(a, b float64) float64) exec.Semantics {
	return func(c *exec.Ctx) error {
		c.Results[0] = exec.Float(f(scalarF(c, 0), scalarF(c, 1)))
		return nil
	}
}

func compareScalars(f func(a, b float64) bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		c.Results[0] = exec.Bool(f(scalarF(c, 0), scalarF(c, 1)))
		return nil
	}
}
