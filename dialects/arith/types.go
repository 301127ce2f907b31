package arith

import "github.com/strata-compiler/strata/ir"

// This file holds the type constraints of arith and math (with the
// summaries upstream's messages use) and the type checks that several ops
// share: elementwise mapping and cast compatibility.

// like accepts scalars satisfying pred and vectors or tensors of them, as
// ODS's *Like constraints do.
func like(pred func(ir.Type) bool) func(ir.Type) bool {
	return func(t ir.Type) bool {
		switch s := t.(type) {
		case *ir.VectorType:
			return pred(s.Elem)
		case *ir.RankedTensorType:
			return pred(s.Elem)
		case *ir.UnrankedTensorType:
			return pred(s.Elem)
		}
		return pred(t)
	}
}

// orMemRefOf accepts what like(pred) accepts and memrefs of pred.
func orMemRefOf(pred func(ir.Type) bool) func(ir.Type) bool {
	l := like(pred)
	return func(t ir.Type) bool {
		switch m := t.(type) {
		case *ir.MemRefType:
			return pred(m.Elem)
		case *ir.UnrankedMemRefType:
			return pred(m.Elem)
		}
		return l(t)
	}
}

func isSignlessInt(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.IsSignless()
}

func isSignlessIntOrIndex(t ir.Type) bool {
	_, idx := t.(*ir.IndexType)
	return idx || isSignlessInt(t)
}

func isI1(t ir.Type) bool {
	it, ok := t.(*ir.IntegerType)
	return ok && it.IsSignless() && it.Width == 1
}

func isIntOrFloat(t ir.Type) bool { return isSignlessInt(t) || ir.IsFloat(t) }

// Constraints, named after their ODS counterparts.
var (
	// SignlessIntegerLike is iN, index, or a vector/tensor of them.
	SignlessIntegerLike = &ir.TypeConstraint{Summary: "signless-integer-like", Pred: like(isSignlessIntOrIndex)}
	// SignlessFixedWidthIntegerLike is iN or a vector/tensor of iN.
	SignlessFixedWidthIntegerLike = &ir.TypeConstraint{Summary: "signless-fixed-width-integer-like", Pred: like(isSignlessInt)}
	// FloatLike is a float type or a vector/tensor of one.
	FloatLike = &ir.TypeConstraint{Summary: "floating-point-like", Pred: like(ir.IsFloat)}
	// BoolLike is i1 or a vector/tensor of i1.
	BoolLike = &ir.TypeConstraint{Summary: "bool-like", Pred: like(isI1)}
	// IndexCastType is what index_cast converts between.
	IndexCastType = &ir.TypeConstraint{Summary: "signless-integer-like or memref of signless-integer", Pred: orMemRefOf(isSignlessIntOrIndex)}
	// BitcastType is what bitcast converts between.
	BitcastType = &ir.TypeConstraint{Summary: "signless-integer-or-float-like or memref of signless-integer or float", Pred: orMemRefOf(isIntOrFloat)}
	// AnyTypedValue accepts everything (arith.constant's result).
	AnyTypedValue = &ir.TypeConstraint{Summary: "any type"}
)

// shapedKind distinguishes vectors, tensors and memrefs ("base type").
func shapedKind(t ir.Type) int {
	switch t.(type) {
	case *ir.VectorType:
		return 1
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return 2
	case *ir.MemRefType, *ir.UnrankedMemRefType:
		return 3
	}
	return 0
}

func isMappable(t ir.Type) bool { k := shapedKind(t); return k == 1 || k == 2 }

// compatibleShapes reports whether all ranked shapes agree, a dynamic
// dimension matching any size (MLIR's verifyCompatibleShapes).
func compatibleShapes(ts []ir.Type) bool {
	var ref []int64
	have := false
	for _, t := range ts {
		s, ok := t.(ir.ShapedType)
		if !ok || !s.HasRank() {
			continue
		}
		if !have {
			ref, have = s.Shape(), true
			continue
		}
		sh := s.Shape()
		if len(sh) != len(ref) {
			return false
		}
		for i := range sh {
			if sh[i] != ref[i] && sh[i] != ir.ShapedDynamic && ref[i] != ir.ShapedDynamic {
				return false
			}
		}
	}
	return true
}

