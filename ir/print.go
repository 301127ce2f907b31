package ir

import (
	"io"
	"strconv"
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
	// The buffer grows to the flush threshold as text comes: most prints
	// are small (an op's hash key, a diagnostic), and zeroing 64 KB for
	// each took a tenth of swin_t's compile time to LLVM IR.
	return &AsmPrinter{w: w, flags: flags, buf: make([]byte, 0, 1<<10)}
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

// WriteIntList writes `[v, v, ...]`, what ParseIntList reads.
func (p *AsmPrinter) WriteIntList(vs []int64) {
	p.WriteByte('[')
	for i, v := range vs {
		if i > 0 {
			p.WriteString(", ")
		}
		p.WriteInt(v)
	}
	p.WriteByte(']')
}

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

// PrintLoc prints `loc(...)` for l, with its alias when it has one.
func (p *AsmPrinter) PrintLoc(l Location) {
	p.WriteString("loc(")
	p.printLocRef(l)
	p.WriteByte(')')
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
