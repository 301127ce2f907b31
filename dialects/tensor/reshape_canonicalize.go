package tensor

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/reassoc"
	"github.com/strata-compiler/strata/dialects/staticdyn"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalizations of tensor.collapse_shape and tensor.expand_shape
// beyond their folds, in upstream's order (TensorOps.cpp; checked
// against `mlir-opt-22 --canonicalize`,
// test/lit/Dialect/Tensor/canonicalize-reshape.mlir):
//
//	collapse(collapse(x))          -> collapse(x), groups composed
//	expand(expand(x))              -> expand(x), the outer output_shape
//	collapse(expand(x))            -> collapse(x) or expand(x) or cast(x)
//	expand(collapse(x))            -> collapse(x) or expand(x)
//	collapse(cast(x))              -> collapse(x), cast back if needed
//	reshape(splat(v)) static       -> splat(v) of the new type
//	reshape(from_elements(...))    -> from_elements(...) of the new type
//	dim(tensor.reshape(x, s), i)   -> extract(s, i)
//
// A reshape of a dense constant folds (foldReshapeConstant), and
// tensor.reshape folds as foldReshape says.

var reshapeCanonicalization = []*rewrite.Pattern{
	composeReshapes("ComposeCollapseOfCollapse", CollapseShape),
	composeCollapseOfExpand,
	foldCollapseOfCast,
	foldReshapeWithSplat(CollapseShape),
	foldReshapeWithFromElements(CollapseShape),
	composeReshapes("ComposeExpandOfExpand", ExpandShape),
	composeExpandOfCollapse,
	foldReshapeWithSplat(ExpandShape),
	foldReshapeWithFromElements(ExpandShape),
	dimOfReshape,
}

// buildReshape replaces op by a reshape of kind def of src to type t by
// groups; an expand_shape takes outShape's operands and static sizes.
func buildReshape(rw *rewrite.Rewriter, op *ir.Operation, def *ir.OpDef, src *ir.Value, t ir.Type, groups [][]int64, outShape *ir.Operation) {
	ctx := op.Context()
	operands := []*ir.Value{src}
	attrs := []ir.NamedAttr{{Name: "reassociation", Value: reassoc.Attr(ctx, groups)}}
	if def == ExpandShape {
		static := StaticInts(outShape, "static_output_shape")
		if outShape.Def() != ExpandShape {
			static = ranked(t).Dims
		} else {
			operands = append(operands, outShape.Operands()[1:]...)
		}
		attrs = append(attrs, ir.NamedAttr{Name: "static_output_shape", Value: ctx.DenseI64Array(static)})
	}
	rw.SetInsertionPoint(op)
	r := rw.CreateAt(op.Loc(), def.Name, operands, []ir.Type{t}, attrs...)
	rw.ReplaceOp(op, []*ir.Value{r.Result(0)})
}

// composeReshapes makes collapse_shape of collapse_shape (expand_shape of
// expand_shape) one reshape of the first source, its groups composed
// (upstream's ComposeReassociativeReshapeOps); an expand_shape keeps the
// outer output_shape.
func composeReshapes(name string, def *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{
		Name: name, Root: def.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			inner := op.Operand(0).DefiningOp()
			if inner == nil || inner.Def() != def {
				return false
			}
			groups, ok := reassoc.Compose(Reassociation(op), Reassociation(inner))
			if !ok {
				return false
			}
			buildReshape(rw, op, def, inner.Operand(0), op.Result(0).Type(), groups, op)
			return true
		},
	}
}

