package exec

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
)

// Storage says how the elements of a tensor or an allocation are stored:
// each at the width of its type, so that a tensor<1000000xi8> takes a
// megabyte, not eight.
type Storage uint8

const (
	// NoStorage holds no elements (the zero Data; External memory).
	NoStorage Storage = iota
	// StoreI8 holds i1 to i8 in int8, sign-extended (i1 true is -1).
	StoreI8
	// StoreI16 holds i9 to i16 in int16.
	StoreI16
	// StoreI32 holds i17 to i32 in int32.
	StoreI32
	// StoreI64 holds i33 to i64 and index in int64 (and the element
	// types the interpreter does not know, as before).
	StoreI64
	// StoreF32 holds f32, f16 and bf16 in float32, which holds every
	// value of the three exactly.
	StoreF32
	// StoreF64 holds f64 in float64.
	StoreF64
	// StoreC64 holds complex<f32> in complex64 (two float32 parts).
	StoreC64
	// StoreC128 holds complex<f64> in complex128 (two float64 parts).
	StoreC128
)

// StorageOf returns the storage of the elements of t (a scalar type, or
// a shaped type's element type).
func StorageOf(t ir.Type) Storage {
	e := ElemOf(t)
	switch {
	case e.Complex && e.Kind == ir.F64:
		return StoreC128
	case e.Complex:
		return StoreC64
	case e.Float && e.Kind == ir.F64:
		return StoreF64
	case e.Float:
		return StoreF32
	case e.Width <= 8:
		return StoreI8
	case e.Width <= 16:
		return StoreI16
	case e.Width <= 32:
		return StoreI32
	}
	return StoreI64
}

// Size is the bytes of one stored element.
func (s Storage) Size() int64 {
	switch s {
	case StoreI8:
		return 1
	case StoreI16:
		return 2
	case StoreI32, StoreF32:
		return 4
	case StoreI64, StoreF64, StoreC64:
		return 8
	case StoreC128:
		return 16
	}
	return 0
}

// Float reports whether s holds floats.
func (s Storage) Float() bool { return s == StoreF32 || s == StoreF64 }

// Complex reports whether s holds complex numbers.
func (s Storage) Complex() bool { return s == StoreC64 || s == StoreC128 }

// Data is the elements of a tensor or an allocation, stored at their
// type's width (one of the slices is used, as Storage says). Integers are
// held sign-extended from their type's width and read back as int64,
// floats are exactly representable in their type and read back as
// float64 (see Value), complex numbers as their two parts (Value's F and
// Im); storing a value narrows it to the storage, which is exact for
// every such value.
type Data struct {
	kind Storage
	// charged is set once a Budget counts the storage.
	charged bool
	i8      []int8
	i16     []int16
	i32     []int32
	i64     []int64
	f32     []float32
	f64     []float64
	c64     []complex64
	c128    []complex128
}

// MakeData returns n zero elements of storage s. n must be a valid count
// (callers check sizes from input first: CountElements, Budget).
func MakeData(s Storage, n int64) Data {
	if n < 0 {
		panic(fmt.Sprintf("exec: %d elements", n))
	}
	d := Data{kind: s}
	switch s {
	case StoreI8:
		d.i8 = make([]int8, n)
	case StoreI16:
		d.i16 = make([]int16, n)
	case StoreI32:
		d.i32 = make([]int32, n)
	case StoreI64:
		d.i64 = make([]int64, n)
	case StoreF32:
		d.f32 = make([]float32, n)
	case StoreF64:
		d.f64 = make([]float64, n)
	case StoreC64:
		d.c64 = make([]complex64, n)
	case StoreC128:
		d.c128 = make([]complex128, n)
	}
	return d
}

// Storage returns how d stores its elements.
func (d *Data) Storage() Storage { return d.kind }

// IsFloat reports whether the elements are floats.
func (d *Data) IsFloat() bool { return d.kind.Float() }

// IsComplex reports whether the elements are complex numbers.
func (d *Data) IsComplex() bool { return d.kind.Complex() }

