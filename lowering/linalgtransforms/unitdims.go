package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/loopbuild"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// FoldUnitExtentDims is linalg-fold-unit-extent-dims: the loops of a
// linalg.generic on tensors whose size is statically 1 are dropped. Each
// operand is collapsed (tensor.collapse_shape, a unit dimension joining
// its neighbouring kept one, as upstream's reassociative reshapes), the
// maps lose the unit dims, linalg.index of a dropped dim becomes 0, and
// each result is expanded back to its type (tensor.expand_shape).
var FoldUnitExtentDims = &passes.Pass{
	Argument:    "linalg-fold-unit-extent-dims",
	Name:        "LinalgFoldUnitExtentDimsPass",
	Summary:     "Remove unit-extent dimension in Linalg ops on tensors",
	Description: "Loops of a linalg.generic on tensors with static size 1 are dropped: operands collapsed with tensor.collapse_shape (a unit dim joins the kept dim before it, leading ones the first), maps and linalg.index renumbered (dropped dims are 0), results expanded back with tensor.expand_shape. Ops whose operand would become rank 0 are left alone",
	Dialects:    []string{"linalg", "affine", "memref", "tensor", "arith"},
	Options: []passes.Option{
		{Name: "use-rank-reducing-slices", Kind: passes.BoolOption, Default: "false",
			Description: "Generate rank-reducing slices instead of reassociative reshapes (not supported)"},
	},
	Run: func(r *passes.Run) error {
		if r.Bool("use-rank-reducing-slices") {
			return ir.NewDiagnostic(ir.SevError, r.Op.Loc(), "use-rank-reducing-slices is not supported")
		}
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == linalg.Generic && op.NumResults() > 0 {
				todo = append(todo, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, op := range todo {
			foldUnitDims(rw, op)
		}
		cfg := rewrite.DefaultGreedyConfig()
		rewrite.ApplyPatternsGreedily(r.Op, rewrite.NewPatternSet(linalg.EraseDeadTensorOp), cfg)
		return nil
	},
}

// reassociation groups the dims of a shape around its kept (non-unit)
// dims: leading unit dims join the first group, the others the group of
// the kept dim before them; all-unit shapes collapse to rank 0.
func reassociation(unit []bool) [][]int64 {
	var groups [][]int64
	var lead []int64
	for i, u := range unit {
		switch {
		case !u:
			groups = append(groups, append(lead, int64(i)))
			lead = nil
		case len(groups) == 0:
			lead = append(lead, int64(i))
		default:
			groups[len(groups)-1] = append(groups[len(groups)-1], int64(i))
		}
	}
	return groups
}

func reassocAttr(ctx *ir.Context, groups [][]int64) ir.Attribute {
	out := make([]ir.Attribute, len(groups))
	for i, g := range groups {
		es := make([]ir.Attribute, len(g))
		for j, d := range g {
			es[j] = ctx.IntegerAttr(ctx.I(64), d)
		}
		out[i] = ctx.ArrayAttr(es)
	}
	return ctx.ArrayAttr(out)
}

func foldUnitDims(rw *rewrite.Rewriter, op *ir.Operation) {
	ctx := rw.Ctx
	maps, err := linalg.IndexingMaps(op)
	if err != nil {
		return
	}
	iters, _ := linalg.IteratorTypes(op)
	n := maps[0].NumDims
	// Static loop sizes.
	size := make([]int64, n)
	for d := range size {
		size[d] = ir.ShapedDynamic
	}
	for i, m := range maps {
		if !projectedPermutation(m) {
			return
		}
		st, ok := op.Operand(i).Type().(*ir.RankedTensorType)
		if !ok {
			if _, shaped := op.Operand(i).Type().(ir.ShapedType); shaped {
				return
			}
			continue
		}
		for j, e := range m.Results {
			if size[e.Val] == ir.ShapedDynamic {
				size[e.Val] = st.Dims[j]
			}
		}
	}
	unitLoop := make([]bool, n)
	any := false
	newDim := make([]*ir.AffineExpr, n)
	var newIters []string
	k := 0
	for d := range size {
		unitLoop[d] = size[d] == 1
		if unitLoop[d] {
			any = true
			newDim[d] = ir.AffineConstExpr(0)
			continue
		}
		newDim[d] = ir.AffineDimExpr(k)
		newIters = append(newIters, iters[d])
		k++
	}
	if !any {
		return
	}
	// An operand would collapse to rank 0: dialects/tensor's verifier
	// rejects the empty reassociation upstream accepts, so leave the op.
	for i, m := range maps {
		if _, ok := op.Operand(i).Type().(*ir.RankedTensorType); !ok || len(m.Results) == 0 {
			continue
		}
		all := true
		for _, e := range m.Results {
			all = all && unitLoop[e.Val]
		}
		if all {
			return
		}
	}
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	nIns := len(linalg.Inputs(op))
	operands := make([]*ir.Value, op.NumOperands())
	newMaps := make([]ir.Attribute, len(maps))
	outGroups := make([][][]int64, op.NumOperands())
	for i, m := range maps {
		v := op.Operand(i)
		var res []*ir.AffineExpr
		var unit []bool
		for _, e := range m.Results {
			unit = append(unit, unitLoop[e.Val])
			if !unitLoop[e.Val] {
				res = append(res, newDim[e.Val])
			}
		}
		newMaps[i] = ctx.AffineMapAttr(ir.NewAffineMap(k, 0, res))
		st, ok := v.Type().(*ir.RankedTensorType)
		if !ok || len(res) == len(m.Results) {
			operands[i] = v
			continue
		}
		groups := reassociation(unit)
		outGroups[i] = groups
		var shape []int64
		for _, g := range groups {
			p := int64(1)
			for _, d := range g {
				if st.Dims[d] == ir.ShapedDynamic {
					p = ir.ShapedDynamic
					break
				}
				p *= st.Dims[d]
			}
			shape = append(shape, p)
		}
		if shape == nil {
			shape = []int64{}
		}
		nt := ctx.RankedTensorType(shape, st.Elem, nil)
		if e := v.DefiningOp(); e != nil && e.Def() == tensor.Empty && e.NumOperands() == 0 {
			operands[i] = rw.CreateOp(tensor.Empty.Name, nil, []ir.Type{nt}).Result(0)
			continue
		}
		operands[i] = rw.CreateOp(tensor.CollapseShape.Name, []*ir.Value{v}, []ir.Type{nt},
			ir.NamedAttr{Name: "reassociation", Value: reassocAttr(ctx, groups)}).Result(0)
	}
	var types []ir.Type
	for _, v := range operands[nIns:] {
		types = append(types, v.Type())
	}
	m := ir.NewIRMapping()
	r := ir.NewRegion()
	ir.CloneRegionInto(op.Region(0), r, m)
	st := &ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands, Types: types,
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr(newMaps)},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, newIters)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(nIns), int64(len(operands) - nIns)})},
		},
		Regions: []*ir.Region{r}}
	nop := rw.Create(st)
	// linalg.index: dropped dims are 0, kept ones renumbered.
	ir.WalkOps(nop, func(o *ir.Operation) {
		if o.Def() != linalg.Index {
			return
		}
		d := o.Attr("dim").(*ir.IntegerAttr).Int64()
		if unitLoop[d] {
			ip := rw.Save()
			rw.SetInsertionPoint(o)
			c := loopbuild.Const(rw, 0)
			rw.Restore(ip)
			o.Result(0).ReplaceAllUsesWith(c)
			return
		}
		o.SetAttr("dim", ctx.IntegerAttr(ctx.I(64), newDim[d].Val))
	})
	results := make([]*ir.Value, op.NumResults())
	for i, res := range op.Results() {
		nr := nop.Result(i)
		if nr.Type() == res.Type() {
			results[i] = nr
			continue
		}
		rt := res.Type().(*ir.RankedTensorType)
		var dyn []*ir.Value
		for j, s := range rt.Dims {
			if s == ir.ShapedDynamic {
				dyn = append(dyn, loopbuild.Dim(rw, op.Operand(nIns+i), j))
			}
		}
		es := &ir.OperationState{Name: ctx.OpName(tensor.ExpandShape.Name), Operands: append([]*ir.Value{nr}, dyn...),
			Types: []ir.Type{rt}}
		es.AddAttr("reassociation", reassocAttr(ctx, outGroups[nIns+i]))
		es.AddAttr("static_output_shape", ctx.DenseI64Array(rt.Dims))
		results[i] = rw.Create(es).Result(0)
	}
	rw.ReplaceOp(op, results)
}
