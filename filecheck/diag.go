package filecheck

// Diagnostics in the shape of LLVM's SourceMgr (`file:line:col: error: msg`,
// the line, a caret) and the annotated input dump of --dump-input.

import (
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
)

func (fc *checker) printAt(pos srcPos, n int, kind, msg string) {
	b := pos.buf
	if b == nil {
		fmt.Fprintf(fc.diag, "%s: %s\n", kind, msg)
		return
	}
	off := pos.off
	if off > len(b.text) {
		off = len(b.text)
	}
	line := b.lineOf(off)
	b.index()
	col := off - b.lineStarts[line-1] + 1
	text := b.lineText(line)
	fmt.Fprintf(fc.diag, "%s:%d:%d: %s: %s\n%s\n", b.name, line, col, kind, msg, text)
	caret := strings.Builder{}
	for i := 0; i < col-1 && i < len(text); i++ {
		if text[i] == '\t' {
			caret.WriteByte('\t')
		} else {
			caret.WriteByte(' ')
		}
	}
	caret.WriteByte('^')
	for i := 1; i < n && col-1+i < len(text); i++ {
		caret.WriteByte('~')
	}
	fmt.Fprintln(fc.diag, caret.String())
}

func (fc *checker) errorAt(pos srcPos, msg string) { fc.printAt(pos, 1, "error", msg) }

func (fc *checker) noteAt(b *buffer, off int, msg string) {
	fc.printAt(srcPos{b, off}, 1, "note", msg)
}

func (fc *checker) rangeNoteAt(b *buffer, off, n int, msg string) {
	fc.printAt(srcPos{b, off}, n, "note", msg)
}

// description names a directive as FileCheck's messages do.
func description(p *pattern, prefix string) string {
	if p.count > 1 {
		return prefix + "-COUNT"
	}
	return prefix + p.kind.suffix()
}

// reportNoMatch explains why p found nothing in input[from:to].
func (fc *checker) reportNoMatch(p *pattern, prefix string, from, to int, err error, nth int) {
	var se *substError
	if errors.As(err, &se) {
		for _, m := range se.msgs {
			fc.errorAt(p.pos, m)
		}
	} else {
		msg := description(p, prefix) + ": expected string not found in input"
		if p.count > 1 {
			msg += fmt.Sprintf(" (%d out of %d)", nth, p.count)
		}
		fc.errorAt(p.pos, msg)
	}
	// FileCheck starts the "scanning from here" note at the next line when
	// the search begins at the end of one.
	scan := from
	in := fc.input.text
	for scan < to && (in[scan] == ' ' || in[scan] == '\t') {
		scan++
	}
	if scan < to && in[scan] == '\n' {
		scan++
	}
	if scan > to {
		scan = to
	}
	fc.noteAt(fc.input, scan, "scanning from here")
	for _, sub := range p.subs {
		if v, e := fc.substValue(p, sub); e == nil {
			fc.noteAt(fc.input, scan, fmt.Sprintf("with %q equal to %q", sub.text, unescapeERE(v)))
		}
	}
	if ln, ok := fc.possibleMatch(p, from, to); ok {
		fc.noteAt(fc.input, ln, "possible intended match here")
	}
	fc.dump.markRangeErr(from, to-from, p, "error: no match found")
}

// possibleMatch guesses the line the user meant: the line, in the first
// lines of the search range, sharing the longest prefix of words with the
// pattern's literal text. It is only a hint, like FileCheck's fuzzy match.
func (fc *checker) possibleMatch(p *pattern, from, to int) (int, bool) {
	want := p.fixed
	if !p.isFixed {
		want = p.regex
		if i := strings.IndexAny(want, `\([{.*+?^$|`); i >= 0 {
			want = want[:i]
		}
	}
	want = strings.TrimSpace(want)
	if len(want) > 64 {
		want = want[:64]
	}
	if len(want) < 3 {
		return 0, false
	}
	in := fc.input.text[from:to]
	best, bestScore := -1, 0
	off := 0
	for line := 0; line < 1024 && off < len(in); line++ {
		end := strings.IndexByte(in[off:], '\n')
		if end < 0 {
			end = len(in) - off
		}
		text := in[off : off+end]
		if s := commonSubstring(text, want); s > bestScore && s*2 >= len(want) {
			best, bestScore = off, s
		}
		off += end + 1
	}
	if best < 0 {
		return 0, false
	}
	return from + best, true
}

// commonSubstring is the length of the longest prefix of want found in text.
func commonSubstring(text, want string) int {
	n := 0
	for n < len(want) && strings.Contains(text, want[:n+1]) {
		n++
	}
	return n
}

