package scf

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// forLoop is scf.for's LoopLike: its body, and the iter_args it carries
// (operand 3+i, body argument 1+i, result i, yield operand i).
var forLoop = &rewrite.LoopLike{
	Regions: loopBody(0).Regions,
	Carried: func(op *ir.Operation) []rewrite.LoopCarried {
		body := op.Region(0).Front()
		if body == nil {
			return nil
		}
		yield := body.Terminator()
		out := make([]rewrite.LoopCarried, op.NumResults())
		for i := range out {
			out[i] = rewrite.LoopCarried{Init: 3 + i, Arg: body.Arg(1 + i), Result: op.Result(i), Yield: yield, YieldOperand: i}
		}
		return out
	},
	AddCarried: addIterArgs,
}

// addIterArgs rebuilds the scf.for op with iter_args inits added, the body
// moved into the new loop, and yields' values yielded for them.
func addIterArgs(rw *rewrite.Rewriter, op *ir.Operation, inits []*ir.Value, yields func(args []*ir.Value) []*ir.Value) *ir.Operation {
	return rewrite.RebuildWithCarried(rw, op, inits, append([]ir.NamedAttr(nil), op.Attrs()...), yields)
}