// VerifyElementwise checks the ElementwiseMappable rules: scalars only, or
// vectors/tensors of one kind and compatible shape on both sides.
func VerifyElementwise(op *ir.Operation) error {
	var ins, outs []ir.Type
	for _, t := range op.OperandTypes() {
		if isMappable(t) {
			ins = append(ins, t)
		}
	}
	for _, t := range op.ResultTypes() {
		if isMappable(t) {
			outs = append(outs, t)
		}
	}
	switch {
	case len(ins) == 0 && len(outs) == 0:
		return nil
	case len(ins) == 0:
		return op.EmitError("if a result is non-scalar, then at least one operand must be non-scalar")
	case len(outs) == 0:
		return op.EmitError("if an operand is non-scalar, then there must be at least one non-scalar result")
	case len(outs) != op.NumResults():
		return op.EmitError("if an operand is non-scalar, then all results must be non-scalar")
	}
	all := append(ins, outs...)
	for _, t := range all {
		if !sameBaseType(t, all[0]) {
			return op.EmitError("all non-scalar operands/results must have the same shape and base type")
		}
	}
	if !compatibleShapes(all) {
		return op.EmitError("all non-scalar operands/results must have the same shape and base type")
	}
	return nil
}

func sameBaseType(a, b ir.Type) bool {
	switch a.(type) {
	case *ir.VectorType:
		_, ok := b.(*ir.VectorType)
		return ok
	case *ir.RankedTensorType:
		_, ok := b.(*ir.RankedTensorType)
		return ok
	case *ir.UnrankedTensorType:
		_, ok := b.(*ir.UnrankedTensorType)
		return ok
	}
	return false
}

// I1SameShape returns i1 in the shape of t (MLIR's getI1SameShape).
func I1SameShape(ctx *ir.Context, t ir.Type) ir.Type {
	i1 := ctx.I(1)
	switch s := t.(type) {
	case *ir.VectorType:
		return ctx.VectorType(s.Dims, i1, s.Scalable)
	case *ir.RankedTensorType:
		return ctx.RankedTensorType(s.Dims, i1, s.Encoding)
	case *ir.UnrankedTensorType:
		return ctx.UnrankedTensorType(i1)
	}
	return i1
}

// WithElementType returns t's shape (if any) with element type e.
func WithElementType(ctx *ir.Context, t ir.Type, e ir.Type) ir.Type {
	switch s := t.(type) {
	case *ir.VectorType:
		return ctx.VectorType(s.Dims, e, s.Scalable)
	case *ir.RankedTensorType:
		return ctx.RankedTensorType(s.Dims, e, s.Encoding)
	case *ir.UnrankedTensorType:
		return ctx.UnrankedTensorType(e)
	case *ir.MemRefType:
		return ctx.MemRefType(s.Dims, e, s.Layout, s.MemorySpace)
	case *ir.UnrankedMemRefType:
		return ctx.UnrankedMemRefType(e, s.MemorySpace)
	}
	return e
}

// sameShape reports whether a and b are both scalars or have equal
// (compatible) shapes, as SameOperandsAndResultShape requires.
func sameShape(a, b ir.Type) bool {
	sa, oka := a.(ir.ShapedType)
	sb, okb := b.(ir.ShapedType)
	if oka != okb {
		return false
	}
	return !oka || compatibleShapes([]ir.Type{sa, sb})
}

// sameTensorDims is upstream's "input and output have the same tensor
// dimensions": each side's dims, a tensor's shape or none for any other type,
// are equal (tensor<2xindex> against i64 fails here, tensor<index> against
// i64 passes and fails the shape check after). An unranked tensor fails.
func sameTensorDims(a, b ir.Type) bool {
	da, oka := tensorDims(a)
	db, okb := tensorDims(b)
	if !oka || !okb || len(da) != len(db) {
		return false
	}
	for i := range da {
		if da[i] != db[i] {
			return false
		}
	}
	return true
}

// tensorDims is t's shape if t is a ranked tensor, none for a type that is no
// tensor, and false for an unranked tensor.
func tensorDims(t ir.Type) ([]int64, bool) {
	if shapedKind(t) != 2 {
		return nil, true
	}
	s := t.(ir.ShapedType)
	if !s.HasRank() {
		return nil, false
	}
	return s.Shape(), true
}

// elemOf is the element type of shaped types (memrefs included).
func elemOf(t ir.Type) ir.Type { return ir.ElementTypeOrSelf(t) }
