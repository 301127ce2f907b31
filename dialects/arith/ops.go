package arith

//go:generate go run ../internal/genaccessors -dialect arith

import (
	"math/big"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// This file is the arith op table: one declaration per op, built from a
// few base shapes (integer and float binaries, casts) so that each op
// states only what is its own. Folders live in fold_*.go, next to the
// algebra they implement.

// Assembly formats shared by the base shapes.
const (
	fmtBinary         = "$lhs `,` $rhs attr-dict `:` type($result)"
	fmtBinaryOverflow = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"
	fmtBinaryExact    = "$lhs `,` $rhs (custom<Exact>($isExact)^)? attr-dict `:` type($result)"
	fmtBinaryFastMath = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
	fmtCast           = "$in attr-dict `:` type($in) `to` type($out)"
)

var (
	lhsRhs = func(tc *ir.TypeConstraint) []ir.ArgDef {
		return []ir.ArgDef{{Name: "lhs", Type: tc}, {Name: "rhs", Type: tc}}
	}
	result   = func(tc *ir.TypeConstraint) []ir.ArgDef { return []ir.ArgDef{{Name: "result", Type: tc}} }
	isExact  = ir.AttrDef{Name: "isExact", Constraint: ir.UnitAttrConstraint, Optional: true}
	elemwise = ir.Pure | ir.ElementwiseMappable
)

// intBinary is an integer binary op on signless-integer-like values:
// operands and result of one type.
func intBinary(name, summary string, traits ir.Trait, fold func(*ir.Operation, []ir.Attribute) any) *ir.OpDef {
	return &ir.OpDef{
		Name:     "arith." + name,
		Summary:  summary,
		Operands: lhsRhs(SignlessIntegerLike),
		Results:  result(SignlessIntegerLike),
		Traits:   traits | ir.SameOperandsAndResultType | ir.ElementwiseMappable,
		Format:   fmtBinary,
		Verify:   VerifyElementwise,
		Fold:     fold1(fold),
	}
}

// withOverflow adds the overflowFlags attribute (nsw, nuw).
func withOverflow(d *ir.OpDef) *ir.OpDef {
	d.Attrs = append(d.Attrs, overflowAttrDef)
	d.Format = fmtBinaryOverflow
	return d
}

// withExact adds the `exact` unit attribute (poison if bits are lost).
func withExact(d *ir.OpDef) *ir.OpDef {
	d.Attrs = append(d.Attrs, isExact)
	d.CustomDirectives = map[string]ir.CustomDirective{"Exact": unitKeyword("exact", "isExact")}
	d.Format = fmtBinaryExact
	return d
}

// divLike marks a division NoMemoryEffect and speculatable only for a
// constant divisor that is not zero (nor -1 when signed).
func divLike(d *ir.OpDef, signed bool) *ir.OpDef {
	d.Interfaces = map[string]any{
		rewrite.MemoryEffectsInterface: rewrite.NoMemoryEffect,
		rewrite.SpeculatableInterface: func(op *ir.Operation) rewrite.Speculatability {
			c := rewrite.ValueConstant(op.Operand(1))
			if c == nil || isZero(c) || (signed && isAllOnes(c)) || !matchInt(c, func(*big.Int, int) bool { return true }) {
				return rewrite.NotSpeculatable
			}
			return rewrite.Speculatable
		},
	}
	return d
}

// floatBinary is a float binary op with fastmath flags.
func floatBinary(name, summary string, traits ir.Trait, fold func(*ir.Operation, []ir.Attribute) any) *ir.OpDef {
	return &ir.OpDef{
		Name:     "arith." + name,
		Summary:  summary,
		Operands: lhsRhs(FloatLike),
		Results:  result(FloatLike),
		Attrs:    []ir.AttrDef{FastMathAttrDef},
		Traits:   traits | elemwise | ir.SameOperandsAndResultType,
		Format:   fmtBinaryFastMath,
		Verify:   VerifyElementwise,
		Fold:     fold1(fold),
	}
}

// cast is a one-operand conversion `$in : T to U`; compatible decides
// whether the element types may be converted.
func cast(name, summary string, in, out *ir.TypeConstraint, compatible func(in, out ir.Type) bool,
	fold func(*ir.Operation, []ir.Attribute) any) *ir.OpDef {
	return &ir.OpDef{
		Name:     "arith." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "in", Type: in}},
		Results:  []ir.ArgDef{{Name: "out", Type: out}},
		Traits:   elemwise,
		Format:   fmtCast,
		Verify:   verifyCast(compatible),
		Fold:     fold1(fold),
	}
}

