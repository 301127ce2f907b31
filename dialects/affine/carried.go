package affine

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// forLoop is affine.for's LoopLike: its body, and the values it carries
// (init i, body argument 1+i, result i, affine.yield operand i).
var forLoop = &rewrite.LoopLike{
	Regions: loopBody.Regions,
	Carried: func(op *ir.Operation) []rewrite.LoopCarried {
		body := op.Region(0).Front()
		if body == nil {
			return nil
		}
		first := op.NumOperands() - op.NumResults() // the inits come last
		yield := body.Terminator()
		out := make([]rewrite.LoopCarried, op.NumResults())
		for i := range out {
			out[i] = rewrite.LoopCarried{Init: first + i, Arg: body.Arg(1 + i), Result: op.Result(i), Yield: yield, YieldOperand: i}
		}
		return out
	},
	AddCarried: addIterArgs,
}

// addIterArgs rebuilds the affine.for op with iter_args inits added (the
// operand segments grown), its body moved in, and yields' values yielded
// for them.
func addIterArgs(rw *rewrite.Rewriter, op *ir.Operation, inits []*ir.Value, yields func(args []*ir.Value) []*ir.Value) *ir.Operation {
	ctx := rw.Ctx
	var attrs []ir.NamedAttr
	for _, a := range op.Attrs() {
		if seg, ok := a.Value.(*ir.DenseArrayAttr); ok && a.Name == "operandSegmentSizes" && len(seg.Ints) == 3 {
			sizes := append([]int64(nil), seg.Ints...)
			sizes[2] += int64(len(inits))
			a = ir.NamedAttr{Name: a.Name, Value: ctx.DenseI32Array(sizes)}
		}
		attrs = append(attrs, a)
	}
	return rewrite.RebuildWithCarried(rw, op, inits, attrs, yields)
}
