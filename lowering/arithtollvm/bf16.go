package arithtollvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/rewrite"
)

// bf16 scalars are computed in f32 here, and every rounding to bf16 is
// spelled out in integer operations (upstream's arith-emulate-unsupported-floats
// and arith-expand's bf16 patterns, in one pass). LLVM's x86 backend also
// computes bfloat in float, but rounds back by calling __truncsfbf2 (or
// __truncdfbf2) wherever the CPU has no bf16 conversion instruction, and
// libgcc before GCC 13 defines neither: such a module did not link. Only
// the rounding needs this: extending bf16 is a shift LLVM emits itself.
// Vectors of bf16 keep the plain patterns.

// bf16Patterns are tried before the plain patterns of the same ops.
func bf16Patterns() []*rewrite.ConversionPattern {
	ps := []*rewrite.ConversionPattern{
		{Name: "TruncFToBF16", Root: arith.TruncF.Name, Benefit: 1, Rewrite: truncFToBF16},
		{Name: "SIToFPToBF16", Root: arith.SIToFP.Name, Benefit: 1, Rewrite: intToBF16(llvm.SIToFP.Name)},
		{Name: "UIToFPToBF16", Root: arith.UIToFP.Name, Benefit: 1, Rewrite: intToBF16(llvm.UIToFP.Name)},
	}
	for _, p := range []struct {
		from *ir.OpDef
		to   string
	}{
		{arith.AddF, llvm.FAdd.Name}, {arith.SubF, llvm.FSub.Name}, {arith.MulF, llvm.FMul.Name},
		{arith.DivF, llvm.FDiv.Name}, {arith.RemF, llvm.FRem.Name}, {arith.NegF, llvm.FNeg.Name},
		{arith.MaximumF, llvm.IntrMaximum.Name}, {arith.MinimumF, llvm.IntrMinimum.Name},
		{arith.MaxNumF, llvm.IntrMaxNum.Name}, {arith.MinNumF, llvm.IntrMinNum.Name},
	} {
		ps = append(ps, &rewrite.ConversionPattern{Name: p.from.Name + "-bf16-in-f32", Root: p.from.Name, Benefit: 1,
			Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
				if !IsBF16(op.Result(0).Type()) {
					return false
				}
				b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
				f32 := b.Ctx.F32()
				args := make([]*ir.Value, len(operands))
				for i, a := range operands {
					args[i] = b.V(llvm.FPExt.Name, []*ir.Value{a}, f32)
				}
				r := b.V(p.to, args, f32, fastmath(op)...)
				rw.ReplaceOp(op, []*ir.Value{TruncToBF16(b, r)})
				return true
			}})
	}
	return ps
}

// IsBF16 reports whether t is the scalar bf16.
func IsBF16(t ir.Type) bool {
	ft, ok := t.(*ir.FloatType)
	return ok && ft.Kind == ir.BF16
}

// truncf x : f32/f64 to bf16, the default rounding (to nearest even).
func truncFToBF16(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	if op.HasAttr("roundingmode") || !IsBF16(op.Result(0).Type()) {
		return false
	}
	ft, ok := operands[0].Type().(*ir.FloatType)
	if !ok || (ft.Kind != ir.F32 && ft.Kind != ir.F64) {
		return false
	}
	rw.ReplaceOp(op, []*ir.Value{TruncToBF16(tollvm.NewB(rw.Rewriter, tollvm.Options{}), operands[0])})
	return true
}

// intToBF16 converts an integer through f64 (exact up to 2^53, so the one
// rounding is TruncToBF16's; larger magnitudes round twice).
func intToBF16(conv string) func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
	return func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
		if !IsBF16(op.Result(0).Type()) {
			return false
		}
		if _, ok := operands[0].Type().(*ir.IntegerType); !ok {
			return false
		}
		b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
		d := b.V(conv, operands, b.Ctx.F64())
		rw.ReplaceOp(op, []*ir.Value{TruncToBF16(b, d)})
		return true
	}
}

// TruncToBF16 rounds x, an llvm f32 or f64 scalar, to the nearest bf16
// (ties to even; NaN becomes the quiet NaN 0x7fc0, as upstream) with
// integer operations only. An f64 is first rounded to f32 to odd, which
// keeps the second rounding exact (f32 has more than two bits beyond
// bf16's, at every exponent, subnormals included).
func TruncToBF16(b tollvm.B, x *ir.Value) *ir.Value {
	i16, i32 := b.Ctx.I(16), b.Ctx.I(32)
	if ft, ok := x.Type().(*ir.FloatType); ok && ft.Kind == ir.F64 {
		x = truncToOddF32(b, x)
	}
	bits := b.V(llvm.Bitcast.Name, []*ir.Value{x}, i32)
	c16 := b.IntConst(i32, 16)
	hi := b.V(llvm.LShr.Name, []*ir.Value{bits, c16}, i32)
	lsb := b.V(llvm.And.Name, []*ir.Value{hi, b.IntConst(i32, 1)}, i32)
	bias := b.V(llvm.Add.Name, []*ir.Value{lsb, b.IntConst(i32, 0x7fff)}, i32)
	rounded := b.V(llvm.Add.Name, []*ir.Value{bits, bias}, i32)
	r := b.V(llvm.Trunc.Name, []*ir.Value{b.V(llvm.LShr.Name, []*ir.Value{rounded, c16}, i32)}, i16)
	nan := fcmp(b, "uno", x, x)
	r = b.V(llvm.Select.Name, []*ir.Value{nan, b.IntConst(i16, 0x7fc0), r}, i16)
	return b.V(llvm.Bitcast.Name, []*ir.Value{r}, b.Ctx.BF16())
}

// truncToOddF32 rounds f64 x to f32 to odd: toward zero, with the last
// bit set when that was inexact (NaN and exact values as fptrunc gives
// them). fptrunc rounds to nearest; one step toward zero undoes a
// rounding away from zero (an overflow to infinity becomes the largest
// float, whose last bit is set).
func truncToOddF32(b tollvm.B, x *ir.Value) *ir.Value {
	i32, f32, f64 := b.Ctx.I(32), b.Ctx.F32(), b.Ctx.F64()
	t := b.V(llvm.FPTrunc.Name, []*ir.Value{x}, f32)
	back := b.V(llvm.FPExt.Name, []*ir.Value{t}, f64)
	inexact := fcmp(b, "one", back, x)
	away := fcmp(b, "ogt", b.V(llvm.IntrFAbs.Name, []*ir.Value{back}, f64), b.V(llvm.IntrFAbs.Name, []*ir.Value{x}, f64))
	bits := b.V(llvm.Bitcast.Name, []*ir.Value{t}, i32)
	down := b.V(llvm.Sub.Name, []*ir.Value{bits, b.V(llvm.ZExt.Name, []*ir.Value{away}, i32)}, i32)
	odd := b.V(llvm.Or.Name, []*ir.Value{down, b.IntConst(i32, 1)}, i32)
	bits = b.V(llvm.Select.Name, []*ir.Value{inexact, odd, bits}, i32)
	return b.V(llvm.Bitcast.Name, []*ir.Value{bits}, f32)
}

func fcmp(b tollvm.B, pred string, x, y *ir.Value) *ir.Value {
	i := int64(0)
	for k, n := range llvm.FCmpPredicates {
		if n == pred {
			i = int64(k)
		}
	}
	return b.V(llvm.FCmp.Name, []*ir.Value{x, y}, b.Ctx.I(1), tollvm.Attr("predicate", b.Ctx.IntegerAttr(b.Ctx.I(64), i)))
}