// ---- integer arithmetic ----

var (
	AddI = withOverflow(intBinary("addi", "integer addition operation", ir.Pure|ir.Commutative, nil))
	SubI = withOverflow(intBinary("subi", "Integer subtraction operation.", ir.Pure, nil))
	MulI = withOverflow(intBinary("muli", "Integer multiplication operation.", ir.Pure|ir.Commutative, foldMulI))
	// Divisions are free of memory effects but not Pure: dividing by zero
	// (or INT_MIN by -1) is undefined behaviour, so they are speculated
	// (hoisted) only for a divisor known safe (upstream's
	// ConditionallySpeculatable). floordivsi and the remainders are Pure
	// upstream.
	DivSI      = divLike(withExact(intBinary("divsi", "signed integer division operation", 0, foldDivSI)), true)
	DivUI      = divLike(withExact(intBinary("divui", "unsigned integer division operation", 0, foldDivUI)), false)
	CeilDivSI  = divLike(intBinary("ceildivsi", "signed ceil integer division operation", 0, foldCeilDivSI), true)
	CeilDivUI  = divLike(intBinary("ceildivui", "unsigned ceil integer division operation", 0, foldCeilDivUI), false)
	FloorDivSI = intBinary("floordivsi", "signed floor integer division operation", ir.Pure, foldFloorDivSI)
	RemSI      = intBinary("remsi", "signed integer division remainder operation", ir.Pure, foldRemSI)
	RemUI      = intBinary("remui", "unsigned integer division remainder operation", ir.Pure, foldRemUI)
	AndI       = intBinary("andi", "integer binary and", ir.Pure|ir.Commutative|ir.Idempotent, foldAndI)
	OrI        = intBinary("ori", "integer binary or", ir.Pure|ir.Commutative|ir.Idempotent, foldOrI)
	XOrI       = intBinary("xori", "integer binary xor", ir.Pure|ir.Commutative, nil)
	ShLI       = withOverflow(intBinary("shli", "integer left-shift", ir.Pure, foldShLI))
	ShRSI      = withExact(intBinary("shrsi", "signed integer right-shift", ir.Pure, foldShRSI))
	ShRUI      = withExact(intBinary("shrui", "unsigned integer right-shift", ir.Pure, foldShRUI))
	MaxSI      = intBinary("maxsi", "signed integer maximum operation", ir.Pure|ir.Commutative, foldMaxSI)
	MaxUI      = intBinary("maxui", "unsigned integer maximum operation", ir.Pure|ir.Commutative, foldMaxUI)
	MinSI      = intBinary("minsi", "signed integer minimum operation", ir.Pure|ir.Commutative, foldMinSI)
	MinUI      = intBinary("minui", "unsigned integer minimum operation", ir.Pure|ir.Commutative, foldMinUI)
)

// AddUIExtended is arith.addui_extended: the sum and an i1 carry.
var AddUIExtended = &ir.OpDef{
	Name:      "arith.addui_extended",
	Summary:   "extended unsigned integer addition operation returning sum and overflow bit",
	Operands:  lhsRhs(SignlessIntegerLike),
	Results:   []ir.ArgDef{{Name: "sum", Type: SignlessIntegerLike}, {Name: "overflow", Type: BoolLike}},
	Traits:    elemwise | ir.Commutative,
	SameTypes: [][]string{{"lhs", "rhs", "sum"}},
	Format:    "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)",
	Verify:    VerifyElementwise,
	Fold:      foldAddUIExtended,
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		set(op.Result(0), "sum")
		set(op.Result(1), "overflow")
	},
}

