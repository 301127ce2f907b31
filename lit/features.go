package lit

import (
	"fmt"
	"regexp"
	"strings"
)

// A feature expression is what one comma-separated item of REQUIRES, UNSUPPORTED or XFAIL
// says: feature names combined with !, && and || and parentheses, plus the constants true
// and false. A name may contain {{regex}} parts, and then matches any available feature
// that the whole name, read as an anchored regular expression, matches.
//
//	expr := and { '||' and }
//	and  := not { '&&' not }
//	not  := '!' not | '(' expr ')' | name | 'true' | 'false'

// featureSet answers whether a feature expression holds.
type featureSet map[string]bool

func newFeatureSet(names []string) featureSet {
	s := featureSet{}
	for _, n := range names {
		s[n] = true
	}
	return s
}

// eval evaluates expr over the set; the error describes malformed syntax.
func (s featureSet) eval(expr string) (bool, error) {
	toks, err := lexFeatures(expr)
	if err != nil {
		return false, err
	}
	p := &featureParser{toks: toks, set: s}
	v, err := p.or()
	if err != nil {
		return false, err
	}
	if p.pos < len(p.toks) {
		return false, fmt.Errorf("unexpected %q in feature expression %q", p.toks[p.pos], expr)
	}
	return v, nil
}

// lexFeatures splits an expression into operators and names; a name keeps its {{...}}
// parts verbatim so that the regex inside may hold operator characters.
func lexFeatures(expr string) ([]string, error) {
	var toks []string
	for i := 0; i < len(expr); {
		c := expr[i]
		switch {
		case c == ' ' || c == '\t':
			i++
		case strings.HasPrefix(expr[i:], "&&"), strings.HasPrefix(expr[i:], "||"):
			toks = append(toks, expr[i:i+2])
			i += 2
		case c == '!' || c == '(' || c == ')':
			toks = append(toks, expr[i:i+1])
			i++
		default:
			j := i
			for j < len(expr) {
				if strings.HasPrefix(expr[j:], "{{") {
					end := strings.Index(expr[j+2:], "}}")
					if end < 0 {
						return nil, fmt.Errorf("unterminated '{{' in feature expression %q", expr)
					}
					j += end + 4
					continue
				}
				if !isFeatureChar(expr[j]) {
					break
				}
				j++
			}
			if j == i {
				return nil, fmt.Errorf("unexpected %q in feature expression %q", expr[i:i+1], expr)
			}
			toks = append(toks, expr[i:j])
			i = j
		}
	}
	return toks, nil
}

func isFeatureChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		strings.IndexByte("-+=._/:", c) >= 0
}

type featureParser struct {
	toks []string
	pos  int
	set  featureSet
}

func (p *featureParser) peek() string {
	if p.pos < len(p.toks) {
		return p.toks[p.pos]
	}
	return ""
}

// Both operands are always evaluated so that a syntax error on the right is reported even
// when the left side already decides the value.
func (p *featureParser) or() (bool, error) {
	v, err := p.and()
	for err == nil && p.peek() == "||" {
		p.pos++
		var r bool
		r, err = p.and()
		v = v || r
	}
	return v, err
}

func (p *featureParser) and() (bool, error) {
	v, err := p.not()
	for err == nil && p.peek() == "&&" {
		p.pos++
		var r bool
		r, err = p.not()
		v = v && r
	}
	return v, err
}

func (p *featureParser) not() (bool, error) {
	t := p.peek()
	p.pos++
	switch t {
	case "":
		return false, fmt.Errorf("feature expression ends early")
	case "!":
		v, err := p.not()
		return !v, err
	case "(":
		v, err := p.or()
		if err != nil {
			return false, err
		}
		if p.peek() != ")" {
			return false, fmt.Errorf("missing ')' in feature expression")
		}
		p.pos++
		return v, nil
	case ")", "&&", "||":
		return false, fmt.Errorf("unexpected %q in feature expression", t)
	case "true":
		return true, nil
	case "false":
		return false, nil
	}
	return p.set.has(t)
}

func (s featureSet) has(name string) (bool, error) {
	if !strings.Contains(name, "{{") {
		return s[name], nil
	}
	var re strings.Builder
	re.WriteString("^(?:")
	for name != "" {
		i := strings.Index(name, "{{")
		if i < 0 {
			re.WriteString(regexp.QuoteMeta(name))
			break
		}
		re.WriteString(regexp.QuoteMeta(name[:i]))
		end := strings.Index(name[i+2:], "}}")
		re.WriteString("(?:" + name[i+2:i+2+end] + ")")
		name = name[i+end+4:]
	}
	re.WriteString(")$")
	rx, err := regexp.Compile(re.String())
	if err != nil {
		return false, fmt.Errorf("bad regex in feature name: %v", err)
	}
	for f := range s {
		if rx.MatchString(f) {
			return true, nil
		}
	}
	return false, nil
}
