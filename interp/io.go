package interp

import (
	"encoding/binary"
	"fmt"
	"math"
	"math/rand"
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/dialects/memref/memrefexec"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/npy"
)

// This file converts between interpreter values and the outside world:
// .npy arrays, seeded random inputs, and printed results.

// Dtype returns the NumPy dtype of the arrays holding values of type t
// (a scalar type, or a shaped type's elements): f16 is f2; bf16, which
// NumPy lacks, f4 (its values exactly, as the test corpora save them);
// i1 b1; an unsigned integer u1..u8, any other i1..i8; index i8;
// complex<f32> c8 and complex<f64> c16.
func Dtype(t ir.Type) (string, error) {
	e := exec.ElemOf(t)
	if !exec.Supported(t) {
		elem := exec.ElementType(t)
		return "", fmt.Errorf("type '%s' is not supported by the interpreter", ir.TypeString(elem))
	}
	if e.Complex {
		if e.Kind == ir.F64 {
			return "c16", nil
		}
		return "c8", nil
	}
	if e.Float {
		switch e.Kind {
		case ir.F16:
			return "f2", nil
		case ir.F64:
			return "f8", nil
		}
		return "f4", nil
	}
	if e.Width == 1 {
		return "b1", nil
	}
	kind := "i"
	if it, ok := exec.ElementType(t).(*ir.IntegerType); ok && it.Signedness == ir.Unsigned {
		kind = "u"
	}
	switch {
	case e.Width <= 8:
		return kind + "1", nil
	case e.Width <= 16:
		return kind + "2", nil
	case e.Width <= 32:
		return kind + "4", nil
	}
	return kind + "8", nil
}

// ArgTypeError describes why an argument cannot be given to a function.
func shapeOfArg(t ir.Type) ([]int64, bool) {
	switch t := exec.RuntimeType(t).(type) {
	case *ir.RankedTensorType:
		return t.Dims, true
	case *ir.MemRefType:
		return t.Dims, true
	case *ir.VectorType:
		// A vector is held as a tensor of its shape (scalable ones have no
		// fixed shape to give).
		return t.Dims, t.Scalable == nil
	}
	return nil, false
}

// CheckInput reports why array a cannot be an argument of type t (a
// ranked tensor, a ranked memref, a dialect type whose runtime type is
// one, or a scalar given as a 0-d array): a malformed array, a dtype that
// is not t's (signedness aside; bf16 takes any real float dtype, i1 also
// u1 and i1), a rank or a static size that differs, or an element type
// the interpreter cannot hold.
func CheckInput(a *npy.Array, t ir.Type) error {
	if err := a.Validate(); err != nil {
		return err
	}
	want, err := Dtype(t)
	if err != nil {
		return err
	}
	e := exec.ElemOf(t)
	isInt := func(dt string) bool { return dt[0] == 'i' || dt[0] == 'u' }
	ok := a.Dtype == want || (!e.Float && e.Width > 1 && isInt(a.Dtype) && isInt(want) && a.Dtype[1:] == want[1:]) ||
		(e.Float && e.Kind == ir.BF16 && a.IsFloat()) || (e.Width == 1 && !e.Float && (a.Dtype == "u1" || a.Dtype == "i1"))
	if !ok {
		return fmt.Errorf("dtype '%s' does not match element type '%s' (expected '%s')", a.Dtype, ir.TypeString(exec.ElementType(t)), want)
	}
	shape, shaped := shapeOfArg(t)
	if !shaped {
		if _, ok := exec.RuntimeType(t).(ir.ShapedType); ok {
			return fmt.Errorf("type '%s' is not supported for inputs", ir.TypeString(t))
		}
		if len(a.Shape) != 0 && a.Len() != 1 {
			return fmt.Errorf("expected a scalar (0-d array), got shape %v", a.Shape)
		}
		return nil
	}
	if len(a.Shape) != len(shape) {
		return fmt.Errorf("array of rank %d for '%s'", len(a.Shape), ir.TypeString(t))
	}
	for i, d := range a.Shape {
		if shape[i] != ir.ShapedDynamic && shape[i] != int64(d) {
			return fmt.Errorf("array of shape %v for '%s'", a.Shape, ir.TypeString(t))
		}
	}
	return nil
}

