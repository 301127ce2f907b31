// Package memrefexec declares the interpreter semantics of the memref
// ops. A memref value is a strided view (exec.Buffer) of shared memory,
// so subviews, casts and reshapes alias their source; every access is
// checked against the view's shape and the allocation, and memory freed
// by memref.dealloc (or an alloca whose function returned) may not be
// touched again.
package memrefexec

import (
	"fmt"
	"math"

	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the memref ops' semantics.
var Semantics = exec.Table{
	memref.Alloc.Name:  alloc(true),
	memref.Alloca.Name: alloc(false),
	memref.Dealloc.Name: func(c *exec.Ctx) error {
		b := c.Args[0].Buffer()
		if b == nil {
			return c.Errorf("operand is not a memref value")
		}
		if b.Mem.Freed != nil {
			d := c.Errorf("double deallocation")
			d.(*ir.Diagnostic).AttachNote(b.Mem.Freed.Loc(), "first deallocated here")
			return d
		}
		if !b.Mem.Heap && b.Mem.Origin != nil {
			return c.Errorf("deallocation of memory not allocated by memref.alloc ('%s')", b.Mem.Origin.Name())
		}
		b.Mem.Free(c.Op)
		return nil
	},
	memref.Load.Name: func(c *exec.Ctx) error {
		b, p, err := element(c, 0)
		if err != nil {
			return err
		}
		c.Results[0] = b.Mem.At(p)
		return nil
	},
	memref.Store.Name: func(c *exec.Ctx) error {
		if err := c.NotPoison(c.Args[0]); err != nil {
			return err
		}
		b, p, err := element(c, 1)
		if err != nil {
			return err
		}
		b.Mem.Set(p, c.Args[0])
		return nil
	},
	memref.DmaStart.Name: dmaStart,
	memref.DmaWait.Name:  func(c *exec.Ctx) error { return nil },
	memref.Dim.Name: func(c *exec.Ctx) error {
		b := c.Args[0].Buffer()
		if b == nil {
			return c.Errorf("operand is not a memref value")
		}
		d, err := c.Index(1)
		if err != nil {
			return err
		}
		if d < 0 || d >= int64(len(b.Shape)) {
			return c.Errorf("dimension %d is out of bounds for a memref of rank %d", d, len(b.Shape))
		}
		c.Results[0] = exec.Int(b.Shape[d])
		return nil
	},
	memref.Rank.Name: func(c *exec.Ctx) error {
		b := c.Args[0].Buffer()
		if b == nil {
			return c.Errorf("operand is not a memref value")
		}
		c.Results[0] = exec.Int(int64(len(b.Shape)))
		return nil
	},
	memref.ExtractStridedMetadata.Name: func(c *exec.Ctx) error {
		b := c.Args[0].Buffer()
		if b == nil {
			return c.Errorf("operand is not a memref value")
		}
		r := len(b.Shape)
		c.Results[0] = exec.Value{Ref: &exec.Buffer{Mem: b.Mem}}
		c.Results[1] = exec.Int(b.Offset)
		for i := 0; i < r; i++ {
			c.Results[2+i] = exec.Int(b.Shape[i])
			c.Results[2+r+i] = exec.Int(b.Strides[i])
		}
		return nil
	},
	memref.AssumeAlignment.Name: func(c *exec.Ctx) error { c.Results[0] = c.Args[0]; return nil },
	// The interpreter has one memory: a memory space cast is the buffer itself.
	memref.MemorySpaceCast.Name: func(c *exec.Ctx) error { c.Results[0] = c.Args[0]; return nil },
	memref.Cast.Name: func(c *exec.Ctx) error {
		b := c.Args[0].Buffer()
		if b == nil {
			return c.Errorf("operand is not a memref value")
		}
		if mt, ok := c.ResultType(0).(*ir.MemRefType); ok {
			if len(mt.Dims) != len(b.Shape) {
				return c.Errorf("cast to rank %d of a memref of rank %d", len(mt.Dims), len(b.Shape))
			}
			for k, d := range mt.Dims {
				if d != ir.ShapedDynamic && d != b.Shape[k] {
					return c.Errorf("cast to size %d of dimension %d, which has size %d at run time", d, k, b.Shape[k])
				}
			}
		}
		c.Results[0] = c.Args[0]
		return nil
	},
	memref.SubView.Name: func(c *exec.Ctx) error {
		b, err := c.Buffer(0)
		if err != nil {
			return err
		}
		off, sz, st, err := slice(c, 1)
		if err != nil {
			return err
		}
		if len(off) != len(b.Shape) {
			return c.Errorf("subview of rank %d of a memref of rank %d", len(off), len(b.Shape))
		}
		if len(sz) != len(b.Shape) || len(st) != len(b.Shape) {
			return c.Errorf("subview of rank %d of a memref of rank %d", len(sz), len(b.Shape))
		}
		// Each dimension reads off, off+st, ..., off+(sz-1)*st, all inside
		// the source's size; the view's offset and strides are then
		// products of in-bounds numbers with the source's strides, checked
		// for overflow by InBounds.
		v := &exec.Buffer{Mem: b.Mem, Offset: b.Offset}
		for k := range off {
			last, ok := lastIndex(off[k], sz[k], st[k])
			if sz[k] < 0 || off[k] < 0 || (sz[k] > 0 && (!ok || last < 0 || last >= b.Shape[k] || off[k] >= b.Shape[k])) {
				return c.Errorf("subview (offsets %v, sizes %v, strides %v) is out of bounds of a memref of shape %v", off, sz, st, b.Shape)
			}
			v.Offset += off[k] * b.Strides[k]
		}
		// Keep the dimensions of the result type (a rank-reducing subview
		// drops unit dimensions).
		keep := keptDims(sz, exec.ShapeOf(c.ResultType(0)))
		for _, k := range keep {
			v.Shape = append(v.Shape, sz[k])
			v.Strides = append(v.Strides, st[k]*b.Strides[k])
		}
		if !v.InBounds() {
			return c.Errorf("subview (offsets %v, sizes %v, strides %v) leaves the allocation of %d elements", off, sz, st, b.Mem.Size())
		}
		c.Results[0] = exec.Value{Ref: v}
		return nil
	},
	memref.ReinterpretCast.Name: func(c *exec.Ctx) error {
		b, err := c.Buffer(0)
		if err != nil {
			return err
		}
		off, sz, st, err := slice(c, 1)
		if err != nil {
			return err
		}
		if len(off) != 1 || len(sz) != len(st) {
			return c.Errorf("expected one offset and as many strides as sizes")
		}
		for _, d := range sz {
			if d < 0 {
				return c.Errorf("reinterpret_cast to negative size %d", d)
			}
		}
		if _, err := exec.CountElements(sz); err != nil {
			return c.Errorf("reinterpret_cast: %v", err)
		}
		v := &exec.Buffer{Mem: b.Mem, Offset: off[0], Shape: sz, Strides: st}
		if !v.InBounds() {
			return c.Errorf("reinterpret_cast (offset %d, sizes %v, strides %v) leaves the allocation of %d elements", off[0], sz, st, b.Mem.Size())
		}
		c.Results[0] = exec.Value{Ref: v}
		return nil
	},
	memref.CollapseShape.Name: func(c *exec.Ctx) error {
		b, err := c.Buffer(0)
		if err != nil {
			return err
		}
		v := &exec.Buffer{Mem: b.Mem, Offset: b.Offset}
		for _, g := range tensor.Reassociation(c.Op) {
			n := int64(1)
			for _, d := range g {
				n *= b.Shape[d]
			}
			// The group must be contiguous (among its non-unit dims).
			stride := int64(1)
			if len(g) > 0 {
				stride = b.Strides[g[len(g)-1]]
			}
			expect := stride
			for i := len(g) - 1; i >= 0; i-- {
				d := g[i]
				if b.Shape[d] != 1 && b.Strides[d] != expect && n > 1 {
					return c.Errorf("collapsed dimensions %v are not contiguous (strides %v)", g, b.Strides)
				}
				expect *= b.Shape[d]
			}
			v.Shape = append(v.Shape, n)
			v.Strides = append(v.Strides, stride)
		}
		c.Results[0] = exec.Value{Ref: v}
		return nil
	},
	memref.ExpandShape.Name: func(c *exec.Ctx) error {
		b, err := c.Buffer(0)
		if err != nil {
			return err
		}
		shape, err := exec.Mixed(exec.I64s(c.Op.Attr("static_output_shape")), c.Args[1:])
		if err != nil {
			return c.Errorf("%v", err)
		}
		v := &exec.Buffer{Mem: b.Mem, Offset: b.Offset, Shape: shape, Strides: make([]int64, len(shape))}
		groups := tensor.Reassociation(c.Op)
		if len(groups) != len(b.Shape) {
			return c.Errorf("%d reassociation groups for a memref of rank %d", len(groups), len(b.Shape))
		}
		for i, g := range groups {
			part := make([]int64, len(g))
			for k, d := range g {
				part[k] = shape[d]
			}
			// Sizes that do not multiply to the source's (negative,
			// overflowing) are -1.
			n := exec.NumElements(part)
			s := b.Strides[i]
			for k := len(g) - 1; k >= 0; k-- {
				v.Strides[g[k]] = s
				s *= shape[g[k]]
			}
			if n != b.Shape[i] {
				return c.Errorf("expanded sizes of dimension %d multiply to %d, not %d", i, n, b.Shape[i])
			}
		}
		c.Results[0] = exec.Value{Ref: v}
		return nil
	},
	memref.Transpose.Name: func(c *exec.Ctx) error {
		b, err := c.Buffer(0)
		if err != nil {
			return err
		}
		pa, _ := c.Op.Attr("permutation").(*ir.AffineMapAttr)
		if pa == nil {
			return c.Errorf("missing permutation")
		}
		v := &exec.Buffer{Mem: b.Mem, Offset: b.Offset}
		for _, e := range pa.Map.Results {
			v.Shape = append(v.Shape, b.Shape[e.Val])
			v.Strides = append(v.Strides, b.Strides[e.Val])
		}
		c.Results[0] = exec.Value{Ref: v}
		return nil
	},
	memref.View.Name: func(c *exec.Ctx) error {
		b, err := c.Buffer(0)
		if err != nil {
			return err
		}
		if exec.ElementType(c.ResultType(0)) != b.Mem.Elem {
			return c.Errorf("the interpreter cannot reinterpret '%s' memory as '%s'", ir.TypeString(b.Mem.Elem), ir.TypeString(exec.ElementType(c.ResultType(0))))
		}
		shift, err := c.Index(1)
		if err != nil {
			return err
		}
		shape, err := exec.ResultShape(c.ResultType(0), c.Args[2:])
		if err != nil {
			return c.Errorf("%v", err)
		}
		if _, err := exec.CountElements(shape); err != nil || shift < 0 || shift > b.Mem.Size() {
			return c.Errorf("view leaves the allocation")
		}
		v := &exec.Buffer{Mem: b.Mem, Offset: b.Offset + shift, Shape: shape, Strides: exec.Strides(shape)}
		if !v.InBounds() {
			return c.Errorf("view leaves the allocation")
		}
		c.Results[0] = exec.Value{Ref: v}
		return nil
	},
	memref.Copy.Name: func(c *exec.Ctx) error {
		src, err := c.Buffer(0)
		if err != nil {
			return err
		}
		dst, err := c.Buffer(1)
		if err != nil {
			return err
		}
		if len(src.Shape) != len(dst.Shape) || exec.NumElements(src.Shape) != exec.NumElements(dst.Shape) {
			return c.Errorf("copy from shape %v to shape %v", src.Shape, dst.Shape)
		}
		if !src.InBounds() || !dst.InBounds() {
			return c.Errorf("copy out of the bounds of an allocation")
		}
		if err := c.M.Step(src.Len(), c.Op); err != nil {
			return err
		}
		t, err := c.ToTensor(src)
		if err != nil {
			return err
		}
		dst.CopyFrom(t)
		return nil
	},
	memref.GetGlobal.Name: func(c *exec.Ctx) error {
		ref, _ := c.Op.Attr("name").(*ir.SymbolRefAttr)
		if ref == nil {
			return c.Errorf("missing global name")
		}
		b, err := c.M.Global(ref.Leaf(), c.Op)
		if err != nil {
			return err
		}
		c.Results[0] = exec.Value{Ref: b}
		return nil
	},
}

func alloc(heap bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		mt, ok := c.ResultType(0).(*ir.MemRefType)
		if !ok {
			return c.Errorf("result is not a ranked memref")
		}
		if !exec.Supported(mt.Elem) {
			return c.Errorf("element type '%s' is not supported by the interpreter", ir.TypeString(mt.Elem))
		}
		dyn := c.Group(0)
		if err := c.NotPoison(dyn...); err != nil {
			return err
		}
		shape, err := exec.ResultShape(mt, dyn)
		if err != nil {
			return c.Errorf("%v", err)
		}
		b, err := NewBuffer(c, mt, shape, c.Op)
		if err != nil {
			return err
		}
		b.Mem.Heap = heap
		if !heap {
			c.M.Alloca(b.Mem)
		}
		c.Results[0] = exec.Value{Ref: b}
		return nil
	}
}

