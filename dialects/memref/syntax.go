package memref

import (
	"github.com/strata-compiler/strata/ir"
)

// Hand-written custom forms, where the declarative format cannot say it.

func addAttrs(st *ir.OperationState, as []ir.NamedAttr) { st.Attrs = append(st.Attrs, as...) }

// store ::= `memref.store` %value `,` %memref `[` indices `]` attr-dict `:` type
// (the value's type is the memref's element type).
func parseStore(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	v, m, idx, err := parseValueAt(p, st)
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
	mt, ok := t.(*ir.MemRefType)
	if !ok {
		return p.ErrorAt(loc, "invalid kind of type specified: expected builtin.memref, but found '%s'", ir.TypeString(t))
	}
	vv, err := p.ResolveOperand(v, mt.Elem)
	if err != nil {
		return err
	}
	mv, err := p.ResolveOperand(m, t)
	if err != nil {
		return err
	}
	iv, err := p.ResolveOperands(idx, repeatIndex(ctx, len(idx)))
	if err != nil {
		return err
	}
	st.Operands = append([]*ir.Value{vv, mv}, iv...)
	return nil
}

// parseValueAt reads `%value, %memref[%indices] attr-dict`, the start of
// memref.store and memref.atomic_rmw.
func parseValueAt(p ir.AsmParser, st *ir.OperationState) (v, m ir.UnresolvedOperand, idx []ir.UnresolvedOperand, err error) {
	if v, err = p.ParseOperand(); err != nil {
		return
	}
	if err = p.ParsePunct(","); err != nil {
		return
	}
	if m, err = p.ParseOperand(); err != nil {
		return
	}
	if err = p.ParsePunct("["); err != nil {
		return
	}
	if idx, err = p.ParseOperandList(); err != nil {
		return
	}
	if err = p.ParsePunct("]"); err != nil {
		return
	}
	attrs, err := p.ParseOptionalAttrDict()
	addAttrs(st, attrs)
	return
}

func printStore(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() < 2 {
		return
	}
	s := StoreOp{op}
	p.WriteByte(' ')
	p.PrintOperand(s.Value())
	p.WriteString(", ")
	p.PrintOperand(s.MemRef())
	p.WriteByte('[')
	p.PrintOperands(s.Indices())
	p.WriteByte(']')
	p.PrintOptionalAttrDict(op.Attrs())
	p.WriteString(" : ")
	p.PrintType(s.MemRef().Type())
}

// global ::= `memref.global` visibility? `constant`? @name `:` type
//
//	(`=` (`uninitialized` | attr))? attr-dict
func parseGlobal(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if vis, ok := p.ParseOptionalString(); ok {
		st.AddAttr("sym_visibility", ctx.StringAttr(vis))
	}
	if p.ParseOptionalKeyword("constant") {
		st.AddAttr("constant", ctx.UnitAttr())
	}
	name, err := p.ParseSymbolName()
	if err != nil {
		return err
	}
	st.AddAttr("sym_name", ctx.StringAttr(name))
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	loc := p.CurrentLoc()
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	mt, ok := t.(*ir.MemRefType)
	if !ok || !hasStaticShape(mt.Dims) {
		return p.ErrorAt(loc, "type should be static shaped memref, but got '%s'", ir.TypeString(t))
	}
	st.AddAttr("type", ctx.TypeAttr(t))
	if p.ParseOptionalPunct("=") {
		if p.ParseOptionalKeyword("uninitialized") {
			st.AddAttr("initial_value", ctx.UnitAttr())
		} else {
			tensorType := ctx.RankedTensorType(mt.Dims, mt.Elem, nil)
			var a ir.Attribute
			if p.ParseOptionalKeyword("dense") {
				a, err = parseDenseBody(p, tensorType)
			} else {
				a, err = p.ParseAttribute(tensorType)
			}
			if err != nil {
				return err
			}
			st.AddAttr("initial_value", a)
		}
	}
	loc = p.CurrentLoc()
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	for _, a := range attrs {
		// MLIR checks properties while parsing the custom form.
		if a.Name == "alignment" && !alignmentI64.Pred(a.Value) {
			return p.ErrorAt(loc, "'memref.global' op attribute 'alignment' failed to satisfy constraint: %s", alignmentI64.Summary)
		}
	}
	addAttrs(st, attrs)
	return nil
}

