package lit

import (
	"fmt"
	"strings"
)

// The RUN-line shell is the subset of POSIX sh that lit's internal shell accepts: words with
// '...', "..." and backslash quoting, the operators | || && ; and redirections. There is no
// variable expansion, command substitution, subshell or background job: a test that needs
// them is better written as two RUN lines or a small tool.

type tokKind int

const (
	tokEOF tokKind = iota
	tokWord
	tokPipe     // |
	tokOr       // ||
	tokAnd      // &&
	tokSemi     // ;
	tokAmp      // & (lexed only so that the parser can reject it by name)
	tokLParen   // (
	tokRParen   // )
	tokRedirect // one of RedirOp, with the file descriptor it applies to
)

var tokNames = [...]string{
	tokEOF:      "end of line",
	tokWord:     "word",
	tokPipe:     "'|'",
	tokOr:       "'||'",
	tokAnd:      "'&&'",
	tokSemi:     "';'",
	tokAmp:      "'&'",
	tokLParen:   "'('",
	tokRParen:   "')'",
	tokRedirect: "redirection",
}

// RedirOp is the kind of a redirection; the target word follows it.
type RedirOp int

const (
	RedirIn         RedirOp = iota // N< file (N defaults to 0)
	RedirOut                       // N> file (N defaults to 1)
	RedirAppend                    // N>> file
	RedirDup                       // N>&M: fd N becomes a copy of fd M; also >&file, which means &>file
	RedirBoth                      // &> file: stdout and stderr to file
	RedirBothAppend                // &>> file
)

var redirSpellings = [...]string{
	RedirIn:         "<",
	RedirOut:        ">",
	RedirAppend:     ">>",
	RedirDup:        ">&",
	RedirBoth:       "&>",
	RedirBothAppend: "&>>",
}

func (op RedirOp) String() string { return redirSpellings[op] }

// Word is one shell word after quote removal.
type Word struct {
	// Text is the word as the command will see it.
	Text string
	// Pattern is non-empty when an unquoted *, ? or [ makes the word a glob; quoted
	// metacharacters are escaped in it so that they match themselves.
	Pattern string
	// Quoted records that some part of the word was quoted, so that a quoted "!" is an
	// argument and not the pipeline negation.
	Quoted bool
}

type token struct {
	kind tokKind
	pos  int // byte offset in the command line, for error carets
	word Word
	op   RedirOp
	fd   int // the redirected descriptor; -1 when the operator names none
}

func (t token) describe() string {
	switch t.kind {
	case tokWord:
		return fmt.Sprintf("%q", t.word.Text)
	case tokRedirect:
		return "'" + t.op.String() + "'"
	}
	return tokNames[t.kind]
}

// SyntaxError is a RUN line the shell cannot parse; Pos is a byte offset into the line.
type SyntaxError struct {
	Pos int
	Msg string
}

func (e *SyntaxError) Error() string { return fmt.Sprintf("column %d: %s", e.Pos+1, e.Msg) }

// lexShell splits a command line into tokens.
func lexShell(s string) ([]token, error) {
	var toks []token
	i := 0
	for {
		for i < len(s) && isShellSpace(s[i]) {
			i++
		}
		if i >= len(s) {
			return append(toks, token{kind: tokEOF, pos: i}), nil
		}
		start := i
		c := s[i]
		next := byte(0)
		if i+1 < len(s) {
			next = s[i+1]
		}
		switch {
		case c == '|' && next == '|':
			toks, i = append(toks, token{kind: tokOr, pos: start}), i+2
		case c == '|':
			toks, i = append(toks, token{kind: tokPipe, pos: start}), i+1
		case c == '&' && next == '&':
			toks, i = append(toks, token{kind: tokAnd, pos: start}), i+2
		case c == '&' && next == '>':
			op, n := RedirBoth, 2
			if i+2 < len(s) && s[i+2] == '>' {
				op, n = RedirBothAppend, 3
			}
			toks, i = append(toks, token{kind: tokRedirect, pos: start, op: op, fd: -1}), i+n
		case c == '&':
			toks, i = append(toks, token{kind: tokAmp, pos: start}), i+1
		case c == ';':
			toks, i = append(toks, token{kind: tokSemi, pos: start}), i+1
		case c == '(':
			toks, i = append(toks, token{kind: tokLParen, pos: start}), i+1
		case c == ')':
			toks, i = append(toks, token{kind: tokRParen, pos: start}), i+1
		case c == '<' || c == '>':
			t, n, err := lexRedirect(s, i, -1)
			if err != nil {
				return nil, err
			}
			toks, i = append(toks, t), i+n
		default:
			// A run of digits glued to < or > names the descriptor: 2>, 2>>, 2>&1.
			j := i
			for j < len(s) && s[j] >= '0' && s[j] <= '9' {
				j++
			}
			if j > i && j < len(s) && (s[j] == '<' || s[j] == '>') && j-i <= 2 {
				fd := 0
				for _, d := range s[i:j] {
					fd = fd*10 + int(d-'0')
				}
				t, n, err := lexRedirect(s, j, fd)
				if err != nil {
					return nil, err
				}
				t.pos = start
				toks, i = append(toks, t), j+n
				continue
			}
			w, n, err := lexWord(s, i)
			if err != nil {
				return nil, err
			}
			toks, i = append(toks, token{kind: tokWord, pos: start, word: w}), i+n
		}
	}
}

