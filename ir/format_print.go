package ir

import "strings"

// This file prints an op from its compiled assembly format. Spacing
// follows the rules of MLIR's generated printers: the decision to put a
// space before an element is made statically, walking the format in order
// (both branches of optional groups), which computeSpacing records.

// OperandGroupRange returns the start and length of operand group i of op
// according to its definition (segment sizes, or the one variadic group
// taking what the fixed groups leave).
func (d *OpDef) OperandGroupRange(op *Operation, i int) (int, int) {
	return groupRange(d.Operands, op.NumOperands(), op.Attr("operandSegmentSizes"), i)
}

// ResultGroupRange is OperandGroupRange for results.
func (d *OpDef) ResultGroupRange(op *Operation, i int) (int, int) {
	return groupRange(d.Results, op.NumResults(), op.Attr("resultSegmentSizes"), i)
}

func groupRange(groups []ArgDef, total int, seg Attribute, i int) (int, int) {
	if sizes, ok := seg.(*DenseArrayAttr); ok && len(sizes.Ints) == len(groups) {
		start := 0
		for j := 0; j < i; j++ {
			start += int(sizes.Ints[j])
		}
		return start, int(sizes.Ints[i])
	}
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
		varSize = (total - fixed) / nvar
		if varSize < 0 {
			varSize = 0
		}
	}
	start := 0
	for j := 0; j < i; j++ {
		if groups[j].Arity == Single {
			start++
		} else {
			start += varSize
		}
	}
	n := 1
	if groups[i].Arity != Single {
		n = varSize
	}
	if start+n > total {
		n = total - start
		if n < 0 {
			n = 0
		}
	}
	return start, n
}

// OperandGroup returns the values of operand group name.
func (d *OpDef) OperandGroup(op *Operation, name string) []*Value {
	for i, g := range d.Operands {
		if g.Name == name {
			s, n := d.OperandGroupRange(op, i)
			out := make([]*Value, n)
			for j := range out {
				out[j] = op.Operand(s + j)
			}
			return out
		}
	}
	return nil
}

// ResultGroup returns the values of result group name.
func (d *OpDef) ResultGroup(op *Operation, name string) []*Value {
	for i, g := range d.Results {
		if g.Name == name {
			s, n := d.ResultGroupRange(op, i)
			out := make([]*Value, n)
			for j := range out {
				out[j] = op.Result(s + j)
			}
			return out
		}
	}
	return nil
}

type spacing struct{ shouldEmitSpace, lastWasPunct bool }

// spaceBefore is filled by computeSpacing: whether to print ' ' before
// an element (literals and variables), keyed by element.
func computeSpacing(elems []*fmtElem, s *spacing, out map[*fmtElem]bool) {
	for _, e := range elems {
		switch e.kind {
		case fLiteral:
			out[e] = s.shouldEmitSpace && literalNeedsSpace(e.lit, s.lastWasPunct)
			s.shouldEmitSpace = len(e.lit) != 1 || !strings.ContainsRune("<({[", rune(e.lit[0]))
			s.lastWasPunct = e.lit[0] != '_' && !isLetter(e.lit[0])
		case fSpace:
			s.lastWasPunct = false
			s.shouldEmitSpace = false
		case fNoSpace:
			s.lastWasPunct = true
			s.shouldEmitSpace = false
		case fNewline:
		case fOptional:
			computeSpacing(e.then, s, out)
			computeSpacing(e.els, s, out)
		case fAttrDict, fAttrDictKw:
			s.lastWasPunct = false
		default:
			out[e] = s.shouldEmitSpace || !s.lastWasPunct
			s.lastWasPunct = false
			s.shouldEmitSpace = true
		}
	}
}

func literalNeedsSpace(v string, lastWasPunct bool) bool {
	if len(v) != 1 && v != "->" {
		return true
	}
	if lastWasPunct {
		return !strings.ContainsRune(">)}],", rune(v[0]))
	}
	return !strings.ContainsRune("<>(){}[],", rune(v[0]))
}

func (prog *formatProgram) spaces() map[*fmtElem]bool { return prog.spaceMap }

type fmtPrinter struct {
	p      *AsmPrinter
	op     *Operation
	def    *OpDef
	prog   *formatProgram
	spaces map[*fmtElem]bool
}

func (p *AsmPrinter) printWithFormat(op *Operation, prog *formatProgram) {
	fp := &fmtPrinter{p: p, op: op, def: op.name.Def, prog: prog, spaces: prog.spaces()}
	fp.elems(prog.elems, -1, nil)
}

func (fp *fmtPrinter) space(e *fmtElem) {
	if fp.spaces[e] {
		fp.p.WriteByte(' ')
	}
}

// elems prints a list; skip is an elided unit-attribute anchor.
func (fp *fmtPrinter) elems(es []*fmtElem, _ int, skip *fmtElem) {
	for _, e := range es {
		if e == skip {
			continue
		}
		fp.elem(e)
	}
}

