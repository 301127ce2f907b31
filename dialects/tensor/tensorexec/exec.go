// Package tensorexec declares the interpreter semantics of the tensor
// ops. Tensors are values: every op producing a tensor returns a new one
// (tensor.parallel_insert_slice, inside scf.forall, writes into the
// loop's private copy of its shared output).
package tensorexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the tensor ops' semantics.
var Semantics = exec.Table{
	tensor.Empty.Name: func(c *exec.Ctx) error {
		shape, err := resultShape(c, 0, c.Args)
		if err != nil {
			return err
		}
		t, err := c.NewTensor(exec.ElementType(c.ResultType(0)), shape)
		if err != nil {
			return err
		}
		c.Results[0] = exec.Value{Ref: t}
		return nil
	},
	tensor.Extract.Name: func(c *exec.Ctx) error {
		t, err := c.Tensor(0)
		if err != nil {
			return err
		}
		idx, err := c.Ints(c.Args[1:])
		if err != nil {
			return err
		}
		l, err := linear(c, t.Shape, idx)
		if err != nil {
			return err
		}
		c.Results[0] = t.At(l)
		return nil
	},
	tensor.Insert.Name: func(c *exec.Ctx) error {
		if err := c.NotPoison(c.Args[0]); err != nil {
			return err
		}
		t, err := c.Tensor(1)
		if err != nil {
			return err
		}
		idx, err := c.Ints(c.Args[2:])
		if err != nil {
			return err
		}
		l, err := linear(c, t.Shape, idx)
		if err != nil {
			return err
		}
		out, err := c.Clone(t)
		if err != nil {
			return err
		}
		out.Set(l, c.Args[0])
		c.Results[0] = exec.Value{Ref: out}
		return nil
	},
	tensor.ExtractSlice.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		off, sz, st, err := slice(c, 1)
		if err != nil {
			return err
		}
		if err := checkSlice(c, src.Shape, off, sz, st); err != nil {
			return err
		}
		out, err := c.NewTensor(src.Elem, sz)
		if err != nil {
			return err
		}
		forSlice(src.Shape, off, sz, st, func(i, s int64) { out.Set(i, src.At(s)) })
		out.Shape = dropUnitDims(sz, exec.ShapeOf(c.ResultType(0)))
		c.Results[0] = exec.Value{Ref: out}
		return nil
	},
	tensor.InsertSlice.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		dst, err := c.Tensor(1)
		if err != nil {
			return err
		}
		off, sz, st, err := slice(c, 2)
		if err != nil {
			return err
		}
		if err := checkSlice(c, dst.Shape, off, sz, st); err != nil {
			return err
		}
		if exec.NumElements(sz) != src.Len() {
			return c.Errorf("source has %d elements, the slice %d", src.Len(), exec.NumElements(sz))
		}
		out, err := c.Clone(dst)
		if err != nil {
			return err
		}
		forSlice(dst.Shape, off, sz, st, func(i, d int64) { out.Set(d, src.At(i)) })
		c.Results[0] = exec.Value{Ref: out}
		return nil
	},
	tensor.ParallelInsertSlice.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		dst, err := c.Tensor(1)
		if err != nil {
			return err
		}
		off, sz, st, err := slice(c, 2)
		if err != nil {
			return err
		}
		if err := checkSlice(c, dst.Shape, off, sz, st); err != nil {
			return err
		}
		if exec.NumElements(sz) != src.Len() {
			return c.Errorf("source has %d elements, the slice %d", src.Len(), exec.NumElements(sz))
		}
		forSlice(dst.Shape, off, sz, st, func(i, d int64) { dst.Set(d, src.At(i)) })
		return nil
	},
	tensor.CollapseShape.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		var shape []int64
		for _, g := range tensor.Reassociation(c.Op) {
			n := int64(1)
			for _, d := range g {
				n *= src.Shape[d]
			}
			shape = append(shape, n)
		}
		return reshaped(c, src, shape)
	},
	tensor.ExpandShape.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		shape, err := exec.Mixed(exec.I64s(c.Op.Attr("static_output_shape")), c.Args[1:])
		if err != nil {
			return c.Errorf("%v", err)
		}
		return reshaped(c, src, shape)
	},
	tensor.Reshape.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		sh, err := c.Tensor(1)
		if err != nil {
			return err
		}
		if sh.IsFloat() {
			return c.Errorf("the shape operand holds floats")
		}
		shape := make([]int64, sh.Len())
		for i := range shape {
			shape[i] = sh.Int(int64(i))
		}
		return reshaped(c, src, shape)
	},
	tensor.Cast.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		if err := checkStatic(c, src.Shape, c.ResultType(0)); err != nil {
			return err
		}
		c.Results[0] = c.Args[0]
		return nil
	},
	tensor.Bitcast.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		out, err := c.NewTensor(exec.ElementType(c.ResultType(0)), src.Shape)
		if err != nil {
			return err
		}
		in, oe := exec.ElemOf(src.Elem), exec.ElemOf(out.Elem)
		for i := int64(0); i < src.Len(); i++ {
			out.Set(i, bitcast(src.At(i), in, oe))
		}
		c.Results[0] = exec.Value{Ref: out}
		return nil
	},
	tensor.Dim.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		d, err := c.Index(1)
		if err != nil {
			return err
		}
		if d < 0 || d >= int64(len(src.Shape)) {
			return c.Errorf("dimension %d is out of bounds for a tensor of rank %d", d, len(src.Shape))
		}
		c.Results[0] = exec.Int(src.Shape[d])
		return nil
	},
	tensor.Rank.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		c.Results[0] = exec.Int(int64(len(src.Shape)))
		return nil
	},
	tensor.Pad.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		lo, err := exec.Mixed(exec.I64s(c.Op.Attr("static_low")), c.Group(1))
		if err != nil {
			return c.Errorf("%v", err)
		}
		hi, err := exec.Mixed(exec.I64s(c.Op.Attr("static_high")), c.Group(2))
		if err != nil {
			return c.Errorf("%v", err)
		}
		if len(lo) != len(src.Shape) || len(hi) != len(src.Shape) {
			return c.Errorf("padding of rank %d and %d for a tensor of rank %d", len(lo), len(hi), len(src.Shape))
		}
		shape := make([]int64, len(src.Shape))
		for i := range shape {
			if lo[i] < 0 || hi[i] < 0 {
				return c.Errorf("negative padding")
			}
			if lo[i] > math.MaxInt64-src.Shape[i] || hi[i] > math.MaxInt64-src.Shape[i]-lo[i] {
				return c.Errorf("padded size of dimension %d overflows", i)
			}
			shape[i] = lo[i] + src.Shape[i] + hi[i]
		}
		out, err := c.NewTensor(src.Elem, shape)
		if err != nil {
			return err
		}
		if err := c.M.Step(out.Len(), c.Op); err != nil {
			return err
		}
		body := c.Region(0)
		idx := make([]int64, len(shape))
		sidx := make([]int64, len(shape))
		args := make([]exec.Value, len(shape))
		for i := int64(0); i < out.Len(); i++ {
			exec.Unlinear(shape, i, idx)
			inside := true
			for k := range idx {
				sidx[k] = idx[k] - lo[k]
				if sidx[k] < 0 || sidx[k] >= src.Shape[k] {
					inside = false
				}
			}
			if inside {
				out.Set(i, src.At(exec.Linear(src.Shape, sidx)))
				continue
			}
			for k := range idx {
				args[k] = exec.Int(idx[k])
			}
			v, err := body.Run(args)
			if err != nil {
				return err
			}
			if len(v) != 1 {
				return c.Errorf("padding region must yield one value")
			}
			if v[0].Poison != nil {
				return exec.PoisonError(c.Op, v[0])
			}
			out.Set(i, v[0])
		}
		c.Results[0] = exec.Value{Ref: out}
		return nil
	},
	tensor.Concat.Name: func(c *exec.Ctx) error {
		a, _ := c.Op.Attr("dim").(*ir.IntegerAttr)
		if a == nil || len(c.Args) == 0 {
			return c.Errorf("malformed concat")
		}
		dim := int(a.Int64())
		first, err := c.Tensor(0)
		if err != nil {
			return err
		}
		shape := append([]int64(nil), first.Shape...)
		shape[dim] = 0
		for i := range c.Args {
			t, err := c.Tensor(i)
			if err != nil {
				return err
			}
			for k := range t.Shape {
				if k != dim && t.Shape[k] != first.Shape[k] {
					return c.Errorf("operand #%d has size %d in dimension %d, expected %d", i, t.Shape[k], k, first.Shape[k])
				}
			}
			shape[dim] += t.Shape[dim]
		}
		out, err := c.NewTensor(first.Elem, shape)
		if err != nil {
			return err
		}
		start := int64(0)
		for i := range c.Args {
			t := c.Args[i].Tensor()
			off := make([]int64, len(shape))
			off[dim] = start
			forSlice(shape, off, t.Shape, ones(len(shape)), func(s, d int64) { out.Set(d, t.At(s)) })
			start += t.Shape[dim]
		}
		c.Results[0] = exec.Value{Ref: out}
		return nil
	},
	tensor.Splat.Name: func(c *exec.Ctx) error {
		if err := c.NotPoison(c.Args[0]); err != nil {
			return err
		}
		shape, err := resultShape(c, 0, c.Args[1:])
		if err != nil {
			return err
		}
		out, err := c.NewTensor(exec.ElementType(c.ResultType(0)), shape)
		if err != nil {
			return err
		}
		for i := int64(0); i < out.Len(); i++ {
			out.Set(i, c.Args[0])
		}
		c.Results[0] = exec.Value{Ref: out}
		return nil
	},
	tensor.FromElements.Name: func(c *exec.Ctx) error {
		if err := c.NotPoison(c.Args...); err != nil {
			return err
		}
		shape := exec.ShapeOf(c.ResultType(0))
		if n := exec.NumElements(shape); n != int64(len(c.Args)) {
			return c.Errorf("%d elements for %d positions", len(c.Args), n)
		}
		out, err := c.NewTensor(exec.ElementType(c.ResultType(0)), shape)
		if err != nil {
			return err
		}
		for i, a := range c.Args {
			out.Set(int64(i), a)
		}
		c.Results[0] = exec.Value{Ref: out}
		return nil
	},
	tensor.Generate.Name: func(c *exec.Ctx) error {
		shape, err := resultShape(c, 0, c.Args)
		if err != nil {
			return err
		}
		out, err := c.NewTensor(exec.ElementType(c.ResultType(0)), shape)
		if err != nil {
			return err
		}
		if err := c.M.Step(out.Len(), c.Op); err != nil {
			return err
		}
		body := c.Region(0)
		idx := make([]int64, len(shape))
		args := make([]exec.Value, len(shape))
		for i := int64(0); i < out.Len(); i++ {
			exec.Unlinear(shape, i, idx)
			for k := range idx {
				args[k] = exec.Int(idx[k])
			}
			v, err := body.Run(args)
			if err != nil {
				return err
			}
			if len(v) != 1 {
				return c.Errorf("body must yield one value")
			}
			if v[0].Poison != nil {
				return exec.PoisonError(c.Op, v[0])
			}
			out.Set(i, v[0])
		}
		c.Results[0] = exec.Value{Ref: out}
		return nil
	},
	tensor.Yield.Name: func(c *exec.Ctx) error { return c.Yield(c.Args) },
}

