package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The dtypes the elementwise loops compute and store in (numType) and the
// dtypes of operands and results: an operand's, the result's, and
// at::result_type of several operands.

// numType is a dtype as the loops convert values to it: a float kind, or
// an integer of a width (1 for bool) and signedness.
type numType struct {
	float    bool
	complex  bool
	kind     ir.FloatKind
	width    int
	unsigned bool
}

// numTypeOf describes a torch dtype (i1, ui8, si8-si64, f16, bf16, f32,
// f64) or a builtin element type.
func numTypeOf(dtype ir.Type) numType {
	if it, ok := dtype.(*ir.IntegerType); ok {
		return numType{width: it.Width, unsigned: it.Signedness == ir.Unsigned && it.Width > 1}
	}
	e := exec.ElemOf(dtype)
	return numType{float: e.Float, complex: e.Complex, kind: e.Kind, width: e.Width}
}

func (n numType) isBool() bool { return !n.float && n.width == 1 }

// isReducedFloat reports f16 and bf16, which PyTorch computes in float32.
func (n numType) isReducedFloat() bool { return n.float && (n.kind == ir.F16 || n.kind == ir.BF16) }

// opmath is the precision PyTorch's kernels compute n in: float64 for
// float64, float32 for the other floats.
func (n numType) opmath() ir.FloatKind {
	if n.float && n.kind == ir.F64 {
		return ir.F64
	}
	return ir.F32
}

// fromFloat converts v to n. It returns the value as a float and, for an
// integer type, as an integer (a bool is 0 or 1, an unsigned integer its
// non-negative value).
func (n numType) fromFloat(v float64) (float64, int64) {
	switch {
	case n.complex:
		return exec.Round(n.kind, v), 0
	case n.isReducedFloat():
		return exec.Round(n.kind, exec.Round(ir.F32, v)), 0
	case n.float:
		return exec.Round(n.kind, v), 0
	case n.width == 1:
		if v != 0 {
			return 1, 1
		}
		return 0, 0
	}
	return n.fromInt(floatToIntN(v, n.width))
}

// fromInt converts integer v to n (see fromFloat).
func (n numType) fromInt(v int64) (float64, int64) {
	switch {
	case n.float || n.complex:
		return n.fromFloat(float64(v))
	case n.width == 1:
		if v != 0 {
			v = 1
		}
	case n.unsigned:
		v = int64(exec.Unsigned(v, n.width))
	default:
		v = exec.Wrap(v, n.width)
	}
	return float64(v), v
}

// load reads element p of t, whose dtype is src, converted to n.
func (n numType) load(t *exec.Tensor, src numType, p int64) (float64, int64) {
	if t.IsFloat() {
		return n.fromFloat(t.Float(p))
	}
	v := t.Int(p)
	switch {
	case src.width == 1:
		v &= 1
	case src.unsigned:
		v = int64(exec.Unsigned(v, src.width))
	}
	return n.fromInt(v)
}

// store converts a computed value (f when isFloat, else i) to n and
// writes it into element o of out, whose dtype is n.
func (n numType) store(out *exec.Tensor, o int64, f float64, i int64, isFloat bool) {
	if isFloat {
		f, i = n.fromFloat(f)
	} else if !n.complex {
		f, i = n.fromInt(i)
	}
	switch {
	case out.IsComplex():
		// A real value (f) as a complex number.
		out.SetComplex(o, complex(exec.Round(n.kind, f), 0))
	case out.IsFloat():
		out.SetFloat(o, f)
	case n.width == 1:
		out.SetInt(o, boolI(i != 0))
	default:
		out.SetInt(o, exec.Wrap(i, n.width))
	}
}

// floatToIntN converts a float to a width-bit integer as PyTorch does on
// x86: truncation toward zero, through cvttsd2si's 32-bit form for widths
// up to 32 (NaN and out-of-range values give INT32_MIN) and its 64-bit
// form above. The caller wraps the result to the width.
func floatToIntN(v float64, width int) int64 {
	if width > 32 {
		return floatToInt(v)
	}
	if math.IsNaN(v) || v >= 1<<31 || v <= -(1<<31)-1 {
		return math.MinInt32
	}
	return int64(v)
}

// scalarIn converts Python scalar operand i to n.
func scalarIn(c *exec.Ctx, i int, n numType) (float64, int64) {
	if isNone(c, i) {
		return 0, 0
	}
	if isFloatScalar(c.Args[i], c.ArgType(i)) {
		return n.fromFloat(scalarF(c, i))
	}
	return n.fromInt(scalarI(c, i))
}

// argDtype is the torch dtype of operand i: a tensor's dtype, or the one
// PyTorch gives a Python scalar; nil when unknown.
func argDtype(c *exec.Ctx, i int) ir.Type {
	if tt, ok := c.ArgType(i).(*torch.TensorType); ok {
		if tt.Dtype == nil {
			if t := c.Args[i].Tensor(); t != nil {
				return t.Elem
			}
		}
		return tt.Dtype
	}
	return torch.ScalarDtype(c.Op.Context(), promotionType(c, i))
}

// resultDtype is the torch dtype of result i (the builtin element type
// when the type names none).
func resultDtype(c *exec.Ctx, i int) (ir.Type, error) {
	if tt, ok := c.ResultType(i).(*torch.TensorType); ok && tt.Dtype != nil {
		if _, err := resultElem(c, i); err != nil {
			return nil, err
		}
		return tt.Dtype, nil
	}
	return resultElem(c, i)
}

// promotionType is operand i's type as type promotion sees it: a
// !torch.number is an int or a float by its value, and a tensor whose
// type has no sizes gets its run-time rank.
func promotionType(c *exec.Ctx, i int) ir.Type {
	ctx := c.Op.Context()
	t := c.ArgType(i)
	switch tt := t.(type) {
	case *torch.PrimType:
		if tt.Kind == torch.KindNumber {
			if c.Args[i].Ref == FloatNumber {
				return torch.Float(ctx)
			}
			return torch.Int(ctx)
		}
	case *torch.TensorType:
		if rt := c.Args[i].Tensor(); rt != nil && (tt.Sizes == nil || tt.Dtype == nil) {
			d := tt.Dtype
			if d == nil {
				d = rt.Elem
			}
			return torch.VTensor(ctx, rt.Shape, d)
		}
	}
	return t
}

// promotedDtype is at::result_type of the operands ins (nones skipped).
func promotedDtype(c *exec.Ctx, ins []int) (ir.Type, error) {
	var types []ir.Type
	for _, i := range ins {
		if !isNone(c, i) {
			types = append(types, promotionType(c, i))
		}
	}
	d := torch.ResultDtype(c.Op.Context(), types)
	if d == nil {
		return nil, c.Errorf("cannot compute the promoted dtype of the operands")
	}
	return d, nil
}
