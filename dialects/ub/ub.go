// Package ub defines MLIR's ub dialect: values whose use is undefined
// behaviour. ub.poison is what mem2reg reads from a slot nothing was
// stored to.
package ub

import (
	"github.com/strata-compiler/strata/ir"
)

// PoisonValue is the default value attribute, #ub.poison.
func PoisonValue(ctx *ir.Context) ir.Attribute { return ctx.OpaqueAttr("ub", "poison", nil) }

// poisonAttr accepts the poison attributes Strata knows: #ub.poison
// (upstream's PoisonAttrInterface, which no other dialect here implements).
var poisonAttr = &ir.AttrConstraint{Summary: "PoisonAttrInterface instance", Pred: func(a ir.Attribute) bool {
	o, ok := a.(*ir.OpaqueAttr)
	return ok && o.DialectName == "ub" && o.Body == "poison" && o.Type == nil
}}

// Poison is ub.poison: a poison value of any type (its value attribute
// is #ub.poison).
var Poison = &ir.OpDef{
	Name:    "ub.poison",
	Summary: "Poisoned constant operation.",
	Results: []ir.ArgDef{{Name: "result", Type: ir.AnyType}},
	Attrs:   []ir.AttrDef{{Name: "value", Constraint: poisonAttr, DefaultFn: PoisonValue}},
	Traits:  ir.Pure,
	Parse:   parsePoison,
	Print:   printPoison,
}

// Ops lists the dialect's ops.
var Ops = []*ir.OpDef{Poison}

// Register adds the ub dialect to ctx.
func Register(ctx *ir.Context) { ctx.MustRegisterOps(Ops...) }

// poison ::= attr-dict (`<` attribute `>`)? `:` type
func parsePoison(p ir.AsmParser, st *ir.OperationState) error {
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if p.ParseOptionalPunct("<") {
		loc := p.CurrentLoc()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if !poisonAttr.Pred(a) {
			return p.ErrorAt(loc, "invalid kind of attribute specified")
		}
		if err := p.ParsePunct(">"); err != nil {
			return err
		}
		st.AddAttr("value", a)
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	st.Types = []ir.Type{t}
	return nil
}

func printPoison(p *ir.AsmPrinter, op *ir.Operation) {
	p.PrintOptionalAttrDict(op.Attrs(), "value")
	if v := op.Attr("value"); v != nil && v != PoisonValue(op.Context()) {
		p.WriteString(" <")
		p.PrintAttr(v)
		p.WriteByte('>')
	}
	p.WriteString(" : ")
	p.PrintType(op.Result(0).Type())
}
