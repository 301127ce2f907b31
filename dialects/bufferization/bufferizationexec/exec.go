// Package bufferizationexec declares the interpreter semantics of the
// bufferization ops: the bridges between tensors (values) and buffers
// (memory) copy, so a tensor never changes behind a buffer's back.
package bufferizationexec

import (
	"github.com/strata-compiler/strata/dialects/bufferization"
	"github.com/strata-compiler/strata/dialects/memref/memrefexec"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the bufferization ops' semantics.
var Semantics = exec.Table{
	bufferization.ToTensor.Name: func(c *exec.Ctx) error {
		b, err := c.Buffer(0)
		if err != nil {
			return err
		}
		if !b.InBounds() {
			return c.Errorf("buffer view leaves its allocation")
		}
		t, err := c.ToTensor(b)
		if err != nil {
			return err
		}
		c.Results[0] = exec.Value{Ref: t}
		return nil
	},
	bufferization.ToBuffer.Name: func(c *exec.Ctx) error {
		t, err := c.Tensor(0)
		if err != nil {
			return err
		}
		var b *exec.Buffer
		if mt, ok := c.ResultType(0).(*ir.MemRefType); ok && mt.Layout != nil {
			b, err = memrefexec.NewBuffer(c, mt, t.Shape, c.Op)
			if err != nil {
				return err
			}
			b.CopyFrom(t)
		} else if b, err = c.BufferFromTensor(t, c.Op); err != nil {
			return err
		}
		c.Results[0] = exec.Value{Ref: b}
		return nil
	},
	bufferization.AllocTensor.Name: func(c *exec.Ctx) error {
		st := c.Op.Def()
		s, n := st.OperandGroupRange(c.Op, 1)
		if n == 1 {
			t := c.Args[s].Tensor()
			if t == nil {
				return c.Errorf("copy operand is not a tensor")
			}
			c.Results[0] = exec.Value{Ref: t}
			return nil
		}
		dyn := c.Group(0)
		if err := c.NotPoison(dyn...); err != nil {
			return err
		}
		shape, err := exec.ResultShape(c.ResultType(0), dyn)
		if err != nil {
			return c.Errorf("%v", err)
		}
		t, err := c.NewTensor(exec.ElementType(c.ResultType(0)), shape)
		if err != nil {
			return err
		}
		c.Results[0] = exec.Value{Ref: t}
		return nil
	},
	bufferization.MaterializeInDestination.Name: func(c *exec.Ctx) error {
		src, err := c.Tensor(0)
		if err != nil {
			return err
		}
		if _, ok := c.ArgType(1).(*ir.MemRefType); ok {
			dst, err := c.Buffer(1)
			if err != nil {
				return err
			}
			if exec.NumElements(dst.Shape) != src.Len() || len(dst.Shape) != len(src.Shape) {
				return c.Errorf("source shape %v does not match destination shape %v", src.Shape, dst.Shape)
			}
			dst.CopyFrom(src)
			return nil
		}
		if len(c.Results) == 1 {
			c.Results[0] = c.Args[0]
		}
		return nil
	},
	bufferization.DeallocTensor.Name: func(c *exec.Ctx) error { return nil },
	bufferization.Clone.Name: func(c *exec.Ctx) error {
		b, err := c.Buffer(0)
		if err != nil {
			return err
		}
		if !b.InBounds() {
			return c.Errorf("buffer view leaves its allocation")
		}
		t, err := c.ToTensor(b)
		if err != nil {
			return err
		}
		nb := &exec.Buffer{Mem: exec.MemoryOf(t.Elem, t.Data, c.Op), Shape: t.Shape, Strides: exec.Strides(t.Shape)}
		nb.Mem.Heap = true
		c.Results[0] = exec.Value{Ref: nb}
		return nil
	},
}
