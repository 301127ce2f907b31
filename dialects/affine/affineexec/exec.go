// Package affineexec declares the interpreter semantics of the affine ops
// (apply, min, max, linearize_index, delinearize_index).
package affineexec

import (
	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/interp/exec"
)

// Semantics are the affine ops' semantics.
var Semantics = exec.Table{
	affine.Apply.Name: mapOp(func(vs []int64) int64 { return vs[0] }),
	affine.Min.Name: mapOp(func(vs []int64) int64 {
		m := vs[0]
		for _, v := range vs[1:] {
			m = min(m, v)
		}
		return m
	}),
	affine.Max.Name: mapOp(func(vs []int64) int64 {
		m := vs[0]
		for _, v := range vs[1:] {
			m = max(m, v)
		}
		return m
	}),
	affine.DelinearizeIndex.Name: func(c *exec.Ctx) error {
		x, err := c.Index(0)
		if err != nil {
			return err
		}
		basis, err := exec.Mixed(exec.I64s(c.Op.Attr("static_basis")), c.Args[1:])
		if err != nil {
			return c.Errorf("%v", err)
		}
		// The basis may omit the outermost bound: results 1..n-1 take
		// their remainders from the innermost out, result 0 the rest.
		n := len(c.Results)
		off := n - len(basis)
		for i := n - 1; i >= 1; i-- {
			b := basis[i-off]
			if b <= 0 {
				return c.Errorf("non-positive basis element %d", b)
			}
			m := x % b
			if m < 0 {
				m += b
			}
			c.Results[i] = exec.Int(m)
			x = (x - m) / b
		}
		c.Results[0] = exec.Int(x)
		return nil
	},
	affine.LinearizeIndex.Name: func(c *exec.Ctx) error {
		idx, err := c.Ints(c.Group(0))
		if err != nil {
			return err
		}
		basis, err := exec.Mixed(exec.I64s(c.Op.Attr("static_basis")), c.Group(1))
		if err != nil {
			return c.Errorf("%v", err)
		}
		off := len(idx) - len(basis)
		l := int64(0)
		for i, x := range idx {
			b := int64(1)
			if i-off >= 0 {
				b = basis[i-off]
			}
			if i == 0 {
				l = x
				continue
			}
			l = l*b + x
		}
		c.Results[0] = exec.Int(l)
		return nil
	},
}

func mapOp(pick func([]int64) int64) exec.Semantics {
	return func(c *exec.Ctx) error {
		m := affine.Map(c.Op)
		if m == nil {
			return c.Errorf("missing affine map")
		}
		vs, err := c.Ints(c.Args)
		if err != nil {
			return err
		}
		if len(vs) != m.NumDims+m.NumSyms {
			return c.Errorf("map takes %d operands, %d given", m.NumDims+m.NumSyms, len(vs))
		}
		out, ok := exec.EvalMap(m, vs[:m.NumDims], vs[m.NumDims:])
		if !ok {
			return c.Errorf("division by zero in affine map")
		}
		if len(out) == 0 {
			return c.Errorf("affine map has no results")
		}
		c.Results[0] = exec.Int(pick(out))
		return nil
	}
}
