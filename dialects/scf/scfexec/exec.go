// Package scfexec declares the interpreter semantics of the scf ops.
// Parallel loops (forall, parallel) run their iterations in order, which
// is one of the schedules their semantics allow.
package scfexec

import (
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/interp/exec"
	"github.com/strata-compiler/strata/ir"
)

// Semantics are the scf ops' semantics.
var Semantics = exec.Table{
	scf.Yield.Name:         yield,
	scf.Condition.Name:     yield,
	scf.Reduce.Name:        yield,
	scf.ReduceReturn.Name:  yield,
	scf.For.Name:           forOp,
	scf.Forall.Name:        forall,
	scf.InParallel.Name:    inParallel,
	scf.Parallel.Name:      parallel,
	scf.If.Name:            ifOp,
	scf.While.Name:         while,
	scf.ExecuteRegion.Name: executeRegion,
	scf.IndexSwitch.Name:   indexSwitch,
}

func yield(c *exec.Ctx) error { return c.Yield(c.Args) }

func setResults(c *exec.Ctx, vs []exec.Value) error {
	if len(vs) != len(c.Results) {
		return c.Errorf("region yielded %d values, %d expected", len(vs), len(c.Results))
	}
	copy(c.Results, vs)
	return nil
}

func forOp(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args[0], c.Args[1], c.Args[2]); err != nil {
		return err
	}
	lb, ub, step := c.Args[0].I, c.Args[1].I, c.Args[2].I
	e := c.ArgElem(0)
	unsigned := c.Op.Attr("unsignedCmp") != nil
	if step <= 0 && !unsigned || step == 0 {
		return c.Errorf("loop step must be positive, got %d", step)
	}
	less := func(a, b int64) bool {
		if unsigned {
			return exec.Unsigned(a, e.Width) < exec.Unsigned(b, e.Width)
		}
		return a < b
	}
	iters, args := c.LoopValues(c.Args[3:])
	body := c.Region(0)
	for iv := lb; less(iv, ub); {
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
		next := exec.Wrap(iv+step, e.Width)
		if !less(iv, next) { // the induction variable wrapped: done
			break
		}
		iv = next
	}
	return setResults(c, iters)
}

// bounds reads lower bounds, upper bounds and steps, given as operand
// groups 0-2 or mixed with static attributes.
func bounds(c *exec.Ctx, static bool) (lb, ub, st []int64, err error) {
	get := func(g int, attr string) ([]int64, error) {
		if static {
			return exec.Mixed(exec.I64s(c.Op.Attr(attr)), c.Group(g))
		}
		return c.Ints(c.Group(g))
	}
	if lb, err = get(0, "staticLowerBound"); err != nil {
		return
	}
	if ub, err = get(1, "staticUpperBound"); err != nil {
		return
	}
	if st, err = get(2, "staticStep"); err != nil {
		return
	}
	for _, s := range st {
		if s <= 0 {
			return nil, nil, nil, c.Errorf("loop step must be positive, got %d", s)
		}
	}
	return
}

// iterate calls fn with every point of the iteration space, in order.
func iterate(lb, ub, st []int64, fn func(iv []exec.Value) error) error {
	n := len(lb)
	for i := range lb {
		if lb[i] >= ub[i] {
			return nil
		}
	}
	iv := make([]int64, n)
	copy(iv, lb)
	vals := make([]exec.Value, n)
	for {
		for i, x := range iv {
			vals[i] = exec.Int(x)
		}
		if err := fn(vals); err != nil {
			return err
		}
		k := n - 1
		for ; k >= 0; k-- {
			iv[k] += st[k]
			if iv[k] < ub[k] {
				break
			}
			iv[k] = lb[k]
		}
		if k < 0 {
			return nil
		}
	}
}

