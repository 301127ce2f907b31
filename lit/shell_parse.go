package lit

import (
	"fmt"
	"strings"
)

// Node is a parsed RUN command: a *Seq, *Pipeline or *Command.
//
// The grammar, with sh's precedence (';' binds loosest; '&&' and '||' are equal and group
// from the left; '|' binds tightest):
//
//	list     := andor { ';' andor } [ ';' ]
//	andor    := pipeline { ( '&&' | '||' ) pipeline }
//	pipeline := [ '!' ] command { '|' command }
//	command  := { word | redirect }+
//	redirect := REDIR word
type Node interface {
	// String prints the node fully parenthesized, for tests and debugging.
	String() string
}

// Seq runs Left, then Right depending on Op: ";" always, "&&" if Left succeeded, "||" if it failed.
type Seq struct {
	Op          string
	Left, Right Node
}

// Pipeline connects the standard output of each command to the standard input of the next.
// It fails if any command fails (pipefail, as lit does); Negate inverts that.
type Pipeline struct {
	Negate   bool
	Commands []*Command
}

// Command is one simple command: its words, and its redirections in written order, which
// matters: ">f 2>&1" sends both streams to f, "2>&1 >f" only stdout.
type Command struct {
	Args      []Word
	Redirects []Redirect
	Pos       int
}

// Redirect is one redirection of Fd. For RedirDup, DupFd is the copied descriptor, and
// Target is unused; for the others Target names the file.
type Redirect struct {
	Fd     int
	Op     RedirOp
	Target Word
	DupFd  int
	Pos    int
}

func (s *Seq) String() string {
	return "(" + s.Left.String() + " " + s.Op + " " + s.Right.String() + ")"
}

func (p *Pipeline) String() string {
	parts := make([]string, len(p.Commands))
	for i, c := range p.Commands {
		parts[i] = c.String()
	}
	s := strings.Join(parts, " | ")
	if p.Negate {
		s = "! " + s
	}
	return s
}

func (c *Command) String() string {
	var parts []string
	for _, a := range c.Args {
		parts = append(parts, shellQuote(a.Text))
	}
	for _, r := range c.Redirects {
		parts = append(parts, r.String())
	}
	return strings.Join(parts, " ")
}

func (r Redirect) String() string {
	// The descriptor is written only where it is not the operator's default.
	fd := ""
	switch {
	case r.Op == RedirBoth || r.Op == RedirBothAppend:
	case r.Op == RedirIn && r.Fd != 0, r.Op != RedirIn && r.Fd != 1:
		fd = fmt.Sprint(r.Fd)
	}
	if r.Op == RedirDup {
		return fmt.Sprintf("%s>&%d", fd, r.DupFd)
	}
	return fd + r.Op.String() + " " + shellQuote(r.Target.Text)
}

// ParseShell parses one RUN command line.
func ParseShell(line string) (Node, error) {
	toks, err := lexShell(line)
	if err != nil {
		return nil, err
	}
	if toks[0].kind == tokEOF {
		return nil, &SyntaxError{toks[0].pos, "empty command"}
	}
	p := &shellParser{toks: toks}
	n, err := p.list()
	if err != nil {
		return nil, err
	}
	if t := p.peek(); t.kind != tokEOF {
		return nil, p.unexpected(t)
	}
	return n, nil
}

type shellParser struct {
	toks []token
	pos  int
}

func (p *shellParser) peek() token { return p.toks[p.pos] }

func (p *shellParser) next() token {
	t := p.toks[p.pos]
	if t.kind != tokEOF {
		p.pos++
	}
	return t
}

func (p *shellParser) unexpected(t token) error {
	switch t.kind {
	case tokAmp:
		return &SyntaxError{t.pos, "background jobs ('&') are not supported"}
	case tokLParen, tokRParen:
		return &SyntaxError{t.pos, "subshells ('(...)') are not supported"}
	case tokEOF:
		return &SyntaxError{t.pos, "unexpected end of line"}
	}
	return &SyntaxError{t.pos, "unexpected " + t.describe()}
}

