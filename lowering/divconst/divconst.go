// Package divconst is strata-arith-divide-by-constant: unsigned divisions
// and remainders by a power of two as shifts and masks, and 32-bit ones by
// another constant as a multiplication by the divisor's "magic"
// reciprocal, shifts and a subtraction, as LLVM's code generators do. The GPU pipelines need it because they emit PTX
// themselves: ptxas divides by a constant with its general sequence (a
// float reciprocal refined by integer steps, some fifteen instructions,
// recomputed wherever a division sits in its own branch), where the
// multiplication is one IMAD.WIDE.U32 and three more. Delinearizing a
// thread's position (the index of every element of an elementwise
// kernel, every element an implicit GEMM's staging computes) is such
// divisions.
package divconst

import (
	"math"
	"math/bits"

	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is strata-arith-divide-by-constant.
var Pass = &passes.Pass{
	Argument: "strata-arith-divide-by-constant",
	Name:     "StrataArithDivideByConstant",
	Summary:  "Divide unsigned integers by constants through shifts, and 32-bit ones through multiplications",
	Description: "Each scalar integer or index arith.divui or arith.remui whose divisor is an arith.constant power of two 2^k " +
		"(k > 0) becomes arith.shrui by k or arith.andi with 2^k-1. An i32 one by another constant d > 1 with l = ceil(log2 d) and " +
		"m = floor(2^32 (2^l - d) / d) + 1 (Granlund and Montgomery's round-up method, exact for every 32-bit dividend): " +
		"t = the high half of m*x (both extended to i64, multiplied, shifted right by 32, truncated), " +
		"q = (t + ((x - t) >> 1)) >> (l - 1), and the remainder x - q*d. A divisor of 0 or 1 is left alone " +
		"(canonicalize folds x/1; x/0 is undefined), as are other widths' divisions by other constants (their high " +
		"half would need a wider multiplication), vectors and signed divisions.",
	Dialects: []string{"arith"},
	Run: func(r *passes.Run) error {
		cfg := rewrite.DefaultGreedyConfig()
		if res := rewrite.ApplyPatternsGreedily(r.Op, patterns, cfg); !res.Changed {
			r.MarkUnchanged()
		}
		return nil
	},
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

var patterns = rewrite.NewPatternSet(
	&rewrite.Pattern{Name: "DivUIByConstant", Root: arith.DivUI.Name, Rewrite: byConstant(false)},
	&rewrite.Pattern{Name: "RemUIByConstant", Root: arith.RemUI.Name, Rewrite: byConstant(true)},
)

// Magic is the multiplier and final shift of a division by d, a divisor
// that is not a power of two (d > 2): x / d is
// (t + ((x - t) >> 1)) >> Shift with t = (Multiplier * x) >> 32.
func Magic(d uint32) (multiplier uint32, shift uint) {
	l := uint(bits.Len32(d - 1)) // ceil(log2 d)
	// (2^l - d) < 2^31 because d > 2^(l-1), so the numerator fits 64 bits.
	m := ((uint64(1)<<l - uint64(d)) << 32) / uint64(d)
	return uint32(m + 1), l - 1
}

// Divide is the sequence the pass emits, evaluated: x / d for d > 1.
func Divide(x, d uint32) uint32 {
	if d&(d-1) == 0 {
		return x >> bits.TrailingZeros32(d)
	}
	m, shift := Magic(d)
	t := uint32((uint64(m) * uint64(x)) >> 32)
	return (t + (x-t)>>1) >> shift
}

// byConstant rewrites x / d (or x % d with remainder) for a constant
// divisor d > 1: a power of two of any width, another d of 32 bits.
func byConstant(remainder bool) func(op *ir.Operation, rw *rewrite.Rewriter) bool {
	return func(op *ir.Operation, rw *rewrite.Rewriter) bool {
		typ := op.Result(0).Type()
		width := 64 // index: the GPU's
		if it, ok := typ.(*ir.IntegerType); ok {
			width = it.Width
		} else if _, ok := typ.(*ir.IndexType); !ok {
			return false
		}
		attr, ok := rewrite.ValueConstant(op.Operand(1)).(*ir.IntegerAttr)
		if !ok || width > 64 {
			return false
		}
		d := uint64(attr.Int64()) & (math.MaxUint64 >> (64 - width))
		if d < 2 || d&(d-1) != 0 && width != 32 {
			return false
		}
		ctx := rw.Ctx
		i32, i64 := ctx.I(32), ctx.I(64)
		rw.Loc = op.Loc()
		rw.SetInsertionPoint(op)
		constant := func(t ir.Type, v int64) *ir.Value { return arith.BuildConstantInt(rw.Builder, t, v) }
		binary := func(def *ir.OpDef, x, y *ir.Value) *ir.Value {
			return rw.Build(def, []*ir.Value{x, y}, []ir.Type{x.Type()}).Result(0)
		}
		x := op.Operand(0)
		var result *ir.Value
		switch {
		case d&(d-1) == 0 && remainder:
			result = binary(arith.AndI, x, constant(typ, int64(d-1)))
		case d&(d-1) == 0:
			result = binary(arith.ShRUI, x, constant(typ, int64(bits.TrailingZeros64(d))))
		default:
			m, shift := Magic(uint32(d))
			wide := rw.Build(arith.ExtUI, []*ir.Value{x}, []ir.Type{i64}).Result(0)
			product := binary(arith.MulI, wide, constant(i64, int64(m)))
			high := binary(arith.ShRUI, product, constant(i64, 32))
			t := rw.Build(arith.TruncI, []*ir.Value{high}, []ir.Type{i32}).Result(0)
			half := binary(arith.ShRUI, binary(arith.SubI, x, t), constant(i32, 1))
			result = binary(arith.ShRUI, binary(arith.AddI, t, half), constant(i32, int64(shift)))
			if remainder {
				result = binary(arith.SubI, x, binary(arith.MulI, result, op.Operand(1)))
				break
			}
			// The remainders of x by d after it (a delinearization
			// computes both) take this quotient.
			for o, next := op.Next(), (*ir.Operation)(nil); o != nil; o = next {
				next = o.Next()
				if o.Def() == arith.RemUI && o.Operand(0) == x && o.Operand(1) == op.Operand(1) {
					rw.SetInsertionPoint(o)
					rw.ReplaceOp(o, []*ir.Value{binary(arith.SubI, x, binary(arith.MulI, result, op.Operand(1)))})
				}
			}
		}
		rw.ReplaceOp(op, []*ir.Value{result})
		return true
	}
}
