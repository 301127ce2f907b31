package memrefexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The semantics of memref.atomic_rmw (one thread: read, combine, write),
// memref.realloc (a new heap buffer, the common prefix copied, the old one
// freed), memref.reshape (a row-major view of the same memory) and
// memref.extract_aligned_pointer_as_index (the address of the view's
// allocation: views of one allocation share it, distinct allocations never
// do; the values themselves are arbitrary).
func init() {
	Semantics[memref.AtomicRMW.Name] = atomicRMW
	Semantics[memref.Realloc.Name] = realloc
	Semantics[memref.Reshape.Name] = reshape
	Semantics[memref.ExtractAlignedPointerAsIndex.Name] = alignedPointer
	Semantics[memref.GenericAtomicRMW.Name] = genericAtomicRMW
	Semantics[memref.AtomicYield.Name] = func(c *exec.Ctx) error { return c.Yield(c.Args) }
	// An alloca_scope runs its region once; its allocas are freed with the
	// function's (later than upstream frees them, which only a program
	// reading a dead alloca could tell).
	Semantics[memref.AllocaScope.Name] = allocaScope
	Semantics[memref.AllocaScopeReturn.Name] = func(c *exec.Ctx) error { return c.Yield(c.Args) }
}

// genericAtomicRMW runs the region on the element's value (one thread:
// read, compute, write) and returns the value it replaced.
func genericAtomicRMW(c *exec.Ctx) error {
	b, p, err := element(c, 0)
	if err != nil {
		return err
	}
	old := b.Mem.At(p)
	out, err := c.Region(0).Run([]exec.Value{old})
	if err != nil {
		return err
	}
	if len(out) != 1 {
		return c.Errorf("the region yielded %d values, 1 expected", len(out))
	}
	b.Mem.Set(p, out[0])
	c.Results[0] = old
	return nil
}

func allocaScope(c *exec.Ctx) error {
	out, err := c.Region(0).Run(nil)
	if err != nil {
		return err
	}
	copy(c.Results, out)
	return nil
}

func atomicRMW(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args[0]); err != nil {
		return err
	}
	b, p, err := element(c, 1)
	if err != nil {
		return err
	}
	old, v := b.Mem.At(p), c.Args[0]
	if err := c.NotPoison(old); err != nil {
		return err
	}
	e := c.ResultElem(0)
	var next exec.Value
	switch kind := memref.AtomicKind(c.Op); kind {
	case "assign":
		next = v
	case "addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf":
		next = exec.Float(e.RoundTo(combineFloat(kind, old.F, v.F)))
	default:
		next = exec.Int(exec.Wrap(combineInt(kind, old.I, v.I, e.Width), e.Width))
	}
	b.Mem.Set(p, next)
	c.Results[0] = old
	return nil
}

func combineFloat(kind string, a, b float64) float64 {
	switch kind {
	case "addf":
		return a + b
	case "mulf":
		return a * b
	case "maximumf", "minimumf":
		if math.IsNaN(a) || math.IsNaN(b) {
			return math.NaN()
		}
		if kind == "maximumf" {
			return math.Max(a, b)
		}
		return math.Min(a, b)
	}
	// maxnumf, minnumf: the other operand when one is NaN.
	if math.IsNaN(a) {
		return b
	}
	if math.IsNaN(b) {
		return a
	}
	if kind == "maxnumf" {
		return math.Max(a, b)
	}
	return math.Min(a, b)
}

func combineInt(kind string, a, b int64, width int) int64 {
	ua, ub := exec.Unsigned(a, width), exec.Unsigned(b, width)
	switch kind {
	case "addi":
		return a + b
	case "muli":
		return a * b
	case "andi":
		return a & b
	case "ori":
		return a | b
	case "xori":
		return a ^ b
	case "maxs":
		return max(a, b)
	case "mins":
		return min(a, b)
	case "maxu":
		if ua >= ub {
			return a
		}
		return b
	}
	if ua <= ub { // minu
		return a
	}
	return b
}

func realloc(c *exec.Ctx) error {
	src, err := c.Buffer(0)
	if err != nil {
		return err
	}
	mt, ok := c.ResultType(0).(*ir.MemRefType)
	if !ok {
		return c.Errorf("result is not a ranked memref")
	}
	shape, err := exec.ResultShape(mt, c.Args[1:])
	if err != nil {
		return c.Errorf("%v", err)
	}
	dst, err := NewBuffer(c, mt, shape, c.Op)
	if err != nil {
		return err
	}
	dst.Mem.Heap = true
	for i := int64(0); i < min(shape[0], src.Shape[0]); i++ {
		dst.Mem.Set(dst.Offset+i*dst.Strides[0], src.Mem.At(src.Offset+i*src.Strides[0]))
	}
	if src.Mem.Heap && src.Mem.Freed == nil {
		src.Mem.Free(c.Op)
	}
	c.Results[0] = exec.Value{Ref: dst}
	return nil
}

func reshape(c *exec.Ctx) error {
	src, err := c.Buffer(0)
	if err != nil {
		return err
	}
	shapeBuf, err := c.Buffer(1)
	if err != nil {
		return err
	}
	sizes := make([]int64, shapeBuf.Shape[0])
	for i := range sizes {
		v := shapeBuf.Mem.At(shapeBuf.Offset + int64(i)*shapeBuf.Strides[0])
		if err := c.NotPoison(v); err != nil {
			return err
		}
		if v.I < 0 {
			return c.Errorf("reshape to negative size %d", v.I)
		}
		sizes[i] = v.I
	}
	n, err := exec.CountElements(sizes)
	if err != nil {
		return c.Errorf("reshape: %v", err)
	}
	if have, _ := exec.CountElements(src.Shape); have != n {
		return c.Errorf("reshape of %d elements to the shape %v of %d", have, sizes, n)
	}
	strides := make([]int64, len(sizes))
	stride := int64(1)
	for i := len(sizes) - 1; i >= 0; i-- {
		strides[i] = stride
		stride *= sizes[i]
	}
	c.Results[0] = exec.Value{Ref: &exec.Buffer{Mem: src.Mem, Offset: src.Offset, Shape: sizes, Strides: strides}}
	return nil
}

func alignedPointer(c *exec.Ctx) error {
	b, err := c.Buffer(0)
	if err != nil {
		return err
	}
	c.Results[0] = exec.Int(int64(b.Mem.Address()))
	return nil
}
