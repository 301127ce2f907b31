package linalg

import (
	"github.com/strata-compiler/strata/ir"
)

// This file holds the hand-written custom forms: the `ins(...) outs(...)`
// lists are shared by all structured ops; generic adds its attribute
// dictionary and region, named ops build their region from their spec,
// map and reduce have a short `{ payload }` form.

// parseOperandList parses `kw(%a, %b : T1, T2)` if present.
func parseOperandList(p ir.AsmParser, kw string) ([]*ir.Value, []ir.Type, error) {
	if !p.ParseOptionalKeyword(kw) {
		return nil, nil, nil
	}
	if err := p.ParsePunct("("); err != nil {
		return nil, nil, err
	}
	us, err := p.ParseOperandList()
	if err != nil {
		return nil, nil, err
	}
	var ts []ir.Type
	if len(us) > 0 || !p.ParseOptionalPunct(")") {
		if err := p.ParsePunct(":"); err != nil {
			return nil, nil, err
		}
		if ts, err = p.ParseTypeList(); err != nil {
			return nil, nil, err
		}
		if err := p.ParsePunct(")"); err != nil {
			return nil, nil, err
		}
	}
	if len(us) != len(ts) {
		return nil, nil, p.Errorf("expected %d types, got %d", len(us), len(ts))
	}
	vs, err := p.ResolveOperands(us, ts)
	return vs, ts, err
}

// insOuts holds the parsed operand lists.
type insOuts struct {
	ins, outs     []*ir.Value
	inTs, outTs   []ir.Type
	resultTensors []ir.Type
}

func parseInsOuts(p ir.AsmParser) (*insOuts, error) {
	io := &insOuts{}
	var err error
	if io.ins, io.inTs, err = parseOperandList(p, "ins"); err != nil {
		return nil, err
	}
	if io.outs, io.outTs, err = parseOperandList(p, "outs"); err != nil {
		return nil, err
	}
	for _, t := range io.outTs {
		if _, ok := t.(*ir.RankedTensorType); ok {
			io.resultTensors = append(io.resultTensors, t)
		}
	}
	return io, nil
}

// parseArrowTypes parses `-> T` or `-> (T1, T2)` if present.
func parseArrowTypes(p ir.AsmParser) ([]ir.Type, bool, error) {
	if !p.ParseOptionalPunct("->") {
		return nil, false, nil
	}
	ts, err := p.ParseFunctionResultTypes()
	return ts, true, err
}

func (io *insOuts) fill(p ir.AsmParser, st *ir.OperationState, segments bool) {
	st.Operands = append(append(st.Operands, io.ins...), io.outs...)
	if segments {
		st.Props = append(st.Props, ir.NamedAttr{Name: "operandSegmentSizes",
			Value: p.Context().DenseI32Array([]int64{int64(len(io.ins)), int64(len(io.outs))})})
	}
}

func elemTypes(ts []ir.Type) []ir.Type {
	out := make([]ir.Type, len(ts))
	for i, t := range ts {
		out[i] = ir.ElementTypeOrSelf(t)
	}
	return out
}

func printOperandList(p *ir.AsmPrinter, kw string, vs []*ir.Value) {
	if len(vs) == 0 {
		return
	}
	p.WriteString(" " + kw + "(")
	p.PrintOperands(vs)
	p.WriteString(" : ")
	ts := make([]ir.Type, len(vs))
	for i, v := range vs {
		ts[i] = v.Type()
	}
	p.PrintTypeList(ts)
	p.WriteByte(')')
}

// Inputs and Outputs return the ins and outs of a structured op.
func Inputs(op *ir.Operation) []*ir.Value {
	if d := op.Def(); d != nil && len(d.Operands) > 0 {
		return d.OperandGroup(op, d.Operands[0].Name)
	}
	return nil
}

// Outputs returns the outs (inits) of a structured op.
func Outputs(op *ir.Operation) []*ir.Value {
	if d := op.Def(); d != nil && len(d.Operands) > 1 {
		return d.OperandGroup(op, d.Operands[1].Name)
	}
	return nil
}

