package ir

import (
	"io"
	"sort"
	"strconv"
	"strings"
)

// PrintFlags select the printer's output form, as mlir-opt's flags do.
type PrintFlags struct {
	// Generic prints every op in the generic form (--mlir-print-op-generic).
	Generic bool
	// DebugInfo prints locations (--mlir-print-debuginfo).
	DebugInfo bool
	// LocalScope prints without aliases (--mlir-print-local-scope).
	LocalScope bool
}

// AliasNamer is implemented by dialect attributes and types that want the
// printer to hoist them into an alias (`#name = ...` / `!name = ...`).
type AliasNamer interface {
	AsmAlias() string
}

// AsmPrinter writes IR text. It buffers output and flushes it to the
// underlying writer in large chunks; the op and attribute printers append
// to it through the Write*/Print* methods.
type AsmPrinter struct {
	buf    []byte
	w      io.Writer
	err    error
	flags  PrintFlags
	st     *printState
	indent int
	// dummy is set during the alias-collection pass: output is discarded
	// and attributes and types are only recorded.
	dummy bool
	// written counts the bytes flushed (or, in the collection pass,
	// discarded) so far.
	written int64
	// guard bounds printers that may not alias against exponential
	// expansions of shared attributes and types (printshare.go); aborted
	// is set once it stopped the printer.
	guard   *expansionGuard
	aborted bool
	// positions, when set, records where each op's text starts
	// (PrintOpPositions).
	positions *opPositions
}

// opPositions tracks lines as text is printed, and each op's start.
type opPositions struct {
	at map[*Operation]TextPosition
	// lines counts the newlines counted so far; lineStart is the text
	// offset where the current line starts; base is the offset of the
	// buffer's first byte (what was flushed before it); scanned is how much
	// of the buffer has been counted.
	lines, lineStart, base int64
	scanned                int
}

// TextPosition is a place in printed text: Line from 1, Col from 0 (the
// indentation before an op), as MLIR's snapshot-op-locations has them.
type TextPosition struct{ Line, Col int }

// scanPositions counts the newlines of the buffer not counted yet.
func (p *AsmPrinter) scanPositions() {
	ps := p.positions
	if ps == nil || p.dummy {
		return
	}
	for i := ps.scanned; i < len(p.buf); i++ {
		if p.buf[i] == '\n' {
			ps.lines++
			ps.lineStart = ps.base + int64(i) + 1
		}
	}
	ps.scanned = len(p.buf)
}

// NewStringPrinter returns a printer that accumulates into memory; read
// the text with String. It prints without aliases, and stops (ending the
// text with "<<...>>") if attributes or types shared in the IR would make
// the text exponentially long.
func NewStringPrinter() *AsmPrinter { return &AsmPrinter{guard: newExpansionGuard(stringSlack)} }

// NewPrinter returns a printer writing to w; call Flush at the end.
func NewPrinter(w io.Writer, flags PrintFlags) *AsmPrinter {
	return &AsmPrinter{w: w, flags: flags, buf: make([]byte, 0, 64<<10)}
}

// String returns what was printed (string printers only).
func (p *AsmPrinter) String() string { return string(p.buf) }

// Flags returns the printing flags.
func (p *AsmPrinter) Flags() PrintFlags { return p.flags }

// Flush writes the buffered text out.
func (p *AsmPrinter) Flush() error {
	if p.w != nil && len(p.buf) > 0 && p.err == nil {
		p.scanPositions()
		_, p.err = p.w.Write(p.buf)
		p.written += int64(len(p.buf))
		if ps := p.positions; ps != nil && !p.dummy {
			ps.base += int64(len(p.buf))
			ps.scanned = 0
		}
		p.buf = p.buf[:0]
	}
	return p.err
}

func (p *AsmPrinter) maybeFlush() {
	if len(p.buf) >= 60<<10 {
		if p.dummy {
			p.written += int64(len(p.buf))
			p.buf = p.buf[:0]
			return
		}
		if p.w != nil {
			p.Flush()
		}
	}
}

// WriteString appends s.
func (p *AsmPrinter) WriteString(s string) { p.buf = append(p.buf, s...) }

