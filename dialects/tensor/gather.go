package tensor

import (
	"github.com/strata-compiler/strata/ir"
)

// This file holds tensor.gather and tensor.scatter: slices of a tensor
// addressed by a tensor of coordinates. The last dimension of indices
// holds one coordinate per gathered (scattered) dimension; its leading
// dimensions are the batch, which leads the gathered slices' shape.

// IntOrIndexTensor accepts ranked tensors of signless integers or index.
var IntOrIndexTensor = &ir.TypeConstraint{Summary: "ranked tensor of signless integer or index values",
	Pred: func(t ir.Type) bool {
		rt, ok := t.(*ir.RankedTensorType)
		return ok && ir.SignlessIntegerOrIndex.Accepts(rt.Elem)
	}}

// I64List is a dense i64 array written as a bare list, `[0, 2]` (a
// DenseI64ArrayAttr in an assembly format).
var I64List = &ir.AttrConstraint{
	Summary: I64ArrayAttr.Summary,
	Pred:    I64ArrayAttr.Pred,
	Parse: func(p ir.AsmParser) (ir.Attribute, error) {
		vs, err := ir.ParseIntList(p)
		if err != nil {
			return nil, err
		}
		return p.Context().DenseI64Array(vs), nil
	},
	Print: func(p *ir.AsmPrinter, a ir.Attribute) {
		var vs []int64
		if d, ok := a.(*ir.DenseArrayAttr); ok {
			vs = d.Ints
		}
		p.WriteIntList(vs)
	},
}

var (
	// Gather is tensor.gather: result[b..., s...] is source at the
	// coordinates indices[b..., :] along gather_dims and s along the other
	// dimensions (the gathered ones size 1, or dropped in the rank-reduced
	// form). unique asserts that no two coordinates are equal.
	Gather = &ir.OpDef{
		Name:     "tensor.gather",
		Summary:  "gather a subset of a tensor at specified indices",
		Operands: []ir.ArgDef{{Name: "source", Type: AnyRankedTensor}, {Name: "indices", Type: IntOrIndexTensor}},
		Results:  []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Attrs: []ir.AttrDef{{Name: "gather_dims", Constraint: I64List},
			{Name: "unique", Constraint: ir.UnitAttrConstraint, Optional: true}},
		Traits: ir.Pure,
		Format: "$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (custom<UnitAttrKeyword>($unique)^)? " +
			"attr-dict `:` functional-type(operands, results)",
		CustomDirectives: Directives,
		Verify:           verifyGather,
		AsmResultNames:   names("gather"),
	}
	// Scatter is tensor.scatter: dest with the slices of source written at
	// the coordinates indices[b..., :] along scatter_dims; unique is
	// required (two slices may not land on the same coordinates).
	Scatter = &ir.OpDef{
		Name:    "tensor.scatter",
		Summary: "scatter a tensor into a destination tensor at specified indices",
		Operands: []ir.ArgDef{{Name: "source", Type: AnyRankedTensor}, {Name: "dest", Type: AnyRankedTensor},
			{Name: "indices", Type: IntOrIndexTensor}},
		Results: []ir.ArgDef{{Name: "result", Type: AnyRankedTensor}},
		Attrs: []ir.AttrDef{{Name: "scatter_dims", Constraint: I64List},
			{Name: "unique", Constraint: ir.UnitAttrConstraint, Optional: true}},
		Traits: ir.Pure,
		Format: "$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` " +
			"(custom<UnitAttrKeyword>($unique)^)? attr-dict `:` functional-type(operands, results)",
		CustomDirectives: Directives,
		Verify:           verifyScatter,
		AsmResultNames:   names("scatter"),
	}
)

// GatherDims returns tensor.gather's gather_dims or tensor.scatter's
// scatter_dims.
func GatherDims(op *ir.Operation) []int64 {
	if op.NumOperands() == 3 { // scatter: source, dest, indices
		return StaticInts(op, "scatter_dims")
	}
	return StaticInts(op, "gather_dims")
}