// mulExtended is arith.mulsi_extended / arith.mului_extended: the low and
// high halves of the double-width product.
func mulExtended(name, summary string, signed bool) *ir.OpDef {
	return &ir.OpDef{
		Name:      "arith." + name,
		Summary:   summary,
		Operands:  lhsRhs(SignlessIntegerLike),
		Results:   []ir.ArgDef{{Name: "low", Type: SignlessIntegerLike}, {Name: "high", Type: SignlessIntegerLike}},
		Traits:    elemwise | ir.Commutative,
		SameTypes: [][]string{{"lhs", "rhs", "low", "high"}},
		Format:    "$lhs `,` $rhs attr-dict `:` type($lhs)",
		Verify:    VerifyElementwise,
		Fold:      foldMulExtended(signed),
		AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
			set(op.Result(0), "low")
			set(op.Result(1), "high")
		},
	}
}

var (
	MulSIExtended = mulExtended("mulsi_extended", "extended signed integer multiplication operation", true)
	MulUIExtended = mulExtended("mului_extended", "extended unsigned integer multiplication operation", false)
)

// ---- float arithmetic ----

var (
	AddF     = floatBinary("addf", "floating point addition operation", ir.Commutative, foldAddF)
	SubF     = floatBinary("subf", "floating point subtraction operation", 0, foldSubF)
	MulF     = floatBinary("mulf", "floating point multiplication operation", ir.Commutative, foldMulF)
	DivF     = floatBinary("divf", "floating point division operation", 0, foldDivF)
	RemF     = floatBinary("remf", "floating point division remainder operation", 0, foldRemF)
	MaximumF = floatBinary("maximumf", "floating-point maximum operation", ir.Commutative, foldMaximumF)
	MinimumF = floatBinary("minimumf", "floating-point minimum operation", ir.Commutative, foldMinimumF)
	MaxNumF  = floatBinary("maxnumf", "floating-point maximum operation", ir.Commutative, foldMaxNumF)
	MinNumF  = floatBinary("minnumf", "floating-point minimum operation", ir.Commutative, foldMinNumF)
)

// NegF is arith.negf.
var NegF = &ir.OpDef{
	Name:     "arith.negf",
	Summary:  "floating point negation",
	Operands: []ir.ArgDef{{Name: "operand", Type: FloatLike}},
	Results:  result(FloatLike),
	Attrs:    []ir.AttrDef{FastMathAttrDef},
	Traits:   elemwise | ir.SameOperandsAndResultType | ir.Involution,
	Format:   "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)",
	Verify:   VerifyElementwise,
}

// ---- comparisons and select ----

// CmpI is arith.cmpi: an integer comparison yielding i1 (elementwise).
var CmpI = &ir.OpDef{
	Name:       "arith.cmpi",
	Summary:    "integer comparison operation",
	Operands:   lhsRhs(SignlessIntegerLike),
	Results:    result(BoolLike),
	Attrs:      []ir.AttrDef{{Name: "predicate", Constraint: cmpIEnum.constraint("predicate")}},
	Traits:     elemwise | ir.SameTypeOperands,
	Format:     "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)",
	InferTypes: InferI1SameShape,
	Verify:     verifyCmp,
	Fold:       fold1(foldCmpI),
}

// CmpF is arith.cmpf: a float comparison yielding i1 (elementwise).
var CmpF = &ir.OpDef{
	Name:     "arith.cmpf",
	Summary:  "floating-point comparison operation",
	Operands: lhsRhs(FloatLike),
	Results:  result(BoolLike),
	Attrs: []ir.AttrDef{{Name: "predicate", Constraint: cmpFEnum.constraint("predicate")},
		FastMathAttrDef},
	Traits:     elemwise | ir.SameTypeOperands,
	Format:     "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)",
	InferTypes: InferI1SameShape,
	Verify:     verifyCmp,
	Fold:       fold1(foldCmpF),
}

