package torchdecompose

import (
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/torch"
	"sync"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// VerifyBackendContractNoDecompositions is
// torch-verify-backend-contract-no-decompositions: the backend contract's
// check for a program that torch-decompose-complex-ops has not run on
// yet. An op with a decomposition counts as legal (the decompositions
// will turn it into backend-legal ops); the types are checked as
// torch-lower-to-backend-contract checks them, once per value, where the
// value is defined (a block argument or an op result).
var VerifyBackendContractNoDecompositions = &passes.Pass{
	Argument: "torch-verify-backend-contract-no-decompositions",
	Name:     "VerifyBackendContractNoDecompositionsPass",
	Summary:  "Check that the program satisfies the backend contract, decompositions aside",
	Description: "Checks the backend contract without requiring the decompositions to have run: every value " +
		"(block argument or op result) of tensor type is a !torch.vtensor of known rank and dtype, no value is of " +
		"type !torch.any, and every torch op is backend-legal or has a decomposition in torch-decompose-complex-ops. " +
		"A torch.operator (an op the torch dialect does not declare) makes the rest moot: when there are any, only " +
		"they are reported. Otherwise each offending value or op is reported once, with every error in one run. " +
		"The pass changes nothing.",
	Anchor: builtin.Module.Name,
	Run: func(r *passes.Run) error {
		r.MarkUnchanged()
		var diags passes.Diagnostics
		ir.Walk(r.Op, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
			if op.Name() == torch.Operator.Name {
				diags = append(diags, op.EmitError("unsupported by backend contract: Unimplemented operator '%s'", operatorName(op)))
			}
			return ir.Advance
		})
		if len(diags) > 0 {
			return diags
		}
		ir.Walk(r.Op, ir.PreOrder, func(op *ir.Operation) ir.WalkResult {
			if d := checkDefinitions(op); d != nil {
				diags = append(diags, d)
			}
			return ir.Advance
		})
		if len(diags) > 0 {
			return diags
		}
		return nil
	},
}

// decomposedOps are the roots of torch-decompose-complex-ops' patterns.
var decomposedOps = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, p := range Decompositions {
		m[p.Root] = true
	}
	return m
})

// checkDefinitions returns the first contract error of op ignoring
// decompositions: its legality, then the types of the block arguments
// of its regions (a function's reported as its arguments), then of its
// results.
func checkDefinitions(op *ir.Operation) *ir.Diagnostic {
	switch op.Name() {
	case torch.GlobalSlotModuleInitializer.Name, torch.GlobalSlot.Name:
		return nil
	case torch.InitializeGlobalSlots.Name:
		return moduleInitializerError(op)
	}
	if d := op.OpName().Dialect; (d == "torch" || d == "torch_c") && !BackendLegal(op.Name()) && !decomposedOps()[op.Name()] {
		return illegalOpError(op)
	}
	for _, r := range op.Regions() {
		for bi, b := range r.Blocks() {
			what := "block argument"
			if op.Def() == fn.Func && bi == 0 {
				what = "argument"
			}
			for i := 0; i < b.NumArgs(); i++ {
				if d := typeError(op, b.Arg(i).Type(), what, i); d != nil {
					return d
				}
			}
		}
	}
	for i, v := range op.Results() {
		if d := typeError(op, v.Type(), "result", i); d != nil {
			return d
		}
	}
	return nil
}
