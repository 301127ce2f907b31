package tensor

import (
	"github.com/strata-compiler/strata/dialects/affine"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalizations of tensor.pad, in upstream's order (TensorOps.cpp;
// checked against `mlir-opt-22 --canonicalize`,
// test/lit/Dialect/Tensor/canonicalize-pad.mlir):
//
//	pad(x) by constant zeros, not nofold  -> cast(x)
//	pad(cast(x)) widening cast            -> pad(x), a cast back
//	cast(pad(x)) more static, one use     -> pad(x) of the cast's type
//	pad with constant low/high            -> static low/high, a cast back
//	pad(slice(pad(slice(x)))) padding other dims -> pad(slice(x)) padding both
//	pad(pad(x)) of one padding value      -> pad(x) by the summed amounts
//
// pad(x) of one static type with x folds to x (foldPad).

var padCanonicalization = []*rewrite.Pattern{
	foldStaticZeroPadding, foldPadSourceCast, foldPadTargetCast, foldOrthogonalPaddings,
	foldStaticPadding, foldConsecutiveConstantPadding,
}

// padLists returns a pad's low and high lists.
func padLists(op *ir.Operation) (low, high staticdyn.List) {
	return staticdyn.NewList(StaticInts(op, "static_low"), group(op, "low")),
		staticdyn.NewList(StaticInts(op, "static_high"), group(op, "high"))
}

// buildPad creates a pad of src like op (its nofold) with the given
// lists and result type, taking op's region.
func buildPad(rw *rewrite.Rewriter, op *ir.Operation, src *ir.Value, low, high staticdyn.List, t ir.Type) *ir.Operation {
	ctx := op.Context()
	lo, hi := low.Operands(), high.Operands()
	attrs := []ir.NamedAttr{
		{Name: "static_low", Value: ctx.DenseI64Array(low.Static)},
		{Name: "static_high", Value: ctx.DenseI64Array(high.Static)},
		{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{1, int64(len(lo)), int64(len(hi))})},
	}
	if a := op.Attr("nofold"); a != nil {
		attrs = append(attrs, ir.NamedAttr{Name: "nofold", Value: a})
	}
	rw.SetInsertionPoint(op)
	n := rw.Create(&ir.OperationState{Name: ctx.OpName(Pad.Name), Loc: op.Loc(),
		Operands: append(append([]*ir.Value{src}, lo...), hi...), Types: []ir.Type{t}, Attrs: attrs, NumRegions: 1})
	rw.InlineRegionBefore(op.Region(0), n.Region(0), nil)
	return n
}

// padResultType infers the type of padding src by static low and high,
// taking the sizes it cannot compute from shape (upstream's
// PadOp::inferResultType).
func padResultType(ctx *ir.Context, src *ir.RankedTensorType, low, high, shape []int64) *ir.RankedTensorType {
	out := make([]int64, len(src.Dims))
	for i, d := range src.Dims {
		if d == Dynamic || low[i] == Dynamic || high[i] == Dynamic {
			out[i] = shape[i]
			continue
		}
		out[i] = d + low[i] + high[i]
	}
	return ctx.RankedTensorType(out, src.Elem, nil)
}

// pad(x) whose low and high are all constant zeros -> cast(x) to the
// pad's type, unless nofold (upstream's FoldStaticZeroPadding).
var foldStaticZeroPadding = &rewrite.Pattern{
	Name: "FoldStaticZeroPadding", Root: Pad.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.HasAttr("nofold") {
			return false
		}
		low, high := padLists(op)
		for _, l := range []staticdyn.List{low, high} {
			for i := range l.Static {
				if c, ok := l.Constant(i); !ok || c != 0 {
					return false
				}
			}
		}
		rw.SetInsertionPoint(op)
		c := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{op.Operand(0)}, []ir.Type{op.Result(0).Type()})
		rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
		return true
	},
}

