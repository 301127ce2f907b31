// Package funcexec declares the interpreter semantics of the func ops.
package funcexec

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the func ops' semantics.
var Semantics = exec.Table{
	fn.Return.Name: func(c *exec.Ctx) error { return c.Yield(c.Args) },
	fn.Call.Name: func(c *exec.Ctx) error {
		ref, _ := c.Op.Attr("callee").(*ir.SymbolRefAttr)
		if ref == nil {
			return c.Errorf("call without callee")
		}
		return call(c, ref.Leaf(), c.Args)
	},
	fn.CallIndirect.Name: func(c *exec.Ctx) error {
		f, _ := c.Args[0].Ref.(*exec.FuncRef)
		if f == nil {
			return c.Errorf("callee is not a function value")
		}
		return call(c, f.Name, c.Args[1:])
	},
	fn.Constant.Name: func(c *exec.Ctx) error {
		ref, _ := c.Op.Attr("value").(*ir.SymbolRefAttr)
		if ref == nil {
			return c.Errorf("constant without a function")
		}
		c.Results[0] = exec.Value{Ref: &exec.FuncRef{Name: ref.Leaf()}}
		return nil
	},
}

func call(c *exec.Ctx, name string, args []exec.Value) error {
	res, err := c.M.Call(name, append([]exec.Value(nil), args...), c.Op)
	if err != nil {
		return err
	}
	if len(res) != len(c.Results) {
		return c.Errorf("callee returned %d values, %d expected", len(res), len(c.Results))
	}
	copy(c.Results, res)
	return nil
}
