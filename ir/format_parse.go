package ir

import (
	"fmt"
	"sync"
)

// This file parses an op's custom form from its compiled assembly format.

// FormatState is what the format interpreter collected so far; custom
// directives read and fill it.
type FormatState struct {
	def *OpDef
	St  *OperationState
	// operands and operandTypes are per operand group (types nil until a
	// type directive or inference gives them).
	operands     [][]UnresolvedOperand
	operandTypes [][]Type
	resultTypes  [][]Type
	// allOperands is set by the `operands` directive; allOperandTypes and
	// allResultTypes by type(operands) / type(results).
	allOperands                       []UnresolvedOperand
	haveAllOperands                   bool
	allOperandTypes, allResultTypes   []Type
	haveAllOperandTs, haveAllResultTs bool
	regions                           [][]*Region
	succs                             [][]*Block
	// ubuf and tbuf back the per-group slices above, so that parsing an op
	// allocates nothing once the state is pooled.
	ubuf []UnresolvedOperand
	tbuf []Type
}

var formatStatePool = sync.Pool{New: func() any { return new(FormatState) }}

func resizeU(s [][]UnresolvedOperand, n int) [][]UnresolvedOperand {
	if cap(s) < n {
		return make([][]UnresolvedOperand, n)
	}
	s = s[:n]
	for i := range s {
		s[i] = nil
	}
	return s
}

func resizeT(s [][]Type, n int) [][]Type {
	if cap(s) < n {
		return make([][]Type, n)
	}
	s = s[:n]
	for i := range s {
		s[i] = nil
	}
	return s
}

func (fs *FormatState) reset(d *OpDef, st *OperationState) {
	fs.def, fs.St = d, st
	fs.operands = resizeU(fs.operands, len(d.Operands))
	fs.operandTypes = resizeT(fs.operandTypes, len(d.Operands))
	fs.resultTypes = resizeT(fs.resultTypes, len(d.Results))
	fs.regions = fs.regions[:0]
	for i := 0; i < len(d.Regions); i++ {
		fs.regions = append(fs.regions, nil)
	}
	fs.succs = fs.succs[:0]
	for i := 0; i < len(d.Successors); i++ {
		fs.succs = append(fs.succs, nil)
	}
	fs.allOperands, fs.haveAllOperands = nil, false
	fs.allOperandTypes, fs.allResultTypes = nil, nil
	fs.haveAllOperandTs, fs.haveAllResultTs = false, false
	fs.ubuf = fs.ubuf[:0]
	fs.tbuf = fs.tbuf[:0]
}

// release drops references so the pooled state keeps no IR alive.
func (fs *FormatState) release() {
	fs.def, fs.St = nil, nil
	for i := range fs.regions {
		fs.regions[i] = nil
	}
	for i := range fs.succs {
		fs.succs[i] = nil
	}
	clear(fs.tbuf[:cap(fs.tbuf)])
	formatStatePool.Put(fs)
}

// types copies ts into the state's buffer.
func (fs *FormatState) keepTypes(ts ...Type) []Type {
	start := len(fs.tbuf)
	fs.tbuf = append(fs.tbuf, ts...)
	return fs.tbuf[start:len(fs.tbuf):len(fs.tbuf)]
}

func (fs *FormatState) groupIndex(groups []ArgDef, name string) int {
	for i, g := range groups {
		if g.Name == name {
			return i
		}
	}
	return -1
}

// SetOperands records the operands of group name.
func (fs *FormatState) SetOperands(name string, us []UnresolvedOperand) {
	if i := fs.groupIndex(fs.def.Operands, name); i >= 0 {
		fs.operands[i] = us
	}
}

// SetTypes records the types of operand or result group name.
func (fs *FormatState) SetTypes(name string, ts []Type) {
	if i := fs.groupIndex(fs.def.Operands, name); i >= 0 {
		fs.operandTypes[i] = ts
	} else if i := fs.groupIndex(fs.def.Results, name); i >= 0 {
		fs.resultTypes[i] = ts
	}
}

// Operands returns the operands parsed so far for group name.
func (fs *FormatState) Operands(name string) []UnresolvedOperand {
	if i := fs.groupIndex(fs.def.Operands, name); i >= 0 {
		return fs.operands[i]
	}
	return nil
}

// SetAttr records an attribute.
func (fs *FormatState) SetAttr(name string, a Attribute) { fs.St.AddAttr(name, a) }

// Region returns (creating) the region of region group name.
func (fs *FormatState) Region(name string) *Region {
	for i, r := range fs.def.Regions {
		if r.Name == name {
			if len(fs.regions[i]) == 0 {
				fs.regions[i] = []*Region{NewRegion()}
			}
			return fs.regions[i][0]
		}
	}
	return nil
}