// WriteByte appends c.
func (p *AsmPrinter) WriteByte(c byte) error { p.buf = append(p.buf, c); return nil }

// WriteInt appends v in decimal.
func (p *AsmPrinter) WriteInt(v int64) { p.buf = strconv.AppendInt(p.buf, v, 10) }

// writeEscaped appends s with MLIR's string escapes: `\\`, and `\HH` for
// `"` and non-printable bytes.
func (p *AsmPrinter) writeEscaped(s string) {
	const hex = "0123456789ABCDEF"
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '\\':
			p.buf = append(p.buf, '\\', '\\')
		case c >= 0x20 && c < 0x7F && c != '"':
			p.buf = append(p.buf, c)
		default:
			p.buf = append(p.buf, '\\', hex[c>>4], hex[c&15])
		}
	}
}

// WriteEscaped appends s escaped as inside a string literal.
func (p *AsmPrinter) WriteEscaped(s string) { p.writeEscaped(s) }

func (p *AsmPrinter) writeHex(b []byte) {
	const hex = "0123456789ABCDEF"
	for _, c := range b {
		p.buf = append(p.buf, hex[c>>4], hex[c&15])
	}
}

// ---- types and attributes ----

// PrintType prints t, or its alias.
func (p *AsmPrinter) PrintType(t Type) {
	if t == nil {
		p.WriteString("<<NULL TYPE>>")
		return
	}
	if p.aborted {
		return
	}
	if p.st != nil {
		if p.dummy {
			if an, ok := t.(AliasNamer); ok {
				p.record(t, an.AsmAlias(), true, false, func() { t.Print(p) })
				return
			}
			if id := sharedTypeID(t); id != 0 {
				p.visitShared(t, id, true)
				return
			}
		} else if p.st.typeAliases {
			if a, ok := p.st.aliases[t]; ok {
				p.WriteString(a.name)
				return
			}
		}
	}
	if p.guard != nil {
		if id := sharedTypeID(t); id != 0 {
			p.printGuarded(t, id)
			return
		}
	}
	t.Print(p)
}

// PrintTypeList prints types separated by ", ".
func (p *AsmPrinter) PrintTypeList(ts []Type) {
	for i, t := range ts {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(t)
	}
}

// PrintAttr prints a, or its alias.
func (p *AsmPrinter) PrintAttr(a Attribute) { p.printAttr(a, false) }

// printAttr prints a; mayElide drops `: i64`/`: f64` as MLIR does inside
// arrays.
func (p *AsmPrinter) printAttr(a Attribute, mayElide bool) {
	if a == nil {
		p.WriteString("<<NULL ATTRIBUTE>>")
		return
	}
	if p.aborted {
		return
	}
	if p.st != nil {
		if p.dummy {
			if l, ok := a.(Location); ok {
				p.recordLoc(l, false)
				return
			}
			if name := aliasPrefix(a); name != "" {
				p.record(a, name, false, false, func() { a.Print(p) })
				return
			}
			if id := sharedAttrID(a); id != 0 {
				p.visitShared(a, id, false)
				return
			}
		} else if p.st.aliases != nil {
			if al, ok := p.st.aliases[a]; ok {
				p.WriteString(al.name)
				return
			}
		}
	}
	if mayElide {
		switch a := a.(type) {
		case *IntegerAttr:
			a.print(p, true)
			return
		case *FloatAttr:
			a.print(p, true)
			return
		}
	}
	if p.guard != nil {
		if id := sharedAttrID(a); id != 0 {
			p.printGuarded(a, id)
			return
		}
	}
	a.Print(p)
}

// PrintAttrWithoutType prints a typed attribute's value only (`42` for
// `42 : i32`), as the assembly format does for attributes whose type is
// implied.
func (p *AsmPrinter) PrintAttrWithoutType(a Attribute) {
	switch a := a.(type) {
	case *IntegerAttr:
		a.printValue(p)
	case *FloatAttr:
		s, _ := FormatFloat(a.Type.Kind, a.Bits)
		p.WriteString(s)
	case *DenseElementsAttr:
		if p.st != nil && !p.dummy && p.st.aliases != nil {
			if al, ok := p.st.aliases[Attribute(a)]; ok {
				p.WriteString(al.name)
				return
			}
		}
		a.print(p, true)
	case *StringAttr:
		p.WriteByte('"')
		p.writeEscaped(a.Value)
		p.WriteByte('"')
	default:
		p.PrintAttr(a)
	}
}