// NewBuffer allocates memory for a memref of type t and the given shape,
// honouring a static strided layout (dynamic strides or offset get the
// identity layout), charged to c's memory budget; an error at c's op when
// the shape has no size or the memory does not fit. c may be nil (no
// budget; sizes are still checked).
func NewBuffer(c *exec.Ctx, t *ir.MemRefType, shape []int64, origin *ir.Operation) (*exec.Buffer, error) {
	var budget *exec.Budget
	if c != nil {
		budget = c.Budget()
	}
	fail := func(err error) (*exec.Buffer, error) {
		if c != nil {
			return nil, c.Errorf("%v", err)
		}
		return nil, err
	}
	strides, offset, ok := memref.StridesAndOffset(t)
	static := ok && offset != ir.ShapedDynamic
	for _, s := range strides {
		static = static && s != ir.ShapedDynamic
	}
	if !static || t.Layout == nil {
		b, err := budget.NewBuffer(t.Elem, shape, origin)
		if err != nil {
			return fail(err)
		}
		return b, nil
	}
	if _, err := exec.CountElements(shape); err != nil || len(strides) != len(shape) || offset < 0 {
		return fail(fmt.Errorf("cannot allocate a memref of shape %v with strides %v and offset %d", shape, strides, offset))
	}
	// The elements reach offset + sum((d-1) * |stride|).
	size := offset + 1
	for i, d := range shape {
		if d == 0 {
			size = 0
			break
		}
		ext, ok := exec.MulBytes(d-1, abs(strides[i]))
		if !ok || size > math.MaxInt64-ext {
			return fail(fmt.Errorf("a memref of shape %v with strides %v spans more than 2^63 elements", shape, strides))
		}
		size += ext
	}
	m, err := budget.NewMemory(t.Elem, size, origin)
	if err != nil {
		return fail(err)
	}
	return &exec.Buffer{Mem: m, Offset: offset, Shape: append([]int64(nil), shape...), Strides: append([]int64(nil), strides...)}, nil
}

