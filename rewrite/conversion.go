package rewrite

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/ir"
)

// This file is the dialect-conversion framework: a ConversionTarget says
// which ops are legal, a TypeConverter maps types, and ConversionPatterns
// rewrite one illegal op each, given operands already converted. Changes
// are applied eagerly and logged, so that a failed pattern (or a failed
// conversion) is rolled back exactly.

// legality of an op or dialect.
type legality uint8

const (
	legalityUnknown legality = iota
	legal
	illegal
	dynamic
)

type legalityEntry struct {
	kind legality
	fn   func(op *ir.Operation) bool
}

// ConversionTarget describes the ops a conversion must end with.
type ConversionTarget struct {
	ops      map[string]legalityEntry
	dialects map[string]legalityEntry
	unknown  func(op *ir.Operation) bool
}

// NewConversionTarget returns a target with nothing declared.
func NewConversionTarget() *ConversionTarget {
	return &ConversionTarget{ops: map[string]legalityEntry{}, dialects: map[string]legalityEntry{}}
}

// AddLegalOp marks ops legal.
func (t *ConversionTarget) AddLegalOp(names ...string) {
	for _, n := range names {
		t.ops[n] = legalityEntry{kind: legal}
	}
}

// AddIllegalOp marks ops illegal: they must be converted.
func (t *ConversionTarget) AddIllegalOp(names ...string) {
	for _, n := range names {
		t.ops[n] = legalityEntry{kind: illegal}
	}
}

// AddDynamicallyLegalOp makes the legality of op name depend on fn.
func (t *ConversionTarget) AddDynamicallyLegalOp(name string, fn func(*ir.Operation) bool) {
	t.ops[name] = legalityEntry{kind: dynamic, fn: fn}
}

// AddLegalDialect marks every op of the dialects legal.
func (t *ConversionTarget) AddLegalDialect(names ...string) {
	for _, n := range names {
		t.dialects[n] = legalityEntry{kind: legal}
	}
}

// AddIllegalDialect marks every op of the dialects illegal.
func (t *ConversionTarget) AddIllegalDialect(names ...string) {
	for _, n := range names {
		t.dialects[n] = legalityEntry{kind: illegal}
	}
}

// AddDynamicallyLegalDialect makes the legality of the dialect's ops
// depend on fn.
func (t *ConversionTarget) AddDynamicallyLegalDialect(name string, fn func(*ir.Operation) bool) {
	t.dialects[name] = legalityEntry{kind: dynamic, fn: fn}
}

// MarkUnknownOpDynamicallyLegal decides the legality of ops neither
// their name nor their dialect is declared for.
func (t *ConversionTarget) MarkUnknownOpDynamicallyLegal(fn func(*ir.Operation) bool) { t.unknown = fn }

// Legality reports whether op is legal; known is false when nothing was
// declared about it.
func (t *ConversionTarget) Legality(op *ir.Operation) (isLegal, known bool) {
	e, ok := t.ops[op.Name()]
	if !ok {
		e, ok = t.dialects[op.OpName().Dialect]
	}
	if !ok {
		if t.unknown != nil {
			return t.unknown(op), true
		}
		return false, false
	}
	switch e.kind {
	case legal:
		return true, true
	case dynamic:
		return e.fn(op), true
	}
	return false, true
}

// IsIllegal reports whether op is explicitly illegal (or dynamically
// illegal).
func (t *ConversionTarget) IsIllegal(op *ir.Operation) bool {
	l, known := t.Legality(op)
	return known && !l
}

// ---- type conversion ----

// Materialization builds a value of type t from inputs at rw's insertion
// point (nil when it cannot).
type Materialization func(rw *Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value

// TypeConverter maps types of the source form to the target form.
type TypeConverter struct {
	// conversions are tried from the most recently added.
	conversions []func(ir.Type) (ir.Type, bool)
	// Source materializations turn a converted value back into the
	// original type (for users not converted yet); Target ones turn an
	// original value into the converted type. Both default to
	// builtin.unrealized_conversion_cast.
	Source, Target Materialization
}

// NewTypeConverter returns a converter with no conversion (every type is
// then illegal); add the identity with AddConversion(Identity).
func NewTypeConverter() *TypeConverter { return &TypeConverter{} }

// Identity is the conversion that keeps every type.
func Identity(t ir.Type) (ir.Type, bool) { return t, true }

// AddConversion adds fn, which returns the converted type and true, or
// false when it does not apply to t.
func (tc *TypeConverter) AddConversion(fn func(ir.Type) (ir.Type, bool)) {
	tc.conversions = append(tc.conversions, fn)
}

// Convert returns the converted type of t, or nil.
func (tc *TypeConverter) Convert(t ir.Type) ir.Type {
	for i := len(tc.conversions) - 1; i >= 0; i-- {
		if nt, ok := tc.conversions[i](t); ok {
			return nt
		}
	}
	return nil
}

// ConvertTypes converts each type; ok is false if one does not convert.
func (tc *TypeConverter) ConvertTypes(ts []ir.Type) ([]ir.Type, bool) {
	out := make([]ir.Type, len(ts))
	for i, t := range ts {
		if out[i] = tc.Convert(t); out[i] == nil {
			return nil, false
		}
	}
	return out, true
}

// IsLegal reports whether t converts to itself.
func (tc *TypeConverter) IsLegal(t ir.Type) bool { return tc.Convert(t) == t }

// IsOpLegal reports whether every operand and result type of op is legal.
func (tc *TypeConverter) IsOpLegal(op *ir.Operation) bool {
	for _, t := range op.OperandTypes() {
		if !tc.IsLegal(t) {
			return false
		}
	}
	for _, t := range op.ResultTypes() {
		if !tc.IsLegal(t) {
			return false
		}
	}
	return true
}

// IsSignatureLegal reports whether a function type's inputs and results
// are legal.
func (tc *TypeConverter) IsSignatureLegal(ft *ir.FunctionType) bool {
	for _, t := range ft.Inputs {
		if !tc.IsLegal(t) {
			return false
		}
	}
	for _, t := range ft.Results {
		if !tc.IsLegal(t) {
			return false
		}
	}
	return true
}

// UnrealizedCast is the default materialization: a
// builtin.unrealized_conversion_cast from inputs to t.
func UnrealizedCast(rw *Rewriter, t ir.Type, inputs []*ir.Value, loc ir.Location) *ir.Value {
	op := rw.CreateAt(loc, builtin.UnrealizedConversionCast.Name, inputs, []ir.Type{t})
	return op.Result(0)
}

// ConversionPattern converts one op, given its operands already
// converted (values of the converted types where the producer was
// converted, materialized casts otherwise).
type ConversionPattern struct {
	Name    string
	Root    string
	Benefit int
	// Rewrite replaces (or erases, or updates in place) op through rw and
	// returns true, or returns false having changed nothing it did not
	// roll back itself (the framework undoes partial changes anyway).
	Rewrite func(op *ir.Operation, operands []*ir.Value, rw *ConversionRewriter) bool
}
