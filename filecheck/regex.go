package filecheck

// FileCheck's regular expressions are POSIX extended regular expressions as
// implemented by LLVM's regcomp (Henry Spencer's engine with back-references
// added), matched leftmost-longest with REG_NEWLINE. Go's regexp is RE2. This
// file parses the ERE itself, so that every input LLVM rejects is rejected
// here with the same message, and emits the equivalent RE2 syntax:
//
//   - a backslash makes any following character ordinary (`\d` is `d`,
//     `\n` is `n`), except `\1`..`\9`, which are back-references;
//   - inside brackets a backslash is an ordinary character;
//   - `[^...]` never matches a newline (REG_NEWLINE);
//   - `^` and `$` match at line boundaries; `.` never matches a newline;
//   - `(?`, `+?`, `*?`, `{,n}` and other RE2 extensions are not syntax;
//   - bounds are limited to 255 (RE_DUP_MAX).
//
// RE2 has no back-references. A back-reference is emitted as a copy of the
// referenced group's expression and checked for equality after the match; see
// compiledRegex.

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// reNode is one node of a parsed ERE.
type reNode struct {
	kind     reKind
	lit      string    // reLiteral: the bytes matched
	class    string    // reClass: the RE2 bracket expression, brackets included
	children []*reNode // reAlt: branches; reConcat: items; reRepeat, reGroup: one child
	min, max int       // reRepeat: bounds, max == -1 for unbounded
	group    int       // reGroup: 1-based capture index; reBackref: referenced group
}

type reKind uint8

const (
	reLiteral reKind = iota
	reAny
	reBOL
	reEOL
	reClass
	reAlt
	reConcat
	reRepeat
	reGroup
	reBackref
)

// reDupMax is POSIX's RE_DUP_MAX, the largest repetition bound.
const reDupMax = 255

// regexError carries regcomp's message for an invalid ERE.
type regexError struct{ msg string }

func (e *regexError) Error() string { return e.msg }

// The messages of LLVM's regerror for each regcomp error code we can produce.
var (
	errEmpty   = &regexError{"empty (sub)expression"}
	errBadRpt  = &regexError{"repetition-operator operand invalid"}
	errParen   = &regexError{"parentheses not balanced"}
	errBrack   = &regexError{"brackets ([ ]) not balanced"}
	errBrace   = &regexError{"braces not balanced"}
	errBadBr   = &regexError{"invalid repetition count(s)"}
	errCtype   = &regexError{"invalid character class"}
	errRange   = &regexError{"invalid character range"}
	errEscape  = &regexError{"trailing backslash (\\)"}
	errSubReg  = &regexError{"invalid backreference number"}
	errCollate = &regexError{"invalid collating element"}
)

// ereParser is a recursive-descent parser over one ERE, mirroring regcomp's
// p_ere / p_ere_exp / p_bracket so that the accepted language is the same.
type ereParser struct {
	src    string
	pos    int
	groups int // capture groups opened so far
	// closed[n] is true once group n is closed: a back-reference may only name
	// a group that is complete, as regcomp requires.
	closed []bool
	// startGroups offsets capture numbering for a fragment that is parsed
	// alone but lives inside a larger expression.
	startGroups int
}

// parseERE parses src as an ERE whose first group is numbered startGroups+1.
func parseERE(src string, startGroups int) (*reNode, int, error) {
	p := &ereParser{src: src, groups: startGroups, startGroups: startGroups, closed: make([]bool, startGroups+1)}
	for i := range p.closed {
		p.closed[i] = true
	}
	n, err := p.parseAlt(false)
	if err != nil {
		return nil, 0, err
	}
	if p.pos < len(p.src) {
		// Only an unmatched ')' stops parseAlt early at the top level.
		return nil, 0, errParen
	}
	return n, p.groups - startGroups, nil
}

func (p *ereParser) more() bool { return p.pos < len(p.src) }
func (p *ereParser) peek() byte { return p.src[p.pos] }

