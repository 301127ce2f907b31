package linalg

import (
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the canonicalization patterns. Structured ops declare
// their memory effects per operand (structuredEffects: none on tensors), so
// the generic dead-code rule erases unused ones on tensors; so does
// eraseDeadTensorOp, for the passes that apply it alone.

// Canonicalization lists the dialect's canonicalization patterns.
var Canonicalization = []*rewrite.Pattern{eraseIdentityGeneric, eraseDeadTensorOp, extractOfFill}

// EraseDeadTensorOp is eraseDeadTensorOp, for passes (such as the
// generalization) that clean up as upstream's greedy driver does.
var EraseDeadTensorOp = eraseDeadTensorOp

// generic(ins: x) { yield %in } with identity maps and parallel loops,
// result type = x's type -> x
var eraseIdentityGeneric = &rewrite.Pattern{
	Name: "EraseIdentityLinalgOp", Root: Generic.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		vals := identityGenericInputs(op)
		if vals == nil {
			return false
		}
		rw.ReplaceOp(op, vals)
		return true
	},
}

// linalg op on tensors only, results unused -> erased
var eraseDeadTensorOp = &rewrite.Pattern{
	Name: "EraseDeadLinalgTensorOp", Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if !(IsStructured(op) || op.Def() == Softmax) || !op.UseEmpty() {
			return false
		}
		for _, v := range op.Operands() {
			switch v.Type().(type) {
			case *ir.MemRefType, *ir.UnrankedMemRefType:
				return false
			}
		}
		if b := op.Region(0); op.NumRegions() > 0 && b.Front() != nil {
			for o := b.Front().First(); o != nil; o = o.Next() {
				if !rewrite.IsMemoryEffectFree(o) && o.Def() != Yield {
					return false
				}
			}
		}
		rw.EraseOp(op)
		return true
	},
}

// tensor.extract(linalg.fill(v, t), i...) -> v
var extractOfFill = &rewrite.Pattern{
	Name: "FoldFillWithTensorExtract", Root: tensor.Extract.Name, Benefit: 1,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		d := op.Operand(0).DefiningOp()
		if d == nil || d.Def() != Fill || d.NumOperands() != 2 || d.Operand(0).Type() != op.Result(0).Type() {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{d.Operand(0)})
		return true
	},
}
