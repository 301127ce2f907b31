package filecheck

// A check pattern: the text after `CHECK:` compiled to a fixed string or an
// ERE with substitution points, as FileCheck's Pattern class does.

import (
	"fmt"
	"math/big"
	"sort"
	"strconv"
	"strings"
	"unsafe"
)

// checkKind is the kind of a directive.
type checkKind uint8

const (
	checkPlain checkKind = iota
	checkNext
	checkSame
	checkNot
	checkDAG
	checkLabel
	checkEmpty
	checkEOF     // the implicit check at the end that owns trailing DAG/NOT
	checkComment // COM: and RUN: lines
)

// suffix is the spelling of the kind after the prefix, for messages.
func (k checkKind) suffix() string {
	switch k {
	case checkNext:
		return "-NEXT"
	case checkSame:
		return "-SAME"
	case checkNot:
		return "-NOT"
	case checkDAG:
		return "-DAG"
	case checkLabel:
		return "-LABEL"
	case checkEmpty:
		return "-EMPTY"
	case checkEOF:
		return "-EOF"
	}
	return ""
}

// srcPos is a position in a named buffer, for diagnostics.
type srcPos struct {
	buf *buffer
	off int
}

// substitution is a point in the regex where a value is inserted at match time.
type substitution struct {
	index  int           // byte offset in pattern.regex
	strVar string        // a string variable's name, or
	num    *numericBlock // a numeric expression
	text   string        // the source text, for messages
}

// pattern is one parsed directive.
type pattern struct {
	kind       checkKind
	count      int  // -COUNT-n, 1 otherwise
	literal    bool // {LITERAL}: the text is matched as is
	ignoreCase bool
	line       int // the check-file line, 0 for implicit patterns
	pos        srcPos

	isFixed bool   // fixed is the whole pattern
	fixed   string //
	regex   string // the ERE with substitution points, when !isFixed
	subs    []substitution
	// strDefs and numDefs are the variables this pattern defines, with the
	// capture group holding their text.
	strDefs []strDef
	numDefs []numDef
	// broken marks a pattern that failed to parse (a bad
	// --implicit-check-not): it keeps the regex built before the error, and
	// matches nothing when that is empty or invalid.
	broken bool
	// compiled caches the regex of a pattern without substitutions.
	compiled *compiledRegex
}

type strDef struct {
	name  string
	group int
}

type numDef struct {
	v     *numVar
	group int
}

func (p *pattern) hasVariable() bool {
	return len(p.subs) > 0 || len(p.strDefs) > 0 || len(p.numDefs) > 0
}

// parseError is a syntax error in the check file or on the command line.
type parseError struct {
	pos srcPos
	msg string
	// exitCode overrides the usual exit code 2 for the one error FileCheck
	// exits 1 on (a missing ']' in a substitution block).
	exitCode int
}

func (e *parseError) Error() string { return e.msg }

// patternParser holds what parsing one pattern needs.
type patternParser struct {
	fc     *checker
	p      *pattern
	buf    *buffer
	base   int // offset of the pattern text in buf
	text   string
	prefix string
}

func (pp *patternParser) errAt(s string, msg string) error {
	return &parseError{pos: srcPos{pp.buf, pp.base + offsetIn(pp.text, s)}, msg: msg}
}

// offsetIn returns the offset of sub within s, where sub is a substring of s
// sharing its memory; the offset only places diagnostics, so anything else
// maps to the end of s.
func offsetIn(s, sub string) int {
	if len(sub) == 0 || len(s) == 0 {
		return len(s)
	}
	d := int(uintptr(unsafe.Pointer(unsafe.StringData(sub))) - uintptr(unsafe.Pointer(unsafe.StringData(s))))
	if d < 0 || d > len(s) {
		return len(s)
	}
	return d
}

