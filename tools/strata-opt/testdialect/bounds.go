package testdialect

import (
	"github.com/strata-compiler/strata/analysis/intrange"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Integer range ops, for the passes that read the integer range analysis
// (int-range-optimizations, arith-int-range-narrowing).
var (
	// WithBounds is test.with_bounds: a value of which the analysis knows
	// only the bounds its attributes give (upstream's TestWithBoundsOp).
	WithBounds = &ir.OpDef{Name: "test.with_bounds", Summary: "integer with the given bounds",
		Results: []ir.ArgDef{{Name: "fakeVal", Type: ir.SignlessIntegerOrIndex}},
		Attrs: []ir.AttrDef{{Name: "umin", Constraint: integerAttr}, {Name: "umax", Constraint: integerAttr},
			{Name: "smin", Constraint: integerAttr}, {Name: "smax", Constraint: integerAttr}},
		Format: "attr-dict `:` type($fakeVal)",
		Interfaces: map[string]any{
			rewrite.MemoryEffectsInterface: rewrite.NoMemoryEffect,
			intrange.InferInterface:        intrange.Infer(withBoundsRange),
		}}

	// ReflectBounds is test.reflect_bounds: its operand, whose range the
	// analysis writes into the op's attributes each time it infers it
	// (upstream's TestReflectBoundsOp), so a test can check a range.
	ReflectBounds = &ir.OpDef{Name: "test.reflect_bounds", Summary: "value whose inferred bounds become attributes",
		Operands: []ir.ArgDef{{Name: "value", Type: ir.SignlessIntegerOrIndex}},
		Results:  []ir.ArgDef{{Name: "result", Type: ir.SignlessIntegerOrIndex}},
		Attrs: []ir.AttrDef{{Name: "umin", Constraint: integerAttr, Optional: true}, {Name: "umax", Constraint: integerAttr, Optional: true},
			{Name: "smin", Constraint: integerAttr, Optional: true}, {Name: "smax", Constraint: integerAttr, Optional: true}},
		SameTypes:  [][]string{{"value", "result"}},
		Format:     "attr-dict $value `:` type($value)",
		Interfaces: map[string]any{intrange.InferInterface: intrange.Infer(reflectBounds)},
	}
)

// integerAttr accepts any integer attribute (upstream's APIntAttr).
var integerAttr = &ir.AttrConstraint{Summary: "arbitrary integer attribute", Pred: func(a ir.Attribute) bool {
	_, ok := a.(*ir.IntegerAttr)
	return ok
}}

// withBoundsRange is the range the op's attributes spell, each bound the
// low bits of its attribute's value.
func withBoundsRange(op *ir.Operation, _ []intrange.Range) []intrange.Range {
	w := intrange.WidthOf(op.Result(0).Type())
	if w == 0 {
		return nil
	}
	var bits [4]uint64
	for i, name := range []string{"umin", "umax", "smin", "smax"} {
		a, ok := op.Attr(name).(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		bits[i] = uint64(a.Int64())
		if a.Big != nil { // above 2^63 as an unsigned 64-bit value
			bits[i] = a.Big.Uint64()
		}
	}
	return []intrange.Range{intrange.FromBits(w, bits[0], bits[1], bits[2], bits[3])}
}

// reflectBounds records the operand's range in the op's attributes, the
// unsigned bounds typed uiN and the signed ones siN (index for index),
// and passes the range on.
func reflectBounds(op *ir.Operation, in []intrange.Range) []intrange.Range {
	r := in[0]
	ctx := op.Context()
	signed, unsigned := op.Operand(0).Type(), op.Operand(0).Type()
	if it, ok := signed.(*ir.IntegerType); ok {
		signed, unsigned = ctx.IntegerType(it.Width, ir.Signed), ctx.IntegerType(it.Width, ir.Unsigned)
	}
	op.SetAttr("umin", ctx.IntegerAttr(unsigned, int64(r.UMin)))
	op.SetAttr("umax", ctx.IntegerAttr(unsigned, int64(r.UMax)))
	op.SetAttr("smin", ctx.IntegerAttr(signed, r.SMin))
	op.SetAttr("smax", ctx.IntegerAttr(signed, r.SMax))
	return in
}
