package affine

import (
	"math"

	affined "github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// affine.parallel becomes scf.parallel, as upstream lowers it: each
// dimension's bounds the max (lower) and min (upper) of its group's
// expressions, the steps constants, each reduction an init value (the
// kind's identity) and a region of scf.reduce combining two values with
// the kind's arith op. A band without dimensions (which scf.parallel
// cannot express) runs its body once in place, each result the
// combination of the identity with the yielded value.

// reductionOps are the arith ops that combine two values of each kind.
var reductionOps = map[affined.ReductionKind]*ir.OpDef{
	affined.ReduceAddF: arith.AddF, affined.ReduceAddI: arith.AddI, affined.ReduceAndI: arith.AndI,
	affined.ReduceMaximumF: arith.MaximumF, affined.ReduceMaxNumF: arith.MaxNumF, affined.ReduceMaxS: arith.MaxSI,
	affined.ReduceMaxU: arith.MaxUI, affined.ReduceMinimumF: arith.MinimumF, affined.ReduceMinNumF: arith.MinNumF,
	affined.ReduceMinS: arith.MinSI, affined.ReduceMinU: arith.MinUI, affined.ReduceMulF: arith.MulF,
	affined.ReduceMulI: arith.MulI, affined.ReduceOrI: arith.OrI, affined.ReduceXOrI: arith.XOrI,
}

// identityAttr is the value a reduction of kind k over type t starts
// from; nil when k has none (assign) or arith cannot hold it (siN, uiN).
func identityAttr(ctx *ir.Context, k affined.ReductionKind, t ir.Type) ir.Attribute {
	if ft, ok := t.(*ir.FloatType); ok {
		v := map[affined.ReductionKind]float64{affined.ReduceAddF: 0, affined.ReduceMulF: 1,
			affined.ReduceMaximumF: math.Inf(-1), affined.ReduceMinimumF: math.Inf(1),
			affined.ReduceMaxNumF: math.NaN(), affined.ReduceMinNumF: math.NaN()}
		if x, ok := v[k]; ok {
			return ctx.FloatAttr(ft, x)
		}
		return nil
	}
	it, ok := t.(*ir.IntegerType)
	if !ok || !it.IsSignless() {
		return nil
	}
	v := map[affined.ReductionKind]int64{affined.ReduceAddI: 0, affined.ReduceOrI: 0, affined.ReduceXOrI: 0,
		affined.ReduceMulI: 1, affined.ReduceAndI: -1}
	if x, ok := v[k]; ok {
		return ctx.IntegerAttr(t, x)
	}
	return nil
}

// lowerParallel rewrites an affine.parallel; the affine.yield ending its
// body is rewritten with it.
func lowerParallel(rw *rewrite.Rewriter, op *ir.Operation) ([]*ir.Value, error) {
	ctx := rw.Ctx
	b := affined.Band(op)
	kinds := affined.Reductions(op)
	inits := make([]*ir.Value, len(kinds))
	for j, k := range kinds {
		t := op.Result(j).Type()
		if identityAttr(ctx, k, t) == nil || reductionOps[k] == nil {
			return nil, lowerError(op, "Reduction operation type not supported: %q on %s", k.String(), ir.TypeString(t))
		}
	}
	var lbs, ubs, steps []*ir.Value
	for i := range b.Steps {
		lo := ExpandMap(rw, ir.NewAffineMap(b.Lower.NumDims, b.Lower.NumSyms, affined.Group(b.Lower, b.LowerGroups, i)), b.LowerOps)
		if lo == nil {
			return nil, lowerError(op, "failed to expand a lower bound")
		}
		lbs = append(lbs, reduce(rw, lo, sgt))
		hi := ExpandMap(rw, ir.NewAffineMap(b.Upper.NumDims, b.Upper.NumSyms, affined.Group(b.Upper, b.UpperGroups, i)), b.UpperOps)
		if hi == nil {
			return nil, lowerError(op, "failed to expand an upper bound")
		}
		ubs = append(ubs, reduce(rw, hi, slt))
	}
	for _, s := range b.Steps {
		steps = append(steps, constantIndex(rw, s))
	}
	for j, k := range kinds {
		t := op.Result(j).Type()
		inits[j] = rw.Build(arith.Constant, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: identityAttr(ctx, k, t)}).Result(0)
	}
	body := op.Region(0).Front()
	yield := body.Terminator()
	if yield == nil || yield.Def() != affined.Yield || yield.NumOperands() != len(kinds) {
		return nil, lowerError(op, "expected the body to end in affine.yield of one value per reduction")
	}
	yielded := yield.Operands()
	if len(b.Steps) == 0 {
		// No dimension: the body runs once, here.
		for _, inner := range body.Ops() {
			if inner != yield {
				inner.MoveBefore(op)
			}
		}
		results := make([]*ir.Value, len(kinds))
		for j, k := range kinds {
			results[j] = rw.Build(reductionOps[k], []*ir.Value{inits[j], yielded[j]}, []ir.Type{yielded[j].Type()}).Result(0)
		}
		return results, nil
	}
	loop := rw.Create(&ir.OperationState{Name: ctx.NameOf(scf.Parallel), Loc: op.Loc(),
		Operands: append(append(append(append([]*ir.Value{}, lbs...), ubs...), steps...), inits...),
		Types:    op.ResultTypes(), NumRegions: 1,
		Attrs: []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{
			int64(len(lbs)), int64(len(ubs)), int64(len(steps)), int64(len(inits))})}}})
	loop.Region(0).TakeBody(op.Region(0))
	rw.SetInsertionPoint(yield)
	red := rw.Create(&ir.OperationState{Name: ctx.NameOf(scf.Reduce), Loc: yield.Loc(),
		Operands: append([]*ir.Value(nil), yielded...), NumRegions: len(kinds)})
	for j, k := range kinds {
		t := yielded[j].Type()
		blk := rw.CreateBlock(red.Region(j), []ir.Type{t, t})
		rw.SetInsertionPointToEnd(blk)
		v := rw.Build(reductionOps[k], blk.Args(), []ir.Type{t}).Result(0)
		rw.Build(scf.ReduceReturn, []*ir.Value{v}, nil)
	}
	rw.EraseOp(yield)
	return loop.Results(), nil
}

func lowerError(op *ir.Operation, format string, args ...any) error {
	d := ir.NewDiagnostic(ir.SevError, op.Loc(), format, args...)
	d.Op = op
	return d
}