func hasStaticShape(dims []int64) bool {
	for _, d := range dims {
		if d == Dynamic {
			return false
		}
	}
	return true
}

func printGlobal(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteByte(' ')
	if v, ok := op.Attr("sym_visibility").(*ir.StringAttr); ok {
		p.PrintAttr(v)
		p.WriteByte(' ')
	}
	if op.HasAttr("constant") {
		p.WriteString("constant ")
	}
	if n, ok := op.Attr("sym_name").(*ir.StringAttr); ok {
		p.PrintSymbolName(n.Value)
	}
	p.WriteString(" : ")
	if t, ok := op.Attr("type").(*ir.TypeAttr); ok {
		p.PrintType(t.Type)
	}
	if init := op.Attr("initial_value"); init != nil {
		p.WriteString(" = ")
		if _, unit := init.(*ir.UnitAttr); unit {
			p.WriteString("uninitialized")
		} else {
			p.PrintAttrWithoutType(init)
		}
	}
	p.PrintOptionalAttrDict(op.Attrs(), "sym_visibility", "constant", "sym_name", "type", "initial_value")
}

// transpose ::= `memref.transpose` %in `(` dims `)` `->` `(` dims `)`
//
//	attr-dict `:` type `to` type
//
// The permutation is written as a bare affine map of dimension names.
func parseTranspose(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	in, err := p.ParseOperand()
	if err != nil {
		return err
	}
	loc := p.CurrentLoc()
	names, err := parseIdentList(p)
	if err != nil {
		return err
	}
	if err := p.ParsePunct("->"); err != nil {
		return err
	}
	results, err := parseIdentList(p)
	if err != nil {
		return err
	}
	pos := map[string]int{}
	for i, n := range names {
		pos[n] = i
	}
	exprs := make([]*ir.AffineExpr, len(results))
	for i, r := range results {
		j, ok := pos[r]
		if !ok {
			return p.ErrorAt(loc, "use of undeclared identifier '%s'", r)
		}
		exprs[i] = ir.AffineDimExpr(j)
	}
	st.AddAttr("permutation", ctx.AffineMapAttr(ir.NewAffineMap(len(names), 0, exprs)))
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	addAttrs(st, attrs)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	src, err := p.ParseType()
	if err != nil {
		return err
	}
	if err := p.ParseKeyword("to"); err != nil {
		return err
	}
	dst, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(in, src)
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{v}
	st.Types = []ir.Type{dst}
	return nil
}

func parseIdentList(p ir.AsmParser) ([]string, error) {
	if err := p.ParsePunct("("); err != nil {
		return nil, err
	}
	var out []string
	if p.ParseOptionalPunct(")") {
		return out, nil
	}
	for {
		n, err := p.ParseKeywordAny()
		if err != nil {
			return nil, err
		}
		out = append(out, n)
		if !p.ParseOptionalPunct(",") {
			break
		}
	}
	return out, p.ParsePunct(")")
}

func printTranspose(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 || op.NumResults() != 1 {
		return
	}
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteByte(' ')
	if m, ok := op.Attr("permutation").(*ir.AffineMapAttr); ok {
		p.WriteString(m.Map.String())
	}
	p.PrintOptionalAttrDict(op.Attrs(), "permutation")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
	p.WriteString(" to ")
	p.PrintType(op.Result(0).Type())
}