// GatheredType is the type of the slices gathered from (scattered into) a
// tensor of type t by indices of type idx along dims: the batch
// dimensions of indices, then t's shape with each of dims 1 (or dropped
// when rankReduced).
func GatheredType(ctx *ir.Context, t, idx *ir.RankedTensorType, dims []int64, rankReduced bool) *ir.RankedTensorType {
	shape := append([]int64(nil), idx.Dims[:len(idx.Dims)-1]...)
	gathered := map[int64]bool{}
	for _, d := range dims {
		gathered[d] = true
	}
	for i, d := range t.Dims {
		switch {
		case !gathered[int64(i)]:
			shape = append(shape, d)
		case !rankReduced:
			shape = append(shape, 1)
		}
	}
	return ctx.RankedTensorType(shape, t.Elem, nil)
}

// verifyDims checks gather_dims (scatter_dims) against the rank of the
// tensor they index and the last dimension of indices.
func verifyDims(op *ir.Operation, dims []int64, rank int, idx *ir.RankedTensorType, kind, tensor string) error {
	if len(dims) == 0 {
		return op.EmitError("%s_dims must be non-empty", kind)
	}
	if len(dims) > rank {
		return op.EmitError("%s_dims overflow %s rank", kind, tensor)
	}
	if len(idx.Dims) == 0 || idx.Dims[len(idx.Dims)-1] != int64(len(dims)) {
		return op.EmitError("%s_dims length must match the size of last dimension of indices", kind)
	}
	for _, d := range dims {
		if d < 0 {
			return op.EmitError("%s_dims value must be non-negative", kind)
		}
		if d >= int64(rank) {
			return op.EmitError("%s_dims value must be smaller than %s rank", kind, tensor)
		}
	}
	for i := 1; i < len(dims); i++ {
		if dims[i] <= dims[i-1] {
			return op.EmitError("%s_dims values must be strictly increasing", kind)
		}
	}
	return nil
}

// checkGathered reports whether got is the gathered type or its
// rank-reduced variant, and the message naming both when it is not.
func checkGathered(op *ir.Operation, what string, got ir.Type, t, idx *ir.RankedTensorType, dims []int64) error {
	ctx := op.Context()
	full := GatheredType(ctx, t, idx, dims, false)
	reduced := GatheredType(ctx, t, idx, dims, true)
	if got == ir.Type(full) || got == ir.Type(reduced) {
		return nil
	}
	return op.EmitError("%s type mismatch: expected '%s' or its rank-reduced variant '%s' (got: '%s')",
		what, ir.TypeString(full), ir.TypeString(reduced), ir.TypeString(got))
}

func verifyGather(op *ir.Operation) error {
	src, idx := ranked(op.Operand(0).Type()), ranked(op.Operand(1).Type())
	dims := GatherDims(op)
	if err := verifyDims(op, dims, len(src.Dims), idx, "gather", "source"); err != nil {
		return err
	}
	return checkGathered(op, "result", op.Result(0).Type(), src, idx, dims)
}

func verifyScatter(op *ir.Operation) error {
	s := ScatterOp{op}
	dest, idx := ranked(s.Dest().Type()), ranked(s.Indices().Type())
	dims := GatherDims(op)
	if err := verifyDims(op, dims, len(dest.Dims), idx, "scatter", "dest"); err != nil {
		return err
	}
	if op.Attr("unique") == nil {
		return op.EmitError("requires 'unique' attribute to be set")
	}
	if err := checkGathered(op, "source", op.Operand(0).Type(), dest, idx, dims); err != nil {
		return err
	}
	// Stricter than upstream, which does not relate the result to dest.
	if res := ranked(op.Result(0).Type()); !compatibleShapes(res, dest) {
		return op.EmitError("expected result type '%s' to be compatible with dest type '%s'",
			ir.TypeString(res), ir.TypeString(dest))
	}
	return nil
}

// compatibleShapes reports whether a and b have one element type and
// rank, and equal sizes where both are static.
func compatibleShapes(a, b *ir.RankedTensorType) bool {
	if a.Elem != b.Elem || len(a.Dims) != len(b.Dims) {
		return false
	}
	for i, d := range a.Dims {
		if d != Dynamic && b.Dims[i] != Dynamic && d != b.Dims[i] {
			return false
		}
	}
	return true
}
