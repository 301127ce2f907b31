package tensor

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// foldCastIntoDestinationStyleOp: op(..., cast(x), ...) -> op(..., x, ...)
// for a destination-passing-style op (rewrite.DestinationStyleInterface:
// linalg's ops, tensor.insert) whose tensor.cast operands only made x less
// static; a result written into a folded init takes x's type, with a cast
// back to the old type for its users (upstream's FoldTensorCastProducerOp).
// tensor.insert_slice folds its casts itself (insertSliceCastFolder), and
// loops and relayout ops (linalg.pack, unpack) are left to their own
// patterns, as upstream leaves them.
var foldCastIntoDestinationStyleOp = &rewrite.Pattern{Name: "FoldTensorCastProducerOp", Root: "", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		d := op.Def()
		if d == nil || d == InsertSlice || d.Interfaces[rewrite.LoopLikeInterface] != nil ||
			d.Interfaces[rewrite.RelayoutInterface] == true {
			return false
		}
		initsOf, ok := d.Interfaces[rewrite.DestinationStyleInterface].(func(*ir.Operation) []*ir.Value)
		if !ok {
			return false
		}
		m := ir.NewIRMapping()
		folded := false
		for _, v := range op.Operands() {
			if c := v.DefiningOp(); castFoldsIntoConsumer(c) {
				m.Map(v, c.Operand(0))
				folded = true
			}
		}
		if !folded {
			return false
		}
		inits := initPositions(op, initsOf(op))
		if inits == nil {
			return false
		}
		rw.SetInsertionPoint(op)
		clone := rw.Clone(op, m)
		for i, pos := range inits {
			if i < clone.NumResults() && isTensor(clone.Operand(pos).Type()) {
				clone.Result(i).SetType(clone.Operand(pos).Type())
			}
		}
		results := make([]*ir.Value, op.NumResults())
		for i, r := range clone.Results() {
			results[i] = r
			if old := op.Result(i).Type(); r.Type() != old {
				results[i] = rw.CreateAt(op.Loc(), Cast.Name, []*ir.Value{r}, []ir.Type{old}).Result(0)
			}
		}
		rw.ReplaceOp(op, results)
		return true
	}}

// initPositions returns the operand positions of op's inits, in order:
// each init is the last operand holding its value before the next init's
// position (linalg's outs come last, after ins that may be the same
// value), or nil when one is missing.
func initPositions(op *ir.Operation, inits []*ir.Value) []int {
	pos := make([]int, len(inits))
	next := op.NumOperands()
	for k := len(inits) - 1; k >= 0; k-- {
		j := next - 1
		for j >= 0 && op.Operand(j) != inits[k] {
			j--
		}
		if j < 0 {
			return nil
		}
		pos[k], next = j, j
	}
	return pos
}

// isTensor reports whether t is a tensor type.
func isTensor(t ir.Type) bool {
	switch t.(type) {
	case *ir.RankedTensorType, *ir.UnrankedTensorType:
		return true
	}
	return false
}
