package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/torch"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// VerifyConversionToValueSemantics is
// torch-verify-conversion-to-value-semantics: it checks that no value
// (block argument or op result) is a non-value tensor (!torch.tensor),
// which is what a program reaching the backend must satisfy once
// mutation is gone. Every offending value is reported, at the op that
// defines it (a function's arguments at the function).
var VerifyConversionToValueSemantics = &passes.Pass{
	Argument: "torch-verify-conversion-to-value-semantics",
	Name:     "VerifyConversionToValueSemanticsPass",
	Summary:  "Check that all tensors have been converted to value semantics",
	Description: "Reports every block argument and op result of non-value tensor type (!torch.tensor), each at the op " +
		"that defines it (a function's arguments at the function), all in one run. The pass changes nothing.",
	Anchor: builtin.Module.Name,
	Run: func(r *passes.Run) error {
		r.MarkUnchanged()
		var diags passes.Diagnostics
		report := func(op *ir.Operation, t ir.Type, what string, i int) {
			if tt, ok := t.(*torch.TensorType); ok && !tt.Value {
				diags = append(diags, op.EmitError("found a non-value tensor type, this is likely due to a missing case in "+
					"the MaximizeValueSemantics pass (%s #%d is '%s')", what, i, ir.TypeString(t)))
			}
		}
		ir.Walk(r.Op, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
			for _, reg := range op.Regions() {
				for bi, b := range reg.Blocks() {
					what := "block argument"
					if op.Def() == fn.Func && bi == 0 {
						what = "argument"
					}
					for i := 0; i < b.NumArgs(); i++ {
						report(op, b.Arg(i).Type(), what, i)
					}
				}
			}
			for i, v := range op.Results() {
				report(op, v.Type(), "result", i)
			}
			return ir.Advance
		})
		if len(diags) > 0 {
			return diags
		}
		return nil
	},
}
