package passes

import (
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
)

// Test passes exercise the pass manager's failure paths from the command
// line (lit tests), as upstream's test-pass-crash and test-pass-failure.
var (
	// TestPassCrash panics.
	TestPassCrash = &Pass{
		Argument: "test-pass-crash",
		Name:     "TestCrashPass",
		Summary:  "Test a pass in the pass manager that always crashes",
		Run:      func(r *Run) error { panic("test-pass-crash: deliberate crash") },
	}
	// TestPassFailure fails with an error at the op.
	TestPassFailure = &Pass{
		Argument: "test-pass-failure",
		Name:     "TestFailurePass",
		Summary:  "Test a pass in the pass manager that always fails",
		Options:  []Option{{Name: "gen-diagnostics", Kind: BoolOption, Default: "false", Description: "Generate a diagnostic message"}},
		Run: func(r *Run) error {
			return r.Op.EmitError("test-pass-failure: deliberate failure")
		},
	}
	// TestPassInvalidIR breaks the IR so that verify-each catches it.
	TestPassInvalidIR = &Pass{
		Argument: "test-pass-create-invalid-ir",
		Name:     "TestInvalidIRPass",
		Summary:  "Test pass that adds an invalid operation in a function body",
		Run: func(r *Run) error {
			var target *ir.Block
			ir.WalkOps(r.Op, func(o *ir.Operation) {
				if target == nil && o.Def() == fn.Func && o.NumRegions() == 1 && !o.Region(0).Empty() {
					target = o.Region(0).Front()
				}
			})
			if target != nil {
				// A terminator in the middle of a block is invalid.
				b := ir.NewBuilder(r.Ctx)
				b.SetInsertionPointToStart(target)
				b.CreateOp(fn.Return.Name, nil, nil)
			}
			return nil
		},
	}
)
