// Package nvgpuexec interprets the nvgpu dialect's async copies. A copy
// is done when it is issued: a program may read its destination only
// after waiting for its group, and by then the copy has happened in any
// order the hardware chooses, so copying at once is one of the behaviours
// the program allows. Tokens carry nothing.
package nvgpuexec

import (
	"github.com/strata-compiler/strata/dialects/nvgpu"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the nvgpu ops' semantics.
var Semantics = exec.Table{
	nvgpu.DeviceAsyncCopy.Name:        deviceAsyncCopy,
	nvgpu.DeviceAsyncCreateGroup.Name: func(c *exec.Ctx) error { c.Results[0] = exec.Value{}; return nil },
	nvgpu.DeviceAsyncWait.Name:        func(c *exec.Ctx) error { return nil },
}

// deviceAsyncCopy writes dstElements elements along the destination's
// last dim: the first srcElements (all without it) read along the
// source's last dim, the rest zero. Elements past srcElements are not
// read, so a copy at a ragged edge may start inside the source and end
// past it.
func deviceAsyncCopy(c *exec.Ctx) error {
	dstIdx, srcIdx := c.Group(1), c.Group(3)
	dst, err := c.Buffer(0)
	if err != nil {
		return err
	}
	src, err := c.Buffer(1 + len(dstIdx))
	if err != nil {
		return err
	}
	n := c.Op.Attr("dstElements").(*ir.IntegerAttr).Int64()
	m := n
	if g := c.Group(4); len(g) == 1 {
		if err := c.NotPoison(g...); err != nil {
			return err
		}
		m = g[0].I
		if m < 0 || m > n {
			return c.Errorf("srcElements %d is not between 0 and dstElements %d", m, n)
		}
	}
	to, err := c.Ints(dstIdx)
	if err != nil {
		return err
	}
	from, err := c.Ints(srcIdx)
	if err != nil {
		return err
	}
	for k := int64(0); k < n; k++ {
		v := exec.Zero()
		if k < m {
			p, err := along(c, src, from, k)
			if err != nil {
				return err
			}
			v = src.Load(p)
		}
		p, err := along(c, dst, to, k)
		if err != nil {
			return err
		}
		dst.Store(p, v)
	}
	return nil
}

// along is the position of the element k past idx along b's last dim,
// bounds checked.
func along(c *exec.Ctx, b *exec.Buffer, idx []int64, k int64) (int64, error) {
	if len(idx) != len(b.Shape) {
		return 0, c.Errorf("%d indices for a memref of rank %d", len(idx), len(b.Shape))
	}
	at := append([]int64(nil), idx...)
	at[len(at)-1] += k
	for d, i := range at {
		if i < 0 || i >= b.Shape[d] {
			return 0, c.Errorf("out-of-bounds access: index %v of a memref of shape %v", at, b.Shape)
		}
	}
	return b.Pos(at), nil
}