func unescapeERE(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' && i+1 < len(s) {
			i++
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

func (fc *checker) recordMatch(p *pattern, off, n int) {
	fc.dump.markRangeOK(off, n, p)
}

// annotation marks a range of the input in the dump.
type annotation struct {
	off, n int
	label  string
	marker byte // '^' match, '!' unexpected match, 'X' search range of a failure
	msg    string
	isErr  bool
	seq    int
}

// dumper collects annotations for --dump-input.
type dumper struct {
	fc   *checker
	anns []annotation
	on   bool
}

func newDumper(fc *checker) *dumper {
	return &dumper{fc: fc, on: fc.opts.DumpInput != "never"}
}

// label names the directive of an annotation as FileCheck's dump does:
// its kind in lower case and its check-file line (check:3, next:4, ...).
func (d *dumper) label(p *pattern) string {
	if p.line == 0 {
		return "implicit-not"
	}
	kind := strings.ToLower(strings.TrimPrefix(p.kind.suffix(), "-"))
	switch {
	case p.count > 1:
		kind = "count"
	case kind == "":
		kind = "check"
	}
	return kind + ":" + strconv.Itoa(p.line)
}

func (d *dumper) add(a annotation) {
	if d == nil || !d.on {
		return
	}
	a.seq = len(d.anns)
	d.anns = append(d.anns, a)
}

func (d *dumper) markRangeOK(off, n int, p *pattern) {
	d.add(annotation{off: off, n: n, label: d.label(p), marker: '^'})
}

func (d *dumper) markRangeErr(off, n int, p *pattern, msg string) {
	d.add(annotation{off: off, n: n, label: d.label(p), marker: 'X', msg: msg, isErr: true})
}

func (d *dumper) markRange(off, n int, p *pattern, msg string) {
	d.add(annotation{off: off, n: n, label: d.label(p), marker: '!', msg: msg, isErr: true})
}

func (d *dumper) mark(off, n int, cs *checkString, msg string) {
	d.add(annotation{off: off, n: n, label: d.label(cs.pat), marker: '!', msg: msg, isErr: true})
}

// write prints the input with the annotations under the lines they cover.
// On failure only the lines near errors are shown, as FileCheck's default
// --dump-input-filter=error does.
func (d *dumper) write(w io.Writer, checkName string, ok bool) {
	in := d.fc.input
	in.index()
	var b strings.Builder
	fmt.Fprintf(&b, "\nInput file: %s\nCheck file: %s\n\n-dump-input=help explains the following input dump.\n\nInput was:\n<<<<<<\n", in.name, checkName)
	nlines := len(in.lineStarts)
	if strings.HasSuffix(in.text, "\n") {
		nlines--
	}
	// The lines shown: those near the first line of each annotation (all
	// annotations on success or with --dump-input=always, errors only
	// otherwise). An annotation spanning lines continues under each shown
	// line it covers.
	if !ok && d.fc.opts.DumpInput != "always" {
		// As FileCheck's default --dump-input-filter=error: errors only.
		var errs []annotation
		for _, a := range d.anns {
			if a.isErr {
				errs = append(errs, a)
			}
		}
		d.anns = errs
	}
	show := map[int]bool{}
	width := 0
	type span struct{ first, last int }
	lines := make([]span, len(d.anns))
	for i, a := range d.anns {
		if len(a.label) > width {
			width = len(a.label)
		}
		lines[i] = span{in.lineOf(a.off), in.lineOf(a.off + max(a.n-1, 0))}
		if a.isErr || ok || d.fc.opts.DumpInput == "always" {
			for c := lines[i].first - d.fc.opts.DumpInputContext; c <= lines[i].first+d.fc.opts.DumpInputContext; c++ {
				if c >= 1 && c <= nlines {
					show[c] = true
				}
			}
		}
	}
	shown := make([]int, 0, len(show))
	for l := range show {
		shown = append(shown, l)
	}
	sort.Ints(shown)
	perLine := map[int][]annotation{}
	for i, a := range d.anns {
		j := sort.SearchInts(shown, lines[i].first)
		for ; j < len(shown) && shown[j] <= lines[i].last; j++ {
			perLine[shown[j]] = append(perLine[shown[j]], a)
		}
	}
	numWidth := len(strconv.Itoa(nlines))
	colWidth := max(width, numWidth+4, 8) + 1
	if len(d.anns) == 0 {
		for l := 1; l <= nlines; l++ {
			shown = append(shown, l)
		}
	}
	prev := 0
	for _, l := range shown {
		if l != prev+1 {
			fmt.Fprintf(&b, "%*s\n%*s\n%*s\n", colWidth, ".", colWidth, ".", colWidth, ".")
		}
		prev = l
		start := in.lineStarts[l-1]
		text := in.lineText(l)
		fmt.Fprintf(&b, "%*d: %s \n", colWidth, l, text)
		anns := perLine[l]
		sort.SliceStable(anns, func(i, j int) bool { return anns[i].seq < anns[j].seq })
		for _, a := range anns {
			from := max(a.off, start) - start
			to := min(a.off+a.n, start+len(text)+1) - start
			if to <= from {
				to = from + 1
			}
			var m strings.Builder
			m.WriteString(strings.Repeat(" ", from))
			if a.off >= start {
				m.WriteByte(a.marker)
				from++
			}
			m.WriteString(strings.Repeat("~", max(to-from, 0)))
			msg := ""
			if a.off >= start && a.msg != "" {
				msg = " " + a.msg
			}
			fmt.Fprintf(&b, "%-*s  %s%s\n", colWidth, a.label, m.String(), msg)
		}
	}
	if prev != nlines {
		fmt.Fprintf(&b, "%*s\n%*s\n%*s\n", colWidth, ".", colWidth, ".", colWidth, ".")
	}
	b.WriteString(">>>>>>\n")
	io.WriteString(w, b.String())
}