// parseAlt parses branch ('|' branch)*; every branch must be non-empty.
func (p *ereParser) parseAlt(inGroup bool) (*reNode, error) {
	var branches []*reNode
	for {
		br, err := p.parseBranch(inGroup)
		if err != nil {
			return nil, err
		}
		if len(br.children) == 0 {
			return nil, errEmpty
		}
		branches = append(branches, br)
		if p.more() && p.peek() == '|' {
			p.pos++
			continue
		}
		break
	}
	if len(branches) == 1 {
		return branches[0], nil
	}
	return &reNode{kind: reAlt, children: branches}, nil
}

func (p *ereParser) parseBranch(inGroup bool) (*reNode, error) {
	br := &reNode{kind: reConcat}
	for p.more() {
		c := p.peek()
		if c == '|' {
			break
		}
		if c == ')' {
			if inGroup {
				break
			}
			return nil, errParen
		}
		atom, err := p.parseExp()
		if err != nil {
			return nil, err
		}
		br.children = append(br.children, atom)
	}
	return br, nil
}

// parseExp parses one atom and at most one repetition operator.
func (p *ereParser) parseExp() (*reNode, error) {
	c := p.peek()
	p.pos++
	var atom *reNode
	wasCaret := false
	switch c {
	case '(':
		p.groups++
		idx := p.groups
		p.closed = append(p.closed, false)
		var inner *reNode
		if p.more() && p.peek() == ')' {
			inner = &reNode{kind: reConcat}
		} else {
			var err error
			inner, err = p.parseAlt(true)
			if err != nil {
				return nil, err
			}
		}
		if !p.more() || p.peek() != ')' {
			return nil, errParen
		}
		p.pos++
		p.closed[idx] = true
		atom = &reNode{kind: reGroup, group: idx, children: []*reNode{inner}}
	case '^':
		atom = &reNode{kind: reBOL}
		wasCaret = true
	case '$':
		atom = &reNode{kind: reEOL}
	case '.':
		atom = &reNode{kind: reAny}
	case '[':
		cls, err := p.parseBracket()
		if err != nil {
			return nil, err
		}
		atom = &reNode{kind: reClass, class: cls}
	case '\\':
		if !p.more() {
			return nil, errEscape
		}
		e := p.peek()
		p.pos++
		if e >= '1' && e <= '9' {
			n := int(e - '0')
			if n >= len(p.closed) || !p.closed[n] {
				return nil, errSubReg
			}
			atom = &reNode{kind: reBackref, group: n}
		} else {
			atom = &reNode{kind: reLiteral, lit: string(e)}
		}
	case '*', '+', '?':
		return nil, errBadRpt
	case '{':
		if p.more() && isDigit(p.peek()) {
			return nil, errBadRpt
		}
		atom = &reNode{kind: reLiteral, lit: "{"}
	default:
		atom = &reNode{kind: reLiteral, lit: string(c)}
	}
	if !p.more() {
		return atom, nil
	}
	c = p.peek()
	if !(c == '*' || c == '+' || c == '?' || (c == '{' && p.pos+1 < len(p.src) && isDigit(p.src[p.pos+1]))) {
		return atom, nil
	}
	if wasCaret {
		return nil, errBadRpt
	}
	p.pos++
	rep := &reNode{kind: reRepeat, children: []*reNode{atom}}
	switch c {
	case '*':
		rep.min, rep.max = 0, -1
	case '+':
		rep.min, rep.max = 1, -1
	case '?':
		rep.min, rep.max = 0, 1
	case '{':
		lo, ok := p.parseCount()
		if !ok {
			return nil, errBadBr
		}
		hi := lo
		if p.more() && p.peek() == ',' {
			p.pos++
			if p.more() && isDigit(p.peek()) {
				hi, ok = p.parseCount()
				if !ok || hi < lo {
					return nil, errBadBr
				}
			} else {
				hi = -1
			}
		}
		if !p.more() {
			return nil, errBrace
		}
		if p.peek() != '}' {
			return nil, errBadBr
		}
		p.pos++
		rep.min, rep.max = lo, hi
	}
	if p.more() {
		c = p.peek()
		if c == '*' || c == '+' || c == '?' || (c == '{' && p.pos+1 < len(p.src) && isDigit(p.src[p.pos+1])) {
			return nil, errBadRpt
		}
	}
	return rep, nil
}