func (fp *fmtPrinter) elem(e *fmtElem) {
	p, op, d := fp.p, fp.op, fp.def
	switch e.kind {
	case fLiteral:
		fp.space(e)
		p.WriteString(e.lit)
	case fSpace:
		p.WriteByte(' ')
	case fNoSpace:
	case fNewline:
		p.PrintNewline()
	case fOptional:
		if fp.present(e.then[e.anchor]) {
			var skip *fmtElem
			if a := e.then[e.anchor]; a.kind == fAttr && e.anchor != e.lead && isUnitConstraint(d.Attrs[a.idx].Constraint) {
				skip = a
			}
			fp.elems(e.then, 0, skip)
		} else {
			fp.elems(e.els, 0, nil)
		}
	case fAttrDict, fAttrDictKw:
		elided := append([]string{"operandSegmentSizes", "resultSegmentSizes"}, fp.prog.bound...)
		// Attributes equal to their declared default are not printed.
		for i := range d.Attrs {
			ad := &d.Attrs[i]
			if dv := ad.DefaultValue(op.Context()); dv != nil {
				if v := op.Attr(ad.Name); v == dv {
					elided = append(elided, ad.Name)
				}
			}
		}
		attrs := op.Attrs()
		if fp.prog.hasPropDict {
			attrs = op.attrs
		}
		if e.kind == fAttrDictKw {
			p.PrintOptionalAttrDictWithKeyword(attrs, elided...)
		} else {
			p.PrintOptionalAttrDict(attrs, elided...)
		}
	case fPropDict:
		fp.space(e)
		var props []NamedAttr
		for _, a := range op.props {
			if a.Name == "operandSegmentSizes" || a.Name == "resultSegmentSizes" {
				continue
			}
			bound := false
			for _, b := range fp.prog.bound {
				bound = bound || b == a.Name
			}
			if !bound {
				props = append(props, a)
			}
		}
		if len(props) > 0 {
			p.WriteString("<{")
			p.PrintNamedAttrs(props)
			p.WriteString("}>")
		}
	default:
		fp.space(e)
		fp.value(e)
	}
}

// value prints a variable or directive without leading space.
func (fp *fmtPrinter) value(e *fmtElem) {
	p, op, d := fp.p, fp.op, fp.def
	switch e.kind {
	case fOperand:
		s, n := d.OperandGroupRange(op, e.idx)
		for j := 0; j < n; j++ {
			if j > 0 {
				p.WriteString(", ")
			}
			p.PrintOperand(op.Operand(s + j))
		}
	case fOperands:
		p.PrintOperands(op.Operands())
	case fAttr:
		a := op.Attr(d.Attrs[e.idx].Name)
		if a == nil {
			return
		}
		c := d.Attrs[e.idx].Constraint
		switch {
		case c != nil && c.Print != nil:
			c.Print(p, a)
		case c != nil && c.ValueType != nil:
			p.PrintAttrWithoutType(a)
		default:
			p.PrintAttr(a)
		}
	case fRegion:
		if d.Regions[e.idx].Variadic {
			for i, r := range op.regions[e.idx:] {
				if i > 0 {
					p.WriteString(", ")
				}
				p.PrintRegion(r, true, true, false)
			}
			return
		}
		if e.idx < len(op.regions) {
			p.PrintRegion(op.regions[e.idx], true, true, false)
		}
	case fRegions:
		for i, r := range op.regions {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintRegion(r, true, true, false)
		}
	case fSuccessor:
		if d.Successors[e.idx].Variadic {
			for i := e.idx; i < len(op.succs()); i++ {
				if i > e.idx {
					p.WriteString(", ")
				}
				p.PrintBlockName(op.succs()[i].block)
			}
			return
		}
		if e.idx < len(op.succs()) {
			p.PrintBlockName(op.succs()[e.idx].block)
		}
	case fSuccessors:
		for i := range op.succs() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintBlockName(op.succs()[i].block)
		}
	case fType:
		p.PrintTypeList(fp.types(e.args[0]))
	case fFunctionalType:
		p.WriteByte('(')
		p.PrintTypeList(fp.types(e.args[0]))
		p.WriteString(") -> ")
		p.PrintFunctionResultTypes(fp.types(e.args[1]))
	case fCustom:
		cd := d.CustomDirectives[e.lit]
		if cd.Print != nil {
			cd.Print(p, op, e.customArgs())
		}
	}
}

// types returns the types a type directive's argument stands for.
func (fp *fmtPrinter) types(a *fmtElem) []Type {
	op, d := fp.op, fp.def
	switch a.kind {
	case fOperand:
		s, n := d.OperandGroupRange(op, a.idx)
		return op.OperandTypes()[s : s+n]
	case fResultVar:
		s, n := d.ResultGroupRange(op, a.idx)
		return op.ResultTypes()[s : s+n]
	case fOperands:
		return op.OperandTypes()
	case fResults:
		return op.ResultTypes()
	}
	return nil
}

// present decides whether an optional group's anchor is set.
func (fp *fmtPrinter) present(a *fmtElem) bool {
	op, d := fp.op, fp.def
	switch a.kind {
	case fOperand:
		_, n := d.OperandGroupRange(op, a.idx)
		return n > 0
	case fOperands:
		return op.NumOperands() > 0
	case fResultVar:
		_, n := d.ResultGroupRange(op, a.idx)
		return n > 0
	case fResults:
		return op.NumResults() > 0
	case fAttr:
		at := op.Attr(d.Attrs[a.idx].Name)
		if at == nil {
			return false
		}
		if def := d.Attrs[a.idx].DefaultValue(op.Context()); def != nil && def == at {
			return false
		}
		return true
	case fRegion:
		return a.idx < len(op.regions) && !op.regions[a.idx].Empty()
	case fRegions:
		return len(op.regions) > 0
	case fSuccessor:
		return a.idx < len(op.succs())
	case fType, fFunctionalType:
		return fp.present(a.args[0])
	case fCustom:
		for _, x := range a.args {
			if fp.present(x) {
				return true
			}
		}
	case fLiteral:
		return true
	}
	return false
}

func isUnitConstraint(c *AttrConstraint) bool { return c == UnitAttrConstraint }
