// Package scftransforms holds transformations of scf loops on buffers.
package scftransforms

import (
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// ParallelLoopFusion is scf-parallel-loop-fusion: sibling scf.parallel
// loops over the same iteration space, with only memory-effect-free ops
// between them, become one loop running the first body then the second
// in each iteration, when no iteration of one reads or writes what
// another iteration of the other writes: every buffer one loop stores to
// and the other loads from (or stores to) is accessed by both at the
// same indices, the iteration's own. Each thread of a GPU kernel (or each
// CPU iteration) then does both, one launch instead of two, as upstream's
// pass does; strata-lower-to-gpu runs it (a reduction's zeroing and the
// reduction become one kernel).
var ParallelLoopFusion = &passes.Pass{
	Argument: "scf-parallel-loop-fusion",
	Name:     "SCFParallelLoopFusion",
	Summary:  "Fuse adjacent parallel loops",
	Description: "Two scf.parallel ops of one block with the same lower bounds, upper bounds and steps (the same values or " +
		"equal constants), no reductions, no nested scf.parallel, only memory-effect-free ops between them (moved before " +
		"the first) and no memory access in their bodies but memref.load and memref.store are fused: the second body runs " +
		"after the first in each iteration. Every buffer that one loop stores to and the other loads from or stores to must " +
		"be the same memref value in both, accessed at the same indices (the loops' induction variables matched, " +
		"constants equal); buffers that may alias (views of one allocation, two function arguments) count as the same " +
		"buffer, and then must be the same value.",
	Run: func(r *passes.Run) error {
		FuseInPostOrder(r.Op, fuseWithNext)
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{ParallelLoopFusion, ExpandCopies} }

// FuseInPostOrder applies fuse, which may fuse an op with a later op of its
// block (erasing that one) and reports whether it did, to every op under
// root in post order, as restarting a post-order walk after each fusion
// would: after op fuses, the ops now nested in it are visited again, then
// op. An op before it in the walk is not looked at again (a fusion only
// grows op, and a bigger second loop is never fusable where the smaller
// was not), so a module of n loops with f fusions costs about n + f visits
// of the fused loops' bodies instead of f walks of the module.
func FuseInPostOrder(root *ir.Operation, fuse func(*ir.Operation) bool) {
	for {
		for _, r := range root.Regions() {
			for _, b := range r.Blocks() {
				for _, o := range b.Ops() {
					// An op a fusion erased (the second loop) is out of its block.
					if o.Block() != nil {
						FuseInPostOrder(o, fuse)
					}
				}
			}
		}
		if !fuse(root) {
			return
		}
	}
}

// fuseWithNext fuses op, an scf.parallel, with the next scf.parallel of its
// block when only memory-effect-free ops lie between them and legal allows
// it.
func fuseWithNext(op *ir.Operation) bool {
	if op.Def() != scf.Parallel {
		return false
	}
	next := op.Next()
	for next != nil && next.Def() != scf.Parallel && rewrite.IsMemoryEffectFree(next) && next.NumRegions() == 0 {
		next = next.Next()
	}
	if next == nil || next.Def() != scf.Parallel || !legal(op, next) {
		return false
	}
	Fuse(op, next)
	return true
}

// legal reports whether second may run inside first's iterations.
func legal(first, second *ir.Operation) bool {
	if len(scf.Parallel.OperandGroup(first, "initVals")) != 0 || len(scf.Parallel.OperandGroup(second, "initVals")) != 0 {
		return false
	}
	for _, g := range []string{"lowerBound", "upperBound", "step"} {
		a, b := scf.Parallel.OperandGroup(first, g), scf.Parallel.OperandGroup(second, g)
		if len(a) != len(b) {
			return false
		}
		for i := range a {
			if !SameIndex(a[i], b[i]) {
				return false
			}
		}
	}
	fa, ok1 := LoadsAndStores(first)
	sa, ok2 := LoadsAndStores(second)
	if !ok1 || !ok2 || nestsParallel(first) || nestsParallel(second) {
		return false
	}
	// An induction variable of second stands for first's.
	ivs := map[*ir.Value]*ir.Value{}
	fb, sb := first.Region(0).Front(), second.Region(0).Front()
	for i := 0; i < sb.NumArgs(); i++ {
		ivs[sb.Arg(i)] = fb.Arg(i)
	}
	return sameIndexWhereWritten(fa, sa, ivs) && sameIndexWhereWritten(sa, fa, ivs)
}

// Access is a load or store in a loop body.
type Access struct {
	Buffer *ir.Value
	Index  []*ir.Value
	Store  bool
}

// LoadsAndStores returns the loads and stores nested in op, or false when
// it holds another memory access.
func LoadsAndStores(op *ir.Operation) ([]Access, bool) {
	var out []Access
	ok := true
	ir.WalkOps(op, func(o *ir.Operation) {
		switch {
		case o == op:
		case o.Def() == memref.Load:
			l, _ := memref.AsLoad(o)
			out = append(out, Access{Buffer: l.MemRef(), Index: l.Indices()})
		case o.Def() == memref.Store:
			s, _ := memref.AsStore(o)
			out = append(out, Access{Buffer: s.MemRef(), Index: s.Indices(), Store: true})
		case o.NumRegions() > 0 || rewrite.IsMemoryEffectFree(o) || o.HasTrait(ir.Terminator):
		default:
			ok = false
		}
	})
	return out, ok
}

// nestsParallel reports whether an scf.parallel is nested in op.
func nestsParallel(op *ir.Operation) bool {
	found := false
	ir.WalkOps(op, func(o *ir.Operation) { found = found || o != op && o.Def() == scf.Parallel })
	return found
}

// sameIndexWhereWritten reports whether every access in others of a
// buffer that writes stores to uses writes' buffer value and the same
// indices (the second loop's induction variables mapped through ivs).
func sameIndexWhereWritten(writes, others []Access, ivs map[*ir.Value]*ir.Value) bool {
	for _, w := range writes {
		if !w.Store {
			continue
		}
		for _, o := range others {
			if !mayAlias(w.Buffer, o.Buffer) {
				continue
			}
			if o.Buffer != w.Buffer || len(o.Index) != len(w.Index) {
				return false
			}
			for i := range o.Index {
				if !SameIndex(mapped(o.Index[i], ivs), mapped(w.Index[i], ivs)) {
					return false
				}
			}
		}
	}
	return true
}

// mapped is v, or the first loop's induction variable v stands for.
func mapped(v *ir.Value, ivs map[*ir.Value]*ir.Value) *ir.Value {
	if m := ivs[v]; m != nil {
		return m
	}
	return v
}

// mayAlias reports whether two buffers may share memory: views of one
// buffer, or two buffers neither of which was allocated here.
func mayAlias(a, b *ir.Value) bool {
	ra, rb := rewrite.ViewRoot(a), rewrite.ViewRoot(b)
	return ra == rb || !allocated(ra) && !allocated(rb)
}

func allocated(v *ir.Value) bool {
	d := v.DefiningOp()
	return d != nil && (d.Def() == memref.Alloc || d.Def() == memref.Alloca)
}

// SameIndex reports whether a and b are one value or equal constants.
func SameIndex(a, b *ir.Value) bool {
	if a == b {
		return true
	}
	x, ok1 := staticdyn.ConstantInt(a)
	y, ok2 := staticdyn.ConstantInt(b)
	return ok1 && ok2 && x == y && a.Type() == b.Type()
}

// Fuse moves the ops between first and second before first, then
// second's body into first's, before its terminator: second's leading
// induction variables are first's, and when it has more dims than first
// the rest stay a parallel loop, nested at the end of first's body
// (strata-gpu-fuse-rows' case).
func Fuse(first, second *ir.Operation) {
	for o := first.Next(); o != second; {
		next := o.Next()
		o.MoveBefore(first)
		o = next
	}
	fb, sb := first.Region(0).Front(), second.Region(0).Front()
	k := fb.NumArgs()
	for i := 0; i < k; i++ {
		sb.Arg(i).ReplaceAllUsesWith(fb.Arg(i))
	}
	term := fb.Last()
	if sb.NumArgs() > k {
		lbs := scf.Parallel.OperandGroup(second, "lowerBound")[k:]
		ubs := scf.Parallel.OperandGroup(second, "upperBound")[k:]
		steps := scf.Parallel.OperandGroup(second, "step")[k:]
		for i := k - 1; i >= 0; i-- {
			sb.EraseArgument(i)
		}
		n := int64(len(lbs))
		second.SetOperands(append(append(append([]*ir.Value(nil), lbs...), ubs...), steps...))
		second.SetAttr("operandSegmentSizes", second.Context().DenseI32Array([]int64{n, n, n, 0}))
		second.MoveBefore(term)
		return
	}
	for o := sb.First(); o != nil && o != sb.Last(); {
		next := o.Next()
		o.MoveBefore(term)
		o = next
	}
	second.Erase()
}
