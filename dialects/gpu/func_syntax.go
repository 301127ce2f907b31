package gpu

import (
	"github.com/strata-compiler/strata/ir"
)

// Hand-written custom forms, as upstream prints them (including the two
// spaces after some mnemonics that upstream's printers write).

// ---- gpu.module ----

// module ::= `gpu.module` symbol-name (`[` targets `]`)? (`<` handler `>`)?
//
//	attr-dict-with-keyword region
func parseModule(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if p.ParseOptionalPunct("[") {
		var targets []ir.Attribute
		if err := ir.ParseCommaList(p, "", "]", func() error {
			a, err := p.ParseAttribute(nil)
			targets = append(targets, a)
			return err
		}); err != nil {
			return err
		}
		st.AddAttr("targets", ctx.ArrayAttr(targets))
	}
	if p.ParseOptionalPunct("<") {
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		st.AddAttr("offloadingHandler", a)
		if err := p.ParsePunct(">"); err != nil {
			return err
		}
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
	if r.Empty() {
		r.Append(ir.NewBlock())
	}
	st.Regions = append(st.Regions, r)
	return nil
}

func printModule(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintSymbolName(op.Attr("sym_name").(*ir.StringAttr).Value)
	if t, ok := op.Attr("targets").(*ir.ArrayAttr); ok {
		p.WriteString(" [")
		for i, a := range t.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttr(a)
		}
		p.WriteByte(']')
	}
	if h := op.Attr("offloadingHandler"); h != nil {
		p.WriteString(" <")
		p.PrintAttr(h)
		p.WriteByte('>')
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name", "targets", "offloadingHandler")
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, false, true)
}

// ---- gpu.func ----

// func ::= `gpu.func` symbol-name `(` args `)` (`->` results)?
//
//	(`workgroup` `(` args `)`)? (`private` `(` args `)`)? `kernel`?
//	attr-dict-with-keyword region
func parseFunc(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	fa, err := ir.ParseFunctionArgumentList(p, false)
	if err != nil {
		return err
	}
	var results []ir.Type
	var resAttrs []ir.Attribute
	anyResAttrs := false
	if p.ParseOptionalPunct("->") {
		if p.ParseOptionalPunct("(") {
			if err := ir.ParseCommaList(p, "", ")", func() error {
				t, err := p.ParseType()
				if err != nil {
					return err
				}
				as, err := p.ParseOptionalAttrDict()
				results = append(results, t)
				resAttrs = append(resAttrs, ctx.DictionaryAttr(as))
				anyResAttrs = anyResAttrs || len(as) > 0
				return err
			}); err != nil {
				return err
			}
		} else {
			t, err := p.ParseType()
			if err != nil {
				return err
			}
			results = append(results, t)
			resAttrs = append(resAttrs, ctx.DictionaryAttr(nil))
		}
	}
	st.AddAttr("function_type", ctx.TypeAttr(ctx.FunctionType(fa.Types, results)))
	if fa.AnyAttrs {
		st.AddAttr("arg_attrs", ctx.ArrayAttr(fa.Attrs))
	}
	if anyResAttrs {
		st.AddAttr("res_attrs", ctx.ArrayAttr(resAttrs))
	}
	args := fa.Args
	workgroup, err := parseAttributions(p, "workgroup")
	if err != nil {
		return err
	}
	private, err := parseAttributions(p, "private")
	if err != nil {
		return err
	}
	args = append(append(args, workgroup...), private...)
	st.AddAttr("workgroup_attributions", ctx.IntegerAttr(ctx.I(64), int64(len(workgroup))))
	if p.ParseOptionalKeyword("kernel") {
		st.AddAttr(KernelAttr, ctx.UnitAttr())
	}
	attrs, err := p.ParseOptionalAttrDictWithKeyword()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	r := ir.NewRegion()
	if err := p.ParseRegion(r, args); err != nil {
		return err
	}
	st.Regions = append(st.Regions, r)
	return nil
}

// parseAttributions reads `keyword(%a : type, ...)` when present.
func parseAttributions(p ir.AsmParser, keyword string) ([]ir.Argument, error) {
	if !p.ParseOptionalKeyword(keyword) {
		return nil, nil
	}
	var out []ir.Argument
	err := ir.ParseCommaList(p, "(", ")", func() error {
		a, err := p.ParseArgument(true, false)
		out = append(out, a)
		return err
	})
	return out, err
}

// NumWorkgroupAttributions returns how many entry-block arguments after
// the function's (or launch's) own are workgroup attributions.
func NumWorkgroupAttributions(op *ir.Operation) int {
	if a, ok := op.Attr("workgroup_attributions").(*ir.IntegerAttr); ok {
		return int(a.Int64())
	}
	return 0
}

// FunctionType returns the signature of a gpu.func.
func FunctionType(op *ir.Operation) *ir.FunctionType {
	if ta, ok := op.Attr("function_type").(*ir.TypeAttr); ok {
		if ft, ok := ta.Type.(*ir.FunctionType); ok {
			return ft
		}
	}
	return nil
}

// IsKernel reports whether a gpu.func is a kernel.
func IsKernel(op *ir.Operation) bool { return op.Attr(KernelAttr) != nil }

