package scftransforms

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// ExpandCopies is strata-expand-memref-copies. The CPU target runs it
// before outlining its kernels: a copy between strided views (a padded
// buffer's interior, a slice of a fused projection) then becomes a kernel
// that is vectorized and run on threads, instead of a serial call of a
// generic copy routine in the host code.
var ExpandCopies = &passes.Pass{
	Argument: "strata-expand-memref-copies",
	Name:     "ExpandMemRefCopies",
	Summary:  "Rewrite memref.copy as an scf.parallel nest of loads and stores",
	Description: "Every memref.copy becomes an scf.parallel over the copied shape (memref.dim of the source for " +
		"dynamic dims) whose body loads an element of the source and stores it to the target at the same indices; " +
		"a rank-0 copy becomes one load and one store. A copy of unranked memrefs is left as it is. The elements copied and their order of effects on distinct " +
		"buffers are unchanged; copies between overlapping views, which memref.copy leaves undefined, stay undefined.",
	Dialects: []string{"scf", "memref", "arith"},
	Run: func(r *passes.Run) error {
		var copies []memref.CopyOp
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if c, ok := memref.AsCopy(op); ok && isRanked(c.Source()) {
				copies = append(copies, c)
			}
		})
		for _, c := range copies {
			if _, err := CopyAsLoops(c); err != nil {
				return err
			}
		}
		return nil
	},
}

// CopyAsLoops replaces the copy by a parallel loop nest of loads and
// stores (one load and store for rank 0) and returns the scf.parallel
// (nil for rank 0).
func CopyAsLoops(c memref.CopyOp) (*ir.Operation, error) {
	src, dst := c.Source(), c.Target()
	mt, ok := src.Type().(*ir.MemRefType)
	if !ok {
		return nil, c.EmitError("expected a ranked memref")
	}
	b := ir.NewBuilder(c.Context())
	b.Loc = c.Loc()
	b.SetInsertionPoint(c.Operation)
	copyElement := func(ivs []*ir.Value) {
		v := b.Build(memref.Load, append([]*ir.Value{src}, ivs...), []ir.Type{mt.Elem}).Result(0)
		b.Build(memref.Store, append([]*ir.Value{v, dst}, ivs...), nil)
	}
	var loop *ir.Operation
	if len(mt.Dims) == 0 {
		copyElement(nil)
	} else {
		constants := map[int64]*ir.Value{}
		index := func(v int64) *ir.Value {
			if constants[v] == nil {
				constants[v] = arith.BuildConstantIndex(b, v)
			}
			return constants[v]
		}
		var lbs, ubs, steps []*ir.Value
		for i, d := range mt.Dims {
			lbs, steps = append(lbs, index(0)), append(steps, index(1))
			if d == ir.ShapedDynamic {
				ubs = append(ubs, b.Build(memref.Dim, []*ir.Value{src, index(int64(i))},
					[]ir.Type{b.Ctx.IndexType()}).Result(0))
			} else {
				ubs = append(ubs, index(d))
			}
		}
		loop = scf.BuildParallel(b, lbs, ubs, steps, copyElement)
	}
	c.Erase()
	return loop, nil
}

func isRanked(v *ir.Value) bool {
	_, ok := v.Type().(*ir.MemRefType)
	return ok
}