// FromNpy converts a .npy array into a value of type t, which it must fit
// (CheckInput).
func FromNpy(a *npy.Array, t ir.Type) (exec.Value, error) {
	if err := CheckInput(a, t); err != nil {
		return exec.Value{}, err
	}
	shape, shaped := shapeOfArg(t)
	if !shaped {
		return decode(a, exec.ElementType(t), nil).At(0), nil
	}
	got := make([]int64, len(shape))
	for i, d := range a.Shape {
		got[i] = int64(d)
	}
	return wrapShaped(decode(a, exec.ElementType(t), got), t)
}

// wrapShaped makes a tensor value, or a buffer holding t's elements when
// t is a memref.
func wrapShaped(tt *exec.Tensor, t ir.Type) (exec.Value, error) {
	if mt, ok := exec.RuntimeType(t).(*ir.MemRefType); ok {
		b, err := memrefexec.NewBuffer(nil, mt, tt.Shape, nil)
		if err != nil {
			return exec.Value{}, err
		}
		b.CopyFrom(tt)
		return exec.Value{Ref: b}, nil
	}
	return exec.Value{Ref: tt}, nil
}

// decode reads a's elements (as many as shape has, checked by CheckInput)
// as a tensor of elem.
func decode(a *npy.Array, elem ir.Type, shape []int64) *exec.Tensor {
	t := exec.NewTensor(elem, shape)
	e := exec.ElemOf(elem)
	n := t.Len()
	for i := int64(0); i < n; i++ {
		if e.Complex {
			t.SetComplex(i, exec.RoundComplex(e.Kind, a.Complex128(int(i))))
			continue
		}
		if e.Float {
			t.SetFloat(i, e.RoundTo(a.Float64(int(i))))
		} else {
			t.SetInt(i, exec.Wrap(a.Int64(int(i)), e.Width))
		}
	}
	return t
}

// ToNpy converts a result of type t to a .npy array.
func ToNpy(v exec.Value, t ir.Type) (*npy.Array, error) {
	dt, err := Dtype(t)
	if err != nil {
		return nil, err
	}
	if v.Poison != nil {
		return nil, exec.PoisonError(v.Poison, v)
	}
	tt, err := Elements(v, t)
	if err != nil {
		return nil, err
	}
	a := &npy.Array{Dtype: dt}
	for _, d := range tt.Shape {
		a.Shape = append(a.Shape, int(d))
	}
	le := binary.LittleEndian
	n := tt.Len()
	// Sized once: a model's large argument (a logits buffer of 1.6 GB)
	// grown by appends would be copied again at every doubling.
	a.Data = make([]byte, 0, n*int64(npy.ElemSize(dt)))
	for i := int64(0); i < n; i++ {
		x := tt.At(i)
		switch dt {
		case "f2":
			a.Data = le.AppendUint16(a.Data, uint16(ir.FloatBits(ir.F16, x.F)))
		case "f4":
			a.Data = le.AppendUint32(a.Data, math.Float32bits(float32(x.F)))
		case "f8":
			a.Data = le.AppendUint64(a.Data, math.Float64bits(x.F))
		case "c8":
			a.Data = le.AppendUint32(a.Data, math.Float32bits(float32(x.F)))
			a.Data = le.AppendUint32(a.Data, math.Float32bits(float32(x.Im)))
		case "c16":
			a.Data = le.AppendUint64(a.Data, math.Float64bits(x.F))
			a.Data = le.AppendUint64(a.Data, math.Float64bits(x.Im))
		case "b1":
			a.Data = append(a.Data, byte(x.I&1))
		case "i1", "u1":
			a.Data = append(a.Data, byte(x.I))
		case "i2", "u2":
			a.Data = le.AppendUint16(a.Data, uint16(x.I))
		case "i4", "u4":
			a.Data = le.AppendUint32(a.Data, uint32(x.I))
		default:
			a.Data = le.AppendUint64(a.Data, uint64(x.I))
		}
	}
	return a, nil
}

