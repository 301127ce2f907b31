package filecheck

// Matching the checks against the input, as FileCheck's checkInput does:
// CHECK-LABEL matches first cut the input into blocks; within a block each
// check string matches in order after its CHECK-DAG group, and CHECK-NOT
// patterns are searched for in the text each match skipped.

import (
	"errors"
	"sort"
	"strings"
)

// span is a matched range of the input.
type span struct{ pos, end int }

// matchResult is where a pattern matched, relative to the searched text.
type matchResult struct {
	pos, len int
}

var errNotFound = errors.New("no match")

// match finds p in s. Errors other than errNotFound are substitution
// failures (undefined variables, overflow).
func (fc *checker) match(p *pattern, s string, base int) (matchResult, error) {
	if p.kind == checkEOF {
		return matchResult{len(s), 0}, nil
	}
	if p.broken && (p.regex == "" || p.isFixed) {
		return matchResult{}, errNotFound
	}
	if p.isFixed {
		var i int
		if p.ignoreCase {
			i = indexFold(s, p.fixed, fc.lowerInput, base)
		} else {
			i = strings.Index(s, p.fixed)
		}
		if i < 0 {
			return matchResult{}, errNotFound
		}
		return matchResult{i, len(p.fixed)}, nil
	}
	re := p.compiled
	if re == nil || len(p.subs) > 0 {
		src := p.regex
		if len(p.subs) > 0 {
			var b strings.Builder
			last := 0
			var errs []string
			for _, sub := range p.subs {
				b.WriteString(p.regex[last:sub.index])
				last = sub.index
				v, err := fc.substValue(p, sub)
				if err != nil {
					errs = append(errs, err.Error())
					continue
				}
				b.WriteString(v)
			}
			if len(errs) > 0 {
				return matchResult{}, &substError{msgs: errs}
			}
			b.WriteString(p.regex[last:])
			src = b.String()
		}
		var err error
		re, err = fc.compile(src, p.ignoreCase)
		if err != nil && p.broken {
			return matchResult{}, errNotFound
		}
		if err != nil {
			return matchResult{}, &substError{msgs: []string{"invalid regex: " + err.Error()}}
		}
		if len(p.subs) == 0 {
			p.compiled = re
		}
	}
	m := fc.findRegex(re, s, base)
	if m == nil {
		return matchResult{}, errNotFound
	}
	for _, d := range p.strDefs {
		if m[2*d.group] >= 0 {
			fc.strVars[d.name] = s[m[2*d.group]:m[2*d.group+1]]
		} else {
			fc.strVars[d.name] = ""
		}
	}
	for _, d := range p.numDefs {
		text := ""
		if m[2*d.group] >= 0 {
			text = s[m[2*d.group]:m[2*d.group+1]]
		}
		v, err := d.v.format.parseValue(text)
		if err != nil {
			return matchResult{}, &substError{msgs: []string{"unable to represent numeric value"}}
		}
		d.v.value = v
	}
	skip := 0
	if p.kind == checkEmpty {
		skip = 1
	}
	return matchResult{m[0] + skip, m[1] - m[0] - skip}, nil
}

// findRegex runs re over s, which is fc.input.text[base:base+len(s)] (or
// any other text when base < 0), with LLVM's byte semantics: when the input
// has bytes >= 0x80 the search runs over the transcoded input and the
// offsets come back in the original.
func (fc *checker) findRegex(re *compiledRegex, s string, base int) []int {
	t := fc.trans
	if t == nil || base < 0 {
		if base < 0 {
			if tt := transcode(s); tt != nil {
				return mapBack(re.find(tt.text), tt, 0, 0)
			}
		}
		return re.find(s)
	}
	from, to := t.toT(base), t.toT(base+len(s))
	return mapBack(re.find(t.text[from:to]), t, from, base)
}

// mapBack turns offsets in t.text[from:] into offsets relative to base.
func mapBack(m []int, t *transcodedInput, from, base int) []int {
	for i, x := range m {
		if x >= 0 {
			m[i] = t.fromT(x+from) - base
		}
	}
	return m
}

// compile caches translated regexes: patterns re-run with the same
// substituted values (and every DAG retry) reuse them.
func (fc *checker) compile(src string, fold bool) (*compiledRegex, error) {
	key := src
	if fold {
		key = "\x00i" + src
	}
	if re, ok := fc.regexCache[key]; ok {
		return re, nil
	}
	re, err := compileERE(src, fold)
	if err != nil {
		return nil, err
	}
	if len(fc.regexCache) > 4096 {
		fc.regexCache = map[string]*compiledRegex{}
	}
	fc.regexCache[key] = re
	return re, nil
}

// substError is a failed substitution: an undefined variable or an overflow.
type substError struct{ msgs []string }

func (e *substError) Error() string { return strings.Join(e.msgs, "; ") }