// lexRedirect lexes the operator at s[i] (a < or >); fd is the descriptor written before it,
// or -1. It returns the token and the operator's length.
func lexRedirect(s string, i, fd int) (token, int, error) {
	rest := s[i:]
	t := token{kind: tokRedirect, pos: i, fd: fd}
	switch {
	case strings.HasPrefix(rest, "<<"):
		return t, 0, &SyntaxError{i, "here-documents ('<<') are not supported"}
	case strings.HasPrefix(rest, "<>"):
		return t, 0, &SyntaxError{i, "read-write redirection ('<>') is not supported"}
	case strings.HasPrefix(rest, "<&"):
		return t, 0, &SyntaxError{i, "input descriptor duplication ('<&') is not supported"}
	case rest[0] == '<':
		t.op = RedirIn
		return t, 1, nil
	case strings.HasPrefix(rest, ">>"):
		t.op = RedirAppend
		return t, 2, nil
	case strings.HasPrefix(rest, ">&"):
		t.op = RedirDup
		return t, 2, nil
	case strings.HasPrefix(rest, ">|"):
		// noclobber's override: there is no noclobber here, so it is a plain >.
		t.op = RedirOut
		return t, 2, nil
	}
	t.op = RedirOut
	return t, 1, nil
}

// lexWord lexes one word starting at s[i] and returns it with the number of bytes read.
func lexWord(s string, i int) (Word, int, error) {
	var text, pat strings.Builder
	var w Word
	glob := false
	start := i
	// quotedChar adds a character that must match itself even inside a glob pattern.
	quotedChar := func(c byte) {
		text.WriteByte(c)
		if strings.IndexByte(`*?[]\`, c) >= 0 {
			pat.WriteByte('\\')
		}
		pat.WriteByte(c)
	}
	for i < len(s) {
		c := s[i]
		if isShellSpace(c) || strings.IndexByte("|&;<>()", c) >= 0 {
			break
		}
		switch c {
		case '\'':
			w.Quoted = true
			end := strings.IndexByte(s[i+1:], '\'')
			if end < 0 {
				return w, 0, &SyntaxError{i, "unterminated single quote (')"}
			}
			for k := i + 1; k < i+1+end; k++ {
				quotedChar(s[k])
			}
			i += end + 2
		case '"':
			w.Quoted = true
			k := i + 1
			for {
				if k >= len(s) {
					return w, 0, &SyntaxError{i, `unterminated double quote (")`}
				}
				if s[k] == '"' {
					break
				}
				// As in sh, a backslash in double quotes escapes only the characters
				// that are special there; before any other it is an ordinary character.
				if s[k] == '\\' && k+1 < len(s) && strings.IndexByte("\"\\$`", s[k+1]) >= 0 {
					k++
				}
				quotedChar(s[k])
				k++
			}
			i = k + 1
		case '\\':
			w.Quoted = true
			if i+1 >= len(s) {
				// A trailing backslash has nothing to escape; keep it, as sh does.
				quotedChar('\\')
				i++
				continue
			}
			quotedChar(s[i+1])
			i += 2
		default:
			if c == '*' || c == '?' || c == '[' {
				glob = true
			}
			text.WriteByte(c)
			pat.WriteByte(c)
			i++
		}
	}
	w.Text = text.String()
	if glob {
		w.Pattern = pat.String()
	}
	return w, i - start, nil
}

func isShellSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// shellQuote returns s written so that lexShell reads it back as the one word s. Plain
// words stay as they are, so that traces of commands read naturally.
func shellQuote(s string) string {
	if s == "" {
		return "''"
	}
	plain := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
			strings.IndexByte("-_./=:,+@%^{}", c) >= 0) {
			plain = false
			break
		}
	}
	if plain {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}
