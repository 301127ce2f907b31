package filecheck

// Reading the check file: finding directives under the check and comment
// prefixes, and grouping CHECK-DAG / CHECK-NOT patterns with the check that
// follows them, as FileCheck's readCheckFile does.

import (
	"strings"
)

// checkString is a positive check with the DAG and NOT patterns before it.
type checkString struct {
	pat    *pattern
	prefix string
	dagNot []*pattern
}

// isPartOfWord reports whether c continues a check-like word, so that a
// prefix preceded by it (say "XCHECK:" for prefix CHECK) is not a directive.
func isPartOfWord(c byte) bool { return isAlnum(c) || c == '-' || c == '_' }

// prefixFinder finds the earliest, then longest, occurrence of any prefix.
type prefixFinder struct {
	text     string
	prefixes []string
	next     []int // per prefix: next occurrence at or after the last query, -1 none
}

func newPrefixFinder(text string, prefixes []string) *prefixFinder {
	f := &prefixFinder{text: text, prefixes: prefixes, next: make([]int, len(prefixes))}
	for i := range f.next {
		f.next[i] = -2 // not searched yet
	}
	return f
}

// find returns the offset and prefix of the first occurrence at or after from.
func (f *prefixFinder) find(from int) (int, string) {
	best, bestPrefix := -1, ""
	for i, p := range f.prefixes {
		n := f.next[i]
		if n == -2 || (n >= 0 && n < from) {
			j := strings.Index(f.text[from:], p)
			if j < 0 {
				n = -1
			} else {
				n = from + j
			}
			f.next[i] = n
		}
		if n < 0 {
			continue
		}
		if best < 0 || n < best || (n == best && len(p) > len(bestPrefix)) {
			best, bestPrefix = n, p
		}
	}
	return best, bestPrefix
}

// directiveBad marks directives that are recognised but malformed.
type directiveBad uint8

const (
	directiveOK directiveBad = iota
	directiveNone
	directiveBadNot
	directiveBadCount
)

// findCheckType decides what directive, if any, starts at rest (just after
// prefix) and returns the text after its ':' (or where scanning resumes).
func (fc *checker) findCheckType(rest, prefix string) (kind checkKind, count int, literal bool, bad directiveBad, after string, ok bool) {
	count = 1
	if rest == "" {
		return 0, 0, false, directiveNone, "", false
	}
	next := rest[0]
	if fc.isComment[prefix] {
		if next == ':' {
			return checkComment, 1, false, directiveOK, rest[1:], true
		}
		return 0, 0, false, directiveNone, "", false
	}
	consumeModifiers := func(k checkKind, r string) (checkKind, int, bool, directiveBad, string, bool) {
		if strings.HasPrefix(r, ":") {
			return k, count, false, directiveOK, r[1:], true
		}
		if !strings.HasPrefix(r, "{") {
			return 0, 0, false, directiveNone, "", false
		}
		r = r[1:]
		lit := false
		for {
			r = strings.TrimLeft(r, " \t\n\v\f\r")
			if !strings.HasPrefix(r, "LITERAL") {
				return 0, 0, false, directiveNone, r, false
			}
			lit = true
			r = strings.TrimLeft(r[len("LITERAL"):], " \t\n\v\f\r")
			if !strings.HasPrefix(r, ",") {
				break
			}
			r = r[1:]
		}
		if !strings.HasPrefix(r, "}:") {
			return 0, 0, false, directiveNone, r, false
		}
		return k, count, lit, directiveOK, r[2:], true
	}
	if next == ':' || next == '{' {
		return consumeModifiers(checkPlain, rest)
	}
	if next != '-' {
		return 0, 0, false, directiveNone, "", false
	}
	r := rest[1:]
	if strings.HasPrefix(r, "COUNT-") {
		r = r[len("COUNT-"):]
		i := 0
		for i < len(r) && isDigit(r[i]) {
			i++
		}
		if i == 0 {
			return 0, 0, false, directiveBadCount, r, true
		}
		n := 0
		for _, c := range r[:i] {
			n = n*10 + int(c-'0')
			if n > 1<<31-1 {
				return 0, 0, false, directiveBadCount, r, true
			}
		}
		r = r[i:]
		if n <= 0 || r == "" || (r[0] != ':' && r[0] != '{') {
			return 0, 0, false, directiveBadCount, r, true
		}
		count = n
		return consumeModifiers(checkPlain, r)
	}
	for _, combo := range []string{"DAG-NOT:", "NOT-DAG:", "NEXT-NOT:", "NOT-NEXT:", "SAME-NOT:", "NOT-SAME:", "EMPTY-NOT:", "NOT-EMPTY:"} {
		if strings.HasPrefix(r, combo) {
			return 0, 0, false, directiveBadNot, r, true
		}
	}
	for _, d := range []struct {
		name string
		kind checkKind
	}{{"NEXT", checkNext}, {"SAME", checkSame}, {"NOT", checkNot}, {"DAG", checkDAG}, {"LABEL", checkLabel}, {"EMPTY", checkEmpty}} {
		if strings.HasPrefix(r, d.name) {
			return consumeModifiers(d.kind, r[len(d.name):])
		}
	}
	return 0, 0, false, directiveNone, "", false
}