// aliasPrefix returns the alias name a builtin attribute gets ("map",
// "set", "loc"), or the dialect's choice.
func aliasPrefix(a Attribute) string {
	switch a.(type) {
	case *AffineMapAttr:
		return "map"
	case *IntegerSetAttr:
		return "set"
	case Location:
		return ""
	}
	if an, ok := a.(AliasNamer); ok {
		return an.AsmAlias()
	}
	return ""
}

// PrintLoc prints `loc(...)` for l, with its alias when it has one.
func (p *AsmPrinter) PrintLoc(l Location) {
	p.WriteString("loc(")
	p.printLocRef(l)
	p.WriteByte(')')
}

// ---- alias and naming state ----

type aliasInfo struct {
	key      any
	prefix   string
	name     string
	isType   bool
	deferred bool
	// depth is the nesting depth of aliases inside: an alias's is one
	// more than the deepest alias it refers to.
	depth int
	order int

	// The collection pass tracks shared attributes and types that are
	// no aliases with the same record (printshare.go): transparent is set
	// for them (their depth passes to the alias around them unchanged),
	// size is the length of their expansion, refs counts references and
	// pass is the pass that last walked them; synthetic marks those that
	// become aliases because expanding them would be too long.
	transparent bool
	synthetic   bool
	pass        uint8
	refs        int32
	size        float64
	// While its body is walked: start is the byte count at its start,
	// inner the bytes written by the nodes inside, acc the size of what
	// the nodes directly inside print.
	start, inner int64
	acc          float64
}

type printState struct {
	// aliases maps attributes and types to their alias once assigned;
	// typeAliases tells whether any type has one (most IR has none, and
	// types are printed for every op).
	aliases     map[any]*aliasInfo
	typeAliases bool
	// collecting state
	seen  map[any]*aliasInfo
	list  []*aliasInfo
	stack []*aliasInfo
	// memo holds the shared attributes and types by uniquer id, nodes
	// the same in order of discovery; virt is the size of what the real
	// pass prints and this pass did not write: expansions it did not walk
	// again, and alias names (printshare.go).
	memo  map[uint32]*aliasInfo
	nodes []*aliasInfo
	pass  uint8
	virt  float64

	names          *ssaNames
	defaultDialect []string
	resources      []*ResourceBlob
	resSeen        map[*ResourceBlob]bool
}

// record notes one encounter of an aliasable symbol during the
// collection pass; body prints it to discover nested aliases.
func (p *AsmPrinter) record(key any, prefix string, isType, deferred bool, body func()) {
	st := p.st
	// A reference prints the alias name (about this long); the body is
	// printed once, among the definitions.
	st.addVirt(float64(len(prefix) + 3))
	if info, ok := st.seen[key]; ok {
		if !deferred {
			info.deferred = false
		}
		st.bumpParent(info)
		return
	}
	info := &aliasInfo{key: key, prefix: prefix, isType: isType, deferred: deferred, order: len(st.list)}
	st.seen[key] = info
	st.list = append(st.list, info)
	p.pushFrame(info)
	body()
	p.popFrame()
	st.bumpParent(info)
}

// bumpParent makes the alias or shared node being walked at least as
// deep as child requires.
func (st *printState) bumpParent(child *aliasInfo) {
	if n := len(st.stack); n > 0 {
		d := child.depth + 1
		if child.transparent {
			d = child.depth
		}
		if parent := st.stack[n-1]; parent.depth < d {
			parent.depth = d
		}
	}
}

// recordLoc walks a location for aliases (all locations get `#loc`).
func (p *AsmPrinter) recordLoc(l Location, deferred bool) {
	p.record(l, "loc", false, deferred, func() {
		switch l := l.(type) {
		case *NameLoc:
			if _, unk := l.Child.(*UnknownLoc); !unk {
				p.recordLoc(l.Child, deferred)
			}
		case *CallSiteLoc:
			p.recordLoc(l.Callee, deferred)
			p.recordLoc(l.Caller, deferred)
		case *FusedLoc:
			if l.Metadata != nil {
				p.PrintAttr(l.Metadata)
			}
			for _, s := range l.Locs {
				p.recordLoc(s, deferred)
			}
		}
	})
}