// Elements returns the elements of a result as a row-major tensor (a
// scalar becomes a rank-0 tensor; a buffer is read through its view).
func Elements(v exec.Value, t ir.Type) (*exec.Tensor, error) {
	switch {
	case v.Tensor() != nil:
		return v.Tensor(), nil
	case v.Buffer() != nil:
		b := v.Buffer()
		if b.Mem.Freed != nil {
			return nil, fmt.Errorf("result buffer was deallocated (at %s)", locString(b.Mem.Freed))
		}
		if !b.InBounds() {
			return nil, fmt.Errorf("result buffer view leaves its allocation")
		}
		return b.ToTensor(), nil
	case v.Ref != nil:
		return nil, fmt.Errorf("cannot read a '%s' value as data", ir.TypeString(t))
	}
	tt := exec.NewTensor(exec.ElementType(t), nil)
	tt.Set(0, v)
	return tt, nil
}

func locString(op *ir.Operation) string {
	if f, ok := ir.FileLineCol(op.Loc()); ok {
		return fmt.Sprintf("%s:%d:%d", f.File, f.Line, f.Col)
	}
	return op.Name()
}

// Dims says the size of each dynamic dimension of argument arg.
type Dims func(arg, dim int) int64

// Random returns a seeded random value of type t: floats (and both parts
// of a complex number) uniform in [-1, 1), integers in [-8, 8], i1 0 or 1, index in [0, 8). A shaped
// value larger than the default memory budget (DefaultMemoryLimit) is an
// error; RandomWithin takes another bound.
func Random(rng *rand.Rand, t ir.Type, arg int, dims Dims) (exec.Value, error) {
	return RandomWithin(rng, t, arg, dims, DefaultMemoryLimit())
}

// RandomWithin is Random for a value of at most limit bytes (elements at
// their type's width, as the interpreter stores them): the sizes dims
// gives come from the command line, and are checked before anything is
// allocated.
func RandomWithin(rng *rand.Rand, t ir.Type, arg int, dims Dims, limit int64) (exec.Value, error) {
	if _, err := Dtype(t); err != nil {
		return exec.Value{}, err
	}
	e := exec.ElemOf(t)
	scalar := func() exec.Value {
		switch {
		case e.Float:
			return exec.Float(e.RoundTo(rng.Float64()*2 - 1))
		case e.Complex:
			re := e.RoundTo(rng.Float64()*2 - 1)
			return exec.Complex(complex(re, e.RoundTo(rng.Float64()*2-1)))
		case e.Width == 1:
			return exec.Bool(rng.Intn(2) == 1)
		case e.Index:
			return exec.Int(int64(rng.Intn(8)))
		}
		return exec.Int(exec.Wrap(int64(rng.Intn(17)-8), e.Width))
	}
	got, shaped, err := inputShape("random input", t, arg, dims, limit)
	if err != nil {
		return exec.Value{}, err
	}
	if !shaped {
		return scalar(), nil
	}
	tt := exec.NewTensor(exec.ElementType(t), got)
	for i := int64(0); i < tt.Len(); i++ {
		tt.Set(i, scalar())
	}
	return wrapShaped(tt, t)
}

// inputShape is the shape of a generated input (what, for the messages)
// of type t, argument arg (dims sizes its dynamic dimensions), checked
// against limit bytes before anything is allocated; shaped is false for
// a scalar.
func inputShape(what string, t ir.Type, arg int, dims Dims, limit int64) (shape []int64, shaped bool, err error) {
	static, shaped := shapeOfArg(t)
	if !shaped {
		if _, ok := exec.RuntimeType(t).(ir.ShapedType); ok {
			return nil, false, fmt.Errorf("type '%s' is not supported for inputs", ir.TypeString(t))
		}
		return nil, false, nil
	}
	shape = make([]int64, len(static))
	for i, d := range static {
		shape[i] = d
		if d == ir.ShapedDynamic {
			shape[i] = dims(arg, i)
		}
	}
	n, err := exec.CountElements(shape)
	if err != nil {
		return nil, false, fmt.Errorf("%s of type '%s': %v", what, ir.TypeString(t), err)
	}
	if bytes, ok := exec.MulBytes(n, exec.StorageOf(t).Size()); !ok || bytes > limit {
		return nil, false, fmt.Errorf("%s of type '%s' and shape %v has %d elements, more than the interpreter's memory budget of %d bytes holds", what, ir.TypeString(t), shape, n, limit)
	}
	return shape, true, nil
}

