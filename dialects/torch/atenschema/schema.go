// Package atenschema parses PyTorch operator schema strings; it imports
// nothing of Strata, so that the torch dialect and its generator share it.
package atenschema

import (
	"fmt"
	"strings"
)

// This file parses PyTorch operator schema strings, the declarations of
// native_functions.yaml as torch._C prints them:
//
//	aten::add.Tensor(Tensor self, Tensor other, *, Scalar alpha=1) -> Tensor
//	aten::max.dim(Tensor self, int dim, bool keepdim=False) -> (Tensor values, Tensor indices)
//
// schema   ::= ns `::` name (`.` overload)? `(` (arg (`,` arg)*)? `)` `->` returns
// arg      ::= `*` | type name? (`=` default)?
// returns  ::= type | `(` (type name? (`,` type name?)*)? `)`
// type     ::= (base | `(` type (`,` type)* `)`) alias? (`[` N? `]` alias? | `?`)*
// base     ::= ident (`.` ident)* (`(` type (`,` type)* `)`)?    (Dict(str, Tensor), Future(t))
// alias    ::= `(` [^)]* `)`                                      (Tensor(a!), Tensor(a -> *))

// Schema is a parsed operator schema.
type Schema struct {
	// Text is the schema as written.
	Text string
	// Namespace is "aten"; Name "add"; Overload "Tensor" ("" for none).
	Namespace, Name, Overload string
	Args                      []SchemaArg
	// VarArgs is set when the arguments end in `...` (aten::format).
	VarArgs bool
	Returns []SchemaArg
	// ParenReturns is set when the returns are written in parentheses.
	ParenReturns bool
}

// SchemaArg is one argument or return of a schema.
type SchemaArg struct {
	Type *SchemaType
	// Name is empty for unnamed returns.
	Name string
	// Default is the default value as written ("None", "1", "[]"), "" if none.
	Default string
	// KwargOnly is true for arguments after `*`.
	KwargOnly bool
	// Mutable is true when the alias annotation has `!` (Tensor(a!)).
	Mutable bool
	// TypeText is the type as written, alias annotation included.
	TypeText string
}

// SchemaType is a schema type: Base with List and Optional wrappers
// applied innermost first (Tensor?[] is List{Optional{Tensor}}).
type SchemaType struct {
	// Base names a leaf type (Tensor, int, SymInt, float, Scalar, ...);
	// empty for lists, optionals and tuples.
	Base string
	// Params are the parameters of a parameterized base (Dict(str, t)) or
	// the elements of a tuple.
	Params []*SchemaType
	// Tuple is set for `(T1, T2)`.
	Tuple bool
	// List and Optional wrap Elem.
	List, Optional bool
	// Size is N of `int[N]`, 0 when unsized.
	Size int
	Elem *SchemaType
}

func (t *SchemaType) String() string {
	switch {
	case t.Optional:
		return t.Elem.String() + "?"
	case t.List:
		if t.Size > 0 {
			return fmt.Sprintf("%s[%d]", t.Elem, t.Size)
		}
		return t.Elem.String() + "[]"
	case t.Tuple:
		var s []string
		for _, p := range t.Params {
			s = append(s, p.String())
		}
		return "(" + strings.Join(s, ", ") + ")"
	}
	if len(t.Params) > 0 {
		var s []string
		for _, p := range t.Params {
			s = append(s, p.String())
		}
		return t.Base + "(" + strings.Join(s, ", ") + ")"
	}
	return t.Base
}

// OpName returns the torch dialect op name: torch.aten.add.Tensor, with
// the `default` overload dropped.
func (s *Schema) OpName() string {
	n := "torch." + s.Namespace + "." + s.Name
	if s.Overload != "" && s.Overload != "default" {
		n += "." + s.Overload
	}
	return n
}

// QualifiedName returns aten::add.Tensor.
func (s *Schema) QualifiedName() string {
	n := s.Namespace + "::" + s.Name
	if s.Overload != "" {
		n += "." + s.Overload
	}
	return n
}

