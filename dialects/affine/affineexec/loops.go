package affineexec

import (
	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/memref/memrefexec"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/dialects/vector/vectorexec"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// The structured ops' semantics: affine.for runs its body from the
// largest lower bound to the smallest upper bound, affine.if the region
// its set selects, affine.load and affine.store access the element their
// map computes (as memref.load and memref.store do, bounds checked).
func init() {
	Semantics[affine.Yield.Name] = func(c *exec.Ctx) error { return c.Yield(c.Args) }
	Semantics[affine.For.Name] = forOp
	Semantics[affine.If.Name] = ifOp
	Semantics[affine.Load.Name] = access(memrefexec.Semantics[memref.Load.Name], 1)
	Semantics[affine.Store.Name] = access(memrefexec.Semantics[memref.Store.Name], 2)
	// affine.vector_load and affine.vector_store as vector.load and
	// vector.store at the indices their map computes; a prefetch changes
	// nothing.
	Semantics[affine.VectorLoad.Name] = access(vectorexec.Semantics[vector.Load.Name], 1)
	Semantics[affine.VectorStore.Name] = access(vectorexec.Semantics[vector.Store.Name], 2)
	Semantics[affine.Prefetch.Name] = func(c *exec.Ctx) error { return nil }
	Semantics[affine.DmaStart.Name] = dmaStart
	Semantics[affine.DmaWait.Name] = func(c *exec.Ctx) error { return nil }
}

// evalMap applies m to operands, which are m's dims then its symbols.
func evalMap(c *exec.Ctx, m *ir.AffineMap, operands []exec.Value) ([]int64, error) {
	vs, err := c.Ints(operands)
	if err != nil {
		return nil, err
	}
	if len(vs) != m.NumDims+m.NumSyms {
		return nil, c.Errorf("map takes %d operands, %d given", m.NumDims+m.NumSyms, len(vs))
	}
	out, ok := exec.EvalMap(m, vs[:m.NumDims], vs[m.NumDims:])
	if !ok {
		return nil, c.Errorf("division by zero in affine map")
	}
	return out, nil
}

func forOp(c *exec.Ctx) error {
	lower, upper, lowerOps, upperOps, step := affine.Bounds(c.Op)
	nl, nu := len(lowerOps), len(upperOps)
	lbs, err := evalMap(c, lower, c.Args[:nl])
	if err != nil {
		return err
	}
	ubs, err := evalMap(c, upper, c.Args[nl:nl+nu])
	if err != nil {
		return err
	}
	lb, ub := lbs[0], ubs[0]
	for _, v := range lbs[1:] {
		lb = max(lb, v)
	}
	for _, v := range ubs[1:] {
		ub = min(ub, v)
	}
	iters, args := c.LoopValues(c.Args[nl+nu:])
	body := c.Region(0)
	for iv := lb; iv < ub; iv += step {
		args[0] = exec.Int(iv)
		copy(args[1:], iters)
		out, err := body.Run(args)
		if err != nil {
			return err
		}
		if len(out) != len(iters) {
			return c.Errorf("loop body yielded %d values, %d expected", len(out), len(iters))
		}
		copy(iters, out)
		if iv > ub-step { // the next step would pass ub (or overflow)
			break
		}
	}
	copy(c.Results, iters)
	return nil
}

func ifOp(c *exec.Ctx) error {
	set := affine.Condition(c.Op)
	vs, err := c.Ints(c.Args)
	if err != nil {
		return err
	}
	holds := true
	for i, e := range set.Constraints {
		v, ok := exec.EvalMap(ir.NewAffineMap(set.NumDims, set.NumSyms, []*ir.AffineExpr{e}), vs[:set.NumDims], vs[set.NumDims:])
		if !ok {
			return c.Errorf("division by zero in the integer set")
		}
		if set.EqFlags[i] && v[0] != 0 || !set.EqFlags[i] && v[0] < 0 {
			holds = false
			break
		}
	}
	r := c.Op.Region(0)
	if !holds {
		r = c.Op.Region(1)
	}
	if r.Empty() {
		return nil
	}
	out, err := c.M.Region(r).Run(nil)
	if err != nil {
		return err
	}
	if len(out) != len(c.Results) {
		return c.Errorf("region yielded %d values, %d expected", len(out), len(c.Results))
	}
	copy(c.Results, out)
	return nil
}

// access runs memref's load or store on the indices the map computes
// (first is the position of the map's first operand).
func access(memrefSemantics exec.Semantics, first int) exec.Semantics {
	return func(c *exec.Ctx) error {
		m, _ := affine.AccessMap(c.Op)
		indices, err := evalMap(c, m, c.Args[first:])
		if err != nil {
			return err
		}
		plain := *c
		plain.Args = append([]exec.Value(nil), c.Args[:first]...)
		for _, i := range indices {
			plain.Args = append(plain.Args, exec.Int(i))
		}
		return memrefSemantics(&plain)
	}
}
