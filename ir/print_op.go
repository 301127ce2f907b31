package ir

import (
	"io"
	"sort"
	"strings"
)

// ---- top level ----

// PrintOp prints op (usually a module) the way mlir-opt does: aliases,
// the op, deferred location aliases and the resource section.
//
// Printing is linear in the size of the IR, shared attributes and types
// counted once (printshare.go): with aliases, those whose expansion would
// make the text too long are printed as aliases of their own; with local
// scope, PrintOp returns an error instead.
func PrintOp(w io.Writer, op *Operation, flags PrintFlags) error {
	p := NewPrinter(w, flags)
	if flags.LocalScope {
		p.guard = newExpansionGuard(expansionSlack)
	}
	p.printTopLevel(op)
	if err := p.Flush(); err != nil {
		return err
	}
	if p.aborted {
		return &Diagnostic{Severity: SevError, Loc: op.loc, Message: "cannot print the IR without aliases: " +
			"it shares attributes or types so often that their expansion is too long (print without --mlir-print-local-scope)"}
	}
	return nil
}

// PrintOpPositions is PrintOp that also returns where the text of op and
// of each op in it starts (snapshot-op-locations).
func PrintOpPositions(w io.Writer, op *Operation, flags PrintFlags) (map[*Operation]TextPosition, error) {
	p := NewPrinter(w, flags)
	if flags.LocalScope {
		p.guard = newExpansionGuard(expansionSlack)
	}
	p.positions = &opPositions{at: map[*Operation]TextPosition{}}
	p.printTopLevel(op)
	if err := p.Flush(); err != nil {
		return nil, err
	}
	if p.aborted {
		return nil, &Diagnostic{Severity: SevError, Loc: op.loc, Message: "cannot print the IR without aliases"}
	}
	return p.positions.at, nil
}

// OpString prints op alone with local scope (no aliases), in the custom
// form unless generic is set; used in diagnostics and tests.
func OpString(op *Operation, generic bool) string {
	p := NewStringPrinter()
	p.flags = PrintFlags{Generic: generic, LocalScope: true}
	p.st = &printState{defaultDialect: []string{"builtin"}}
	p.st.names = computeNames(op, p.flags)
	p.printFullOp(op)
	return p.String()
}

// String prints the op in its custom form with local scope.
func (op *Operation) String() string { return OpString(op, false) }

func (p *AsmPrinter) printTopLevel(op *Operation) {
	st := &printState{defaultDialect: []string{"builtin"}}
	p.st = st
	if !p.flags.LocalScope {
		p.collect(op)
		st.assignAliases()
		st.resources, st.resSeen = nil, nil
	}
	st.names = computeNames(op, p.flags)
	if p.flags.LocalScope {
		// MLIR prints a local-scope op alone: no aliases, no trailing
		// newline and no resource section.
		p.printFullOp(op)
		return
	}
	p.printAliasDefs(false)
	p.printFullOp(op)
	p.WriteByte('\n')
	p.printAliasDefs(true)
	p.printResources()
}

// ---- ops ----

func (p *AsmPrinter) writeIndent() {
	for i := 0; i < p.indent; i++ {
		p.buf = append(p.buf, ' ')
	}
}

// printFullOp prints op at the current indentation with its trailing
// location.
func (p *AsmPrinter) printFullOp(op *Operation) {
	if p.aborted {
		return
	}
	if p.dummy && p.flags.DebugInfo {
		p.recordLoc(op.loc, true)
	}
	p.writeIndent()
	if ps := p.positions; ps != nil && !p.dummy {
		p.scanPositions()
		ps.at[op] = TextPosition{Line: int(ps.lines) + 1, Col: int(ps.base + int64(len(p.buf)) - ps.lineStart)}
	}
	p.printOperation(op)
	p.printTrailingLoc(op.loc, true)
	p.maybeFlush()
}

func (p *AsmPrinter) printTrailingLoc(l Location, allowAlias bool) {
	if !p.flags.DebugInfo || l == nil {
		return
	}
	if p.dummy && p.st != nil {
		// The location is an alias (op locations and block argument
		// locations were recorded by their printers), or has aliases for
		// every location inside.
		if allowAlias {
			p.recordLoc(l, true)
		}
		return
	}
	p.WriteString(" loc(")
	if allowAlias {
		p.printLocRef(l)
	} else {
		l.printInner(p)
	}
	p.WriteByte(')')
}

// PrintOptionalLocationSpecifier prints ` loc(...)` when debug info is on.
func (p *AsmPrinter) PrintOptionalLocationSpecifier(l Location) { p.printTrailingLoc(l, true) }

func (p *AsmPrinter) printOperation(op *Operation) {
	if n := len(op.results); n > 0 {
		var groups []int
		if p.st.names != nil {
			groups = p.st.names.groups[op]
		}
		if len(groups) > 0 {
			for i, g := range groups {
				if i > 0 {
					p.WriteString(", ")
				}
				end := n
				if i+1 < len(groups) {
					end = groups[i+1]
				}
				p.printValueID(&op.results[g], false)
				if end-g > 1 {
					p.WriteByte(':')
					p.WriteInt(int64(end - g))
				}
			}
		} else {
			p.printValueID(&op.results[0], false)
			if n > 1 {
				p.WriteByte(':')
				p.WriteInt(int64(n))
			}
		}
		p.WriteString(" = ")
	}
	def := op.name.Def
	if !p.flags.Generic && def != nil && def.HasCustomForm() {
		name := op.name.Name
		dd := p.st.defaultDialect[len(p.st.defaultDialect)-1]
		if dd != "" && len(name) > len(dd)+1 && name[:len(dd)] == dd && name[len(dd)] == '.' &&
			strings.IndexByte(name[len(dd)+1:], '.') < 0 {
			name = name[len(dd)+1:]
		}
		p.WriteString(name)
		if def.Print != nil {
			def.Print(p, op)
		} else {
			p.printWithFormat(op, def.compiledFormat())
		}
		return
	}
	p.printGenericOp(op)
}