// assignAliases orders the collected symbols as MLIR does (by nesting
// depth, types before attributes, then alias name, then first use) and
// numbers equal prefixes: map, map1, map2, ...
func (st *printState) assignAliases() {
	list := st.list
	sort.SliceStable(list, func(i, j int) bool {
		a, b := list[i], list[j]
		if a.depth != b.depth {
			return a.depth < b.depth
		}
		if a.isType != b.isType {
			return a.isType
		}
		return a.prefix < b.prefix
	})
	counts := map[string]int{}
	st.aliases = make(map[any]*aliasInfo, len(list))
	for _, a := range list {
		n := counts[a.prefix]
		counts[a.prefix] = n + 1
		name := a.prefix
		if n > 0 {
			if isDigit(name[len(name)-1]) {
				name += "_"
			}
			name += strconv.Itoa(n)
		}
		if a.isType {
			a.name = "!" + name
			st.typeAliases = true
		} else {
			a.name = "#" + name
		}
		st.aliases[a.key] = a
	}
	st.list = list
}

func (p *AsmPrinter) noteResource(b *ResourceBlob) {
	if p.st == nil {
		return
	}
	if p.st.resSeen == nil {
		p.st.resSeen = map[*ResourceBlob]bool{}
	}
	if !p.st.resSeen[b] {
		p.st.resSeen[b] = true
		p.st.resources = append(p.st.resources, b)
	}
}

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

// collect runs the collection pass: a print that keeps no text and
// records the aliases. When expanding the shared attributes and types
// would make the text too long, it runs again with those responsible
// made aliases (printshare.go).
func (p *AsmPrinter) collect(op *Operation) {
	st := p.st
	st.memo = map[uint32]*aliasInfo{}
	saved, savedWritten := p.buf, p.written
	p.buf = make([]byte, 0, 64<<10)
	p.dummy = true
	for st.pass = 1; ; st.pass++ {
		st.seen = map[any]*aliasInfo{}
		st.list, st.stack = nil, nil
		st.virt = 0
		st.resources, st.resSeen = nil, nil
		p.buf, p.written = p.buf[:0], 0
		p.printFullOp(op)
		if st.pass > 1 || !st.needsSyntheticAliases(p) {
			break
		}
	}
	p.dummy = false
	p.buf, p.written = saved, savedWritten
	st.memo, st.nodes = nil, nil
}

func (p *AsmPrinter) printAliasDefs(deferred bool) {
	for _, a := range p.st.list {
		if a.deferred != deferred {
			continue
		}
		p.WriteString(a.name)
		p.WriteString(" = ")
		switch k := a.key.(type) {
		case Location:
			p.WriteString("loc(")
			k.printInner(p)
			p.WriteByte(')')
		case Attribute:
			k.Print(p)
		case Type:
			k.Print(p)
		}
		p.WriteByte('\n')
		p.maybeFlush()
	}
}

func (p *AsmPrinter) printResources() {
	if len(p.st.resources) == 0 {
		return
	}
	p.WriteString("\n{-#\n  dialect_resources: {\n    builtin: {\n")
	for i, r := range p.st.resources {
		p.WriteString("      ")
		p.WriteString(r.Name)
		p.WriteString(": \"0x")
		var al [4]byte
		al[0], al[1], al[2], al[3] = byte(r.Alignment), byte(r.Alignment>>8), byte(r.Alignment>>16), byte(r.Alignment>>24)
		p.writeHex(al[:])
		p.writeHex(r.Data)
		p.WriteByte('"')
		if i+1 < len(p.st.resources) {
			p.WriteByte(',')
		}
		p.WriteByte('\n')
	}
	p.WriteString("    }\n  }\n#-}\n")
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
			p.printWithFormat(op, def.format)
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

// PrintOperand prints a value reference (`%0`, `%arg1`, `%2#1`).
func (p *AsmPrinter) PrintOperand(v *Value) { p.printValueID(v, true) }

// OperandName returns what PrintOperand prints for v (for ops that
// print values inside their own syntax, as affine.load's `%i + 1`).
func (p *AsmPrinter) OperandName(v *Value) string {
	start := len(p.buf)
	p.printValueID(v, true)
	name := string(p.buf[start:])
	p.buf = p.buf[:start]
	return name
}

// PrintOperands prints values separated by ", ".
func (p *AsmPrinter) PrintOperands(vs []*Value) {
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.printValueID(v, true)
	}
}