func printResultArrow(p *ir.AsmPrinter, op *ir.Operation) {
	if op.NumResults() == 0 {
		return
	}
	p.WriteString(" -> ")
	p.PrintFunctionResultTypes(op.ResultTypes())
}

// ---- generic ----

var genericDictNames = []string{"doc", "indexing_maps", "iterator_types", "library_call"}

func parseGeneric(p ir.AsmParser, st *ir.OperationState) error {
	ctx := p.Context()
	loc := p.CurrentLoc()
	// The leading dictionary may be spelled through an alias (#trait).
	dict, ok, err := p.ParseOptionalAttribute(nil)
	if err != nil {
		return err
	}
	var attrs []ir.NamedAttr
	if ok {
		d, isDict := dict.(*ir.DictionaryAttr)
		if !isDict {
			return p.ErrorAt(loc, "expected a dictionary attribute, got %s", ir.AttrString(dict))
		}
		attrs = append(attrs, d.Entries...)
	}
	for _, a := range attrs {
		if a.Name == "iterator_types" {
			arr, ok := a.Value.(*ir.ArrayAttr)
			if !ok {
				return p.ErrorAt(loc, "expected array attribute for 'iterator_types'")
			}
			var kinds []string
			for _, e := range arr.Elems {
				k, ok := iteratorKind(e)
				if !ok {
					return p.ErrorAt(loc, "unexpected iterator_type (%s)", ir.AttrString(e))
				}
				kinds = append(kinds, k)
			}
			a.Value = IteratorTypesAttr(ctx, kinds)
		}
		st.Attrs = append(st.Attrs, a)
	}
	io, err := parseInsOuts(p)
	if err != nil {
		return err
	}
	io.fill(p, st, true)
	if p.ParseOptionalKeyword("attrs") {
		if err := p.ParsePunct("="); err != nil {
			return err
		}
		extra, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, extra...)
	}
	r := ir.NewRegion()
	if err := p.ParseRegion(r, nil); err != nil {
		return err
	}
	st.Regions = append(st.Regions, r)
	ts, _, err := parseArrowTypes(p)
	if err != nil {
		return err
	}
	st.Types = ts
	return nil
}

