// Package linalgtoloops is convert-linalg-to-loops and
// convert-linalg-to-parallel-loops: a structured linalg op on memrefs
// becomes a loop nest (scf.for, or scf.parallel for its parallel dims)
// whose innermost body loads the operands' elements, runs the op's scalar
// body and stores the yielded values, as upstream MLIR 22.
package linalgtoloops

import (
	affined "github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/loopbuild"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Loops is convert-linalg-to-loops.
var Loops = &passes.Pass{
	Argument:    "convert-linalg-to-loops",
	Name:        "ConvertLinalgToLoopsPass",
	Summary:     "Convert the operations from the linalg dialect into loops",
	Description: "Every structured op on memrefs (named ops generalized first) becomes an scf.for nest, outermost loop d0, whose body loads the elements the scalar body reads (affine.apply for compound indices), runs the body (linalg.index is the loop's iv) and stores the yielded values. Ops on tensors are left alone",
	Dialects:    []string{"linalg", "scf", "affine", "memref", "arith"},
	Run:         func(r *passes.Run) error { return Apply(r.Op, false) },
}

// ParallelLoops is convert-linalg-to-parallel-loops.
var ParallelLoops = &passes.Pass{
	Argument:    "convert-linalg-to-parallel-loops",
	Name:        "ConvertLinalgToParallelLoopsPass",
	Summary:     "Convert the operations from the linalg dialect into parallel loops",
	Description: "As convert-linalg-to-loops, with each run of consecutive parallel dims as one scf.parallel",
	Dialects:    []string{"linalg", "scf", "affine", "memref", "arith"},
	Run:         func(r *passes.Run) error { return Apply(r.Op, true) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Loops, ParallelLoops} }

// Apply lowers every structured linalg op on memrefs nested in root to
// loops (scf.parallel for runs of parallel dims when parallel is set).
// Ops on tensors are left alone, as upstream.
func Apply(root *ir.Operation, parallel bool) error {
	var todo []*ir.Operation
	ir.WalkOps(root, func(op *ir.Operation) {
		if linalg.IsStructured(op) && op.NumResults() == 0 && onBuffers(op) {
			todo = append(todo, op)
		}
	})
	rw := rewrite.NewRewriter(root.Context())
	for _, op := range todo {
		if linalg.Generalizable(op) {
			g, err := linalg.Generalize(op)
			if err != nil {
				return ir.NewDiagnostic(ir.SevError, op.Loc(), "%v", err)
			}
			op = g
		}
		if err := lower(rw, op, parallel); err != nil {
			return ir.NewDiagnostic(ir.SevError, op.Loc(), "%v", err)
		}
	}
	// Upstream's cleanup: constants hoisted and uniqued, dead ops erased.
	rewrite.ApplyPatternsGreedily(root, rewrite.NewPatternSet(), rewrite.DefaultGreedyConfig())
	return nil
}

func onBuffers(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if _, ok := v.Type().(*ir.RankedTensorType); ok {
			return false
		}
	}
	return true
}

// buildParallel creates an scf.parallel over n dims with an empty body.
func buildParallel(rw *rewrite.Rewriter, lbs, ubs, steps []*ir.Value) (*ir.Operation, *ir.Block) {
	ctx := rw.Ctx
	r := ir.NewRegion()
	blk := ir.NewBlock()
	for range lbs {
		blk.AddArgument(ctx.IndexType(), rw.Loc)
	}
	r.Append(blk)
	n := int64(len(lbs))
	operands := append(append(append([]*ir.Value{}, lbs...), ubs...), steps...)
	op := rw.Create(&ir.OperationState{Name: ctx.OpName(scf.Parallel.Name), Operands: operands,
		Regions: []*ir.Region{r},
		Attrs:   []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{n, n, n, 0})}}})
	blk.Append(ir.Create(&ir.OperationState{Name: ctx.OpName(scf.Reduce.Name), Loc: rw.Loc}))
	return op, blk
}

