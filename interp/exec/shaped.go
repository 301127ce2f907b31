package exec

import (
	"fmt"
	"math"

	"github.com/strata-compiler/strata/ir"
)

// Tensor is an immutable n-dimensional array in row-major order. Integer
// element types keep their elements in I (sign-extended), float types in
// F; the other slice is nil.
type Tensor struct {
	Elem  ir.Type
	Shape []int64
	I     []int64
	F     []float64
}

// NumElements is the product of shape, or -1 when a size is negative or
// the product overflows int64 (a shape no value can have: allocating
// functions report it, loops over -1 elements do nothing).
func NumElements(shape []int64) int64 {
	n, err := CountElements(shape)
	if err != nil {
		return -1
	}
	return n
}

// CountElements returns the product of shape, or an error when a size is
// negative or the product overflows int64. A zero size makes the product
// 0 whatever the other sizes are.
func CountElements(shape []int64) (int64, error) {
	n := int64(1)
	for _, d := range shape {
		if d < 0 {
			return 0, fmt.Errorf("negative size in shape %v", shape)
		}
		if d == 0 {
			n = 0
		}
	}
	if n == 0 {
		return 0, nil
	}
	for _, d := range shape {
		if n > math.MaxInt64/d {
			return 0, fmt.Errorf("the element count of shape %v overflows", shape)
		}
		n *= d
	}
	return n, nil
}

// MulBytes returns n * size, or false when it overflows int64 (or n is
// negative).
func MulBytes(n, size int64) (int64, bool) {
	if n < 0 || size < 0 || (size != 0 && n > math.MaxInt64/size) {
		return 0, false
	}
	return n * size, true
}

// NewTensor returns a zero-filled tensor.
func NewTensor(elem ir.Type, shape []int64) *Tensor {
	t := &Tensor{Elem: elem, Shape: append([]int64(nil), shape...)}
	n := NumElements(shape)
	if ElemOf(elem).Float {
		t.F = make([]float64, n)
	} else {
		t.I = make([]int64, n)
	}
	return t
}

// Len is the number of elements.
func (t *Tensor) Len() int64 { return NumElements(t.Shape) }

// IsFloat reports whether the elements are floats.
func (t *Tensor) IsFloat() bool { return t.F != nil || ElemOf(t.Elem).Float }

// At returns element i (row-major linear index).
func (t *Tensor) At(i int64) Value {
	if t.F != nil {
		return Value{F: t.F[i]}
	}
	return Value{I: t.I[i]}
}

// Set sets element i (only on a tensor not yet shared).
func (t *Tensor) Set(i int64, v Value) {
	if t.F != nil {
		t.F[i] = v.F
	} else {
		t.I[i] = v.I
	}
}

// Clone returns a copy.
func (t *Tensor) Clone() *Tensor {
	c := &Tensor{Elem: t.Elem, Shape: append([]int64(nil), t.Shape...)}
	if t.F != nil {
		c.F = append([]float64(nil), t.F...)
	}
	if t.I != nil {
		c.I = append([]int64(nil), t.I...)
	}
	if c.F == nil && c.I == nil {
		if ElemOf(t.Elem).Float {
			c.F = []float64{}
		} else {
			c.I = []int64{}
		}
	}
	return c
}

// Strides returns the row-major strides of shape.
func Strides(shape []int64) []int64 {
	s := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = acc
		acc *= shape[i]
	}
	return s
}

// Linear returns the row-major linear index of idx in shape.
func Linear(shape, idx []int64) int64 {
	l := int64(0)
	for i, x := range idx {
		l = l*shape[i] + x
	}
	return l
}

// Unlinear writes the multi-index of linear index l in shape into idx.
func Unlinear(shape []int64, l int64, idx []int64) {
	for i := len(shape) - 1; i >= 0; i-- {
		if shape[i] == 0 {
			idx[i] = 0
			continue
		}
		idx[i] = l % shape[i]
		l /= shape[i]
	}
}

// Next advances idx to the next multi-index in row-major order and
// reports whether there is one.
func Next(shape, idx []int64) bool {
	for i := len(shape) - 1; i >= 0; i-- {
		idx[i]++
		if idx[i] < shape[i] {
			return true
		}
		idx[i] = 0
	}
	return false
}

