package linalg

import (
	"slices"

	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the canonicalization patterns. Structured ops declare
// their memory effects per operand (structuredEffects: none on tensors), so
// the generic dead-code rule erases unused ones on tensors; so does
// eraseDeadTensorOp, for the passes that apply it alone.

// Canonicalization lists the dialect's canonicalization patterns.
var Canonicalization = []*rewrite.Pattern{eraseIdentityGeneric, eraseIdentityBroadcast, eraseIdentityTranspose, eraseSelfCopy,
	fillIntoCopyInput, fillUnderCopy, fillIntoTranspose, eraseDeadTensorOp, extractOfFill,
	fillThroughCollapse, fillThroughExpand, fillIntoPack, foldMemRefCastIntoStructuredOp, inferStaticShapeOfOperands, fillThroughPad, insertPadIntoFill}

// EraseDeadTensorOp is eraseDeadTensorOp, for passes (such as the
// generalization) that clean up as upstream's greedy driver does.
var EraseDeadTensorOp = eraseDeadTensorOp

// generic(ins: x, outs: y) { yield %a } with equal maps, on tensors ->
// the operand %a stands for (x or y), cast to the result type where only
// its static sizes differ; on buffers, a generic copying x onto itself is
// erased (upstream's EraseIdentityLinalgOp)
var eraseIdentityGeneric = eraseIdentity(Generic)

// broadcast with no dimensions added and transpose by the identity (or of
// one dimension) are identities too (upstream's EraseIdentityLinalgOp on
// broadcast, TransposeOp::fold)
var eraseIdentityBroadcast = eraseIdentity(Broadcast)
var eraseIdentityTranspose = eraseIdentity(Transpose)

func eraseIdentity(def *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "EraseIdentityLinalgOp", Root: def.Name, Benefit: 1, Rewrite: eraseIdentityOp}
}

// eraseIdentityOp is EraseIdentityLinalgOp's rewrite.
func eraseIdentityOp(op *ir.Operation, rw *rewrite.Rewriter) bool {
	if isSelfCopy(op) {
		rw.EraseOp(op)
		return true
	}
	vals := identityGenericOperands(op)
	if vals == nil {
		return false
	}
	for i, v := range vals {
		if t := op.Result(i).Type(); v.Type() != t {
			vals[i] = rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{v}, []ir.Type{t}).Result(0)
		}
	}
	rw.ReplaceOp(op, vals)
	return true
}

// linalg.copy of a buffer onto itself -> erased (upstream's
// EraseIdentityLinalgOp on copy)
var eraseSelfCopy = &rewrite.Pattern{
	Name: "EraseIdentityLinalgOp", Root: Copy.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if !isSelfCopy(op) {
			return false
		}
		rw.EraseOp(op)
		return true
	},
}

// collapse_shape(fill(v, init)) -> fill(v, collapse_shape(init)), and
// the same for expand_shape (upstream's FoldFillWithTensorReshape)
var fillThroughCollapse = fillThroughReshape(tensor.CollapseShape)
var fillThroughExpand = fillThroughReshape(tensor.ExpandShape)

func fillThroughReshape(reshape *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "FoldFillWithTensorReshape", Root: reshape.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			fill := op.Operand(0).DefiningOp()
			if fill == nil || fill.Def() != Fill || fill.NumOperands() != 2 || fill.NumResults() != 1 {
				return false
			}
			m := ir.NewIRMapping()
			m.Map(op.Operand(0), fill.Operand(1))
			rw.SetInsertionPoint(op)
			init := rw.Clone(op, m)
			rw.ReplaceOp(op, []*ir.Value{refill(rw, fill, init.Result(0))})
			return true
		}}
}

// pack(fill(v, t), dest) -> fill(v, dest), where the pack pads with v or
// not at all and nothing else uses dest (upstream's FoldFillWithPack)
var fillIntoPack = &rewrite.Pattern{Name: "FoldFillWithPack", Root: Pack.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		p, _ := AsPack(op)
		fill := p.Source().DefiningOp()
		if fill == nil || fill.Def() != Fill || fill.NumOperands() != 2 || !p.Dest().HasOneUse() {
			return false
		}
		if pad := p.PaddingValue(); pad != nil && !sameConstantOrValue(pad, fill.Operand(0)) {
			return false
		}
		rw.SetInsertionPoint(op)
		rw.ReplaceOp(op, []*ir.Value{refill(rw, fill, p.Dest())})
		return true
	}}