// collapse_shape(expand_shape(x)) -> collapse_shape(x) when x has the
// higher rank, expand_shape(x) when it has the lower, cast(x) when the
// ranks are equal, the groups composed where no group of the higher
// reshape straddles two of the lower (upstream's
// ComposeCollapseOfExpandOp; one of x's own type folds).
var composeCollapseOfExpand = &rewrite.Pattern{
	Name: "ComposeCollapseOfExpandOp", Root: CollapseShape.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		expand := op.Operand(0).DefiningOp()
		if expand == nil || expand.Def() != ExpandShape {
			return false
		}
		src, res := ranked(expand.Operand(0).Type()), ranked(op.Result(0).Type())
		if ir.Type(src) == ir.Type(res) {
			return false
		}
		higher, lower := Reassociation(expand), Reassociation(op)
		if len(src.Dims) < len(res.Dims) {
			higher, lower = lower, higher
		}
		groups, ok := reassoc.CollapseOfExpand(higher, lower)
		if !ok {
			return false
		}
		switch {
		case len(src.Dims) > len(res.Dims):
			buildReshape(rw, op, CollapseShape, expand.Operand(0), res, groups, op)
		case len(src.Dims) < len(res.Dims):
			buildReshape(rw, op, ExpandShape, expand.Operand(0), res, groups, op)
		default:
			if !equalInts(src.Dims, res.Dims) {
				return false
			}
			rw.SetInsertionPoint(op)
			c := rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{expand.Operand(0)}, []ir.Type{res})
			rw.ReplaceOp(op, []*ir.Value{c.Result(0)})
		}
		return true
	},
}

// expand_shape(collapse_shape(x)) -> collapse_shape(x) when x has the
// higher rank, expand_shape(x) with the outer output_shape when it has
// the lower, where each collapsed dim's sizes on both sides regroup
// (upstream's ComposeExpandOfCollapseOp with findCollapsingReassociation;
// one of x's own type folds).
var composeExpandOfCollapse = &rewrite.Pattern{
	Name: "ComposeExpandOfCollapseOp", Root: ExpandShape.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		collapse := op.Operand(0).DefiningOp()
		if collapse == nil || collapse.Def() != CollapseShape {
			return false
		}
		src, res := ranked(collapse.Operand(0).Type()), ranked(op.Result(0).Type())
		if ir.Type(src) == ir.Type(res) {
			return false
		}
		if len(src.Dims) > len(res.Dims) {
			groups, ok := reassoc.Collapsing(Reassociation(collapse), Reassociation(op), src.Dims, res.Dims)
			if !ok {
				return false
			}
			buildReshape(rw, op, CollapseShape, collapse.Operand(0), res, groups, op)
			return true
		}
		groups, ok := reassoc.Collapsing(Reassociation(op), Reassociation(collapse), res.Dims, src.Dims)
		if !ok {
			return false
		}
		buildReshape(rw, op, ExpandShape, collapse.Operand(0), res, groups, op)
		return true
	},
}

// castFoldsIntoConsumer reports whether a tensor.cast only makes its
// ranked source less static, so that its consumer may read the source
// (upstream's canFoldIntoConsumerOp).
func castFoldsIntoConsumer(cast *ir.Operation) bool {
	if cast == nil || cast.Def() != Cast {
		return false
	}
	src, dst := ranked(cast.Operand(0).Type()), ranked(cast.Result(0).Type())
	if src == nil || dst == nil || len(src.Dims) != len(dst.Dims) || src.Elem != dst.Elem {
		return false
	}
	for i, d := range dst.Dims {
		if d != Dynamic && src.Dims[i] != d {
			return false
		}
	}
	return true
}

// collapse_shape(cast(x)) -> collapse_shape(x), followed by a cast back
// when the collapsed type of x differs, where the cast only made x less
// static (upstream's FoldCollapseOfCastOp).
var foldCollapseOfCast = &rewrite.Pattern{
	Name: "FoldCollapseOfCastOp", Root: CollapseShape.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		cast := op.Operand(0).DefiningOp()
		if !castFoldsIntoConsumer(cast) {
			return false
		}
		src := ranked(cast.Operand(0).Type())
		nt := op.Context().RankedTensorType(reassoc.CollapsedShape(src.Dims, Reassociation(op)), src.Elem, src.Encoding)
		if ir.Type(nt) == op.Result(0).Type() {
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

// reshape(splat(v)) -> splat(v) of the reshape's type, when that type is
// static and the splat has no dynamic sizes (upstream's
// FoldReshapeWithSplat).
func foldReshapeWithSplat(def *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{
		Name: "FoldReshapeWithSplat", Root: def.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			splat := op.Operand(0).DefiningOp()
			res := ranked(op.Result(0).Type())
			if splat == nil || splat.Def() != Splat || splat.NumOperands() != 1 || !staticShape(res.Dims) {
				return false
			}
			rw.SetInsertionPoint(op)
			s := rw.CreateAt(op.Loc(), Splat.Name, []*ir.Value{splat.Operand(0)}, []ir.Type{res})
			rw.ReplaceOp(op, []*ir.Value{s.Result(0)})
			return true
		},
	}
}

// reshape(from_elements(e...)) -> from_elements(e...) of the reshape's
// type, which is static as the elements' tensor is (upstream's
// FoldReshapeWithFromElements).
func foldReshapeWithFromElements(def *ir.OpDef) *rewrite.Pattern {
	return &rewrite.Pattern{
		Name: "FoldReshapeWithFromElements", Root: def.Name, Benefit: 1,
		Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
			fe := op.Operand(0).DefiningOp()
			res := ranked(op.Result(0).Type())
			if fe == nil || fe.Def() != FromElements || !staticShape(res.Dims) {
				return false
			}
			rw.SetInsertionPoint(op)
			s := rw.CreateAt(op.Loc(), FromElements.Name, fe.Operands(), []ir.Type{res})
			rw.ReplaceOp(op, []*ir.Value{s.Result(0)})
			return true
		},
	}
}