// ParseWithFormat parses the custom form of op kind d (after its name)
// into st. It is called by the parser for ops that have a Format.
func ParseWithFormat(p AsmParser, d *OpDef, st *OperationState) error {
	if d.Parse != nil {
		return d.Parse(p, st)
	}
	format := d.compiledFormat()
	if format == nil {
		if d.formatErr != nil {
			return p.Errorf("custom op '%s': %v", d.Name, d.formatErr)
		}
		return p.Errorf("custom op '%s' has no custom assembly form", d.Name)
	}
	fs := formatStatePool.Get().(*FormatState)
	fs.reset(d, st)
	defer fs.release()
	if err := fs.elems(p, format.elems); err != nil {
		return err
	}
	return fs.finish(p)
}

func (fs *FormatState) elems(p AsmParser, es []*fmtElem) error {
	for _, e := range es {
		if err := fs.elem(p, e); err != nil {
			return err
		}
	}
	return nil
}

func parseLiteral(p AsmParser, lit string) error {
	if isKeywordLiteral(lit) {
		return p.ParseKeyword(lit)
	}
	return p.ParsePunct(lit)
}

func parseOptionalLiteral(p AsmParser, lit string) bool {
	if isKeywordLiteral(lit) {
		return p.ParseOptionalKeyword(lit)
	}
	return p.ParseOptionalPunct(lit)
}

func (fs *FormatState) elem(p AsmParser, e *fmtElem) error {
	d := fs.def
	switch e.kind {
	case fLiteral:
		return parseLiteral(p, e.lit)
	case fSpace, fNoSpace, fNewline:
		return nil
	case fOptional:
		present, err := fs.first(p, e.then[e.lead])
		if err != nil {
			return err
		}
		if !present {
			return fs.elems(p, e.els)
		}
		// A unit attribute anchoring the group is not written: the group's
		// presence sets it.
		var unitAnchor *fmtElem
		if a := e.then[e.anchor]; a.kind == fAttr && e.anchor != e.lead && isUnitConstraint(d.Attrs[a.idx].Constraint) {
			unitAnchor = a
			fs.St.AddAttr(d.Attrs[a.idx].Name, p.Context().UnitAttr())
		}
		for _, x := range e.then[e.lead+1:] {
			if x == unitAnchor {
				continue
			}
			if err := fs.elem(p, x); err != nil {
				return err
			}
		}
		return nil
	case fAttrDict:
		as, err := p.ParseOptionalAttrDict()
		fs.St.Attrs = append(fs.St.Attrs, as...)
		return err
	case fAttrDictKw:
		as, err := p.ParseOptionalAttrDictWithKeyword()
		fs.St.Attrs = append(fs.St.Attrs, as...)
		return err
	case fPropDict:
		if p.ParseOptionalPunct("<") {
			if err := p.ParsePunct("{"); err != nil {
				return err
			}
			if !p.ParseOptionalPunct("}") {
				for {
					name, ok := p.ParseOptionalKeywordAny()
					if !ok {
						if name, ok = p.ParseOptionalString(); !ok {
							return p.Errorf("expected attribute name")
						}
					}
					var a Attribute = p.Context().UnitAttr()
					if p.ParseOptionalPunct("=") {
						var err error
						if a, err = p.ParseAttribute(nil); err != nil {
							return err
						}
					}
					fs.St.Props = append(fs.St.Props, NamedAttr{name, a})
					if !p.ParseOptionalPunct(",") {
						break
					}
				}
				if err := p.ParsePunct("}"); err != nil {
					return err
				}
			}
			return p.ParsePunct(">")
		}
		return nil
	}
	_, err := fs.value(p, e, false)
	return err
}

// first parses the first element of an optional group optionally and
// reports whether the group is present.
func (fs *FormatState) first(p AsmParser, e *fmtElem) (bool, error) {
	if e.kind == fLiteral {
		return parseOptionalLiteral(p, e.lit), nil
	}
	return fs.value(p, e, true)
}

