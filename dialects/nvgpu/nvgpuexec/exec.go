// Package nvgpuexec interprets the nvgpu dialect's async copies as the
// hardware may run them at the latest: a GPU thread's copy lands when the
// thread waits for its group (nvgpu.device_async_wait), reading its source
// then, and until then its destination holds NaN (an integer element, the
// bytes 0x5A): a program that reads the destination before the wait, or
// lets another thread read it before a barrier that follows the wait,
// reads that instead of the copy (a missing wait or barrier shows in its
// results, as the differential check compares them), and one whose copies
// overwrite a buffer that another thread has still to read (no barrier
// between the reads and the copies) spoils those reads. Outside a GPU
// thread (on the host) a copy lands when it is issued. Indices are
// checked when the copy is issued.
package nvgpuexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/nvgpu"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the nvgpu ops' semantics.
var Semantics = exec.Table{
	nvgpu.DeviceAsyncCopy.Name:        deviceAsyncCopy,
	nvgpu.DeviceAsyncCreateGroup.Name: deviceAsyncCreateGroup,
	nvgpu.DeviceAsyncWait.Name:        deviceAsyncWait,
}

// asyncCopy is a copy in flight: dst's positions to write, the first of
// them from src's positions, the rest zero. A copy's token holds it.
type asyncCopy struct {
	src, dst       *exec.Buffer
	srcPos, dstPos []int64
	grouped        bool
}

// land writes the copy's elements, reading its source now.
func (cp *asyncCopy) land() {
	for k, p := range cp.dstPos {
		v := exec.Zero()
		if k < len(cp.srcPos) {
			v = cp.src.Load(cp.srcPos[k])
		}
		cp.dst.Store(p, v)
	}
}

// inFlight is a thread's groups of copies not yet landed, oldest first
// (exec.Thread's Async).
type inFlight struct{ groups [][]*asyncCopy }

// deviceAsyncCopy checks a copy of dstElements elements along the
// destination's last dim (the first srcElements, all without it, read
// along the source's last dim, the rest zero; none read past srcElements,
// so a copy at a ragged edge may start inside the source and end past it)
// and puts it in flight, its destination undefined until it lands.
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
	cp := &asyncCopy{src: src, dst: dst}
	for k := int64(0); k < n; k++ {
		if k < m {
			p, err := along(c, src, from, k)
			if err != nil {
				return err
			}
			cp.srcPos = append(cp.srcPos, p)
		}
		p, err := along(c, dst, to, k)
		if err != nil {
			return err
		}
		cp.dstPos = append(cp.dstPos, p)
	}
	c.Results[0] = exec.Value{Ref: cp}
	if c.M.Locals().Thread == nil {
		cp.land()
		return nil
	}
	undefined := undefinedValue(exec.ElemOf(dst.Mem.Elem))
	for _, p := range cp.dstPos {
		dst.Store(p, undefined)
	}
	return nil
}

// undefinedValue is what a destination holds while a copy is in flight.
func undefinedValue(e exec.Elem) exec.Value {
	if e.Float {
		return exec.Value{F: math.NaN(), Im: math.NaN()}
	}
	return exec.Int(exec.Wrap(0x5A5A5A5A5A5A5A5A, e.Width))
}

// deviceAsyncCreateGroup makes the copies of its tokens (those not in a
// group yet) the thread's newest group.
func deviceAsyncCreateGroup(c *exec.Ctx) error {
	var group []*asyncCopy
	for _, v := range c.Args {
		if cp, ok := v.Ref.(*asyncCopy); ok && !cp.grouped {
			cp.grouped = true
			group = append(group, cp)
		}
	}
	c.Results[0] = exec.Value{}
	if t := c.M.Locals().Thread; t != nil {
		f, _ := t.Async.(*inFlight)
		if f == nil {
			f = &inFlight{}
			t.Async = f
		}
		f.groups = append(f.groups, group)
	}
	return nil
}

// deviceAsyncWait lands the thread's groups but the numGroups newest (all
// without it), oldest first, as cp.async.wait_group does; the token only
// orders the wait after the group it names.
func deviceAsyncWait(c *exec.Ctx) error {
	t := c.M.Locals().Thread
	if t == nil {
		return nil
	}
	f, _ := t.Async.(*inFlight)
	if f == nil {
		return nil
	}
	keep := int64(0)
	if n, ok := c.Op.Attr("numGroups").(*ir.IntegerAttr); ok {
		keep = n.Int64()
	}
	done := int64(len(f.groups)) - keep
	if done <= 0 {
		return nil
	}
	for _, g := range f.groups[:done] {
		for _, cp := range g {
			if cp.src.Mem.Freed != nil {
				return c.UseAfterFree(cp.src)
			}
			if cp.dst.Mem.Freed != nil {
				return c.UseAfterFree(cp.dst)
			}
			cp.land()
		}
	}
	f.groups = append([][]*asyncCopy(nil), f.groups[done:]...)
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
