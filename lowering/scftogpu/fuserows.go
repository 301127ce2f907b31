package scftogpu

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/scftransforms"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// FuseRows is strata-gpu-fuse-rows: a parallel loop over rows that
// accumulates long runs (a row's maximum, sum, mean) takes in the
// sibling parallel loops after it that work on the same rows (softmax's
// exponentials, sum and division; a layer norm's centring and scaling):
// a following loop over the rows and more dims becomes a parallel loop
// nested in the row loop's body, one over the rows alone is inlined.
// strata-parallel-loops-to-gpu then runs the whole row in one block (its
// threads share the nested loops' iterations), one kernel where there
// were three or four. Legal when every buffer that one loop writes and
// the other touches is accessed by both only in the iteration's own
// rows: each row variable indexes it, always at the same position.
var FuseRows = &passes.Pass{
	Argument: "strata-gpu-fuse-rows",
	Name:     "StrataGPUFuseRows",
	Summary:  "Fuse the parallel loops that work on the rows of a reduction into its loop",
	Description: "An scf.parallel whose body accumulates a run of 32 elements or more (or of dynamic length) per iteration " +
		"absorbs the next sibling scf.parallel (only memory-effect-free ops between, moved before it) whose leading dims " +
		"have its bounds: its remaining dims become an scf.parallel nested in the row loop's body (none: its body is " +
		"inlined). Allocations between move before it too. Both may only load and store; every buffer one writes and the " +
		"other touches must be accessed as itself, or through one chain of memref.expand_shape and memref.collapse_shape " +
		"in every access of both (the same elements), and indexed, in every access of both, by each of " +
		"the row loop's induction variables at one position of its own. Repeats while it applies.",
	Anchor:   fn.Func.Name,
	Dialects: []string{"scf"},
	Run: func(r *passes.Run) error {
		scftransforms.FuseInPostOrder(r.Op, fuseRowWithNext)
		return nil
	},
}

// fuseRowWithNext fuses op, an scf.parallel whose body accumulates a long
// run, with the next scf.parallel of its block when only movable ops lie
// between them and rowsLegal allows it.
func fuseRowWithNext(op *ir.Operation) bool {
	if op.Def() != scf.Parallel || op.NumResults() != 0 || !hasLongAccumulation(op) {
		return false
	}
	next := op.Next()
	for next != nil && next.Def() != scf.Parallel && movable(next) {
		next = next.Next()
	}
	if next == nil || next.Def() != scf.Parallel || next.NumResults() != 0 || !rowsLegal(op, next) {
		return false
	}
	scftransforms.Fuse(op, next)
	return true
}

// movable reports whether an op between two loops may move before the
// first: it computes without touching memory, or allocates.
func movable(op *ir.Operation) bool {
	return op.NumRegions() == 0 && (rewrite.IsMemoryEffectFree(op) || op.Def() == memref.Alloc || op.Def() == memref.Alloca)
}

// hasLongAccumulation reports whether p's body holds an accumulation of a
// run of 32 or more (or of dynamic length), as planRows maps by blocks.
func hasLongAccumulation(p *ir.Operation) bool {
	for _, o := range p.Region(0).Front().Ops() {
		if _, ok := matchAccumulation(o); ok {
			if n, static := scf.TripCount(o); !static || n >= 32 {
				return true
			}
		}
	}
	return false
}

// rowsLegal reports whether second can run inside first's iterations.
func rowsLegal(first, second *ir.Operation) bool {
	lf, uf, sf := execGroup(first, 0), execGroup(first, 1), execGroup(first, 2)
	ls, us, ss := execGroup(second, 0), execGroup(second, 1), execGroup(second, 2)
	k := len(lf)
	if len(ls) < k {
		return false
	}
	for i := 0; i < k; i++ {
		if !scftransforms.SameIndex(lf[i], ls[i]) || !scftransforms.SameIndex(uf[i], us[i]) || !scftransforms.SameIndex(sf[i], ss[i]) {
			return false
		}
	}
	fa, ok1 := scftransforms.LoadsAndStores(first)
	sa, ok2 := scftransforms.LoadsAndStores(second)
	if !ok1 || !ok2 {
		return false
	}
	rows := map[*ir.Value]int{}
	fb, sb := first.Region(0).Front(), second.Region(0).Front()
	for i := 0; i < k; i++ {
		rows[fb.Arg(i)], rows[sb.Arg(i)] = i, i
	}
	written := map[*ir.Value]bool{}
	for _, a := range append(append([]scftransforms.Access(nil), fa...), sa...) {
		if a.Store {
			written[rewrite.ViewRoot(a.Buffer)] = true
		}
	}
	touched := func(as []scftransforms.Access, root *ir.Value) bool {
		for _, a := range as {
			if rewrite.ViewRoot(a.Buffer) == root {
				return true
			}
		}
		return false
	}
	allocatedHere := func(v *ir.Value) bool {
		d := v.DefiningOp()
		return d != nil && (d.Def() == memref.Alloc || d.Def() == memref.Alloca)
	}
	for root := range written {
		if !allocatedHere(root) {
			// An argument may alias any other argument either loop reads.
			for _, a := range append(append([]scftransforms.Access(nil), fa...), sa...) {
				if r := rewrite.ViewRoot(a.Buffer); r != root && !allocatedHere(r) {
					return false
				}
			}
		}
		if !touched(fa, root) || !touched(sa, root) {
			continue
		}
		// Each row's own elements: the buffer itself, or one reshape of it
		// (the same elements, one to one) in every access, indexed in every
		// access by each row variable at one position of its own.
		where := map[int]int{}
		var via *ir.Value
		for _, a := range append(append([]scftransforms.Access(nil), fa...), sa...) {
			if rewrite.ViewRoot(a.Buffer) != root {
				continue
			}
			if via == nil {
				via = a.Buffer
			}
			if a.Buffer != via || memref.ReshapeSource(via) != root {
				return false
			}
			seen := 0
			for p, v := range a.Index {
				r, ok := rows[v]
				if !ok {
					continue
				}
				if q, known := where[r]; known && q != p {
					return false
				}
				where[r] = p
				seen++
			}
			if seen != k {
				return false
			}
		}
	}
	return true
}
