// Package index defines MLIR's index dialect: integer arithmetic,
// comparisons and casts on the target-sized `index` type, whose width is
// unknown until lowering (convert-index-to-llvm). Constants fold only when
// the result is the same for a 32- and a 64-bit index, as upstream's do.
package index

import (
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/rewrite"
)

// binary is `index.NAME %lhs, %rhs`: two indexes to one.
func binary(name, summary string, traits ir.Trait, fold func(a, b int64, width int) (int64, bool)) *ir.OpDef {
	return &ir.OpDef{
		Name:     "index." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "lhs", Type: ir.Index}, {Name: "rhs", Type: ir.Index}},
		Results:  []ir.ArgDef{{Name: "result", Type: ir.Index}},
		Traits:   ir.Pure | traits,
		Format:   "$lhs `,` $rhs attr-dict",
		Fold:     foldBinary(fold),
	}
}

var (
	Add       = withRightIdentities(binary("add", "index addition", ir.Commutative, wrapping(func(a, b int64) int64 { return a + b })), []int64{0}, nil)
	Sub       = withRightIdentities(binary("sub", "index subtraction", 0, wrapping(func(a, b int64) int64 { return a - b })), []int64{0}, nil)
	Mul       = withRightIdentities(binary("mul", "index multiplication", ir.Commutative, wrapping(func(a, b int64) int64 { return a * b })), []int64{1}, []int64{0})
	DivS      = binary("divs", "index signed division", 0, signedDivision(divS))
	DivU      = binary("divu", "index unsigned division", 0, unsigned(func(a, b uint64) uint64 { return a / b }, true))
	CeilDivS  = binary("ceildivs", "index signed ceil division", 0, signedDivision(ceilDivS))
	CeilDivU  = binary("ceildivu", "index unsigned ceil division", 0, unsigned(ceilDivU, true))
	FloorDivS = binary("floordivs", "index signed floor division", 0, signedDivision(floorDivS))
	RemS      = binary("rems", "index signed remainder", 0, signedDivision(func(a, b int64) int64 { return a % b }))
	RemU      = binary("remu", "index unsigned remainder", 0, unsigned(func(a, b uint64) uint64 { return a % b }, true))
	MaxS      = binary("maxs", "index signed maximum", ir.Commutative, wrapping(func(a, b int64) int64 { return max(a, b) }))
	MaxU      = binary("maxu", "index unsigned maximum", ir.Commutative, unsigned(func(a, b uint64) uint64 { return max(a, b) }, false))
	MinS      = binary("mins", "index signed minimum", ir.Commutative, wrapping(func(a, b int64) int64 { return min(a, b) }))
	MinU      = binary("minu", "index unsigned minimum", ir.Commutative, unsigned(func(a, b uint64) uint64 { return min(a, b) }, false))
	ShL       = binary("shl", "index shift left", 0, shift(func(a int64, s uint) int64 { return a << s }, false))
	ShRS      = binary("shrs", "signed index shift right", 0, shift(func(a int64, s uint) int64 { return a >> s }, false))
	ShRU      = binary("shru", "unsigned index shift right", 0, shift(func(a int64, s uint) int64 { return a >> s }, true))
	And       = binary("and", "index bitwise and", ir.Commutative, wrapping(func(a, b int64) int64 { return a & b }))
	Or        = binary("or", "index bitwise or", ir.Commutative, wrapping(func(a, b int64) int64 { return a | b }))
	XOr       = binary("xor", "index bitwise xor", ir.Commutative, wrapping(func(a, b int64) int64 { return a ^ b }))
)

// Constant is `index.constant 42`.
var Constant = &ir.OpDef{
	Name:    "index.constant",
	Summary: "index constant",
	Results: []ir.ArgDef{{Name: "result", Type: ir.Index}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: ir.IndexAttr}},
	Traits:  ir.Pure | ir.ConstantLike,
	Parse:   parseConstant,
	Print: func(p *ir.AsmPrinter, op *ir.Operation) {
		p.WriteByte(' ')
		p.WriteString(itoa(op.Attr("value").(*ir.IntegerAttr).Int64()))
		p.PrintOptionalAttrDict(op.Attrs(), "value")
	},
	Fold: func(op *ir.Operation, _ []ir.Attribute) []any { return []any{op.Attr("value")} },
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		if a, ok := op.Attr("value").(*ir.IntegerAttr); ok {
			set(op.Result(0), "idx"+itoa(a.Int64()))
		}
	},
}

