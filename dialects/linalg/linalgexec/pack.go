package linalgexec

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/interp/exec"
)

// linalg.pack and linalg.unpack move elements between a tensor and its
// tiled layout (linalg.PackLayout): element src of the unpacked tensor
// sits, for each tiled dimension d = inner_dims_pos[k] with tile T, at
// outer index src[d] floordiv T and tile index src[d] mod T, with the
// outer indices in outer_dims_perm's order. The tile sizes are the
// packed tensor's trailing dimensions. Pack fills the positions past the
// source's end with padding_value; without one they are an error
// (upstream leaves them undefined).

func pack(c *exec.Ctx) error {
	src, err := c.Tensor(0)
	if err != nil {
		return err
	}
	dest, err := c.Tensor(1)
	if err != nil {
		return err
	}
	pad := c.Group(2)
	out, err := c.NewTensor(dest.Elem, dest.Shape)
	if err != nil {
		return err
	}
	m := newPacking(linalg.PackLayoutOf(c.Op), len(src.Shape), dest.Shape)
	at := make([]int64, len(dest.Shape))
	for l := int64(0); l < out.Len(); l++ {
		exec.Unlinear(dest.Shape, l, at)
		i, ok := m.unpacked(at, src.Shape)
		switch {
		case ok:
			out.Set(l, src.At(exec.Linear(src.Shape, i)))
		case len(pad) == 1:
			out.Set(l, pad[0])
		default:
			return c.Errorf("linalg.pack without padding_value reads past the source's end")
		}
	}
	c.Results[0] = exec.Value{Ref: out}
	return nil
}

func unpack(c *exec.Ctx) error {
	src, err := c.Tensor(0)
	if err != nil {
		return err
	}
	dest, err := c.Tensor(1)
	if err != nil {
		return err
	}
	out, err := c.NewTensor(dest.Elem, dest.Shape)
	if err != nil {
		return err
	}
	m := newPacking(linalg.PackLayoutOf(c.Op), len(dest.Shape), src.Shape)
	at := make([]int64, len(dest.Shape))
	for l := int64(0); l < out.Len(); l++ {
		exec.Unlinear(dest.Shape, l, at)
		p, ok := m.packed(at, src.Shape)
		if !ok {
			return c.Errorf("linalg.unpack's destination is larger than its source's tiles")
		}
		out.Set(l, src.At(exec.Linear(src.Shape, p)))
	}
	c.Results[0] = exec.Value{Ref: out}
	return nil
}

// packing maps indices between the unpacked and the packed layout.
type packing struct {
	rank  int
	tile  []int64 // per unpacked dimension, its tile size (0: untiled)
	slot  []int64 // per unpacked dimension, the packed dimension of its tile index
	perm  []int64 // packed outer dimension i holds unpacked dimension perm[i]
	outer []int64 // scratch: unpacked-order outer indices
}

func newPacking(l linalg.PackLayout, rank int, packedShape []int64) *packing {
	m := &packing{rank: rank, tile: make([]int64, rank), slot: make([]int64, rank), perm: l.OuterDimsPerm, outer: make([]int64, rank)}
	for k, d := range l.InnerDimsPos {
		m.slot[d] = int64(rank + k)
		m.tile[d] = packedShape[rank+k]
	}
	if m.perm == nil {
		m.perm = make([]int64, rank)
		for i := range m.perm {
			m.perm[i] = int64(i)
		}
	}
	return m
}

// unpacked returns the unpacked index of packed index p, false when it
// lies past shape (in the padding).
func (m *packing) unpacked(p, shape []int64) ([]int64, bool) {
	for i, d := range m.perm {
		m.outer[d] = p[i]
	}
	idx := make([]int64, m.rank)
	for d := range idx {
		idx[d] = m.outer[d]
		if m.tile[d] != 0 {
			idx[d] = m.outer[d]*m.tile[d] + p[m.slot[d]]
		}
		if idx[d] >= shape[d] {
			return nil, false
		}
	}
	return idx, true
}

// packed returns the packed index of unpacked index u, false when it
// lies past packedShape.
func (m *packing) packed(u, packedShape []int64) ([]int64, bool) {
	p := make([]int64, len(packedShape))
	for d, x := range u {
		m.outer[d] = x
		if t := m.tile[d]; t != 0 {
			m.outer[d], p[m.slot[d]] = x/t, x%t
		}
	}
	for i, d := range m.perm {
		p[i] = m.outer[d]
	}
	for i, x := range p {
		if x >= packedShape[i] {
			return nil, false
		}
	}
	return p, true
}