// readCheckFile parses every directive of the check file in buf.
func (fc *checker) readCheckFile(buf *buffer) error {
	if err := fc.defineCmdlineVariables(); err != nil {
		return err
	}
	fc.lineVar = &numVar{name: "@LINE", format: numFormat{kind: fmtUnsigned}}
	fc.numVars["@LINE"] = fc.lineVar

	for _, s := range fc.opts.ImplicitCheckNot {
		cmdline := &buffer{name: "command line", text: "-implicit-check-not='" + s + "'"}
		p := &pattern{kind: checkNot, count: 1}
		if err := fc.parsePattern(p, s, cmdline, len("-implicit-check-not='"), "IMPLICIT-CHECK"); err != nil {
			// FileCheck reports a bad implicit pattern and goes on with the
			// regex built before the error; an empty or invalid one never
			// matches.
			fc.reportParseError(err)
			p.broken = true
		}
		fc.implicitNot = append(fc.implicitNot, p)
	}
	dagNot := append([]*pattern(nil), fc.implicitNot...)

	all := append(append([]string(nil), fc.opts.CheckPrefixes...), fc.opts.CommentPrefixes...)
	finder := newPrefixFinder(buf.text, all)
	notFound := map[string]bool{}
	for _, p := range fc.opts.CheckPrefixes {
		notFound[p] = true
	}
	text := buf.text
	pos := 0      // the scan position
	lineNo := 1   // the line of pos
	lineFrom := 0 // newlines before lineFrom are counted in lineNo
	for pos < len(text) {
		loc, prefix := finder.find(pos)
		if loc < 0 {
			break
		}
		lineNo += strings.Count(text[lineFrom:loc], "\n")
		lineFrom = loc
		pos = loc
		var (
			kind    checkKind
			count   int
			literal bool
			bad     directiveBad
			after   string
			found   bool
		)
		if loc == 0 || !isPartOfWord(text[loc-1]) {
			kind, count, literal, bad, after, found = fc.findCheckType(text[loc+len(prefix):], prefix)
		}
		if !found {
			if after == "" {
				pos = loc + len(prefix)
			} else {
				pos = len(text) - len(after)
			}
			continue
		}
		if kind != checkComment {
			delete(notFound, prefix)
		}
		prefixPos := srcPos{buf, loc}
		pos = len(text) - len(after)
		switch bad {
		case directiveBadNot:
			return &parseError{pos: prefixPos, msg: "unsupported -NOT combo on prefix '" + prefix + "'"}
		case directiveBadCount:
			return &parseError{pos: prefixPos, msg: "invalid count in -COUNT specification on prefix '" + prefix + "'"}
		}
		if !(fc.opts.StrictWhitespace && fc.opts.MatchFullLines) {
			for pos < len(text) && (text[pos] == ' ' || text[pos] == '\t') {
				pos++
			}
		}
		eol := strings.IndexAny(text[pos:], "\n\r")
		if eol < 0 {
			eol = len(text)
		} else {
			eol += pos
		}
		patText := text[pos:eol]
		patStart := pos
		pos = eol
		if kind == checkComment {
			continue
		}
		p := &pattern{kind: kind, count: count, literal: literal, line: lineNo}
		if err := fc.parsePattern(p, patText, buf, patStart, prefix); err != nil {
			return err
		}
		if kind == checkLabel && p.hasVariable() {
			return &parseError{pos: srcPos{buf, patStart}, msg: "found '" + prefix + "-LABEL:' with variable definition or use"}
		}
		if (kind == checkNext || kind == checkSame || kind == checkEmpty) && len(fc.checks) == 0 {
			return &parseError{pos: srcPos{buf, patStart}, msg: "found '" + prefix + kind.suffix() + "' without previous '" + prefix + ": line"}
		}
		if kind == checkDAG || kind == checkNot {
			dagNot = append(dagNot, p)
			continue
		}
		fc.checks = append(fc.checks, &checkString{pat: p, prefix: prefix, dagNot: dagNot})
		dagNot = append([]*pattern(nil), fc.implicitNot...)
	}
	lineNo += strings.Count(text[lineFrom:], "\n")
	if len(dagNot) > 0 {
		eof := &pattern{kind: checkEOF, count: 1, line: lineNo + 1, pos: srcPos{buf, len(text)}}
		fc.checks = append(fc.checks, &checkString{pat: eof, prefix: fc.opts.CheckPrefixes[0], dagNot: dagNot})
	}
	noneFound := len(notFound) == len(fc.opts.CheckPrefixes)
	someUnused := !fc.opts.AllowUnusedPrefixes && len(notFound) > 0
	if (noneFound || someUnused) && (len(fc.implicitNot) == 0 || !fc.opts.defaultPrefix) {
		var missing []string
		for _, p := range fc.opts.CheckPrefixes {
			if notFound[p] {
				missing = append(missing, "'"+p+":'")
			}
		}
		s := " "
		if len(missing) > 1 {
			s = "es "
		}
		return &parseError{msg: "no check strings found with prefix" + s + strings.Join(missing, ", ")}
	}
	return nil
}

