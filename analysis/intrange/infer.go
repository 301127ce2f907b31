package intrange

import "github.com/strata-compiler/strata/ir"

// InferInterface is the OpDef.Interfaces key of an op's own range rule
// (upstream's InferIntRangeInterface), for ops the rules table does not
// list, such as ops of a dialect this package does not import. Its value
// is an Infer.
const InferInterface = "intrange.Infer"

// Infer returns the ranges of op's results from the ranges of its
// operands (in[i] is operand i's; the rule runs only once every operand
// has one). A result without an entry, or with one of another width,
// may hold anything.
type Infer func(op *ir.Operation, in []Range) []Range

// inferOf returns op's own range rule, if its definition declares one.
func inferOf(op *ir.Operation) Infer {
	if op.Def() == nil {
		return nil
	}
	f, _ := op.Def().Interfaces[InferInterface].(Infer)
	return f
}

// FromBits is the range of w-bit values whose unsigned bounds are the low
// w bits of umin and umax and whose signed bounds are the low w bits of
// smin and smax read as signed numbers: bounds written as attributes of
// any integer type (upstream's APInt attributes, `255 : i8` the same bits
// as `-1 : i8`).
func FromBits(w uint, umin, umax, smin, smax uint64) Range {
	return Range{Width: w, UMin: umin & mask(w), UMax: umax & mask(w), SMin: sext(smin, w), SMax: sext(smax, w)}
}
