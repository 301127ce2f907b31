package torchexec

import (
	"math"

	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// This file is the small tensor library the semantics are written with:
// reading and writing elements as float64 or int64 whatever the element
// type, conversion between element types with PyTorch's rules, and
// broadcasting.

// elemOf describes t's element type.
func elemOf(t *exec.Tensor) exec.Elem { return exec.ElemOf(t.Elem) }

// getF returns element i as a float (a complex number's real part, as
// PyTorch's cast to a real dtype takes it).
func getF(t *exec.Tensor, i int64) float64 {
	if t.IsFloat() {
		return t.Float(i)
	}
	if t.IsComplex() {
		return real(t.Complex(i))
	}
	if elemOf(t).Width == 1 {
		return float64(t.Int(i) & 1)
	}
	return float64(t.Int(i))
}

// getI returns element i as an integer (floats truncate toward zero, a
// bool is 0 or 1).
func getI(t *exec.Tensor, i int64) int64 {
	if t.IsFloat() {
		return floatToInt(t.Float(i))
	}
	if t.IsComplex() {
		return floatToInt(real(t.Complex(i)))
	}
	if elemOf(t).Width == 1 {
		return t.Int(i) & 1
	}
	return t.Int(i)
}

// getB returns element i as a bool (non-zero).
func getB(t *exec.Tensor, i int64) bool {
	if t.IsFloat() {
		return t.Float(i) != 0
	}
	if t.IsComplex() {
		return t.Complex(i) != 0
	}
	return t.Int(i) != 0
}

// floatToInt truncates toward zero; NaN and out-of-range values give the
// minimum int64 (what x86's cvttsd2si gives, and so PyTorch on CPU).
func floatToInt(f float64) int64 {
	if math.IsNaN(f) || f >= 9.223372036854775807e18 || f < -9.223372036854775808e18 {
		return math.MinInt64
	}
	return int64(f)
}

// setF stores float v into element i, converted to t's element type.
func setF(t *exec.Tensor, i int64, v float64) {
	if t.IsFloat() {
		t.SetFloat(i, exec.Round(elemOf(t).Kind, v))
		return
	}
	if t.IsComplex() {
		t.SetComplex(i, complex(exec.Round(elemOf(t).Kind, v), 0))
		return
	}
	e := elemOf(t)
	if e.Width == 1 {
		t.SetInt(i, boolI(v != 0))
		return
	}
	t.SetInt(i, exec.Wrap(floatToIntN(v, e.Width), e.Width))
}

// setI stores integer v into element i, converted to t's element type.
func setI(t *exec.Tensor, i int64, v int64) {
	if t.IsFloat() || t.IsComplex() {
		setF(t, i, float64(v))
		return
	}
	e := elemOf(t)
	if e.Width == 1 {
		t.SetInt(i, boolI(v != 0))
		return
	}
	t.SetInt(i, exec.Wrap(v, e.Width))
}

// setB stores a bool into element i.
func setB(t *exec.Tensor, i int64, b bool) {
	if t.IsFloat() || t.IsComplex() {
		if b {
			t.SetFloat(i, 1)
		} else {
			t.SetFloat(i, 0)
		}
		return
	}
	if elemOf(t).Width == 1 {
		t.SetInt(i, boolI(b))
	} else if b {
		t.SetInt(i, 1)
	} else {
		t.SetInt(i, 0)
	}
}

// boolI is an i1 element: -1 (all bits set, sign-extended) or 0.
func boolI(b bool) int64 {
	if b {
		return -1
	}
	return 0
}

// getC returns element i as a complex number (a real element with
// imaginary part 0).
func getC(t *exec.Tensor, i int64) complex128 {
	if t.IsComplex() {
		return t.Complex(i)
	}
	return complex(getF(t, i), 0)
}

// setC stores complex v into element i: both parts rounded into a complex
// element type, the real part converted into a real one.
func setC(t *exec.Tensor, i int64, v complex128) {
	if t.IsComplex() {
		t.SetComplex(i, exec.RoundComplex(elemOf(t).Kind, v))
		return
	}
	if elemOf(t).Width == 1 && !t.IsFloat() {
		t.SetInt(i, boolI(v != 0))
		return
	}
	setF(t, i, real(v))
}

// copyElem copies element si of src into element di of dst, converting.
func copyElem(dst *exec.Tensor, di int64, src *exec.Tensor, si int64) {
	switch {
	case dst.IsComplex() || src.IsComplex():
		setC(dst, di, getC(src, si))
	case dst.IsFloat():
		dst.SetFloat(di, exec.Round(elemOf(dst).Kind, getF(src, si)))
	case elemOf(dst).Width == 1:
		dst.SetInt(di, boolI(getB(src, si)))
	case src.IsFloat():
		setF(dst, di, src.Float(si))
	default:
		setI(dst, di, getI(src, si))
	}
}

// convert returns t's elements as elem (PyTorch's .to(dtype)).
func convert(t *exec.Tensor, elem ir.Type) *exec.Tensor {
	out := exec.NewTensor(elem, t.Shape)
	for i := int64(0); i < t.Len(); i++ {
		copyElem(out, i, t, i)
	}
	return out
}

// isFloatType reports whether a builtin element type is a float.
func isFloatType(t ir.Type) bool { return exec.ElemOf(t).Float }

// broadcastShapes is PyTorch's broadcasting of shapes (aligned at the
// right; a size 1 stretches); ok is false when two sizes disagree.
func broadcastShapes(shapes ...[]int64) ([]int64, bool) {
	rank := 0
	for _, s := range shapes {
		rank = max(rank, len(s))
	}
	out := make([]int64, rank)
	for i := range out {
		out[i] = 1
	}
	for _, s := range shapes {
		off := rank - len(s)
		for i, d := range s {
			switch {
			case out[off+i] == 1:
				out[off+i] = d
			case d != 1 && d != out[off+i]:
				return nil, false
			}
		}
	}
	return out, true
}

// broadcastStrides returns the strides with which an operand of shape
// `in` is read when broadcast to `out`: zero along stretched and missing
// dims.
func broadcastStrides(in, out []int64) []int64 {
	st := make([]int64, len(out))
	inStrides := exec.Strides(in)
	off := len(out) - len(in)
	for i := range in {
		if in[i] != 1 || out[off+i] == 1 {
			st[off+i] = inStrides[i]
		}
	}
	return st
}

// forEach calls f for every index of shape, in row-major order, with the
// linear output index and the linear positions of each operand read
// through its strides.
func forEach(shape []int64, strides [][]int64, f func(out int64, pos []int64)) {
	n := exec.NumElements(shape)
	if n == 0 {
		return
	}
	idx := make([]int64, len(shape))
	pos := make([]int64, len(strides))
	for o := int64(0); o < n; o++ {
		f(o, pos)
		// Advance the odometer and the operands' positions with it.
		for d := len(shape) - 1; d >= 0; d-- {
			idx[d]++
			for k, st := range strides {
				pos[k] += st[d]
			}
			if idx[d] < shape[d] {
				break
			}
			for k, st := range strides {
				pos[k] -= st[d] * shape[d]
			}
			idx[d] = 0
		}
	}
}

// permuted returns t with its dims reordered: result dim i is t's dim
// perm[i].
func permuted(t *exec.Tensor, perm []int) *exec.Tensor {
	shape := make([]int64, len(perm))
	st := exec.Strides(t.Shape)
	strides := make([]int64, len(perm))
	for i, p := range perm {
		shape[i] = t.Shape[p]
		strides[i] = st[p]
	}
	out := exec.NewTensor(t.Elem, shape)
	forEach(shape, [][]int64{strides}, func(o int64, pos []int64) { copyElem(out, o, t, pos[0]) })
	return out
}

// reshaped returns t's elements with a new shape of the same size.
func reshaped(t *exec.Tensor, shape []int64) *exec.Tensor {
	out := t.Clone()
	out.Shape = append([]int64(nil), shape...)
	return out
}