// parsePattern parses text, which starts at offset base of buf.
func (fc *checker) parsePattern(p *pattern, text string, buf *buffer, base int, prefix string) error {
	opt := &fc.opts
	matchFullLinesHere := opt.MatchFullLines && p.kind != checkNot
	p.ignoreCase = opt.IgnoreCase
	p.pos = srcPos{buf, base}
	if !(opt.StrictWhitespace && opt.MatchFullLines) {
		text = strings.TrimRight(text, " \t")
	}
	pp := &patternParser{fc: fc, p: p, buf: buf, base: base, text: text, prefix: prefix}
	if text == "" && p.kind != checkEmpty {
		return pp.errAt(text, "found empty check string with prefix '"+prefix+":'")
	}
	if text != "" && p.kind == checkEmpty {
		return pp.errAt(text, "found non-empty check string for empty check with prefix '"+prefix+":'")
	}
	if p.kind == checkEmpty {
		p.regex = "(\n$)"
		return nil
	}
	if p.literal {
		p.isFixed, p.fixed = true, text
		return nil
	}
	if !matchFullLinesHere && (len(text) < 2 || (!strings.Contains(text, "{{") && !strings.Contains(text, "[["))) {
		p.isFixed, p.fixed = true, text
		return nil
	}
	var re strings.Builder
	defer func() { p.regex = re.String() }()
	if matchFullLinesHere {
		re.WriteByte('^')
		if !opt.StrictWhitespace {
			re.WriteString(" *")
		}
	}
	curParen := 1
	rest := text
	for rest != "" {
		if strings.HasPrefix(rest, "{{") {
			end := strings.Index(rest, "}}")
			if end < 0 {
				return pp.errAt(rest, "found start of regex string with no end '}}'")
			}
			re.WriteByte('(')
			curParen++
			piece := rest[2:end]
			n, err := pp.checkRegex(piece, rest[2:])
			if err != nil {
				return err
			}
			re.WriteString(piece)
			curParen += n
			re.WriteByte(')')
			rest = rest[end+2:]
			continue
		}
		if strings.HasPrefix(rest, "[[") && !strings.HasPrefix(rest, "[[[") {
			var err error
			rest, err = pp.parseSubstBlock(rest, &re, &curParen)
			if err != nil {
				return err
			}
			continue
		}
		end := len(rest)
		if i := strings.Index(rest[1:], "{{"); i >= 0 && i+1 < end {
			end = i + 1
		}
		if i := strings.Index(rest[1:], "[["); i >= 0 && i+1 < end {
			end = i + 1
		}
		re.WriteString(escapeERE(rest[:end]))
		rest = rest[end:]
	}
	if matchFullLinesHere {
		if !opt.StrictWhitespace {
			re.WriteString(" *")
		}
		re.WriteByte('$')
	}
	return nil
}

// checkRegex validates one user regex alone, as FileCheck does, and returns
// its number of capture groups.
func (pp *patternParser) checkRegex(piece, at string) (int, error) {
	_, n, err := parseERE(piece, 0)
	if err != nil {
		return 0, pp.errAt(at, "invalid regex: "+err.Error())
	}
	return n, nil
}

// findSubstEnd finds the "]]" closing a substitution block, skipping
// bracket expressions and escapes in its regex.
func (pp *patternParser) findSubstEnd(s string) (int, error) {
	depth := 0
	for i := 0; i < len(s); {
		if depth == 0 && strings.HasPrefix(s[i:], "]]") {
			return i, nil
		}
		switch s[i] {
		case '\\':
			i += 2
			continue
		case '[':
			depth++
		case ']':
			if depth == 0 {
				return 0, &parseError{pos: srcPos{pp.buf, pp.base + offsetIn(pp.text, s[i:])}, msg: `missing closing "]" for regex variable`, exitCode: 1}
			}
			depth--
		}
		i++
	}
	return -1, nil
}

