package vectorexec

import (
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/interp/exec"
)

// expandLoad: the k-th masked-on lane reads the k-th element from base
// on (consecutive along the innermost dim).
func expandLoad(c *exec.Ctx) error {
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
	pass, err := arg(c, n-1)
	if err != nil {
		return err
	}
	out, err := c.Clone(pass)
	if err != nil {
		return err
	}
	full := append([]int64{}, idx...)
	k := int64(0)
	for i := int64(0); i < out.Len(); i++ {
		if !m.At(i).Bool() {
			continue
		}
		if len(full) > 0 {
			full[len(full)-1] = idx[len(idx)-1] + k
		}
		if !inBounds(b.Shape, full) {
			return oob(c, b, full)
		}
		out.Set(i, b.Load(b.Pos(full)))
		k++
	}
	return result(c, out)
}

// compressStore: the k-th masked-on lane goes to the k-th element on.
func compressStore(c *exec.Ctx) error {
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
	full := append([]int64{}, idx...)
	k := int64(0)
	for i := int64(0); i < v.Len(); i++ {
		if !m.At(i).Bool() {
			continue
		}
		if len(full) > 0 {
			full[len(full)-1] = idx[len(idx)-1] + k
		}
		if !inBounds(b.Shape, full) {
			return oob(c, b, full)
		}
		b.Store(b.Pos(full), v.At(i))
		k++
	}
	return nil
}

func interleave(c *exec.Ctx) error {
	a, err := arg(c, 0)
	if err != nil {
		return err
	}
	b, err := arg(c, 1)
	if err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	for i := int64(0); i < a.Len(); i++ {
		out.Set(2*i, a.At(i))
		out.Set(2*i+1, b.At(i))
	}
	return result(c, out)
}

func deinterleave(c *exec.Ctx) error {
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	even, err := newVector(c, 0)
	if err != nil {
		return err
	}
	odd, err := newVector(c, 1)
	if err != nil {
		return err
	}
	for i := int64(0); i < even.Len(); i++ {
		even.Set(i, src.At(2*i))
		odd.Set(i, src.At(2*i+1))
	}
	c.Results[0], c.Results[1] = exec.Value{Ref: even}, exec.Value{Ref: odd}
	return nil
}

func toElements(c *exec.Ctx) error {
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	for i := range c.Results {
		c.Results[i] = src.At(int64(i))
	}
	return nil
}

// scan: dest[..., i, ...] = init ∘ src[..., 0, ...] ∘ ... ∘ src[..., i, ...]
// (inclusive) or up to i-1 (exclusive, dest[..., 0, ...] = init), along
// reduction_dim; accumulated_value is the last combination.
func scan(c *exec.Ctx) error {
	src, err := arg(c, 0)
	if err != nil {
		return err
	}
	init, err := arg(c, 1)
	if err != nil {
		return err
	}
	out, err := newVector(c, 0)
	if err != nil {
		return err
	}
	acc, err := c.Clone(init)
	if err != nil {
		return err
	}
	d := int(c.Op.Attr("reduction_dim").(interface{ Int64() int64 }).Int64())
	inclusive := c.Op.Attr("inclusive").(interface{ Int64() int64 }).Int64() != 0
	k, e := vector.KindOf(c.Op), c.ArgElem(0)
	shape := src.Shape
	idx := make([]int64, len(shape))
	for l := int64(0); l < src.Len(); l++ {
		exec.Unlinear(shape, l, idx)
		// The accumulator lane of this point: idx without dim d.
		a := int64(0)
		for j, x := range idx {
			if j != d {
				a = a*shape[j] + x
			}
		}
		if !inclusive {
			out.Set(l, acc.At(a))
		}
		acc.Set(a, combine(k, e, acc.At(a), src.At(l)))
		if inclusive {
			out.Set(l, acc.At(a))
		}
	}
	// Points along d are visited in order for each accumulator lane, as
	// row-major order keeps d's index increasing for a fixed lane.
	c.Results[0], c.Results[1] = exec.Value{Ref: out}, exec.Value{Ref: acc}
	return nil
}

// mask runs a region that masks no op (only its yield); masking an op is
// not supported here.
func maskOp(c *exec.Ctx) error {
	blk := c.Op.Region(0).Front()
	if blk == nil || blk.NumOps() != 1 {
		return c.Errorf("vector.mask of an operation is not supported by the interpreter")
	}
	vs, err := c.Region(0).Run(nil)
	if err != nil {
		return err
	}
	copy(c.Results, vs)
	return nil
}