// ParseSchema parses a schema string.
func ParseSchema(text string) (*Schema, error) {
	sp := &schemaParser{src: text}
	s, err := sp.schema()
	if err != nil {
		return nil, fmt.Errorf("schema %q: column %d: %v", text, sp.pos+1, err)
	}
	s.Text = text
	return s, nil
}

type schemaParser struct {
	src string
	pos int
}

func (p *schemaParser) skipSpace() {
	for p.pos < len(p.src) && p.src[p.pos] == ' ' {
		p.pos++
	}
}

func (p *schemaParser) peek(s string) bool {
	p.skipSpace()
	return strings.HasPrefix(p.src[p.pos:], s)
}

func (p *schemaParser) accept(s string) bool {
	if p.peek(s) {
		p.pos += len(s)
		return true
	}
	return false
}

func (p *schemaParser) expect(s string) error {
	if !p.accept(s) {
		return fmt.Errorf("expected %q", s)
	}
	return nil
}

func isIdentByte(c byte, first bool) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || !first && c >= '0' && c <= '9'
}

func (p *schemaParser) ident() (string, error) {
	p.skipSpace()
	start := p.pos
	for p.pos < len(p.src) && isIdentByte(p.src[p.pos], p.pos == start) {
		p.pos++
	}
	if p.pos == start {
		return "", fmt.Errorf("expected an identifier")
	}
	return p.src[start:p.pos], nil
}

func (p *schemaParser) schema() (*Schema, error) {
	s := &Schema{}
	var err error
	if s.Namespace, err = p.ident(); err != nil {
		return nil, err
	}
	if err := p.expect("::"); err != nil {
		return nil, err
	}
	if s.Name, err = p.ident(); err != nil {
		return nil, err
	}
	if p.pos < len(p.src) && p.src[p.pos] == '.' {
		p.pos++
		if s.Overload, err = p.ident(); err != nil {
			return nil, err
		}
	}
	if err := p.expect("("); err != nil {
		return nil, err
	}
	kwOnly := false
	for !p.accept(")") {
		if len(s.Args) > 0 || kwOnly || s.VarArgs {
			if err := p.expect(","); err != nil {
				return nil, err
			}
		}
		if p.accept("...") {
			s.VarArgs = true
			continue
		}
		if p.accept("*") {
			kwOnly = true
			continue
		}
		a, err := p.arg(true)
		if err != nil {
			return nil, err
		}
		a.KwargOnly = kwOnly
		s.Args = append(s.Args, a)
	}
	if err := p.expect("->"); err != nil {
		return nil, err
	}
	p.skipSpace()
	// A return list is parenthesized; a single return may also be a tuple
	// type, which never carries names.
	if p.peek("(") {
		save := p.pos
		p.pos++
		var rets []SchemaArg
		ok := true
		for !p.accept(")") {
			if len(rets) > 0 {
				if err := p.expect(","); err != nil {
					ok = false
					break
				}
			}
			r, err := p.arg(false)
			if err != nil {
				ok = false
				break
			}
			rets = append(rets, r)
		}
		if ok {
			p.skipSpace()
			if p.pos == len(p.src) {
				s.Returns = rets
				s.ParenReturns = true
				return s, nil
			}
		}
		p.pos = save
	}
	r, err := p.arg(false)
	if err != nil {
		return nil, err
	}
	s.Returns = []SchemaArg{r}
	p.skipSpace()
	if p.pos != len(p.src) {
		return nil, fmt.Errorf("unexpected %q after the returns", p.src[p.pos:])
	}
	return s, nil
}

// arg parses `type name? (= default)?`.
func (p *schemaParser) arg(isArg bool) (SchemaArg, error) {
	p.skipSpace()
	start := p.pos
	var a SchemaArg
	t, mut, err := p.typ()
	if err != nil {
		return a, err
	}
	a.Type, a.Mutable = t, mut
	a.TypeText = strings.TrimSpace(p.src[start:p.pos])
	p.skipSpace()
	if p.pos < len(p.src) && isIdentByte(p.src[p.pos], true) {
		if a.Name, err = p.ident(); err != nil {
			return a, err
		}
	}
	if isArg && a.Name == "" {
		return a, fmt.Errorf("expected an argument name")
	}
	if isArg && p.accept("=") {
		a.Default, err = p.defaultValue()
		if err != nil {
			return a, err
		}
	}
	return a, nil
}

