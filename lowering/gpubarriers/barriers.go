// Package gpubarriers is gpu-eliminate-barriers: a gpu.barrier between
// memory accesses that cannot conflict is erased, as upstream MLIR's pass
// of the same name does.
package gpubarriers

import (
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is gpu-eliminate-barriers.
var Pass = &passes.Pass{
	Argument: "gpu-eliminate-barriers",
	Name:     "GpuEliminateBarriers",
	Summary:  "Erase unnecessary barriers",
	Description: "A gpu.barrier in the top-level block of a gpu.launch body or a gpu.func is erased when no memory " +
		"access between the previous barrier (or the kernel's start) and it may conflict with one between it and the " +
		"next barrier (or the kernel's end): two accesses conflict when one writes and their buffers may be the same " +
		"(distinct allocations, and an allocation and any other buffer, cannot). memref.load and memref.store are " +
		"accesses of their buffer; ops free of memory effects, gpu.all_reduce (which synchronizes itself) and the " +
		"nested ops of region ops count by what they hold; any other op may read and write anything. Barriers in " +
		"nested regions are kept",
	Run: func(r *passes.Run) error {
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == gpu.Launch || op.Def() == gpu.Func && op.NumRegions() > 0 && op.Region(0).Front() != nil {
				eliminate(op.Region(0).Front())
			}
		})
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// eliminate erases the barriers of a kernel's top-level block that order
// no conflicting accesses.
func eliminate(body *ir.Block) {
	for _, op := range body.Ops() {
		if op.Def() != gpu.Barrier {
			continue
		}
		before := accessesBetween(op.Prev(), (*ir.Operation).Prev)
		after := accessesBetween(op.Next(), (*ir.Operation).Next)
		if !before.conflicts(after) {
			op.Erase()
		}
	}
}

// access is one buffer read or written; a nil buffer is any memory.
type access struct {
	buffer *ir.Value
	write  bool
}

type accesses []access

// accessesBetween collects the accesses of the ops from op (walking by
// step) up to the next barrier or the block's end.
func accessesBetween(op *ir.Operation, step func(*ir.Operation) *ir.Operation) accesses {
	var out accesses
	for ; op != nil && op.Def() != gpu.Barrier; op = step(op) {
		out = collect(op, out)
	}
	return out
}

// collect appends op's accesses and its nested ops'.
func collect(op *ir.Operation, out accesses) accesses {
	if load, ok := memref.AsLoad(op); ok {
		return append(out, access{buffer: load.MemRef()})
	}
	if store, ok := memref.AsStore(op); ok {
		return append(out, access{buffer: store.MemRef(), write: true})
	}
	switch {
	case op.Def() == gpu.AllReduce || op.HasTrait(ir.Terminator) || op.Def() == gpu.Barrier:
		return out
	case op.NumRegions() > 0:
		for _, region := range op.Regions() {
			for blk := region.Front(); blk != nil; blk = blk.Next() {
				for _, nested := range blk.Ops() {
					out = collect(nested, out)
				}
			}
		}
		if op.HasTrait(ir.RecursiveMemoryEffects) || rewrite.IsMemoryEffectFree(op) {
			return out
		}
		return append(out, access{write: true})
	case rewrite.IsMemoryEffectFree(op):
		return out
	}
	return append(out, access{write: true})
}

// conflicts reports whether an access of a may conflict with one of b.
func (a accesses) conflicts(b accesses) bool {
	for _, x := range a {
		for _, y := range b {
			if !x.write && !y.write {
				continue
			}
			if x.buffer == nil || y.buffer == nil || !rewrite.DistinctBuffers(x.buffer, y.buffer) {
				return true
			}
		}
	}
	return false
}