// BoolConstant is `index.bool.constant true`.
var BoolConstant = &ir.OpDef{
	Name:    "index.bool.constant",
	Summary: "boolean constant",
	Results: []ir.ArgDef{{Name: "result", Type: ir.I1}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: boolAttr}},
	Traits:  ir.Pure | ir.ConstantLike,
	Parse:   parseBoolConstant,
	Print: func(p *ir.AsmPrinter, op *ir.Operation) {
		p.WriteByte(' ')
		if op.Attr("value").(*ir.IntegerAttr).Int64() != 0 {
			p.WriteString("true")
		} else {
			p.WriteString("false")
		}
		p.PrintOptionalAttrDict(op.Attrs(), "value")
	},
	Fold: func(op *ir.Operation, _ []ir.Attribute) []any { return []any{op.Attr("value")} },
	AsmResultNames: func(op *ir.Operation, set func(*ir.Value, string)) {
		if a, ok := op.Attr("value").(*ir.IntegerAttr); ok && a.Int64() != 0 {
			set(op.Result(0), "true")
		} else {
			set(op.Result(0), "false")
		}
	},
}

// Cmp is `index.cmp PRED(%lhs, %rhs)`: an i1.
var Cmp = &ir.OpDef{
	Name:     "index.cmp",
	Summary:  "index compare",
	Operands: []ir.ArgDef{{Name: "lhs", Type: ir.Index}, {Name: "rhs", Type: ir.Index}},
	Results:  []ir.ArgDef{{Name: "result", Type: ir.I1}},
	Attrs:    []ir.AttrDef{{Name: "pred", Constraint: predicateConstraint}},
	Traits:   ir.Pure,
	Parse:    parseCmp,
	Print:    printCmp,
	Fold:     foldCmp,
}

// cast is index.casts / index.castu: an integer to index or back.
func cast(name, summary string, signed bool) *ir.OpDef {
	return &ir.OpDef{
		Name:     "index." + name,
		Summary:  summary,
		Operands: []ir.ArgDef{{Name: "input", Type: ir.SignlessIntegerOrIndex}},
		Results:  []ir.ArgDef{{Name: "output", Type: ir.SignlessIntegerOrIndex}},
		Traits:   ir.Pure,
		Format:   "$input attr-dict `:` type($input) `to` type($output)",
		Verify:   verifyCast,
		Fold:     foldCast(signed),
	}
}

var (
	CastS = cast("casts", "index signed cast", true)
	CastU = cast("castu", "index unsigned cast", false)
)

// SizeOf is `index.sizeof`: the width of index in bits.
var SizeOf = &ir.OpDef{
	Name:    "index.sizeof",
	Summary: "size in bits of the index type",
	Results: []ir.ArgDef{{Name: "result", Type: ir.Index}},
	Traits:  ir.Pure,
	Format:  "attr-dict",
}

var boolAttr = &ir.AttrConstraint{Summary: "bool attribute", Pred: func(a ir.Attribute) bool {
	i, ok := a.(*ir.IntegerAttr)
	return ok && i.IsBool()
}}

// Ops lists the dialect's op definitions.
var Ops = []*ir.OpDef{Add, And, BoolConstant, CastS, CastU, CeilDivS, CeilDivU, Cmp, Constant, DivS, DivU,
	FloorDivS, MaxS, MaxU, MinS, MinU, Mul, Or, RemS, RemU, ShL, ShRS, ShRU, SizeOf, Sub, XOr}

// Register adds the index dialect to ctx.
func Register(ctx *ir.Context) {
	ctx.RegisterDialect(&ir.Dialect{Name: "index", ParseAttr: parseAttr})
	ctx.MustRegisterOps(Ops...)
	rewrite.RegisterDialectHooks(ctx, &rewrite.DialectHooks{Dialect: "index", MaterializeConstant: materializeConstant,
		Canonicalization: []*rewrite.Pattern{cmpOfSub}})
}

// materializeConstant builds index.constant or index.bool.constant for a
// folded value (other types are not the dialect's to build, as upstream).
func materializeConstant(rw *rewrite.Rewriter, value ir.Attribute, t ir.Type, loc ir.Location) *ir.Operation {
	v, ok := value.(*ir.IntegerAttr)
	if !ok || v.Type != t {
		return nil
	}
	switch tt := t.(type) {
	case *ir.IndexType:
		return rw.CreateAt(loc, Constant.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value})
	case *ir.IntegerType:
		if tt.Width == 1 {
			return rw.CreateAt(loc, BoolConstant.Name, nil, []ir.Type{t}, ir.NamedAttr{Name: "value", Value: value})
		}
	}
	return nil
}

func verifyCast(op *ir.Operation) error {
	_, in := op.Operand(0).Type().(*ir.IndexType)
	_, out := op.Result(0).Type().(*ir.IndexType)
	if in == out {
		return op.EmitError("operand type '%s' and result type '%s' are cast incompatible",
			ir.TypeString(op.Operand(0).Type()), ir.TypeString(op.Result(0).Type()))
	}
	return nil
}