// Attributions returns a gpu.func's or gpu.launch's workgroup and private
// attribution arguments.
func Attributions(op *ir.Operation) (workgroup, private []*ir.Value) {
	if op.Region(0).Empty() {
		return nil, nil
	}
	args := op.Region(0).Front().Args()
	first := 12
	if ft := FunctionType(op); ft != nil { // gpu.func
		first = len(ft.Inputs)
	} else if HasClusters(op) { // gpu.launch
		first = 18
	}
	if first > len(args) {
		return nil, nil
	}
	nw := NumWorkgroupAttributions(op)
	if first+nw > len(args) {
		return nil, nil
	}
	return args[first : first+nw], args[first+nw:]
}

func printFunc(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintSymbolName(op.Attr("sym_name").(*ir.StringAttr).Value)
	ft := FunctionType(op)
	ir.PrintFunctionArgumentList(p, op, ft.Inputs, false)
	if len(ft.Results) > 0 {
		p.WriteString(" -> ")
		resAttrs := op.Attr("res_attrs")
		parens := len(ft.Results) > 1 || len(ir.DictAt(resAttrs, 0)) > 0
		if parens {
			p.WriteByte('(')
		}
		for i, t := range ft.Results {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintType(t)
			p.PrintOptionalAttrDict(ir.DictAt(resAttrs, i))
		}
		if parens {
			p.WriteByte(')')
		}
	}
	workgroup, private := Attributions(op)
	printAttributions(p, "workgroup", workgroup)
	printAttributions(p, "private", private)
	if IsKernel(op) {
		p.WriteString(" kernel")
	}
	p.PrintOptionalAttrDictWithKeyword(op.Attrs(), "sym_name", "function_type", "arg_attrs", "res_attrs",
		"workgroup_attributions", KernelAttr, "workgroup_attrib_attrs", "private_attrib_attrs")
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), false, true, false)
}

func printAttributions(p *ir.AsmPrinter, keyword string, vs []*ir.Value) {
	if len(vs) == 0 {
		return
	}
	p.WriteString(" " + keyword + "(")
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(v)
		p.WriteString(" : ")
		p.PrintType(v.Type())
	}
	p.WriteByte(')')
}

// ---- gpu.binary ----

// ObjectAttr is `#gpu.object<#nvvm.target<...>, assembly = "...">`: one
// compiled form of a gpu.module for one target.
type ObjectAttr struct {
	ir.AttrBase
	Target ir.Attribute
	// Format is "offload", "assembly", "bin" or "fatbin" (upstream's
	// default, not printed).
	Format string
	Object string
}

// Object returns the uniqued object attribute.
func Object(ctx *ir.Context, target ir.Attribute, format, object string) *ObjectAttr {
	a := &ObjectAttr{Target: target, Format: format, Object: object}
	return ctx.UniqueAttr("gpu.object."+ir.AttrString(target)+"."+format+"."+object, func() ir.Attribute { return a }).(*ObjectAttr)
}

func (a *ObjectAttr) Print(p *ir.AsmPrinter) {
	p.WriteString("#gpu.object<")
	p.PrintAttr(a.Target)
	p.WriteString(", ")
	if a.Format != "fatbin" {
		p.WriteString(a.Format + " = ")
	}
	p.WriteByte('"')
	p.WriteEscaped(a.Object)
	p.WriteString("\">")
}

// SelectObjectAttr is `#gpu.select_object`, gpu.binary's default
// offloading handler (use the first object).
type SelectObjectAttr struct{ ir.AttrBase }

func selectObject(ctx *ir.Context) *SelectObjectAttr {
	return ctx.UniqueAttr("gpu.select_object", func() ir.Attribute { return &SelectObjectAttr{} }).(*SelectObjectAttr)
}

func (a *SelectObjectAttr) Print(p *ir.AsmPrinter) { p.WriteString("#gpu.select_object") }

// binary ::= `gpu.binary` symbol-name (`<` handler `>`)? attr-dict `[` objects `]`
func parseBinary(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	handler := ir.Attribute(selectObject(ctx))
	if p.ParseOptionalPunct("<") {
		if handler, err = p.ParseAttribute(nil); err != nil {
			return err
		}
		if err := p.ParsePunct(">"); err != nil {
			return err
		}
	}
	st.AddAttr("offloadingHandler", handler)
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	var objects []ir.Attribute
	if err := ir.ParseCommaList(p, "[", "]", func() error {
		loc := p.CurrentLoc()
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		if _, ok := a.(*ObjectAttr); !ok {
			return p.ErrorAt(loc, "expected a #gpu.object attribute")
		}
		objects = append(objects, a)
		return nil
	}); err != nil {
		return err
	}
	st.AddAttr("objects", ctx.ArrayAttr(objects))
	return nil
}

func printBinary(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	p.PrintSymbolName(op.Attr("sym_name").(*ir.StringAttr).Value)
	p.WriteByte(' ')
	if h := op.Attr("offloadingHandler"); h != nil {
		if _, isDefault := h.(*SelectObjectAttr); !isDefault {
			p.WriteString("<")
			p.PrintAttr(h)
			p.WriteString("> ")
		}
	}
	p.PrintOptionalAttrDict(op.Attrs(), "sym_name", "offloadingHandler", "objects")
	p.WriteString(" [")
	if objs, ok := op.Attr("objects").(*ir.ArrayAttr); ok {
		for i, a := range objs.Elems {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintAttr(a)
		}
	}
	p.WriteByte(']')
}
