// Package exec is the small leaf that interpreter semantics are written
// against: runtime values (scalars, tensors, buffers), the context an op's
// semantics receives, and the tables that map op names to semantics.
//
// It imports only ir, so that each dialect can declare the meaning of its
// ops next to its definition (dialects/<name>/<name>exec) and package
// interp can gather those tables in one explicit list.
package exec

import (
	"fmt"
	"math"

	"github.com/strata-compiler/strata/internal/fma"
	"github.com/strata-compiler/strata/ir"
)

// Value is one runtime value. Which fields matter is decided by the IR type
// of the SSA value it is bound to:
//   - integers, index and i1: I, sign-extended from the type's width
//     (i1 true is -1, i8 255 is -1);
//   - floats: F, always exactly representable in the type (an f32 value is
//     a float32 widened, an f16 value is rounded to half precision);
//   - complex numbers: F the real part, Im the imaginary part, each
//     exactly representable in the part type;
//   - tensors: Ref is a *Tensor (never mutated once produced);
//   - memrefs: Ref is a *Buffer (a view of shared, mutable Memory);
//   - function references: Ref is a *FuncRef.
//
// Poison, when set, is the op that produced the poison value; poison flows
// through pure arithmetic and is reported where it would matter (a
// branch, a store, a tensor element, an index, a result).
type Value struct {
	I      int64
	F      float64
	Im     float64
	Ref    any
	Poison *ir.Operation
}

// Int returns an integer scalar.
func Int(v int64) Value { return Value{I: v} }

// Float returns a float scalar.
func Float(v float64) Value { return Value{F: v} }

// Complex returns a complex scalar.
func Complex(v complex128) Value { return Value{F: real(v), Im: imag(v)} }

// C returns a complex value's number (F and Im).
func (v Value) C() complex128 { return complex(v.F, v.Im) }

// Bool returns an i1 scalar (true is -1, the sign-extended 1).
func Bool(b bool) Value {
	if b {
		return Value{I: -1}
	}
	return Value{}
}

// PoisonOf returns a poison value produced by op.
func PoisonOf(op *ir.Operation) Value { return Value{Poison: op} }

// Tensor returns the value's tensor (nil if it holds none).
func (v Value) Tensor() *Tensor { t, _ := v.Ref.(*Tensor); return t }

// Buffer returns the value's buffer (nil if it holds none).
func (v Value) Buffer() *Buffer { b, _ := v.Ref.(*Buffer); return b }

// Bool reports whether an i1 value is true.
func (v Value) Bool() bool { return v.I != 0 }

// FuncRef is the value of func.constant: a reference to a function.
type FuncRef struct{ Name string }

// ---- element types ----

// Elem describes a scalar type: an integer of Width bits (index is 64), a
// float of kind Kind, or a complex number (Complex; Float is false) of two
// parts of kind Kind (Width is both parts' bits).
type Elem struct {
	Float   bool
	Complex bool
	Kind    ir.FloatKind
	Width   int
	Index   bool
}

// RuntimeEquivalent is implemented by a dialect type whose values the
// interpreter holds as those of a builtin type: torch's
// !torch.vtensor<[2,?],f32> is a tensor<2x?xf32> at run time and !torch.int
// an i64. BuiltinEquivalent returns nil when there is none (a tensor of
// unknown dtype). Dialects implement it without importing exec.
type RuntimeEquivalent interface {
	BuiltinEquivalent() ir.Type
}

// RuntimeType returns the builtin type whose runtime values represent
// values of t: t's builtin equivalent, or t itself.
func RuntimeType(t ir.Type) ir.Type {
	if r, ok := t.(RuntimeEquivalent); ok {
		if b := r.BuiltinEquivalent(); b != nil {
			return b
		}
	}
	return t
}

// ElemOf returns the description of a scalar type, or of the element
// type of a shaped type.
func ElemOf(t ir.Type) Elem {
	t = RuntimeType(t)
	if s, ok := t.(ir.ShapedType); ok {
		t = s.ElementType()
	}
	switch t := t.(type) {
	case *ir.IntegerType:
		return Elem{Width: t.Width}
	case *ir.IndexType:
		return Elem{Width: 64, Index: true}
	case *ir.FloatType:
		return Elem{Float: true, Kind: t.Kind, Width: t.Width()}
	case *ir.ComplexType:
		if f, ok := t.Elem.(*ir.FloatType); ok {
			return Elem{Complex: true, Kind: f.Kind, Width: 2 * f.Width()}
		}
	}
	return Elem{Width: 64}
}