// lastIndex is off + (sz-1)*st, the last index a slice dimension reads,
// or false when it overflows int64.
func lastIndex(off, sz, st int64) (int64, bool) {
	span := sz - 1
	if span <= 0 {
		return off, true
	}
	if st > math.MaxInt64/span || st < math.MinInt64/span {
		return 0, false
	}
	span *= st
	if (span > 0 && off > math.MaxInt64-span) || (span < 0 && off < math.MinInt64-span) {
		return 0, false
	}
	return off + span, true
}

func abs(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// position checks indices against the view and the allocation.
// element returns the buffer of operand memref and the position its
// indices (the operands after it) select.
func element(c *exec.Ctx, memref int) (*exec.Buffer, int64, error) {
	b, err := c.Buffer(memref)
	if err != nil {
		return nil, 0, err
	}
	p, err := position(c, b, c.Args[memref+1:])
	return b, p, err
}

func position(c *exec.Ctx, b *exec.Buffer, idx []exec.Value) (int64, error) {
	if len(idx) != len(b.Shape) {
		return 0, c.Errorf("%d indices for a memref of rank %d", len(idx), len(b.Shape))
	}
	p := b.Offset
	for k, v := range idx {
		if v.Poison != nil {
			return 0, exec.PoisonError(c.Op, v)
		}
		if v.I < 0 || v.I >= b.Shape[k] {
			is := make([]int64, len(idx))
			for j := range idx {
				is[j] = idx[j].I
			}
			return 0, c.Errorf("out-of-bounds access: index %v of a memref of shape %v", is, b.Shape)
		}
		p += v.I * b.Strides[k]
	}
	if p < 0 || p >= b.Mem.Size() {
		return 0, c.Errorf("out-of-bounds access: position %d of an allocation of %d elements", p, b.Mem.Size())
	}
	return p, nil
}

func slice(c *exec.Ctx, g int) (off, sz, st []int64, err error) {
	lists := [3][]int64{}
	for k, name := range []string{"static_offsets", "static_sizes", "static_strides"} {
		vs := c.Group(g + k)
		if err := c.NotPoison(vs...); err != nil {
			return nil, nil, nil, err
		}
		lists[k], err = exec.Mixed(exec.I64s(c.Op.Attr(name)), vs)
		if err != nil {
			return nil, nil, nil, c.Errorf("%v", err)
		}
	}
	return lists[0], lists[1], lists[2], nil
}

// keptDims returns the indices of sizes that a rank-reducing result of
// shape result keeps.
func keptDims(sizes, result []int64) []int64 {
	var keep []int64
	if len(result) == len(sizes) || result == nil {
		for i := range sizes {
			keep = append(keep, int64(i))
		}
		return keep
	}
	j := 0
	for i, s := range sizes {
		dyn := j < len(result) && result[j] == ir.ShapedDynamic
		if j < len(result) && (result[j] == s || (dyn && (s != 1 || len(sizes)-i == len(result)-j))) {
			keep = append(keep, int64(i))
			j++
		}
	}
	return keep
}