// defaultValue scans a default up to the next top-level `,` or `)`.
func (p *schemaParser) defaultValue() (string, error) {
	p.skipSpace()
	start, depth := p.pos, 0
	for p.pos < len(p.src) {
		c := p.src[p.pos]
		switch {
		case c == '"' || c == '\'':
			i := p.pos + 1
			for i < len(p.src) && p.src[i] != c {
				if p.src[i] == '\\' {
					i++
				}
				i++
			}
			if i >= len(p.src) {
				return "", fmt.Errorf("unterminated string")
			}
			p.pos = i + 1
			continue
		case c == '[' || c == '(':
			depth++
		case c == ']':
			depth--
		case c == ')' && depth == 0, c == ',' && depth == 0:
			if p.pos == start {
				return "", fmt.Errorf("expected a default value")
			}
			return strings.TrimSpace(p.src[start:p.pos]), nil
		case c == ')':
			depth--
		}
		p.pos++
	}
	return "", fmt.Errorf("unterminated default value")
}

// typ parses a type with its alias annotations and suffixes; mut reports
// a `!` in an annotation.
func (p *schemaParser) typ() (*SchemaType, bool, error) {
	p.skipSpace()
	var t *SchemaType
	mut := false
	if p.accept("(") {
		t = &SchemaType{Tuple: true}
		for !p.accept(")") {
			if len(t.Params) > 0 {
				if err := p.expect(","); err != nil {
					return nil, false, err
				}
			}
			e, _, err := p.typ()
			if err != nil {
				return nil, false, err
			}
			// Tuple elements may be named in returns only; skip a name.
			p.skipSpace()
			if p.pos < len(p.src) && isIdentByte(p.src[p.pos], true) {
				if _, err := p.ident(); err != nil {
					return nil, false, err
				}
			}
			t.Params = append(t.Params, e)
		}
	} else {
		base, err := p.ident()
		if err != nil {
			return nil, false, err
		}
		// Qualified class names: __torch__.torch.classes.x.y.
		for p.pos < len(p.src) && p.src[p.pos] == '.' {
			p.pos++
			part, err := p.ident()
			if err != nil {
				return nil, false, err
			}
			base += "." + part
		}
		t = &SchemaType{Base: base}
		// Dict(str, Tensor), Future(t): parameters directly after the name.
		if p.pos < len(p.src) && p.src[p.pos] == '(' && isParameterized(base) {
			p.pos++
			for !p.accept(")") {
				if len(t.Params) > 0 {
					if err := p.expect(","); err != nil {
						return nil, false, err
					}
				}
				e, _, err := p.typ()
				if err != nil {
					return nil, false, err
				}
				t.Params = append(t.Params, e)
			}
		}
	}
	for {
		if p.pos >= len(p.src) {
			return t, mut, nil
		}
		switch p.src[p.pos] {
		case '(':
			end := strings.IndexByte(p.src[p.pos:], ')')
			if end < 0 {
				return nil, false, fmt.Errorf("unterminated alias annotation")
			}
			if strings.Contains(p.src[p.pos:p.pos+end], "!") {
				mut = true
			}
			p.pos += end + 1
		case '[':
			end := strings.IndexByte(p.src[p.pos:], ']')
			if end < 0 {
				return nil, false, fmt.Errorf("unterminated list type")
			}
			n := 0
			for _, c := range p.src[p.pos+1 : p.pos+end] {
				if c < '0' || c > '9' {
					return nil, false, fmt.Errorf("bad list size %q", p.src[p.pos+1:p.pos+end])
				}
				n = n*10 + int(c-'0')
			}
			t = &SchemaType{List: true, Size: n, Elem: t}
			p.pos += end + 1
		case '?':
			t = &SchemaType{Optional: true, Elem: t}
			p.pos++
		default:
			return t, mut, nil
		}
	}
}

func isParameterized(base string) bool {
	switch base {
	case "Dict", "Future", "Await", "Union", "Optional", "List", "Tuple":
		return true
	}
	return false
}
