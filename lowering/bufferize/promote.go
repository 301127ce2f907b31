package bufferize

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// PromoteBuffersToStack is upstream's promote-buffers-to-stack.
var PromoteBuffersToStack = &passes.Pass{
	Argument: "promote-buffers-to-stack",
	Name:     "PromoteBuffersToStack",
	Summary:  "Promotes heap-based allocations to automatically managed stack-based allocations",
	Description: `A memref.alloc of static shape whose buffer takes at most
max-alloc-size-in-bytes (index elements counted as 64 bits), or of dynamic shape of rank at most max-rank-of-allocated-memref whose
sizes are all memref.rank results (likely small), becomes a memref.alloca,
where it has an automatic allocation scope (as upstream's): going out from
its region through region ops that are no loops (scf.if, scf.execute_region)
to the nearest func.func, no value the buffer may become (a view of it, a
block argument a branch passes it to, a region op's result or region
argument it flows to) is returned from that function's body. An allocation
inside a loop, or in a region of an op that declares no region flow, stays
on the heap, as one that is deallocated (the pass runs before
buffer-deallocation).`,
	Anchor:   fn.Func.Name,
	Dialects: []string{"memref"},
	Options: []passes.Option{
		{Name: "max-alloc-size-in-bytes", Kind: passes.IntOption, Default: "1024", Description: "Maximal size in bytes to promote allocations to stack."},
		{Name: "max-rank-of-allocated-memref", Kind: passes.IntOption, Default: "1", Description: "Maximal memref rank to promote dynamic buffers."},
	},
	Run: func(r *passes.Run) error {
		// index elements count as 64 bits, as the data layout of the CPU targets has them.
		limit, maxRank, indexBits := r.Int("max-alloc-size-in-bytes"), r.Int("max-rank-of-allocated-memref"), int64(64)
		var allocs []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == memref.Alloc {
				allocs = append(allocs, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, alloc := range allocs {
			if !fitsOnStack(alloc, limit, maxRank, indexBits) || deallocated(alloc.Result(0)) || !hasAllocationScope(alloc.Result(0)) {
				continue
			}
			rw.SetInsertionPoint(alloc)
			alloca := rw.Create(&ir.OperationState{Name: r.Op.Context().NameOf(memref.Alloca), Loc: alloc.Loc(),
				Operands: alloc.Operands(), Types: []ir.Type{alloc.Result(0).Type()}, Attrs: alloc.Attrs()})
			rw.ReplaceOp(alloc, alloca.Results())
		}
		return nil
	},
}

// fitsOnStack reports whether alloc's buffer is within the limits: its
// size known (static, or dynamic sizes that are constants, for a rank of
// at most maxRank) and at most limit bytes.
func fitsOnStack(alloc *ir.Operation, limit, maxRank, indexBits int64) bool {
	mt, ok := alloc.Result(0).Type().(*ir.MemRefType)
	if !ok {
		return false
	}
	bits := int64(ir.IntOrFloatBitWidth(mt.Elem))
	if _, isIndex := mt.Elem.(*ir.IndexType); isIndex {
		bits = indexBits
	}
	if bits <= 0 {
		return false
	}
	if !ir.IsStaticShape(mt.Dims) {
		if int64(len(mt.Dims)) > maxRank {
			return false
		}
		for _, v := range alloc.Operands() {
			if d := v.DefiningOp(); d == nil || d.Def() != memref.Rank {
				return false
			}
		}
		return true
	}
	n := int64(1)
	for _, d := range mt.Dims {
		n *= d
		if n*bits > limit*8 {
			return false
		}
	}
	return (n*bits+7)/8 <= limit
}

// deallocated reports whether a memref.dealloc frees buffer.
func deallocated(buffer *ir.Value) bool {
	for _, u := range buffer.Users() {
		if u.Def() == memref.Dealloc {
			return true
		}
	}
	return false
}

// hasAllocationScope reports whether buffer's allocation may live on the
// stack of an enclosing allocation scope (upstream's hasAllocationScope):
// out from its region through ops whose region flow is known and that are
// no loops, the first AutomaticAllocationScope op reached does not return
// any alias of buffer from the region holding it.
func hasAllocationScope(buffer *ir.Value) bool {
	aliases := bufferAliases(buffer)
	for region := buffer.ParentBlock().Parent(); region != nil; region = region.ParentRegion() {
		parent := region.ParentOp()
		if parent == nil {
			return false
		}
		if parent.HasTrait(ir.AutomaticAllocationScope) && !leavesRegion(region, aliases) {
			return true
		}
		if rewrite.LoopLikeOf(parent) != nil || rewrite.RegionBranchOf(parent) == nil {
			return false
		}
	}
	return false
}

// leavesRegion reports whether a terminator of region itself (a return or
// a yield, no branch) takes one of aliases.
func leavesRegion(region *ir.Region, aliases map[*ir.Value]bool) bool {
	for v := range aliases {
		for _, u := range v.Users() {
			if u.HasTrait(ir.Terminator) && u.NumSuccessors() == 0 && u.Block().Parent() == region {
				return true
			}
		}
	}
	return false
}

// bufferAliases is every value buffer may become (upstream's
// BufferViewFlowAnalysis): views of it, the successor arguments branches
// pass it to, and the results and region arguments region ops flow it to.
func bufferAliases(buffer *ir.Value) map[*ir.Value]bool {
	seen := map[*ir.Value]bool{buffer: true}
	work := []*ir.Value{buffer}
	add := func(v *ir.Value) {
		if v != nil && !seen[v] {
			seen[v] = true
			work = append(work, v)
		}
	}
	flows := func(fs []rewrite.Flow, i int) {
		for _, f := range fs {
			if f.Operand == i {
				for _, to := range f.To {
					add(to)
				}
			}
		}
	}
	for len(work) > 0 {
		v := work[len(work)-1]
		work = work[:len(work)-1]
		for u := v.FirstUse(); u != nil; u = u.Next() {
			op, i := u.Owner(), u.Index()
			if rewrite.ViewSource(op) == v {
				for _, r := range op.Results() {
					add(r)
				}
			}
			for s := 0; s < op.NumSuccessors(); s++ {
				if start, n, ok := ir.SuccessorOperandRange(op, s); ok && i >= start && i < start+n && i-start < op.Successor(s).NumArgs() {
					add(op.Successor(s).Arg(i - start))
				}
			}
			if rb := rewrite.RegionBranchOf(op); rb != nil {
				flows(rb.Entry(op), i)
			}
			if parent := op.Block().ParentOp(); parent != nil && op.HasTrait(ir.Terminator) && op.NumSuccessors() == 0 {
				if rb := rewrite.RegionBranchOf(parent); rb != nil {
					flows(rb.Exit(parent, op), i)
				}
			}
		}
	}
	return seen
}