func ones(n int) []int64 {
	s := make([]int64, n)
	for i := range s {
		s[i] = 1
	}
	return s
}

// resultShape is the shape of result i: its static sizes and dyn for the
// dynamic ones.
func resultShape(c *exec.Ctx, i int, dyn []exec.Value) ([]int64, error) {
	if err := c.NotPoison(dyn...); err != nil {
		return nil, err
	}
	s, err := exec.ResultShape(c.ResultType(i), dyn)
	if err != nil {
		return nil, c.Errorf("%v", err)
	}
	return s, nil
}

// linear checks idx against shape and returns its row-major position.
func linear(c *exec.Ctx, shape, idx []int64) (int64, error) {
	if len(idx) != len(shape) {
		return 0, c.Errorf("%d indices for a tensor of rank %d", len(idx), len(shape))
	}
	for k, x := range idx {
		if x < 0 || x >= shape[k] {
			return 0, c.Errorf("index %v is out of bounds for a tensor of shape %v", idx, shape)
		}
	}
	return exec.Linear(shape, idx), nil
}

// slice reads the offsets, sizes and strides starting at operand group g.
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

// checkSlice reports a slice that leaves shape.
func checkSlice(c *exec.Ctx, shape, off, sz, st []int64) error {
	if len(off) != len(shape) {
		return c.Errorf("slice of rank %d of a tensor of rank %d", len(off), len(shape))
	}
	for k := range shape {
		if sz[k] < 0 {
			return c.Errorf("negative slice size %d", sz[k])
		}
		if sz[k] == 0 {
			continue
		}
		last, ok := lastIndex(off[k], sz[k], st[k])
		if !ok || off[k] < 0 || off[k] >= shape[k] || last < 0 || last >= shape[k] {
			return c.Errorf("slice (offsets %v, sizes %v, strides %v) is out of bounds of shape %v", off, sz, st, shape)
		}
	}
	return nil
}

