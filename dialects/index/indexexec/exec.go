// Package indexexec declares the interpreter semantics of the index ops:
// the interpreter's index is 64 bits wide, and each op means what its
// arith counterpart on i64 means (division by zero an error, shifts by the
// width or more poison).
package indexexec

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/arith/arithexec"
	"github.com/strata-compiler/strata/dialects/index"
	"github.com/strata-compiler/strata/interp/exec"
)

// counterparts are the arith ops whose semantics the index ops share.
var counterparts = map[string]string{
	index.Add.Name: arith.AddI.Name, index.Sub.Name: arith.SubI.Name, index.Mul.Name: arith.MulI.Name,
	index.DivS.Name: arith.DivSI.Name, index.DivU.Name: arith.DivUI.Name, index.CeilDivS.Name: arith.CeilDivSI.Name,
	index.CeilDivU.Name: arith.CeilDivUI.Name, index.FloorDivS.Name: arith.FloorDivSI.Name, index.RemS.Name: arith.RemSI.Name,
	index.RemU.Name: arith.RemUI.Name, index.MaxS.Name: arith.MaxSI.Name, index.MaxU.Name: arith.MaxUI.Name,
	index.MinS.Name: arith.MinSI.Name, index.MinU.Name: arith.MinUI.Name, index.ShL.Name: arith.ShLI.Name,
	index.ShRS.Name: arith.ShRSI.Name, index.ShRU.Name: arith.ShRUI.Name, index.And.Name: arith.AndI.Name,
	index.Or.Name: arith.OrI.Name, index.XOr.Name: arith.XOrI.Name,
	index.Constant.Name: arith.Constant.Name, index.BoolConstant.Name: arith.Constant.Name,
}

// Semantics are the index ops' semantics.
var Semantics = func() exec.Table {
	t := exec.Table{
		index.Cmp.Name: func(c *exec.Ctx) error {
			a, b := c.Args[0], c.Args[1]
			if a.Poison != nil {
				c.Results[0] = a
				return nil
			}
			if b.Poison != nil {
				c.Results[0] = b
				return nil
			}
			p := c.Op.Attr("pred").(*index.PredicateAttr).Value
			c.Results[0] = exec.Bool(p.Compare(a.I, b.I, 64))
			return nil
		},
		index.CastS.Name: cast(true),
		index.CastU.Name: cast(false),
		index.SizeOf.Name: func(c *exec.Ctx) error {
			c.Results[0] = exec.Int(64)
			return nil
		},
	}
	for op, like := range counterparts {
		t[op] = arithexec.Semantics[like]
	}
	return t
}()

// cast converts between an integer and the 64-bit index: sign- or
// zero-extended from the source's width, wrapped to the result's.
func cast(signed bool) exec.Semantics {
	return func(c *exec.Ctx) error {
		v := c.Args[0]
		if v.Poison != nil {
			c.Results[0] = v
			return nil
		}
		x := v.I
		if !signed {
			x = int64(exec.Unsigned(x, c.ArgElem(0).Width))
		}
		c.Results[0] = exec.Int(exec.Wrap(x, c.ResultElem(0).Width))
		return nil
	}
}
