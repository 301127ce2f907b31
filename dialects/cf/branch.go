package cf

import (
	"math/big"

	"github.com/strata-compiler/strata/ir"
)

// What MLIR's BranchOpInterface asks of a branch beyond its operands
// (declared as data by each op's ir.BranchOperands), for passes and the
// canonicalizer. cf ops have no Fold hooks: every simplification of a
// terminator changes successors (cond_br on a constant becomes br, a
// switch on a constant becomes br, assert(true) is erased), which an
// ir.OpDef Fold cannot express; they belong to canonicalization patterns,
// built on these helpers.

// SuccessorForOperands returns the successor a cf branch takes when its
// operands have the given constant values (nil where unknown), or nil when
// that cannot be decided (MLIR's getSuccessorForOperands).
func SuccessorForOperands(op *ir.Operation, operands []ir.Attribute) *ir.Block {
	switch op.Def() {
	case Br:
		return op.Successor(0)
	case CondBr:
		if len(operands) == 0 {
			return nil
		}
		c, ok := operands[0].(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		if c.BigInt().Sign() != 0 {
			return op.Successor(0)
		}
		return op.Successor(1)
	case Switch:
		if len(operands) == 0 {
			return nil
		}
		c, ok := operands[0].(*ir.IntegerAttr)
		if !ok {
			return nil
		}
		w := 64
		if it, ok := op.Operand(0).Type().(*ir.IntegerType); ok {
			w = it.Width
		}
		flag := new(big.Int).Set(c.BigInt())
		if flag.Sign() < 0 {
			flag.Add(flag, new(big.Int).Lsh(big.NewInt(1), uint(w)))
		}
		for i, v := range caseValues(op) {
			if v.Cmp(flag) == 0 && i+1 < op.NumSuccessors() {
				return op.Successor(i + 1)
			}
		}
		return op.Successor(0)
	}
	return nil
}