// value parses a variable or directive. When optional, absence is not an
// error and is reported by the boolean.
func (fs *FormatState) value(p AsmParser, e *fmtElem, optional bool) (bool, error) {
	d := fs.def
	ctx := p.Context()
	switch e.kind {
	case fOperand, fOperands:
		start := len(fs.ubuf)
		variadic := e.kind == fOperands || d.Operands[e.idx].Arity == Variadic
		if variadic {
			u, ok, err := p.ParseOptionalOperand()
			if err != nil {
				return false, err
			}
			if ok {
				fs.ubuf = append(fs.ubuf, u)
				for p.ParseOptionalPunct(",") {
					u, err := p.ParseOperand()
					if err != nil {
						return false, err
					}
					fs.ubuf = append(fs.ubuf, u)
				}
			}
		} else if optional || d.Operands[e.idx].Arity == Optional {
			u, ok, err := p.ParseOptionalOperand()
			if err != nil {
				return false, err
			}
			if ok {
				fs.ubuf = append(fs.ubuf, u)
			}
		} else {
			u, err := p.ParseOperand()
			if err != nil {
				return false, err
			}
			fs.ubuf = append(fs.ubuf, u)
		}
		us := fs.ubuf[start:len(fs.ubuf):len(fs.ubuf)]
		if len(us) == 0 {
			us = nil
		}
		if e.kind == fOperands {
			fs.allOperands, fs.haveAllOperands = us, true
		} else {
			fs.operands[e.idx] = us
		}
		return len(us) > 0, nil
	case fAttr:
		ad := &d.Attrs[e.idx]
		c := ad.Constraint
		var a Attribute
		var err error
		switch {
		case optional && c != nil && c.ParseOptional != nil:
			var ok bool
			a, ok, err = c.ParseOptional(p)
			if err != nil || !ok {
				return false, err
			}
		case c != nil && c.Parse != nil:
			a, err = c.Parse(p)
		default:
			var t Type
			if c != nil && c.ValueType != nil {
				t = c.ValueType(ctx)
			}
			if optional {
				var ok bool
				a, ok, err = p.ParseOptionalAttribute(t)
				if err != nil || !ok {
					return false, err
				}
			} else {
				a, err = p.ParseAttribute(t)
			}
		}
		if err != nil {
			return false, err
		}
		fs.St.AddAttr(ad.Name, a)
		return true, nil
	case fRegion, fRegions:
		idx := e.idx
		variadic := e.kind == fRegions || d.Regions[idx].Variadic
		if e.kind == fRegions {
			idx = 0
		}
		parseOne := func(opt bool) (bool, error) {
			r := NewRegion()
			if opt {
				ok, err := p.ParseOptionalRegion(r, nil)
				if err != nil || !ok {
					return false, err
				}
			} else if err := p.ParseRegion(r, nil); err != nil {
				return false, err
			}
			if idx < len(fs.regions) {
				fs.regions[idx] = append(fs.regions[idx], r)
			}
			return true, nil
		}
		if !variadic {
			return parseOne(optional)
		}
		ok, err := parseOne(true)
		if err != nil || !ok {
			return false, err
		}
		for p.ParseOptionalPunct(",") {
			if _, err := parseOne(false); err != nil {
				return false, err
			}
		}
		return true, nil
	case fSuccessor, fSuccessors:
		idx := e.idx
		variadic := e.kind == fSuccessors || d.Successors[idx].Variadic
		if e.kind == fSuccessors {
			idx = 0
		}
		b, ok, err := p.ParseOptionalSuccessor()
		if err != nil {
			return false, err
		}
		if !ok {
			if optional || variadic {
				return false, nil
			}
			return false, p.Errorf("expected block name")
		}
		fs.succs[idx] = append(fs.succs[idx], b)
		for variadic && p.ParseOptionalPunct(",") {
			b, err := p.ParseSuccessor()
			if err != nil {
				return false, err
			}
			fs.succs[idx] = append(fs.succs[idx], b)
		}
		return true, nil
	case fType:
		var ts []Type
		if fs.typeTargetIsSingle(e.args[0]) && !optional {
			t, err := p.ParseType()
			if err != nil {
				return false, err
			}
			ts = fs.keepTypes(t)
		} else {
			t, ok, err := p.ParseOptionalType()
			if err != nil {
				return false, err
			}
			if ok {
				ts = append(ts, t)
				if !fs.typeTargetIsSingle(e.args[0]) {
					for p.ParseOptionalPunct(",") {
						t, err := p.ParseType()
						if err != nil {
							return false, err
						}
						ts = append(ts, t)
					}
				}
			}
		}
		fs.setTypes(e.args[0], ts)
		return len(ts) > 0, nil
	case fFunctionalType:
		if optional && !p.ParseOptionalPunct("(") {
			return false, nil
		} else if !optional {
			if err := p.ParsePunct("("); err != nil {
				return false, err
			}
		}
		var ins []Type
		if !p.ParseOptionalPunct(")") {
			var err error
			if ins, err = p.ParseTypeList(); err != nil {
				return false, err
			}
			if err := p.ParsePunct(")"); err != nil {
				return false, err
			}
		}
		if err := p.ParsePunct("->"); err != nil {
			return false, err
		}
		outs, err := p.ParseFunctionResultTypes()
		if err != nil {
			return false, err
		}
		fs.setTypes(e.args[0], ins)
		fs.setTypes(e.args[1], outs)
		return true, nil
	case fCustom:
		cd := d.CustomDirectives[e.lit]
		if cd.Parse == nil {
			return false, p.Errorf("custom directive %s has no parser", e.lit)
		}
		if err := cd.Parse(p, fs, e.customArgs()); err != nil {
			return false, err
		}
		return true, nil
	case fRef:
		return true, nil
	}
	return false, p.Errorf("unsupported format element")
}

