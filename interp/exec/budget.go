package exec

import (
	"fmt"
	"runtime"
	"sync"
	"weak"

	"github.com/strata-compiler/strata/ir"
)

// Budget bounds the memory an interpreter keeps in elements: the bytes of
// the tensors and memref allocations it holds. Sizes that come from the
// program (a tensor.empty of a dynamic size, a memref.alloc, a constant
// of a huge type) are checked against it before anything is allocated,
// so that a program asking for too much gets an error at its op instead
// of taking the machine's memory.
//
// Live bytes are counted as the runtime sees them: each charged storage
// is tracked by a weak pointer, and when an allocation would exceed the
// limit the budget runs the garbage collector and forgets the storage
// that no value refers to any more (an intermediate tensor, a freed
// allocation) before it refuses.
type Budget struct {
	mu      sync.Mutex
	limit   int64
	live    int64
	tracked []tracked
	// sweepAt is the length of tracked at which entries whose storage is
	// gone are dropped (without collecting), so that the list stays
	// proportional to the storage in use.
	sweepAt int
}

type tracked struct {
	w     liveness
	bytes int64
}

// liveness is a weak pointer to the first element of a storage.
type liveness interface{ gone() bool }

type weakTo[T any] struct{ p weak.Pointer[T] }

func (w weakTo[T]) gone() bool { return w.p.Value() == nil }

func weakFirst[T any](s []T) liveness { return weakTo[T]{weak.Make(&s[0])} }

// NewBudget returns a budget of limit bytes.
func NewBudget(limit int64) *Budget { return &Budget{limit: limit, sweepAt: 1024} }

// Limit is the budget's size in bytes.
func (b *Budget) Limit() int64 { return b.limit }

// Live is the bytes charged and not yet known to be gone.
func (b *Budget) Live() int64 {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.live
}

// OverBudget is the error of an allocation the budget refuses.
type OverBudget struct {
	Bytes, Limit, Live int64
}

func (e *OverBudget) Error() string {
	return fmt.Sprintf("allocation of %d bytes exceeds the interpreter's memory budget of %d bytes (%d bytes in use); raise it with --interp-memory-limit", e.Bytes, e.Limit, e.Live)
}

// Fits checks that bytes more would fit in the budget now (collecting
// first if they would not); it charges nothing. A nil budget fits
// anything.
func (b *Budget) Fits(bytes int64) error {
	if b == nil {
		return nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.fits(bytes)
}

func (b *Budget) fits(bytes int64) error {
	if bytes <= b.limit-b.live {
		return nil
	}
	if bytes <= b.limit {
		// Forget what the program no longer holds, then look again.
		runtime.GC()
		b.sweep()
		if bytes <= b.limit-b.live {
			return nil
		}
	}
	return &OverBudget{Bytes: bytes, Limit: b.limit, Live: b.live}
}

// sweep drops the tracked storage that is gone.
func (b *Budget) sweep() {
	kept := b.tracked[:0]
	for _, t := range b.tracked {
		if t.w.gone() {
			b.live -= t.bytes
		} else {
			kept = append(kept, t)
		}
	}
	clear(b.tracked[len(kept):])
	b.tracked = kept
	b.sweepAt = max(1024, 2*len(kept))
}

// Alloc returns n zero elements of storage s, charged to the budget; an
// error when n is negative, their bytes overflow, or they do not fit. A
// nil budget only checks n.
func (b *Budget) Alloc(s Storage, n int64) (Data, error) {
	bytes, ok := MulBytes(n, s.Size())
	if !ok {
		return Data{}, fmt.Errorf("allocation of %d elements of %d bytes is too large", n, s.Size())
	}
	if b == nil {
		return MakeData(s, n), nil
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.fits(bytes); err != nil {
		return Data{}, err
	}
	d := MakeData(s, n)
	b.track(&d, bytes)
	return d, nil
}

// Adopt charges storage that was allocated without the budget (a result
// the size of an operand); an error when it does not fit. Storage is
// charged once, however many tensors share it.
func (b *Budget) Adopt(d *Data) error {
	if b == nil || d.charged {
		return nil
	}
	bytes := d.Bytes()
	b.mu.Lock()
	defer b.mu.Unlock()
	if err := b.fits(bytes); err != nil {
		return err
	}
	b.track(d, bytes)
	return nil
}

// track records d's storage (bytes of it, already checked to fit).
func (b *Budget) track(d *Data, bytes int64) {
	d.charged = true
	if bytes == 0 {
		return
	}
	var w liveness
	switch d.kind {
	case StoreI8:
		w = weakFirst(d.i8)
	case StoreI16:
		w = weakFirst(d.i16)
	case StoreI32:
		w = weakFirst(d.i32)
	case StoreI64:
		w = weakFirst(d.i64)
	case StoreF32:
		w = weakFirst(d.f32)
	case StoreF64:
		w = weakFirst(d.f64)
	case StoreC64:
		w = weakFirst(d.c64)
	case StoreC128:
		w = weakFirst(d.c128)
	default:
		return
	}
	b.live += bytes
	b.tracked = append(b.tracked, tracked{w, bytes})
	if len(b.tracked) >= b.sweepAt {
		b.sweep()
	}
}

// NewTensor returns a zero tensor of elem and shape charged to the budget
// (a nil budget only checks the shape): an error when a size is negative,
// the element count overflows, or the elements do not fit.
func (b *Budget) NewTensor(elem ir.Type, shape []int64) (*Tensor, error) {
	n, err := CountElements(shape)
	if err != nil {
		return nil, err
	}
	d, err := b.Alloc(StorageOf(elem), n)
	if err != nil {
		return nil, err
	}
	return &Tensor{Elem: elem, Shape: append([]int64(nil), shape...), Data: d}, nil
}

// NewMemory returns a zero allocation of n elements of elem charged to
// the budget (see NewTensor).
func (b *Budget) NewMemory(elem ir.Type, n int64, origin *ir.Operation) (*Memory, error) {
	if n < 0 {
		return nil, fmt.Errorf("allocation of %d elements", n)
	}
	d, err := b.Alloc(StorageOf(elem), n)
	if err != nil {
		return nil, err
	}
	return MemoryOf(elem, d, origin), nil
}

// NewBuffer returns a contiguous row-major buffer of shape charged to the
// budget (see NewTensor).
func (b *Budget) NewBuffer(elem ir.Type, shape []int64, origin *ir.Operation) (*Buffer, error) {
	n, err := CountElements(shape)
	if err != nil {
		return nil, err
	}
	m, err := b.NewMemory(elem, n, origin)
	if err != nil {
		return nil, err
	}
	return &Buffer{Mem: m, Shape: append([]int64(nil), shape...), Strides: Strides(shape)}, nil
}
