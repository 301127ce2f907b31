package torchexec

import (
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// None is the value of !torch.none (and of an absent !torch.optional).
type None struct{}

// List is the value of a !torch.list or a !torch.tuple.
type List []exec.Value

// floatNumber marks a !torch.number that holds a float.
type floatNumber struct{}

// FloatNumber is the Ref of a !torch.number value holding a float (F).
var FloatNumber = &floatNumber{}

func noneValue() exec.Value { return exec.Value{Ref: None{}} }

// isNone reports whether operand i is none (an absent optional).
func isNone(c *exec.Ctx, i int) bool {
	if i >= len(c.Args) {
		return true
	}
	_, ok := c.Args[i].Ref.(None)
	return ok || torch.IsPrim(c.ArgType(i), torch.KindNone)
}

// isFloatScalar reports whether v, of IR type t, holds a float.
func isFloatScalar(v exec.Value, t ir.Type) bool {
	if torch.IsPrim(t, torch.KindFloat) {
		return true
	}
	return v.Ref == FloatNumber
}

// scalarF reads operand i, a Python scalar (int, float, bool or number),
// as a float.
func scalarF(c *exec.Ctx, i int) float64 {
	v := c.Args[i]
	if isFloatScalar(v, c.ArgType(i)) {
		return v.F
	}
	if torch.IsPrim(c.ArgType(i), torch.KindBool) {
		if v.I != 0 {
			return 1
		}
		return 0
	}
	return float64(v.I)
}

// scalarI reads operand i, an int or bool scalar, as an integer (a float
// truncates, as Python's int()).
func scalarI(c *exec.Ctx, i int) int64 {
	v := c.Args[i]
	if isFloatScalar(v, c.ArgType(i)) {
		return int64(v.F)
	}
	if torch.IsPrim(c.ArgType(i), torch.KindBool) && v.I != 0 {
		return 1
	}
	return v.I
}

// scalarB reads operand i as a bool.
func scalarB(c *exec.Ctx, i int) bool { return c.Args[i].I != 0 }

// optInt reads an optional int operand: def when it is none.
func optInt(c *exec.Ctx, i int, def int64) int64 {
	if isNone(c, i) {
		return def
	}
	return scalarI(c, i)
}

// list returns operand i's elements, or an error when it is not a list.
func list(c *exec.Ctx, i int) (List, error) {
	if l, ok := c.Args[i].Ref.(*List); ok {
		return *l, nil
	}
	return nil, c.Errorf("operand #%d is not a list value", i)
}

// intList reads operand i, a !torch.list<int>.
func intList(c *exec.Ctx, i int) ([]int64, error) {
	l, err := list(c, i)
	if err != nil {
		return nil, err
	}
	out := make([]int64, len(l))
	for k, v := range l {
		if v.Ref == FloatNumber {
			out[k] = int64(v.F)
		} else {
			out[k] = v.I
		}
	}
	return out, nil
}

// tensorList reads operand i, a !torch.list<vtensor>.
func tensorList(c *exec.Ctx, i int) ([]*exec.Tensor, error) {
	l, err := list(c, i)
	if err != nil {
		return nil, err
	}
	out := make([]*exec.Tensor, len(l))
	for k, v := range l {
		if out[k] = v.Tensor(); out[k] == nil {
			return nil, c.Errorf("element #%d of operand #%d is not a tensor", k, i)
		}
	}
	return out, nil
}

// resultElem is the builtin element type of result i (a tensor).
func resultElem(c *exec.Ctx, i int) (ir.Type, error) {
	st, ok := exec.RuntimeType(c.ResultType(i)).(ir.ShapedType)
	if !ok || !exec.Supported(st.ElementType()) {
		return nil, c.Errorf("result #%d of type '%s' has no known element type", i, ir.TypeString(c.ResultType(i)))
	}
	return st.ElementType(), nil
}

// newResult makes result i, a zero tensor of the given shape and the
// result type's element type; it checks the shape against the type's
// static sizes, which the verifier's shape functions computed.
func newResult(c *exec.Ctx, i int, shape []int64) (*exec.Tensor, error) {
	elem, err := resultElem(c, i)
	if err != nil {
		return nil, err
	}
	if err := checkShape(c, i, shape); err != nil {
		return nil, err
	}
	t, err := c.NewTensor(elem, shape)
	if err != nil {
		return nil, err
	}
	c.Results[i] = exec.Value{Ref: t}
	return t, nil
}

// checkShape reports a result whose computed shape contradicts the
// static sizes of its type.
func checkShape(c *exec.Ctx, i int, shape []int64) error {
	st, ok := exec.RuntimeType(c.ResultType(i)).(ir.ShapedType)
	if !ok {
		return nil
	}
	want := st.Shape()
	if len(want) != len(shape) {
		return c.Errorf("result #%d has rank %d at run time, its type says %d", i, len(shape), len(want))
	}
	for d := range want {
		if want[d] != ir.ShapedDynamic && want[d] != shape[d] {
			return c.Errorf("result #%d has shape %v at run time, its type says %s", i, shape, ir.TypeString(c.ResultType(i)))
		}
	}
	return nil
}

// setResult binds result i to t, after checking its shape, and converts
// its elements to the result's element type when they differ.
func setResult(c *exec.Ctx, i int, t *exec.Tensor) error {
	elem, err := resultElem(c, i)
	if err != nil {
		return err
	}
	if err := checkShape(c, i, t.Shape); err != nil {
		return err
	}
	if t.Elem != elem {
		t = convert(t, elem)
	}
	c.Results[i] = exec.Value{Ref: t}
	return nil
}

// normDim wraps a possibly negative dim into [0, rank) (rank 0 accepts
// 0 and -1, as PyTorch).
func normDim(c *exec.Ctx, d int64, rank int) (int, error) {
	r := int64(rank)
	if r == 0 {
		r = 1
	}
	if d < -r || d >= r {
		return 0, c.Errorf("dimension %d out of range for a tensor of rank %d", d, rank)
	}
	if d < 0 {
		d += r
	}
	return int(d), nil
}
