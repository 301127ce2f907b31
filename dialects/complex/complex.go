// Package complex defines MLIR's complex dialect: arithmetic and
// elementary functions on scalars of complex<f16|bf16|f32|f64> (no vectors
// or tensors: a tensor of complex numbers is computed element by element,
// in the body of a linalg.generic), with upstream's syntax and fastmath
// flags. Its interpreter semantics are in complexexec; its lowerings to
// arith and math on (re, im) pairs in lowering/complextostandard.
package complex

import (
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/ir"
)

// Type constraints.
var (
	// ComplexFloat is complex<T> of a float T.
	ComplexFloat = &ir.TypeConstraint{Summary: "complex type with floating-point elements", Pred: isComplexFloat}
	// AnyComplex is complex<T> of any part type: complex.constant's result,
	// which may hold integers too.
	AnyComplex = &ir.TypeConstraint{Summary: "complex-type", Pred: func(t ir.Type) bool {
		_, ok := t.(*ir.ComplexType)
		return ok
	}}
	// AnyFloat is a float scalar.
	AnyFloat = &ir.TypeConstraint{Summary: "floating-point", Pred: ir.IsFloat}
	// I1 is the result of the comparisons.
	I1 = &ir.TypeConstraint{Summary: "1-bit signless integer", Pred: func(t ir.Type) bool {
		it, ok := t.(*ir.IntegerType)
		return ok && it.Width == 1 && it.Signedness == ir.Signless
	}}
	// BitcastType is what bitcast converts between: a complex number, an
	// integer or a float.
	BitcastType = &ir.TypeConstraint{Summary: "complex, integer or floating-point", Pred: func(t ir.Type) bool {
		switch t.(type) {
		case *ir.IntegerType, *ir.FloatType:
			return true
		}
		return isComplexFloat(t)
	}}
)

func isComplexFloat(t ir.Type) bool {
	c, ok := t.(*ir.ComplexType)
	return ok && ir.IsFloat(c.Elem)
}

// ElemOf is the part type of a complex type (nil for another type).
func ElemOf(t ir.Type) ir.Type {
	if c, ok := t.(*ir.ComplexType); ok {
		return c.Elem
	}
	return nil
}

// Assembly formats of the base shapes.
const (
	fmtUnary  = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)"
	fmtBinary = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"
)

// unary is `complex.name %z : complex<T>`, a complex result of the same
// type.
func unary(name, summary string) *ir.OpDef {
	return &ir.OpDef{
		Name:      "complex." + name,
		Summary:   summary,
		Operands:  []ir.ArgDef{{Name: "complex", Type: ComplexFloat}},
		Results:   []ir.ArgDef{{Name: "result", Type: ComplexFloat}},
		Attrs:     []ir.AttrDef{arith.FastMathAttrDef},
		Traits:    ir.Pure | ir.SameOperandsAndResultType,
		SameTypes: [][]string{{"complex", "result"}},
		Format:    fmtUnary,
	}
}

// toReal is `complex.name %z : complex<T>` with a result of type T (abs,
// angle, re, im).
func toReal(name, summary, result string) *ir.OpDef {
	return &ir.OpDef{
		Name:       "complex." + name,
		Summary:    summary,
		Operands:   []ir.ArgDef{{Name: "complex", Type: ComplexFloat}},
		Results:    []ir.ArgDef{{Name: result, Type: AnyFloat}},
		Attrs:      []ir.AttrDef{arith.FastMathAttrDef},
		Traits:     ir.Pure,
		Format:     fmtUnary,
		InferTypes: inferPart,
		Verify:     verifyPart(result),
	}
}

// binary is `complex.name %a, %b : complex<T>`.
func binary(name, summary string) *ir.OpDef {
	return &ir.OpDef{
		Name:      "complex." + name,
		Summary:   summary,
		Operands:  []ir.ArgDef{{Name: "lhs", Type: ComplexFloat}, {Name: "rhs", Type: ComplexFloat}},
		Results:   []ir.ArgDef{{Name: "result", Type: ComplexFloat}},
		Attrs:     []ir.AttrDef{arith.FastMathAttrDef},
		Traits:    ir.Pure | ir.SameOperandsAndResultType,
		SameTypes: [][]string{{"lhs", "rhs", "result"}},
		Format:    fmtBinary,
	}
}