// pad(cast(x)) where the cast only widened x -> pad(x), with the type
// inferred from x and a cast back where it differs (upstream's
// FoldSourceTensorCast).
var foldPadSourceCast = &rewrite.Pattern{
	Name: "FoldSourceTensorCast", Root: Pad.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cast := op.Operand(0).DefiningOp()
		if !castFoldsIntoConsumer(cast) {
			return false
		}
		res := ranked(op.Result(0).Type())
		nt := padResultType(op.Context(), ranked(cast.Operand(0).Type()), StaticInts(op, "static_low"), StaticInts(op, "static_high"), res.Dims)
		if ir.Type(nt) == ir.Type(res) {
			rw.ModifyInPlace(op, func() { op.SetOperand(0, cast.Operand(0)) })
			return true
		}
		low, high := padLists(op)
		n := buildPad(rw, op, cast.Operand(0), low, high, nt)
		c := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{n.Result(0)}, []ir.Type{res})
		rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
		return true
	},
}

// cast(pad(x)) of a pad used only there, to a type that only adds static
// sizes -> pad(x) of the cast's type (upstream's FoldTargetTensorCast).
var foldPadTargetCast = &rewrite.Pattern{
	Name: "FoldTargetTensorCast", Root: Pad.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if !op.Result(0).HasOneUse() {
			return false
		}
		cast := op.Result(0).Uses()[0].Owner()
		if cast.Def() != Cast {
			return false
		}
		from, to := ranked(op.Result(0).Type()), ranked(cast.Result(0).Type())
		if to == nil || len(from.Dims) != len(to.Dims) || from.Elem != to.Elem {
			return false
		}
		for i, d := range from.Dims {
			if d != Dynamic && to.Dims[i] != d {
				return false
			}
		}
		low, high := padLists(op)
		n := buildPad(rw, op, op.Operand(0), low, high, to)
		rw.ReplaceOp(cast, []*ir.Value{n.Result(0)})
		rw.EraseOp(op)
		return true
	},
}

// pad with constant low or high operands -> those made static, the
// result's dynamic sizes computed where they now can be, and a cast back
// (upstream's FoldStaticPadding, which only fires when a size becomes
// static).
var foldStaticPadding = &rewrite.Pattern{
	Name: "FoldStaticPadding", Root: Pad.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		src, res := ranked(op.Operand(0).Type()), ranked(op.Result(0).Type())
		low, high := padLists(op)
		low.FoldConstants(func(int64) bool { return true })
		high.FoldConstants(func(int64) bool { return true })
		dims := make([]int64, len(res.Dims))
		changed, allDynamic := false, true
		for i, d := range res.Dims {
			dims[i] = d
			if d == Dynamic && src.Dims[i] != Dynamic && low.Static[i] != Dynamic && high.Static[i] != Dynamic {
				dims[i] = src.Dims[i] + low.Static[i] + high.Static[i]
				changed = true
			}
			if dims[i] != Dynamic {
				allDynamic = false
			}
		}
		if !changed || allDynamic {
			return false
		}
		nt := op.Context().RankedTensorType(dims, res.Elem, nil)
		n := buildPad(rw, op, op.Operand(0), low, high, nt)
		c := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{n.Result(0)}, []ir.Type{res})
		rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
		return true
	},
}

// paddingValue is the value a pad yields when it is one value for every
// padded element: a constant, or a value from outside its body (upstream's
// getConstantPaddingValue); nil otherwise.
func paddingValue(op *ir.Operation) *ir.Value {
	body := op.Region(0).Front()
	if body == nil {
		return nil
	}
	y := body.Terminator()
	if y == nil || y.Def() != Yield {
		return nil
	}
	v := y.Operand(0)
	if d := v.DefiningOp(); d != nil && d.HasTrait(ir.ConstantLike) {
		return v
	}
	if v.ParentBlock() == body {
		return nil
	}
	return v
}

