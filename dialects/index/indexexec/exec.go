// Package indexexec declares the interpreter semantics of the index ops:
// the interpreter's index is 64 bits wide, and each op means what its
// arith counterpart on i64 means (division by zero an error, shifts by the
// width or more poison).
package indexexec

import (
	"github.com/strata-compiler/strata/dialects/arith/arithexec"
	"github.com/strata-compiler/strata/dialects/index"
	"github.com/strata-compiler/strata/interp/exec"
)

// counterparts are the arith ops whose semantics the index ops share.
var counterparts = map[string]string{
	"index.add": "arith.addi", "index.sub": "arith.subi", "index.mul": "arith.muli",
	"index.divs": "arith.divsi", "index.divu": "arith.divui", "index.ceildivs": "arith.ceildivsi",
	"index.ceildivu": "arith.ceildivui", "index.floordivs": "arith.floordivsi", "index.rems": "arith.remsi",
	"index.remu": "arith.remui", "index.maxs": "arith.maxsi", "index.maxu": "arith.maxui",
	"index.mins": "arith.minsi", "index.minu": "arith.minui", "index.shl": "arith.shli",
	"index.shrs": "arith.shrsi", "index.shru": "arith.shrui", "index.and": "arith.andi",
	"index.or": "arith.ori", "index.xor": "arith.xori",
	"index.constant": "arith.constant", "index.bool.constant": "arith.constant",
}

// Semantics are the index ops' semantics.
var Semantics = func() exec.Table {
	t := exec.Table{
		"index.cmp": func(c *exec.Ctx) error {
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
		"index.casts": cast(true),
		"index.castu": cast(false),
		"index.sizeof": func(c *exec.Ctx) error {
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
