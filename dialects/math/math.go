// Package math defines MLIR's math dialect: elementary functions on
// floats (sin, exp, ...), their integer counterparts (absi, ctlz, ipowi)
// and float classification (isnan, ...), all elementwise on vectors and
// tensors, with fastmath flags and constant folders.
package math

//go:generate go run ../internal/genaccessors -dialect math

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
)

// Assembly formats of the base shapes.
const (
	fmtUnaryFastMath  = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
	fmtBinaryFastMath = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
	fmtUnary          = "$operand attr-dict `:` type($result)"
)

type folder = func(*ir.Operation, []ir.Attribute) any

// floatUnary is `math.name %x : T` on floating-point-like values.
func floatUnary(name, summary string, fold folder) *ir.OpDef {
	return &ir.OpDef{
		Name:     "math." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "operand", Type: arith.FloatLike}},
		Results:  []ir.ArgDef{{Name: "result", Type: arith.FloatLike}},
		Attrs:    []ir.AttrDef{arith.FastMathAttrDef},
		Traits:   ir.Pure | ir.ElementwiseMappable | ir.SameOperandsAndResultType,
		Format:   fmtUnaryFastMath,
		Verify:   arith.VerifyElementwise,
		Fold:     fold1(fold),
	}
}

// floatBinary is `math.name %x, %y : T`.
func floatBinary(name, summary string, fold folder) *ir.OpDef {
	return &ir.OpDef{
		Name:     "math." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "lhs", Type: arith.FloatLike}, {Name: "rhs", Type: arith.FloatLike}},
		Results:  []ir.ArgDef{{Name: "result", Type: arith.FloatLike}},
		Attrs:    []ir.AttrDef{arith.FastMathAttrDef},
		Traits:   ir.Pure | ir.ElementwiseMappable | ir.SameOperandsAndResultType,
		Format:   fmtBinaryFastMath,
		Verify:   arith.VerifyElementwise,
		Fold:     fold1(fold),
	}
}

// intUnary is `math.name %x : T` on signless-integer-like values.
func intUnary(name, summary string, fold folder) *ir.OpDef {
	return &ir.OpDef{
		Name:     "math." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "operand", Type: arith.SignlessIntegerLike}},
		Results:  []ir.ArgDef{{Name: "result", Type: arith.SignlessIntegerLike}},
		Traits:   ir.Pure | ir.ElementwiseMappable | ir.SameOperandsAndResultType,
		Format:   fmtUnary,
		Verify:   arith.VerifyElementwise,
		Fold:     fold1(fold),
	}
}

// classify is `math.isX %x : T`, an i1 (shaped like x) per element.
func classify(name, summary string, fold folder) *ir.OpDef {
	return &ir.OpDef{
		Name:       "math." + name,
		Summary:    summary,
		Operands:   []ir.ArgDef{{Name: "operand", Type: arith.FloatLike}},
		Results:    []ir.ArgDef{{Name: "result", Type: arith.BoolLike}},
		Attrs:      []ir.AttrDef{arith.FastMathAttrDef},
		Traits:     ir.Pure | ir.ElementwiseMappable,
		Format:     "$operand attr-dict `:` type($operand)",
		Print:      printClassify,
		InferTypes: arith.InferI1SameShape,
		Verify: func(op *ir.Operation) error {
			if op.Result(0).Type() != arith.I1SameShape(op.Context(), op.Operand(0).Type()) {
				return op.EmitError("failed to verify that result type has i1 element type and same shape as operands")
			}
			return arith.VerifyElementwise(op)
		},
		Fold: fold1(fold),
	}
}

// printClassify prints the format above, eliding `fastmath = none` from
// the attribute dictionary as upstream elides default-valued attributes
// (the format interpreter prints every unbound attribute).
func printClassify(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	var elided []string
	if arith.FastMathOf(op) == arith.FastMathNone {
		elided = append(elided, "fastmath")
	}
	p.PrintOptionalAttrDict(op.Attrs(), elided...)
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}

// ---- the op table ----

