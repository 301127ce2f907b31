// Package reciprocaldiv is strata-reciprocal-division: the f32 divisions
// of a block by one divisor (a softmax's row by its sum) computed from
// the divisor's reciprocal with a correction step that keeps every
// quotient the correctly rounded one, instead of an IEEE division each.
package reciprocaldiv

import (
	"math"

	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/dialects/scf"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
)

// Pass is strata-reciprocal-division.
var Pass = &passes.Pass{
	Argument: "strata-reciprocal-division",
	Name:     "StrataReciprocalDivision",
	Summary:  "Divide by one divisor through its reciprocal, keeping IEEE division's results",
	Description: "In each block, the scalar f32 arith.divf ops that share their divisor s (at least min-divisions of them, " +
		"whose dividends are all defined before the first) are computed together where the first one was: with y = 1/s " +
		"(one IEEE division), each a/s is q0 = a*y, r = fma(-s, q0, a), q = fma(r, y, q0) (Markstein's correction: q is " +
		"the correctly rounded a/s when y is the correctly rounded 1/s and nothing under- or overflows), a zero a giving q0. " +
		"Those steps run under an scf.if on every dividend being zero or of magnitude in [2^-50, 2^50] and the divisor's " +
		"magnitude in [2^-50, 2^50]; otherwise the else branch divides each as before. Every result is bit-identical to " +
		"the division's. On the GPU a division is a sequence with its own check and slow path (softmax's sixteen a thread " +
		"were a fifth of its time on the H200); here there is one check and one branch per group.",
	Dialects: []string{"arith", "math", "scf"},
	Options: []passes.Option{{Name: "min-divisions", Kind: passes.IntOption, Default: "2",
		Description: "The fewest divisions by one divisor in a block that are rewritten together (at least 1)"}},
	Run: func(r *passes.Run) error {
		least := r.Int("min-divisions")
		if least < 1 {
			return r.Errorf("min-divisions must be at least 1, got %d", least)
		}
		var blocks []*ir.Block
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			for _, rg := range op.Regions() {
				blocks = append(blocks, rg.Blocks()...)
			}
		})
		b := ir.NewBuilder(r.Ctx)
		for _, blk := range blocks {
			for _, group := range groups(blk, int(least)) {
				rewrite(b, group)
			}
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// safeLow and safeHigh bound the magnitudes of the dividends and the
// divisor the reciprocal path takes: the quotient and the correction's
// residual stay normal, where the correction is exact.
var safeLow, safeHigh = math.Ldexp(1, -50), math.Ldexp(1, 50)

// groups returns, in block order, the groups of scalar f32 divisions of
// blk by one divisor whose dividends are all defined before the group's
// first division (so that the group can be computed there), each with at
// least least members.
func groups(blk *ir.Block, least int) [][]*ir.Operation {
	byDivisor := map[*ir.Value][]*ir.Operation{}
	var order []*ir.Value
	for _, op := range blk.Ops() {
		if op.Def() != arith.DivF {
			continue
		}
		if ft, ok := op.Result(0).Type().(*ir.FloatType); !ok || ft.Kind != ir.F32 {
			continue
		}
		s := divisor(op)
		if byDivisor[s] == nil {
			order = append(order, s)
		}
		byDivisor[s] = append(byDivisor[s], op)
	}
	var out [][]*ir.Operation
	for _, s := range order {
		first := byDivisor[s][0]
		var group []*ir.Operation
		for _, op := range byDivisor[s] {
			if definedBefore(dividend(op), first) {
				group = append(group, op)
			}
		}
		if len(group) >= least {
			out = append(out, group)
		}
	}
	return out
}

// definedBefore reports whether v is available at op: an argument of an
// enclosing block, or the result of an op before op in its block or
// outside that block.
func definedBefore(v *ir.Value, op *ir.Operation) bool {
	def := v.DefiningOp()
	if def == nil {
		return true // a block argument of this block or an enclosing one
	}
	if def.Block() != op.Block() {
		return true // defined in an enclosing block: it dominates op's
	}
	return def != op && def.IsBeforeInBlock(op)
}

// rewrite computes group's divisions at its first one, through the
// reciprocal where every operand is in range, and replaces them.
func rewrite(b *ir.Builder, group []*ir.Operation) {
	b.SetInsertionPoint(group[0])
	b.Loc = group[0].Loc()
	f32 := group[0].Result(0).Type()
	s := divisor(group[0])
	c := func(v float64) *ir.Value {
		return b.Build(arith.Constant, nil, []ir.Type{f32}, ir.NamedAttr{Name: "value", Value: b.Ctx.FloatAttr(f32.(*ir.FloatType), v)}).Result(0)
	}
	low, high, zero := c(safeLow), c(safeHigh), c(0)
	inRange := func(v *ir.Value) *ir.Value {
		magnitude := b.Build(mathd.AbsF, []*ir.Value{v}, []ir.Type{f32}).Result(0)
		// Ordered comparisons: a NaN is out of range.
		return b.Build(arith.AndI, []*ir.Value{cmp(b, arith.CmpFOGE, magnitude, low), cmp(b, arith.CmpFOLE, magnitude, high)},
			[]ir.Type{b.Ctx.I(1)}).Result(0)
	}
	all := inRange(s)
	isZero := make([]*ir.Value, len(group))
	for i, op := range group {
		a := dividend(op)
		isZero[i] = cmp(b, arith.CmpFOEQ, a, zero)
		ok := b.Build(arith.OrI, []*ir.Value{isZero[i], inRange(a)}, []ir.Type{b.Ctx.I(1)}).Result(0)
		all = b.Build(arith.AndI, []*ir.Value{all, ok}, []ir.Type{b.Ctx.I(1)}).Result(0)
	}
	types := make([]ir.Type, len(group))
	for i := range types {
		types[i] = f32
	}
	results := scf.BuildIfElse(b, all, types, func() []*ir.Value {
		y := b.Build(arith.DivF, []*ir.Value{c(1), s}, []ir.Type{f32}).Result(0)
		minusS := b.Build(arith.NegF, []*ir.Value{s}, []ir.Type{f32}).Result(0)
		out := make([]*ir.Value, len(group))
		for i, op := range group {
			a := dividend(op)
			q0 := b.Build(arith.MulF, []*ir.Value{a, y}, []ir.Type{f32}).Result(0)
			residual := b.Build(mathd.Fma, []*ir.Value{minusS, q0, a}, []ir.Type{f32}).Result(0)
			q := b.Build(mathd.Fma, []*ir.Value{residual, y, q0}, []ir.Type{f32}).Result(0)
			// fma(r, y, -0) would be +0 where -0/s is -0.
			out[i] = b.Build(arith.Select, []*ir.Value{isZero[i], q0, q}, []ir.Type{f32}).Result(0)
		}
		return out
	}, func() []*ir.Value {
		out := make([]*ir.Value, len(group))
		for i, op := range group {
			out[i] = b.Insert(op.Clone(ir.NewIRMapping())).Result(0)
		}
		return out
	})
	for i, op := range group {
		op.Result(0).ReplaceAllUsesWith(results[i])
		op.Erase()
	}
}

// dividend and divisor are an arith.divf's lhs and rhs operands.
func dividend(div *ir.Operation) *ir.Value { return div.Operand(0) }
func divisor(div *ir.Operation) *ir.Value  { return div.Operand(1) }

func cmp(b *ir.Builder, pred arith.CmpFPredicate, x, y *ir.Value) *ir.Value {
	return b.Build(arith.CmpF, []*ir.Value{x, y}, []ir.Type{b.Ctx.I(1)},
		ir.NamedAttr{Name: "predicate", Value: b.Ctx.IntegerAttr(b.Ctx.I(64), int64(pred))}).Result(0)
}
