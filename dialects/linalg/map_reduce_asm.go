package linalg

import (
	"github.com/strata-compiler/strata/ir"
)

// ---- map ----

// parseShortForm parses `{ payload-op attr-dict }` if present.
func parseShortForm(p ir.AsmParser) (string, []ir.NamedAttr, bool, error) {
	if !p.ParseOptionalPunct("{") {
		return "", nil, false, nil
	}
	name, err := p.ParseKeywordAny()
	if err != nil {
		return "", nil, true, err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return "", nil, true, err
	}
	return name, attrs, true, p.ParsePunct("}")
}

// parseLongForm parses `(%a: T, ...) { region }` if present.
func parseLongForm(p ir.AsmParser) (*ir.Region, bool, error) {
	if !p.ParseOptionalPunct("(") {
		return nil, false, nil
	}
	var args []ir.Argument
	if !p.ParseOptionalPunct(")") {
		for {
			a, err := p.ParseArgument(true, false)
			if err != nil {
				return nil, true, err
			}
			args = append(args, a)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, true, err
		}
	}
	r := ir.NewRegion()
	return r, true, p.ParseRegion(r, args)
}

func parseMap(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.CurrentLoc()
	payload, pattrs, short, err := parseShortForm(p)
	if err != nil {
		return err
	}
	io, err := parseInsOuts(p)
	if err != nil {
		return err
	}
	if len(io.outs) != 1 {
		return p.ErrorAt(loc, "expected one init")
	}
	io.fill(p, st, false)
	st.Types = io.resultTensors
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if short {
		elems := elemTypes(append(append([]ir.Type{}, io.inTs...), io.outTs...))
		idx := make([]int, len(io.ins))
		for i := range idx {
			idx[i] = i
		}
		st.Regions = append(st.Regions, buildPayloadBody(ctx, loc, elems, payload, pattrs, idx, elems[len(elems)-1]))
		return nil
	}
	r, ok, err := parseLongForm(p)
	if err != nil {
		return err
	}
	if !ok {
		return p.Errorf("expected '(' or a short form payload")
	}
	st.Regions = append(st.Regions, r)
	return nil
}

// shortFormPayload returns the payload op of a body that the short form
// can print: one op applied to the block arguments in the order idx,
// whose single result is yielded.
func shortFormPayload(op *ir.Operation, idx []int) *ir.Operation {
	b := op.Region(0).Front()
	if b == nil || b.NumOps() != 2 {
		return nil
	}
	payload, y := b.First(), b.Last()
	if payload.NumRegions() > 0 || payload.NumResults() != 1 || y.Def() != Yield ||
		y.NumOperands() != 1 || y.Operand(0) != payload.Result(0) || payload.NumOperands() != len(idx) {
		return nil
	}
	if !payload.IsRegistered() {
		return nil
	}
	for i, j := range idx {
		if j >= b.NumArgs() || payload.Operand(i) != b.Arg(j) {
			return nil
		}
	}
	return payload
}

// printShortForm prints ` { name attrs }` eliding attributes at their default.
func printShortForm(p *ir.AsmPrinter, payload *ir.Operation) {
	p.WriteString(" { ")
	p.WriteString(payload.Name())
	var attrs []ir.NamedAttr
	for _, a := range payload.Attrs() {
		if ad := payload.Def().AttrDef(a.Name); ad != nil && ad.DefaultValue(payload.Context()) == a.Value {
			continue
		}
		attrs = append(attrs, a)
	}
	p.PrintOptionalAttrDict(attrs)
	p.WriteString(" }")
}

func printLongForm(p *ir.AsmPrinter, op *ir.Operation) {
	b := op.Region(0).Front()
	p.IncreaseIndent()
	p.PrintNewline()
	p.WriteByte('(')
	if b != nil {
		for i, a := range b.Args() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintRegionArgument(a, nil, false)
		}
	}
	p.WriteString(") ")
	p.PrintRegion(op.Region(0), false, true, false)
	p.DecreaseIndent()
}

func printMap(p *ir.AsmPrinter, op *ir.Operation) {
	ins := Inputs(op)
	idx := make([]int, len(ins))
	for i := range idx {
		idx[i] = i
	}
	payload := shortFormPayload(op, idx)
	if payload != nil {
		printShortForm(p, payload)
	}
	printOperandList(p, "ins", ins)
	printOperandList(p, "outs", Outputs(op))
	p.PrintOptionalAttrDict(op.Attrs())
	if payload == nil {
		printLongForm(p, op)
	}
}

// ---- reduce ----