// parseDenseBody parses `<` literal `>` after `dense` with the type
// given by the global (the parser's dense attribute always wants a
// trailing `: type`). Elements are integers, floats or booleans.
func parseDenseBody(p ir.AsmParser, t *ir.RankedTensorType) (ir.Attribute, error) {
	if err := p.ParsePunct("<"); err != nil {
		return nil, err
	}
	var data []byte
	n := 0
	var elem func() error
	elem = func() error {
		if p.ParseOptionalPunct("[") {
			if p.ParseOptionalPunct("]") {
				return nil
			}
			for {
				if err := elem(); err != nil {
					return err
				}
				if !p.ParseOptionalPunct(",") {
					break
				}
			}
			return p.ParsePunct("]")
		}
		loc := p.CurrentLoc()
		a, err := p.ParseAttribute(t.Elem)
		if err != nil {
			return err
		}
		switch a := a.(type) {
		case *ir.IntegerAttr:
			data = ir.PutScalar(data, t.Elem, a.Int64(), float64(a.Int64()))
		case *ir.FloatAttr:
			data = ir.PutScalar(data, t.Elem, 0, a.Value())
		default:
			return p.ErrorAt(loc, "expected an integer or float element")
		}
		n++
		return nil
	}
	if err := elem(); err != nil {
		return nil, err
	}
	if err := p.ParsePunct(">"); err != nil {
		return nil, err
	}
	if total := ir.NumElements(t); n != 1 && int64(n) != total {
		return nil, p.Errorf("inferred shape of elements literal ([%d]) does not match type ([%d])", n, total)
	}
	return p.Context().DenseElementsAttr(t, data), nil
}

// alloc ::= `(` sizes `)` (`[` symbols `]`)? attr-dict `:` type
func parseAlloc(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	idx := func(open, close string) ([]*ir.Value, error) {
		us, err := p.ParseOperandList()
		if err != nil {
			return nil, err
		}
		if err := p.ParsePunct(close); err != nil {
			return nil, err
		}
		ts := make([]ir.Type, len(us))
		for i := range ts {
			ts[i] = ctx.IndexType()
		}
		return p.ResolveOperands(us, ts)
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	sizes, err := idx("(", ")")
	if err != nil {
		return err
	}
	var syms []*ir.Value
	if p.ParseOptionalPunct("[") {
		if syms, err = idx("[", "]"); err != nil {
			return err
		}
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	addAttrs(st, attrs)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	st.Operands = append(sizes, syms...)
	st.Types = []ir.Type{t}
	st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes",
		Value: ctx.DenseI32Array([]int64{int64(len(sizes)), int64(len(syms))})})
	return nil
}

func printAlloc(p *ir.AsmPrinter, op *ir.Operation) {
	a := AllocationOp{op}
	p.WriteByte('(')
	p.PrintOperands(a.DynamicSizes())
	p.WriteByte(')')
	if syms := a.SymbolOperands(); len(syms) > 0 {
		p.WriteByte('[')
		p.PrintOperands(syms)
		p.WriteByte(']')
	}
	p.PrintOptionalAttrDict(op.Attrs(), "operandSegmentSizes")
	p.WriteString(" : ")
	if op.NumResults() == 1 {
		p.PrintType(op.Result(0).Type())
	}
}

func parseAssumeAlignment(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	m, err := p.ParseOperand()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(","); err != nil {
		return err
	}
	a, err := p.ParseInteger()
	if err != nil {
		return err
	}
	st.AddAttr("alignment", ctx.IntegerAttr(ctx.I(32), a))
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	addAttrs(st, attrs)
	if err := p.ParsePunct(":"); err != nil {
		return err
	}
	t, err := p.ParseType()
	if err != nil {
		return err
	}
	v, err := p.ResolveOperand(m, t)
	if err != nil {
		return err
	}
	st.Operands = []*ir.Value{v}
	st.Types = []ir.Type{t}
	return nil
}

func printAssumeAlignment(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumOperands() != 1 {
		return
	}
	p.WriteByte(' ')
	p.PrintOperand(op.Operand(0))
	p.WriteString(", ")
	if a, ok := op.Attr("alignment").(*ir.IntegerAttr); ok {
		p.WriteInt(a.Int64())
	}
	p.PrintOptionalAttrDict(op.Attrs(), "alignment")
	p.WriteString(" : ")
	p.PrintType(op.Operand(0).Type())
}