// Count is the number of elements stored.
func (d *Data) Count() int64 {
	switch d.kind {
	case StoreI8:
		return int64(len(d.i8))
	case StoreI16:
		return int64(len(d.i16))
	case StoreI32:
		return int64(len(d.i32))
	case StoreI64:
		return int64(len(d.i64))
	case StoreF32:
		return int64(len(d.f32))
	case StoreF64:
		return int64(len(d.f64))
	case StoreC64:
		return int64(len(d.c64))
	case StoreC128:
		return int64(len(d.c128))
	}
	return 0
}

// Bytes is the memory the elements take.
func (d *Data) Bytes() int64 { return d.Count() * d.kind.Size() }

// The accessors test the storages in the order they are most common in:
// f32 (and f16, bf16), then i64 and index, so that the first test, which
// inlines, usually decides.

// At returns element i as a value (I for integers, F for floats, F and
// Im for complex numbers).
func (d *Data) At(i int64) Value {
	if d.kind == StoreF32 {
		return Value{F: float64(d.f32[i])}
	}
	if d.kind == StoreI64 {
		return Value{I: d.i64[i]}
	}
	return d.atOther(i)
}

func (d *Data) atOther(i int64) Value {
	switch d.kind {
	case StoreF64:
		return Value{F: d.f64[i]}
	case StoreI32:
		return Value{I: int64(d.i32[i])}
	case StoreI8:
		return Value{I: int64(d.i8[i])}
	case StoreI16:
		return Value{I: int64(d.i16[i])}
	case StoreC64:
		c := d.c64[i]
		return Value{F: float64(real(c)), Im: float64(imag(c))}
	case StoreC128:
		c := d.c128[i]
		return Value{F: real(c), Im: imag(c)}
	}
	panic("exec: element of data without storage")
}

// Set stores v's I, F, or F and Im into element i.
func (d *Data) Set(i int64, v Value) {
	if d.kind == StoreF32 {
		d.f32[i] = float32(v.F)
		return
	}
	if d.kind == StoreI64 {
		d.i64[i] = v.I
		return
	}
	d.setOther(i, v)
}

func (d *Data) setOther(i int64, v Value) {
	switch d.kind {
	case StoreF64:
		d.f64[i] = v.F
	case StoreI32:
		d.i32[i] = int32(v.I)
	case StoreI8:
		d.i8[i] = int8(v.I)
	case StoreI16:
		d.i16[i] = int16(v.I)
	case StoreC64:
		d.c64[i] = complex(float32(v.F), float32(v.Im))
	case StoreC128:
		d.c128[i] = complex(v.F, v.Im)
	default:
		panic("exec: element of data without storage")
	}
}

// Int returns integer element i, sign-extended (d holds integers).
func (d *Data) Int(i int64) int64 {
	if d.kind == StoreI64 {
		return d.i64[i]
	}
	return d.intOther(i)
}

func (d *Data) intOther(i int64) int64 {
	switch d.kind {
	case StoreI32:
		return int64(d.i32[i])
	case StoreI8:
		return int64(d.i8[i])
	case StoreI16:
		return int64(d.i16[i])
	}
	panic(wrongStorage{"integer", d.kind})
}

// Float returns float element i (d holds floats).
func (d *Data) Float(i int64) float64 {
	if d.kind == StoreF32 {
		return float64(d.f32[i])
	}
	if d.kind == StoreF64 {
		return d.f64[i]
	}
	panic(wrongStorage{"float", d.kind})
}

// SetInt stores integer element i (d holds integers; v is narrowed to
// the storage).
func (d *Data) SetInt(i int64, v int64) {
	if d.kind == StoreI64 {
		d.i64[i] = v
		return
	}
	d.setIntOther(i, v)
}

func (d *Data) setIntOther(i int64, v int64) {
	switch d.kind {
	case StoreI32:
		d.i32[i] = int32(v)
	case StoreI8:
		d.i8[i] = int8(v)
	case StoreI16:
		d.i16[i] = int16(v)
	default:
		panic(wrongStorage{"integer", d.kind})
	}
}

