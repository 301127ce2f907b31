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
unless the buffer or a view of it leaves its block through a terminator (a
return or a yield) or is deallocated (the pass runs before
buffer-deallocation, as upstream's).`,
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
			if !fitsOnStack(alloc, limit, maxRank, indexBits) || escapes(alloc.Result(0)) {
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

// escapes reports whether buffer, or a view of it, is an operand of a
// terminator (it would outlive its block) or of a memref.dealloc.
func escapes(buffer *ir.Value) bool {
	for _, u := range buffer.Users() {
		if u.HasTrait(ir.Terminator) || u.Def() == memref.Dealloc {
			return true
		}
		for _, r := range u.Results() {
			if rewrite.ViewSource(u) == buffer && escapes(r) {
				return true
			}
		}
	}
	return false
}