// Select is arith.select: `cond ? a : b`, elementwise when cond is shaped.
var Select = &ir.OpDef{
	Name:    "arith.select",
	Summary: "select operation",
	Operands: []ir.ArgDef{{Name: "condition", Type: BoolLike}, {Name: "true_value", Type: ir.AnyType},
		{Name: "false_value", Type: ir.AnyType}},
	Results:   result(ir.AnyType),
	Traits:    elemwise,
	SameTypes: [][]string{{"true_value", "false_value", "result"}},
	Parse:     parseSelect,
	Print:     printSelect,
	Verify:    verifySelect,
	Fold:      fold1(foldSelect),
}

// ---- constant ----

// Constant is arith.constant: an integer, float or elements attribute as
// an SSA value.
var Constant = &ir.OpDef{
	Name:           "arith.constant",
	Summary:        "integer or floating point constant",
	Results:        result(AnyTypedValue),
	Attrs:          []ir.AttrDef{{Name: "value", Constraint: ir.AnyAttr}},
	Traits:         ir.Pure | ir.ConstantLike,
	Parse:          parseConstant,
	Print:          printConstant,
	Verify:         verifyConstant,
	Fold:           func(op *ir.Operation, _ []ir.Attribute) []any { return []any{op.Attr("value")} },
	AsmResultNames: constantResultNames,
}

// ---- casts ----

var (
	ExtSI  = cast("extsi", "integer sign extension operation", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, wider, nil)
	ExtUI  = cast("extui", "integer zero extension operation", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike, wider, nil)
	TruncI = withCastOverflow(cast("trunci", "integer truncation operation", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike,
		narrower, nil))
	ExtF   = withCastFastMath(cast("extf", "cast from floating-point to wider floating-point", FloatLike, FloatLike, wider, foldExtF))
	TruncF = withCastRounding(withCastFastMath(cast("truncf", "cast from floating-point to narrower floating-point", FloatLike, FloatLike,
		narrower, foldTruncF)))
	SIToFP       = cast("sitofp", "cast from integer type to floating-point", SignlessFixedWidthIntegerLike, FloatLike, intToFloat, foldIntToFP(true))
	UIToFP       = cast("uitofp", "cast from unsigned integer type to floating-point", SignlessFixedWidthIntegerLike, FloatLike, intToFloat, foldIntToFP(false))
	FPToSI       = cast("fptosi", "cast from floating-point type to integer type", FloatLike, SignlessFixedWidthIntegerLike, floatToInt, foldFPToInt(true))
	FPToUI       = cast("fptoui", "cast from floating-point type to integer type", FloatLike, SignlessFixedWidthIntegerLike, floatToInt, foldFPToInt(false))
	IndexCast    = cast("index_cast", "index cast operation", IndexCastType, IndexCastType, indexCastable, foldIndexCast(true))
	IndexCastUI  = cast("index_castui", "unsigned index cast operation", IndexCastType, IndexCastType, indexCastable, foldIndexCast(false))
	Bitcast      = cast("bitcast", "bitcast between values of equal bit width", BitcastType, BitcastType, sameWidth, nil)
	ScalingExtF  = scalingCast("scaling_extf", "Upcasts input floats using provided scale values following OCP MXFP Spec", wider)
	ScalingTrunc = scalingCast("scaling_truncf", "Downcasts input floating point values using provided scale values following OCP MXFP Spec", narrower)
)

func withCastOverflow(d *ir.OpDef) *ir.OpDef {
	d.Attrs = append(d.Attrs, overflowAttrDef)
	d.Format = "$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"
	return d
}

func withCastFastMath(d *ir.OpDef) *ir.OpDef {
	d.Attrs = append(d.Attrs, ir.AttrDef{Name: "fastmath", Constraint: FastMathAttrConstraint, Optional: true})
	d.Format = "$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
	return d
}

var roundingModeAttr = ir.AttrDef{Name: "roundingmode", Constraint: roundingEnum.constraint("roundingmode"), Optional: true}