func (p *ereParser) parseCount() (int, bool) {
	n := 0
	digits := 0
	for p.more() && isDigit(p.peek()) && digits < 4 {
		n = n*10 + int(p.peek()-'0')
		p.pos++
		digits++
	}
	return n, digits > 0 && n <= reDupMax
}

// posixClasses are the class names regcomp knows.
var posixClasses = map[string]bool{
	"alnum": true, "alpha": true, "blank": true, "cntrl": true, "digit": true, "graph": true,
	"lower": true, "print": true, "punct": true, "space": true, "upper": true, "xdigit": true,
}

// parseBracket parses a bracket expression after its '[' and returns the
// equivalent RE2 class.
func (p *ereParser) parseBracket() (string, error) {
	// regcomp's word-boundary extensions are whole bracket expressions.
	if strings.HasPrefix(p.src[p.pos:], "[:<:]]") || strings.HasPrefix(p.src[p.pos:], "[:>:]]") {
		p.pos += len("[:<:]]")
		return `\b`, nil
	}
	var b strings.Builder
	b.WriteByte('[')
	if p.more() && p.peek() == '^' {
		p.pos++
		b.WriteString(`^\n`)
	}
	first := true
	for {
		if !p.more() {
			return "", errBrack
		}
		c := p.peek()
		if c == ']' && !first {
			p.pos++
			break
		}
		first = false
		// Character classes, equivalence classes and collating elements.
		if c == '[' && p.pos+1 < len(p.src) && (p.src[p.pos+1] == ':' || p.src[p.pos+1] == '=' || p.src[p.pos+1] == '.') {
			delim := p.src[p.pos+1]
			end := strings.Index(p.src[p.pos+2:], string(delim)+"]")
			if end < 0 {
				return "", errBrack
			}
			name := p.src[p.pos+2 : p.pos+2+end]
			p.pos += 2 + end + 2
			switch delim {
			case ':':
				if !posixClasses[name] {
					return "", errCtype
				}
				// A class cannot be a range endpoint.
				if p.pos+1 < len(p.src) && p.peek() == '-' && p.src[p.pos+1] != ']' {
					return "", errRange
				}
				b.WriteString("[:" + name + ":]")
				continue
			default:
				// Equivalence classes and collating elements are single
				// characters in the C locale, written as themselves or by
				// their POSIX name.
				lo, ok := collatingElement(name)
				if !ok {
					return "", errCollate
				}
				if err := p.writeRangeTail(&b, lo); err != nil {
					return "", err
				}
				continue
			}
		}
		p.pos++
		if err := p.writeRangeTail(&b, c); err != nil {
			return "", err
		}
	}
	b.WriteByte(']')
	return b.String(), nil
}

// writeRangeTail writes lo, or the range lo-hi when a '-' and an end follow.
func (p *ereParser) writeRangeTail(b *strings.Builder, lo byte) error {
	if p.pos+1 < len(p.src) && p.peek() == '-' && p.src[p.pos+1] != ']' {
		p.pos++
		hi := p.peek()
		p.pos++
		if hi == '[' && p.more() && (p.peek() == '.' || p.peek() == '=') {
			delim := p.peek()
			end := strings.Index(p.src[p.pos+1:], string(delim)+"]")
			if end < 0 {
				return errBrack
			}
			c, ok := collatingElement(p.src[p.pos+1 : p.pos+1+end])
			if !ok {
				return errCollate
			}
			hi = c
			p.pos += 1 + end + 2
		} else if hi == '[' && p.more() && p.peek() == ':' {
			return errRange
		}
		if hi < lo {
			return errRange
		}
		writeClassByte(b, lo)
		b.WriteByte('-')
		writeClassByte(b, hi)
		return nil
	}
	writeClassByte(b, lo)
	return nil
}

