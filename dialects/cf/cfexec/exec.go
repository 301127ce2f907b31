// Package cfexec declares the interpreter semantics of the cf ops.
package cfexec

import (
	"github.com/strata-compiler/strata/dialects/cf"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the cf ops' semantics.
var Semantics = exec.Table{
	cf.Br.Name: func(c *exec.Ctx) error { return c.Jump(c.Op.Successor(0), c.Args) },
	cf.CondBr.Name: func(c *exec.Ctx) error {
		if err := c.NotPoison(c.Args[0]); err != nil {
			return err
		}
		if c.Args[0].Bool() {
			return c.Jump(c.Op.Successor(0), c.Group(1))
		}
		return c.Jump(c.Op.Successor(1), c.Group(2))
	},
	cf.Switch.Name: func(c *exec.Ctx) error {
		if err := c.NotPoison(c.Args[0]); err != nil {
			return err
		}
		flag := c.Args[0].I
		cases := exec.I64s(c.Op.Attr("case_values"))
		w := c.ArgElem(0).Width
		segs := exec.I64s(c.Op.Attr("case_operand_segments"))
		caseOps := c.Group(2)
		start := int64(0)
		for i, v := range cases {
			n := int64(0)
			if i < len(segs) {
				n = segs[i]
			}
			if exec.Wrap(v, w) == flag {
				return c.Jump(c.Op.Successor(i+1), caseOps[start:start+n])
			}
			start += n
		}
		return c.Jump(c.Op.Successor(0), c.Group(1))
	},
	cf.Assert.Name: func(c *exec.Ctx) error {
		if err := c.NotPoison(c.Args[0]); err != nil {
			return err
		}
		if !c.Args[0].Bool() {
			msg := ""
			if s, ok := c.Op.Attr("msg").(*ir.StringAttr); ok {
				msg = s.Value
			}
			return c.Errorf("assertion failed: %s", msg)
		}
		return nil
	},
}
