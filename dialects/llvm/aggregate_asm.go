package llvm

import (
	"github.com/strata-compiler/strata/ir"
	"strings"
)

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
