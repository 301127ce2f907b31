package ir

import (
	"fmt"
	"strings"
	"sync"
	"unicode/utf8"
)

// Severity of a diagnostic.
type Severity uint8

const (
	SevError Severity = iota
	SevWarning
	SevNote
	SevRemark
)

func (s Severity) String() string {
	switch s {
	case SevWarning:
		return "warning"
	case SevNote:
		return "note"
	case SevRemark:
		return "remark"
	}
	return "error"
}

// maxSnippet bounds the source text a diagnostic quotes.
const maxSnippet = 80

// Snippet returns source text (an identifier, a name, a token) to quote
// in a diagnostic: s itself when short, else its first characters and
// "...", so that a 500 MB identifier does not make a 500 MB message.
func Snippet(s string) string {
	if len(s) <= maxSnippet {
		return s
	}
	cut := maxSnippet - 3
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut] + "..."
}

// Diagnostic is one located message with attached notes. It implements
// error so that parse and verify failures can be returned as errors.
type Diagnostic struct {
	Severity Severity
	Loc      Location
	Message  string
	Notes    []*Diagnostic
	// Op is the op the diagnostic is about, when it came from an op; tools
	// use it to add MLIR's "see current operation" note.
	Op *Operation
}

// Error renders the diagnostic on one line per message, without source
// lines: `file:line:col: error: message`.
func (d *Diagnostic) Error() string { return FormatDiagnostic(d, nil) }

// AttachNote adds a note and returns it.
func (d *Diagnostic) AttachNote(loc Location, format string, args ...any) *Diagnostic {
	n := &Diagnostic{Severity: SevNote, Loc: loc, Message: fmt.Sprintf(format, args...)}
	if loc == nil {
		n.Loc = d.Loc
	}
	d.Notes = append(d.Notes, n)
	return n
}

// NewDiagnostic builds a diagnostic.
func NewDiagnostic(sev Severity, loc Location, format string, args ...any) *Diagnostic {
	msg := format
	if len(args) > 0 {
		msg = fmt.Sprintf(format, args...)
	}
	return &Diagnostic{Severity: sev, Loc: loc, Message: msg}
}

// EmitError returns an error diagnostic at op's location, prefixed as
// MLIR's op diagnostics are: `'dialect.op' op <message>`.
func (op *Operation) EmitError(format string, args ...any) *Diagnostic {
	return &Diagnostic{Severity: SevError, Loc: op.loc, Op: op, Message: "'" + op.name.Name + "' op " + fmt.Sprintf(format, args...)}
}

// AttachCurrentOpNote adds MLIR's "see current operation:" note with the
// op printed in generic form (mlir-opt does this unless it is verifying
// expected diagnostics).
func (d *Diagnostic) AttachCurrentOpNote(flags PrintFlags) {
	if d.Op == nil {
		return
	}
	text := diagOpString(d.Op, flags.DebugInfo)
	// As MLIR: an op printed over several lines starts on its own line.
	if strings.IndexByte(text, '\n') >= 0 {
		text = "\n" + text
	}
	// MLIR attaches this note when the error is emitted: it comes first.
	note := &Diagnostic{Severity: SevNote, Loc: d.Loc, Message: "see current operation: " + text}
	d.Notes = append([]*Diagnostic{note}, d.Notes...)
}

// EmitOpError is EmitError (MLIR's spelling).
func (op *Operation) EmitOpError(format string, args ...any) *Diagnostic {
	return op.EmitError(format, args...)
}

// SourceMgr holds the text of input files so diagnostics can show the
// offending line with a caret.
type SourceMgr struct {
	mu    sync.Mutex
	files map[string]*sourceFile
}

// sourceFile is one file's text and the offsets of every lineMarkEvery-th
// line found so far, so that showing the lines of many diagnostics does
// not scan the file from its start for each.
type sourceFile struct {
	src   string
	marks []int // marks[i] is the offset of line i*lineMarkEvery+1
}

const lineMarkEvery = 256

// NewSourceMgr returns an empty manager.
func NewSourceMgr() *SourceMgr { return &SourceMgr{files: map[string]*sourceFile{}} }

// AddFile registers the contents of a file.
func (sm *SourceMgr) AddFile(name, src string) {
	sm.mu.Lock()
	sm.files[name] = &sourceFile{src: src, marks: []int{0}}
	sm.mu.Unlock()
}

// Line returns line n (1-based) of file, without its newline.
func (sm *SourceMgr) Line(file string, n int) (string, bool) {
	if sm == nil || n <= 0 {
		return "", false
	}
	sm.mu.Lock()
	defer sm.mu.Unlock()
	f, ok := sm.files[file]
	if !ok {
		return "", false
	}
	// Start at the closest mark, adding marks on the way.
	k := (n - 1) / lineMarkEvery
	for len(f.marks) <= k {
		off := f.marks[len(f.marks)-1]
		for i := 0; i < lineMarkEvery; i++ {
			j := strings.IndexByte(f.src[off:], '\n')
			if j < 0 {
				return "", false
			}
			off += j + 1
		}
		f.marks = append(f.marks, off)
	}
	src := f.src[f.marks[k]:]
	for i := k * lineMarkEvery; i < n-1; i++ {
		j := strings.IndexByte(src, '\n')
		if j < 0 {
			return "", false
		}
		src = src[j+1:]
	}
	if j := strings.IndexByte(src, '\n'); j >= 0 {
		src = src[:j]
	}
	return strings.TrimSuffix(src, "\r"), true
}

// LocString renders a location as a diagnostic's header does (file:line:col).
func LocString(l Location) string { return locPrefix(l) }