// SetFloat stores float element i (d holds floats; v must be exactly
// representable in the element type, as Round makes it).
func (d *Data) SetFloat(i int64, v float64) {
	if d.kind == StoreF32 {
		d.f32[i] = float32(v)
		return
	}
	if d.kind == StoreF64 {
		d.f64[i] = v
		return
	}
	panic(wrongStorage{"float", d.kind})
}

// Complex returns complex element i (d holds complex numbers).
func (d *Data) Complex(i int64) complex128 {
	switch d.kind {
	case StoreC64:
		return complex128(d.c64[i])
	case StoreC128:
		return d.c128[i]
	}
	panic(wrongStorage{"complex", d.kind})
}

// SetComplex stores complex element i (d holds complex numbers; v must be
// exactly representable in the element type, as RoundComplex makes it).
func (d *Data) SetComplex(i int64, v complex128) {
	switch d.kind {
	case StoreC64:
		d.c64[i] = complex64(v)
	case StoreC128:
		d.c128[i] = v
	default:
		panic(wrongStorage{"complex", d.kind})
	}
}

// Float32s, Float64s and Int64s return the elements when d stores them
// so (nil otherwise): for loops that read and write one storage directly.
func (d *Data) Float32s() []float32 { return d.f32 }
func (d *Data) Float64s() []float64 { return d.f64 }
func (d *Data) Int64s() []int64     { return d.i64 }

// Clone returns a copy of the elements.
func (d *Data) Clone() Data {
	c := Data{kind: d.kind}
	switch d.kind {
	case StoreI8:
		c.i8 = append(make([]int8, 0, len(d.i8)), d.i8...)
	case StoreI16:
		c.i16 = append(make([]int16, 0, len(d.i16)), d.i16...)
	case StoreI32:
		c.i32 = append(make([]int32, 0, len(d.i32)), d.i32...)
	case StoreI64:
		c.i64 = append(make([]int64, 0, len(d.i64)), d.i64...)
	case StoreF32:
		c.f32 = append(make([]float32, 0, len(d.f32)), d.f32...)
	case StoreF64:
		c.f64 = append(make([]float64, 0, len(d.f64)), d.f64...)
	case StoreC64:
		c.c64 = append(make([]complex64, 0, len(d.c64)), d.c64...)
	case StoreC128:
		c.c128 = append(make([]complex128, 0, len(d.c128)), d.c128...)
	}
	return c
}

// CopyElems copies n elements of src from position s to position at of
// d; both must have the same storage.
func (d *Data) CopyElems(at int64, src *Data, s, n int64) {
	if d.kind != src.kind {
		panic("exec: copy between " + src.kind.String() + " and " + d.kind.String() + " data")
	}
	switch d.kind {
	case StoreI8:
		copy(d.i8[at:at+n], src.i8[s:s+n])
	case StoreI16:
		copy(d.i16[at:at+n], src.i16[s:s+n])
	case StoreI32:
		copy(d.i32[at:at+n], src.i32[s:s+n])
	case StoreI64:
		copy(d.i64[at:at+n], src.i64[s:s+n])
	case StoreF32:
		copy(d.f32[at:at+n], src.f32[s:s+n])
	case StoreF64:
		copy(d.f64[at:at+n], src.f64[s:s+n])
	case StoreC64:
		copy(d.c64[at:at+n], src.c64[s:s+n])
	case StoreC128:
		copy(d.c128[at:at+n], src.c128[s:s+n])
	}
}

// wrongStorage is the panic of an accessor used on the wrong storage (a
// bug in a semantics; the interpreter reports it at the op).
type wrongStorage struct {
	want string
	kind Storage
}

func (w wrongStorage) Error() string {
	return "exec: " + w.want + " element of " + w.kind.String() + " data"
}

// release drops the elements (a freed allocation).
func (d *Data) release() { *d = Data{kind: d.kind} }

func (s Storage) String() string {
	switch s {
	case StoreI8:
		return "i8"
	case StoreI16:
		return "i16"
	case StoreI32:
		return "i32"
	case StoreI64:
		return "i64"
	case StoreF32:
		return "f32"
	case StoreF64:
		return "f64"
	case StoreC64:
		return "c64"
	case StoreC128:
		return "c128"
	}
	return "no"
}