// defineCmdlineVariables applies the -D definitions.
func (fc *checker) defineCmdlineVariables() error {
	cmd := &buffer{name: "command line"}
	for _, def := range fc.opts.Defines {
		eq := strings.IndexByte(def, '=')
		if strings.HasPrefix(def, "#") {
			// Parse `#[%fmt,]NAME=EXPR` as the block `[[#[%fmt,]NAME:EXPR]]`.
			block := def[1:eq] + ":" + def[eq+1:]
			cmd.text = "Global define: [[#" + block + "]]"
			pp := &patternParser{fc: fc, p: &pattern{}, buf: cmd, base: len("Global define: [[#"), text: block, prefix: "CHECK"}
			nb, err := pp.parseNumericBlock(block, false, 0)
			if err != nil {
				return err
			}
			if nb.def == nil {
				return &parseError{msg: "invalid numeric variable definition '" + def + "'"}
			}
			var v = nb.ast
			if v == nil {
				return &parseError{msg: "missing numeric expression in definition '" + def + "'"}
			}
			val, err := v.eval()
			if err != nil {
				return &parseError{msg: err.Error()}
			}
			nb.def.value = val
			fc.numVars[nb.def.name] = nb.def
			continue
		}
		name, value := def[:eq], def[eq+1:]
		cmd.text = name
		pp := &patternParser{fc: fc, p: &pattern{}, buf: cmd, base: 0, text: name}
		n, pseudo, rest, err := pp.parseVariable(name)
		if err != nil {
			return err
		}
		if pseudo || rest != "" {
			return &parseError{msg: "invalid name in string variable definition '" + name + "'"}
		}
		if _, ok := fc.numVars[n]; ok {
			return &parseError{msg: "numeric variable with name '" + n + "' already exists"}
		}
		// The first definition of a name wins, as in FileCheck.
		if _, ok := fc.strVars[n]; !ok {
			fc.strVars[n] = value
		}
		fc.definedStr[n] = true
	}
	return nil
}
