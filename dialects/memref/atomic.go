package memref

import (
	"slices"
	"strings"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds memref.atomic_rmw, memref.extract_aligned_pointer_as_index,
// memref.realloc and memref.reshape.

// AtomicKinds are atomic_rmw's kinds, indexed by their value (upstream's
// arith AtomicRMWKind).
var AtomicKinds = []string{"addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf",
	"minnumf", "mins", "minu", "mulf", "muli", "ori", "xori"}

// AtomicRMW is memref.atomic_rmw: atomically combines value into the
// element at indices and returns the element's old value.
var AtomicRMW = &ir.OpDef{
	Name:     "memref.atomic_rmw",
	Summary:  "atomic read-modify-write operation",
	Operands: []ir.ArgDef{{Name: "value", Type: ir.AnyType}, {Name: "memref", Type: rankedMemRef}, indexList("indices")},
	Results:  []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs: []ir.AttrDef{{Name: "kind", Constraint: &ir.AttrConstraint{Summary: "allowed 64-bit signless integer cases",
		Pred: func(a ir.Attribute) bool {
			i, ok := a.(*ir.IntegerAttr)
			return ok && i.Int64() >= 0 && i.Int64() < int64(len(AtomicKinds))
		}}}},
	Parse:      parseAtomicRMW,
	Print:      printAtomicRMW,
	Verify:     verifyAtomicRMW,
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.ReadsOperand(1), rewrite.WritesOperand(1)}},
}

// AtomicKind returns atomic_rmw's kind ("addf", ...).
func AtomicKind(op *ir.Operation) string {
	if a, ok := op.Attr("kind").(*ir.IntegerAttr); ok && a.Int64() >= 0 && a.Int64() < int64(len(AtomicKinds)) {
		return AtomicKinds[a.Int64()]
	}
	return ""
}

func verifyAtomicRMW(op *ir.Operation) error {
	t := memrefOf(op.Operand(1))
	if t == nil {
		return nil
	}
	if n := op.NumOperands() - 2; n != len(t.Dims) {
		return op.EmitError("expects the number of subscripts to be equal to memref rank")
	}
	if op.Operand(0).Type() != t.Elem || op.Result(0).Type() != t.Elem {
		return op.EmitError("failed to verify that value type matches element type of memref")
	}
	kind := AtomicKind(op)
	_, isFloat := t.Elem.(*ir.FloatType)
	_, isInt := t.Elem.(*ir.IntegerType)
	switch kind {
	case "addf", "maximumf", "maxnumf", "minimumf", "minnumf", "mulf":
		if !isFloat {
			return op.EmitError("%s expects a floating-point type", kind)
		}
	case "addi", "andi", "maxs", "maxu", "mins", "minu", "muli", "ori", "xori":
		if !isInt {
			return op.EmitError("%s expects an integer type", kind)
		}
	}
	return nil
}

// atomic_rmw ::= kind $value `,` $memref `[` indices `]` attr-dict `:` `(` T `,` memref-type `)` `->` T
func parseAtomicRMW(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.CurrentLoc()
	kw, err := p.ParseKeywordAny()
	if err != nil {
		return err
	}
	kind := slices.Index(AtomicKinds, kw)
	if kind < 0 {
		return p.ErrorAt(loc, "expected one of [%s] for an atomic kind, got: %s", strings.Join(AtomicKinds, ", "), kw)
	}
	v, m, idx, err := parseValueAt(p, st)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc = p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok || len(ft.Inputs) != 2 || len(ft.Results) != 1 {
		return p.ErrorAt(loc, "expected `(value type, memref type) -> result type`")
	}
	vt, mt, rt := ft.Inputs[0], ft.Inputs[1], ft.Results[0]
	types := append([]ir.Type{vt, mt}, repeatIndex(ctx, len(idx))...)
	vs, err := p.ResolveOperands(append([]ir.UnresolvedOperand{v, m}, idx...), types)
	if err != nil {
		return err
	}
	st.Operands = vs
	st.Types = []ir.Type{rt}
	st.AddAttr("kind", ctx.IntegerAttr(ctx.I(64), int64(kind)))
	return nil
}

func repeatIndex(ctx *ir.Context, n int) []ir.Type {
	ts := make([]ir.Type, n)
	for i := range ts {
		ts[i] = ctx.IndexType()
	}
	return ts
}