func forall(c *exec.Ctx) error {
	lb, ub, st, err := bounds(c, true)
	if err != nil {
		return err
	}
	outs := c.Group(3)
	shared := make([]exec.Value, len(outs))
	for i, o := range outs {
		t := o.Tensor()
		if t == nil {
			return c.Errorf("shared output #%d is not a tensor", i)
		}
		u, err := c.Clone(t)
		if err != nil {
			return err
		}
		shared[i] = exec.Value{Ref: u}
	}
	body := c.Region(0)
	args := make([]exec.Value, len(lb)+len(shared))
	if err := iterate(lb, ub, st, func(iv []exec.Value) error {
		copy(args, iv)
		copy(args[len(iv):], shared)
		_, err := body.Run(args)
		return err
	}); err != nil {
		return err
	}
	return setResults(c, shared)
}

// inParallel runs the parallel-combining ops (tensor.parallel_insert_slice
// writes into the forall's shared outputs in place).
func inParallel(c *exec.Ctx) error {
	if _, err := c.Region(0).Run(nil); err != nil {
		return err
	}
	return c.Yield(nil)
}

func parallel(c *exec.Ctx) error {
	lb, ub, st, err := bounds(c, false)
	if err != nil {
		return err
	}
	acc := append([]exec.Value(nil), c.Group(3)...)
	bodyRegion := c.Op.Region(0)
	body := c.M.Region(bodyRegion)
	var reduce *ir.Operation
	if b := bodyRegion.Front(); b != nil {
		reduce = b.Terminator()
	}
	var combiners []exec.Region
	if reduce != nil && reduce.Def() == scf.Reduce {
		for _, r := range reduce.Regions() {
			combiners = append(combiners, c.M.Region(r))
		}
	}
	if len(combiners) != len(acc) {
		return c.Errorf("expected %d reductions, found %d", len(acc), len(combiners))
	}
	if err := iterate(lb, ub, st, func(iv []exec.Value) error {
		vals, err := body.Run(iv)
		if err != nil {
			return err
		}
		if len(vals) != len(acc) {
			return c.Errorf("scf.reduce has %d operands, %d expected", len(vals), len(acc))
		}
		vals = append([]exec.Value(nil), vals...)
		for i, comb := range combiners {
			out, err := comb.Run([]exec.Value{acc[i], vals[i]})
			if err != nil {
				return err
			}
			if len(out) != 1 {
				return c.Errorf("reduction region must return one value")
			}
			acc[i] = out[0]
		}
		return nil
	}); err != nil {
		return err
	}
	return setResults(c, acc)
}

func ifOp(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args[0]); err != nil {
		return err
	}
	i := 0
	if !c.Args[0].Bool() {
		i = 1
	}
	if c.Op.Region(i).Empty() {
		return setResults(c, nil)
	}
	out, err := c.Region(i).Run(nil)
	if err != nil {
		return err
	}
	return setResults(c, out)
}

func while(c *exec.Ctx) error {
	before, after := c.Region(0), c.Region(1)
	args := append([]exec.Value(nil), c.Args...)
	for {
		if err := c.M.Step(1, c.Op); err != nil {
			return err
		}
		out, err := before.Run(args)
		if err != nil {
			return err
		}
		if len(out) == 0 {
			return c.Errorf("scf.condition without condition")
		}
		if out[0].Poison != nil {
			return exec.PoisonError(c.Op, out[0])
		}
		if !out[0].Bool() {
			return setResults(c, out[1:])
		}
		next := append([]exec.Value(nil), out[1:]...)
		if args, err = after.Run(next); err != nil {
			return err
		}
		args = append([]exec.Value(nil), args...)
	}
}

func executeRegion(c *exec.Ctx) error {
	out, err := c.Region(0).Run(nil)
	if err != nil {
		return err
	}
	return setResults(c, out)
}

func indexSwitch(c *exec.Ctx) error {
	if err := c.NotPoison(c.Args[0]); err != nil {
		return err
	}
	r := c.Op.Region(0)
	for i, v := range exec.I64s(c.Op.Attr("cases")) {
		if v == c.Args[0].I && i+1 < c.Op.NumRegions() {
			r = c.Op.Region(i + 1)
			break
		}
	}
	out, err := c.M.Region(r).Run(nil)
	if err != nil {
		return err
	}
	return setResults(c, out)
}