func (fs *FormatState) typeTargetIsSingle(a *fmtElem) bool {
	switch a.kind {
	case fOperand:
		return fs.def.Operands[a.idx].Arity == Single
	case fResultVar:
		return fs.def.Results[a.idx].Arity == Single
	}
	return false
}

func (fs *FormatState) setTypes(a *fmtElem, ts []Type) {
	switch a.kind {
	case fOperand:
		fs.operandTypes[a.idx] = ts
	case fResultVar:
		fs.resultTypes[a.idx] = ts
	case fOperands:
		fs.allOperandTypes, fs.haveAllOperandTs = ts, true
	case fResults:
		fs.allResultTypes, fs.haveAllResultTs = ts, true
	}
}

// finish infers missing types, resolves operands and fills st.
func (fs *FormatState) finish(p AsmParser) error {
	d := fs.def
	st := fs.St
	ctx := p.Context()

	// Operands written through `operands` are split over the groups.
	if fs.haveAllOperands {
		fs.splitAll(fs.allOperands, nil)
	}
	if fs.haveAllOperandTs {
		fs.splitTypes(fs.allOperandTypes, d.Operands, fs.operandTypes, len(fs.flatOperands()))
	}
	if fs.haveAllResultTs {
		fs.splitTypes(fs.allResultTypes, d.Results, fs.resultTypes, len(fs.allResultTypes))
	}

	// Operand groups with a buildable type (index, i1, ...).
	for i, o := range d.Operands {
		if fs.operandTypes[i] == nil && o.Type != nil && o.Type.Build != nil {
			fs.operandTypes[i] = fs.repeatType(o.Type.Build(ctx), len(fs.operands[i]))
		}
	}
	// Result groups with a buildable type.
	for i, r := range d.Results {
		if fs.resultTypes[i] == nil && r.Arity == Single && r.Type != nil && r.Type.Build != nil {
			fs.resultTypes[i] = fs.keepTypes(r.Type.Build(ctx))
		}
	}
	// Type equality constraints.
	var known Type
	findKnown := func(names []string) Type {
		for i, g := range d.Operands {
			if (names == nil || contains(names, g.Name)) && len(fs.operandTypes[i]) > 0 {
				return fs.operandTypes[i][0]
			}
		}
		for i, g := range d.Results {
			if (names == nil || contains(names, g.Name)) && len(fs.resultTypes[i]) > 0 {
				return fs.resultTypes[i][0]
			}
		}
		return nil
	}
	fill := func(names []string, t Type) {
		for i, g := range d.Operands {
			if (names == nil || contains(names, g.Name)) && fs.operandTypes[i] == nil {
				fs.operandTypes[i] = fs.repeatType(t, len(fs.operands[i]))
			}
		}
		for i, g := range d.Results {
			if (names == nil || contains(names, g.Name)) && fs.resultTypes[i] == nil && g.Arity == Single {
				fs.resultTypes[i] = fs.keepTypes(t)
			}
		}
	}
	if d.Traits&SameOperandsAndResultType != 0 {
		if known = findKnown(nil); known != nil {
			fill(nil, known)
		}
	}
	for _, grp := range d.SameTypes {
		if t := findKnown(grp); t != nil {
			fill(grp, t)
		}
	}
	if d.Traits&SameTypeOperands != 0 {
		for i := range d.Operands {
			if len(fs.operandTypes[i]) > 0 {
				for j := range d.Operands {
					if fs.operandTypes[j] == nil {
						fs.operandTypes[j] = fs.repeatType(fs.operandTypes[i][0], len(fs.operands[j]))
					}
				}
				break
			}
		}
	}

	// Resolve operands.
	var operandTypes []Type
	var segs []int64
	segmented := d.Traits&AttrSizedOperandSegments != 0
	for i := range d.Operands {
		us := fs.operands[i]
		ts := fs.operandTypes[i]
		if len(ts) != len(us) {
			if ts == nil && len(us) > 0 {
				return p.ErrorAt(p.OperandLoc(us[0]), "type of operand '%s' of '%s' could not be inferred", d.Operands[i].Name, d.Name)
			}
			return p.Errorf("number of operands and types do not match: got %d operands and %d types", len(us), len(ts))
		}
		if st.Operands == nil {
			st.Operands = st.inlineOperands[:0]
		}
		for j, u := range us {
			v, err := p.ResolveOperand(u, ts[j])
			if err != nil {
				return err
			}
			st.Operands = append(st.Operands, v)
		}
		if d.InferTypes != nil {
			operandTypes = append(operandTypes, ts...)
		}
		if segmented {
			segs = append(segs, int64(len(us)))
		}
	}
	if d.Traits&AttrSizedOperandSegments != 0 {
		st.Props = append(st.Props, NamedAttr{"operandSegmentSizes", ctx.DenseI32Array(segs)})
	}
	// Results.
	missing := false
	var rsegs []int64
	for i := range d.Results {
		if fs.resultTypes[i] == nil && d.Results[i].Arity == Single {
			missing = true
		}
	}
	if missing && d.InferTypes != nil {
		if err := d.InferTypes(ctx, st, operandTypes); err != nil {
			return p.Errorf("%v", err)
		}
		if len(st.Types) > 0 {
			missing = false
			for i := range fs.resultTypes {
				fs.resultTypes[i] = nil
			}
		}
	}
	if missing {
		return p.Errorf("result types of '%s' could not be inferred", d.Name)
	}
	if st.Types == nil {
		st.Types = st.inlineTypes[:0]
	}
	for i := range d.Results {
		st.Types = append(st.Types, fs.resultTypes[i]...)
		if d.Traits&AttrSizedResultSegments != 0 {
			rsegs = append(rsegs, int64(len(fs.resultTypes[i])))
		}
	}
	if d.Traits&AttrSizedResultSegments != 0 {
		st.Props = append(st.Props, NamedAttr{"resultSegmentSizes", ctx.DenseI32Array(rsegs)})
	}
	for _, rs := range fs.regions {
		st.Regions = append(st.Regions, rs...)
	}
	if len(fs.regions) > 0 && len(st.Regions) < len(d.Regions) {
		for i := len(st.Regions); i < len(d.Regions); i++ {
			if !d.Regions[i].Variadic {
				st.Regions = append(st.Regions, NewRegion())
			}
		}
	}
	for _, ss := range fs.succs {
		st.Successors = append(st.Successors, ss...)
	}
	return nil
}

