// Package arithexpand is upstream's arith-expand: arith ops that LLVM has
// no instruction for rewritten into simpler arith ops.
package arithexpand

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is arith-expand.
var Pass = &passes.Pass{
	Argument: "arith-expand",
	Name:     "ArithExpandOpsPass",
	Summary:  "Legalize Arith ops to be convertible to LLVM.",
	Description: `Rewrites, on scalars, the ops without a direct LLVM instruction into
other arith ops, as upstream's expansions do: ceildivsi and floordivsi into
divsi with a correction of one where the remainder is not zero and the signs
(agree | differ); ceildivui into (a == 0 ? 0 : (a - 1) / b + 1);
maximumf/minimumf into a cmpf ugt/ult and select, NaN in the second operand
propagated; maxnumf/minnumf likewise, the second operand taken when the first
is NaN. Vector and tensor operands are left as they are. With include-bf16,
extf from bf16 to f32 becomes the bf16 bits shifted into the high half of
an i32, and truncf from f32 to bf16 (without a rounding mode) rounds the
bits to nearest even in integer ops, NaN becoming 0x7fc0, as upstream's;
these also on vectors.`,
	Dialects: []string{"arith"},
	Options: []passes.Option{{Name: "include-bf16", Kind: passes.BoolOption, Default: "false",
		Description: "Enable the BF16 expansion patterns"}},
	Run: func(r *passes.Run) error {
		if r.Bool("include-bf16") {
			expandBF16(r.Op)
		}
		var ops []*ir.Operation
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if expansions[op.Def()] != nil && op.NumResults() == 1 && isScalar(op.Result(0).Type()) {
				ops = append(ops, op)
			}
		})
		rw := rewrite.NewRewriter(r.Op.Context())
		for _, op := range ops {
			rw.SetInsertionPoint(op)
			rw.Loc = op.Loc()
			e := expander{rw: rw, t: op.Result(0).Type()}
			rw.ReplaceOp(op, []*ir.Value{expansions[op.Def()](e, op.Operand(0), op.Operand(1))})
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

func isScalar(t ir.Type) bool {
	switch t.(type) {
	case *ir.IntegerType, *ir.IndexType, *ir.FloatType:
		return true
	}
	return false
}

// expansions maps each op the pass expands to its expansion of (a, b).
var expansions = map[*ir.OpDef]func(expander, *ir.Value, *ir.Value) *ir.Value{
	arith.CeilDivSI:  expander.ceilDivSI,
	arith.CeilDivUI:  expander.ceilDivUI,
	arith.FloorDivSI: expander.floorDivSI,
	arith.MaximumF:   func(e expander, a, b *ir.Value) *ir.Value { return e.minMax(arith.CmpFUGT, a, b, b) },
	arith.MinimumF:   func(e expander, a, b *ir.Value) *ir.Value { return e.minMax(arith.CmpFULT, a, b, b) },
	arith.MaxNumF:    func(e expander, a, b *ir.Value) *ir.Value { return e.minMax(arith.CmpFUGT, a, b, a) },
	arith.MinNumF:    func(e expander, a, b *ir.Value) *ir.Value { return e.minMax(arith.CmpFULT, a, b, a) },
}

type expander struct {
	rw *rewrite.Rewriter
	t  ir.Type
}

func (e expander) c(v int64) *ir.Value {
	return e.rw.Build(arith.Constant, nil, []ir.Type{e.t}, ir.NamedAttr{Name: "value", Value: e.rw.Ctx.IntegerAttr(e.t, v)}).Result(0)
}

func (e expander) bin(d *ir.OpDef, x, y *ir.Value) *ir.Value {
	return e.rw.Build(d, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
}

func (e expander) cmpi(p arith.CmpIPredicate, x, y *ir.Value) *ir.Value {
	return e.rw.Build(arith.CmpI, []*ir.Value{x, y}, []ir.Type{e.rw.Ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: e.rw.Ctx.IntegerAttr(e.rw.Ctx.I(64), int64(p))}).Result(0)
}

func (e expander) cmpf(p arith.CmpFPredicate, x, y *ir.Value) *ir.Value {
	return e.rw.Build(arith.CmpF, []*ir.Value{x, y}, []ir.Type{e.rw.Ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: e.rw.Ctx.IntegerAttr(e.rw.Ctx.I(64), int64(p))}).Result(0)
}

func (e expander) sel(c, x, y *ir.Value) *ir.Value {
	return e.rw.Build(arith.Select, []*ir.Value{c, x, y}, []ir.Type{x.Type()}).Result(0)
}

// divCorrected is a / b (divsi) plus delta where the division is not exact
// and the operands' signs are (agree: ceil, or differ: floor).
func (e expander) divCorrected(a, b *ir.Value, agree bool, delta int64) *ir.Value {
	zero := e.c(0)
	q := e.bin(arith.DivSI, a, b)
	inexact := e.cmpi(arith.CmpINE, a, e.bin(arith.MulI, q, b))
	signs := arith.CmpINE
	if agree {
		signs = arith.CmpIEQ
	}
	fix := e.bin(arith.AndI, inexact, e.cmpi(signs, e.cmpi(arith.CmpISLT, a, zero), e.cmpi(arith.CmpISLT, b, zero)))
	return e.sel(fix, e.bin(arith.AddI, q, e.c(delta)), q)
}

func (e expander) ceilDivSI(a, b *ir.Value) *ir.Value  { return e.divCorrected(a, b, true, 1) }
func (e expander) floorDivSI(a, b *ir.Value) *ir.Value { return e.divCorrected(a, b, false, -1) }

func (e expander) ceilDivUI(a, b *ir.Value) *ir.Value {
	zero, one := e.c(0), e.c(1)
	isZero := e.cmpi(arith.CmpIEQ, a, zero)
	q := e.bin(arith.AddI, e.bin(arith.DivUI, e.bin(arith.SubI, a, one), b), one)
	return e.sel(isZero, zero, q)
}

// minMax selects a or b by pred (ugt for max, ult for min), then takes b
// where nanOf is NaN.
func (e expander) minMax(pred arith.CmpFPredicate, a, b, nanOf *ir.Value) *ir.Value {
	picked := e.sel(e.cmpf(pred, a, b), a, b)
	return e.sel(e.cmpf(arith.CmpFUNO, nanOf, nanOf), b, picked)
}