// locPrefix renders the location part of a diagnostic header.
func locPrefix(l Location) string {
	if f, ok := FileLineCol(l); ok {
		return fmt.Sprintf("%s:%d:%d", f.File, f.Line, f.Col)
	}
	if l == nil {
		return "<unknown>:0"
	}
	if _, ok := l.(*UnknownLoc); ok {
		return "<unknown>:0"
	}
	if n, ok := l.(*NameLoc); ok {
		return n.Name
	}
	return AttrString(l)
}

// FormatDiagnostic renders d and its notes as mlir-opt prints them; with
// a source manager each message is followed by the source line and a
// caret under the column. The text ends with a newline when sm is set.
//
// As MLIR's SourceMgrDiagnosticHandler: a call-site location adds "called
// from" notes for its callers, and a note at the same location as what
// precedes it shows no source line.
func FormatDiagnostic(d *Diagnostic, sm *SourceMgr) string {
	var b strings.Builder
	formatOne(&b, d, sm, true)
	prev := d.Loc
	for cs, ok := d.Loc.(*CallSiteLoc); ok; cs, ok = cs.Caller.(*CallSiteLoc) {
		// The callee was shown; walk up the callers.
		caller := cs.Caller
		if sm == nil {
			b.WriteByte('\n')
		}
		formatOne(&b, &Diagnostic{Severity: SevNote, Loc: caller, Message: "called from"}, sm, true)
		prev = caller
	}
	prev = d.Loc
	for _, n := range d.Notes {
		if sm == nil {
			b.WriteByte('\n')
		}
		formatOne(&b, n, sm, n.Loc != prev)
		prev = n.Loc
	}
	return b.String()
}

func formatOne(b *strings.Builder, d *Diagnostic, sm *SourceMgr, showSource bool) {
	b.WriteString(locPrefix(d.Loc))
	b.WriteString(": ")
	b.WriteString(d.Severity.String())
	b.WriteString(": ")
	b.WriteString(d.Message)
	if sm == nil {
		return
	}
	b.WriteByte('\n')
	if !showSource {
		return
	}
	if f, ok := FileLineCol(d.Loc); ok {
		if line, ok := sm.Line(f.File, f.Line); ok {
			if len(line) > 4096 {
				// Keep huge lines readable: show a window around the column.
				start := f.Col - 2048
				if start < 0 {
					start = 0
				}
				end := start + 4096
				if end > len(line) {
					end = len(line)
				}
				line = line[start:end]
				b.WriteString(line)
				b.WriteByte('\n')
				b.WriteString(strings.Repeat(" ", max(0, f.Col-1-start)))
				b.WriteString("^\n")
				return
			}
			b.WriteString(line)
			b.WriteByte('\n')
			// Like LLVM's SourceMgr, no caret under lines with non-ASCII
			// bytes (columns count bytes, the terminal shows characters).
			for i := 0; i < len(line); i++ {
				if line[i] >= 0x80 {
					return
				}
			}
			for i := 0; i < f.Col-1 && i < len(line); i++ {
				if line[i] == '\t' {
					b.WriteByte('\t')
				} else {
					b.WriteByte(' ')
				}
			}
			for i := len(line); i < f.Col-1; i++ {
				b.WriteByte(' ')
			}
			b.WriteString("^\n")
		}
	}
}

// DiagHandler receives diagnostics; it returns true when it consumed the
// diagnostic (later handlers are not called).
type DiagHandler func(*Diagnostic) bool

// DiagEngine dispatches diagnostics to a stack of handlers (the most
// recently registered first). It is safe for concurrent use.
type DiagEngine struct {
	mu       sync.Mutex
	handlers []DiagHandler
	// NumErrors counts emitted error diagnostics.
	NumErrors int
}

// Diag returns the context's diagnostic engine.
func (c *Context) Diag() *DiagEngine {
	c.uniq.Lock()
	defer c.uniq.Unlock()
	if c.diag == nil {
		c.diag = &DiagEngine{}
	}
	return c.diag
}

// PushHandler registers h and returns a function that removes it.
func (e *DiagEngine) PushHandler(h DiagHandler) func() {
	e.mu.Lock()
	e.handlers = append(e.handlers, h)
	idx := len(e.handlers) - 1
	e.mu.Unlock()
	return func() {
		e.mu.Lock()
		if idx < len(e.handlers) {
			e.handlers = append(e.handlers[:idx], e.handlers[idx+1:]...)
		}
		e.mu.Unlock()
	}
}

// Emit delivers d to the handlers.
func (e *DiagEngine) Emit(d *Diagnostic) {
	e.mu.Lock()
	if d.Severity == SevError {
		e.NumErrors++
	}
	hs := append([]DiagHandler(nil), e.handlers...)
	e.mu.Unlock()
	for i := len(hs) - 1; i >= 0; i-- {
		if hs[i](d) {
			return
		}
	}
}

// diagOpString prints op in generic form as MLIR does inside diagnostics:
// values are named as in the closest isolated-from-above ancestor (or the
// op itself when isolated), as Operation::print does.
func diagOpString(op *Operation, debugInfo bool) string {
	p := NewStringPrinter()
	p.flags = PrintFlags{Generic: true, LocalScope: true, DebugInfo: debugInfo}
	p.st = &printState{defaultDialect: []string{"builtin"}}
	root := op
	for !root.HasTrait(IsolatedFromAbove) && root.ParentOp() != nil {
		root = root.ParentOp()
	}
	p.st.names = computeNames(root, p.flags)
	p.printFullOp(op)
	return p.String()
}