// op(..., memref.cast(m), ...) -> op(..., m, ...) for a structured op, in
// place, m ranked (upstream's linalg op fold, memref::foldMemRefCast,
// which folds a cast to more static sizes too)
var foldMemRefCastIntoStructuredOp = &rewrite.Pattern{Name: "FoldMemRefCastIntoLinalgOp", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.Def() == nil || !IsStructured(op) || !hasRankedMemRefCastOperand(op) {
			return false
		}
		rw.ModifyInPlace(op, func() { memref.FoldCastOperands(op, nil) })
		return true
	}}

// linalg op on tensors only, results unused -> erased
var eraseDeadTensorOp = &rewrite.Pattern{
	Name: "EraseDeadLinalgTensorOp", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if !(IsStructured(op) || op.Def() == Softmax) || !op.UseEmpty() {
			return false
		}
		for _, v := range op.Operands() {
			switch v.Type().(type) {
			case *ir.MemRefType, *ir.UnrankedMemRefType:
				return false
			}
		}
		if b := op.Region(0); op.NumRegions() > 0 && b.Front() != nil {
			for o := b.Front().First(); o != nil; o = o.Next() {
				if !rewrite.IsMemoryEffectFree(o) && o.Def() != Yield {
					return false
				}
			}
		}
		rw.EraseOp(op)
		return true
	},
}

// tensor.extract(linalg.fill(v, t), i...) -> v
var extractOfFill = &rewrite.Pattern{
	Name: "FoldFillWithTensorExtract", Root: tensor.Extract.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		d := op.Operand(0).DefiningOp()
		if d == nil || d.Def() != Fill || d.NumOperands() != 2 || d.Operand(0).Type() != op.Result(0).Type() {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{d.Operand(0)})
		return true
	},
}

// op(ins/outs with dynamic sizes) -> op on operands cast to the static
// sizes another operand gives the same loop dimension, the results cast
// back (upstream's InferStaticShapeOfOperands), for a structured op on
// tensors whose maps are projected permutations
var inferStaticShapeOfOperands = &rewrite.Pattern{Name: "InferStaticShapeOfOperands", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.Def() == nil || !IsStructured(op) || op.NumRegions() == 0 {
			return false
		}
		maps, err := IndexingMaps(op)
		ins, outs := Inputs(op), Outputs(op)
		if err != nil || len(maps) != len(ins)+len(outs) {
			return false
		}
		operands := append(append([]*ir.Value(nil), ins...), outs...)
		sizes := map[int]int64{} // loop dimension -> static size
		for k, v := range operands {
			t, ok := v.Type().(*ir.RankedTensorType)
			switch {
			case !ok && isTensorOrBuffer(v.Type()):
				return false // buffers, or unranked tensors
			case !ok:
				continue // a scalar
			}
			if !isProjectedPermutation(maps[k]) || len(maps[k].Results) != len(t.Dims) {
				return false
			}
			for i, d := range t.Dims {
				if d != ir.ShapedDynamic {
					if _, known := sizes[int(maps[k].Results[i].Val)]; !known {
						sizes[int(maps[k].Results[i].Val)] = d
					}
				}
			}
		}
		newTypes := make([]ir.Type, len(operands))
		changed := false
		for k, v := range operands {
			t, ok := v.Type().(*ir.RankedTensorType)
			if !ok {
				continue
			}
			dims := append([]int64(nil), t.Dims...)
			for i, d := range dims {
				if s, known := sizes[int(maps[k].Results[i].Val)]; known && d == ir.ShapedDynamic {
					dims[i] = s
				}
			}
			if !slices.Equal(dims, t.Dims) {
				newTypes[k] = rw.Ctx.RankedTensorType(dims, t.Elem, t.Encoding)
				changed = true
			}
		}
		if !changed {
			return false
		}
		rw.SetInsertionPoint(op)
		casts := make([]*ir.Value, len(operands))
		for k, v := range operands {
			casts[k] = v
			if newTypes[k] != nil {
				casts[k] = rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{v}, []ir.Type{newTypes[k]}).Result(0)
			}
		}
		clone := rw.Clone(op, nil)
		for k := range operands {
			clone.SetOperand(k, casts[k])
		}
		results := make([]*ir.Value, op.NumResults())
		for i, r := range clone.Results() {
			results[i] = r
			if i < len(outs) && newTypes[len(ins)+i] != nil {
				r.SetType(newTypes[len(ins)+i])
				results[i] = rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{r}, []ir.Type{op.Result(i).Type()}).Result(0)
			}
		}
		rw.ReplaceOp(op, results)
		return true
	}}

