package fn

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// Canonicalization are the func dialect's canonicalization patterns.
var Canonicalization = []*rewrite.Pattern{indirectCallOfConstant}

// call_indirect(constant @f, args) -> call @f(args)
// (upstream's SimplifyIndirectCallWithKnownCallee).
var indirectCallOfConstant = &rewrite.Pattern{Name: "SimplifyIndirectCallWithKnownCallee", Root: CallIndirect.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		call, _ := AsCallIndirect(op)
		c := call.Callee().DefiningOp()
		if c == nil || c.Def() != Constant {
			return false
		}
		ref, ok := c.Attr("value").(*ir.SymbolRefAttr)
		if !ok {
			return false
		}
		types := make([]ir.Type, op.NumResults())
		for i, r := range op.Results() {
			types[i] = r.Type()
		}
		rw.SetInsertionPoint(op)
		direct := rw.Create(&ir.OperationState{Name: op.Context().OpName(Call.Name), Loc: op.Loc(),
			Operands: call.CalleeOperands(), Types: types, Attrs: []ir.NamedAttr{{Name: "callee", Value: ref}}})
		rw.ReplaceOp(op, direct.Results())
		return true
	}}