var (
	AbsF      = floatUnary("absf", "floating point absolute-value operation", nil) // folder set in init
	Acos      = floatUnary("acos", "arcus cosine of the given value", transcendental(acos))
	Acosh     = floatUnary("acosh", "Hyperbolic arcus cosine of the given value", transcendental(acosh))
	Asin      = floatUnary("asin", "arcus sine of the given value", transcendental(asin))
	Asinh     = floatUnary("asinh", "hyperbolic arcus sine of the given value", transcendental(asinh))
	Atan      = floatUnary("atan", "arcus tangent of the given value", transcendental(atan))
	Atanh     = floatUnary("atanh", "hyperbolic arcus tangent of the given value", transcendental(atanh))
	Cbrt      = floatUnary("cbrt", "cube root of the specified value", nil)
	Ceil      = floatUnary("ceil", "ceiling of the specified value", rounding(ceil))
	Cos       = floatUnary("cos", "cosine of the specified value", transcendental(cos))
	Cosh      = floatUnary("cosh", "hyperbolic cosine of the specified value", transcendental(cosh))
	Erf       = floatUnary("erf", "error function of the specified value", transcendental(erf))
	Erfc      = floatUnary("erfc", "complementary error function of the specified value", transcendental(erfc))
	Exp       = floatUnary("exp", "base-e exponential of the specified value", transcendental(exp))
	Exp2      = floatUnary("exp2", "base-2 exponential of the specified value", transcendental(exp2))
	ExpM1     = floatUnary("expm1", "base-e exponential of the specified value minus 1", transcendental(expm1))
	Floor     = floatUnary("floor", "floor of the specified value", rounding(floor))
	Log       = floatUnary("log", "base-e logarithm of the specified value", logarithm(log, 0))
	Log10     = floatUnary("log10", "base-10 logarithm of the specified value", logarithm(log10, 0))
	Log1p     = floatUnary("log1p", "Computes the natural logarithm of one plus the given value", logarithm(log1p, -1))
	Log2      = floatUnary("log2", "base-2 logarithm of the specified value", logarithm(log2, 0))
	Round     = floatUnary("round", "round of the specified value", roundingF32F64(round))
	RoundEven = floatUnary("roundeven", "round of the specified value with halfway cases to even", rounding(roundEven))
	Rsqrt     = floatUnary("rsqrt", "reciprocal of sqrt (1 / sqrt of the specified value)", nil)
	Sin       = floatUnary("sin", "sine of the specified value", transcendental(sin))
	Sinh      = floatUnary("sinh", "hyperbolic sine of the specified value", transcendental(sinh))
	Sqrt      = floatUnary("sqrt", "sqrt of the specified value", foldSqrt)
	Tan       = floatUnary("tan", "tangent of the specified value", transcendental(tan))
	Tanh      = floatUnary("tanh", "hyperbolic tangent of the specified value", transcendental(tanh))
	Trunc     = floatUnary("trunc", "trunc of the specified value", roundingF32F64(trunc))

	Atan2    = floatBinary("atan2", "2-argument arcus tangent of the given values", transcendental2(atan2))
	CopySign = floatBinary("copysign", "A copysign operation", foldCopySign)
	PowF     = floatBinary("powf", "floating point raised to the power of operation", transcendental2(pow))

	AbsI  = intUnary("absi", "integer absolute-value operation", foldAbsI)
	CtLz  = intUnary("ctlz", "counts the leading zeros an integer value", foldCtLz)
	CtTz  = intUnary("cttz", "counts the trailing zeros an integer value", foldCtTz)
	CtPop = intUnary("ctpop", "counts the number of set bits of an integer value", foldCtPop)

	IsFinite = classify("isfinite", "returns true if the operand classifies as finite", classifier(isFinite))
	IsInf    = classify("isinf", "returns true if the operand classifies as infinite", classifier(isInf))
	IsNaN    = classify("isnan", "returns true if the operand classifies as NaN", classifier(isNaN))
	IsNormal = classify("isnormal", "returns true if the operand classifies as normal", classifier(isNormal))
)

// Fma is math.fma: a * b + c with a single rounding.
var Fma = &ir.OpDef{
	Name:    "math.fma",
	Summary: "floating point fused multipy-add operation",
	Operands: []ir.ArgDef{{Name: "a", Type: arith.FloatLike}, {Name: "b", Type: arith.FloatLike},
		{Name: "c", Type: arith.FloatLike}},
	Results: []ir.ArgDef{{Name: "result", Type: arith.FloatLike}},
	Attrs:   []ir.AttrDef{arith.FastMathAttrDef},
	Traits:  ir.Pure | ir.ElementwiseMappable | ir.SameOperandsAndResultType,
	Format:  "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
	Verify:  arith.VerifyElementwise,
}

