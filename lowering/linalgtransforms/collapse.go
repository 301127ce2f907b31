package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// CollapseDims is strata-linalg-collapse-dims: consecutive parallel loops
// of a linalg.generic on tensors that every operand indexes together (in
// order and adjacent, or not at all) become one loop, as upstream's
// collapseOpIterationDims does with the dims
// getCollapsableIterationSpaceDims finds. An elementwise op on a
// [1, 640, 4, 4] tensor becomes one loop of 10240 that vectorizes; its
// innermost loop had 4 iterations. A bias add over [256, 384] + [384]
// keeps two loops. A constant 0 indexing a unit dim counts as that dim's
// loop (see unitIndicesAsLoops). Operands are collapsed with tensor.collapse_shape and
// results expanded back; shapes must be static and the body free of
// linalg.index.
var CollapseDims = &passes.Pass{
	Argument: "strata-linalg-collapse-dims",
	Name:     "LinalgCollapseDims",
	Summary:  "Merge the parallel loops of linalg.generic ops that every operand indexes contiguously",
	Description: "Runs of consecutive parallel loops of a linalg.generic on static tensors, indexed by every operand's " +
		"map adjacently and in order (or not at all), become one loop; operands are reshaped with tensor.collapse_shape " +
		"and results with tensor.expand_shape. Ops using linalg.index are left alone.",
	Dialects: []string{"linalg", "tensor"},
	Run: func(r *passes.Run) error {
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() == linalg.Generic && op.NumResults() > 0 {
				todo = append(todo, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, op := range todo {
			collapseDims(rw, op)
		}
		return nil
	},
}

// loopGroups returns the runs of consecutive loops that can be one: loop
// d+1 joins d's run when both are parallel and every map has either
// neither or d immediately followed by d+1.
func loopGroups(maps []*ir.AffineMap, iters []string) [][]int {
	n := maps[0].NumDims
	var groups [][]int
	for d := 0; d < n; d++ {
		if d > 0 && iters[d] == "parallel" && iters[d-1] == "parallel" && joinable(maps, d-1, d) {
			groups[len(groups)-1] = append(groups[len(groups)-1], d)
			continue
		}
		groups = append(groups, []int{d})
	}
	return groups
}

func joinable(maps []*ir.AffineMap, a, b int) bool {
	for _, m := range maps {
		pa, pb := -1, -1
		for i, e := range m.Results {
			switch int(e.Val) {
			case a:
				pa = i
			case b:
				pb = i
			}
		}
		if !(pa < 0 && pb < 0) && !(pa >= 0 && pb == pa+1) {
			return false
		}
	}
	return true
}

// unitIndicesAsLoops returns the maps with each constant 0 that indexes
// an operand's dim of size 1 replaced by a loop of extent 1 that the map
// does not use (the one right after or before its neighbour's loop when
// there is a choice), so that (0, d1, d2) on a 1xMxN operand, as
// folding a broadcast leaves it, reads (d0, d1, d2) and joins the other
// operands' runs; false when a map is still not a projected permutation.
// Both address the same element: the loop has only the index 0.
func unitIndicesAsLoops(maps []*ir.AffineMap, shapes [][]int64) ([]*ir.AffineMap, bool) {
	extents := make([]int64, maps[0].NumDims)
	for i, m := range maps {
		for j, e := range m.Results {
			if e.Kind == ir.AffineDim {
				extents[e.Val] = shapes[i][j]
			}
		}
	}
	out := make([]*ir.AffineMap, len(maps))
	for i, m := range maps {
		out[i] = m
		if projectedPermutation(m) {
			continue
		}
		used := make([]bool, m.NumDims)
		for _, e := range m.Results {
			if e.Kind == ir.AffineDim {
				used[e.Val] = true
			}
		}
		res := append([]*ir.AffineExpr(nil), m.Results...)
		for j, e := range res {
			if e.Kind != ir.AffineConst || e.Val != 0 || shapes[i][j] != 1 {
				continue
			}
			pick := -1
			for d := range extents {
				if used[d] || extents[d] != 1 {
					continue
				}
				beside := (j > 0 && res[j-1].Kind == ir.AffineDim && int(res[j-1].Val) == d-1) ||
					(j+1 < len(res) && res[j+1].Kind == ir.AffineDim && int(res[j+1].Val) == d+1)
				if pick < 0 || beside {
					pick = d
				}
				if beside {
					break
				}
			}
			if pick < 0 {
				return nil, false
			}
			used[pick] = true
			res[j] = ir.AffineDimExpr(pick)
		}
		out[i] = ir.NewAffineMap(m.NumDims, m.NumSyms, res)
		if !projectedPermutation(out[i]) {
			return nil, false
		}
	}
	return out, true
}

func collapseDims(rw *rewrite.Rewriter, op *ir.Operation) {
	ctx := rw.Ctx
	maps, err := linalg.IndexingMaps(op)
	if err != nil || len(maps) == 0 {
		return
	}
	iters, err := linalg.IteratorTypes(op)
	if err != nil {
		return
	}
	shapes := make([][]int64, len(maps))
	for i := range maps {
		st, ok := op.Operand(i).Type().(*ir.RankedTensorType)
		if !ok || !ir.IsStaticShape(st.Dims) {
			return
		}
		shapes[i] = st.Dims
	}
	maps, ok := unitIndicesAsLoops(maps, shapes)
	if !ok {
		return
	}
	// An output written into a slice of a larger tensor is a strided view
	// once bufferized, whose dims do not merge: collapsed, the op would
	// write a contiguous copy instead (strata-linalg-conv-to-im2col's
	// filter copied into rows padded to 16 bytes).
	for _, out := range linalg.Outputs(op) {
		if slice, ok := tensor.AsExtractSlice(out.DefiningOp()); ok && slice.Source().Type() != out.Type() {
			return
		}
	}
	hasIndex := false
	ir.WalkOps(op, func(o *ir.Operation) { hasIndex = hasIndex || o.Def() == linalg.Index })
	if hasIndex {
		return
	}
	groups := loopGroups(maps, iters)
	if len(groups) == maps[0].NumDims {
		return
	}
	groupOf := make([]int, maps[0].NumDims)
	var newIters []string
	for g, dims := range groups {
		for _, d := range dims {
			groupOf[d] = g
		}
		newIters = append(newIters, iters[dims[0]])
	}
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	nIns := len(linalg.Inputs(op))
	operands := make([]*ir.Value, op.NumOperands())
	newMaps := make([]ir.Attribute, len(maps))
	reassoc := make([][][]int64, op.NumOperands())
	for i, m := range maps {
		v := op.Operand(i)
		st := v.Type().(*ir.RankedTensorType)
		var res []*ir.AffineExpr
		var shape []int64
		for j, e := range m.Results {
			g := groupOf[e.Val]
			if j > 0 && groupOf[m.Results[j-1].Val] == g {
				reassoc[i][len(reassoc[i])-1] = append(reassoc[i][len(reassoc[i])-1], int64(j))
				shape[len(shape)-1] *= st.Dims[j]
				continue
			}
			reassoc[i] = append(reassoc[i], []int64{int64(j)})
			shape = append(shape, st.Dims[j])
			res = append(res, ir.AffineDimExpr(g))
		}
		newMaps[i] = ctx.AffineMapAttr(ir.NewAffineMap(len(groups), 0, res))
		if len(shape) == len(st.Dims) {
			operands[i] = v
			continue
		}
		operands[i] = rw.Build(tensor.CollapseShape, []*ir.Value{v}, []ir.Type{ctx.RankedTensorType(shape, st.Elem, nil)},
			ir.NamedAttr{Name: "reassociation", Value: reassocAttr(ctx, reassoc[i])}).Result(0)
	}
	var types []ir.Type
	for _, v := range operands[nIns:] {
		types = append(types, v.Type())
	}
	r := ir.NewRegion()
	ir.CloneRegionInto(op.Region(0), r, ir.NewIRMapping())
	collapsed := rw.Create(&ir.OperationState{Name: op.OpName(), Loc: op.Loc(), Operands: operands, Types: types,
		Regions: []*ir.Region{r},
		Attrs: []ir.NamedAttr{
			{Name: "indexing_maps", Value: ctx.ArrayAttr(newMaps)},
			{Name: "iterator_types", Value: linalg.IteratorTypesAttr(ctx, newIters)},
			{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(nIns), int64(len(operands) - nIns)})},
		}})
	for _, a := range op.DiscardableAttrs() {
		collapsed.SetDiscardableAttr(a.Name, a.Value)
	}
	results := make([]*ir.Value, op.NumResults())
	for k := range results {
		res := collapsed.Result(k)
		want := op.Result(k).Type().(*ir.RankedTensorType)
		if operands[nIns+k] == op.Operand(nIns+k) {
			results[k] = res
			continue
		}
		results[k] = rw.Build(tensor.ExpandShape, []*ir.Value{res}, []ir.Type{want},
			ir.NamedAttr{Name: "reassociation", Value: reassocAttr(ctx, reassoc[nIns+k])},
			ir.NamedAttr{Name: "static_output_shape", Value: ctx.DenseI64Array(want.Dims)}).Result(0)
	}
	rw.ReplaceOp(op, results)
}
