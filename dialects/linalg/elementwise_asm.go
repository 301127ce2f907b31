package linalg

import (
	"github.com/strata-compiler/strata/ir"
)

// ---- elementwise ----

// ElementwiseKind returns the kind name of a linalg.elementwise (`add`).
func ElementwiseKind(op *ir.Operation) string {
	if o, ok := op.Attr("kind").(*ir.OpaqueAttr); ok {
		const pre = "elementwise_kind<"
		if len(o.Body) > len(pre) && o.Body[:len(pre)] == pre && o.Body[len(o.Body)-1] == '>' {
			return o.Body[len(pre) : len(o.Body)-1]
		}
	}
	return ""
}

func parseElementwise(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	if err := p.ParseKeyword("kind"); err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	kloc := p.CurrentLoc()
	kind, err := p.ParseAttribute(nil)
	if err != nil {
		return err
	}
	st.AddAttr("kind", kind)
	if p.ParseOptionalKeyword("indexing_maps") {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		a, err := p.ParseAttribute(nil)
		if err != nil {
			return err
		}
		st.AddAttr("indexing_maps", a)
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	io, err := parseInsOuts(p)
	if err != nil {
		return err
	}
	io.fill(p, st, true)
	ts, _, err := parseArrowTypes(p)
	if err != nil {
		return err
	}
	st.Types = ts
	tmp := ir.Create(&ir.OperationState{Name: ctx.OpName(Elementwise.Name), Attrs: []ir.NamedAttr{{Name: "kind", Value: kind}}})
	spec := NamedByName["linalg."+ElementwiseKind(tmp)]
	if spec == nil {
		return p.ErrorAt(kloc, "unsupported elementwise kind %s", ir.AttrString(kind))
	}
	if len(io.outs) != 1 {
		return p.ErrorAt(kloc, "expected one init")
	}
	if _, has := findAttr(st.Attrs, "indexing_maps"); !has {
		rank := rankOf(io.outTs[0])
		var maps []ir.Attribute
		for range len(io.ins) + 1 {
			maps = append(maps, ctx.AffineMapAttr(ir.IdentityAffineMap(rank)))
		}
		st.AddAttr("indexing_maps", ctx.ArrayAttr(maps))
	}
	r, err := BuildBody(ctx, kloc, spec.Body, elemTypes(append(append([]ir.Type{}, io.inTs...), io.outTs...)))
	if err != nil {
		return p.ErrorAt(kloc, "%v", err)
	}
	st.Regions = append(st.Regions, r)
	return nil
}

func findAttr(as []ir.NamedAttr, name string) (ir.Attribute, bool) {
	for _, a := range as {
		if a.Name == name {
			return a.Value, true
		}
	}
	return nil, false
}

func printElementwise(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" kind=")
	p.PrintAttr(op.Attr("kind"))
	if arr, ok := op.Attr("indexing_maps").(*ir.ArrayAttr); ok {
		rank := -1
		if outs := Outputs(op); len(outs) == 1 {
			rank = rankOf(outs[0].Type())
		}
		identity := true
		for _, e := range arr.Elems {
			m, ok := e.(*ir.AffineMapAttr)
			identity = identity && ok && m.Map.IsIdentity() && m.Map.NumDims == rank
		}
		if !identity {
			p.WriteString(" indexing_maps = ")
			p.PrintAttr(arr)
		}
	}
	p.PrintOptionalAttrDict(op.Attrs(), "kind", "indexing_maps", "operandSegmentSizes")
	printOperandList(p, "ins", Inputs(op))
	printOperandList(p, "outs", Outputs(op))
	printResultArrow(p, op)
}

// ---- softmax ----

func parseSoftmax(p ir.AsmParser, st *ir.OperationState) error {
	if err := p.ParseKeyword("dimension"); err != nil {
		return err
	}
	if err := p.ParsePunct("("); err != nil {
		return err
	}
	d, err := p.ParseInteger()
	if err != nil {
		return err
	}
	if err := p.ParsePunct(")"); err != nil {
		return err
	}
	st.AddAttr("dimension", p.Context().IntegerAttr(p.Context().I(64), d))
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	loc := p.CurrentLoc()
	io, err := parseInsOuts(p)
	if err != nil {
		return err
	}
	if len(io.ins) != 1 || len(io.outs) != 1 {
		return p.ErrorAt(loc, "expected one input and one output")
	}
	io.fill(p, st, false)
	ts, _, err := parseArrowTypes(p)
	if err != nil {
		return err
	}
	st.Types = ts
	return nil
}

func printSoftmax(p *ir.AsmPrinter, op *ir.Operation) {
	p.WriteString(" dimension(")
	if a, ok := op.Attr("dimension").(*ir.IntegerAttr); ok {
		p.WriteInt(a.Int64())
	}
	p.WriteByte(')')
	p.PrintOptionalAttrDict(op.Attrs(), "dimension")
	printOperandList(p, "ins", op.Operands()[:1])
	printOperandList(p, "outs", op.Operands()[1:])
	printResultArrow(p, op)
}
