package intrangeopt

import (
	"github.com/strata-compiler/strata/analysis/intrange"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// UnsignedWhenEquivalent is upstream's arith-unsigned-when-equivalent.
var UnsignedWhenEquivalent = &passes.Pass{
	Argument: "arith-unsigned-when-equivalent",
	Name:     "ArithUnsignedWhenEquivalent",
	Summary:  "Replace signed ops with unsigned ones where they are proven equivalent",
	Description: `Where the integer range analysis shows every operand and result of a signed
op non-negative (signed and unsigned readings agree), the op becomes its
unsigned form: divsi and floordivsi become divui, ceildivsi ceildivui, remsi
remui, minsi minui, maxsi maxui, extsi extui; a cmpi slt/sle/sgt/sge of
non-negative operands becomes ult/ule/ugt/uge. Nothing else changes (no
folding), as upstream's.`,
	Run: func(r *passes.Run) error {
		a := intrange.Analyze(r.Op)
		var ops []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if unsignedForm[op.Def()] != nil || op.Def() == arith.CmpI {
				ops = append(ops, op)
			}
		})
		rw := rewrite.NewRewriter(r.Ctx)
		changed := false
		for _, op := range ops {
			if toUnsigned(rw, a, op) {
				changed = true
			}
		}
		if !changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// unsignedForm maps each signed op to the op equal to it on
// non-negative values.
var unsignedForm = map[*ir.OpDef]*ir.OpDef{
	arith.DivSI: arith.DivUI, arith.CeilDivSI: arith.CeilDivUI, arith.FloorDivSI: arith.DivUI,
	arith.RemSI: arith.RemUI, arith.MinSI: arith.MinUI, arith.MaxSI: arith.MaxUI, arith.ExtSI: arith.ExtUI,
}

// unsignedPredicate maps the signed orderings to the unsigned ones.
var unsignedPredicate = map[arith.CmpIPredicate]arith.CmpIPredicate{
	arith.CmpISLT: arith.CmpIULT, arith.CmpISLE: arith.CmpIULE, arith.CmpISGT: arith.CmpIUGT, arith.CmpISGE: arith.CmpIUGE,
}

func nonNegative(a *intrange.Analysis, vs []*ir.Value) bool {
	for _, v := range vs {
		r, ok := a.Range(v)
		if !ok || r.SMin < 0 {
			return false
		}
	}
	return true
}

// toUnsigned replaces op by its unsigned form where the ranges allow.
func toUnsigned(rw *rewrite.Rewriter, a *intrange.Analysis, op *ir.Operation) bool {
	rw.SetInsertionPoint(op)
	rw.Loc = op.Loc()
	if op.Def() == arith.CmpI {
		p, ok := unsignedPredicate[arith.CmpIPredicate(arith.Predicate(op))]
		if !ok || !nonNegative(a, op.Operands()) {
			return false
		}
		rw.ModifyInPlace(op, func() { op.SetAttr("predicate", rw.Ctx.IntegerAttr(rw.Ctx.I(64), int64(p))) })
		return true
	}
	if !nonNegative(a, op.Operands()) || !nonNegative(a, op.Results()) {
		return false
	}
	var attrs []ir.NamedAttr
	for _, at := range op.Attrs() {
		if unsignedForm[op.Def()].AttrDef(at.Name) != nil {
			attrs = append(attrs, at)
		}
	}
	n := rw.Build(unsignedForm[op.Def()], op.Operands(), op.ResultTypes(), attrs...)
	rw.ReplaceOp(op, n.Results())
	return true
}