// lastIndex is off + (sz-1)*st, the last index a slice dimension reads,
// or false when it overflows int64.
func lastIndex(off, sz, st int64) (int64, bool) {
	span := sz - 1
	if span != 0 && (st > math.MaxInt64/span || st < math.MinInt64/span) {
		return 0, false
	}
	span *= st
	if (span > 0 && off > math.MaxInt64-span) || (span < 0 && off < math.MinInt64-span) {
		return 0, false
	}
	return off + span, true
}

// forSlice calls fn(i, p) for the i-th element (row-major in sz) of the
// slice and its row-major position p in shape.
func forSlice(shape, off, sz, st []int64, fn func(i, p int64)) {
	n := exec.NumElements(sz)
	if n == 0 {
		return
	}
	strides := exec.Strides(shape)
	idx := make([]int64, len(sz))
	for i := int64(0); ; i++ {
		p := int64(0)
		for k, x := range idx {
			p += (off[k] + x*st[k]) * strides[k]
		}
		fn(i, p)
		if !exec.Next(sz, idx) {
			return
		}
	}
}

// dropUnitDims returns sizes without the unit dimensions a rank-reducing
// result type drops.
func dropUnitDims(sizes, result []int64) []int64 {
	if len(result) == len(sizes) {
		return sizes
	}
	out := make([]int64, 0, len(result))
	j := 0
	for i, s := range sizes {
		dyn := j < len(result) && result[j] == ir.ShapedDynamic
		if j < len(result) && (result[j] == s || (dyn && (s != 1 || len(sizes)-i == len(result)-j))) {
			out = append(out, s)
			j++
		}
	}
	if len(out) != len(result) {
		return sizes
	}
	return out
}

