// Package mathtollvm is convert-math-to-llvm: math ops with an LLVM
// intrinsic become llvm.intr.* (rsqrt, log1p and expm1 are expanded), as
// upstream's MathToLLVM. Ops without one (erf, cbrt, ...) are left for
// convert-math-to-libm. The intrinsic ops on bf16 scalars are computed in
// f32 and rounded once (bf16.go), where upstream leaves bfloat to LLVM.
package mathtollvm

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/llvm"
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
var Intrinsics = map[string]string{
	"math.absf": "fabs", "math.sqrt": "sqrt", "math.exp": "exp", "math.exp2": "exp2",
	"math.log": "log", "math.log2": "log2", "math.log10": "log10",
	"math.sin": "sin", "math.cos": "cos", "math.tan": "tan", "math.tanh": "tanh", "math.sinh": "sinh", "math.cosh": "cosh",
	"math.asin": "asin", "math.acos": "acos", "math.atan": "atan", "math.atan2": "atan2",
	"math.floor": "floor", "math.ceil": "ceil", "math.round": "round", "math.roundeven": "roundeven", "math.trunc": "trunc",
	"math.powf": "pow", "math.copysign": "copysign", "math.fma": "fma", "math.ctpop": "ctpop",
}

// Apply converts the math ops nested in root that have an LLVM
// counterpart (a partial conversion).
func Apply(root *ir.Operation) error {
	tc := tollvm.NewTypeConverter(root.Context(), tollvm.Options{})
	target := tollvm.NewTarget()
	// As upstream: an op on types the converter cannot map (tensors) is
	// left alone.
	convertible := func(op *ir.Operation) bool {
		for _, v := range op.Operands() {
			if tc.Convert(v.Type()) == nil {
				return true
			}
		}
		for _, v := range op.Results() {
			if tc.Convert(v.Type()) == nil {
				return true
			}
		}
		return false
	}
	for name := range Intrinsics {
		target.AddDynamicallyLegalOp(name, convertible)
	}
	for _, name := range []string{"math.rsqrt", "math.log1p", "math.expm1", "math.absi"} {
		target.AddDynamicallyLegalOp(name, convertible)
	}
	return rewrite.ApplyPartialConversion(root, target, Patterns(), tc)
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
		if from == "math.ctpop" {
			attrs = nil
		}
		ps = append(ps, tollvm.OneToOne(from, "llvm.intr."+to, attrs))
	}
	ps = append(ps,
		expand("math.rsqrt", rsqrt),
		expand("math.log1p", log1p),
		// absi(x) -> x < 0 ? 0 - x : x (upstream calls llvm.intr.abs with
		// is_int_min_poison=false, which LLVM's optimizer forms from this
		// select; INT_MIN stays INT_MIN either way).
		&rewrite.ConversionPattern{Name: "math.absi-expand", Root: "math.absi",
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
				zero := b.V("llvm.mlir.constant", nil, it, tollvm.Attr("value", b.Ctx.IntegerAttr(it, 0)))
				neg := b.V("llvm.icmp", []*ir.Value{x, zero}, b.Ctx.I(1),
					tollvm.Attr("predicate", b.Ctx.IntegerAttr(b.Ctx.I(64), int64(icmpSLT))))
				negated := b.V("llvm.sub", []*ir.Value{zero, x}, it)
				rw.ReplaceOp(op, []*ir.Value{b.V("llvm.select", []*ir.Value{neg, negated, x}, it)})
				return true
			}},
		expand("math.expm1", expm1),
	)
	ps = append(ps, bf16Patterns()...)
	return ps
}

// rsqrt(x) -> 1 / sqrt(x)
func rsqrt(b tollvm.B, op *ir.Operation, x *ir.Value, t ir.Type) *ir.Value {
	one := oneOf(b, t)
	s := b.V("llvm.intr.sqrt", []*ir.Value{x}, t, fastmath(op)...)
	return b.V("llvm.fdiv", []*ir.Value{one, s}, t, fastmath(op)...)
}

// log1p(x) -> log(1 + x)
func log1p(b tollvm.B, op *ir.Operation, x *ir.Value, t ir.Type) *ir.Value {
	one := oneOf(b, t)
	s := b.V("llvm.fadd", []*ir.Value{one, x}, t, fastmath(op)...)
	return b.V("llvm.intr.log", []*ir.Value{s}, t, fastmath(op)...)
}

// expm1(x) -> exp(x) - 1
func expm1(b tollvm.B, op *ir.Operation, x *ir.Value, t ir.Type) *ir.Value {
	one := oneOf(b, t)
	e := b.V("llvm.intr.exp", []*ir.Value{x}, t, fastmath(op)...)
	return b.V("llvm.fsub", []*ir.Value{e, one}, t, fastmath(op)...)
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
	return b.V("llvm.mlir.constant", nil, t, tollvm.Attr("value", b.Ctx.FloatAttr(ft, 1)))
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
