package exec

import (
	"errors"
	"math"
	"runtime"
	"testing"

	"github.com/strata-compiler/strata/ir"
)

// Elements are stored at their type's width, and every value of the type
// reads back bit for bit: integers sign-extended, floats exact (f16 and
// bf16 in float32).
func TestStorageAtElementWidth(t *testing.T) {
	ctx := ir.NewContext()
	for _, tt := range []struct {
		elem ir.Type
		s    Storage
		ints []int64
	}{
		{ctx.I(1), StoreI8, []int64{-1, 0}},
		{ctx.I(4), StoreI8, []int64{-8, 7, -1}},
		{ctx.I(8), StoreI8, []int64{math.MinInt8, math.MaxInt8, -1}},
		{ctx.I(16), StoreI16, []int64{math.MinInt16, math.MaxInt16}},
		{ctx.I(17), StoreI32, []int64{-1 << 16, 1<<16 - 1}},
		{ctx.I(32), StoreI32, []int64{math.MinInt32, math.MaxInt32}},
		{ctx.I(33), StoreI64, []int64{-1 << 32, 1<<32 - 1}},
		{ctx.I(64), StoreI64, []int64{math.MinInt64, math.MaxInt64}},
		{ctx.IndexType(), StoreI64, []int64{math.MinInt64, math.MaxInt64}},
	} {
		if s := StorageOf(tt.elem); s != tt.s {
			t.Errorf("%s is stored as %s, want %s", ir.TypeString(tt.elem), s, tt.s)
		}
		x := NewTensor(tt.elem, []int64{int64(len(tt.ints))})
		if x.Bytes() != int64(len(tt.ints))*tt.s.Size() {
			t.Errorf("%s: %d bytes for %d elements", ir.TypeString(tt.elem), x.Bytes(), len(tt.ints))
		}
		for i, v := range tt.ints {
			x.SetInt(int64(i), v)
			if got := x.Int(int64(i)); got != v {
				t.Errorf("%s: stored %d, read %d", ir.TypeString(tt.elem), v, got)
			}
			x.Set(int64(i), Int(v))
			if got := x.At(int64(i)); got.I != v {
				t.Errorf("%s: Set %d, At %d", ir.TypeString(tt.elem), v, got.I)
			}
		}
	}
	f16max, f16sub := FromBitsF(ir.F16, 0x7bff), FromBitsF(ir.F16, 0x0001)
	bfmax, bfsub := FromBitsF(ir.BF16, 0x7f7f), FromBitsF(ir.BF16, 0x0001)
	for _, tt := range []struct {
		elem ir.Type
		s    Storage
		fs   []float64
	}{
		{ctx.F16(), StoreF32, []float64{f16max, -f16max, f16sub, math.Copysign(0, -1), math.Inf(-1), 0.5}},
		{ctx.BF16(), StoreF32, []float64{bfmax, bfsub, -3.140625, math.Inf(1)}},
		{ctx.F32(), StoreF32, []float64{math.MaxFloat32, math.SmallestNonzeroFloat32, float64(float32(0.1))}},
		{ctx.F64(), StoreF64, []float64{math.MaxFloat64, math.SmallestNonzeroFloat64, 0.1}},
	} {
		if s := StorageOf(tt.elem); s != tt.s {
			t.Errorf("%s is stored as %s, want %s", ir.TypeString(tt.elem), s, tt.s)
		}
		x := NewTensor(tt.elem, []int64{int64(len(tt.fs))})
		for i, v := range tt.fs {
			if Round(ElemOf(tt.elem).Kind, v) != v {
				t.Fatalf("%v is not a %s value", v, ir.TypeString(tt.elem))
			}
			x.SetFloat(int64(i), v)
			if got := x.Float(int64(i)); math.Float64bits(got) != math.Float64bits(v) {
				t.Errorf("%s: stored %v, read %v", ir.TypeString(tt.elem), v, got)
			}
		}
	}
	// NaN stays NaN in every float storage.
	for _, e := range []ir.Type{ctx.F16(), ctx.BF16(), ctx.F32(), ctx.F64()} {
		x := NewTensor(e, []int64{1})
		x.SetFloat(0, math.NaN())
		if !math.IsNaN(x.Float(0)) {
			t.Errorf("%s: NaN read back as %v", ir.TypeString(e), x.Float(0))
		}
	}
	// A million i8 elements take a megabyte.
	if b := NewTensor(ctx.I(8), []int64{1000, 1000}).Bytes(); b != 1000000 {
		t.Errorf("tensor<1000x1000xi8> takes %d bytes", b)
	}
}