func (p *AsmPrinter) printValueID(v *Value, printResultNo bool) {
	if p.dummy {
		p.WriteByte('%')
		return
	}
	if v == nil || p.st == nil || p.st.names == nil {
		p.WriteString("<<UNKNOWN SSA VALUE>>")
		return
	}
	p.st.names.print(p, v, printResultNo)
}

// PrintBlockName prints `^bbN`.
func (p *AsmPrinter) PrintBlockName(b *Block) {
	if p.dummy {
		return
	}
	if p.st == nil || p.st.names == nil {
		p.WriteString("<<UNKNOWN BLOCK>>")
		return
	}
	if info, ok := p.st.names.blocks[b]; ok {
		p.WriteString("^bb")
		p.WriteInt(int64(info))
		return
	}
	p.WriteString("<<UNKNOWN BLOCK>>")
}

// PrintSuccessorAndUseList prints `^bb1(%a, %b : i32, i32)`.
func (p *AsmPrinter) PrintSuccessorAndUseList(b *Block, vs []*Value) {
	p.PrintBlockName(b)
	if len(vs) == 0 {
		return
	}
	p.WriteByte('(')
	p.PrintOperands(vs)
	p.WriteString(" : ")
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.PrintType(v.typ)
	}
	p.WriteByte(')')
}

// PrintOptionalAttrDict prints ` {a = 1, ...}` for the attributes not in
// elided; nothing when none remain.
func (p *AsmPrinter) PrintOptionalAttrDict(attrs []NamedAttr, elided ...string) {
	p.printAttrDict(attrs, elided, false)
}

// PrintOptionalAttrDictWithKeyword prints ` attributes {...}`.
func (p *AsmPrinter) PrintOptionalAttrDictWithKeyword(attrs []NamedAttr, elided ...string) {
	p.printAttrDict(attrs, elided, true)
}

func (p *AsmPrinter) printAttrDict(attrs []NamedAttr, elided []string, keyword bool) {
	first := true
	for _, a := range attrs {
		skip := false
		for _, e := range elided {
			if e == a.Name {
				skip = true
				break
			}
		}
		if skip {
			continue
		}
		if first {
			if keyword {
				p.WriteString(" attributes")
			}
			p.WriteString(" {")
			first = false
		} else {
			p.WriteString(", ")
		}
		p.PrintAttrName(a.Name)
		if _, unit := a.Value.(*UnitAttr); !unit {
			p.WriteString(" = ")
			p.PrintAttr(a.Value)
		}
	}
	if !first {
		p.WriteByte('}')
	}
}

// PrintNewline starts a new line at the current indentation.
func (p *AsmPrinter) PrintNewline() {
	p.WriteByte('\n')
	p.writeIndent()
}

// IncreaseIndent and DecreaseIndent adjust the indentation for
// PrintNewline.
func (p *AsmPrinter) IncreaseIndent() { p.indent += 2 }
func (p *AsmPrinter) DecreaseIndent() { p.indent -= 2 }

// PrintRegionArgument prints `%arg0: i32 {attrs} loc(...)` as function
// signatures do.
func (p *AsmPrinter) PrintRegionArgument(v *Value, attrs []NamedAttr, omitType bool) {
	p.printValueID(v, true)
	if !omitType {
		p.WriteString(": ")
		p.PrintType(v.typ)
	}
	p.PrintOptionalAttrDict(attrs)
	if p.dummy && p.flags.DebugInfo && v.Loc() != nil {
		p.recordLoc(v.Loc(), false)
	}
	p.printTrailingLoc(v.Loc(), false)
}
