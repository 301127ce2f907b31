package linalg

import (
	"github.com/strata-compiler/strata/ir"
)

// This file holds the matchers of the canonicalizations in patterns.go.

// identityGenericInputs returns, for a generic whose body only yields
// input block arguments with identity maps and parallel loops, the
// input values that replace its results (nil when it does not apply).
func identityGenericInputs(op *ir.Operation) []*ir.Value {
	if op.Def() != Generic || op.NumResults() == 0 {
		return nil
	}
	iters, err := IteratorTypes(op)
	if err != nil {
		return nil
	}
	for _, it := range iters {
		if it != Parallel {
			return nil
		}
	}
	maps, err := IndexingMaps(op)
	if err != nil {
		return nil
	}
	for _, m := range maps {
		if !m.IsIdentity() {
			return nil
		}
	}
	b := op.Region(0).Front()
	if b == nil || b.NumOps() != 1 {
		return nil
	}
	y := b.Terminator()
	if y == nil || y.Def() != Yield || y.NumOperands() != op.NumResults() {
		return nil
	}
	ins := Inputs(op)
	var out []*ir.Value
	for i, v := range y.Operands() {
		if v.OwnerBlock() != b || v.Index() >= len(ins) {
			return nil
		}
		in := ins[v.Index()]
		if in.Type() != op.Result(i).Type() {
			return nil
		}
		out = append(out, in)
	}
	return out
}