// Memory is one allocation that buffers view. It is mutable and shared by
// every view of it (aliasing).
type Memory struct {
	Elem ir.Type
	I    []int64
	F    []float64
	// Origin is the op that allocated it (nil for a function argument).
	Origin *ir.Operation
	// Freed is the op that freed it, nil while live.
	Freed *ir.Operation
	// Heap is set for memref.alloc (freeing a non-heap buffer is an error).
	Heap bool
	// External, when set, is memory a backend keeps elsewhere (a GPU's):
	// I and F are nil and the interpreter cannot read or write it; views
	// of it (subview, reshape) still work, and the backend's own
	// semantics use the handle.
	External any
	// ExternalLen is the element count of External memory.
	ExternalLen int64
}

// NewMemory returns a zero-filled allocation of n elements.
func NewMemory(elem ir.Type, n int64, origin *ir.Operation) *Memory {
	m := &Memory{Elem: elem, Origin: origin}
	if ElemOf(elem).Float {
		m.F = make([]float64, n)
	} else {
		m.I = make([]int64, n)
	}
	return m
}

// Size is the number of elements of the allocation.
func (m *Memory) Size() int64 {
	if m.External != nil {
		return m.ExternalLen
	}
	if m.F != nil {
		return int64(len(m.F))
	}
	return int64(len(m.I))
}

// Buffer is a strided view of a Memory: element (i0, ..., in) is at
// Offset + sum(ik * Strides[k]).
type Buffer struct {
	Mem     *Memory
	Offset  int64
	Shape   []int64
	Strides []int64
}

// NewBuffer allocates a contiguous row-major buffer.
func NewBuffer(elem ir.Type, shape []int64, origin *ir.Operation) *Buffer {
	return &Buffer{Mem: NewMemory(elem, NumElements(shape), origin), Shape: append([]int64(nil), shape...), Strides: Strides(shape)}
}

// Pos returns the memory position of a multi-index (unchecked).
func (b *Buffer) Pos(idx []int64) int64 {
	p := b.Offset
	for i, x := range idx {
		p += x * b.Strides[i]
	}
	return p
}

// Load reads the element at memory position p (unchecked).
func (b *Buffer) Load(p int64) Value {
	if b.Mem.F != nil {
		return Value{F: b.Mem.F[p]}
	}
	return Value{I: b.Mem.I[p]}
}

// Store writes the element at memory position p (unchecked).
func (b *Buffer) Store(p int64, v Value) {
	if b.Mem.F != nil {
		b.Mem.F[p] = v.F
	} else {
		b.Mem.I[p] = v.I
	}
}

// Len is the number of elements of the view.
func (b *Buffer) Len() int64 { return NumElements(b.Shape) }

// InBounds reports whether every position the view covers lies inside
// its memory.
func (b *Buffer) InBounds() bool {
	if b.Len() == 0 {
		return true
	}
	lo, hi := b.Offset, b.Offset
	for i, d := range b.Shape {
		s := b.Strides[i] * (d - 1)
		if s < 0 {
			lo += s
		} else {
			hi += s
		}
	}
	return lo >= 0 && hi < b.Mem.Size()
}

// ToTensor copies the view's elements into a new tensor.
func (b *Buffer) ToTensor() *Tensor {
	t := NewTensor(b.Mem.Elem, b.Shape)
	if t.Len() == 0 {
		return t
	}
	idx := make([]int64, len(b.Shape))
	for i := int64(0); ; i++ {
		t.Set(i, b.Load(b.Pos(idx)))
		if !Next(b.Shape, idx) {
			break
		}
	}
	return t
}

// CopyFrom writes t's elements into the view (shapes must agree).
func (b *Buffer) CopyFrom(t *Tensor) {
	if t.Len() == 0 {
		return
	}
	idx := make([]int64, len(b.Shape))
	for i := int64(0); ; i++ {
		b.Store(b.Pos(idx), t.At(i))
		if !Next(b.Shape, idx) {
			break
		}
	}
}

// BufferFromTensor returns a fresh contiguous buffer holding t's elements.
func BufferFromTensor(t *Tensor, origin *ir.Operation) *Buffer {
	b := NewBuffer(t.Elem, t.Shape, origin)
	if t.F != nil {
		copy(b.Mem.F, t.F)
	} else {
		copy(b.Mem.I, t.I)
	}
	return b
}
