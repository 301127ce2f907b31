// Package mathtollvm is convert-math-to-llvm: math ops with an LLVM
// intrinsic become llvm.intr.* (rsqrt, log1p and expm1 are expanded), as
// upstream's MathToLLVM. Ops without one (erf, cbrt, ...) are left for
// convert-math-to-libm. The intrinsic ops on bf16 scalars are computed in
// f32 and rounded once (bf16.go), where upstream leaves bfloat to LLVM.
package mathtollvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/dialects/math"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/arithtollvm"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/passes"
	"github.com/strata-compiler/strata/rewrite"
)

// Pass is convert-math-to-llvm.
var Pass = &passes.Pass{
	Argument: "convert-math-to-llvm",
	Name:     "ConvertMathToLLVMPass",
	Summary:  "Convert Math dialect to LLVM dialect",
	Options: []passes.Option{
		{Name: "approximate-log1p", Description: "Enable approximation of Log1p.", Kind: passes.BoolOption, Default: "true"},
	},
	Dialects: []string{"llvm"},
	Run:      func(r *passes.Run) error { return Apply(r.Op) },
}

// Passes lists the package's passes.
func Passes() []*passes.Pass { return []*passes.Pass{Pass} }

// Intrinsics maps math ops to the llvm intrinsic of the same meaning.
var Intrinsics = map[*ir.OpDef]*ir.OpDef{
	math.AbsF: llvm.IntrFAbs, math.Sqrt: llvm.IntrSqrt, math.Exp: llvm.IntrExp, math.Exp2: llvm.IntrExp2,
	math.Log: llvm.IntrLog, math.Log2: llvm.IntrLog2, math.Log10: llvm.IntrLog10,
	math.Sin: llvm.IntrSin, math.Cos: llvm.IntrCos, math.Tan: llvm.IntrTan, math.Tanh: llvm.IntrTanh,
	math.Sinh: llvm.IntrSinh, math.Cosh: llvm.IntrCosh,
	math.Asin: llvm.IntrAsin, math.Acos: llvm.IntrAcos, math.Atan: llvm.IntrAtan, math.Atan2: llvm.IntrAtan2,
	math.Floor: llvm.IntrFloor, math.Ceil: llvm.IntrCeil, math.Round: llvm.IntrRound,
	math.RoundEven: llvm.IntrRoundEven, math.Trunc: llvm.IntrTrunc,
	math.PowF: llvm.IntrPow, math.CopySign: llvm.IntrCopySign, math.Fma: llvm.IntrFMA, math.CtPop: llvm.IntrCtPop,
}

// Apply converts the math ops nested in root that have an LLVM
// counterpart (a partial conversion).
func Apply(root *ir.Operation) error {
	tc := tollvm.NewTypeConverter(root.Context(), tollvm.Options{})
	target := tollvm.NewTarget()
	return rewrite.ApplyPartialConversion(root, target, Populate(target, tc, tollvm.Options{}), tc)
}

// Populate marks the math ops with an LLVM counterpart illegal in target
// and returns the patterns that convert them, for this pass and for
// convert-to-llvm.
func Populate(target *rewrite.ConversionTarget, tc *rewrite.TypeConverter, _ tollvm.Options) []*rewrite.ConversionPattern {
	// As upstream: an op on types the converter cannot map (tensors) is
	// left alone.
	legal := func(op *ir.Operation) bool { return !tollvm.Convertible(tc, op) }
	for from := range Intrinsics {
		target.AddDynamicallyLegalOp(from.Name, legal)
	}
	for _, d := range []*ir.OpDef{math.Rsqrt, math.Log1p, math.ExpM1, math.AbsI} {
		target.AddDynamicallyLegalOp(d.Name, legal)
	}
	return Patterns()
}

func fastmath(op *ir.Operation) []ir.NamedAttr {
	f := arith.FastMathOf(op)
	if f == arith.FastMathNone {
		return nil
	}
	return []ir.NamedAttr{tollvm.Attr("fastmathFlags", llvm.Fastmath(op.Context(), arithtollvm.LLVMFastmath(f)))}
}

