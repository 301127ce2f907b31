package cf

import (
	"fmt"

	"github.com/strata-compiler/strata/ir"
)

// The verifiers of cf ops. As in MLIR, the checks every branch shares
// (BranchOpInterface: successor operands against the target's block
// arguments; WeightedBranchOpInterface: branch weights) report without the
// "'cf.br' op" prefix, and the op's own checks with it.

// opError is an error at op without MLIR's "'name' op " prefix (MLIR's
// op->emitError()).
func opError(op *ir.Operation, format string, args ...any) *ir.Diagnostic {
	return &ir.Diagnostic{Severity: ir.SevError, Loc: op.Loc(), Op: op, Message: fmt.Sprintf(format, args...)}
}

// verifyWeights checks branch weights: one per successor, not all zero.
func verifyWeights(op *ir.Operation) error {
	w, ok := op.Attr("branch_weights").(*ir.DenseArrayAttr)
	if !ok {
		return nil
	}
	if len(w.Ints) != op.NumSuccessors() {
		return opError(op, "expects number of branch weights to match number of successors: %d vs %d", len(w.Ints), op.NumSuccessors())
	}
	for _, v := range w.Ints {
		if v != 0 {
			return nil
		}
	}
	return opError(op, "branch weights cannot all be zero")
}

func verifyCondBr(op *ir.Operation) error {
	return verifyWeights(op)
}

func verifySwitch(op *ir.Operation) error {
	// case_operand_segments must account for every case operand, one
	// segment per case (upstream crashes on the second rule).
	all := SwitchOp{op}.CaseOperands()
	segs, _ := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	total := 0
	for _, n := range segs.Ints {
		total += int(n)
	}
	if total != len(all) {
		return op.EmitError("caseOperands count (%d) does not match with the total size (%d) specified in attribute 'case_operand_segments'", len(all), total)
	}
	ncases := op.NumSuccessors() - 1
	if len(segs.Ints) != ncases {
		return op.EmitError("number of case operand segments (%d) should match number of case destinations (%d)", len(segs.Ints), ncases)
	}
	cv, _ := op.Attr("case_values").(*ir.DenseElementsAttr)
	if cv == nil {
		if ncases != 0 {
			return op.EmitError("number of case values (0) should match number of case destinations (%d)", ncases)
		}
		return nil
	}
	flagType := op.Operand(0).Type()
	if et := cv.Type.ElementType(); et != flagType {
		return op.EmitError("'flag' type ('%s') should match case value type ('%s')", ir.TypeString(flagType), ir.TypeString(et))
	}
	if n := cv.NumElements(); n != int64(ncases) {
		return op.EmitError("number of case values (%d) should match number of case destinations (%d)", n, ncases)
	}
	return nil
}