// substValue is the regex text a substitution inserts.
func (fc *checker) substValue(p *pattern, sub substitution) (string, error) {
	if sub.num == nil {
		v, ok := fc.strVars[sub.strVar]
		if !ok {
			return "", &undefVarError{sub.strVar}
		}
		return escapeERE(v), nil
	}
	if p.line > 0 {
		fc.lineVar.value = bigInt(p.line)
	}
	v, err := sub.num.ast.eval()
	if err != nil {
		return "", err
	}
	s, err := sub.num.format.format(v)
	if err != nil {
		return "", err
	}
	return escapeERE(s), nil
}

// indexFold is a case-insensitive strings.Index over the input; lower is the
// lower-cased input and base the offset of s in it.
func indexFold(s, sub string, lower string, base int) int {
	// FileCheck folds ASCII letters only.
	ls := asciiLower(sub)
	if lower != "" && base >= 0 && base+len(s) <= len(lower) {
		return strings.Index(lower[base:base+len(s)], ls)
	}
	return strings.Index(asciiLower(s), ls)
}

// checkInput runs all checks over the input; it reports whether all passed.
func (fc *checker) checkInput() bool {
	in := fc.input.text
	failed := false
	bufStart := 0 // start of the unconsumed input
	i, j := 0, 0
	for {
		var regionStart, regionEnd int
		if j == len(fc.checks) {
			regionStart, regionEnd = bufStart, len(in)
		} else {
			cs := fc.checks[j]
			if cs.pat.kind != checkLabel {
				j++
				continue
			}
			pos, n, ok := fc.checkOne(cs, bufStart, len(in), true)
			if !ok {
				return false
			}
			regionStart, regionEnd = bufStart, pos+n
			bufStart = pos + n
			j++
		}
		if i != 0 && fc.opts.EnableVarScope {
			fc.clearLocalVars()
		}
		for ; i != j; i++ {
			pos, n, ok := fc.checkOne(fc.checks[i], regionStart, regionEnd, false)
			if !ok {
				failed = true
				i = j
				break
			}
			regionStart = pos + n
		}
		if j == len(fc.checks) {
			break
		}
	}
	return !failed
}

func (fc *checker) clearLocalVars() {
	for name := range fc.strVars {
		if !strings.HasPrefix(name, "$") {
			delete(fc.strVars, name)
		}
	}
	// Numeric variables keep their values: LLVM 14's FileCheck drops them
	// from its name table but its expressions still hold the variables, so
	// a use after a CHECK-LABEL sees the old value. We match that.
}

// checkOne matches one check string in in[start:end] and returns the
// absolute position and length of its match.
func (fc *checker) checkOne(cs *checkString, start, end int, labelScan bool) (int, int, bool) {
	in := fc.input.text
	lastPos := start
	var nots []*pattern
	if !labelScan {
		p, ok := fc.checkDag(cs, start, end, &nots)
		if !ok {
			return 0, 0, false
		}
		lastPos = p
	}
	lastMatchEnd := lastPos
	firstMatch := 0
	for k := 1; k <= cs.pat.count; k++ {
		m, err := fc.match(cs.pat, in[lastMatchEnd:end], lastMatchEnd)
		if err != nil {
			fc.reportNoMatch(cs.pat, cs.prefix, lastMatchEnd, end, err, k)
			return 0, 0, false
		}
		fc.recordMatch(cs.pat, lastMatchEnd+m.pos, m.len)
		if k == 1 {
			firstMatch = lastMatchEnd + m.pos
		}
		lastMatchEnd += m.pos + m.len
	}
	n := lastMatchEnd - firstMatch
	if !labelScan {
		skipped := in[lastPos:firstMatch]
		if !fc.checkNext(cs, lastPos, firstMatch, skipped) || !fc.checkSame(cs, lastPos, firstMatch, skipped) {
			return 0, 0, false
		}
		if !fc.checkNot(nots, lastPos, firstMatch) {
			return 0, 0, false
		}
	}
	return firstMatch, n, true
}

func (fc *checker) checkNext(cs *checkString, from, to int, skipped string) bool {
	k := cs.pat.kind
	if k != checkNext && k != checkEmpty {
		return true
	}
	name := cs.prefix + k.suffix()
	n, firstNL := countNewlines(skipped)
	if n == 0 {
		fc.errorAt(cs.pat.pos, name+": is on the same line as previous match")
		fc.noteAt(fc.input, to, "'next' match was here")
		fc.noteAt(fc.input, from, "previous match ended here")
		fc.dump.mark(to, 1, cs, "error: match on wrong line")
		return false
	}
	if n != 1 {
		fc.errorAt(cs.pat.pos, name+": is not on the line after the previous match")
		fc.noteAt(fc.input, to, "'next' match was here")
		fc.noteAt(fc.input, from, "previous match ended here")
		fc.noteAt(fc.input, from+firstNL, "non-matching line after previous match is here")
		fc.dump.mark(to, 1, cs, "error: match on wrong line")
		return false
	}
	return true
}