func writeClassByte(b *strings.Builder, c byte) {
	if c >= 0x80 {
		fmt.Fprintf(b, `\x{%x}`, highByteRune(c))
		return
	}
	if isAlnum(c) {
		b.WriteByte(c)
		return
	}
	fmt.Fprintf(b, `\x%02x`, c)
}

// collatingNames are the POSIX names of the portable character set.
var collatingNames = map[string]byte{
	"NUL": 0, "SOH": 1, "STX": 2, "ETX": 3, "EOT": 4, "ENQ": 5, "ACK": 6, "BEL": 7, "alert": 7,
	"BS": 8, "backspace": 8, "HT": 9, "tab": 9, "LF": 10, "newline": 10, "VT": 11, "vertical-tab": 11,
	"FF": 12, "form-feed": 12, "CR": 13, "carriage-return": 13, "SO": 14, "SI": 15, "DLE": 16,
	"DC1": 17, "DC2": 18, "DC3": 19, "DC4": 20, "NAK": 21, "SYN": 22, "ETB": 23, "CAN": 24, "EM": 25,
	"SUB": 26, "ESC": 27, "IS4": 28, "FS": 28, "IS3": 29, "GS": 29, "IS2": 30, "RS": 30, "IS1": 31, "US": 31,
	"space": ' ', "exclamation-mark": '!', "quotation-mark": '"', "number-sign": '#', "dollar-sign": '$',
	"percent-sign": '%', "ampersand": '&', "apostrophe": '\'', "left-parenthesis": '(', "right-parenthesis": ')',
	"asterisk": '*', "plus-sign": '+', "comma": ',', "hyphen": '-', "hyphen-minus": '-', "period": '.',
	"full-stop": '.', "slash": '/', "solidus": '/', "zero": '0', "one": '1', "two": '2', "three": '3',
	"four": '4', "five": '5', "six": '6', "seven": '7', "eight": '8', "nine": '9', "colon": ':',
	"semicolon": ';', "less-than-sign": '<', "equals-sign": '=', "greater-than-sign": '>',
	"question-mark": '?', "commercial-at": '@', "left-square-bracket": '[', "backslash": '\\',
	"reverse-solidus": '\\', "right-square-bracket": ']', "circumflex": '^', "circumflex-accent": '^',
	"underscore": '_', "low-line": '_', "grave-accent": '`', "left-brace": '{', "left-curly-bracket": '{',
	"vertical-line": '|', "right-brace": '}', "right-curly-bracket": '}', "tilde": '~', "DEL": 127,
}

func collatingElement(name string) (byte, bool) {
	if len(name) == 1 {
		return name[0], true
	}
	c, ok := collatingNames[name]
	return c, ok
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }
func isAlnum(c byte) bool { return isDigit(c) || isAlpha(c) }

// re2Emitter writes a parsed ERE as RE2 syntax. Groups are named g<N> so that
// their indices survive the extra groups back-reference copies introduce.
type re2Emitter struct {
	b       strings.Builder
	groups  map[int]*reNode // every group by its POSIX index
	backref int             // back-reference copies emitted so far
	refs    []backrefCheck  // the equality checks the copies need
}

// backrefCheck says: the text of copy group `copy` must equal that of group `group`.
type backrefCheck struct {
	copyName  string
	groupName string
}

func (e *re2Emitter) collectGroups(n *reNode) {
	if n.kind == reGroup {
		e.groups[n.group] = n
	}
	for _, c := range n.children {
		e.collectGroups(c)
	}
}