// addAmounts sums entry i of two pad amounts: a constant when both are,
// the other when one is 0, else an affine.apply of their sum (what
// upstream's makeComposedFoldedAffineApply of d0 + d1 gives here).
func addAmounts(rw *rewrite.Rewriter, loc ir.Location, a, b staticdyn.List, out staticdyn.List, i int) {
	ca, okA := a.Constant(i)
	cb, okB := b.Constant(i)
	switch {
	case okA && okB:
		out.Set(i, ca+cb)
		return
	case okA && ca == 0:
		out.Static[i], out.Dyn[i] = Dynamic, b.Dyn[i]
		return
	case okB && cb == 0:
		out.Static[i], out.Dyn[i] = Dynamic, a.Dyn[i]
		return
	}
	ctx := rw.Ctx
	var m *ir.AffineMap
	var operands []*ir.Value
	switch {
	case okA:
		m, operands = ir.NewAffineMap(0, 1, []*ir.AffineExpr{ir.AffineAddExpr(ir.AffineSymExpr(0), ir.AffineConstExpr(ca))}), []*ir.Value{b.Dyn[i]}
	case okB:
		m, operands = ir.NewAffineMap(0, 1, []*ir.AffineExpr{ir.AffineAddExpr(ir.AffineSymExpr(0), ir.AffineConstExpr(cb))}), []*ir.Value{a.Dyn[i]}
	default:
		m, operands = ir.NewAffineMap(0, 2, []*ir.AffineExpr{ir.AffineAddExpr(ir.AffineSymExpr(0), ir.AffineSymExpr(1))}), []*ir.Value{a.Dyn[i], b.Dyn[i]}
	}
	apply := rw.CreateAt(loc, affine.Apply.Name, operands, []ir.Type{ctx.IndexType()},
		ir.NamedAttr{Name: "map", Value: ctx.AffineMapAttr(m)})
	out.Static[i], out.Dyn[i] = Dynamic, apply.Result(0)
}

// pad(pad(x)) where neither is nofold and both pad with the same value ->
// one pad of x by the summed amounts (upstream's
// FoldConsecutiveConstantPadding).
var foldConsecutiveConstantPadding = &rewrite.Pattern{
	Name: "FoldConsecutiveConstantPadding", Root: Pad.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		prod := op.Operand(0).DefiningOp()
		if op.HasAttr("nofold") || prod == nil || prod.Def() != Pad || prod.HasAttr("nofold") {
			return false
		}
		v := paddingValue(op)
		if v == nil || v != paddingValue(prod) {
			return false
		}
		low, high := padLists(op)
		plow, phigh := padLists(prod)
		nlow, nhigh := low.Clone(), high.Clone()
		rw.SetInsertionPoint(op)
		for i := range low.Static {
			addAmounts(rw, op.Loc(), low, plow, nlow, i)
			addAmounts(rw, op.Loc(), high, phigh, nhigh, i)
		}
		n := buildPad(rw, op, prod.Operand(0), nlow, nhigh, op.Result(0).Type())
		rw.ReplaceOp(op, []*ir.Value{n.Result(0)})
		return true
	},
}

// paddedDims marks the dims a pad pads: those whose low or high amount
// is not a constant 0 (upstream's getPaddedDims).
func paddedDims(op *ir.Operation) []bool {
	low, high := padLists(op)
	out := make([]bool, len(low.Static))
	for i := range out {
		cl, okL := low.Constant(i)
		ch, okH := high.Constant(i)
		out[i] = !okL || cl != 0 || !okH || ch != 0
	}
	return out
}

// constantPadding is the attribute of a pad's padding value when a
// constant-like op defines it, nil otherwise.
func constantPadding(op *ir.Operation) ir.Attribute {
	v := paddingValue(op)
	if v == nil {
		return nil
	}
	if d := v.DefiningOp(); d != nil && d.HasTrait(ir.ConstantLike) {
		return d.Attr("value")
	}
	return nil
}

// allConstant reports whether every entry of l is the constant c.
func allConstant(l staticdyn.List, c int64) bool {
	for i := range l.Static {
		if v, ok := l.Constant(i); !ok || v != c {
			return false
		}
	}
	return true
}

