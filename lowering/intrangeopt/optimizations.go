// Package intrangeopt holds the passes that rewrite integer code with
// what the integer range analysis (analysis/intrange) proves:
// int-range-optimizations, arith-int-range-narrowing and
// arith-unsigned-when-equivalent.
package intrangeopt

import (
	"github.com/strata-compiler/strata/analysis/intrange"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Optimizations is upstream's int-range-optimizations.
var Optimizations = &passes.Pass{
	Argument: "int-range-optimizations",
	Name:     "IntRangeOptimizations",
	Summary:  "Do optimizations based on integer range analysis",
	Description: `Finds the range of every integer and index value (arith, index and scf ops,
branches whose condition the ranges decide; see analysis/intrange), then
replaces each value whose range holds a single value by a constant (so a
cmpi the ranges decide becomes true or false, and ops left unused are
erased) and removes remsi/remui by a positive constant whose dividend is
already below it. Values in blocks that cannot run are left alone.`,
	Run: func(r *passes.Run) error {
		a := intrange.Analyze(r.Op)
		patterns := rewrite.NewPatternSet(materializeKnownConstants(a),
			deleteTrivialRem(a, arith.RemSI, true), deleteTrivialRem(a, arith.RemUI, false))
		// Upstream's greedy driver defaults to aggressive region
		// simplification (canonicalize asks for less).
		cfg := rewrite.DefaultGreedyConfig()
		cfg.Simplify = rewrite.SimplifyAggressive
		cfg.Listener = forgetErased{a}
		if res := rewrite.ApplyPatternsGreedily(r.Op, patterns, cfg); !res.Changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// forgetErased keeps the analysis free of erased ops.
type forgetErased struct{ a *intrange.Analysis }

func (forgetErased) OpInserted(*ir.Operation)              {}
func (forgetErased) OpModified(*ir.Operation)              {}
func (forgetErased) OpReplaced(*ir.Operation, []*ir.Value) {}
func (l forgetErased) OpErased(op *ir.Operation)           { l.a.Forget(op) }

// materializeKnownConstants: v -> constant c where v's range is {c}, for
// the results of an op that is not a constant already and the arguments
// of the blocks of its regions.
func materializeKnownConstants(a *intrange.Analysis) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "MaterializeKnownConstantValues", Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		if op.HasTrait(ir.ConstantLike) {
			return false
		}
		changed := false
		for _, v := range op.Results() {
			changed = replaceByConstant(a, rw, v, op.OpName().Dialect) || changed
		}
		for _, rg := range op.Regions() {
			for b := rg.Front(); b != nil; b = b.Next() {
				ip := rw.Save()
				rw.SetInsertionPointToStart(b)
				for _, v := range b.Args() {
					changed = replaceByConstant(a, rw, v, op.OpName().Dialect) || changed
				}
				rw.Restore(ip)
			}
		}
		return changed
	}}
}

// replaceByConstant replaces v's uses by a constant of the one value its
// range holds, built by dialect's materializer or else as arith.constant.
func replaceByConstant(a *intrange.Analysis, rw *rewrite.Rewriter, v *ir.Value, dialect string) bool {
	if v.UseEmpty() {
		return false
	}
	c, ok := a.Constant(v)
	if !ok {
		return false
	}
	r, _ := a.Range(v)
	var value ir.Attribute
	if shaped, ok := v.Type().(ir.ShapedType); ok {
		value = splat(rw.Ctx, shaped, c, r.Width)
	} else {
		value = rw.Ctx.IntegerAttr(v.Type(), c)
	}
	loc := rw.Loc
	if def := v.DefiningOp(); def != nil {
		loc = def.Loc()
	}
	op := rewrite.MaterializeConstant(rw, dialect, value, v.Type(), loc)
	if op == nil {
		op = rw.Build(arith.Constant, nil, []ir.Type{v.Type()}, ir.NamedAttr{Name: "value", Value: value})
	}
	a.SetRange(op.Result(0), r)
	rw.ReplaceAllUsesWith(v, op.Result(0))
	return true
}

// splat is the dense attribute of shaped type t whose elements (of w
// bits) all hold c.
func splat(ctx *ir.Context, t ir.ShapedType, c int64, w uint) *ir.DenseElementsAttr {
	u := uint64(c)
	if w < 64 {
		u &= 1<<w - 1
	}
	data := make([]byte, ir.ElemBytes(t.ElementType()))
	for i := range data {
		data[i] = byte(u >> (8 * i))
	}
	return ctx.DenseElementsAttr(t, data)
}

// deleteTrivialRem: rem(x, c) -> x where c > 0 is a constant and x's range
// (signed for remsi, unsigned for remui) lies in [0, c).
func deleteTrivialRem(a *intrange.Analysis, def *ir.OpDef, signed bool) *rewrite.Pattern {
	return &rewrite.Pattern{Name: "DeleteTrivialRem", Root: def.Name, Rewrite: func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		lhs := op.Operand(0)
		var modulusValue int64
		switch c := rewrite.ConstantValue(op.Operand(1).DefiningOp()).(type) {
		case *ir.IntegerAttr:
			if c.Big != nil {
				return false
			}
			modulusValue = c.Int64()
		case *ir.DenseElementsAttr: // a splat of vectors or tensors
			if !c.Splat {
				return false
			}
			modulusValue = c.IntElement(0)
		default:
			return false
		}
		if modulusValue <= 0 {
			return false
		}
		r, ok := a.Range(lhs)
		if !ok {
			return false
		}
		modulus := uint64(modulusValue)
		lo, hi := r.UMin, r.UMax
		if signed {
			if r.SMin < 0 {
				return false
			}
			lo, hi = uint64(r.SMin), uint64(r.SMax)
		} else if signBit(lo, r.Width) || signBit(hi, r.Width) {
			return false
		}
		if lo >= modulus || hi >= modulus || lo > hi {
			return false
		}
		rw.ReplaceOp(op, []*ir.Value{lhs})
		return true
	}}
}

// signBit reports whether the top bit of the w-bit value u is set.
func signBit(u uint64, w uint) bool { return u>>(w-1)&1 == 1 }

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Optimizations, Narrowing, UnsignedWhenEquivalent} }
