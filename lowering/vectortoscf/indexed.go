package vectortoscf

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/vector"
	"github.com/strata-compiler/strata/ir"
)

// This file lowers the 1-D indexed and compressed memory ops of memrefs
// (gather, scatter, expandload, compressstore) to one memref.load or
// memref.store per lane under scf.if on the lane's mask bit, unrolled:
// the LLVM conversion does not take them.

// lowerIndexed rewrites op when it is one of those ops on a memref with
// a 1-D fixed-size vector; it reports whether it did.
func lowerIndexed(op *ir.Operation) bool {
	d := op.Def()
	if d != vector.Gather && d != vector.Scatter && d != vector.ExpandLoad && d != vector.CompressStore {
		return false
	}
	if _, ok := op.Operand(0).Type().(*ir.MemRefType); !ok {
		return false
	}
	n := op.NumOperands()
	vt, ok := op.Operand(n - 1).Type().(*ir.VectorType)
	if !ok || len(vt.Dims) != 1 || vt.Scalable != nil {
		return false
	}
	g := &gen{b: ir.NewBuilder(op.Context()), ctx: op.Context(), o: Options{FullUnroll: true}}
	g.b.Loc = op.Loc()
	g.b.SetInsertionPoint(op)
	base, mask, last := op.Operand(0), op.Operand(n-2), op.Operand(n-1)
	indexed := d == vector.Gather || d == vector.Scatter
	offEnd := n - 2
	if indexed {
		offEnd = n - 3
	}
	offsets := op.Operands()[1:offEnd]
	var count *ir.Value // expandload/compressstore: the lanes set so far
	if !indexed {
		count = g.index(0)
	}
	acc := last // gather/expandload: the pass_thru, lanes replaced one by one
	for i := int64(0); i < vt.Dims[0]; i++ {
		ci := g.index(i)
		bit := g.extract(mask, ci, i, true)
		pos := append([]*ir.Value{}, offsets...)
		var step *ir.Value
		if indexed {
			step = g.extract(op.Operand(n-3), ci, i, true)
			if _, isIndex := step.Type().(*ir.IndexType); !isIndex {
				step = g.v(arith.IndexCast, []*ir.Value{step}, g.ctx.IndexType())
			}
		} else {
			step = count
		}
		if len(pos) > 0 {
			pos[len(pos)-1] = g.v(arith.AddI, []*ir.Value{pos[len(pos)-1], step}, g.ctx.IndexType())
		}
		switch d {
		case vector.Gather, vector.ExpandLoad:
			old := g.extract(acc, ci, i, true)
			x := g.ifElse(bit, vt.Elem, func() *ir.Value {
				return g.v(memref.Load, append([]*ir.Value{base}, pos...), vt.Elem)
			}, func() *ir.Value { return old })
			acc = g.insert(x, acc, ci, i, true)
		default:
			x := g.extract(last, ci, i, true)
			g.ifElse(bit, nil, func() *ir.Value {
				g.b.Build(memref.Store, append([]*ir.Value{x, base}, pos...), nil)
				return nil
			}, nil)
		}
		if count != nil {
			count = g.v(arith.Select, []*ir.Value{bit, g.v(arith.AddI, []*ir.Value{count, g.index(1)}, g.ctx.IndexType()), count}, g.ctx.IndexType())
		}
	}
	if op.NumResults() == 1 {
		op.ReplaceAllUsesWith([]*ir.Value{acc})
	}
	op.Erase()
	return true
}