// pad(extract_slice(pad(extract_slice(x)))) where the two pads pad
// different dims, only high, by one constant value, and the slices are
// unit-stride and not rank-reducing -> one pad of one slice of x
// (upstream's FoldOrthogonalPaddings):
//
//	%0 = extract_slice %x[16, 0] [%s0, 64] [1, 1]
//	%1 = pad %0 high[%p0, 0]                     : to 8x64
//	%2 = extract_slice %1[0, 4] [8, %s1] [1, 1]
//	%3 = pad %2 nofold high[0, %p1]              : to 8x4
//	  -> pad (extract_slice %x[16, 4] [%s0, %s1] [1, 1]) nofold high[%p0, %p1]
//
// Each dim takes its offset from the pair that does not pad it and
// slices it from 0; a dim the outer pad pads must be taken whole by the
// inner slice, and takes the outer slice's size. The outer pad must not
// be nofold; the inner one keeps its own.
var foldOrthogonalPaddings = &rewrite.Pattern{
	Name: "FoldOrthogonalPaddings", Root: Pad.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		innerSlice := op.Operand(0).DefiningOp()
		if innerSlice == nil || innerSlice.Def() != ExtractSlice {
			return false
		}
		outerPad := innerSlice.Operand(0).DefiningOp()
		if outerPad == nil || outerPad.Def() != Pad || outerPad.HasAttr("nofold") {
			return false
		}
		outerSlice := outerPad.Operand(0).DefiningOp()
		if outerSlice == nil || outerSlice.Def() != ExtractSlice {
			return false
		}
		src := ranked(op.Operand(0).Type())
		origin := ranked(outerSlice.Operand(0).Type())
		padded := ranked(innerSlice.Operand(0).Type())
		if src == nil || origin == nil || padded == nil || len(origin.Dims) != len(src.Dims) ||
			len(ranked(outerSlice.Result(0).Type()).Dims) != len(src.Dims) {
			return false
		}
		rank := len(src.Dims)
		inOffs, inSizes, inStrides := mixedSliceLists(innerSlice)
		outOffs, outSizes, outStrides := mixedSliceLists(outerSlice)
		if !allConstant(inStrides, 1) || !allConstant(outStrides, 1) {
			return false
		}
		lowIn, highIn := padLists(op)
		lowOut, highOut := padLists(outerPad)
		if !allConstant(lowIn, 0) || !allConstant(lowOut, 0) {
			return false
		}
		if a := constantPadding(op); a == nil || a != constantPadding(outerPad) {
			return false
		}
		inDims, outDims := paddedDims(op), paddedDims(outerPad)
		for i := range inDims {
			if inDims[i] && outDims[i] {
				return false
			}
		}
		offs := staticdyn.NewList(make([]int64, rank), nil)
		for i := 0; i < rank; i++ {
			if c, ok := inOffs.Constant(i); !inDims[i] && ok && c == 0 {
				offs.Static[i], offs.Dyn[i] = outOffs.Static[i], outOffs.Dyn[i]
				continue
			}
			if c, ok := outOffs.Constant(i); !outDims[i] && ok && c == 0 {
				offs.Static[i], offs.Dyn[i] = inOffs.Static[i], inOffs.Dyn[i]
				continue
			}
			return false
		}
		sizes := inSizes.Clone()
		for i := 0; i < rank; i++ {
			if !outDims[i] {
				continue
			}
			if c, ok := inSizes.Constant(i); !ok || padded.Dims[i] == Dynamic || c != padded.Dims[i] {
				return false
			}
			sizes.Static[i], sizes.Dyn[i] = outSizes.Static[i], outSizes.Dyn[i]
		}
		high := staticdyn.NewList(make([]int64, rank), nil)
		for i := 0; i < rank; i++ {
			switch {
			case inDims[i]:
				high.Static[i], high.Dyn[i] = highIn.Static[i], highIn.Dyn[i]
			case outDims[i]:
				high.Static[i], high.Dyn[i] = highOut.Static[i], highOut.Dyn[i]
			}
		}
		rw.SetInsertionPoint(op)
		sliceType := rw.Ctx.RankedTensorType(sizes.Static, origin.Elem, origin.Encoding)
		slice := buildSlice(rw, op.Loc(), ExtractSlice, outerSlice.Operand(0), nil, offs, sizes, inStrides, sliceType)
		n := buildPad(rw, op, slice.Result(0), lowIn, high, op.Result(0).Type())
		rw.ReplaceOp(op, []*ir.Value{n.Result(0)})
		return true
	},
}