// FPowI is math.fpowi: a float raised to a signed integer power.
var FPowI = &ir.OpDef{
	Name:      "math.fpowi",
	Summary:   "floating point raised to the signed integer power",
	Operands:  []ir.ArgDef{{Name: "lhs", Type: arith.FloatLike}, {Name: "rhs", Type: arith.SignlessIntegerLike}},
	Results:   []ir.ArgDef{{Name: "result", Type: arith.FloatLike}},
	Attrs:     []ir.AttrDef{arith.FastMathAttrDef},
	Traits:    ir.Pure | ir.ElementwiseMappable | ir.SameOperandsAndResultShape,
	SameTypes: [][]string{{"lhs", "result"}},
	Format:    "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)",
	Verify:    arith.VerifyElementwise,
	Fold:      fold1(foldFPowI),
}

// IPowI is math.ipowi: an integer raised to an integer power (wrapping).
var IPowI = &ir.OpDef{
	Name:     "math.ipowi",
	Summary:  "signed integer raised to the power of operation",
	Operands: []ir.ArgDef{{Name: "lhs", Type: arith.SignlessIntegerLike}, {Name: "rhs", Type: arith.SignlessIntegerLike}},
	Results:  []ir.ArgDef{{Name: "result", Type: arith.SignlessIntegerLike}},
	Traits:   ir.Pure | ir.ElementwiseMappable | ir.SameOperandsAndResultType,
	Format:   "$lhs `,` $rhs attr-dict `:` type($result)",
	Verify:   arith.VerifyElementwise,
	Fold:     fold1(foldIPowI),
}

// SinCos is math.sincos: sine and cosine of one value.
var SinCos = &ir.OpDef{
	Name:      "math.sincos",
	Summary:   "sine and cosine of the specified value",
	Operands:  []ir.ArgDef{{Name: "operand", Type: arith.FloatLike}},
	Results:   []ir.ArgDef{{Name: "sin", Type: arith.FloatLike}, {Name: "cos", Type: arith.FloatLike}},
	Attrs:     []ir.AttrDef{arith.FastMathAttrDef},
	Traits:    ir.Pure | ir.ElementwiseMappable,
	SameTypes: [][]string{{"operand", "sin", "cos"}},
	Format:    "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)",
	Verify:    arith.VerifyElementwise,
	Fold:      foldSinCos,
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		set(op.Result(0), "sin")
		set(op.Result(1), "cos")
	},
}

// ClampF is math.clampf: min(max(x, lo), hi).
var ClampF = &ir.OpDef{
	Name:    "math.clampf",
	Summary: "floating point clamping operation",
	Operands: []ir.ArgDef{{Name: "operand", Type: arith.FloatLike}, {Name: "min", Type: arith.FloatLike},
		{Name: "max", Type: arith.FloatLike}},
	Results: []ir.ArgDef{{Name: "result", Type: arith.FloatLike}},
	Attrs:   []ir.AttrDef{arith.FastMathAttrDef},
	Traits:  ir.Pure | ir.ElementwiseMappable | ir.SameOperandsAndResultType,
	Format:  "$operand `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
	Verify:  arith.VerifyElementwise,
}

// Ops lists every math op.
var Ops = []*ir.OpDef{
	AbsF, AbsI, Acos, Acosh, Asin, Asinh, Atan, Atan2, Atanh, Cbrt, Ceil, ClampF, CopySign, Cos, Cosh,
	CtLz, CtPop, CtTz, Erf, Erfc, Exp, Exp2, ExpM1, FPowI, Floor, Fma, IPowI, IsFinite, IsInf, IsNaN,
	IsNormal, Log, Log10, Log1p, Log2, PowF, Round, RoundEven, Rsqrt, Sin, SinCos, Sinh, Sqrt, Tan,
	Tanh, Trunc,
}

// Register adds the math dialect to ctx (and arith, whose fastmath
// attribute its ops carry).
func Register(ctx *ir.Context) {
	if ctx.Dialect("arith") == nil {
		arith.Register(ctx)
	}
	arith.BindDefaults(ctx, Ops...)
	ctx.MustRegisterOps(Ops...)
	arith.RegisterFoldHooks(ctx, "math")
}

// fold1 adapts a single-result folder to the OpDef hook.
func fold1(f folder) func(*ir.Operation, []ir.Attribute) []any {
	if f == nil {
		return nil
	}
	return func(op *ir.Operation, operands []ir.Attribute) []any {
		if r := f(op, operands); r != nil {
			return []any{r}
		}
		return nil
	}
}

// AbsF's folder matches an AbsF: set in the declaration, it would make the
// package's initialization cyclic.
func init() {
	AbsF.Fold = fold1(foldAbsF)
}
