package driver

import (
	"strconv"
	"strings"

	"github.com/strata-compiler/strata/ir"
)

// This file renders diagnostics the way mlir-opt's SourceMgrDiagnosticHandler
// does (through LLVM's SMDiagnostic): `file:line:col: error: message`, the
// source line with tabs expanded, and a caret (with `~` under a range).

// maxShownLine bounds how much of a source line a diagnostic shows; longer
// lines are cut to a window around the column so a 2 GB line stays printable.
const maxShownLine = 4096

// formatter renders diagnostics against the sources it knows.
type formatter struct {
	sm *ir.SourceMgr
}

// message renders one message at loc (with its source line when show is
// set and the location is in a known file). rangeLen > 1 underlines that
// many characters with `~` after the caret.
func (f *formatter) message(b *strings.Builder, loc ir.Location, sev ir.Severity, msg string, show bool, rangeLen int) {
	fl, ok := ir.FileLineCol(loc)
	if !ok {
		// MLIR prints the location itself in front of the message when it
		// has no file position, and LLVM prints "<unknown>:0".
		b.WriteString("<unknown>:0: ")
		b.WriteString(sev.String())
		b.WriteString(": ")
		if loc != nil {
			if _, unknown := loc.(*ir.UnknownLoc); !unknown {
				b.WriteString(ir.AttrString(loc))
				b.WriteString(": ")
			}
		}
		b.WriteString(msg)
		b.WriteByte('\n')
		return
	}
	b.WriteString(fl.File)
	b.WriteByte(':')
	b.WriteString(strconv.Itoa(fl.Line))
	b.WriteByte(':')
	b.WriteString(strconv.Itoa(fl.Col))
	b.WriteString(": ")
	b.WriteString(sev.String())
	b.WriteString(": ")
	b.WriteString(msg)
	b.WriteByte('\n')
	if !show {
		return
	}
	line, ok := f.sm.Line(fl.File, fl.Line)
	if !ok {
		return
	}
	writeSourceLine(b, line, fl.Col, rangeLen)
}

// writeSourceLine prints line and a caret line under column col (1-based),
// expanding tabs to 8-column stops as LLVM does.
func writeSourceLine(b *strings.Builder, line string, col, rangeLen int) {
	start := 0
	if len(line) > maxShownLine {
		start = max(0, col-1-maxShownLine/2)
		end := min(len(line), start+maxShownLine)
		line = line[start:end]
	}
	var src, caret strings.Builder
	pos := 0
	caretAt := col - 1 - start
	for i := 0; i < len(line); i++ {
		c := line[i]
		w := 1
		if c == '\t' {
			w = 8 - pos%8
			src.WriteString(strings.Repeat(" ", w))
		} else {
			src.WriteByte(c)
		}
		switch {
		case i == caretAt:
			caret.WriteByte('^')
			caret.WriteString(strings.Repeat("~", w-1))
		case i > caretAt && i < caretAt+rangeLen:
			caret.WriteString(strings.Repeat("~", w))
		case i < caretAt:
			caret.WriteString(strings.Repeat(" ", w))
		}
		pos += w
	}
	if caretAt >= len(line) {
		// The column is past the end of the line (an error at end of input).
		caret.WriteString(strings.Repeat(" ", max(0, caretAt-len(line))))
		caret.WriteByte('^')
	}
	b.WriteString(src.String())
	b.WriteByte('\n')
	b.WriteString(strings.TrimRight(caret.String(), " "))
	b.WriteByte('\n')
}

// diagnostic renders d and its notes. As in MLIR, a note shows its source
// line only when its location differs from the message before it.
func (f *formatter) diagnostic(d *ir.Diagnostic) string {
	var b strings.Builder
	f.message(&b, d.Loc, d.Severity, d.Message, true, 0)
	prev := d.Loc
	for _, n := range d.Notes {
		f.message(&b, n.Loc, n.Severity, n.Message, n.Loc != prev, 0)
		prev = n.Loc
	}
	return b.String()
}

// attachCurrentOp adds mlir-opt's "see current operation" note to an error
// that came from an op, in the generic form. A one-line op follows the
// text directly; a multi-line one starts on the next line, as in MLIR.
func attachCurrentOp(d *ir.Diagnostic, flags ir.PrintFlags) {
	if d.Op == nil || d.Severity != ir.SevError {
		return
	}
	n := len(d.Notes)
	d.AttachCurrentOpNote(flags)
	if len(d.Notes) != n+1 {
		return
	}
	note := d.Notes[n]
	const head = "see current operation: "
	if body, ok := strings.CutPrefix(note.Message, head+"\n"); ok && !strings.Contains(body, "\n") {
		note.Message = head + body
	}
}
