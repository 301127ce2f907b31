package rewrite

import "github.com/strata-compiler/strata/ir"

// Helpers for passes and ops that drop dead values (remove-dead-values,
// a RegionBranch's Trim).

// Kept returns the elements of xs from off on whose keep flag (index
// i-off) is set, with xs[:off] in front.
func Kept[T any](xs []T, keep []bool, off int) []T {
	out := append([]T(nil), xs[:off]...)
	for i, x := range xs[off:] {
		if i >= len(keep) || keep[i] {
			out = append(out, x)
		}
	}
	return out
}

// ReplaceKept replaces op's kept results by nop's and erases op, with
// the (dead) users of its dropped results.
func ReplaceKept(rw *Rewriter, op, nop *ir.Operation, keep []bool) {
	k := 0
	for i := 0; i < op.NumResults(); i++ {
		if keep[i] {
			rw.ReplaceAllUsesWith(op.Result(i), nop.Result(k))
			k++
		} else {
			EraseDeadUsers(rw, []*ir.Value{op.Result(i)})
		}
	}
	rw.EraseOp(op)
}

// EraseDeadUsers erases the ops using vs, transitively, which the caller
// knows to be dead; terminators are left for the caller, which trims the
// operands they forward.
func EraseDeadUsers(rw *Rewriter, vs []*ir.Value) {
	var dead []*ir.Operation
	seen := map[*ir.Operation]bool{}
	var collect func(v *ir.Value)
	collect = func(v *ir.Value) {
		for _, u := range v.Uses() {
			o := u.Owner()
			if seen[o] || o.HasTrait(ir.Terminator) {
				continue
			}
			seen[o] = true
			for i := 0; i < o.NumResults(); i++ {
				collect(o.Result(i))
			}
			dead = append(dead, o)
		}
	}
	for _, v := range vs {
		collect(v)
	}
	for _, o := range dead {
		for i := 0; i < o.NumResults(); i++ {
			for _, u := range o.Result(i).Uses() {
				u.Set(nil)
			}
		}
	}
	for _, o := range dead {
		rw.EraseOp(o)
	}
}