// emit writes n; capture tells whether groups inside are capturing (copies of
// a group for a back-reference are not).
func (e *re2Emitter) emit(n *reNode, capture bool) {
	switch n.kind {
	case reLiteral:
		writeLiteral(&e.b, n.lit)
	case reAny:
		e.b.WriteString(`[^\n]`)
	case reBOL:
		e.b.WriteByte('^')
	case reEOL:
		e.b.WriteByte('$')
	case reClass:
		e.b.WriteString(n.class)
	case reAlt:
		e.b.WriteString("(?:")
		for i, c := range longestLiteralFirst(n.children) {
			if i > 0 {
				e.b.WriteByte('|')
			}
			e.emit(c, capture)
		}
		e.b.WriteByte(')')
	case reConcat:
		if len(n.children) == 0 {
			e.b.WriteString("(?:)")
		}
		for _, c := range n.children {
			e.emit(c, capture)
		}
	case reRepeat:
		e.b.WriteString("(?:")
		e.emit(n.children[0], capture)
		e.b.WriteByte(')')
		switch {
		case n.min == 0 && n.max == -1:
			e.b.WriteByte('*')
		case n.min == 1 && n.max == -1:
			e.b.WriteByte('+')
		case n.min == 0 && n.max == 1:
			e.b.WriteByte('?')
		case n.max == -1:
			fmt.Fprintf(&e.b, "{%d,}", n.min)
		case n.min == n.max:
			fmt.Fprintf(&e.b, "{%d}", n.min)
		default:
			fmt.Fprintf(&e.b, "{%d,%d}", n.min, n.max)
		}
	case reGroup:
		if capture {
			fmt.Fprintf(&e.b, "(?P<g%d>", n.group)
		} else {
			e.b.WriteString("(?:")
		}
		e.emit(n.children[0], capture)
		e.b.WriteByte(')')
	case reBackref:
		g := e.groups[n.group]
		e.backref++
		name := "b" + strconv.Itoa(e.backref)
		e.refs = append(e.refs, backrefCheck{copyName: name, groupName: "g" + strconv.Itoa(n.group)})
		fmt.Fprintf(&e.b, "(?P<%s>", name)
		if g != nil {
			e.emit(g.children[0], false)
		}
		e.b.WriteByte(')')
	}
}

// longestLiteralFirst orders the branches of an alternation of plain
// literals longest first. The overall leftmost-longest match does not depend
// on branch order, but the submatches do: POSIX gives earlier groups the
// longest text, RE2 the first branch that works, and trying longer literals
// first brings the two together in the common case.
func longestLiteralFirst(branches []*reNode) []*reNode {
	lens := make([]int, len(branches))
	for i, b := range branches {
		l, ok := literalLen(b)
		if !ok {
			return branches
		}
		lens[i] = l
	}
	idx := make([]int, len(branches))
	for i := range idx {
		idx[i] = i
	}
	sort.SliceStable(idx, func(a, b int) bool { return lens[idx[a]] > lens[idx[b]] })
	out := make([]*reNode, len(branches))
	for i, j := range idx {
		out[i] = branches[j]
	}
	return out
}

func literalLen(n *reNode) (int, bool) {
	switch n.kind {
	case reLiteral:
		return len(n.lit), true
	case reConcat:
		t := 0
		for _, c := range n.children {
			l, ok := literalLen(c)
			if !ok {
				return 0, false
			}
			t += l
		}
		return t, true
	}
	return 0, false
}

// compiledRegex is a translated ERE ready to match.
type compiledRegex struct {
	re      *regexp.Regexp
	groupAt []int // POSIX group index -> RE2 submatch index
	refs    []struct{ copy, group int }
	fold    bool // ignore case when comparing back-references
}

// compileERE translates and compiles a whole FileCheck regex.
func compileERE(src string, ignoreCase bool) (*compiledRegex, error) {
	root, ngroups, err := parseERE(src, 0)
	if err != nil {
		return nil, err
	}
	e := &re2Emitter{groups: map[int]*reNode{}}
	e.collectGroups(root)
	e.b.WriteString("(?m")
	if ignoreCase {
		e.b.WriteByte('i')
	}
	e.b.WriteByte(')')
	e.emit(root, true)
	re, err := regexp.Compile(e.b.String())
	if err != nil {
		// A valid ERE that RE2 cannot express (for instance a repetition
		// too large for RE2's program size limit).
		return nil, &regexError{"cannot translate to RE2: " + err.Error()}
	}
	re.Longest()
	c := &compiledRegex{re: re, groupAt: make([]int, ngroups+1), fold: ignoreCase}
	for i := 1; i <= ngroups; i++ {
		c.groupAt[i] = re.SubexpIndex("g" + strconv.Itoa(i))
	}
	for _, r := range e.refs {
		c.refs = append(c.refs, struct{ copy, group int }{re.SubexpIndex(r.copyName), re.SubexpIndex(r.groupName)})
	}
	return c, nil
}