func printAtomicRMW(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() < 2 {
		return
	}
	a := AtomicRMWOp{op}
	p.WriteString(" " + AtomicKind(op) + " ")
	p.PrintOperand(a.Value())
	p.WriteString(", ")
	p.PrintOperand(a.MemRef())
	p.WriteByte('[')
	p.PrintOperands(a.Indices())
	p.WriteByte(']')
	p.PrintOptionalAttrDict(op.Attrs(), "kind")
	p.WriteString(" : (")
	p.PrintType(a.Value().Type())
	p.WriteString(", ")
	p.PrintType(a.MemRef().Type())
	p.WriteString(") -> ")
	p.PrintType(op.Result(0).Type())
}

// ExtractAlignedPointerAsIndex is memref.extract_aligned_pointer_as_index:
// the address of the buffer's aligned start, as an index.
var ExtractAlignedPointerAsIndex = &ir.OpDef{
	Name:     "memref.extract_aligned_pointer_as_index",
	Summary:  "Extracts a memref's underlying aligned pointer as an index",
	Operands: []ir.ArgDef{{Name: "source", Type: anyMemRef}},
	Results:  []ir.ArgDef{{Name: "aligned_pointer", Type: index}},
	Traits:   ir.Pure,
	Format:   "$source `:` type($source) `->` type(results) attr-dict",
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		set(op.Result(0), "intptr")
	},
}

// Realloc is memref.realloc: a 1-D buffer of a new size holding the old
// one's elements (as many as both have); the old buffer is freed.
var Realloc = &ir.OpDef{
	Name:     "memref.realloc",
	Summary:  "memory reallocation operation",
	Operands: []ir.ArgDef{{Name: "source", Type: rankedMemRef}, {Name: "dynamicResultSize", Type: index, Arity: ir.Optional}},
	Results:  []ir.ArgDef{{Name: "result", Type: rankedMemRef}},
	Attrs: []ir.AttrDef{{Name: "alignment", Optional: true, Constraint: &ir.AttrConstraint{
		Summary: "64-bit signless integer attribute whose minimum value is 0", Pred: ir.IntAttrOfWidth(64).Pred}}},
	Format: "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type($result)",
	// The old buffer is read and freed, the new one made and written.
	Interfaces: map[string]any{rewrite.MemoryEffectsInterface: rewrite.Effects{rewrite.ReadsOperand(0), rewrite.FreesOperand(0),
		rewrite.AllocatesResult(0), rewrite.WritesResult(0)}},
	Verify: func(op *ir.Operation) error {
		src, res := memrefOf(op.Operand(0)), memrefOf(op.Result(0))
		if src == nil || res == nil {
			return nil
		}
		if len(src.Dims) != 1 || len(res.Dims) != 1 {
			return op.EmitError("operand #0 must be 1D memref of any type values")
		}
		if src.Elem != res.Elem {
			return op.EmitError("different element types")
		}
		dynamic := res.Dims[0] == ir.ShapedDynamic
		if dynamic != (op.NumOperands() == 2) {
			return op.EmitError("missing dimension operand")
		}
		return nil
	},
}

// Reshape is memref.reshape: the source's elements, row-major, under the
// shape held by a 1-D memref of index or integers.
var Reshape = &ir.OpDef{
	Name:     "memref.reshape",
	Summary:  "memref reshape operation",
	Operands: []ir.ArgDef{{Name: "source", Type: anyMemRef}, {Name: "shape", Type: rankedMemRef}},
	Results:  []ir.ArgDef{{Name: "result", Type: anyMemRef}},
	Traits:   ir.Pure,
	Format:   "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)",
	Verify: func(op *ir.Operation) error {
		shape := memrefOf(op.Operand(1))
		res, ranked := op.Result(0).Type().(*ir.MemRefType)
		if shape == nil {
			return nil
		}
		if len(shape.Dims) != 1 {
			return op.EmitError("shape must be a 1D memref")
		}
		if src := memrefOf(op.Operand(0)); src != nil && (!isIdentity(src) || ranked && src.Elem != res.Elem) {
			return op.EmitError("source and result must have the same element type and identity layouts")
		}
		if ranked && shape.Dims[0] != ir.ShapedDynamic && shape.Dims[0] != int64(len(res.Dims)) {
			return op.EmitError("length of shape operand differs from the result's memref rank")
		}
		return nil
	},
	AsmResultNames: named("reshape"),
	Interfaces:     viewOfOperand0,
}

func isIdentity(t *ir.MemRefType) bool {
	strides, offset, ok := StridesAndOffset(t)
	if !ok || offset != 0 {
		return false
	}
	want := CanonicalStrides(t.Dims)
	for i := range strides {
		if t.Dims[i] != 1 && strides[i] != want[i] {
			return false
		}
	}
	return true
}