func checkStatic(c *exec.Ctx, shape []int64, t ir.Type) error {
	want := exec.ShapeOf(t)
	if want == nil {
		return nil
	}
	if len(want) != len(shape) {
		return c.Errorf("rank %d at run time, the type says %d", len(shape), len(want))
	}
	for k, d := range want {
		if d != ir.ShapedDynamic && d != shape[k] {
			return c.Errorf("dimension %d has size %d at run time, the type says %d", k, shape[k], d)
		}
	}
	return nil
}

// reshaped returns src's elements with a new shape.
func reshaped(c *exec.Ctx, src *exec.Tensor, shape []int64) error {
	if exec.NumElements(shape) != src.Len() {
		return c.Errorf("cannot reshape %v (%d elements) to %v", src.Shape, src.Len(), shape)
	}
	if err := checkStatic(c, shape, c.ResultType(0)); err != nil {
		return err
	}
	out := *src
	out.Shape = shape
	c.Results[0] = exec.Value{Ref: &out}
	return nil
}

func bitcast(v exec.Value, in, out exec.Elem) exec.Value {
	var raw uint64
	if in.Float {
		raw = ir.FloatBits(in.Kind, v.F)
	} else {
		raw = exec.Unsigned(v.I, in.Width)
	}
	if out.Float {
		return exec.Float(ir.FloatFromBits(out.Kind, raw))
	}
	return exec.Int(exec.Wrap(int64(raw), out.Width))
}