// ZerosWithin is an input of type t of zeros (for timings, whose results
// do not matter), checked as RandomWithin's: an array made zero, not
// written element by element.
func ZerosWithin(t ir.Type, arg int, dims Dims, limit int64) (*npy.Array, error) {
	dt, err := Dtype(t)
	if err != nil {
		return nil, err
	}
	shape, _, err := inputShape("zero input", t, arg, dims, limit)
	if err != nil {
		return nil, err
	}
	a := &npy.Array{Dtype: dt, Shape: []int{}}
	n := int64(1)
	for _, d := range shape {
		a.Shape = append(a.Shape, int(d))
		n *= d
	}
	a.Data = make([]byte, n*int64(npy.ElemSize(dt)))
	return a, nil
}

// FormatOptions say how Format prints.
type FormatOptions struct {
	// Exact prints floats with the shortest digits that read back to the
	// same value of their type; otherwise 6 significant digits, as the
	// runner utils' C++ streams do.
	Exact bool
}

// FormatFloat prints one float as the runner utils do (nan, inf, -0).
func FormatFloat(v float64, e exec.Elem, o FormatOptions) string {
	switch {
	case math.IsNaN(v):
		return "nan"
	case math.IsInf(v, 1):
		return "inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	if o.Exact {
		bits := 64
		if e.Kind == ir.F32 {
			bits = 32
		}
		return strconv.FormatFloat(v, 'g', -1, bits)
	}
	return strconv.FormatFloat(v, 'g', 6, 64)
}

func formatScalar(x exec.Value, e exec.Elem, o FormatOptions) string {
	if x.Poison != nil {
		return "poison"
	}
	if e.Float {
		return FormatFloat(x.F, e, o)
	}
	if e.Complex {
		return "(" + FormatFloat(x.F, e, o) + "," + FormatFloat(x.Im, e, o) + ")"
	}
	if e.Width == 1 {
		return strconv.FormatInt(x.I&1, 10)
	}
	return strconv.FormatInt(x.I, 10)
}

// Format prints a result as mlir's runner utils print memrefs (without
// the base address, which would make output differ from run to run):
//
//	Memref rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
//	[[1,   2],
//	 [3,   4]]
//
// Scalars print as their value alone.
func Format(v exec.Value, t ir.Type, o FormatOptions) (string, error) {
	e := exec.ElemOf(t)
	if _, shaped := shapeOfArg(t); !shaped {
		if v.Ref != nil {
			return "", fmt.Errorf("cannot print a '%s' value", ir.TypeString(t))
		}
		return formatScalar(v, e, o) + "\n", nil
	}
	tt, err := Elements(v, t)
	if err != nil {
		return "", err
	}
	offset, strides := int64(0), exec.Strides(tt.Shape)
	if b := v.Buffer(); b != nil {
		offset, strides = b.Offset, b.Strides
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "Memref rank = %d offset = %d sizes = %s strides = %s data = \n", len(tt.Shape), offset, ints(tt.Shape), ints(strides))
	elems := make([]string, tt.Len())
	width := 0
	for i := range elems {
		elems[i] = formatScalar(tt.At(int64(i)), e, o)
		width = max(width, len(elems[i]))
	}
	var rec func(d int, start int64, indent int)
	inner := exec.Strides(tt.Shape)
	rec = func(d int, start int64, indent int) {
		if d == len(tt.Shape) {
			sb.WriteString(elems[start])
			return
		}
		sb.WriteByte('[')
		for i := int64(0); i < tt.Shape[d]; i++ {
			if i > 0 {
				sb.WriteByte(',')
				if d == len(tt.Shape)-1 {
					s := elems[start+i*inner[d]]
					sb.WriteString(strings.Repeat(" ", 1+width-len(s)))
				} else {
					sb.WriteString(strings.Repeat("\n", len(tt.Shape)-1-d))
					sb.WriteString(strings.Repeat(" ", indent+1))
				}
			} else if d == len(tt.Shape)-1 && tt.Shape[d] > 0 {
				s := elems[start]
				sb.WriteString(strings.Repeat(" ", width-len(s)))
			}
			rec(d+1, start+i*inner[d], indent+1)
		}
		sb.WriteByte(']')
	}
	if len(tt.Shape) == 0 {
		sb.WriteString("[" + elems[0] + "]")
	} else {
		rec(0, 0, 0)
	}
	sb.WriteByte('\n')
	return sb.String(), nil
}

func ints(xs []int64) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.FormatInt(x, 10)
	}
	return "[" + strings.Join(s, ", ") + "]"
}
