package scftogpu

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/gpu"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// MappingAttrName is the discardable attribute of scf.parallel that
// gpu-map-parallel-loops writes and convert-parallel-loops-to-gpu reads: an
// array of one #gpu.loop_dim_map per dimension of the loop.
const MappingAttrName = "mapping"

// MapParallelLoopsPass is gpu-map-parallel-loops, upstream's greedy mapper.
var MapParallelLoopsPass = &passes.Pass{
	Argument: "gpu-map-parallel-loops",
	Name:     "GpuMapParallelLoopsPass",
	Summary:  "Greedily maps loops to GPU hardware dimensions.",
	Description: "Gives each scf.parallel nest a `mapping` attribute (one #gpu.loop_dim_map per dimension, map and " +
		"bound the identity) for convert-parallel-loops-to-gpu: the dimensions of an outermost scf.parallel map to " +
		"block_x, block_y, block_z, those of an scf.parallel directly in its body to thread_x, thread_y, thread_z, " +
		"and dimensions past the third and loops nested deeper to sequential. Loops that already carry a mapping " +
		"(and the loops in them) are left alone. With mapping-policy=innermost-first the innermost of a loop's first " +
		"three dimensions gets x",
	Anchor:   fn.Func.Name,
	Dialects: []string{"gpu", "scf"},
	Options: []passes.Option{
		{Name: "mapping-policy", Kind: passes.EnumOption, Default: "outermost-first",
			Values:      []string{"outermost-first", "innermost-first"},
			Description: "Policy outlining how to assign loops to GPU dimensions.Supported values are `outermost-first` and `innermost-first`."},
	},
	Run: func(r *passes.Run) error {
		innermost := r.String("mapping-policy") == "innermost-first"
		var roots []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == scf.Parallel && !insideParallel(op) {
				roots = append(roots, op)
			}
		})
		for _, p := range roots {
			mapLoop(r.Ctx, p, 0, innermost)
		}
		return nil
	},
}

// insideParallel reports whether op is nested in an scf.parallel.
func insideParallel(op *ir.Operation) bool {
	for p := op.ParentOp(); p != nil; p = p.ParentOp() {
		if p.Def() == scf.Parallel {
			return true
		}
	}
	return false
}

// Mapping levels: an outermost loop's dimensions go to blocks, the next
// loop's to threads, deeper ones run sequentially.
const (
	levelGrid = iota
	levelBlock
	levelSequential
)

// processorFor returns the processor of dimension dim (of n) of a loop at
// the given level.
func processorFor(level, dim, n int, innermost bool) string {
	if dim >= 3 || level >= levelSequential {
		return "sequential"
	}
	if innermost {
		dim = min(n, 3) - 1 - dim
	}
	if level == levelGrid {
		return gpu.Processors[dim]
	}
	return gpu.Processors[3+dim]
}

// mapLoop annotates p and, a level down, the scf.parallel ops directly in
// its body.
func mapLoop(ctx *ir.Context, p *ir.Operation, level int, innermost bool) {
	if p.Attr(MappingAttrName) != nil {
		return
	}
	body := p.Region(0).Front()
	if body == nil {
		return
	}
	n := body.NumArgs()
	id := ir.IdentityAffineMap(1)
	attrs := make([]ir.Attribute, n)
	for i := range attrs {
		attrs[i] = gpu.LoopDimMap(ctx, processorFor(level, i, n, innermost), id, id)
	}
	p.SetAttr(MappingAttrName, ctx.ArrayAttr(attrs))
	for _, op := range body.Ops() {
		if op.Def() == scf.Parallel {
			mapLoop(ctx, op, min(level+1, levelSequential), innermost)
		}
	}
}
