package arith

import (
	"github.com/strata-compiler/strata/dialects/ub"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// ---- poison ----
//
// ub.poison is no constant here (the folders never see it), so what
// upstream's common folders do with a poison operand is written as
// patterns: an op that computes from a poison value yields poison, and
// select drops a poison choice. As in mlir-opt-22, comparisons and shifts
// keep a poison operand, and bitcast has its own rule (bitcastOfPoison).

// poisonPropagating are the ops whose result is poison when an operand
// is: op(..., ub.poison, ...) -> ub.poison of op's result type.
var poisonPropagating = []*ir.OpDef{
	AddI, SubI, MulI, DivUI, DivSI, CeilDivUI, CeilDivSI, FloorDivSI, RemUI, RemSI,
	AndI, OrI, XOrI, MaxSI, MaxUI, MinSI, MinUI,
	AddF, SubF, MulF, DivF, RemF, MaximumF, MinimumF, MaxNumF, MinNumF, NegF,
	ExtUI, ExtSI, TruncI, ExtF, TruncF, UIToFP, SIToFP, FPToUI, FPToSI, IndexCast, IndexCastUI,
}

// poisonPatterns is one PoisonPropagation pattern per poisonPropagating
// op, and select's.
func poisonPatterns() []*rewrite.Pattern {
	ps := []*rewrite.Pattern{selectOfPoison}
	for _, d := range poisonPropagating {
		ps = append(ps, &rewrite.Pattern{Name: "PoisonPropagation", Root: d.Name, Benefit: 2, Rewrite: propagatePoison})
	}
	return ps
}

// propagatePoison replaces op by ub.poison when one of its operands is:
// that operand where it has the result's type, else a new ub.poison.
func propagatePoison(op *ir.Operation, rw *rewrite.Rewriter) bool {
	for _, v := range op.Operands() {
		if defOp(v, ub.Poison) == nil {
			continue
		}
		if v.Type() == op.Result(0).Type() {
			rw.ReplaceOp(op, []*ir.Value{v})
			return true
		}
		p := rw.CreateAt(op.Loc(), ub.Poison.Name, nil, []ir.Type{op.Result(0).Type()})
		rw.ReplaceOp(op, p.Results())
		return true
	}
	return false
}

// select(c, ub.poison, x) -> x, select(c, x, ub.poison) -> x (after the
// folds of a constant condition and of equal choices)
var selectOfPoison = &rewrite.Pattern{Name: "SelectOfPoison", Root: Select.Name, Benefit: 2,
	Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		s := SelectOp{op}
		switch {
		case defOp(s.TrueValue(), ub.Poison) != nil:
			rw.ReplaceOp(op, []*ir.Value{s.FalseValue()})
		case defOp(s.FalseValue(), ub.Poison) != nil:
			rw.ReplaceOp(op, []*ir.Value{s.TrueValue()})
		default:
			return false
		}
		return true
	}}
