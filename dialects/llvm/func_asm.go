package llvm

import (
	"github.com/strata-compiler/strata/ir"
)

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
