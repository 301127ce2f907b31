package npy

import (
	"encoding/binary"
	"fmt"
	"math"
)

// This file reads and writes the elements of an array by value: Float64s
// for comparisons, Complex128s and Int64s where float64 would lose what
// the array holds, and SetFloat64 and SetComplex128 that convert as torch
// does.

// New returns an array of dtype and shape with every element zero (an
// error for an unknown dtype, a negative size or more than MaxBytes).
func New(dtype string, shape []int) (*Array, error) {
	size, ok := dtypeSizes[dtype]
	if !ok {
		return nil, fmt.Errorf("npy: unsupported dtype %q", dtype)
	}
	n, err := Elements(shape)
	if err != nil {
		return nil, err
	}
	if n > MaxBytes/size {
		return nil, fmt.Errorf("npy: array of %d elements of %s is too large", n, dtype)
	}
	return &Array{Dtype: dtype, Shape: append([]int(nil), shape...), Data: make([]byte, n*size)}, nil
}

// IsComplex reports whether a's elements are complex ("c8" or "c16").
func (a *Array) IsComplex() bool { return a.Dtype == "c8" || a.Dtype == "c16" }

// IsFloat reports whether a's elements are real floats ("f2", "f4", "f8").
func (a *Array) IsFloat() bool { return len(a.Dtype) == 2 && a.Dtype[0] == 'f' }

// count is the elements Data holds: Len, or fewer when Data is shorter
// than the shape says (an array Validate rejects).
func (a *Array) count() int {
	n := a.Len()
	if size := dtypeSizes[a.Dtype]; size == 0 || n < 0 || n > len(a.Data)/size {
		n = 0
		if size > 0 {
			n = len(a.Data) / size
		}
	}
	return n
}

// Float64s returns the elements converted to float64 (f2 is IEEE half). A
// complex array gives two values per element, its real then its imaginary
// part (the array as NumPy's a.view(float) sees it), so that comparing
// two complex arrays compares both parts. An array whose Data is shorter
// than its shape says (one Validate rejects) gives the elements Data
// holds.
func (a *Array) Float64s() []float64 {
	n := a.count()
	if a.IsComplex() {
		n *= 2
	}
	out := make([]float64, n)
	for i := range out {
		out[i] = a.Float64(i)
	}
	return out
}

// Float64 returns value i of Float64s: element i converted to float64, or
// for a complex array part i%2 of element i/2.
func (a *Array) Float64(i int) float64 {
	le := binary.LittleEndian
	switch a.Dtype {
	case "f2":
		return Float16FromBits(le.Uint16(a.Data[2*i:]))
	case "f4", "c8":
		return float64(math.Float32frombits(le.Uint32(a.Data[4*i:])))
	case "f8", "c16":
		return math.Float64frombits(le.Uint64(a.Data[8*i:]))
	}
	return float64(a.Int64(i))
}

// Complex128s returns the elements as complex numbers (a real element has
// imaginary part 0).
func (a *Array) Complex128s() []complex128 {
	out := make([]complex128, a.count())
	for i := range out {
		out[i] = a.Complex128(i)
	}
	return out
}

// Complex128 returns element i as a complex number.
func (a *Array) Complex128(i int) complex128 {
	if a.IsComplex() {
		return complex(a.Float64(2*i), a.Float64(2*i+1))
	}
	return complex(a.Float64(i), 0)
}

// Int64s returns the elements as int64: integers and bools exactly (u8
// above 2^63 wraps), floats truncated toward zero, complex numbers their
// real part truncated.
func (a *Array) Int64s() []int64 {
	out := make([]int64, a.count())
	for i := range out {
		out[i] = a.Int64(i)
	}
	return out
}

// Int64 returns element i as Int64s does.
func (a *Array) Int64(i int) int64 {
	le := binary.LittleEndian
	switch a.Dtype {
	case "i1":
		return int64(int8(a.Data[i]))
	case "i2":
		return int64(int16(le.Uint16(a.Data[2*i:])))
	case "i4":
		return int64(int32(le.Uint32(a.Data[4*i:])))
	case "i8":
		return int64(le.Uint64(a.Data[8*i:]))
	case "u1", "b1":
		return int64(a.Data[i])
	case "u2":
		return int64(le.Uint16(a.Data[2*i:]))
	case "u4":
		return int64(le.Uint32(a.Data[4*i:]))
	case "u8":
		return int64(le.Uint64(a.Data[8*i:]))
	case "c8", "c16":
		return int64(a.Float64(2 * i))
	case "f2", "f4", "f8":
		return int64(a.Float64(i))
	}
	return 0
}

// SetFloat64 stores v as element i, converted as torch's Tensor.to(dtype)
// converts a float64 tensor: floats round to nearest even (f2 directly
// from float64), integers truncate toward zero and wrap to their width
// (through int64, as torch converts to uint8), b1 is v != 0 (NaN is
// true), and a complex element gets real part v, imaginary part 0.
func (a *Array) SetFloat64(i int, v float64) {
	if a.IsComplex() {
		a.SetComplex128(i, complex(v, 0))
		return
	}
	le := binary.LittleEndian
	switch a.Dtype {
	case "f2":
		le.PutUint16(a.Data[2*i:], Float16Bits(v))
	case "f4":
		le.PutUint32(a.Data[4*i:], math.Float32bits(float32(v)))
	case "f8":
		le.PutUint64(a.Data[8*i:], math.Float64bits(v))
	case "b1":
		a.Data[i] = 0
		if v != 0 {
			a.Data[i] = 1
		}
	case "i1", "i2", "i4", "i8", "u1", "u2", "u4", "u8":
		a.SetInt64(i, int64(v))
	default:
		panic(fmt.Sprintf("npy: SetFloat64 on an array of unsupported dtype %q", a.Dtype))
	}
}

// SetInt64 stores v as element i: wrapped to an integer's width, rounded
// to a float's precision, b1 is v != 0, complex is (v, 0).
func (a *Array) SetInt64(i int, v int64) {
	le := binary.LittleEndian
	switch a.Dtype {
	case "i1", "u1":
		a.Data[i] = byte(v)
	case "i2", "u2":
		le.PutUint16(a.Data[2*i:], uint16(v))
	case "i4", "u4":
		le.PutUint32(a.Data[4*i:], uint32(v))
	case "i8", "u8":
		le.PutUint64(a.Data[8*i:], uint64(v))
	default:
		a.SetFloat64(i, float64(v))
	}
}

// SetComplex128 stores c as element i: both parts for a complex dtype
// (each rounded to nearest even), the real part alone (SetFloat64) for a
// real one, as torch discards the imaginary part.
func (a *Array) SetComplex128(i int, c complex128) {
	le := binary.LittleEndian
	switch a.Dtype {
	case "c8":
		le.PutUint32(a.Data[8*i:], math.Float32bits(float32(real(c))))
		le.PutUint32(a.Data[8*i+4:], math.Float32bits(float32(imag(c))))
	case "c16":
		le.PutUint64(a.Data[16*i:], math.Float64bits(real(c)))
		le.PutUint64(a.Data[16*i+8:], math.Float64bits(imag(c)))
	default:
		a.SetFloat64(i, real(c))
	}
}