func printGeneric(p *ir.AsmPrinter, op *ir.Operation) {
	ctx := op.Context()
	var dict []ir.NamedAttr
	for _, n := range genericDictNames {
		a := op.Attr(n)
		if a == nil {
			continue
		}
		if n == "iterator_types" {
			if arr, ok := a.(*ir.ArrayAttr); ok {
				es := make([]ir.Attribute, len(arr.Elems))
				for i, e := range arr.Elems {
					k, ok := iteratorKind(e)
					if !ok {
						es[i] = e
						continue
					}
					es[i] = ctx.StringAttr(k)
				}
				a = ctx.ArrayAttr(es)
			}
		}
		dict = append(dict, ir.NamedAttr{Name: n, Value: a})
	}
	p.WriteString(" {")
	p.PrintNamedAttrs(dict)
	p.WriteByte('}')
	printOperandList(p, "ins", Inputs(op))
	printOperandList(p, "outs", Outputs(op))
	var extra []ir.NamedAttr
	for _, a := range op.Attrs() {
		if a.Name == "operandSegmentSizes" || contains(genericDictNames, a.Name) {
			continue
		}
		extra = append(extra, a)
	}
	if len(extra) > 0 {
		p.WriteString(" attrs = ")
		p.PrintOptionalAttrDict(extra)
	}
	p.WriteByte(' ')
	p.PrintRegion(op.Region(0), true, true, false)
	printResultArrow(p, op)
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// ---- named ops ----

func parseNamed(s *NamedSpec) func(p ir.AsmParser, st *ir.OperationState) error {
	return func(p ir.AsmParser, st *ir.OperationState) error {
		ctx := p.Context()
		if s.MapsAttr && p.ParseOptionalKeyword("indexing_maps") {
			if err := p.ParsePunct("="); err != nil {
				return err
			}
			loc := p.CurrentLoc()
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return err
			}
			if !AffineMapArrayAttr.Pred(a) {
				return p.ErrorAt(loc, "expected array of affine maps")
			}
			st.AddAttr("indexing_maps", a)
		}
		if _, has := findAttr(st.Attrs, "indexing_maps"); s.MapsOnly && !has {
			return p.ErrorAt(p.CurrentLoc(), "expected 'indexing_maps' keyword")
		}
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
		io.fill(p, st, true)
		more, err := p.ParseOptionalAttrDict()
		if err != nil {
			return err
		}
		st.Attrs = append(st.Attrs, more...)
		ts, _, err := parseArrowTypes(p)
		if err != nil {
			return err
		}
		st.Types = ts
		r, err := buildBody(ctx, p.CurrentLoc(), s.Body, elemTypes(append(append([]ir.Type{}, io.inTs...), io.outTs...)), castUnsigned(st.Attrs))
		if err != nil {
			if s.Body.Kind == "mac" || len(io.outTs) == 0 {
				return p.ErrorAt(loc, "[parseNamedStructuredOpRegion] ods-gen generated region expects %d args, got %d", s.Inputs+1, len(io.inTs)+len(io.outTs))
			}
			return p.ErrorAt(loc, "%v", err)
		}
		if len(io.inTs) != s.Inputs || len(io.outTs) != 1 {
			return p.ErrorAt(loc, "[parseNamedStructuredOpRegion] ods-gen generated region expects %d args, got %d", s.Inputs+1, len(io.inTs)+len(io.outTs))
		}
		st.Regions = append(st.Regions, r)
		if _, has := findAttr(st.Attrs, "indexing_maps"); s.MapsAttr && !has {
			// Upstream stores the default maps as the property.
			var ranks []int
			for _, t := range append(append([]ir.Type{}, io.inTs...), io.outTs...) {
				ranks = append(ranks, rankOf(t))
			}
			maps, err := s.DefaultMaps(ranks, nil, nil)
			if err != nil {
				return p.ErrorAt(loc, "%v", err)
			}
			as := make([]ir.Attribute, len(maps))
			for i, m := range maps {
				as[i] = ctx.AffineMapAttr(m)
			}
			st.AddAttr("indexing_maps", ctx.ArrayAttr(as))
		}
		return nil
	}
}

func printNamed(s *NamedSpec) func(p *ir.AsmPrinter, op *ir.Operation) {
	return func(p *ir.AsmPrinter, op *ir.Operation) {
		elided := []string{"operandSegmentSizes", "indexing_maps", "linalg.memoized_indexing_maps"}
		if s.MapsAttr {
			if a := op.Attr("indexing_maps"); a != nil && !isDefaultMaps(op, s) {
				p.WriteString(" indexing_maps = ")
				p.PrintAttr(a)
			}
		}
		p.PrintOptionalAttrDict(op.Attrs(), elided...)
		printOperandList(p, "ins", Inputs(op))
		printOperandList(p, "outs", Outputs(op))
		printResultArrow(p, op)
	}
}

// isDefaultMaps reports whether op's indexing_maps are its spec's.
func isDefaultMaps(op *ir.Operation, s *NamedSpec) bool {
	arr, ok := op.Attr("indexing_maps").(*ir.ArrayAttr)
	if !ok {
		return true
	}
	if s.MapsOnly {
		return false
	}
	def, err := s.DefaultMaps(operandRanks(op), nil, nil)
	if err != nil || len(def) != len(arr.Elems) {
		return false
	}
	for i, e := range arr.Elems {
		m, ok := e.(*ir.AffineMapAttr)
		if !ok || m.Map.String() != def[i].String() {
			return false
		}
	}
	return true
}

// operandRanks returns each operand's rank (-1 for non-shaped).
func operandRanks(op *ir.Operation) []int {
	out := make([]int, op.NumOperands())
	for i, v := range op.Operands() {
		out[i] = rankOf(v.Type())
	}
	return out
}

func rankOf(t ir.Type) int {
	if st, ok := t.(ir.ShapedType); ok && st.HasRank() {
		return len(st.Shape())
	}
	return -1
}
