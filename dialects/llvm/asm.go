package llvm

import (
	"strings"

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

// ---- llvm.getelementptr ----

var gepFlagNames = []struct {
	name string
	bits int64
}{{"inbounds", GEPInbounds}, {"nusw", GEPNUSW}, {"nuw", GEPNUW}}

// gep ::= `llvm.getelementptr` flags? $base `[` index (`,` index)* `]` attr-dict
//
//	`:` functional-type(operands, results) `,` elem_type
func parseGEP(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	flags := int64(0)
	for {
		matched := false
		for _, f := range gepFlagNames {
			if p.ParseOptionalKeyword(f.name) {
				flags |= f.bits
				matched = true
				break
			}
		}
		if !matched || !p.ParseOptionalPunct("|") {
			break
		}
	}
	if flags != 0 {
		st.AddAttr("noWrapFlags", ctx.IntegerAttr(ctx.I(32), flags))
	}
	base, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	var raw []int64
	var dyn []ir.UnresolvedOperand
	if !p.ParseOptionalPunct("]") {
		for {
			if u, ok, err := p.ParseOptionalOperand(); err != nil {
				return err
			} else if ok {
				dyn = append(dyn, u)
				raw = append(raw, GEPDynamicIndex)
			} else {
				v, err := p.ParseInteger()
				if err != nil {
					return err
				}
				if v > 1<<31-1 || v <= GEPDynamicIndex {
					return p.Errorf("constant index out of range")
				}
				raw = append(raw, v)
			}
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	st.AddAttr("rawConstantIndices", ctx.DenseI32Array(raw))
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
	if !ok || len(fn.Results) != 1 {
		return p.ErrorAt(loc, "expected function type with one result")
	}
	if len(fn.Inputs) != len(dyn)+1 {
		return p.ErrorAt(loc, "%d operands present, but expected %d", len(dyn)+1, len(fn.Inputs))
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	et, err := p.ParseType()
	if err != nil {
		return err
	}
	st.AddAttr("elem_type", ctx.TypeAttr(et))
	vs, err := p.ResolveOperands(append([]ir.UnresolvedOperand{base}, dyn...), fn.Inputs)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Types = append(st.Types, fn.Results[0])
	return nil
}

// GEPFlagsString spells noWrapFlags: "inbounds", "nusw|nuw".
func GEPFlagsString(flags int64) string {
	var s []string
	for _, f := range gepFlagNames {
		if flags&f.bits == f.bits {
			s = append(s, f.name)
			flags &^= f.bits
		}
	}
	return strings.Join(s, "|")
}

// GEPIndices returns the indices of a GEP in order: a constant (as an
// int64) or a *ir.Value for each.
func GEPIndices(op *ir.Operation) []any {
	raw, _ := op.Attr("rawConstantIndices").(*ir.DenseArrayAttr)
	var out []any
	dyn := 1
	if raw == nil {
		return nil
	}
	for _, v := range raw.Ints {
		if v == GEPDynamicIndex {
			if dyn < op.NumOperands() {
				out = append(out, op.Operand(dyn))
			} else {
				out = append(out, nil)
			}
			dyn++
		} else {
			out = append(out, v)
		}
	}
	return out
}

func printGEP(p *ir.AsmPrinter, op *ir.Operation) {
	if f := intAttrValue(op.Attr("noWrapFlags"), 0); f != 0 {
		p.WriteString(" " + GEPFlagsString(f))
	}
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteByte('[')
	for i, idx := range GEPIndices(op) {
		if i > 0 {
			p.WriteString(", ")
		}
		switch x := idx.(type) {
		case int64:
			p.WriteInt(x)
		case *ir.Value:
			p.PrintOperand(x)
		}
	}
	p.WriteByte(']')
	p.PrintOptionalAttrDict(op.Attrs(), "rawConstantIndices", "elem_type", "noWrapFlags", "operandSegmentSizes")
	p.WriteString(" : (")
	p.PrintTypeList(op.OperandTypes())
	p.WriteString(") -> ")
	p.PrintType(op.Result(0).Type())
	p.WriteString(", ")
	p.PrintType(typeAttr(op, "elem_type"))
}

// ---- llvm.extractvalue / llvm.insertvalue ----

func parsePosition(p ir.AsmParser, st *ir.OperationState) ([]int64, error) {
	if err := p.ParsePunct("["); err != nil {
		return nil, err
	}
	var pos []int64
	for {
		v, err := p.ParseInteger()
		if err != nil {
			return nil, err
		}
		pos = append(pos, v)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	if err := p.ParsePunct("]"); err != nil {
		return nil, err
	}
	st.AddAttr("position", p.Context().DenseI64Array(pos))
	return pos, nil
}

func printPosition(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte('[')
	if d, ok := op.Attr("position").(*ir.DenseArrayAttr); ok {
		for i, v := range d.Ints {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteInt(v)
		}
	}
	p.WriteByte(']')
}

// Position returns the position attribute of extractvalue/insertvalue.
func Position(op *ir.Operation) []int64 {
	if d, ok := op.Attr("position").(*ir.DenseArrayAttr); ok {
		return d.Ints
	}
	return nil
}

// ExtractValueType returns the type at pos inside t, or nil with the
// reason.
func ExtractValueType(t ir.Type, pos []int64) (ir.Type, string) {
	for _, i := range pos {
		switch c := t.(type) {
		case *StructType:
			if i < 0 || i >= int64(len(c.Body)) {
				return nil, "position out of bounds: " + itoa(i)
			}
			t = c.Body[i]
		case *ArrayType:
			if i < 0 || i >= c.Len {
				return nil, "position out of bounds: " + itoa(i)
			}
			t = c.Elem
		default:
			return nil, "expected LLVM IR structure/array type, got: '" + ir.TypeString(t) + "'"
		}
	}
	return t, ""
}

// extractvalue ::= `llvm.extractvalue` $container `[` pos `]` attr-dict `:` type($container)
func parseExtractValue(p ir.AsmParser, st *ir.OperationState) error {
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	pos, err := parsePosition(p, st)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	ct, err := p.ParseType()
	if err != nil {
		return err
	}
	// Upstream reports a bad container type after it, at the next token.
	loc := p.CurrentLoc()
	rt, why := ExtractValueType(ct, pos)
	if rt == nil {
		return p.ErrorAt(loc, "%s", why)
	}
	v, err := p.ResolveOperand(c, ct)
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, v)
	st.Types = append(st.Types, rt)
	return nil
}

func printExtractValue(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	printPosition(p, op)
	p.PrintOptionalAttrDict(op.Attrs(), "position")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	// Upstream's custom directive for the element type prints a space and
	// nothing else; keep the output byte-identical.
	p.WriteByte(' ')
}

// insertvalue ::= `llvm.insertvalue` $value `,` $container `[` pos `]` attr-dict `:` type($container)
func parseInsertValue(p ir.AsmParser, st *ir.OperationState) error {
	v, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	c, err := p.ParseOperand()
	if err != nil {
		return err
	}
	pos, err := parsePosition(p, st)
	if err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	ct, err := p.ParseType()
	if err != nil {
		return err
	}
	// Upstream reports a bad container type after it, at the next token.
	loc := p.CurrentLoc()
	vt, why := ExtractValueType(ct, pos)
	if vt == nil {
		return p.ErrorAt(loc, "%s", why)
	}
	vs, err := p.ResolveOperands([]ir.UnresolvedOperand{c, v}, []ir.Type{ct, vt})
	if err != nil {
		return err
	}
	st.Operands = append(st.Operands, vs...)
	st.Types = append(st.Types, ct)
	return nil
}

func printInsertValue(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(1))
	p.WriteString(", ")
	p.PrintOperand(op.Operand(0))
	printPosition(p, op)
	p.PrintOptionalAttrDict(op.Attrs(), "position")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteByte(' ')
}

// ---- llvm.switch ----

// switch ::= `llvm.switch` $value `:` type($value) `,` $defaultDestination
//
//	(`(` operands `:` types `)`)? `[` (int `:` successor-and-use-list),* `]` attr-dict
func parseSwitch(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	val, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	vt, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(val, vt)
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	def, defOps, err := p.ParseSuccessorAndUseList()
	if err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	var values []int64
	var succs []*ir.Block
	var caseOps []*ir.Value
	var segs []int64
	if !p.ParseOptionalPunct("]") {
		for {
			neg := p.ParseOptionalPunct("-")
			c, err := p.ParseInteger()
			if err != nil {
				return err
			}
			if neg {
				c = -c
			}
			if err := p.ParsePunct(":"); err != nil {
				return err
			}
			b, ops, err := p.ParseSuccessorAndUseList()
			if err != nil {
				return err
			}
			values = append(values, c)
			succs = append(succs, b)
			caseOps = append(caseOps, ops...)
			segs = append(segs, int64(len(ops)))
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	st.Operands = append(append(append(st.Operands, v), defOps...), caseOps...)
	st.Successors = append(append(st.Successors, def), succs...)
	st.AddAttr("case_operand_segments", ctx.DenseI32Array(segs))
	if len(values) > 0 {
		it, ok := vt.(*ir.IntegerType)
		if !ok {
			return p.Errorf("expected integer type for switch value")
		}
		vec := ctx.VectorType([]int64{int64(len(values))}, it, nil)
		var data []byte
		for _, c := range values {
			data = ir.PutScalar(data, it, c, 0)
		}
		st.AddAttr("case_values", ctx.DenseElementsAttr(vec, data))
	}
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{1, int64(len(defOps)), int64(len(caseOps))})})
	return nil
}

// SwitchCases returns the case values of an llvm.switch.
func SwitchCases(op *ir.Operation) []int64 {
	d, ok := op.Attr("case_values").(*ir.DenseElementsAttr)
	if !ok {
		return nil
	}
	n := d.NumElements()
	out := make([]int64, n)
	for i := int64(0); i < n; i++ {
		if d.Splat {
			out[i] = d.IntElement(0)
		} else {
			out[i] = d.IntElement(i)
		}
	}
	return out
}

// SwitchCaseOperands returns the operands passed to case i.
func SwitchCaseOperands(op *ir.Operation, i int) []*ir.Value {
	segs, _ := op.Attr("case_operand_segments").(*ir.DenseArrayAttr)
	all := op.Def().OperandGroup(op, "caseOperands")
	if segs == nil {
		return nil
	}
	start := 0
	for j := 0; j < i && j < len(segs.Ints); j++ {
		start += int(segs.Ints[j])
	}
	if i >= len(segs.Ints) || start+int(segs.Ints[i]) > len(all) {
		return nil
	}
	return all[start : start+int(segs.Ints[i])]
}

func printSwitch(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(", ")
	p.PrintSuccessorAndUseList(op.Successor(0), op.Def().OperandGroup(op, "defaultOperands"))
	p.WriteString(" [")
	p.IncreaseIndent()
	cases := SwitchCases(op)
	for i, c := range cases {
		p.PrintNewline()
		p.WriteInt(c)
		p.WriteString(": ")
		if i+1 < op.NumSuccessors() {
			p.PrintSuccessorAndUseList(op.Successor(i+1), SwitchCaseOperands(op, i))
		}
		if i+1 < len(cases) {
			p.WriteByte(',')
		}
	}
	p.DecreaseIndent()
	p.PrintNewline()
	p.WriteByte(']')
	p.PrintOptionalAttrDict(op.Attrs(), "case_values", "case_operand_segments", "operandSegmentSizes")
}

// ---- llvm.func ----

// func ::= `llvm.func` linkage? visibility? unnamed_addr? cconv? @name
//
//	`(` args (`,` `...`)? `)` (`->` results)? attributes? region?
func parseFunc(p ir.AsmParser, st *ir.OperationState) error {
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
	for _, cc := range enumValues["cconv"] {
		if p.ParseOptionalKeyword(cc) {
			st.AddAttr("CConv", Enum(ctx, "cconv", cc))
			break
		}
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	fa, err := ir.ParseFunctionArgumentList(p, true)
	if err != nil {
		return err
	}
	args, argTypes, argAttrs, anyArgAttrs, vararg := fa.Args, fa.Types, fa.Attrs, fa.AnyAttrs, fa.Variadic
	var result ir.Type = Void(ctx)
	var resAttrs []ir.NamedAttr
	if p.ParseOptionalPunct("->") {
		paren := p.ParseOptionalPunct("(")
		loc := p.CurrentLoc()
		if result, err = p.ParseType(); err != nil {
			return err
		}
		if paren {
			if resAttrs, err = p.ParseOptionalAttrDict(); err != nil {
				return err
			}
			if p.ParseOptionalPunct(",") {
				return p.ErrorAt(loc, "expected just one result type")
			}
			if err := p.ParsePunct(")"); err != nil {
				return err
			}
		}
	}
	st.AddAttr("function_type", ctx.TypeAttr(Func(ctx, result, argTypes, vararg)))
	if anyArgAttrs {
		st.AddAttr("arg_attrs", ctx.ArrayAttr(argAttrs))
	}
	if len(resAttrs) > 0 {
		st.AddAttr("res_attrs", ctx.ArrayAttr([]ir.Attribute{ctx.DictionaryAttr(resAttrs)}))
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	r := ir.NewRegion()
	loc := p.CurrentLoc()
	ok, err := p.ParseOptionalRegion(r, args)
	if err != nil {
		return err
	}
	if ok && r.Empty() {
		return p.ErrorAt(loc, "expected non-empty function body")
	}
	if !ok && len(args) > 0 {
		return p.Errorf("expected '{' to begin a region")
	}
	st.Regions = append(st.Regions, r)
	return nil
}

// FunctionType returns the !llvm.func type of an llvm.func.
func FunctionType(op *ir.Operation) *FuncType {
	ft, _ := typeAttr(op, "function_type").(*FuncType)
	return ft
}

func printFunc(p *ir.AsmPrinter, op *ir.Operation) {
	if l := linkageOf(op); l != "external" {
		p.WriteString(" " + l)
	}
	printVisibilityEtc(p, op)
	if cc, ok := op.Attr("CConv").(*EnumAttr); ok && cc.Value != "ccc" {
		p.WriteString(" " + cc.Value)
	}
	p.WriteByte(' ')
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(n.Value)
	}
	ft := FunctionType(op)
	if ft != nil {
		ir.PrintFunctionArgumentList(p, op, ft.Params, ft.VarArg)
	} else {
		ir.PrintFunctionArgumentList(p, op, nil, false)
	}
	if ft != nil {
		if _, void := ft.Result.(*VoidType); !void {
			p.WriteString(" -> ")
			ra := ir.DictAt(op.Attr("res_attrs"), 0)
			if len(ra) > 0 {
				p.WriteByte('(')
			}
			p.PrintType(ft.Result)
			p.PrintOptionalAttrDict(ra)
			if len(ra) > 0 {
				p.WriteByte(')')
			}
		}
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name", "function_type", "arg_attrs", "res_attrs",
		"linkage", "CConv", "visibility_", "unnamed_addr")
	if body := op.Region(0); !body.Empty() {
		p.WriteByte(' ')
		p.PrintRegion(body, false, true, false)
	}
}

// ---- llvm.call ----

// call ::= `llvm.call` (@callee | $ptr) `(` args `)` (`vararg` `(` type `)`)?
//
//	attr-dict `:` (type($ptr) `,`)? functional-type
func parseCall(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	for _, cc := range enumValues["cconv"][1:] {
		if p.ParseOptionalKeyword(cc) {
			st.AddAttr("CConv", Enum(ctx, "cconv", cc))
			break
		}
	}
	for _, tk := range enumValues["tailcallkind"][1:] {
		if p.ParseOptionalKeyword(tk) {
			st.AddAttr("TailCallKind", Enum(ctx, "tailcallkind", tk))
			break
		}
	}
	var callee ir.UnresolvedOperand
	indirect := false
	if name, ok := p.ParseOptionalSymbolName(); ok {
		st.AddAttr("callee", ctx.SymbolRefAttr(name))
	} else {
		u, err := p.ParseOperand()
		if err != nil {
			return err
		}
		callee, indirect = u, true
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	args, err := p.ParseOperandList()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	if p.ParseOptionalKeyword("vararg") {
		if err := p.ParsePunct("("); err != nil {
			return err
		}
		loc := p.CurrentLoc()
		vt, err := p.ParseType()
		if err != nil {
			return err
		}
		if _, ok := vt.(*FuncType); !ok {
			return p.ErrorAt(loc, "expected LLVM function type")
		}
		st.AddAttr("var_callee_type", ctx.TypeAttr(vt))
		if err := p.ParsePunct(")"); err != nil {
			return err
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	var ptrType ir.Type
	if indirect {
		if ptrType, err = p.ParseType(); err != nil {
			return err
		}
		if err := p.ParsePunct(","); err != nil {
			return err
		}
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	ft, ok := t.(*ir.FunctionType)
	if !ok {
		return p.ErrorAt(loc, "expected function type")
	}
	if len(ft.Results) > 1 {
		return p.ErrorAt(loc, "expected function with 0 or 1 result")
	}
	if len(ft.Inputs) != len(args) {
		return p.ErrorAt(loc, "expected %d operand types but had %d", len(args), len(ft.Inputs))
	}
	var vs []*ir.Value
	if indirect {
		v, err := p.ResolveOperand(callee, ptrType)
		if err != nil {
			return err
		}
		vs = append(vs, v)
	}
	rest, err := p.ResolveOperands(args, ft.Inputs)
	if err != nil {
		return err
	}
	vs = append(vs, rest...)
	st.Operands = append(st.Operands, vs...)
	st.Types = append(st.Types, ft.Results...)
	st.Props = append(st.Props,
		ir.NamedAttr{Name: "operandSegmentSizes", Value: ctx.DenseI32Array([]int64{int64(len(vs)), 0})})
	st.AddAttr("op_bundle_sizes", ctx.DenseI32Array(nil))
	return nil
}

// CallArgs returns the arguments of an llvm.call (without the callee
// pointer of an indirect call).
func CallArgs(op *ir.Operation) []*ir.Value {
	ops := op.Def().OperandGroup(op, "callee_operands")
	if !op.HasAttr("callee") && len(ops) > 0 {
		return ops[1:]
	}
	return ops
}

func printCall(p *ir.AsmPrinter, op *ir.Operation) {
	if cc, ok := op.Attr("CConv").(*EnumAttr); ok && cc.Value != "ccc" {
		p.WriteString(" " + cc.Value)
	}
	if tk, ok := op.Attr("TailCallKind").(*EnumAttr); ok && tk.Value != "none" {
		p.WriteString(" " + tk.Value)
	}
	p.WriteByte(' ')
	ops := op.Def().OperandGroup(op, "callee_operands")
	args := ops
	if ref, ok := op.Attr("callee").(*ir.SymbolRefAttr); ok {
		p.PrintAttr(ref)
	} else if len(ops) > 0 {
		p.PrintOperand(ops[0])
		args = ops[1:]
	}
	p.WriteByte('(')
	p.PrintOperands(args)
	p.WriteByte(')')
	if vt := typeAttr(op, "var_callee_type"); vt != nil {
		p.WriteString(" vararg(")
		p.PrintType(vt)
		p.WriteByte(')')
	}
	elided := []string{"callee", "var_callee_type", "CConv", "TailCallKind", "operandSegmentSizes"}
	if d, ok := op.Attr("op_bundle_sizes").(*ir.DenseArrayAttr); ok && d.Len() == 0 {
		elided = append(elided, "op_bundle_sizes")
	}
	p.PrintOptionalAttrDict(op.Attrs(), elided...)
	p.WriteString(" : ")
	if len(args) != len(ops) {
		p.PrintType(ops[0].Type())
		p.WriteString(", ")
	}
	p.WriteByte('(')
	for i, a := range args {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(a.Type())
	}
	p.WriteString(") -> ")
	if op.NumResults() == 0 {
		p.WriteString("()")
	} else {
		p.PrintFunctionResultTypes(op.ResultTypes())
	}
}
