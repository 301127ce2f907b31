package linalg

import (
	"github.com/strata-compiler/strata/dialects/memref"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file holds the matchers of the canonicalizations in patterns.go.

// identityGenericOperands returns, for a generic on tensors whose body
// only yields block arguments and whose indexing maps are all equal, the
// operand each yield stands for, one per result (nil when it does not
// apply, or when an operand's type cannot be cast to its result's).
func identityGenericOperands(op *ir.Operation) []*ir.Value {
	b := identityBody(op)
	if b == nil || op.NumResults() == 0 {
		return nil
	}
	for _, v := range op.Operands() {
		switch v.Type().(type) {
		case *ir.MemRefType, *ir.UnrankedMemRefType:
			return nil
		}
	}
	y := b.Terminator()
	if y.NumOperands() != op.NumResults() {
		return nil
	}
	var out []*ir.Value
	for i, v := range y.Operands() {
		if v.OwnerBlock() != b || v.Index() >= op.NumOperands() {
			return nil
		}
		operand := op.Operand(v.Index())
		if t := op.Result(i).Type(); operand.Type() != t && !tensor.CastCompatible(operand.Type(), t) {
			return nil
		}
		out = append(out, operand)
	}
	return out
}

// identityBody returns the body of a generic or copy whose indexing maps
// are all equal and whose body is only a yield, or nil.
func identityBody(op *ir.Operation) *ir.Block {
	if op.NumRegions() == 0 {
		return nil
	}
	maps, err := IndexingMaps(op)
	if err != nil {
		return nil
	}
	for _, m := range maps {
		if m != maps[0] && m.String() != maps[0].String() {
			return nil
		}
	}
	b := op.Region(0).Front()
	if b == nil || b.NumOps() != 1 {
		return nil
	}
	if y := b.Terminator(); y == nil || y.Def() != Yield {
		return nil
	}
	return b
}

// isSelfCopy reports whether op, on buffers, copies its one input onto
// itself: one input, the same value as its one output, yielded as is.
func isSelfCopy(op *ir.Operation) bool {
	b := identityBody(op)
	ins, outs := Inputs(op), Outputs(op)
	if b == nil || len(ins) != 1 || len(outs) != 1 || ins[0] != outs[0] {
		return false
	}
	if _, buffer := ins[0].Type().(*ir.MemRefType); !buffer {
		return false
	}
	y := b.Terminator()
	return y.NumOperands() == 1 && y.Operand(0).OwnerBlock() == b
}

// refill builds a copy of fill writing into init, of init's type.
func refill(rw *rewrite.Rewriter, fill *ir.Operation, init *ir.Value) *ir.Value {
	m := ir.NewIRMapping()
	m.Map(fill.Operand(1), init)
	f := rw.Clone(fill, m)
	f.Result(0).SetType(init.Type())
	return f.Result(0)
}

// sameConstantOrValue reports whether a and b are one value or constants
// of one value.
func sameConstantOrValue(a, b *ir.Value) bool {
	if a == b {
		return true
	}
	ca, cb := rewrite.ConstantValue(a.DefiningOp()), rewrite.ConstantValue(b.DefiningOp())
	return ca != nil && ca == cb
}

// hasRankedMemRefCastOperand reports whether an operand of op is a
// memref.cast of a ranked memref, which memref.FoldCastOperands folds.
func hasRankedMemRefCastOperand(op *ir.Operation) bool {
	for _, v := range op.Operands() {
		if c, ok := memref.AsCast(v.DefiningOp()); ok {
			if _, ranked := c.Source().Type().(*ir.MemRefType); ranked {
				return true
			}
		}
	}
	return false
}