func (fs *FormatState) flatOperands() []UnresolvedOperand {
	var out []UnresolvedOperand
	for _, g := range fs.operands {
		out = append(out, g...)
	}
	return out
}

// splitAll spreads operands given by `operands` over the groups.
func (fs *FormatState) splitAll(us []UnresolvedOperand, _ []Type) {
	d := fs.def
	fixed, nvar := 0, 0
	for _, g := range d.Operands {
		if g.Arity == Single {
			fixed++
		} else {
			nvar++
		}
	}
	varSize := 0
	if nvar > 0 {
		varSize = (len(us) - fixed) / nvar
	}
	pos := 0
	for i, g := range d.Operands {
		n := 1
		if g.Arity != Single {
			n = varSize
		}
		if pos+n > len(us) {
			n = len(us) - pos
		}
		if n < 0 {
			n = 0
		}
		fs.operands[i] = us[pos : pos+n]
		pos += n
	}
}

func (fs *FormatState) splitTypes(ts []Type, groups []ArgDef, dst [][]Type, total int) {
	fixed, nvar := 0, 0
	for _, g := range groups {
		if g.Arity == Single {
			fixed++
		} else {
			nvar++
		}
	}
	varSize := 0
	if nvar > 0 {
		varSize = (len(ts) - fixed) / nvar
	}
	pos := 0
	for i, g := range groups {
		n := 1
		if g.Arity != Single {
			n = varSize
		}
		if pos+n > len(ts) {
			n = len(ts) - pos
		}
		if n < 0 {
			n = 0
		}
		dst[i] = ts[pos : pos+n]
		pos += n
	}
	_ = total
}

func (fs *FormatState) repeatType(t Type, n int) []Type {
	start := len(fs.tbuf)
	for i := 0; i < n; i++ {
		fs.tbuf = append(fs.tbuf, t)
	}
	return fs.tbuf[start:len(fs.tbuf):len(fs.tbuf)]
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

var _ = fmt.Sprintf