// ElementType returns the element type of a shaped type, or t itself.
func ElementType(t ir.Type) ir.Type {
	t = RuntimeType(t)
	if s, ok := t.(ir.ShapedType); ok {
		return s.ElementType()
	}
	return t
}

// Supported reports whether the interpreter can hold values of scalar
// type t (integers up to 64 bits, index, f16, bf16, f32, f64, complex<f32>
// and complex<f64>).
func Supported(t ir.Type) bool {
	switch t := ElementType(t).(type) {
	case *ir.IntegerType:
		return t.Width >= 1 && t.Width <= 64
	case *ir.IndexType:
		return true
	case *ir.FloatType:
		switch t.Kind {
		case ir.F16, ir.BF16, ir.F32, ir.F64:
			return true
		}
	case *ir.ComplexType:
		if f, ok := t.Elem.(*ir.FloatType); ok {
			return f.Kind == ir.F32 || f.Kind == ir.F64
		}
	}
	return false
}

// Wrap sign-extends the low w bits of v, as a w-bit register holds it.
func Wrap(v int64, w int) int64 {
	if w >= 64 {
		return v
	}
	s := uint(64 - w)
	return v << s >> s
}

// Unsigned returns the low w bits of v as an unsigned number.
func Unsigned(v int64, w int) uint64 {
	if w >= 64 {
		return uint64(v)
	}
	return uint64(v) & (1<<uint(w) - 1)
}

// Round rounds v to the precision of float kind k (round to nearest even).
func Round(k ir.FloatKind, v float64) float64 {
	switch k {
	case ir.F64:
		return v
	case ir.F32:
		return float64(float32(v))
	}
	if math.IsNaN(v) {
		return v
	}
	return ir.FloatFromBits(k, ir.FloatBits(k, v))
}

// RoundTo rounds v to element type e (floats only).
func (e Elem) RoundTo(v float64) float64 { return Round(e.Kind, v) }

// FMA is a*b+c rounded once to element type e (floats only), as the
// hardware's fused instruction computes it: math.FMA for f64 (and the
// wider kinds, held as float64), fma.Narrow for the narrower ones, where
// rounding math.FMA's float64 result again would round twice.
func (e Elem) FMA(a, b, c float64) float64 {
	if e.Kind == ir.F64 || e.Kind == ir.F80 || e.Kind == ir.F128 {
		return math.FMA(a, b, c)
	}
	return Round(e.Kind, fma.Narrow(a, b, c))
}

// RoundComplex rounds both parts of v to the precision of part kind k.
func RoundComplex(k ir.FloatKind, v complex128) complex128 {
	return complex(Round(k, real(v)), Round(k, imag(v)))
}

// RoundValue rounds a scalar to element type e: a float's F, a complex
// number's F and Im (integers are returned as they are).
func (e Elem) RoundValue(v Value) Value {
	switch {
	case e.Complex:
		v.F, v.Im = Round(e.Kind, v.F), Round(e.Kind, v.Im)
	case e.Float:
		v.F = Round(e.Kind, v.F)
	}
	return v
}

// Zero is the zero value of a scalar type.
func Zero() Value { return Value{} }

// FromAttr converts a scalar constant attribute to a value.
func FromAttr(a ir.Attribute) (Value, bool) {
	switch a := a.(type) {
	case *ir.IntegerAttr:
		w := ElemOf(a.Type).Width
		if a.IsBool() {
			w = 1
		}
		// Int64, not BigInt: the same bits without a big.Int per evaluation
		// (an arith.constant in a loop body evaluates this every iteration).
		return Int(Wrap(a.Int64(), w)), true
	case *ir.FloatAttr:
		return Float(a.Value()), true
	}
	return Value{}, false
}

// Describe renders a scalar of type t for messages.
func Describe(v Value, t ir.Type) string {
	if v.Poison != nil {
		return "poison"
	}
	e := ElemOf(t)
	if e.Float {
		return fmt.Sprint(v.F)
	}
	if e.Complex {
		return fmt.Sprint(v.C())
	}
	if e.Width == 1 {
		return fmt.Sprint(v.I & 1)
	}
	return fmt.Sprint(v.I)
}
