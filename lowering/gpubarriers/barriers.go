// Package gpubarriers is gpu-eliminate-barriers: a gpu.barrier between
// memory accesses that cannot conflict is erased, as upstream MLIR's pass
// of the same name does.
package gpubarriers

import (
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/dialects/vector"
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
		"(distinct allocations, and an allocation and any other buffer, cannot). memref.load and memref.store, " +
		"vector.load and vector.store are accesses of their buffer; ops free of memory effects, gpu.all_reduce (which " +
		"synchronizes itself) and the nested ops of region ops count by what they hold; any other op may read and write " +
		"anything. A barrier in a branch of an scf.if (at the top level, or in such a branch) is judged the same way, " +
		"the accesses before and after it continuing past the scf.if in the enclosing block; barriers in loops are kept",
	Run: func(r *passes.Run) error {
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == gpu.Launch || op.Def() == gpu.Func && op.NumRegions() > 0 && op.Region(0).Front() != nil {
				eliminate(op.Region(0).Front(), nil)
			}
		})
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// eliminate erases the barriers of a block of a kernel that order no
// conflicting accesses, and those of the branches of its scf.if ops:
// outer is the chain of scf.if ops the block is nested in (innermost
// first), past which the accesses before and after a barrier continue.
func eliminate(body *ir.Block, outer []*ir.Operation) {
	for _, op := range body.Ops() {
		if op.Def() == scf.If {
			for _, region := range op.Regions() {
				for blk := region.Front(); blk != nil; blk = blk.Next() {
					eliminate(blk, append([]*ir.Operation{op}, outer...))
				}
			}
			continue
		}
		if op.Def() != gpu.Barrier {
			continue
		}
		before := accessesAround(op, outer, (*ir.Operation).Prev)
		after := accessesAround(op, outer, (*ir.Operation).Next)
		if !before.conflicts(after) {
			op.Erase()
		}
	}
}

// accessesAround collects the accesses from barrier (walking by step) up
// to the next barrier, continuing past the enclosing scf.if ops of outer
// when a block ends first.
func accessesAround(barrier *ir.Operation, outer []*ir.Operation, step func(*ir.Operation) *ir.Operation) accesses {
	out, reached := accessesBetween(step(barrier), step)
	for _, ifOp := range outer {
		if reached {
			break
		}
		var more accesses
		more, reached = accessesBetween(step(ifOp), step)
		out = append(out, more...)
	}
	return out
}

// access is one buffer read or written; a nil buffer is any memory.
type access struct {
	buffer *ir.Value
	write  bool
}

type accesses []access

// accessesBetween collects the accesses of the ops from op (walking by
// step) up to the next barrier or the block's end, and reports whether it
// reached a barrier.
func accessesBetween(op *ir.Operation, step func(*ir.Operation) *ir.Operation) (accesses, bool) {
	var out accesses
	for ; op != nil; op = step(op) {
		if op.Def() == gpu.Barrier {
			return out, true
		}
		out = collect(op, out)
	}
	return out, false
}

// collect appends op's accesses and its nested ops'.
func collect(op *ir.Operation, out accesses) accesses {
	if load, ok := memref.AsLoad(op); ok {
		return append(out, access{buffer: load.MemRef()})
	}
	if store, ok := memref.AsStore(op); ok {
		return append(out, access{buffer: store.MemRef(), write: true})
	}
	if load, ok := vector.AsLoad(op); ok {
		return append(out, access{buffer: load.Base()})
	}
	if store, ok := vector.AsStore(op); ok {
		return append(out, access{buffer: store.Base(), write: true})
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
