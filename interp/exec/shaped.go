package exec

import (
	"fmt"
	"math"
	"sync/atomic"

	"github.com/strata-compiler/strata/ir"
)

// Tensor is an immutable n-dimensional array in row-major order, its
// elements stored at their type's width (Data: At, Int, Float, ...).
type Tensor struct {
	Elem  ir.Type
	Shape []int64
	Data
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

// NewTensor returns a zero-filled tensor. The shape must have a size
// (check sizes from input with CountElements, or allocate through a
// Budget: Ctx.NewTensor); a shape without one panics.
func NewTensor(elem ir.Type, shape []int64) *Tensor {
	n, err := CountElements(shape)
	if err != nil {
		panic("exec: tensor of " + err.Error())
	}
	return &Tensor{Elem: elem, Shape: append([]int64(nil), shape...), Data: MakeData(StorageOf(elem), n)}
}

// Len is the number of elements.
func (t *Tensor) Len() int64 { return NumElements(t.Shape) }

// Clone returns a copy.
func (t *Tensor) Clone() *Tensor {
	return &Tensor{Elem: t.Elem, Shape: append([]int64(nil), t.Shape...), Data: t.Data.Clone()}
}

// Strides returns the row-major strides of shape.
// A shape without elements may have sizes whose product overflows; its
// strides are then meaningless but never read.
func Strides(shape []int64) []int64 {
	s := make([]int64, len(shape))
	acc := int64(1)
	for i := len(shape) - 1; i >= 0; i-- {
		s[i] = acc
		acc, _ = MulBytes(acc, shape[i])
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
	// Data holds the elements (none for External memory, or once freed).
	Data
	// Origin is the op that allocated it (nil for a function argument).
	Origin *ir.Operation
	// Freed is the op that freed it, nil while live.
	Freed *ir.Operation
	// Heap is set for memref.alloc (freeing a non-heap buffer is an error).
	Heap bool
	// External, when set, is memory a backend keeps elsewhere (a GPU's):
	// Data is empty and the interpreter cannot read or write it; views
	// of it (subview, reshape) still work, and the backend's own
	// semantics use the handle.
	External any
	// ExternalLen is the element count of External memory.
	ExternalLen int64
	// size is the element count (set by the constructors, kept when the
	// elements are dropped).
	size int64
	// address is the allocation's address once asked for (0 before).
	address atomic.Uint64
}

// nextAddress hands out allocation addresses, 64-byte aligned and never
// reused, so that distinct allocations compare unequal.
var nextAddress atomic.Uint64

// Address is the allocation's address, given the first time it is asked
// for (memref.extract_aligned_pointer_as_index): only equality between
// addresses means anything, not their values, which depend on the order
// allocations are first asked.
func (m *Memory) Address() uint64 {
	if a := m.address.Load(); a != 0 {
		return a
	}
	m.address.CompareAndSwap(0, (nextAddress.Add(1)+1)<<6)
	return m.address.Load()
}

// NewMemory returns a zero-filled allocation of n elements (a valid
// count, see NewTensor).
func NewMemory(elem ir.Type, n int64, origin *ir.Operation) *Memory {
	return &Memory{Elem: elem, Origin: origin, Data: MakeData(StorageOf(elem), n), size: n}
}

// MemoryOf returns an allocation holding d (made for elements of type
// elem).
func MemoryOf(elem ir.Type, d Data, origin *ir.Operation) *Memory {
	return &Memory{Elem: elem, Origin: origin, Data: d, size: d.Count()}
}

// Size is the number of elements of the allocation.
func (m *Memory) Size() int64 {
	if m.External != nil {
		return m.ExternalLen
	}
	return m.size
}

// Free marks the allocation freed by op at and drops its elements: every
// access checks Freed first, and the memory is the runtime's again.
func (m *Memory) Free(at *ir.Operation) {
	m.Freed = at
	m.Data.release()
}

// Buffer is a strided view of a Memory: element (i0, ..., in) is at
// Offset + sum(ik * Strides[k]).
type Buffer struct {
	Mem     *Memory
	Offset  int64
	Shape   []int64
	Strides []int64
}

// NewBuffer allocates a contiguous row-major buffer (of a valid shape,
// see NewTensor).
func NewBuffer(elem ir.Type, shape []int64, origin *ir.Operation) *Buffer {
	n, err := CountElements(shape)
	if err != nil {
		panic("exec: buffer of " + err.Error())
	}
	return &Buffer{Mem: NewMemory(elem, n, origin), Shape: append([]int64(nil), shape...), Strides: Strides(shape)}
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
func (b *Buffer) Load(p int64) Value { return b.Mem.At(p) }

// Store writes the element at memory position p (unchecked).
func (b *Buffer) Store(p int64, v Value) { b.Mem.Set(p, v) }

// Len is the number of elements of the view.
func (b *Buffer) Len() int64 { return NumElements(b.Shape) }

// InBounds reports whether every position the view covers lies inside
// its memory (computed without overflow: a view whose extent does not fit
// in int64 is out of bounds).
func (b *Buffer) InBounds() bool {
	if b.Len() == 0 {
		return true
	}
	if len(b.Strides) != len(b.Shape) {
		return false
	}
	lo, hi := b.Offset, b.Offset
	for i, d := range b.Shape {
		s, ok := mulSigned(b.Strides[i], d-1)
		if !ok {
			return false
		}
		if s < 0 {
			if lo < math.MinInt64-s {
				return false
			}
			lo += s
		} else {
			if hi > math.MaxInt64-s {
				return false
			}
			hi += s
		}
	}
	return lo >= 0 && hi < b.Mem.Size()
}

// mulSigned returns a * b, or false when it overflows int64.
func mulSigned(a, b int64) (int64, bool) {
	if a == 0 || b == 0 {
		return 0, true
	}
	p := a * b
	if p/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
		return 0, false
	}
	return p, true
}

// ToTensor copies the view's elements into a new tensor.
func (b *Buffer) ToTensor() *Tensor {
	t := NewTensor(b.Mem.Elem, b.Shape)
	b.copyOut(&t.Data)
	return t
}

// copyOut copies the view's elements into d, in row-major order.
func (b *Buffer) copyOut(d *Data) {
	n := b.Len()
	if n == 0 {
		return
	}
	if b.Contiguous() && d.kind == b.Mem.kind {
		d.CopyElems(0, &b.Mem.Data, b.Offset, n)
		return
	}
	idx := make([]int64, len(b.Shape))
	for i := int64(0); ; i++ {
		d.Set(i, b.Load(b.Pos(idx)))
		if !Next(b.Shape, idx) {
			break
		}
	}
}

// Contiguous reports whether the view is row-major without gaps (unit
// dimensions may have any stride).
func (b *Buffer) Contiguous() bool {
	acc := int64(1)
	for i := len(b.Shape) - 1; i >= 0; i-- {
		if b.Shape[i] != 1 && b.Strides[i] != acc {
			return false
		}
		acc *= b.Shape[i]
	}
	return true
}

// CopyFrom writes t's elements into the view (shapes must agree).
func (b *Buffer) CopyFrom(t *Tensor) {
	n := t.Len()
	if n == 0 {
		return
	}
	if b.Contiguous() && t.kind == b.Mem.kind {
		b.Mem.CopyElems(b.Offset, &t.Data, 0, n)
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
	return &Buffer{Mem: MemoryOf(t.Elem, t.Data.Clone(), origin), Shape: append([]int64(nil), t.Shape...), Strides: Strides(t.Shape)}
}
