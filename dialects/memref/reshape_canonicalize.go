package memref

import (
	"github.com/strata-compiler/strata/dialects/reassoc"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalizations of memref.alloc/alloca and of collapse_shape and
// expand_shape beyond the folds, as upstream's MemRefOps.cpp has them
// (checked against `mlir-opt-22 --canonicalize`;
// test/lit/Dialect/MemRef/canonicalize-reshape.mlir).

// alloc(%c4) : memref<?xf32> -> cast(alloc() : memref<4xf32>): dynamic
// sizes given by non-negative constants become static, the other sizes,
// the symbol operands, the layout and the alignment stay, and a cast
// gives back the old type (upstream's SimplifyAllocConst).
var simplifyAllocConst = &rewrite.Pattern{
	Name: "SimplifyAllocConst", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		a, ok := AsAllocation(op)
		if !ok {
			return false
		}
		t := memrefOf(op.Result(0))
		dyn := a.DynamicSizes()
		if t == nil {
			return false
		}
		sizes := mixed(t.Dims, dyn)
		if !sizes.foldConstants(func(c int64) bool { return c >= 0 }) {
			return false
		}
		ctx := op.Context()
		keep, syms := sizes.operands(), a.SymbolOperands()
		attrs := []ir.NamedAttr{{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(keep)), int64(len(syms))})}}
		if a := op.Attr("alignment"); a != nil {
			attrs = append(attrs, ir.NamedAttr{Name: "alignment", Value: a})
		}
		nt := ctx.MemRefType(sizes.static, t.Elem, t.Layout, t.MemorySpace)
		rw.SetInsertionPoint(op)
		alloc := rw.CreateAt(op.Loc(), op.Name(), append(keep, syms...), []ir.Type{nt}, attrs...)
		cast := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{alloc.Result(0)}, []ir.Type{t})
		rw.ReplaceOp(op, []*ir.Value{cast.Result(0)})
		return true
	},
}

// identityLayout reports whether t's layout is the identity map (no
// layout, or strided<[1]> of a 1-D memref).
func identityLayout(t *ir.MemRefType) bool {
	if t == nil {
		return false
	}
	switch l := t.Layout.(type) {
	case *ir.AffineMapAttr:
		return l.Map.IsIdentity()
	case *ir.StridedLayoutAttr:
		return l.Offset == 0 && len(l.Strides) == 1 && l.Strides[0] == 1
	}
	return t.Layout == nil
}

// composeReshapes returns the pattern making collapse_shape of
// collapse_shape (expand_shape of expand_shape) one reshape of the first
// source, its groups composed, when none of the three memrefs has a
// layout (upstream's ComposeReassociativeReshapeOps); an expand_shape
// keeps the outer output_shape.
func composeReshapes(name string, def *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{
		Name: name, Root: def.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			inner := op.Operand(0).DefiningOp()
			if inner == nil || inner.Def() != def {
				return false
			}
			if !identityLayout(memrefOf(inner.Operand(0))) || !identityLayout(memrefOf(op.Operand(0))) ||
				!identityLayout(memrefOf(op.Result(0))) {
				return false
			}
			groups, ok := reassoc.Compose(Reassociation(op), Reassociation(inner))
			if !ok {
				return false
			}
			ctx := op.Context()
			operands := append([]*ir.Value{inner.Operand(0)}, op.Operands()[1:]...)
			attrs := []ir.NamedAttr{{Name: "reassociation", Value: reassoc.Attr(ctx, groups)}}
			if def == ExpandShape {
				attrs = append(attrs, ir.NamedAttr{Name: "static_output_shape", Value: ctx.DenseI64Array(staticdyn.Ints(op.Attr("static_output_shape")))})
			}
			rw.SetInsertionPoint(op)
			r := rw.CreateAt(op.Loc(), def.Name, operands, []ir.Type{op.Result(0).Type()}, attrs...)
			rw.ReplaceOp(op, []*ir.Value{r.Result(0)})
			return true
		},
	}
}

var (
	composeCollapseOfCollapse = composeReshapes("ComposeCollapseOfCollapse", CollapseShape)
	composeExpandOfExpand     = composeReshapes("ComposeExpandOfExpand", ExpandShape)
)

