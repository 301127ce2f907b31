package passes

import (
	"slices"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// SROA is upstream's sroa.
var SROA = &Pass{
	Argument: "sroa",
	Name:     "SROA",
	Summary:  "Scalar Replacement of Aggregates",
	Description: `Splits an aggregate allocation (an op with DestructurableAllocationOpInterface:
memref.alloca of static shape with 2 to 16 elements of a builtin type;
llvm.alloca of one struct or one array of at most 16 elements) whose
every use accesses one element known at compile time
(DestructurableAccessorOpInterface: memref.load and memref.store at constant
in-bounds indices, in any nested region; llvm.getelementptr [0, i, ...] of
the alloca's type whose result is only loaded from and stored to within
the field, and non-volatile llvm.load and llvm.store of the first field)
into one allocation per element used (a rank-0 memref.alloca, an
llvm.alloca of the field's type), and makes each access use its
element's (a GEP [0, i] becomes the field's alloca).
An aggregate used any other way (passed on, stored, indexed by a value
or out of bounds) or not accessed at all is left alone. Repeats while
aggregates split, as upstream's; mem2reg can then promote the new slots.`,
	Statistics: []Statistic{
		{Name: "destructured slots", Description: "Total amount of memory slots destructured"},
		{Name: "max subelement number", Description: "Maximal number of sub-elements a successfully destructured slot initially had"},
	},
	Run: func(r *Run) error {
		destructured, widest := int64(0), int64(0)
		for progress := true; progress; {
			progress = false
			var aggregates []*ir.Operation
			ir.WalkOps(r.Op, func(op *ir.Operation) {
				if op != r.Op && rewrite.DestructurableAllocationOf(op) != nil {
					aggregates = append(aggregates, op)
				}
			})
			for _, op := range aggregates {
				if n, ok := destructure(op); ok {
					progress = true
					destructured++
					widest = max(widest, n)
				}
			}
		}
		r.AddStat("destructured slots", destructured)
		r.AddStat("max subelement number", widest)
		if destructured == 0 {
			r.MarkUnchanged()
		}
		return nil
	},
}

// destructure splits the aggregate op allocates when every use of it
// accesses a known element; it returns the aggregate's element count.
func destructure(op *ir.Operation) (int64, bool) {
	alloc := rewrite.DestructurableAllocationOf(op)
	n, ok := alloc.Elements(op)
	if !ok || op.NumResults() == 0 {
		return 0, false
	}
	aggregate := op.Result(0)
	type access struct {
		op      *ir.Operation
		element int64
		via     *rewrite.DestructurableAccess
	}
	var accesses []access
	seen := map[*ir.Operation]bool{}
	for u := aggregate.FirstUse(); u != nil; u = u.Next() {
		user := u.Owner()
		if seen[user] {
			continue
		}
		seen[user] = true
		via := rewrite.DestructurableAccessOf(user)
		if via == nil {
			return 0, false
		}
		i, ok := via.Element(user, aggregate)
		if !ok || i < 0 || i >= n {
			return 0, false
		}
		accesses = append(accesses, access{user, i, via})
	}
	if len(accesses) == 0 {
		return 0, false
	}
	var used []int64
	for _, a := range accesses {
		if !slices.Contains(used, a.element) {
			used = append(used, a.element)
		}
	}
	slices.Sort(used)
	rw := rewrite.NewRewriter(op.Context())
	rw.SetInsertionPointAfter(op)
	rw.Loc = op.Loc()
	slots := map[int64]*ir.Value{}
	for _, i := range used {
		slots[i] = alloc.Element(rw, op, i)
	}
	for _, a := range accesses {
		if a.via.Forwards != nil && a.via.Forwards(a.op) {
			rw.ReplaceOp(a.op, []*ir.Value{slots[a.element]})
			continue
		}
		rw.ModifyInPlace(a.op, func() { a.via.Rewire(a.op, slots[a.element]) })
	}
	rw.EraseOp(op)
	return n, true
}
