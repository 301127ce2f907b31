package affineexec

import (
	"math"

	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/interp/exec"
)

// affine.parallel runs its iterations in lexicographic order of the
// induction variables (one of the orders its semantics allow), each
// result starting from its reduction's identity and combined with the
// value each iteration yields; a band without dimensions runs once.
func init() { Semantics[affine.Parallel.Name] = parallelOp }

func parallelOp(c *exec.Ctx) error {
	b := affine.Band(c.Op)
	nl := len(b.LowerOps)
	if b.Lower == nil || b.Upper == nil || len(c.Args) < nl+len(b.UpperOps) {
		return c.Errorf("malformed affine.parallel")
	}
	lbs, err := evalMap(c, b.Lower, c.Args[:nl])
	if err != nil {
		return err
	}
	ubs, err := evalMap(c, b.Upper, c.Args[nl:nl+len(b.UpperOps)])
	if err != nil {
		return err
	}
	n := len(b.Steps)
	lb, ub := make([]int64, n), make([]int64, n)
	for i := 0; i < n; i++ {
		if b.Steps[i] <= 0 {
			return c.Errorf("loop step must be positive, got %d", b.Steps[i])
		}
		lb[i] = pick(lbs, b.LowerGroups, i, func(a, b int64) int64 { return max(a, b) })
		ub[i] = pick(ubs, b.UpperGroups, i, func(a, b int64) int64 { return min(a, b) })
	}
	kinds := affine.Reductions(c.Op)
	acc := make([]exec.Value, len(kinds))
	assigned := make([]bool, len(kinds))
	for j, k := range kinds {
		if acc[j], err = identity(k, c.ResultElem(j)); err != nil && k != affine.ReduceAssign {
			return c.Errorf("%v", err)
		}
	}
	body := c.Region(0)
	err = band(lb, ub, b.Steps, func(iv []exec.Value) error {
		vals, err := body.Run(iv)
		if err != nil {
			return err
		}
		if len(vals) != len(acc) {
			return c.Errorf("the body yielded %d values, %d expected", len(vals), len(acc))
		}
		for j, k := range kinds {
			if acc[j], err = Reduce(k, c.ResultElem(j), acc[j], vals[j]); err != nil {
				return c.Errorf("%v", err)
			}
			assigned[j] = true
		}
		return nil
	})
	if err != nil {
		return err
	}
	for j, k := range kinds {
		if k == affine.ReduceAssign && !assigned[j] {
			return c.Errorf("an assign reduction over no iteration has no value")
		}
	}
	copy(c.Results, acc)
	return nil
}

// pick combines the results of group i with f (max for lower bounds, min
// for upper ones).
func pick(vals, groups []int64, i int, f func(a, b int64) int64) int64 {
	start := int64(0)
	for _, g := range groups[:i] {
		start += g
	}
	v := vals[start]
	for _, x := range vals[start+1 : start+groups[i]] {
		v = f(v, x)
	}
	return v
}

// band calls fn at every point from lb to ub by step, the last dimension
// varying fastest; once when there are no dimensions.
func band(lb, ub, step []int64, fn func(iv []exec.Value) error) error {
	for i := range lb {
		if lb[i] >= ub[i] {
			return nil
		}
	}
	iv := append([]int64(nil), lb...)
	vals := make([]exec.Value, len(iv))
	for {
		for i, x := range iv {
			vals[i] = exec.Int(x)
		}
		if err := fn(vals); err != nil {
			return err
		}
		k := len(iv) - 1
		for ; k >= 0; k-- {
			if iv[k] < ub[k]-step[k] { // the next step stays below ub (and does not overflow)
				iv[k] += step[k]
				break
			}
			iv[k] = lb[k]
		}
		if k < 0 {
			return nil
		}
	}
}

// identity is the value a reduction of kind k starts from, as lower-affine
// materializes it.
func identity(k affine.ReductionKind, e exec.Elem) (exec.Value, error) {
	switch k {
	case affine.ReduceAddF, affine.ReduceAddI, affine.ReduceOrI, affine.ReduceXOrI, affine.ReduceMaxU:
		return exec.Value{}, nil
	case affine.ReduceMulF:
		return exec.Float(1), nil
	case affine.ReduceMulI:
		return exec.Int(1), nil
	case affine.ReduceAndI, affine.ReduceMinU:
		return exec.Int(-1), nil
	case affine.ReduceMaximumF:
		return exec.Float(math.Inf(-1)), nil
	case affine.ReduceMinimumF:
		return exec.Float(math.Inf(1)), nil
	case affine.ReduceMaxNumF, affine.ReduceMinNumF:
		return exec.Float(math.NaN()), nil
	case affine.ReduceMaxS:
		return exec.Int(exec.Wrap(int64(1)<<(e.Width-1), e.Width)), nil
	case affine.ReduceMinS:
		return exec.Int(exec.Wrap(int64(1)<<(e.Width-1)-1, e.Width)), nil
	}
	return exec.Value{}, errNoIdentity(k)
}

type errNoIdentity affine.ReductionKind

func (e errNoIdentity) Error() string {
	return "reduction " + affine.ReductionKind(e).String() + " has no identity"
}

// combiners name exec.Combine's operation for each kind but assign.
var combiners = map[affine.ReductionKind]string{
	affine.ReduceAddF: "add", affine.ReduceAddI: "add", affine.ReduceMulF: "mul", affine.ReduceMulI: "mul",
	affine.ReduceAndI: "and", affine.ReduceOrI: "or", affine.ReduceXOrI: "xor",
	affine.ReduceMaxS: "maxsi", affine.ReduceMinS: "minsi", affine.ReduceMaxU: "maxui", affine.ReduceMinU: "minui",
	affine.ReduceMaximumF: "maximumf", affine.ReduceMinimumF: "minimumf",
	affine.ReduceMaxNumF: "maxnumf", affine.ReduceMinNumF: "minnumf",
}

// Reduce combines acc with v by kind k (assign keeps v); poison flows
// through.
func Reduce(k affine.ReductionKind, e exec.Elem, acc, v exec.Value) (exec.Value, error) {
	if k == affine.ReduceAssign {
		return v, nil
	}
	if acc.Poison != nil {
		return acc, nil
	}
	if v.Poison != nil {
		return v, nil
	}
	name, ok := combiners[k]
	if !ok {
		return exec.Value{}, errNoIdentity(k)
	}
	return exec.Combine(name, e, acc, v)
}
