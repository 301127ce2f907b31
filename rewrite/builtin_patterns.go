package rewrite

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/ir"
)

// builtinPatterns are the canonicalizations of builtin ops, which every
// context has.
var builtinPatterns = []*Pattern{
	castRoundTrip,
}

// unrealized_conversion_cast(unrealized_conversion_cast(x : A -> B) : B -> A) -> x
var castRoundTrip = &Pattern{Name: "UnrealizedCastRoundTrip", Root: builtin.UnrealizedConversionCast.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *Rewriter) bool {
		in := castInputsRoundTrip(op)
		if in == nil {
			return false
		}
		rw.ReplaceOp(op, in)
		return true
	}}

// castInputsRoundTrip returns the inputs of the cast feeding op when the
// pair converts back to the types it started from.
func castInputsRoundTrip(op *ir.Operation) []*ir.Value {
	if op.NumOperands() == 0 {
		return nil
	}
	def := op.Operand(0).DefiningOp()
	if def == nil || def.OpName() != op.OpName() || def.NumResults() != op.NumOperands() || def.NumOperands() != op.NumResults() {
		return nil
	}
	for i := 0; i < op.NumOperands(); i++ {
		if op.Operand(i) != def.Result(i) {
			return nil
		}
	}
	for i := 0; i < def.NumOperands(); i++ {
		if def.Operand(i).Type() != op.Result(i).Type() {
			return nil
		}
	}
	return def.Operands()
}
