// Package fmacontract fuses floating-point multiplications into the
// additions that read them: math-uplift-to-fma (upstream's) turns
// arith.addf(arith.mulf(a, b), c), both allowing contraction, into
// math.fma(a, b, c), and strata-arith-allow-contract allows contraction on
// the f32 and f64 multiplications and additions of a module, as nvcc's
// --fmad=true (its default) and Triton do for the kernels PyTorch runs. A
// fused multiply-add is one instruction and one rounding where the two
// ops are two of each: a SIMT matrix product's inner loop halves.
package fmacontract

import (
	"github.com/strata-compiler/strata/dialects/arith"
	mathd "github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Uplift is math-uplift-to-fma.
var Uplift = &passes.Pass{
	Argument: "math-uplift-to-fma",
	Name:     "MathUpliftToFMA",
	Summary:  "Uplift arith ops to math.fma.",
	Description: "Each arith.addf one of whose operands is an arith.mulf, both with the `contract` fastmath flag, " +
		"becomes math.fma of the multiplication's operands and the addition's other operand (the left one's " +
		"multiplication when both are), with the flags the two ops share. The multiplication stays while something " +
		"else reads it. The result is rounded once instead of twice, so it may differ from the two ops' in the last " +
		"place: that is what the flag allows.",
	Dialects: []string{"arith", "math"},
	Run: func(r *passes.Run) error {
		if res := rewrite.ApplyPatternsGreedily(r.Op, upliftPatterns, rewrite.DefaultGreedyConfig()); !res.Changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// AllowContract is strata-arith-allow-contract.
var AllowContract = &passes.Pass{
	Argument: "strata-arith-allow-contract",
	Name:     "StrataArithAllowContract",
	Summary:  "Allow contraction on f32 and f64 multiplications and additions",
	Description: "Adds the `contract` fastmath flag to every arith.mulf and arith.addf of f32 or f64 (or vectors " +
		"or tensors of them) under the op, for math-uplift-to-fma: what nvcc's --fmad=true, its default, allows in the CUDA " +
		"kernels PyTorch runs, and Triton in Inductor's. Other types are left alone: 16-bit arithmetic keeps its " +
		"own rounding.",
	Dialects: []string{"arith"},
	Run: func(r *passes.Run) error {
		changed := false
		ir.WalkOps(r.Op, func(op *ir.Operation) {
			if op.Def() != arith.MulF && op.Def() != arith.AddF || !wideFloat(op.Result(0).Type()) {
				return
			}
			flags := arith.FastMathOf(op)
			if flags&arith.FastMathContract == 0 {
				op.SetAttr("fastmath", arith.FastMath(r.Ctx, flags|arith.FastMathContract))
				changed = true
			}
		})
		if !changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Uplift, AllowContract} }

// wideFloat reports whether t is f32 or f64, or a vector or tensor of them.
func wideFloat(t ir.Type) bool {
	ft, ok := ir.ElementTypeOrSelf(t).(*ir.FloatType)
	return ok && (ft.Kind == ir.F32 || ft.Kind == ir.F64)
}

var upliftPatterns = rewrite.NewPatternSet(
	&rewrite.Pattern{Name: "UpliftFma", Root: arith.AddF.Name, Rewrite: upliftFma},
)

// upliftFma rewrites add = addf(mulf(a, b), c) (or addf(c, mulf(a, b))),
// both allowing contraction, into fma(a, b, c).
func upliftFma(add *ir.Operation, rw *rewrite.Rewriter) bool {
	addFlags := arith.FastMathOf(add)
	if addFlags&arith.FastMathContract == 0 {
		return false
	}
	for i := range 2 {
		mul := add.Operand(i).DefiningOp()
		if mul == nil || mul.Def() != arith.MulF || arith.FastMathOf(mul)&arith.FastMathContract == 0 {
			continue
		}
		rw.SetInsertionPoint(add)
		rw.Loc = add.Loc()
		operands := []*ir.Value{mul.Operand(0), mul.Operand(1), add.Operand(1 - i)}
		var attrs []ir.NamedAttr
		if shared := addFlags & arith.FastMathOf(mul); shared != arith.FastMathNone {
			attrs = append(attrs, ir.NamedAttr{Name: "fastmath", Value: arith.FastMath(rw.Ctx, shared)})
		}
		fma := rw.Build(mathd.Fma, operands, []ir.Type{add.Result(0).Type()}, attrs...)
		rw.ReplaceOp(add, fma.Results())
		return true
	}
	return false
}
