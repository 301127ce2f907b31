// Package builtinexec declares the interpreter semantics of the builtin
// ops.
package builtinexec

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the builtin ops' semantics.
var Semantics = exec.Table{
	// An unrealized cast between types of the same runtime representation
	// (tensor and memref of one shape, index and an integer) forwards its
	// values; a tensor becomes a fresh buffer and back.
	builtin.UnrealizedConversionCast.Name: func(c *exec.Ctx) error {
		if len(c.Args) != len(c.Results) {
			return c.Errorf("the interpreter only runs 1:1 unrealized conversion casts")
		}
		for i, a := range c.Args {
			switch c.ResultType(i).(type) {
			case *ir.MemRefType:
				if t := a.Tensor(); t != nil {
					b, err := c.BufferFromTensor(t, c.Op)
					if err != nil {
						return err
					}
					a = exec.Value{Ref: b}
				}
			case *ir.RankedTensorType:
				if a.Buffer() != nil {
					b, err := c.Buffer(i)
					if err != nil {
						return err
					}
					if !b.InBounds() {
						return c.Errorf("operand #%d views memory outside its allocation", i)
					}
					t, err := c.ToTensor(b)
					if err != nil {
						return err
					}
					a = exec.Value{Ref: t}
				}
			}
			c.Results[i] = a
		}
		return nil
	},
}