// compare is `complex.eq|neq %a, %b : complex<T>`, an i1.
func compare(name, summary string) *ir.OpDef {
	return &ir.OpDef{
		Name:      "complex." + name,
		Summary:   summary,
		Operands:  []ir.ArgDef{{Name: "lhs", Type: ComplexFloat}, {Name: "rhs", Type: ComplexFloat}},
		Results:   []ir.ArgDef{{Name: "result", Type: I1}},
		Traits:    ir.Pure | ir.Commutative,
		SameTypes: [][]string{{"lhs", "rhs"}},
		Format:    "$lhs `,` $rhs attr-dict `:` type($lhs)",
		InferTypes: func(ctx *ir.Context, st *ir.OperationState, _ []ir.Type) error {
			st.Types = []ir.Type{ctx.I(1)}
			return nil
		},
	}
}

// inferPart gives abs, angle, re and im the part type of their operand.
func inferPart(_ *ir.Context, st *ir.OperationState, operandTypes []ir.Type) error {
	if len(operandTypes) == 1 {
		if e := ElemOf(operandTypes[0]); e != nil {
			st.Types = []ir.Type{e}
		}
	}
	return nil
}

func verifyPart(result string) func(op *ir.Operation) error {
	return func(op *ir.Operation) error {
		if e := ElemOf(op.Operand(0).Type()); e != op.Result(0).Type() {
			return op.EmitError("failed to verify that %s type matches element type of complex", result)
		}
		return nil
	}
}

// ---- the op table ----

var (
	Abs   = toReal("abs", "computes absolute value of a complex number", "result")
	Angle = toReal("angle", "computes argument value of a complex number", "result")
	Re    = toReal("re", "extracts the real part of a complex number", "real")
	Im    = toReal("im", "extracts the imaginary part of a complex number", "imaginary")

	Add   = binary("add", "complex addition")
	Sub   = binary("sub", "complex subtraction")
	Mul   = binary("mul", "complex multiplication")
	Div   = binary("div", "complex division")
	Pow   = binary("pow", "complex power function")
	Atan2 = binary("atan2", "complex 2-argument arctangent")

	Conj  = unary("conj", "Calculate the complex conjugate")
	Cos   = unary("cos", "computes cosine of a complex number")
	Exp   = unary("exp", "computes exponential of a complex number")
	Expm1 = unary("expm1", "computes exponential of a complex number minus 1")
	Log   = unary("log", "computes natural logarithm of a complex number")
	Log1p = unary("log1p", "computes natural logarithm of a complex number")
	Neg   = unary("neg", "Negation operator")
	Rsqrt = unary("rsqrt", "complex reciprocal of square root")
	Sign  = unary("sign", "computes sign of a complex number")
	Sin   = unary("sin", "computes sine of a complex number")
	Sqrt  = unary("sqrt", "complex square root")
	Tan   = unary("tan", "computes tangent of a complex number")
	Tanh  = unary("tanh", "complex hyperbolic tangent")

	Eq  = compare("eq", "computes whether two complex values are equal")
	Neq = compare("neq", "computes whether two complex values are not equal")
)

// Create is complex.create: a complex number from its real and imaginary
// parts, `complex.create %re, %im : complex<T>`.
var Create = &ir.OpDef{
	Name:     "complex.create",
	Summary:  "complex number creation operation",
	Operands: []ir.ArgDef{{Name: "real", Type: AnyFloat}, {Name: "imaginary", Type: AnyFloat}},
	Results:  []ir.ArgDef{{Name: "complex", Type: ComplexFloat}},
	Traits:   ir.Pure,
	Parse:    parseCreate,
	Print:    printCreate,
	Verify: func(op *ir.Operation) error {
		e := ElemOf(op.Result(0).Type())
		if op.Operand(0).Type() != e || op.Operand(1).Type() != e {
			return op.EmitError("failed to verify that complex element type matches real operand type")
		}
		return nil
	},
}

func parseCreate(p ir.AsmParser, st *ir.OperationState) error {
	re, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	im, err := p.ParseOperand()
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	e := ElemOf(t)
	if e == nil {
		return p.ErrorAt(loc, "'complex.create' expects a complex type, got '%s'", ir.TypeString(t))
	}
	ops, err := p.ResolveOperands([]ir.UnresolvedOperand{re, im}, []ir.Type{e, e})
	if err != nil {
		return err
	}
	st.Operands, st.Types, st.Attrs = ops, []ir.Type{t}, attrs
	return nil
}

func printCreate(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(1))
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}