func withCastRounding(d *ir.OpDef) *ir.OpDef {
	d.Attrs = append(d.Attrs, roundingModeAttr)
	d.CustomDirectives = map[string]ir.CustomDirective{"RoundingMode": roundingModeDirective("roundingmode")}
	d.Format = "$in (custom<RoundingMode>($roundingmode)^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"
	return d
}

// scalingCast is arith.scaling_extf / arith.scaling_truncf: a float cast
// whose input is multiplied by a per-element scale.
func scalingCast(name, summary string, compatible func(in, out ir.Type) bool) *ir.OpDef {
	d := &ir.OpDef{
		Name:     "arith." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "in", Type: FloatLike}, {Name: "scale", Type: FloatLike}},
		Results:  []ir.ArgDef{{Name: "out", Type: FloatLike}},
		Attrs:    []ir.AttrDef{{Name: "fastmath", Constraint: FastMathAttrConstraint, Optional: true}},
		Traits:   elemwise,
		Format:   "$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)",
		Verify: func(op *ir.Operation) error {
			if err := VerifyElementwise(op); err != nil {
				return err
			}
			in, scale, out := op.Operand(0).Type(), op.Operand(1).Type(), op.Result(0).Type()
			if !compatible(elemOf(in), elemOf(out)) {
				return op.EmitError("operand types '%s', '%s' and result type '%s' are cast incompatible",
					ir.TypeString(in), ir.TypeString(scale), ir.TypeString(out))
			}
			return nil
		},
	}
	if name == "scaling_truncf" {
		d.Attrs = append(d.Attrs, roundingModeAttr)
		d.CustomDirectives = map[string]ir.CustomDirective{"RoundingMode": roundingModeDirective("roundingmode")}
		d.Format = "$in `,` $scale (custom<RoundingMode>($roundingmode)^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)"
	}
	return d
}

// Ops lists every arith op, in upstream's order.
var Ops = []*ir.OpDef{
	AddF, AddI, AddUIExtended, AndI, Bitcast, CeilDivSI, CeilDivUI, CmpF, CmpI, Constant, DivF, DivSI,
	DivUI, ExtF, ExtSI, ExtUI, FPToSI, FPToUI, FloorDivSI, IndexCast, IndexCastUI, MaxNumF, MaxSI,
	MaxUI, MaximumF, MinNumF, MinSI, MinUI, MinimumF, MulF, MulI, MulSIExtended, MulUIExtended, NegF,
	OrI, RemF, RemSI, RemUI, ScalingExtF, ScalingTrunc, Select, ShLI, ShRSI, ShRUI, SIToFP, SubF, SubI,
	TruncF, TruncI, UIToFP, XOrI,
}

// The folders that match their own op, or an op whose folder matches
// theirs, are set here: in the declarations they would make the package's
// initialization cyclic.
func init() {
	AddI.Fold = fold1(foldAddI)
	SubI.Fold = fold1(foldSubI)
	XOrI.Fold = fold1(foldXOrI)
	NegF.Fold = fold1(foldNegF)
	ExtSI.Fold = fold1(foldExtSI)
	ExtUI.Fold = fold1(foldExtUI)
	TruncI.Fold = fold1(foldTruncI)
	Bitcast.Fold = fold1(foldBitcast)
}

// Register adds the arith dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "arith", ParseAttr: parseDialectAttr})
	BindDefaults(ctx, Ops...)
	ctx.MustRegisterOps(Ops...)
	registerHooks(ctx, "arith")
}

// fold1 adapts a single-result folder (returning an ir.Attribute, an
// *ir.Value or nil) to the OpDef hook.
func fold1(f func(*ir.Operation, []ir.Attribute) any) func(*ir.Operation, []ir.Attribute) []any {
	if f == nil {
		return nil
	}
	return func(op *ir.Operation, operands []ir.Attribute) []any {
		r := f(op, operands)
		if isNilAttr(r) {
			return nil
		}
		return []any{r}
	}
}
