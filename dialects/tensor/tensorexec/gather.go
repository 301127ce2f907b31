package tensorexec

import (
	"fmt"
	"slices"
	"strings"

	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// tensor.gather copies, for each batch position b of indices, the slice of
// source at the coordinates indices[b, :] along gather_dims; tensor.scatter
// writes the slices of source into a copy of dest at those coordinates.
// A coordinate out of bounds is an error, and so is a coordinate repeated
// under `unique` (upstream leaves both undefined).
func init() {
	Semantics[tensor.Gather.Name] = func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		idx, err := c.Tensor(1)
		if err != nil {
			return err
		}
		g, err := newGathering(c, src.Shape, idx, tensor.GatherDims(c.Op))
		if err != nil {
			return err
		}
		shape := g.shape()
		if rt, ok := c.ResultType(0).(*ir.RankedTensorType); ok && len(rt.Dims) != len(shape) {
			shape = g.reducedShape()
		}
		out, err := c.NewTensor(exec.ElementType(c.ResultType(0)), shape)
		if err != nil {
			return err
		}
		g.each(func(at, elem int64) { out.Set(at, src.At(elem)) })
		c.Results[0] = exec.Value{Ref: out}
		return nil
	}
	Semantics[tensor.Scatter.Name] = func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		dest, err := c.Tensor(1)
		if err != nil {
			return err
		}
		idx, err := c.Tensor(2)
		if err != nil {
			return err
		}
		g, err := newGathering(c, dest.Shape, idx, tensor.GatherDims(c.Op))
		if err != nil {
			return err
		}
		if n := exec.NumElements(g.shape()); n != src.Len() {
			return c.Errorf("source has %d elements, the slices %d", src.Len(), n)
		}
		out, err := c.Clone(dest)
		if err != nil {
			return err
		}
		g.each(func(at, elem int64) { out.Set(elem, src.At(at)) })
		c.Results[0] = exec.Value{Ref: out}
		return nil
	}
}

// gathering maps the elements of the gathered slices (batch position,
// then slice position, row-major) to those of the indexed tensor.
type gathering struct {
	full   []int64   // the indexed tensor's shape
	slice  []int64   // full with the gathered dimensions 1
	dims   []int64   // the gathered dimensions
	coords [][]int64 // per batch position, one coordinate per gathered dimension
	batch  []int64   // indices' shape without its last dimension
}

func newGathering(c *exec.Ctx, full []int64, idx *exec.Tensor, dims []int64) (*gathering, error) {
	if len(idx.Shape) == 0 || idx.Shape[len(idx.Shape)-1] != int64(len(dims)) {
		return nil, c.Errorf("indices of shape %v do not hold %d coordinates", idx.Shape, len(dims))
	}
	g := &gathering{full: full, slice: append([]int64(nil), full...), dims: dims, batch: idx.Shape[:len(idx.Shape)-1]}
	for _, d := range dims {
		if d < 0 || int(d) >= len(full) {
			return nil, c.Errorf("dimension %d is out of range for rank %d", d, len(full))
		}
		g.slice[d] = 1
	}
	n := exec.NumElements(g.batch)
	unique := c.Op.Attr("unique") != nil
	seen := map[string]int64{}
	for b := int64(0); b < n; b++ {
		cs := make([]int64, len(dims))
		for j, d := range dims {
			x := idx.Int(b*int64(len(dims)) + int64(j))
			if x < 0 || x >= full[d] {
				return nil, c.Errorf("coordinate %d of batch position %d is out of bounds for dimension %d of size %d", x, b, d, full[d])
			}
			cs[j] = x
		}
		if unique {
			key := strings.Trim(fmt.Sprint(cs), "[]")
			if prev, ok := seen[key]; ok {
				return nil, c.Errorf("batch positions %d and %d have the same coordinates (%s), but unique is set", prev, b, key)
			}
			seen[key] = b
		}
		g.coords = append(g.coords, cs)
	}
	return g, nil
}

// shape is the gathered slices' shape with the gathered dimensions kept
// (1); the rank-reduced form has the same elements in the same order.
func (g *gathering) shape() []int64 { return append(append([]int64(nil), g.batch...), g.slice...) }

// reducedShape is shape without the gathered dimensions.
func (g *gathering) reducedShape() []int64 {
	out := append([]int64(nil), g.batch...)
	for i, d := range g.full {
		if !slices.Contains(g.dims, int64(i)) {
			out = append(out, d)
		}
	}
	return out
}

// each calls fn with the position of each gathered element and the
// position of the element of the indexed tensor it is.
func (g *gathering) each(fn func(at, elem int64)) {
	per := exec.NumElements(g.slice)
	pos := make([]int64, len(g.slice))
	for b, cs := range g.coords {
		for s := int64(0); s < per; s++ {
			exec.Unlinear(g.slice, s, pos)
			for j, d := range g.dims {
				pos[d] = cs[j]
			}
			fn(int64(b)*per+s, exec.Linear(g.full, pos))
		}
	}
}
