// Package builtin defines the ops of MLIR's builtin dialect: the module
// that holds a program and the cast that bridges type conversions.
package builtin

import "github.com/strata-compiler/strata/ir"

// Module is builtin.module: a symbol table holding one block of ops.
var Module = &ir.OpDef{
	Name:    "builtin.module",
	Summary: "A top level container operation",
	Attrs: []ir.AttrDef{
		{Name: "sym_name", Constraint: ir.SymbolNameAttr, Optional: true},
		{Name: "sym_visibility", Constraint: ir.StrAttr, Optional: true},
	},
	Regions: []ir.RegionDef{{Name: "bodyRegion", SizedOne: true}},
	Traits: ir.IsolatedFromAbove | ir.NoTerminator | ir.SymbolTable | ir.SingleBlock |
		ir.GraphRegion | ir.AffineScope,
	DefaultDialect: "builtin",
	Parse:          parseModule,
	Print:          printModule,
	Verify:         verifyModule,
}

// UnrealizedConversionCast is builtin.unrealized_conversion_cast: a
// placeholder cast between type systems, removed once both sides agree.
var UnrealizedConversionCast = &ir.OpDef{
	Name:     "builtin.unrealized_conversion_cast",
	Summary:  "An unrealized conversion from one set of types to another",
	Operands: []ir.ArgDef{{Name: "inputs", Type: ir.AnyType, Arity: ir.Variadic}},
	Results:  []ir.ArgDef{{Name: "outputs", Type: ir.AnyType, Arity: ir.Variadic}},
	Traits:   ir.Pure,
	Format:   "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict",
	Verify: func(op *ir.Operation) error {
		if op.NumResults() == 0 {
			return op.EmitError("expected at least one result for cast operation")
		}
		return nil
	},
}

// Register adds the builtin ops to ctx.
func Register(ctx *ir.Context) {
	ctx.MustRegisterOps(Module, UnrealizedConversionCast)
}

// NewModule returns an empty module at loc.
func NewModule(ctx *ir.Context, loc ir.Location) *ir.Operation {
	op := ir.Create(&ir.OperationState{Name: ctx.OpName(Module.Name), Loc: loc, NumRegions: 1})
	op.Region(0).EnsureBlock()
	return op
}

// module ::= `module` symbol? (`attributes` dict)? region
func parseModule(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if name, ok := p.ParseOptionalSymbolName(); ok {
		st.AddAttr("sym_name", ctx.StringAttr(name))
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	r.EnsureBlock()
	st.Regions = append(st.Regions, r)
	return nil
}

func printModule(p *ir.AsmPrinter, op *ir.Operation) {
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		p.WriteByte(' ')
		p.PrintSymbolName(n.Value)
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name")
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, false, false)
}

func verifyModule(op *ir.Operation) error {
	r := op.Region(0)
	if b := r.Front(); b != nil && b.NumArgs() != 0 {
		return op.EmitError("region should have no arguments")
	}
	return nil
}