// FromBitsF is the value of a float kind's bit pattern.
func FromBitsF(k ir.FloatKind, bits uint64) float64 { return ir.FloatFromBits(k, bits) }

// Copies between views keep the values, contiguous or strided.
func TestBufferCopies(t *testing.T) {
	ctx := ir.NewContext()
	src := NewTensor(ctx.I(16), []int64{2, 3})
	for i := range src.Len() {
		src.SetInt(i, -1000*i)
	}
	b := BufferFromTensor(src, nil)
	if got := b.ToTensor(); got.Int(5) != -5000 || got.Storage() != StoreI16 {
		t.Errorf("round trip through a buffer: %d (%s)", got.Int(5), got.Storage())
	}
	// The transposed view reads column by column.
	tv := &Buffer{Mem: b.Mem, Shape: []int64{3, 2}, Strides: []int64{1, 3}}
	if tv.Contiguous() {
		t.Error("a transposed view is not contiguous")
	}
	if got := tv.ToTensor(); got.Int(1) != -3000 || got.Int(2) != -1000 {
		t.Errorf("transposed copy: %d, %d", got.Int(1), got.Int(2))
	}
	tv.CopyFrom(NewTensor(ctx.I(16), []int64{3, 2}))
	if b.Mem.Int(4) != 0 {
		t.Error("CopyFrom through a strided view")
	}
	// Freeing drops the elements but keeps the size for messages.
	b.Mem.Free(nil)
	if b.Mem.Count() != 0 || b.Mem.Size() != 6 {
		t.Errorf("a freed allocation holds %d elements, size %d", b.Mem.Count(), b.Mem.Size())
	}
}

// View bounds are computed without overflow.
func TestInBoundsOverflow(t *testing.T) {
	m := NewMemory(ir.NewContext().F32(), 16, nil)
	for _, b := range []*Buffer{
		{Mem: m, Shape: []int64{3}, Strides: []int64{math.MaxInt64 / 2}},
		{Mem: m, Offset: 8, Shape: []int64{1 << 32, 1 << 32}, Strides: []int64{1 << 32, 1}},
		{Mem: m, Offset: 15, Shape: []int64{2}, Strides: []int64{math.MinInt64}},
		{Mem: m, Offset: math.MaxInt64, Shape: []int64{2}, Strides: []int64{1}},
	} {
		if b.InBounds() {
			t.Errorf("view offset %d shape %v strides %v is in bounds", b.Offset, b.Shape, b.Strides)
		}
	}
	if !(&Buffer{Mem: m, Offset: 15, Shape: []int64{4, 4}, Strides: []int64{-4, -1}}).InBounds() {
		t.Error("a reversed view of the whole allocation is out of bounds")
	}
}