// isTensorOrBuffer reports whether t is a tensor or memref type.
func isTensorOrBuffer(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType, *ir.MemRefType, *ir.UnrankedMemRefType:
		return true
	}
	return false
}

// isProjectedPermutation reports whether m's results are distinct
// dimensions (a permutation of some of them, no symbols or sums).
func isProjectedPermutation(m *ir.AffineMap) bool {
	seen := map[int64]bool{}
	for _, e := range m.Results {
		if e.Kind != ir.AffineDim || seen[e.Val] {
			return false
		}
		seen[e.Val] = true
	}
	return true
}

// pad(fill(v, t)) padding with v -> fill(v, empty of the pad's shape),
// cast to the pad's type where the empty tensor is more static
// (upstream's FoldFillWithPad)
var fillThroughPad = &rewrite.Pattern{Name: "FoldFillWithPad", Root: tensor.Pad.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		fill := op.Operand(0).DefiningOp()
		if fill == nil || fill.Def() != Fill || fill.NumOperands() != 2 || tensor.PadPaddingValue(op) != fill.Operand(0) {
			return false
		}
		rw.SetInsertionPoint(op)
		v := refill(rw, fill, tensor.BuildPadResultEmpty(rw, op))
		if t := op.Result(0).Type(); v.Type() != t {
			v = rw.CreateAt(op.Loc(), tensor.Cast.Name, []*ir.Value{v}, []ir.Type{t}).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{v})
		return true
	}}

// insert_slice(pad(x), ...insert_slice(fill(v, t))...) padding with v ->
// insert_slice(x, ...) at offsets moved by the low amounts, the inserts in
// between disjoint from it (upstream's FoldInsertPadIntoFill)
var insertPadIntoFill = &rewrite.Pattern{Name: "FoldInsertPadIntoFill", Root: tensor.InsertSlice.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		return tensor.FoldInsertPadInto(rw, op, func(v *ir.Value) *ir.Value {
			if fill := v.DefiningOp(); fill != nil && fill.Def() == Fill && fill.NumOperands() == 2 {
				return fill.Operand(0)
			}
			return nil
		})
	}}

// copy(fill(v, a) -> b) -> fill(v, b) (upstream's FoldFillWithCopy)
var fillIntoCopyInput = &rewrite.Pattern{Name: "FoldFillWithCopy", Root: Copy.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return refillFromInput(op, rw) }}

// transpose(fill(v, a) -> b) -> fill(v, b) (upstream's FoldFillWithTranspose)
var fillIntoTranspose = &rewrite.Pattern{Name: "FoldFillWithTranspose", Root: Transpose.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool { return refillFromInput(op, rw) }}

// refillFromInput replaces op, one input on tensors written into one init,
// by a fill of that init where the input is a fill.
func refillFromInput(op *ir.Operation, rw *rewrite.Rewriter) bool {
	ins, outs := Inputs(op), Outputs(op)
	if len(ins) != 1 || len(outs) != 1 || op.NumResults() != 1 {
		return false
	}
	fill := ins[0].DefiningOp()
	if fill == nil || fill.Def() != Fill || fill.NumOperands() != 2 {
		return false
	}
	rw.SetInsertionPoint(op)
	rw.ReplaceOp(op, []*ir.Value{refill(rw, fill, outs[0])})
	return true
}

// copy(a -> fill(v, b)) -> copy(a -> b): the copy overwrites the fill
// (upstream's FoldFillWithCopy)
var fillUnderCopy = &rewrite.Pattern{Name: "FoldFillWithCopy", Root: Copy.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		outs := Outputs(op)
		if len(outs) != 1 || op.NumResults() != 1 {
			return false
		}
		fill := outs[0].DefiningOp()
		if fill == nil || fill.Def() != Fill || fill.NumOperands() != 2 {
			return false
		}
		rw.ModifyInPlace(op, func() { op.SetOperand(op.NumOperands()-1, fill.Operand(1)) })
		return true
	}}
