package vectorexec

import (
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// ---- memory ----

// base is a memref's buffer, or a tensor viewed as a read-only buffer.
func base(c *exec.Ctx, i int) (*exec.Buffer, error) {
	if t := c.Args[i].Tensor(); t != nil {
		return &exec.Buffer{Mem: exec.MemoryOf(t.Elem, t.Data, nil), Shape: t.Shape, Strides: exec.Strides(t.Shape)}, nil
	}
	return c.Buffer(i)
}

// inBounds reports whether idx lies inside shape.
func inBounds(shape, idx []int64) bool {
	for k, x := range idx {
		if x < 0 || x >= shape[k] {
			return false
		}
	}
	return true
}

// contiguous calls f for each element of a vector of shape vs read or
// written at base index idx: the vector's dims run along the base's
// innermost dims. f gets the element's base position, or ok false when
// it is out of bounds.
func contiguous(b *exec.Buffer, idx, vs []int64, f func(i, pos int64, ok bool) error) error {
	n := exec.NumElements(vs)
	lead := len(b.Shape) - len(vs)
	if lead < 0 {
		return f(0, 0, false)
	}
	vi := make([]int64, len(vs))
	full := append([]int64{}, idx...)
	for i := int64(0); i < n; i++ {
		for k, x := range vi {
			full[lead+k] = idx[lead+k] + x
		}
		ok := inBounds(b.Shape, full)
		if err := f(i, b.Pos(full), ok); err != nil {
			return err
		}
		exec.Next(vs, vi)
	}
	return nil
}

func oob(c *exec.Ctx, b *exec.Buffer, idx []int64) error {
	return c.Errorf("out-of-bounds access: a vector at index %v of a memref of shape %v", idx, b.Shape)
}

func load(c *exec.Ctx) error {
	b, err := base(c, 0)
	if err != nil {
		return err
	}
	idx, err := c.Ints(c.Args[1:])
	if err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	err = contiguous(b, idx, out.Shape, func(i, pos int64, ok bool) error {
		if !ok {
			return oob(c, b, idx)
		}
		out.Set(i, b.Load(pos))
		return nil
	})
	if err != nil {
		return err
	}
	return result(c, out)
}

func store(c *exec.Ctx) error {
	v, err := arg(c, 0)
	if err != nil {
		return err
	}
	b, err := c.Buffer(1)
	if err != nil {
		return err
	}
	idx, err := c.Ints(c.Args[2:])
	if err != nil {
		return err
	}
	return contiguous(b, idx, v.Shape, func(i, pos int64, ok bool) error {
		if !ok {
			return oob(c, b, idx)
		}
		b.Store(pos, v.At(i))
		return nil
	})
}

func maskedLoad(c *exec.Ctx) error {
	n := len(c.Args)
	b, err := base(c, 0)
	if err != nil {
		return err
	}
	idx, err := c.Ints(c.Args[1 : n-2])
	if err != nil {
		return err
	}
	m, err := arg(c, n-2)
	if err != nil {
		return err
	}
	pass, err := arg(c, n-1)
	if err != nil {
		return err
	}
	out, err := c.Clone(pass)
	if err != nil {
		return err
	}
	err = contiguous(b, idx, out.Shape, func(i, pos int64, ok bool) error {
		if !m.At(i).Bool() {
			return nil
		}
		if !ok {
			return oob(c, b, idx)
		}
		out.Set(i, b.Load(pos))
		return nil
	})
	if err != nil {
		return err
	}
	return result(c, out)
}

func maskedStore(c *exec.Ctx) error {
	n := len(c.Args)
	b, err := c.Buffer(0)
	if err != nil {
		return err
	}
	idx, err := c.Ints(c.Args[1 : n-2])
	if err != nil {
		return err
	}
	m, err := arg(c, n-2)
	if err != nil {
		return err
	}
	v, err := arg(c, n-1)
	if err != nil {
		return err
	}
	return contiguous(b, idx, v.Shape, func(i, pos int64, ok bool) error {
		if !m.At(i).Bool() {
			return nil
		}
		if !ok {
			return oob(c, b, idx)
		}
		b.Store(pos, v.At(i))
		return nil
	})
}

// indexed calls f with the base position of each masked-on lane of a
// gather or scatter: offsets, with index_vec[i] added to the innermost.
func indexed(c *exec.Ctx, b *exec.Buffer, f func(i, pos int64) error) error {
	n := len(c.Args)
	off, err := c.Ints(c.Args[1 : n-3])
	if err != nil {
		return err
	}
	iv, err := arg(c, n-3)
	if err != nil {
		return err
	}
	m, err := arg(c, n-2)
	if err != nil {
		return err
	}
	ie := c.ArgElem(n - 3)
	full := append([]int64{}, off...)
	for i := int64(0); i < iv.Len(); i++ {
		if !m.At(i).Bool() {
			continue
		}
		x := iv.At(i).I
		if !ie.Index {
			x = exec.Wrap(x, ie.Width)
		}
		if len(full) > 0 {
			full[len(full)-1] = off[len(off)-1] + x
		}
		if !inBounds(b.Shape, full) {
			return oob(c, b, full)
		}
		if err := f(i, b.Pos(full)); err != nil {
			return err
		}
	}
	return nil
}

func gather(c *exec.Ctx) error {
	b, err := base(c, 0)
	if err != nil {
		return err
	}
	pass, err := arg(c, len(c.Args)-1)
	if err != nil {
		return err
	}
	out, err := c.Clone(pass)
	if err != nil {
		return err
	}
	if err := indexed(c, b, func(i, pos int64) error { out.Set(i, b.Load(pos)); return nil }); err != nil {
		return err
	}
	return result(c, out)
}

func scatter(c *exec.Ctx) error {
	b, err := c.Buffer(0)
	if err != nil {
		return err
	}
	v, err := arg(c, len(c.Args)-1)
	if err != nil {
		return err
	}
	return indexed(c, b, func(i, pos int64) error { b.Store(pos, v.At(i)); return nil })
}

// transfer calls f for each lane of a transfer: its linear index in the
// vector, its base position, whether it is in bounds, and whether the
// mask lets it through. Lane (v0, ..., vk) reads base index idx with
// idx[map result j's dim] += v_j (a constant-0 result broadcasts).
func transfer(c *exec.Ctx, b *exec.Buffer, t vector.Transfer, idx []int64, m *exec.Tensor,
	f func(i, pos int64, ok, on bool)) error {
	shape := t.Vector.Dims
	n := exec.NumElements(shape)
	if err := c.M.Step(n, c.Op); err != nil {
		return err
	}
	var mshape []int64
	if m != nil {
		mshape = m.Shape
	}
	// maskDims[j] is the mask dim of vector dim j (-1 for broadcasts).
	maskDims := make([]int, len(shape))
	order := 0
	for j := range maskDims {
		maskDims[j] = -1
	}
	for d := 0; d < len(b.Shape); d++ {
		for j, r := range t.Map.Results {
			if r.Kind == ir.AffineDim && int(r.Val) == d {
				maskDims[j] = order
				order++
			}
		}
	}
	vi := make([]int64, len(shape))
	mi := make([]int64, len(mshape))
	full := make([]int64, len(idx))
	for i := int64(0); i < n; i++ {
		copy(full, idx)
		ok := true
		for j, r := range t.Map.Results {
			if r.Kind != ir.AffineDim {
				continue
			}
			full[r.Val] += vi[j]
			if mj := maskDims[j]; mj >= 0 && mj < len(mi) {
				mi[mj] = vi[j]
			}
		}
		ok = inBounds(b.Shape, full)
		on := m == nil || m.At(exec.Linear(mshape, mi)).Bool()
		pos := int64(-1)
		if ok {
			pos = b.Pos(full)
		}
		f(i, pos, ok, on)
		exec.Next(shape, vi)
	}
	return nil
}

func transferArgs(c *exec.Ctx) (vector.Transfer, []int64, *exec.Tensor, error) {
	t := vector.AsTransfer(c.Op)
	read := c.Op.Def() == vector.TransferRead
	g := 2
	if read {
		g = 1
	}
	idx, err := c.Ints(c.Group(g))
	if err != nil {
		return t, nil, nil, err
	}
	var m *exec.Tensor
	if ms := c.Group(3); len(ms) > 0 {
		if err := c.NotPoison(ms[0]); err != nil {
			return t, nil, nil, err
		}
		m = ms[0].Tensor()
	}
	if t.Vector.Scalable != nil {
		return t, nil, nil, c.Errorf("scalable vectors are not supported by the interpreter")
	}
	return t, idx, m, nil
}

func transferRead(c *exec.Ctx) error {
	t, idx, m, err := transferArgs(c)
	if err != nil {
		return err
	}
	b, err := base(c, 0)
	if err != nil {
		return err
	}
	pad := c.Group(2)[0]
	if err := c.NotPoison(pad); err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	var bad error
	err = transfer(c, b, t, idx, m, func(i, pos int64, ok, on bool) {
		switch {
		case ok && on:
			out.Set(i, b.Load(pos))
		case !ok && on && allInBounds(t.InBound) && bad == nil:
			bad = c.Errorf("out-of-bounds access: a lane declared in bounds at index %v of a source of shape %v", idx, b.Shape)
		default:
			out.Set(i, pad)
		}
	})
	if err != nil {
		return err
	}
	if bad != nil {
		return bad
	}
	return result(c, out)
}

func allInBounds(bs []bool) bool {
	for _, b := range bs {
		if !b {
			return false
		}
	}
	return len(bs) > 0
}

func transferWrite(c *exec.Ctx) error {
	t, idx, m, err := transferArgs(c)
	if err != nil {
		return err
	}
	v, err := arg(c, 0)
	if err != nil {
		return err
	}
	var b *exec.Buffer
	var out *exec.Tensor
	if src := c.Args[1].Tensor(); src != nil {
		if out, err = c.Clone(src); err != nil {
			return err
		}
		b = &exec.Buffer{Mem: exec.MemoryOf(out.Elem, out.Data, nil), Shape: out.Shape, Strides: exec.Strides(out.Shape)}
	} else if b, err = c.Buffer(1); err != nil {
		return err
	}
	err = transfer(c, b, t, idx, m, func(i, pos int64, ok, on bool) {
		if ok && on {
			b.Store(pos, v.At(i))
		}
	})
	if err != nil {
		return err
	}
	if out != nil {
		out.Data = b.Mem.Data
		return result(c, out)
	}
	return nil
}