// foldReshapeConstant folds a reshape of a dense constant to the same
// elements in the reshape's (static) type.
func foldReshapeConstant(op *ir.Operation, operands []ir.Attribute) []any {
	if len(operands) == 0 {
		return nil
	}
	d, ok := operands[0].(*ir.DenseElementsAttr)
	res := ranked(op.Result(0).Type())
	if !ok || res == nil || !staticShape(res.Dims) {
		return nil
	}
	return one(op.Context().DenseElementsAttr(res, d.Data))
}

// foldReshape folds tensor.reshape (upstream's ReshapeOp::fold): of a
// splat constant to the splat of its static type; of a reshape, in place
// to a reshape of that one's source; to its source where the two types
// are one ranked type and the reshape is 1-D or its shape is a
// from_elements of each dim's static size or tensor.dim of the source.
func foldReshape(op *ir.Operation, operands []ir.Attribute) []any {
	res := ranked(op.Result(0).Type())
	if len(operands) > 0 && res != nil && staticShape(res.Dims) {
		if d, ok := operands[0].(*ir.DenseElementsAttr); ok && d.Splat {
			return one(op.Context().DenseElementsAttr(res, d.Data))
		}
	}
	src := op.Operand(0)
	if p := src.DefiningOp(); p != nil && p.Def() == Reshape {
		op.SetOperand(0, p.Operand(0))
		return one(op.Result(0))
	}
	st := ranked(src.Type())
	if st == nil || src.Type() != op.Result(0).Type() {
		return nil
	}
	if len(st.Dims) == 1 {
		return one(src)
	}
	fe := op.Operand(1).DefiningOp()
	if fe == nil || fe.Def() != FromElements || fe.NumOperands() != len(st.Dims) {
		return nil
	}
	for i, e := range fe.Operands() {
		if c, ok := staticdyn.ConstantInt(e); ok {
			if c != st.Dims[i] {
				return nil
			}
			continue
		}
		dim := e.DefiningOp()
		if dim == nil || dim.Def() != Dim || dim.Operand(0) != src {
			return nil
		}
		if c, ok := staticdyn.ConstantInt(dim.Operand(1)); !ok || c != int64(i) {
			return nil
		}
	}
	return one(src)
}

// dim(reshape(x, %shape), %i) -> extract(%shape, %i), index_cast to
// index where the shape's elements are integers (upstream's
// DimOfReshapeOp; tensors are values, so the shape may be read where the
// dim is).
var dimOfReshape = &rewrite.Pattern{
	Name: "DimOfReshapeOp", Root: Dim.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		reshape := op.Operand(0).DefiningOp()
		if reshape == nil || reshape.Def() != Reshape {
			return false
		}
		shape := reshape.Operand(1)
		rw.SetInsertionPointAfter(op)
		e := rw.CreateAt(op.Loc(), Extract.Name, []*ir.Value{shape, op.Operand(1)}, []ir.Type{ranked(shape.Type()).Elem})
		v := e.Result(0)
		if v.Type() != op.Result(0).Type() {
			v = rw.CreateAt(op.Loc(), arith.IndexCast.Name, []*ir.Value{v}, []ir.Type{op.Result(0).Type()}).Result(0)
		}
		rw.ReplaceOp(op, []*ir.Value{v})
		return true
	},
}