// Constant is complex.constant: `complex.constant [1.0 : f32, 2.0 : f32]
// : complex<f32>`, the real and imaginary parts as attributes of the part
// type: floats, or integers for a complex of integers (`[1 : i32, 2 :
// i32] : complex<i32>`, what a tensor of them folds an element to).
var Constant = &ir.OpDef{
	Name:           "complex.constant",
	Summary:        "complex number constant operation",
	Results:        []ir.ArgDef{{Name: "complex", Type: AnyComplex}},
	Attrs:          []ir.AttrDef{{Name: "value", Constraint: ir.ArrayAttrConstraint}},
	Traits:         ir.Pure | ir.ConstantLike,
	Format:         "$value attr-dict `:` type($complex)",
	Verify:         verifyConstant,
	Fold:           func(op *ir.Operation, _ []ir.Attribute) []any { return []any{op.Attr("value")} },
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) { set(op.Result(0), "cst") },
}

func verifyConstant(op *ir.Operation) error {
	arr, _ := op.Attr("value").(*ir.ArrayAttr)
	if arr == nil || len(arr.Elems) != 2 {
		return op.EmitError("requires 'value' to be a complex constant, represented as array of two values")
	}
	e := ElemOf(op.Result(0).Type())
	for _, a := range arr.Elems {
		if partType(a) != e {
			return op.EmitError("requires attribute's element types ('%s', '%s') to match the element type of the op's return type ('%s')",
				attrTypeString(arr.Elems[0]), attrTypeString(arr.Elems[1]), ir.TypeString(e))
		}
	}
	return nil
}

// partType is the type of a part of complex.constant's value: a float's
// or an integer's, nil for any other attribute.
func partType(a ir.Attribute) ir.Type {
	switch a := a.(type) {
	case *ir.FloatAttr:
		return a.Type
	case *ir.IntegerAttr:
		return a.Type
	}
	return nil
}

func attrTypeString(a ir.Attribute) string {
	if t, ok := a.(interface{ AttrType() ir.Type }); ok && t.AttrType() != nil {
		return ir.TypeString(t.AttrType())
	}
	return "none"
}

// ConstantParts returns the parts of a complex.constant.
func ConstantParts(op *ir.Operation) (re, im float64, ok bool) {
	arr, _ := op.Attr("value").(*ir.ArrayAttr)
	if arr == nil || len(arr.Elems) != 2 {
		return 0, 0, false
	}
	r, ok1 := arr.Elems[0].(*ir.FloatAttr)
	i, ok2 := arr.Elems[1].(*ir.FloatAttr)
	if !ok1 || !ok2 {
		return 0, 0, false
	}
	return r.Value(), i.Value(), true
}

// Bitcast is complex.bitcast: the bits of a complex number as an integer
// or float of twice its part width, or back.
var Bitcast = &ir.OpDef{
	Name:     "complex.bitcast",
	Summary:  "computes bitcast between complex and equal arith types",
	Operands: []ir.ArgDef{{Name: "operand", Type: BitcastType}},
	Results:  []ir.ArgDef{{Name: "result", Type: BitcastType}},
	Traits:   ir.Pure,
	Format:   "$operand attr-dict `:` type($operand) `to` type($result)",
	Verify: func(op *ir.Operation) error {
		in, out := op.Operand(0).Type(), op.Result(0).Type()
		if isComplexFloat(in) == isComplexFloat(out) {
			return op.EmitError("requires that either input or output has a complex type")
		}
		if bitWidth(in) != bitWidth(out) {
			return op.EmitError("casting bitwidths do not match")
		}
		return nil
	},
}

// bitWidth is the bits of a scalar (both parts of a complex number).
func bitWidth(t ir.Type) int {
	if e := ElemOf(t); e != nil {
		return 2 * ir.IntOrFloatBitWidth(e)
	}
	return ir.IntOrFloatBitWidth(t)
}

// Ops lists every complex op.
var Ops = []*ir.OpDef{
	Abs, Add, Angle, Atan2, Bitcast, Conj, Constant, Cos, Create, Div, Eq, Exp, Expm1, Im, Log, Log1p,
	Mul, Neg, Neq, Pow, Re, Rsqrt, Sign, Sin, Sqrt, Sub, Tan, Tanh,
}

// Register adds the complex dialect to ctx (and arith, whose fastmath
// attribute its ops carry).
func Register(ctx *ir.Context) {
	if ctx.Dialect("arith") == nil {
		arith.Register(ctx)
	}
	ctx.MustRegisterOps(Ops...)
}
