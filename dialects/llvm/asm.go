package llvm

import (
	"github.com/strata-compiler/strata/ir"
)

// This file holds the hand-written custom forms, for the ops whose
// syntax the declarative format cannot say. Each parser is preceded by
// its grammar.

// ---- llvm.mlir.global ----

// global ::= `llvm.mlir.global` linkage? visibility? (`unnamed_addr` | `local_unnamed_addr`)?
//
//	`thread_local`? `constant`? @name `(` attr? `)` attr-dict (`:` type)? region?
func parseGlobal(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	linkage := "external"
	for _, l := range Linkages {
		if p.ParseOptionalKeyword(l) {
			linkage = l
			break
		}
	}
	st.AddAttr("linkage", Linkage(ctx, linkage))
	parseVisibilityEtc(p, st)
	if p.ParseOptionalKeyword("thread_local") {
		st.AddAttr("thread_local_", ctx.UnitAttr())
	}
	if p.ParseOptionalKeyword("constant") {
		st.AddAttr("constant", ctx.UnitAttr())
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	var value ir.Attribute
	if !p.ParseOptionalPunct(")") {
		if value, err = p.ParseAttribute(nil); err != nil {
			return err
		}
		st.AddAttr("value", value)
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if _, ok := ir.FindNamedAttr(sortedCopy(st.Attrs), "addr_space"); !ok {
		st.AddAttr("addr_space", ctx.IntegerAttr(ctx.I(32), 0))
	}
	var typ ir.Type
	if p.ParseOptionalPunct(":") {
		if typ, err = p.ParseType(); err != nil {
			return err
		}
	}
	r := ir.NewRegion()
	hasRegion, err := p.ParseOptionalRegion(r, nil)
	if err != nil {
		return err
	}
	st.Regions = append(st.Regions, r)
	if typ == nil {
		s, ok := value.(*ir.StringAttr)
		if !ok || hasRegion {
			return p.Errorf("type can only be omitted for string globals")
		}
		typ = Array(ctx, ctx.I(8), int64(len(s.Value)))
	}
	st.AddAttr("global_type", ctx.TypeAttr(typ))
	return nil
}

func sortedCopy(as []ir.NamedAttr) []ir.NamedAttr {
	c := append([]ir.NamedAttr(nil), as...)
	ir.SortNamedAttrs(c)
	return c
}

var visibilities = []string{"default", "hidden", "protected"}
var unnamedAddrs = []string{"", "local_unnamed_addr", "unnamed_addr"}

// parseVisibilityEtc parses the optional visibility and unnamed_addr
// keywords of functions and globals.
func parseVisibilityEtc(p ir.AsmParser, st *ir.OperationState) {
	ctx := p.Context()
	for i, v := range visibilities[1:] {
		if p.ParseOptionalKeyword(v) {
			st.AddAttr("visibility_", ctx.IntegerAttr(ctx.I(64), int64(i+1)))
			break
		}
	}
	for i, u := range unnamedAddrs[1:] {
		if p.ParseOptionalKeyword(u) {
			st.AddAttr("unnamed_addr", ctx.IntegerAttr(ctx.I(64), int64(i+1)))
			break
		}
	}
}

func printVisibilityEtc(p *ir.AsmPrinter, op *ir.Operation) {
	if v := intAttrValue(op.Attr("visibility_"), 0); v > 0 && v < int64(len(visibilities)) {
		p.WriteString(" " + visibilities[v])
	}
	if u := intAttrValue(op.Attr("unnamed_addr"), 0); u > 0 && u < int64(len(unnamedAddrs)) {
		p.WriteString(" " + unnamedAddrs[u])
	}
}

func linkageOf(op *ir.Operation) string {
	if l, ok := op.Attr("linkage").(*EnumAttr); ok {
		return l.Value
	}
	return "external"
}

func printGlobal(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" " + linkageOf(op))
	printVisibilityEtc(p, op)
	if op.HasAttr("thread_local_") {
		p.WriteString(" thread_local")
	}
	if op.HasAttr("constant") {
		p.WriteString(" constant")
	}
	p.WriteByte(' ')
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(n.Value)
	}
	p.WriteByte('(')
	if v := op.Attr("value"); v != nil {
		p.PrintAttr(v)
	}
	p.WriteByte(')')
	p.PrintOptionalAttrDict(op.Attrs(), "sym_name", "global_type", "constant", "value", "linkage",
		"unnamed_addr", "thread_local_", "visibility_")
	t := GlobalType(op)
	_, isStr := op.Attr("value").(*ir.StringAttr)
	hasRegion := op.NumRegions() > 0 && !op.Region(0).Empty()
	if t != nil && (!isStr || hasRegion) {
		p.WriteString(" : ")
		p.PrintType(t)
	}
	if hasRegion {
		p.WriteByte(' ')
		p.PrintRegion(op.Region(0), false, true, false)
	}
}

// GlobalType returns the type of an llvm.mlir.global.
func GlobalType(op *ir.Operation) ir.Type {
	if ta, ok := op.Attr("global_type").(*ir.TypeAttr); ok {
		return ta.Type
	}
	return nil
}

// ---- llvm.alloca ----

// alloca ::= `llvm.alloca` (`inalloca`)? $arraySize `x` type attr-dict `:` functional-type
func parseAlloca(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if p.ParseOptionalKeyword("inalloca") {
		st.AddAttr("inalloca", ctx.UnitAttr())
	}
	size, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("x"); err != nil {
		return err
	}
	et, err := p.ParseType()
	if err != nil {
		return err
	}
	st.AddAttr("elem_type", ctx.TypeAttr(et))
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	ft, err := p.ParseType()
	if err != nil {
		return err
	}
	fn, ok := ft.(*ir.FunctionType)
	if !ok || len(fn.Inputs) != 1 || len(fn.Results) != 1 {
		return p.ErrorAt(loc, "expected trailing function type with one argument and one result")
	}
	v, err := p.ResolveOperand(size, fn.Inputs[0])
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.Types = append(st.Types, fn.Results[0])
	return nil
}

func printAlloca(p *ir.AsmPrinter, op *ir.Operation) {
	if op.HasAttr("inalloca") {
		p.WriteString(" inalloca")
	}
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(" x ")
	p.PrintType(typeAttr(op, "elem_type"))
	p.PrintOptionalAttrDict(op.Attrs(), "elem_type", "inalloca")
	p.WriteString(" : (")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(") -> ")
	p.PrintType(op.Result(0).Type())
}

func typeAttr(op *ir.Operation, name string) ir.Type {
	if ta, ok := op.Attr(name).(*ir.TypeAttr); ok {
		return ta.Type
	}
	return nil
}