// parseSubstBlock parses a `[[...]]` block at the start of rest and returns
// what follows it.
func (pp *patternParser) parseSubstBlock(rest string, re *strings.Builder, curParen *int) (string, error) {
	fc, p := pp.fc, pp.p
	unparsed := rest[2:]
	end, err := pp.findSubstEnd(unparsed)
	if err != nil {
		return "", err
	}
	if end < 0 {
		return "", pp.errAt(unparsed, "Invalid substitution block, no ]] found")
	}
	match := unparsed[:end]
	isNum := strings.HasPrefix(match, "#")
	if isNum {
		match = match[1:]
	}
	after := unparsed[end+2:]

	var (
		isDef, substNeeded, legacyLine bool
		defName, substStr, matchRegexp string
	)
	insertIdx := re.Len()
	if !isNum {
		varEnd := strings.IndexByte(match, ':')
		head := match
		if varEnd >= 0 {
			head = match[:varEnd]
		}
		if i := strings.IndexAny(head, " \t"); i >= 0 {
			return "", pp.errAt(match[i:], "unexpected whitespace")
		}
		orig := match
		name, pseudo, tail, err := pp.parseVariable(match)
		if err != nil {
			return "", err
		}
		match = tail
		isDef = varEnd >= 0
		substNeeded = !isDef
		if isDef {
			if pseudo || !strings.HasPrefix(match, ":") {
				return "", pp.errAt(tail, "invalid name in string variable definition")
			}
			match = match[1:]
			if _, ok := fc.numVars[name]; ok {
				return "", pp.errAt(orig, "numeric variable with name '"+name+"' already exists")
			}
			defName = name
			matchRegexp = match
		} else if pseudo {
			match = orig
			legacyLine, isNum = true, true
		} else {
			if match != "" {
				return "", pp.errAt(match, "invalid name in string variable use")
			}
			substStr = name
		}
	}
	var block *numericBlock
	if isNum {
		block, err = pp.parseNumericBlock(match, legacyLine, p.line)
		if err != nil {
			return "", err
		}
		substNeeded = block.ast != nil
		if block.def != nil {
			isDef = true
			defName = block.def.name
		}
		if substNeeded {
			substStr = match
		} else {
			matchRegexp = block.format.wildcardRegex()
		}
	}
	if isDef {
		re.WriteByte('(')
		insertIdx++
		if isNum {
			p.numDefs = append(p.numDefs, numDef{v: block.def, group: *curParen})
			fc.numVars[defName] = block.def
		} else {
			p.strDefs = append(p.strDefs, strDef{name: defName, group: *curParen})
			fc.definedStr[defName] = true
		}
		*curParen++
	}
	if matchRegexp != "" {
		n, err := pp.checkRegex(matchRegexp, matchRegexp)
		if err != nil {
			return "", err
		}
		re.WriteString(matchRegexp)
		*curParen += n
	}
	if isDef {
		re.WriteByte(')')
	}
	if substNeeded {
		group := -1
		if !isNum {
			for _, d := range p.strDefs {
				if d.name == substStr {
					group = d.group
				}
			}
		}
		if group >= 0 {
			if group < 1 || group > 9 {
				return "", pp.errAt(rest, "Can't back-reference more than 9 variables")
			}
			re.WriteString(`\` + strconv.Itoa(group))
		} else if isNum {
			p.subs = append(p.subs, substitution{index: insertIdx, num: block, text: substStr})
		} else {
			p.subs = append(p.subs, substitution{index: insertIdx, strVar: substStr, text: substStr})
		}
	}
	return after, nil
}

// parseVariable reads a variable name (`$` for global, `@` for pseudo) from
// the start of s and returns it with the rest.
func (pp *patternParser) parseVariable(s string) (name string, pseudo bool, rest string, err error) {
	if s == "" {
		return "", false, "", pp.errAt(s, "empty variable name")
	}
	i := 0
	pseudo = s[0] == '@'
	if s[0] == '$' || pseudo {
		i++
	}
	if i >= len(s) || !(isAlpha(s[i]) || s[i] == '_') {
		return "", false, "", pp.errAt(s, "invalid variable name")
	}
	i++
	for i < len(s) && (isAlnum(s[i]) || s[i] == '_') {
		i++
	}
	return s[:i], pseudo, s[i:], nil
}

const spaceChars = " \t"

// parseNumericBlock parses the inside of `[[#...]]`.
func (pp *patternParser) parseNumericBlock(s string, legacyLine bool, line int) (*numericBlock, error) {
	block := &numericBlock{text: s}
	explicit := numFormat{}
	comma := strings.IndexByte(s, ',')
	paren := strings.IndexByte(s, '(')
	if comma >= 0 && (paren < 0 || comma < paren) {
		f := strings.Trim(s[:comma], spaceChars)
		s = s[comma+1:]
		if !strings.HasPrefix(f, "%") {
			return nil, pp.errAt(f, "invalid matching format specification in expression")
		}
		f = f[1:]
		alt := strings.HasPrefix(f, "#")
		if alt {
			f = f[1:]
		}
		precision := 0
		if strings.HasPrefix(f, ".") {
			f = f[1:]
			j := 0
			for j < len(f) && isDigit(f[j]) {
				j++
			}
			if j == 0 {
				return nil, pp.errAt(f, "invalid precision in format specifier")
			}
			n, err := strconv.Atoi(f[:j])
			if err != nil {
				return nil, pp.errAt(f, "invalid precision in format specifier")
			}
			precision, f = n, f[j:]
		}
		if f != "" {
			switch f[0] {
			case 'u':
				explicit = numFormat{kind: fmtUnsigned, precision: precision}
			case 'd':
				explicit = numFormat{kind: fmtSigned, precision: precision}
			case 'x':
				explicit = numFormat{kind: fmtHexLower, precision: precision, alternate: alt}
			case 'X':
				explicit = numFormat{kind: fmtHexUpper, precision: precision, alternate: alt}
			default:
				return nil, pp.errAt(f, "invalid format specifier in expression")
			}
			f = f[1:]
		}
		if alt && explicit.kind != fmtHexLower && explicit.kind != fmtHexUpper {
			return nil, pp.errAt(f, "alternate form only supported for hex values")
		}
		if f = strings.TrimLeft(f, spaceChars); f != "" {
			return nil, pp.errAt(f, "invalid matching format specification in expression")
		}
		if explicit.kind == fmtNone {
			explicit.precision = precision
		}
	}
	defExpr := ""
	hasDef := false
	if i := strings.IndexByte(s, ':'); i >= 0 {
		defExpr, s, hasDef = s[:i], s[i+1:], true
	}
	s = strings.TrimLeft(s, spaceChars)
	constraint := false
	if strings.HasPrefix(s, "==") {
		constraint = true
		s = s[2:]
	}
	s = strings.TrimLeft(s, spaceChars)
	if s == "" {
		if constraint {
			return nil, pp.errAt(s, "empty numeric expression should not have a constraint")
		}
	} else {
		s = strings.TrimRight(s, spaceChars)
		outer := s
		ao := operandAny
		if legacyLine {
			ao = operandLineVar
		}
		ast, err := pp.parseOperand(&s, ao, !constraint, line)
		for err == nil && s != "" {
			ast, err = pp.parseBinop(outer, &s, ast, legacyLine, line)
			if err == nil && legacyLine && s != "" {
				return nil, pp.errAt(s, "unexpected characters at end of expression '"+s+"'")
			}
		}
		if err != nil {
			return nil, err
		}
		block.ast = ast
	}
	switch {
	case explicit.kind != fmtNone:
		block.format = explicit
	case block.ast != nil:
		f, err := block.ast.implicitFormat()
		if err != nil {
			return nil, pp.errAt(block.text, err.Error())
		}
		block.format = f
	}
	if block.format.kind == fmtNone {
		block.format = numFormat{kind: fmtUnsigned, precision: explicit.precision}
	}
	if hasDef {
		v, err := pp.parseNumericDef(strings.TrimLeft(defExpr, spaceChars), block.format, line)
		if err != nil {
			return nil, err
		}
		block.def = v
	}
	return block, nil
}

func (pp *patternParser) parseNumericDef(s string, format numFormat, line int) (*numVar, error) {
	fc := pp.fc
	name, pseudo, rest, err := pp.parseVariable(s)
	if err != nil {
		return nil, err
	}
	if pseudo {
		return nil, pp.errAt(s, "definition of pseudo numeric variable unsupported")
	}
	if fc.definedStr[name] {
		return nil, pp.errAt(s, "string variable with name '"+name+"' already exists")
	}
	if rest = strings.TrimLeft(rest, spaceChars); rest != "" {
		return nil, pp.errAt(rest, "unexpected characters after numeric variable name")
	}
	if v, ok := fc.numVars[name]; ok {
		if v.format != format {
			return nil, pp.errAt(rest, "format different from previous variable definition")
		}
		return v, nil
	}
	v := &numVar{name: name, format: format, defLine: line}
	return v, nil
}

type operandKind uint8

const (
	operandAny operandKind = iota
	operandLineVar
	operandLegacyLiteral
)

func (pp *patternParser) parseOperand(s *string, ao operandKind, maybeConstraint bool, line int) (expr, error) {
	if strings.HasPrefix(*s, "(") {
		if ao != operandAny {
			return nil, pp.errAt(*s, "parenthesized expression not permitted here")
		}
		return pp.parseParen(s, line)
	}
	if ao == operandLineVar || ao == operandAny {
		name, pseudo, rest, err := pp.parseVariable(*s)
		if err == nil {
			if strings.HasPrefix(strings.TrimLeft(rest, spaceChars), "(") {
				if ao != operandAny {
					return nil, pp.errAt(*s, "unexpected function call")
				}
				*s = rest
				return pp.parseCall(s, name, line)
			}
			at := *s
			*s = rest
			return pp.parseVarUse(name, pseudo, at, line)
		}
		if ao == operandLineVar {
			return nil, err
		}
	}
	radix := 0
	if ao == operandLegacyLiteral {
		radix = 10
	}
	if v, n, ok := consumeInteger(*s, radix, false); ok {
		*s = (*s)[n:]
		return litExpr{v}, nil
	}
	if ao == operandAny {
		if v, n, ok := consumeInteger(*s, radix, true); ok {
			*s = (*s)[n:]
			return litExpr{v}, nil
		}
	}
	what := ""
	if maybeConstraint {
		what = "matching constraint or "
	}
	return nil, pp.errAt(*s, "invalid "+what+"operand format '"+*s+"'")
}

// consumeInteger reads an integer at the start of s as llvm::StringRef's
// consumeInteger does: radix 0 senses 0x, 0b, 0o and a leading 0 (octal).
func consumeInteger(s string, radix int, signed bool) (*big.Int, int, bool) {
	i := 0
	neg := false
	if signed {
		if !strings.HasPrefix(s, "-") {
			return nil, 0, false
		}
		neg, i = true, 1
	}
	if radix == 0 {
		radix = 10
		switch {
		case strings.HasPrefix(s[i:], "0x") || strings.HasPrefix(s[i:], "0X"):
			radix, i = 16, i+2
		case strings.HasPrefix(s[i:], "0b") || strings.HasPrefix(s[i:], "0B"):
			radix, i = 2, i+2
		case strings.HasPrefix(s[i:], "0o"):
			radix, i = 8, i+2
		case len(s) > i+1 && s[i] == '0' && isDigit(s[i+1]):
			radix, i = 8, i+1
		}
	}
	start := i
	for i < len(s) && digitValue(s[i]) < radix {
		i++
	}
	if i == start {
		return nil, 0, false
	}
	v, _ := new(big.Int).SetString(s[start:i], radix)
	if neg {
		v.Neg(v)
		if v.Cmp(minInt64) < 0 {
			return nil, 0, false
		}
	} else if v.Cmp(maxUint64) > 0 {
		return nil, 0, false
	}
	return v, i, true
}

func digitValue(c byte) int {
	switch {
	case isDigit(c):
		return int(c - '0')
	case c >= 'a' && c <= 'z':
		return int(c-'a') + 10
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 99
}

func (pp *patternParser) parseVarUse(name string, pseudo bool, at string, line int) (expr, error) {
	fc := pp.fc
	if pseudo && name != "@LINE" {
		return nil, pp.errAt(at, "invalid pseudo numeric variable '"+name+"'")
	}
	v, ok := fc.numVars[name]
	if !ok {
		v = &numVar{name: name, format: numFormat{kind: fmtUnsigned}}
		fc.numVars[name] = v
	}
	if v.defLine != 0 && line != 0 && v.defLine == line {
		return nil, pp.errAt(at, "numeric variable '"+name+"' defined earlier in the same CHECK directive")
	}
	return varExpr{v}, nil
}

func (pp *patternParser) parseBinop(outer string, s *string, left expr, legacyLine bool, line int) (expr, error) {
	*s = strings.TrimLeft(*s, spaceChars)
	if *s == "" {
		return left, nil
	}
	op := (*s)[0]
	if op != '+' && op != '-' {
		return nil, pp.errAt(*s, fmt.Sprintf("unsupported operation '%c'", op))
	}
	*s = strings.TrimLeft((*s)[1:], spaceChars)
	if *s == "" {
		return nil, pp.errAt(*s, "missing operand in expression")
	}
	ao := operandAny
	if legacyLine {
		ao = operandLegacyLiteral
	}
	right, err := pp.parseOperand(s, ao, false, line)
	if err != nil {
		return nil, err
	}
	*s = strings.TrimLeft(*s, spaceChars)
	text := strings.TrimRight(outer[:len(outer)-len(*s)], spaceChars)
	return callExpr{op: string(op), args: [2]expr{left, right}, text: text}, nil
}

func (pp *patternParser) parseParen(s *string, line int) (expr, error) {
	*s = strings.TrimLeft((*s)[1:], spaceChars)
	if *s == "" {
		return nil, pp.errAt(*s, "missing operand in expression")
	}
	sub, err := pp.parseOperand(s, operandAny, false, line)
	*s = strings.TrimLeft(*s, spaceChars)
	for err == nil && *s != "" && !strings.HasPrefix(*s, ")") {
		outer := *s
		sub, err = pp.parseBinop(outer, s, sub, false, line)
		*s = strings.TrimLeft(*s, spaceChars)
	}
	if err != nil {
		return nil, err
	}
	if !strings.HasPrefix(*s, ")") {
		return nil, pp.errAt(*s, "missing ')' at end of nested expression")
	}
	*s = (*s)[1:]
	return sub, nil
}

var numericFunctions = map[string]bool{"add": true, "div": true, "max": true, "min": true, "mul": true, "sub": true}

func (pp *patternParser) parseCall(s *string, name string, line int) (expr, error) {
	start := *s
	*s = strings.TrimLeft(*s, spaceChars)
	if !numericFunctions[name] {
		return nil, pp.errAt(start, "call to undefined function '"+name+"'")
	}
	*s = strings.TrimLeft((*s)[1:], spaceChars)
	var args []expr
	for *s != "" && !strings.HasPrefix(*s, ")") {
		if strings.HasPrefix(*s, ",") {
			return nil, pp.errAt(*s, "missing argument")
		}
		outer := *s
		arg, err := pp.parseOperand(s, operandAny, false, line)
		for err == nil && *s != "" {
			*s = strings.TrimLeft(*s, spaceChars)
			if strings.HasPrefix(*s, ",") || strings.HasPrefix(*s, ")") {
				break
			}
			arg, err = pp.parseBinop(outer, s, arg, false, line)
		}
		if err != nil {
			return nil, err
		}
		args = append(args, arg)
		*s = strings.TrimLeft(*s, spaceChars)
		if !strings.HasPrefix(*s, ",") {
			break
		}
		*s = strings.TrimLeft((*s)[1:], spaceChars)
		if strings.HasPrefix(*s, ")") {
			return nil, pp.errAt(*s, "missing argument")
		}
	}
	if !strings.HasPrefix(*s, ")") {
		return nil, pp.errAt(*s, "missing ')' at end of call expression")
	}
	*s = (*s)[1:]
	if len(args) != 2 {
		return nil, pp.errAt(start, fmt.Sprintf("function '%s' takes 2 arguments but %d given", name, len(args)))
	}
	return callExpr{op: name, args: [2]expr{args[0], args[1]}, text: name + "(...)"}, nil
}

// sortedKeys returns m's keys in order, for deterministic iteration.
func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