func (p *shellParser) list() (Node, error) {
	left, err := p.andOr()
	if err != nil {
		return nil, err
	}
	for p.peek().kind == tokSemi {
		p.next()
		// A trailing ';' ends the list, as in sh.
		if p.peek().kind == tokEOF {
			break
		}
		right, err := p.andOr()
		if err != nil {
			return nil, err
		}
		left = &Seq{Op: ";", Left: left, Right: right}
	}
	return left, nil
}

func (p *shellParser) andOr() (Node, error) {
	left, err := p.pipeline()
	if err != nil {
		return nil, err
	}
	for {
		t := p.peek()
		var op string
		switch t.kind {
		case tokAnd:
			op = "&&"
		case tokOr:
			op = "||"
		default:
			return left, nil
		}
		p.next()
		if p.peek().kind == tokEOF {
			return nil, &SyntaxError{t.pos, "missing command after '" + op + "'"}
		}
		right, err := p.pipeline()
		if err != nil {
			return nil, err
		}
		left = &Seq{Op: op, Left: left, Right: right}
	}
}

func (p *shellParser) pipeline() (Node, error) {
	pl := &Pipeline{}
	if t := p.peek(); t.kind == tokWord && t.word.Text == "!" && !t.word.Quoted {
		p.next()
		pl.Negate = true
	}
	for {
		c, err := p.command()
		if err != nil {
			return nil, err
		}
		pl.Commands = append(pl.Commands, c)
		t := p.peek()
		if t.kind != tokPipe {
			return pl, nil
		}
		p.next()
		if p.peek().kind == tokEOF {
			return nil, &SyntaxError{t.pos, "missing command after '|'"}
		}
	}
}

func (p *shellParser) command() (*Command, error) {
	c := &Command{Pos: p.peek().pos}
	for {
		t := p.peek()
		switch t.kind {
		case tokWord:
			p.next()
			c.Args = append(c.Args, t.word)
			continue
		case tokRedirect:
			p.next()
			r, err := p.redirect(t)
			if err != nil {
				return nil, err
			}
			c.Redirects = append(c.Redirects, r)
			continue
		}
		if len(c.Args) == 0 && len(c.Redirects) == 0 {
			if t.kind == tokEOF || t.kind == tokAmp || t.kind == tokLParen || t.kind == tokRParen {
				return nil, p.unexpected(t)
			}
			return nil, &SyntaxError{t.pos, "missing command before " + t.describe()}
		}
		return c, nil
	}
}

func (p *shellParser) redirect(op token) (Redirect, error) {
	r := Redirect{Fd: op.fd, Op: op.op, Pos: op.pos}
	target := p.peek()
	if target.kind != tokWord {
		return r, &SyntaxError{op.pos, fmt.Sprintf("redirection '%s' needs a file name, got %s", op.op, target.describe())}
	}
	p.next()
	r.Target = target.word
	if r.Fd < 0 {
		r.Fd = 1
		if r.Op == RedirIn {
			r.Fd = 0
		}
	}
	if r.Op == RedirDup {
		n, ok := parseFd(target.word.Text)
		switch {
		case ok:
			r.DupFd = n
		case op.fd < 0 && !isDigits(target.word.Text):
			// ">&file" is csh's spelling of "&>file".
			r.Op = RedirBoth
		default:
			return r, &SyntaxError{target.pos, fmt.Sprintf("'>&' needs a descriptor 0, 1 or 2, got %q", target.word.Text)}
		}
	}
	if r.Fd > 2 {
		return r, &SyntaxError{op.pos, fmt.Sprintf("only descriptors 0, 1 and 2 can be redirected, not %d", r.Fd)}
	}
	return r, nil
}

func parseFd(s string) (int, bool) {
	if len(s) == 1 && s[0] >= '0' && s[0] <= '2' {
		return int(s[0] - '0'), true
	}
	return 0, false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
