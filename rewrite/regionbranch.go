package rewrite

import "github.com/strata-compiler/strata/ir"

// RegionBranchInterface maps to a *RegionBranch (MLIR's
// RegionBranchOpInterface as the generic passes need it: which values
// flow into which when control enters a region op, passes between its
// regions or leaves it).
const RegionBranchInterface = "RegionBranchOpInterface"

// Flow says that operand Operand (of a region op, or of a terminator in
// one of its regions) becomes each value in To: results of the op or
// arguments of a region's entry block. Operands that no Flow names are
// control operands (bounds, conditions, a switch's index).
type Flow struct {
	Operand int
	To      []*ir.Value
}

// RegionBranch describes a region op's data flow.
type RegionBranch struct {
	// Entry lists the flows of the op's own operands.
	Entry func(op *ir.Operation) []Flow
	// Exit lists the flows of the operands of t, a terminator without
	// successors in one of op's regions.
	Exit func(op, t *ir.Operation) []Flow
	// Trim drops the results, and the values a loop carries, that live
	// says are dead, with the operands, terminator operands, block
	// arguments and ops that only feed them; it reports whether it
	// changed anything. Nil when the op cannot drop results.
	Trim func(op *ir.Operation, live func(*ir.Value) bool, rw *Rewriter) bool
}

// RegionBranchOf returns op's RegionBranch, or nil.
func RegionBranchOf(op *ir.Operation) *RegionBranch {
	if op == nil || op.Def() == nil {
		return nil
	}
	rb, _ := op.Def().Interfaces[RegionBranchInterface].(*RegionBranch)
	return rb
}