// PrintGenericOpBody prints `"name"(operands)[succs] <{props}> (regions)
// {attrs} : type` for op.
func (p *AsmPrinter) printGenericOp(op *Operation) {
	p.WriteByte('"')
	p.writeEscaped(op.name.Name)
	p.WriteString("\"(")
	for i := range op.operands {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintOperand(op.operands[i].value)
	}
	p.WriteByte(')')
	if len(op.succs()) > 0 {
		p.WriteByte('[')
		for i := range op.succs() {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintBlockName(op.succs()[i].block)
		}
		p.WriteByte(']')
	}
	if len(op.props) > 0 {
		p.WriteString(" <{")
		p.PrintNamedAttrs(op.props)
		p.WriteString("}>")
	}
	if len(op.regions) > 0 {
		p.WriteString(" (")
		for i, r := range op.regions {
			if i > 0 {
				p.WriteString(", ")
			}
			p.PrintRegion(r, true, true, true)
		}
		p.WriteByte(')')
	}
	if len(op.attrs) > 0 {
		p.WriteString(" {")
		p.PrintNamedAttrs(op.attrs)
		p.WriteByte('}')
	}
	p.WriteString(" : (")
	for i := range op.operands {
		if i > 0 {
			p.WriteString(", ")
		}
		if v := op.operands[i].value; v != nil {
			p.PrintType(v.typ)
		} else {
			p.WriteString("<<NULL TYPE>>")
		}
	}
	p.WriteString(") -> ")
	if len(op.results) == 1 {
		if _, fn := op.results[0].typ.(*FunctionType); !fn {
			p.PrintType(op.results[0].typ)
			return
		}
	}
	p.WriteByte('(')
	for i := range op.results {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(op.results[i].typ)
	}
	p.WriteByte(')')
}

// PrintRegion prints `{ blocks }` at the current indentation.
func (p *AsmPrinter) PrintRegion(r *Region, printEntryBlockArgs, printBlockTerminators, printEmptyBlock bool) {
	p.WriteString("{\n")
	if r.first != nil {
		dd := ""
		if d := r.parent.Def(); d != nil && !p.flags.Generic {
			dd = d.DefaultDialect
		} else if d != nil {
			dd = d.DefaultDialect
		}
		p.st.defaultDialect = append(p.st.defaultDialect, dd)
		entry := r.first
		always := (printEmptyBlock && entry.first == nil) || (printEntryBlockArgs && len(entry.args) > 0)
		p.printBlock(entry, always, printBlockTerminators)
		for b := entry.next; b != nil; b = b.next {
			p.printBlock(b, true, true)
		}
		p.st.defaultDialect = p.st.defaultDialect[:len(p.st.defaultDialect)-1]
	}
	p.writeIndent()
	p.WriteByte('}')
}

func (p *AsmPrinter) printBlock(b *Block, printHeader, printTerminator bool) {
	if printHeader {
		p.writeIndent()
		p.PrintBlockName(b)
		if len(b.args) > 0 {
			p.WriteByte('(')
			for i, a := range b.args {
				if i > 0 {
					p.WriteString(", ")
				}
				p.printValueID(a, true)
				p.WriteString(": ")
				p.PrintType(a.typ)
				if p.dummy && p.flags.DebugInfo && a.Loc() != nil {
					p.recordLoc(a.Loc(), false)
				}
				p.printTrailingLoc(a.Loc(), false)
			}
			p.WriteByte(')')
		}
		p.WriteByte(':')
		p.printPredecessors(b)
		p.WriteByte('\n')
	}
	p.indent += 2
	end := (*Operation)(nil)
	if !printTerminator && b.last != nil && b.last.HasTrait(Terminator) {
		end = b.last
	}
	for o := b.first; o != end; o = o.next {
		p.printFullOp(o)
		p.WriteByte('\n')
	}
	p.indent -= 2
}

func (p *AsmPrinter) printPredecessors(b *Block) {
	if p.dummy {
		return
	}
	if b.parent == nil {
		p.WriteString("  // block is not in a region!")
		return
	}
	if b.firstUse == nil {
		if !b.IsEntryBlock() {
			p.WriteString("  // no predecessors")
		}
		return
	}
	preds := b.Predecessors()
	single := true
	for _, x := range preds {
		if x != preds[0] {
			single = false
		}
	}
	if single && len(preds) > 0 {
		p.WriteString("  // pred: ")
		p.PrintBlockName(preds[0])
		return
	}
	sort.SliceStable(preds, func(i, j int) bool {
		return p.st.names.blockOrder(preds[i]) < p.st.names.blockOrder(preds[j])
	})
	p.WriteString("  // ")
	p.WriteInt(int64(len(preds)))
	p.WriteString(" preds: ")
	for i, x := range preds {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintBlockName(x)
	}
}
