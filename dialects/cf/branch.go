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

// switchSuccessor is cf.switch's SuccessorFor: the case whose value
// equals the constant flag (compared as unsigned numbers of the flag's
// width), else the default destination.
func switchSuccessor(op *ir.Operation, operands []ir.Attribute) (int, bool) {
	if len(operands) == 0 {
		return 0, false
	}
	c, ok := operands[0].(*ir.IntegerAttr)
	if !ok {
		return 0, false
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
			return i + 1, true
		}
	}
	return 0, true
}
