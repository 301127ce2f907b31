package parser

import "unicode/utf8"

// lexer splits src[pos:end] into tokens. It never fails: bad input gives
// a tError token whose text explains the problem (errMsg) and the parser
// reports it at the token.
type lexer struct {
	src       string
	pos, end  int
	line      int
	lineStart int
	errMsg    string
	// errAt is the offset where the last error was noticed (-1: token start).
	errAt int
}

func newLexer(src string, start, end int, line, lineStart int) *lexer {
	return &lexer{src: src, pos: start, end: end, line: line, lineStart: lineStart}
}

func isIdentStart(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' }
func isDigitB(c byte) bool     { return c >= '0' && c <= '9' }
func isIdentChar(c byte) bool {
	return isIdentStart(c) || isDigitB(c) || c == '$' || c == '.'
}
func isSuffixChar(c byte) bool { return isIdentChar(c) || c == '-' }
func isHexDigit(c byte) bool {
	return isDigitB(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

func (l *lexer) tok(k tokKind, start int) token {
	return token{kind: k, start: start, end: l.pos, line: l.line, col: start - l.lineStart + 1}
}

func (l *lexer) errTok(start int, msg string) token {
	l.errMsg = msg
	l.errAt = -1
	t := l.tok(tError, start)
	return t
}

// skipSpace skips whitespace and comments.
func (l *lexer) skipSpace() {
	src := l.src
	for l.pos < l.end {
		switch src[l.pos] {
		case ' ', '\t', '\r':
			l.pos++
		case '\n':
			l.pos++
			l.line++
			l.lineStart = l.pos
		case '/':
			if l.pos+1 < l.end && src[l.pos+1] == '/' {
				for l.pos < l.end && src[l.pos] != '\n' {
					l.pos++
				}
				continue
			}
			return
		default:
			return
		}
	}
}

// nextDimSep is next for the token after a dimension: an `x` there is a
// token of its own, so that `4x4x...xf32` is not lexed as one identifier
// `x4x...xf32` after each dimension (quadratic in the rank).
func (l *lexer) nextDimSep() token {
	l.skipSpace()
	if l.pos < l.end && l.src[l.pos] == 'x' {
		l.pos++
		return l.tok(tBareIdent, l.pos-1)
	}
	return l.next()
}

// next returns the next token.
func (l *lexer) next() token {
	src := l.src
	l.skipSpace()
	if l.pos >= l.end {
		return token{kind: tEOF, start: l.end, end: l.end, line: l.line, col: l.end - l.lineStart + 1}
	}
	if src[l.pos] == '/' {
		l.pos++
		return l.errTok(l.pos-1, "unexpected character")
	}
	start := l.pos
	c := src[l.pos]
	l.pos++
	switch c {
	case ':':
		if l.pos+1 < l.end && src[l.pos] == ':' && src[l.pos+1] == '@' {
			l.pos++
			return l.tok(tColonColon, start)
		}
		return l.tok(tColon, start)
	case ',':
		return l.tok(tComma, start)
	case '=':
		return l.tok(tEqual, start)
	case '(':
		return l.tok(tLParen, start)
	case ')':
		return l.tok(tRParen, start)
	case '{':
		if l.pos+1 < l.end && src[l.pos] == '-' && src[l.pos+1] == '#' {
			l.pos += 2
			return l.tok(tFileMetaBegin, start)
		}
		return l.tok(tLBrace, start)
	case '}':
		return l.tok(tRBrace, start)
	case '[':
		return l.tok(tLSquare, start)
	case ']':
		return l.tok(tRSquare, start)
	case '<':
		return l.tok(tLess, start)
	case '>':
		return l.tok(tGreater, start)
	case '?':
		return l.tok(tQuestion, start)
	case '*':
		return l.tok(tStar, start)
	case '+':
		return l.tok(tPlus, start)
	case '|':
		return l.tok(tVerticalBar, start)
	case '-':
		if l.pos < l.end && src[l.pos] == '>' {
			l.pos++
			return l.tok(tArrow, start)
		}
		return l.tok(tMinus, start)
	case '.':
		if l.pos+1 < l.end && src[l.pos] == '.' && src[l.pos+1] == '.' {
			l.pos += 2
			return l.tok(tEllipsis, start)
		}
		return l.errTok(start, "unexpected character")
	case '"':
		return l.lexString(start)
	case '@':
		if l.pos < l.end && src[l.pos] == '"' {
			l.pos++
			t := l.lexString(start)
			if t.kind == tError {
				return t
			}
			t.kind = tAtIdent
			return t
		}
		if l.pos >= l.end || !(isIdentStart(src[l.pos])) {
			t := l.errTok(start, "@ identifier expected to start with letter or '_'")
			l.errAt = l.pos
			return t
		}
		for l.pos < l.end && isSuffixChar(src[l.pos]) {
			l.pos++
		}
		return l.tok(tAtIdent, start)
	case '%', '^', '#', '!':
		if c == '#' && l.pos+1 < l.end && src[l.pos] == '-' && src[l.pos+1] == '}' {
			l.pos += 2
			return l.tok(tFileMetaEnd, start)
		}
		return l.lexPrefixed(c, start)
	}
	if isIdentStart(c) {
		for l.pos < l.end && isIdentChar(src[l.pos]) {
			l.pos++
		}
		return l.tok(tBareIdent, start)
	}
	if isDigitB(c) {
		return l.lexNumber(start)
	}
	if c >= 0x80 {
		if r, n := utf8.DecodeRuneInString(src[start:l.end]); r == utf8.RuneError && n <= 1 {
			return l.errTok(start, "unexpected character")
		} else {
			l.pos = start + n
		}
	}
	return l.errTok(start, "unexpected character")
}

// lexPrefixed lexes %name, ^name, #name, !name: a suffix identifier or a
// decimal number.
func (l *lexer) lexPrefixed(c byte, start int) token {
	kind := tExclaimIdent
	switch c {
	case '%':
		kind = tPercentIdent
	case '^':
		kind = tCaretIdent
	case '#':
		kind = tHashIdent
	}
	src := l.src
	if l.pos < l.end && isDigitB(src[l.pos]) {
		for l.pos < l.end && isDigitB(src[l.pos]) {
			l.pos++
		}
		return l.tok(kind, start)
	}
	if l.pos < l.end && (isIdentStart(src[l.pos]) || src[l.pos] == '$' || src[l.pos] == '.' || src[l.pos] == '-') {
		for l.pos < l.end && isSuffixChar(src[l.pos]) {
			l.pos++
		}
		return l.tok(kind, start)
	}
	switch c {
	case '%':
		return l.errTok(start, "invalid SSA name")
	case '^':
		return l.errTok(start, "invalid block name")
	case '#':
		return l.errTok(start, "invalid attribute name")
	}
	return l.errTok(start, "invalid type identifier")
}

func (l *lexer) lexNumber(start int) token {
	src := l.src
	if src[start] == '0' && l.pos < l.end && src[l.pos] == 'x' && l.pos+1 < l.end && isHexDigit(src[l.pos+1]) {
		l.pos++
		for l.pos < l.end && isHexDigit(src[l.pos]) {
			l.pos++
		}
		return l.tok(tInteger, start)
	}
	for l.pos < l.end && isDigitB(src[l.pos]) {
		l.pos++
	}
	if l.pos >= l.end || src[l.pos] != '.' {
		return l.tok(tInteger, start)
	}
	l.pos++
	for l.pos < l.end && isDigitB(src[l.pos]) {
		l.pos++
	}
	if l.pos < l.end && (src[l.pos] == 'e' || src[l.pos] == 'E') {
		p := l.pos + 1
		if p < l.end && (src[p] == '+' || src[p] == '-') {
			p++
		}
		if p < l.end && isDigitB(src[p]) {
			l.pos = p
			for l.pos < l.end && isDigitB(src[l.pos]) {
				l.pos++
			}
		}
	}
	return l.tok(tFloat, start)
}

func (l *lexer) lexString(start int) token {
	src := l.src
	for l.pos < l.end {
		c := src[l.pos]
		switch c {
		case '"':
			l.pos++
			return l.tok(tString, start)
		case '\n', '\r', 0:
			if c == 0 && l.pos+1 < l.end {
				// An embedded NUL is kept; MLIR only stops at the end.
				l.pos++
				continue
			}
			t := l.errTok(start, "expected '\"' in string literal")
			l.errAt = l.pos
			return t
		case '\\':
			l.pos++
			if l.pos >= l.end {
				t := l.errTok(start, "expected '\"' in string literal")
				l.errAt = l.pos
				return t
			}
			e := src[l.pos]
			switch {
			case e == '"' || e == '\\' || e == 'n' || e == 't':
				l.pos++
			case isHexDigit(e) && l.pos+1 < l.end && isHexDigit(src[l.pos+1]):
				l.pos += 2
			default:
				t := l.errTok(l.pos-1, "unknown escape in string literal")
				return t
			}
		default:
			l.pos++
		}
	}
	t := l.errTok(start, "expected '\"' in string literal")
	l.errAt = l.pos
	return t
}

// unescape decodes the body of a string token (without quotes).
func unescape(s string) string {
	if !containsBackslash(s) {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 >= len(s) {
			b = append(b, c)
			continue
		}
		i++
		switch e := s[i]; e {
		case '"', '\\':
			b = append(b, e)
		case 'n':
			b = append(b, '\n')
		case 't':
			b = append(b, '\t')
		default:
			if i+1 < len(s) {
				b = append(b, hexv(e)<<4|hexv(s[i+1]))
				i++
			}
		}
	}
	return string(b)
}

func containsBackslash(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == '\\' {
			return true
		}
	}
	return false
}

func hexv(c byte) byte {
	switch {
	case c >= '0' && c <= '9':
		return c - '0'
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10
	}
	return 0
}