// find returns the leftmost-longest match in s as POSIX group offsets
// (pairs, index 0 the whole match), or nil.
func (c *compiledRegex) find(s string) []int {
	start := 0
	for start <= len(s) {
		m := c.re.FindStringSubmatchIndex(s[start:])
		if m == nil {
			return nil
		}
		if c.refsHold(s[start:], m) {
			out := make([]int, 2*len(c.groupAt))
			out[0], out[1] = m[0]+start, m[1]+start
			for g := 1; g < len(c.groupAt); g++ {
				i := c.groupAt[g]
				if i < 0 || m[2*i] < 0 {
					out[2*g], out[2*g+1] = -1, -1
					continue
				}
				out[2*g], out[2*g+1] = m[2*i]+start, m[2*i+1]+start
			}
			return out
		}
		// The leftmost-longest match broke a back-reference: look for the
		// next match starting one character later. This misses a shorter
		// match at the same start; docs/testing.md records the limitation.
		start += m[0] + 1
	}
	return nil
}

func (c *compiledRegex) refsHold(s string, m []int) bool {
	for _, r := range c.refs {
		if r.copy < 0 || r.group < 0 || m[2*r.group] < 0 || m[2*r.copy] < 0 {
			return false
		}
		a, b := s[m[2*r.copy]:m[2*r.copy+1]], s[m[2*r.group]:m[2*r.group+1]]
		if a != b && !(c.fold && strings.EqualFold(a, b)) {
			return false
		}
	}
	return true
}

// LLVM's regexes match bytes; RE2 matches UTF-8 runes. Each byte >= 0x80,
// in patterns and in the input, is therefore matched as one rune of the
// Private Use Area, U+E000+byte, so that `.` and `[^a]` take one byte as
// LLVM's do. transcodedInput maps offsets between the two texts.
const highByteBase = 0xE000

func highByteRune(c byte) rune { return highByteBase + rune(c) }

func writeLiteral(b *strings.Builder, lit string) {
	for i := 0; i < len(lit); i++ {
		c := lit[i]
		if c >= 0x80 {
			fmt.Fprintf(b, `\x{%x}`, highByteRune(c))
			continue
		}
		b.WriteString(regexp.QuoteMeta(lit[i : i+1]))
	}
}

// transcodedInput is the input with every byte >= 0x80 replaced by its
// Private Use rune (three bytes of UTF-8).
type transcodedInput struct {
	text  string
	highs []int // offsets in the original of the bytes >= 0x80, ascending
}

func transcode(s string) *transcodedInput {
	var highs []int
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			highs = append(highs, i)
		}
	}
	if highs == nil {
		return nil
	}
	var b strings.Builder
	b.Grow(len(s) + 2*len(highs))
	last := 0
	for _, h := range highs {
		b.WriteString(s[last:h])
		b.WriteRune(highByteRune(s[h]))
		last = h + 1
	}
	b.WriteString(s[last:])
	return &transcodedInput{text: b.String(), highs: highs}
}

// toT maps an original offset to the transcoded text.
func (t *transcodedInput) toT(o int) int {
	k := sort.SearchInts(t.highs, o)
	return o + 2*k
}

// fromT maps a transcoded offset (at a rune boundary) back.
func (t *transcodedInput) fromT(x int) int {
	// The k-th high byte (0-based) starts at highs[k]+2k in the transcoded text.
	k := sort.Search(len(t.highs), func(i int) bool { return t.highs[i]+2*i >= x })
	return x - 2*k
}

// escapeERE quotes every ERE metacharacter of s, as llvm::Regex::escape does.
func escapeERE(s string) string {
	const meta = `()^$|*+?.[]\{}`
	if !strings.ContainsAny(s, meta) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(meta, s[i]) >= 0 {
			b.WriteByte('\\')
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
