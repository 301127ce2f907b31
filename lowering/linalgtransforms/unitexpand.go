package linalgtransforms

import (
	"github.com/strata-compiler/strata/dialects/linalg"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
)

// foldUnitExpandsOnce makes the first linalg.generic found reading a
// tensor.expand_shape that only inserts unit dims (a [64] tensor read as
// [1, 64, 1, 1], as a batch norm's per-channel scale is) read the
// expand_shape's source instead, through its map with each group's
// results reduced to the one of its dim that is not a static 1 (the
// first where all are), and reports whether it did. The reshape no longer
// stands between the consumer and the source's producer, which fusion can
// then absorb (upstream's linalg-fuse-elementwise-ops folds reshapes into
// generics by expansion, to the same end).
func foldUnitExpandsOnce(root *ir.Operation) bool { return firstGeneric(root, foldUnitExpand) }

// foldUnitExpand folds op's first input that a unit-dim expand_shape
// produced, if any.
func foldUnitExpand(op *ir.Operation) bool {
	maps, err := linalg.IndexingMaps(op)
	if err != nil {
		return false
	}
	for i, in := range linalg.Inputs(op) {
		expand, ok := tensor.AsExpandShape(in.DefiningOp())
		if !ok {
			continue
		}
		kept := unitExpandDims(expand)
		if kept == nil {
			continue
		}
		results := make([]*ir.AffineExpr, len(kept))
		for g, d := range kept {
			results[g] = maps[i].Results[d]
		}
		ctx := op.Context()
		attrs := make([]ir.Attribute, len(maps))
		for j, m := range maps {
			attrs[j] = ctx.AffineMapAttr(m)
		}
		attrs[i] = ctx.AffineMapAttr(ir.NewAffineMap(maps[i].NumDims, maps[i].NumSyms, results))
		op.SetOperand(i, expand.Src())
		op.SetAttr("indexing_maps", ctx.ArrayAttr(attrs))
		if expand.Result(0).UseEmpty() {
			expand.Erase()
		}
		return true
	}
	return false
}

// unitExpandDims returns, for each of an expand_shape's groups, the result
// dim that carries the source dim: its one dim that is not a static 1, or
// its first when all are. nil when some group has two such dims.
func unitExpandDims(expand tensor.ExpandShapeOp) []int {
	rt, ok := expand.Result(0).Type().(*ir.RankedTensorType)
	groups := tensor.Reassociation(expand.Operation)
	if !ok || groups == nil {
		return nil
	}
	kept := make([]int, len(groups))
	for g, group := range groups {
		kept[g] = int(group[0])
		wide := 0
		for _, d := range group {
			if rt.Dims[d] != 1 {
				kept[g] = int(d)
				wide++
			}
		}
		if wide > 1 {
			return nil
		}
	}
	return kept
}