// The budget refuses what does not fit, counts storage once, and gives
// back what the program no longer holds.
func TestBudget(t *testing.T) {
	ctx := ir.NewContext()
	b := NewBudget(1 << 20)
	if _, err := b.NewTensor(ctx.F32(), []int64{1 << 18, 2}); !isOver(err) {
		t.Errorf("2 MiB in a 1 MiB budget: %v", err)
	}
	if _, err := b.NewTensor(ctx.F32(), []int64{1 << 40, 1 << 40}); err == nil || isOver(err) {
		t.Errorf("an overflowing shape: %v", err)
	}
	if _, err := b.NewMemory(ctx.F64(), math.MaxInt64/4, nil); err == nil {
		t.Error("an allocation whose bytes overflow")
	}
	// 100 tensors of 256 KiB, each dropped before the next: the budget
	// collects what is gone.
	for i := 0; i < 100; i++ {
		x, err := b.NewTensor(ctx.I(8), []int64{1 << 18})
		if err != nil {
			t.Fatalf("tensor %d: %v (live %d)", i, err, b.Live())
		}
		x.SetInt(0, 1)
	}
	// Live storage is not given back: four 256 KiB tensors fill it.
	var keep []*Tensor
	for i := 0; i < 4; i++ {
		x, err := b.NewTensor(ctx.I(16), []int64{1 << 17})
		if err != nil {
			t.Fatalf("kept tensor %d: %v", i, err)
		}
		keep = append(keep, x)
	}
	if _, err := b.NewTensor(ctx.I(8), []int64{1}); !isOver(err) {
		t.Errorf("a full budget: %v", err)
	}
	runtime.KeepAlive(keep)
	keep = nil
	// Adopted storage is charged once, whoever shares it.
	b2 := NewBudget(1 << 20)
	x := NewTensor(ctx.F32(), []int64{1 << 17})
	y := *x
	if err := b2.Adopt(&x.Data); err != nil || b2.Live() != 1<<19 {
		t.Fatalf("adopt: %v, live %d", err, b2.Live())
	}
	if err := b2.Adopt(&x.Data); err != nil || b2.Live() != 1<<19 {
		t.Errorf("adopting twice: %v, live %d", err, b2.Live())
	}
	z := NewTensor(ctx.F32(), []int64{1 << 18})
	if err := b2.Adopt(&z.Data); !isOver(err) {
		t.Errorf("adopting past the limit: %v", err)
	}
	runtime.KeepAlive(x)
	runtime.KeepAlive(y)
	// A nil budget checks sizes only.
	var none *Budget
	if _, err := none.NewTensor(ctx.F32(), []int64{-1}); err == nil {
		t.Error("a nil budget took a negative size")
	}
	if _, err := none.NewTensor(ctx.F32(), []int64{2}); err != nil {
		t.Error(err)
	}
}

func isOver(err error) bool {
	var o *OverBudget
	return errors.As(err, &o)
}

// Complex numbers are stored as two parts of their part type: complex<f32>
// in 8 bytes, complex<f64> in 16; both parts read back exactly, through At
// and Complex, and copies and clones keep them.
func TestComplexStorage(t *testing.T) {
	ctx := ir.NewContext()
	for _, tt := range []struct {
		elem ir.Type
		s    Storage
		vs   []complex128
	}{
		{ctx.ComplexType(ctx.F32()), StoreC64, []complex128{complex(math.MaxFloat32, -0.5), complex(math.Inf(-1), float64(float32(0.1)))}},
		{ctx.ComplexType(ctx.F64()), StoreC128, []complex128{complex(0.1, math.SmallestNonzeroFloat64), complex(-2, math.MaxFloat64)}},
	} {
		if s := StorageOf(tt.elem); s != tt.s || !s.Complex() || s.Float() {
			t.Errorf("%s is stored as %s, want %s", ir.TypeString(tt.elem), s, tt.s)
		}
		x := NewTensor(tt.elem, []int64{int64(len(tt.vs))})
		if x.Bytes() != int64(len(tt.vs))*tt.s.Size() || !x.IsComplex() {
			t.Errorf("%s: %d bytes for %d elements", ir.TypeString(tt.elem), x.Bytes(), len(tt.vs))
		}
		for i, v := range tt.vs {
			x.SetComplex(int64(i), v)
			if got := x.Complex(int64(i)); got != v {
				t.Errorf("%s: stored %v, read %v", ir.TypeString(tt.elem), v, got)
			}
			x.Set(int64(i), Complex(v))
			if got := x.At(int64(i)).C(); got != v {
				t.Errorf("%s: Set %v, At %v", ir.TypeString(tt.elem), v, got)
			}
		}
		c := x.Clone()
		y := NewTensor(tt.elem, []int64{int64(len(tt.vs))})
		y.CopyElems(0, &c.Data, 0, c.Count())
		for i, v := range tt.vs {
			if got := y.Complex(int64(i)); got != v {
				t.Errorf("%s: copied %v, read %v", ir.TypeString(tt.elem), v, got)
			}
		}
		b := NewBudget(1 << 20)
		if _, err := b.NewTensor(tt.elem, []int64{4}); err != nil || b.Live() != 4*tt.s.Size() {
			t.Errorf("%s: budget charged %d bytes for 4 elements (%v)", ir.TypeString(tt.elem), b.Live(), err)
		}
	}
}