// collapse_shape(expand_shape(%m)) -> collapse_shape(%m) with the groups
// composed when %m has the higher rank, cast(%m) when the ranks are equal
// (the shapes then are), where no memref has a layout other than the
// identity (upstream's ComposeCollapseOfExpandOp; a collapse of the same
// type folds, an expand_shape of %m is not built).
var composeCollapseOfExpand = &rewrite.Pattern{
	Name: "ComposeCollapseOfExpandOp", Root: CollapseShape.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		expand := op.Operand(0).DefiningOp()
		if expand == nil || expand.Def() != ExpandShape {
			return false
		}
		src, mid, res := memrefOf(expand.Operand(0)), memrefOf(op.Operand(0)), memrefOf(op.Result(0))
		if !identityLayout(src) || !identityLayout(mid) || res == nil || src == res {
			return false
		}
		rw.SetInsertionPoint(op)
		switch {
		case len(src.Dims) == len(res.Dims):
			if !CastCompatible(src, res) {
				return false
			}
			c := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{expand.Operand(0)}, []ir.Type{res})
			rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
			return true
		case len(src.Dims) > len(res.Dims):
			groups, ok := collapseOfExpandGroups(Reassociation(expand), Reassociation(op))
			if !ok {
				return false
			}
			c := rw.CreateAt(op.Loc(), CollapseShape.Name, []*ir.Value{expand.Operand(0)}, []ir.Type{res},
				ir.NamedAttr{Name: "reassociation", Value: reassoc.Attr(op.Context(), groups)})
			rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
			return true
		}
		return false
	},
}

// collapseOfExpandGroups gives, for an expand by higher (source dims to
// middle dims) followed by a collapse by lower (result dims to middle
// dims), each result dim's group of source dims: the source groups whose
// middle dims end within the result group, in order; ok is false when a
// source group straddles two result groups.
func collapseOfExpandGroups(higher, lower [][]int64) ([][]int64, bool) {
	var out [][]int64
	h := 0
	for _, l := range lower {
		if len(l) == 0 {
			return nil, false
		}
		var g []int64
		for h < len(higher) {
			last := higher[h][len(higher[h])-1]
			if last > l[len(l)-1] {
				return nil, false
			}
			g = append(g, int64(h))
			h++
			if last == l[len(l)-1] {
				break
			}
		}
		out = append(out, g)
	}
	return out, true
}

// collapse_shape(cast(%m)) -> collapse_shape(%m), followed by a cast back
// when the collapsed type of %m differs, where the cast only made %m's
// type less static (upstream's CollapseShapeOpMemRefCastFolder).
var collapseShapeCastFolder = &rewrite.Pattern{
	Name: "CollapseShapeOpMemRefCastFolder", Root: CollapseShape.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cast := op.Operand(0).DefiningOp()
		if cast == nil || cast.Def() != Cast || !castFoldsIntoConsumer(cast) {
			return false
		}
		src := memrefOf(cast.Operand(0))
		groups := Reassociation(op)
		nt := CollapsedType(op.Context(), src, groups)
		if nt == nil {
			return false
		}
		if nt == op.Result(0).Type() {
			rw.ModifyInPlace(op, func() { op.SetOperand(0, cast.Operand(0)) })
			return true
		}
		rw.SetInsertionPoint(op)
		c := rw.CreateAt(op.Loc(), CollapseShape.Name, []*ir.Value{cast.Operand(0)}, []ir.Type{nt},
			ir.NamedAttr{Name: "reassociation", Value: op.Attr("reassociation")})
		back := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{c.Result(0)}, []ir.Type{op.Result(0).Type()})
		rw.ReplaceOp(op, []*ir.Value{back.Result(0)})
		return true
	},
}

// CollapsedType is the type of collapse_shape of a memref of type src
// by groups (upstream's CollapseShapeOp::computeCollapsedType), or nil
// when a group is not contiguous.
func CollapsedType(ctx *ir.Context, src *ir.MemRefType, groups [][]int64) *ir.MemRefType {
	if src == nil {
		return nil
	}
	dims := make([]int64, len(groups))
	for i, g := range groups {
		dims[i] = 1
		for _, d := range g {
			dims[i] = mul(dims[i], src.Dims[d])
		}
	}
	if src.Layout == nil {
		return ctx.MemRefType(dims, src.Elem, nil, src.MemorySpace)
	}
	strides, offset, ok := CollapsedLayout(src, groups)
	if !ok {
		return nil
	}
	return StridedType(ctx, dims, src.Elem, strides, offset, src.MemorySpace)
}

// ReshapeSource returns the buffer v views through a chain of expand_shape
// and collapse_shape ops (v itself when it is none's result): the same
// elements in the same order, one to one.
func ReshapeSource(v *ir.Value) *ir.Value {
	for {
		d := v.DefiningOp()
		if d == nil || d.Def() != ExpandShape && d.Def() != CollapseShape {
			return v
		}
		v = rewrite.ViewSource(d)
	}
}
