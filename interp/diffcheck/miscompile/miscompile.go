// Package miscompile holds a deliberately wrong pass, registered only so
// that tests can show the differential check (strata-opt
// --strata-diff-check) catching a miscompile.
package miscompile

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// swaps are the wrong rewrites: each op becomes its "opposite".
var swaps = map[string]string{
	arith.AddF.Name: arith.SubF.Name,
	arith.AddI.Name: arith.SubI.Name,
}

// Pass rewrites arith.addf/addi into subf/subi: a miscompile on purpose.
var Pass = &passes.Pass{
	Argument: "test-strata-miscompile",
	Name:     "TestStrataMiscompile",
	Summary:  "Test pass that miscompiles on purpose (arith.addf/addi become subf/subi), for the differential check",
	Options: []passes.Option{{Name: "only-first", Kind: passes.BoolOption, Default: "false",
		Description: "Rewrite only the first matching op"}},
	Run: func(r *passes.Run) error {
		var todo []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if _, ok := swaps[op.Name()]; ok {
				todo = append(todo, op)
			}
		})
		if r.Bool("only-first") && len(todo) > 1 {
			todo = todo[:1]
		}
		for _, op := range todo {
			st := &ir.OperationState{Name: r.Ctx.OpName(swaps[op.Name()]), Loc: op.Loc(),
				Operands: op.Operands(), Types: op.ResultTypes(), Attrs: op.Attrs()}
			nop := ir.Create(st)
			op.Block().InsertBefore(nop, op)
			op.ReplaceAllUsesWith(nop.Results())
			op.Erase()
		}
		return nil
	},
}