func (fc *checker) checkSame(cs *checkString, from, to int, skipped string) bool {
	if cs.pat.kind != checkSame {
		return true
	}
	if n, _ := countNewlines(skipped); n != 0 {
		fc.errorAt(cs.pat.pos, cs.prefix+"-SAME: is not on the same line as the previous match")
		fc.noteAt(fc.input, to, "'next' match was here")
		fc.noteAt(fc.input, from, "previous match ended here")
		fc.dump.mark(to, 1, cs, "error: match on wrong line")
		return false
	}
	return true
}

// countNewlines counts line breaks as FileCheck does: \n, \r, and the pairs
// \r\n and \n\r as one. It also returns the offset just after the first.
func countNewlines(s string) (n, first int) {
	for i := 0; i < len(s); i++ {
		if s[i] != '\n' && s[i] != '\r' {
			continue
		}
		n++
		if i+1 < len(s) && (s[i+1] == '\n' || s[i+1] == '\r') && s[i] != s[i+1] {
			i++
		}
		if n == 1 {
			first = i + 1
		}
	}
	return n, first
}

// checkNot reports whether none of nots occurs in in[from:to].
func (fc *checker) checkNot(nots []*pattern, from, to int) bool {
	in := fc.input.text
	ok := true
	for _, p := range nots {
		m, err := fc.match(p, in[from:to], from)
		if err == errNotFound {
			continue
		}
		if err != nil {
			fc.errorAt(p.pos, err.Error())
			ok = false
			continue
		}
		fc.errorAt(p.pos, fc.notName(p)+": excluded string found in input")
		fc.rangeNoteAt(fc.input, from+m.pos, m.len, "found here")
		fc.dump.markRange(from+m.pos, m.len, p, "error: no match expected")
		ok = false
	}
	return ok
}

func (fc *checker) notName(p *pattern) string {
	if p.pos.buf != nil && p.pos.buf.name == "command line" {
		return "IMPLICIT-CHECK-NOT"
	}
	return fc.prefixOf(p) + "-NOT"
}

// prefixOf finds the prefix a pattern was written with, for messages.
func (fc *checker) prefixOf(p *pattern) string {
	if p.pos.buf == fc.checkBuf {
		line := p.pos.buf.lineText(p.pos.buf.lineOf(p.pos.off))
		best := ""
		for _, pre := range fc.opts.CheckPrefixes {
			if strings.Contains(line, pre) && len(pre) > len(best) {
				best = pre
			}
		}
		if best != "" {
			return best
		}
	}
	return fc.opts.CheckPrefixes[0]
}

// checkDag matches the CHECK-DAG groups of cs and returns where the check
// itself starts searching; CHECK-NOTs after the last group are left in nots.
func (fc *checker) checkDag(cs *checkString, start, end int, nots *[]*pattern) (int, bool) {
	if len(cs.dagNot) == 0 {
		return start, true
	}
	in := fc.input.text
	var ranges []span // sorted, non-overlapping matches of the current group
	startPos := start
	for idx, p := range cs.dagNot {
		if p.kind == checkNot {
			*nots = append(*nots, p)
			continue
		}
		matchPos := startPos
		mi := 0
		var r span
		for {
			m, err := fc.match(p, in[matchPos:end], matchPos)
			if err != nil {
				fc.reportNoMatch(p, fc.prefixOf(p), matchPos, end, err, 1)
				return 0, false
			}
			r = span{matchPos + m.pos, matchPos + m.pos + m.len}
			if fc.opts.AllowDeprecatedDagOverlap {
				ranges = append(ranges, r)
				sort.SliceStable(ranges, func(a, b int) bool { return ranges[a].pos < ranges[b].pos })
				break
			}
			overlap := false
			for ; mi < len(ranges); mi++ {
				if r.pos < ranges[mi].end {
					overlap = ranges[mi].pos < r.end
					break
				}
			}
			if !overlap {
				ranges = append(ranges, span{})
				copy(ranges[mi+1:], ranges[mi:])
				ranges[mi] = r
				break
			}
			matchPos = ranges[mi].end
			mi++
		}
		fc.recordMatch(p, r.pos, r.end-r.pos)
		if idx+1 == len(cs.dagNot) || cs.dagNot[idx+1].kind == checkNot {
			if len(*nots) > 0 {
				if !fc.checkNot(*nots, startPos, ranges[0].pos) {
					return 0, false
				}
				*nots = nil
			}
			startPos = ranges[len(ranges)-1].end
			for _, r := range ranges {
				if r.end > startPos {
					startPos = r.end
				}
			}
			ranges = ranges[:0]
		}
	}
	return startPos, true
}