// Patterns returns the math-to-llvm patterns.
func Patterns() []*rewrite.ConversionPattern {
	var ps []*rewrite.ConversionPattern
	for from, to := range Intrinsics {
		attrs := fastmath
		if from == math.CtPop {
			attrs = nil
		}
		ps = append(ps, tollvm.OneToOne(from, to, attrs))
	}
	ps = append(ps,
		expand(math.Rsqrt.Name, rsqrt),
		expand(math.Log1p.Name, log1p),
		// absi(x) -> x < 0 ? 0 - x : x (upstream calls llvm.intr.abs with
		// is_int_min_poison=false, which LLVM's optimizer forms from this
		// select; INT_MIN stays INT_MIN either way).
		&rewrite.ConversionPattern{Name: "math.absi-expand", Root: math.AbsI.Name,
			Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
				ts, ok := tollvm.ResultTypes(rw, op)
				if !ok {
					return false
				}
				it, ok := ts[0].(*ir.IntegerType)
				if !ok {
					return false
				}
				b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
				x := operands[0]
				zero := b.V(llvm.Constant.Name, nil, it, tollvm.Attr("value", b.Ctx.IntegerAttr(it, 0)))
				neg := b.V(llvm.ICmp.Name, []*ir.Value{x, zero}, b.Ctx.I(1),
					tollvm.Attr("predicate", b.Ctx.IntegerAttr(b.Ctx.I(64), int64(icmpSLT))))
				negated := b.V(llvm.Sub.Name, []*ir.Value{zero, x}, it)
				rw.ReplaceOp(op, []*ir.Value{b.V(llvm.Select.Name, []*ir.Value{neg, negated, x}, it)})
				return true
			}},
		expand(math.ExpM1.Name, expm1),
	)
	ps = append(ps, bf16Patterns()...)
	return ps
}

// rsqrt(x) -> 1 / sqrt(x)
func rsqrt(b tollvm.B, op *ir.Operation, x *ir.Value, t ir.Type) *ir.Value {
	one := oneOf(b, t)
	s := b.V(llvm.IntrSqrt.Name, []*ir.Value{x}, t, fastmath(op)...)
	return b.V(llvm.FDiv.Name, []*ir.Value{one, s}, t, fastmath(op)...)
}

// log1p(x) -> log(1 + x)
func log1p(b tollvm.B, op *ir.Operation, x *ir.Value, t ir.Type) *ir.Value {
	one := oneOf(b, t)
	s := b.V(llvm.FAdd.Name, []*ir.Value{one, x}, t, fastmath(op)...)
	return b.V(llvm.IntrLog.Name, []*ir.Value{s}, t, fastmath(op)...)
}

// expm1(x) -> exp(x) - 1
func expm1(b tollvm.B, op *ir.Operation, x *ir.Value, t ir.Type) *ir.Value {
	one := oneOf(b, t)
	e := b.V(llvm.IntrExp.Name, []*ir.Value{x}, t, fastmath(op)...)
	return b.V(llvm.FSub.Name, []*ir.Value{e, one}, t, fastmath(op)...)
}

// icmpSLT is the position of "slt" in llvm.ICmpPredicates.
var icmpSLT = func() int {
	for k, n := range llvm.ICmpPredicates {
		if n == "slt" {
			return k
		}
	}
	return -1
}()

func oneOf(b tollvm.B, t ir.Type) *ir.Value {
	ft, ok := t.(*ir.FloatType)
	if !ok {
		return nil
	}
	return b.V(llvm.Constant.Name, nil, t, tollvm.Attr("value", b.Ctx.FloatAttr(ft, 1)))
}

func expand(root string, fn func(b tollvm.B, op *ir.Operation, x *ir.Value, t ir.Type) *ir.Value) *rewrite.ConversionPattern {
	return &rewrite.ConversionPattern{Name: root + "-expand", Root: root,
		Rewrite: func(op *ir.Operation, operands []*ir.Value, rw *rewrite.ConversionRewriter) bool {
			ts, ok := tollvm.ResultTypes(rw, op)
			if !ok {
				return false
			}
			if _, ok := ts[0].(*ir.FloatType); !ok {
				return false
			}
			b := tollvm.NewB(rw.Rewriter, tollvm.Options{})
			rw.ReplaceOp(op, []*ir.Value{fn(b, op, operands[0], ts[0])})
			return true
		}}
}
