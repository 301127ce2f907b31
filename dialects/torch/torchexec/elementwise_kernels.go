package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Elementwise kernel builders (unary, binary, compare, activation...) and the
// checks of an op's operands' dtypes that a kernel runs first.

// ---- kernel builders ----

// The kernel builders are generic over the op's argument list A
// (torch.AtenSinArgs[int]): each table entry instantiates its builder
// with its op's list, so the compiler checks that the op has the self
// (and other) the kernel reads, and the builder reads their positions
// through the list's accessors.

// unaryFloat is an op of self defined on floats only (integer inputs
// compute in float, as PyTorch's int-to-float promotion of exp, sin, ...).
func unaryFloat[A selfPositions](f func(x float64) float64) exec.Semantics {
	return elementwise(at(A.Self), nil, ewKernel{f: func(x, _ []float64) float64 { return f(x[0]) }})
}

// unary is an op of self with a float and an integer form.
func unary[A selfPositions](f func(x float64) float64, i func(x int64) int64) exec.Semantics {
	return elementwise(at(A.Self), nil, unaryKernel(f, i))
}

func unaryKernel(f func(x float64) float64, i func(x int64) int64) ewKernel {
	return ewKernel{
		f: func(x, _ []float64) float64 { return f(x[0]) },
		i: func(x, _ []int64) int64 { return i(x[0]) },
	}
}

// activation is a float-only op of self with scalar parameters
// (PyTorch implements gelu, silu, elu, ... for floating dtypes only).
// at lists the positions that gets name in the argument list A:
// an elementwise op's inputs or parameters
// (at(torch.AtenThresholdArgs[int].Threshold) is [1]).
func at[A ~[]int](gets ...func(A) int) []int { return torch.Positions(gets...) }

func activation[A selfPositions](params []int, f func(x float64, p []float64) float64) exec.Semantics {
	return elementwise(at(A.Self), params, ewKernel{
		f:     func(x, p []float64) float64 { return f(x[0], p) },
		check: floatOnly,
	})
}

// selfOtherPositions are the argument lists of the binary elementwise
// ops: self and other, a tensor or a Python scalar each.
type selfOtherPositions interface {
	selfPositions
	Other() int
}

// binary is an op of self and other.
func binary[A selfOtherPositions](f func(a, b float64) float64, i func(a, b int64) int64) exec.Semantics {
	return elementwise(at(A.Self, A.Other), nil, binaryKernel(f, i))
}

func binaryKernel(f func(a, b float64) float64, i func(a, b int64) int64) ewKernel {
	var k ewKernel
	if f != nil {
		k.f = func(x, _ []float64) float64 { return f(x[0], x[1]) }
	}
	if i != nil {
		k.i = func(x, _ []int64) int64 { return i(x[0], x[1]) }
	}
	return k
}

// compare is a comparison of self and other.
func compare[A selfOtherPositions](f func(a, b float64) bool, i func(a, b int64) bool) exec.Semantics {
	return elementwise(at(A.Self, A.Other), nil, ewKernel{
		cmpF: func(x []float64) bool { return f(x[0], x[1]) },
		cmpI: func(x []int64) bool { return i(x[0], x[1]) },
	})
}

// predicateOp is a test of self with a bool result.
func predicateOp[A selfPositions](f func(x float64) bool, i func(x int64) bool) exec.Semantics {
	return elementwise(at(A.Self), nil, ewKernel{
		cmpF: func(x []float64) bool { return f(x[0]) },
		cmpI: func(x []int64) bool { return i(x[0]) },
	})
}

// with returns k with check set.
func withCheck(k ewKernel, check func(c *exec.Ctx, compute numType) error) ewKernel {
	k.check = check
	return k
}

// ---- operand checks ----

// dtypeName names a compute dtype in messages, as PyTorch's "not
// implemented for 'Long'".
func dtypeName(n numType) string {
	switch {
	case n.complex:
		return map[ir.FloatKind]string{ir.F32: "ComplexFloat", ir.F64: "ComplexDouble"}[n.kind]
	case n.float:
		return map[ir.FloatKind]string{ir.F16: "Half", ir.BF16: "BFloat16", ir.F32: "Float", ir.F64: "Double"}[n.kind]
	case n.width == 1:
		return "Bool"
	case n.unsigned:
		return "Byte"
	}
	return map[int]string{8: "Char", 16: "Short", 32: "Int", 64: "Long"}[n.width]
}

func floatOnly(c *exec.Ctx, compute numType) error {
	if !compute.float {
		return c.Errorf("'%s' is not implemented for '%s' (floating-point dtypes only)", c.Op.Name(), dtypeName(compute))
	}
	return nil
}

func integralOnly(c *exec.Ctx, compute numType) error {
	if compute.float {
		return c.Errorf("'%s' is not implemented for '%s' (integral and bool dtypes only)", c.Op.Name(), dtypeName(compute))
	}
	return nil
}

func noBool(c *exec.Ctx, compute numType) error {
	if compute.isBool() {
		return c.Errorf("'%s' is not implemented for 'Bool'", c.Op.Name())
	}
	return nil
}

// noBoolOperand rejects a bool self, A the op's argument list (neg,
// relu, ...: PyTorch tells to use logical_not instead).
func noBoolOperand[A selfPositions](c *exec.Ctx, _ numType) error {
	if d := argDtype(c, A(operandPositions).Self()); d != nil && numTypeOf(d).isBool() {
		return c.Errorf("'%s' does not support bool tensors; for a mask, use logical_not", c.Op.Name())
	}
	return nil
}

// subCheck is PyTorch's sub_check: subtraction rejects bool operands
// (self and other of A, the op's argument list).
func subCheck[A selfOtherPositions](c *exec.Ctx, _ numType) error {
	bools := 0
	a := A(operandPositions)
	for _, i := range []int{a.Self(), a.Other()} {
		if d := argDtype(c, i); d != nil && numTypeOf(d).isBool() {
			bools++
		}
	}
	switch bools {
	case 2:
		return c.Errorf("subtraction, the `-` operator, with two bool tensors is not supported; use logical_xor")
	case 1:
		return c.Errorf("subtraction, the `-` operator, with a bool tensor is not supported; to invert a mask, use logical_not")
	}
	return nil
}

// boolCondition checks operand i, a where condition: bool (or uint8,
// which PyTorch still accepts with a deprecation warning).
func boolCondition(i int, allowUint8 bool) func(c *exec.Ctx, _ numType) error {
	return func(c *exec.Ctx, _ numType) error {
		d := argDtype(c, i)
		if d == nil {
			return nil
		}
		n := numTypeOf(d)
		if n.isBool() || allowUint8 && n.unsigned && n.width == 8 {
			return nil
		}
		return c.Errorf("'%s' expects a bool condition, got a tensor of %s", c.Op.Name(), dtypeName(n))
	}
}

// ---- the table ----