// IndexValue returns the value of one result of an indexing map at the
// loop ivs: the iv itself, a constant, or an affine.apply over the ivs it
// uses.
func IndexValue(rw *rewrite.Rewriter, m *ir.AffineMap, e *ir.AffineExpr, ivs []*ir.Value) *ir.Value {
	ctx := rw.Ctx
	switch e.Kind {
	case ir.AffineDim:
		return ivs[e.Val]
	case ir.AffineConst:
		return loopbuild.Const(rw, e.Val)
	}
	// Keep only the dims e uses, renumbered in order.
	used := make([]bool, m.NumDims)
	markDims(e, used)
	repl := make([]*ir.AffineExpr, m.NumDims)
	var operands []*ir.Value
	for d, u := range used {
		if u {
			repl[d] = ir.AffineDimExpr(len(operands))
			operands = append(operands, ivs[d])
		} else {
			repl[d] = ir.AffineConstExpr(0)
		}
	}
	syms := make([]*ir.AffineExpr, m.NumSyms)
	for i := range syms {
		syms[i] = ir.AffineSymExpr(i)
	}
	am := ir.NewAffineMap(len(operands), 0, []*ir.AffineExpr{e.Replace(repl, syms)})
	return rw.CreateOp(affined.Apply.Name, operands, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(am)}).Result(0)
}

func markDims(e *ir.AffineExpr, used []bool) {
	if e == nil {
		return
	}
	if e.Kind == ir.AffineDim {
		used[e.Val] = true
		return
	}
	markDims(e.LHS, used)
	markDims(e.RHS, used)
}

// Indices returns the index values of every result of m at ivs.
func Indices(rw *rewrite.Rewriter, m *ir.AffineMap, ivs []*ir.Value) []*ir.Value {
	out := make([]*ir.Value, len(m.Results))
	for i, e := range m.Results {
		out[i] = IndexValue(rw, m, e, ivs)
	}
	return out
}

func lower(rw *rewrite.Rewriter, op *ir.Operation, parallel bool) error {
	maps, err := linalg.IndexingMaps(op)
	if err != nil {
		return err
	}
	iters, err := linalg.IteratorTypes(op)
	if err != nil {
		return err
	}
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	sizes, err := loopbuild.LoopSizes(rw, op, maps)
	if err != nil {
		return err
	}
	c0, c1 := loopbuild.Const(rw, 0), loopbuild.Const(rw, 1)
	ivs := make([]*ir.Value, len(sizes))
	for d := 0; d < len(sizes); {
		if parallel && iters[d] == "parallel" {
			e := d
			for e < len(sizes) && iters[e] == "parallel" {
				e++
			}
			var lbs, steps []*ir.Value
			for i := d; i < e; i++ {
				lbs, steps = append(lbs, c0), append(steps, c1)
			}
			_, blk := buildParallel(rw, lbs, sizes[d:e], steps)
			copy(ivs[d:e], blk.Args())
			rw.SetInsertionPoint(blk.Terminator())
			d = e
			continue
		}
		_, blk := loopbuild.BuildFor(rw, c0, sizes[d], c1)
		ivs[d] = blk.Arg(0)
		rw.SetInsertionPoint(blk.Terminator())
		d++
	}
	EmitBody(rw, op, maps, ivs)
	rw.EraseOp(op)
	return nil
}

// EmitBody emits, at rw's point, the scalar body of a structured op on
// memrefs for one point of its iteration space: loads of the operands the
// body reads, the body's ops, and stores of the yielded values.
func EmitBody(rw *rewrite.Rewriter, op *ir.Operation, maps []*ir.AffineMap, ivs []*ir.Value) {
	body := op.Region(0).Front()
	m := ir.NewIRMapping()
	for i, a := range body.Args() {
		if a.UseEmpty() {
			continue
		}
		src := op.Operand(i)
		t, ok := src.Type().(ir.ShapedType)
		if !ok {
			m.Map(a, src) // a scalar operand
			continue
		}
		ld := rw.CreateOp(memref.Load.Name, append([]*ir.Value{src}, Indices(rw, maps[i], ivs)...), []ir.Type{t.ElementType()})
		m.Map(a, ld.Result(0))
	}
	nIns := len(linalg.Inputs(op))
	for _, o := range body.Ops() {
		switch o.Def() {
		case linalg.Index:
			d := o.Attr("dim").(*ir.IntegerAttr).Int64()
			m.Map(o.Result(0), ivs[d])
		case linalg.Yield:
			for k, v := range o.Operands() {
				out := op.Operand(nIns + k)
				rw.CreateOp(memref.Store.Name, append([]*ir.Value{m.Lookup(v), out}, Indices(rw, maps[nIns+k], ivs)...), nil)
			}
		default:
			rw.Clone(o, m)
		}
	}
}