func parseReduce(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.CurrentLoc()
	payload, pattrs, short, err := parseShortForm(p)
	if err != nil {
		return err
	}
	io, err := parseInsOuts(p)
	if err != nil {
		return err
	}
	io.fill(p, st, false)
	st.Types = io.resultTensors
	if err := parseDenseList(p, st, "dimensions"); err != nil {
		return err
	}
	attrs, err := p.ParseOptionalAttrDict()
	if err != nil {
		return err
	}
	st.Attrs = append(st.Attrs, attrs...)
	if short {
		elems := elemTypes(append(append([]ir.Type{}, io.inTs...), io.outTs...))
		var idx []int
		for i := range io.outs {
			idx = append(idx, len(io.ins)+i)
		}
		for i := range io.ins {
			idx = append(idx, i)
		}
		if len(io.outs) == 0 {
			return p.ErrorAt(loc, "expected at least one init")
		}
		st.Regions = append(st.Regions, buildPayloadBody(ctx, loc, elems, payload, pattrs, idx, elems[len(elems)-1]))
		return nil
	}
	r, ok, err := parseLongForm(p)
	if err != nil {
		return err
	}
	if !ok {
		return p.Errorf("expected '(' or a short form payload")
	}
	st.Regions = append(st.Regions, r)
	return nil
}

func printReduce(p *ir.AsmPrinter, op *ir.Operation) {
	ins, inits := Inputs(op), Outputs(op)
	var idx []int
	for i := range inits {
		idx = append(idx, len(ins)+i)
	}
	for i := range ins {
		idx = append(idx, i)
	}
	payload := shortFormPayload(op, idx)
	if payload != nil {
		printShortForm(p, payload)
	}
	printOperandList(p, "ins", ins)
	printOperandList(p, "outs", inits)
	printDenseList(p, op, "dimensions")
	p.PrintOptionalAttrDict(op.Attrs(), "dimensions")
	if payload == nil {
		printLongForm(p, op)
	}
}

// parseDenseList parses `name = [1, 2]` into a dense i64 array.
func parseDenseList(p ir.AsmParser, st *ir.OperationState, name string) error {
	if err := p.ParseKeyword(name); err != nil {
		return err
	}
	if err := p.ParsePunct("="); err != nil {
		return err
	}
	if err := p.ParsePunct("["); err != nil {
		return err
	}
	var vs []int64
	if !p.ParseOptionalPunct("]") {
		for {
			v, err := p.ParseInteger()
			if err != nil {
				return err
			}
			vs = append(vs, v)
			if !p.ParseOptionalPunct(",") {
				break
			}
		}
		if err := p.ParsePunct("]"); err != nil {
			return err
		}
	}
	st.AddAttr(name, p.Context().DenseI64Array(vs))
	return nil
}

// printDenseList prints ` name = [1, 2] ` (with upstream's trailing space).
func printDenseList(p *ir.AsmPrinter, op *ir.Operation, name string) {
	p.WriteString(" " + name + " = [")
	if a, ok := op.Attr(name).(*ir.DenseArrayAttr); ok {
		for i, v := range a.Ints {
			if i > 0 {
				p.WriteString(", ")
			}
			p.WriteInt(v)
		}
	}
	p.WriteString("] ")
}

// ---- transpose, broadcast ----

func parseListOp(name string) func(p ir.AsmParser, st *ir.OperationState) error {
	return func(p ir.AsmParser, st *ir.OperationState) error {
		loc := p.CurrentLoc()
		io, err := parseInsOuts(p)
		if err != nil {
			return err
		}
		if len(io.ins) != 1 || len(io.outs) != 1 {
			return p.ErrorAt(loc, "expected one input and one init")
		}
		io.fill(p, st, false)
		st.Types = io.resultTensors
		if err := parseDenseList(p, st, name); err != nil {
			return err
		}
		attrs, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, attrs...)
		r, err := BuildBody(p.Context(), loc, Body{Kind: "yield"}, elemTypes(append(io.inTs, io.outTs...)))
		if err != nil {
			return p.ErrorAt(loc, "%v", err)
		}
		st.Regions = append(st.Regions, r)
		return nil
	}
}

func printListOp(name string) func(p *ir.AsmPrinter, op *ir.Operation) {
	return func(p *ir.AsmPrinter, op *ir.Operation) {
		printOperandList(p, "ins", Inputs(op))
		printOperandList(p, "outs", Outputs(op))
		printDenseList(p, op, name)
		p.PrintOptionalAttrDict(op.Attrs(), name)
	}
}
