package bufferizationexec

import (
	"github.com/strata-compiler/strata/dialects/bufferization"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// bufferization.dealloc: two memrefs alias when they view the same
// allocation (what the lowering compares: their base pointers). A memref
// whose condition holds is freed unless a retained memref aliases it,
// each allocation at most once; result j is whether some memref aliasing
// retained j had its condition set. Freeing memory freed before, or not
// allocated by memref.alloc, is an error, as for memref.dealloc.
func init() { Semantics[bufferization.Dealloc.Name] = dealloc }

func dealloc(c *exec.Ctx) error {
	memrefs, conds, retained := c.Group(0), c.Group(1), c.Group(2)
	if len(memrefs) != len(conds) || len(retained) != len(c.Results) {
		return c.Errorf("malformed bufferization.dealloc")
	}
	if err := c.NotPoison(conds...); err != nil {
		return err
	}
	mem := func(v exec.Value) (*exec.Memory, error) {
		b := v.Buffer()
		if b == nil {
			return nil, c.Errorf("operand is not a memref value")
		}
		return b.Mem, nil
	}
	kept := map[*exec.Memory]bool{}
	for j, r := range retained {
		m, err := mem(r)
		if err != nil {
			return err
		}
		kept[m] = true
		c.Results[j] = exec.Bool(false)
	}
	var free []*exec.Memory
	freeing := map[*exec.Memory]bool{}
	for i, v := range memrefs {
		m, err := mem(v)
		if err != nil {
			return err
		}
		if !conds[i].Bool() {
			continue
		}
		if kept[m] {
			for j, r := range retained {
				if r.Buffer().Mem == m {
					c.Results[j] = exec.Bool(true)
				}
			}
			continue
		}
		if !freeing[m] {
			freeing[m] = true
			free = append(free, m)
		}
	}
	for _, m := range free {
		if m.Freed != nil {
			d := c.Errorf("double deallocation")
			d.(*ir.Diagnostic).AttachNote(m.Freed.Loc(), "first deallocated here")
			return d
		}
		if !m.Heap && m.Origin != nil {
			return c.Errorf("deallocation of memory not allocated by memref.alloc ('%s')", m.Origin.Name())
		}
	}
	for _, m := range free {
		m.Free(c.Op)
	}
	return nil
}
