package cpu

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
)

// isolateReturnedAggregates prepares the host unit for -O0's fast
// instruction selector (strata-compile -O0), which selects a block bottom-up and hands the
// whole block to the slow selector at the first instruction it cannot
// select: llvm.insertvalue and a return of an aggregate are such, and the
// host function returning a memref builds its descriptor with them at the
// end of its one block of thousands of ops (swin's host code: 1.3 s at
// -O1, 0.5 s at -O0 with the fallback, 0.3 s without it). Each return of
// an aggregate built by an insertvalue chain moves, with the chain, into a
// block of its own, so only that small block falls back.
func isolateReturnedAggregates(module *ir.Operation) {
	var returns []*ir.Operation
	ir.WalkOps(module, func(op *ir.Operation) {
		if op.Def() == llvm.Return && op.NumOperands() == 1 {
			returns = append(returns, op)
		}
	})
	for _, op := range returns {
		block := op.Block()
		var chain []*ir.Operation
		for v := op.Operand(0); ; {
			def := v.DefiningOp()
			if def == nil || def.Def() != llvm.InsertValue || def.Block() != block || !v.HasOneUse() {
				break
			}
			chain = append(chain, def)
			v = llvm.InsertValue.OperandGroup(def, "container")[0]
		}
		if len(chain) == 0 {
			continue
		}
		tail := block.SplitBefore(op)
		// The chain was collected from the return up: moved to the front of
		// the new block in that order, each lands before its user.
		for _, def := range chain {
			def.Remove()
			tail.Prepend(def)
		}
		b := ir.NewBuilder(module.Context())
		b.SetInsertionPointToEnd(block)
		b.Create(&ir.OperationState{Name: b.Ctx.NameOf(llvm.Br), Loc: op.Loc(), Successors: []*ir.Block{tail}})
	}
}
