package ir

import (
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// This file holds the grammar of MLIR's declarative assembly format
// (`$lhs `,` $rhs attr-dict `:` type($result)`), parsed with participle
// once per op at registration, and its compilation into a formatProgram
// that format_print.go and format_parse.go interpret.

var formatLexer = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Literal", Pattern: "`[^`]*`"},
	{Name: "Variable", Pattern: `\$[a-zA-Z_][a-zA-Z0-9_]*`},
	{Name: "Ident", Pattern: `[a-zA-Z_][a-zA-Z0-9_-]*`},
	{Name: "Punct", Pattern: `[()<>,^?:]`},
	{Name: "Whitespace", Pattern: `[ \t\r\n]+`},
})

type fmtAST struct {
	Elems []*fmtASTElem `parser:"@@*"`
}

type fmtASTElem struct {
	Literal   *string       `parser:"( @Literal"`
	Var       *string       `parser:"| @Variable"`
	Group     *fmtASTGroup  `parser:"| @@"`
	Directive *fmtDirective `parser:"| @@ )"`
	Anchor    bool          `parser:"@'^'?"`
}

type fmtASTGroup struct {
	Then []*fmtASTElem `parser:"'(' @@+ ')'"`
	Else []*fmtASTElem `parser:"( ':' '(' @@* ')' )?"`
	Q    bool          `parser:"@'?'"`
}

type fmtDirective struct {
	Name   string        `parser:"@Ident"`
	Custom *string       `parser:"( '<' @Ident '>' )?"`
	Args   []*fmtASTElem `parser:"( '(' ( @@ ( ',' @@ )* )? ')' )?"`
}

var formatGrammar = participle.MustBuild[fmtAST](
	participle.Lexer(formatLexer),
	participle.Elide("Whitespace"),
	participle.UseLookahead(3),
)

// ParseFormat parses an assembly format string into its syntax tree; it
// is exposed for tests and tools that check formats.
func ParseFormat(s string) error {
	_, err := formatGrammar.ParseString("", s)
	return err
}

type fmtKind uint8

const (
	fLiteral   fmtKind = iota
	fSpace             // `` ` ` `` prints a space
	fNoSpace           // `` `` `` suppresses the next automatic space
	fNewline           // `\n`
	fOperand           // $operandGroup
	fResultVar         // $result (only inside type directives)
	fAttr              // $attr
	fRegion            // $region
	fSuccessor         // $successor
	fAttrDict
	fAttrDictKw
	fPropDict
	fType           // type(target)
	fFunctionalType // functional-type(a, b)
	fOperands       // operands (all)
	fResults        // results (all, inside type directives)
	fRegions        // regions (all)
	fSuccessors     // successors (all)
	fOptional
	fCustom
	fQualified
	fRef
)

// fmtElem is one compiled element of a format.
type fmtElem struct {
	kind fmtKind
	// lit is the literal text (fLiteral), or the custom directive name.
	lit string
	// idx is the operand/result group, attribute, region or successor index.
	idx int
	// args are the arguments of type, functional-type, custom, qualified.
	args []*fmtElem
	// then/els are the groups of an optional element; anchor is the index
	// of the anchor inside then.
	then, els []*fmtElem
	anchor    int
	// lead is the index in then of the first element that is not
	// whitespace: the one whose presence decides the group.
	lead      int
	qualified bool
}

// formatProgram is a compiled assembly format.
type formatProgram struct {
	elems []*fmtElem
	// bound lists the attribute names the format prints itself (attr-dict
	// elides them).
	bound []string
	// hasPropDict is set when `prop-dict` appears.
	hasPropDict bool
	// spaceMap caches computeSpacing (filled on first print).
	spaceMap map[*fmtElem]bool
}

// CustomDirective implements `custom<Name>(args)` in Go.
type CustomDirective struct {
	Parse func(p AsmParser, fs *FormatState, args []CustomArg) error
	Print func(p *AsmPrinter, op *Operation, args []CustomArg)
}

// CustomArg describes one argument of a custom directive: Kind is
// "operand", "result", "attr", "region", "successor", "type" (with Of the
// inner variable), "ref" or "attr-dict".
type CustomArg struct {
	Kind string
	Name string
	Of   *CustomArg
}

func compileFormat(d *OpDef) (*formatProgram, error) {
	ast, err := formatGrammar.ParseString(d.Name, d.Format)
	if err != nil {
		return nil, err
	}
	prog := &formatProgram{}
	c := &fmtCompiler{d: d, prog: prog}
	prog.elems, err = c.elems(ast.Elems, false)
	if err != nil {
		return nil, err
	}
	if err := c.checkBindings(prog.elems); err != nil {
		return nil, err
	}
	prog.spaceMap = map[*fmtElem]bool{}
	computeSpacing(prog.elems, &spacing{shouldEmitSpace: true}, prog.spaceMap)
	return prog, nil
}

type fmtCompiler struct {
	d    *OpDef
	prog *formatProgram
}

// checkBindings rejects variables bound twice and operands, regions or
// successors the format never mentions, as mlir-tblgen does.
func (c *fmtCompiler) checkBindings(es []*fmtElem) error {
	seen := map[string]bool{}
	all := map[fmtKind]bool{}
	hasCustom := false
	var walk func(es []*fmtElem, inType bool) error
	walk = func(es []*fmtElem, inType bool) error {
		for _, e := range es {
			switch e.kind {
			case fOperand, fAttr, fRegion, fSuccessor:
				if !inType {
					if seen[e.lit] {
						return fmt.Errorf("'%s' is already bound", e.lit)
					}
					seen[e.lit] = true
				}
			case fOperands, fRegions, fSuccessors:
				all[e.kind] = true
			case fCustom:
				hasCustom = true
				for _, a := range e.args {
					if a.kind == fOperand || a.kind == fAttr || a.kind == fRegion || a.kind == fSuccessor {
						seen[a.lit] = true
					}
				}
				continue
			}
			if err := walk(e.then, inType); err != nil {
				return err
			}
			if err := walk(e.els, inType); err != nil {
				return err
			}
			if err := walk(e.args, inType || e.kind == fType || e.kind == fFunctionalType || e.kind == fRef); err != nil {
				return err
			}
		}
		return nil
	}
	if err := walk(es, false); err != nil {
		return err
	}
	if hasCustom {
		return nil
	}
	for i, o := range c.d.Operands {
		if !all[fOperands] && !seen[o.Name] {
			return fmt.Errorf("operand #%d, named '%s', not found", i, o.Name)
		}
	}
	for i, r := range c.d.Regions {
		if !all[fRegions] && !seen[r.Name] {
			return fmt.Errorf("region #%d, named '%s', not found", i, r.Name)
		}
	}
	for i, s := range c.d.Successors {
		if !all[fSuccessors] && !seen[s.Name] {
			return fmt.Errorf("successor #%d, named '%s', not found", i, s.Name)
		}
	}
	return nil
}

func (c *fmtCompiler) elems(in []*fmtASTElem, inDirective bool) ([]*fmtElem, error) {
	var out []*fmtElem
	for _, e := range in {
		el, err := c.elem(e, inDirective)
		if err != nil {
			return nil, err
		}
		out = append(out, el)
	}
	return out, nil
}

func (c *fmtCompiler) variable(name string, inDirective bool) (*fmtElem, error) {
	d := c.d
	for i, o := range d.Operands {
		if o.Name == name {
			return &fmtElem{kind: fOperand, idx: i, lit: name}, nil
		}
	}
	for i, r := range d.Results {
		if r.Name == name {
			if !inDirective {
				return nil, fmt.Errorf("result $%s can only be used inside a type directive", name)
			}
			return &fmtElem{kind: fResultVar, idx: i, lit: name}, nil
		}
	}
	for i, a := range d.Attrs {
		if a.Name == name {
			c.prog.bound = append(c.prog.bound, name)
			return &fmtElem{kind: fAttr, idx: i, lit: name}, nil
		}
	}
	for i, r := range d.Regions {
		if r.Name == name {
			return &fmtElem{kind: fRegion, idx: i, lit: name}, nil
		}
	}
	for i, s := range d.Successors {
		if s.Name == name {
			return &fmtElem{kind: fSuccessor, idx: i, lit: name}, nil
		}
	}
	return nil, fmt.Errorf("unknown variable $%s", name)
}

func (c *fmtCompiler) elem(e *fmtASTElem, inDirective bool) (*fmtElem, error) {
	switch {
	case e.Literal != nil:
		lit := (*e.Literal)[1 : len(*e.Literal)-1]
		switch lit {
		case " ":
			return &fmtElem{kind: fSpace}, nil
		case "":
			return &fmtElem{kind: fNoSpace}, nil
		case `\n`:
			return &fmtElem{kind: fNewline}, nil
		}
		return &fmtElem{kind: fLiteral, lit: lit}, nil
	case e.Var != nil:
		return c.variable((*e.Var)[1:], inDirective)
	case e.Group != nil:
		g := &fmtElem{kind: fOptional, anchor: -1}
		var err error
		if g.then, err = c.elems(e.Group.Then, inDirective); err != nil {
			return nil, err
		}
		if g.els, err = c.elems(e.Group.Else, inDirective); err != nil {
			return nil, err
		}
		for i, t := range e.Group.Then {
			if t.Anchor {
				g.anchor = i
			}
		}
		if g.anchor < 0 {
			return nil, fmt.Errorf("optional group has no anchor (`^`)")
		}
		// As MLIR: leading whitespace (`` ` ` ``, ``` `` ```, `\n`) is
		// skipped when finding the group's first parsable element.
		for g.lead < len(g.then) && isWhitespaceElem(g.then[g.lead]) {
			g.lead++
		}
		if g.lead == len(g.then) {
			return nil, fmt.Errorf("optional group has no parsable element")
		}
		if !e.Group.Q {
			return nil, fmt.Errorf("expected '?' after optional group")
		}
		return g, nil
	}
	dir := e.Directive
	args, err := c.elems(dir.Args, true)
	if err != nil {
		return nil, err
	}
	switch dir.Name {
	case "attr-dict":
		return &fmtElem{kind: fAttrDict}, nil
	case "attr-dict-with-keyword":
		return &fmtElem{kind: fAttrDictKw}, nil
	case "prop-dict":
		c.prog.hasPropDict = true
		return &fmtElem{kind: fPropDict}, nil
	case "operands":
		return &fmtElem{kind: fOperands}, nil
	case "results":
		if !inDirective {
			return nil, fmt.Errorf("'results' can only be used inside a type directive")
		}
		return &fmtElem{kind: fResults}, nil
	case "regions":
		return &fmtElem{kind: fRegions}, nil
	case "successors":
		return &fmtElem{kind: fSuccessors}, nil
	case "type":
		if len(args) != 1 {
			return nil, fmt.Errorf("type directive takes one argument")
		}
		return &fmtElem{kind: fType, args: args}, nil
	case "functional-type":
		if len(args) != 2 {
			return nil, fmt.Errorf("functional-type directive takes two arguments")
		}
		return &fmtElem{kind: fFunctionalType, args: args}, nil
	case "qualified":
		if len(args) != 1 {
			return nil, fmt.Errorf("qualified directive takes one argument")
		}
		a := args[0]
		a.qualified = true
		return a, nil
	case "ref":
		if len(args) != 1 {
			return nil, fmt.Errorf("ref directive takes one argument")
		}
		return &fmtElem{kind: fRef, args: args}, nil
	case "custom":
		if dir.Custom == nil {
			return nil, fmt.Errorf("custom directive needs a name: custom<Name>(...)")
		}
		name := *dir.Custom
		if _, ok := c.d.CustomDirectives[name]; !ok {
			return nil, fmt.Errorf("custom directive %q is not provided by the op definition", name)
		}
		for _, a := range args {
			if a.kind == fAttr {
				// attributes handled by a custom directive are bound too
				continue
			}
		}
		return &fmtElem{kind: fCustom, lit: name, args: args}, nil
	}
	return nil, fmt.Errorf("unknown directive %q", dir.Name)
}

// customArgs describes the custom directive's arguments to Go code.
func (e *fmtElem) customArgs() []CustomArg {
	var out []CustomArg
	var conv func(a *fmtElem) CustomArg
	conv = func(a *fmtElem) CustomArg {
		switch a.kind {
		case fOperand:
			return CustomArg{Kind: "operand", Name: a.lit}
		case fResultVar:
			return CustomArg{Kind: "result", Name: a.lit}
		case fAttr:
			return CustomArg{Kind: "attr", Name: a.lit}
		case fRegion:
			return CustomArg{Kind: "region", Name: a.lit}
		case fSuccessor:
			return CustomArg{Kind: "successor", Name: a.lit}
		case fAttrDict:
			return CustomArg{Kind: "attr-dict"}
		case fType:
			in := conv(a.args[0])
			return CustomArg{Kind: "type", Name: in.Name, Of: &in}
		case fRef:
			in := conv(a.args[0])
			return CustomArg{Kind: "ref", Name: in.Name, Of: &in}
		}
		return CustomArg{Kind: "unknown"}
	}
	for _, a := range e.args {
		out = append(out, conv(a))
	}
	return out
}

func isKeywordLiteral(s string) bool {
	return s != "" && (isLetter(s[0]) || s[0] == '_') && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '_' || r == '.' || r == '$' || r == '-' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9')
	}) < 0
}

func isWhitespaceElem(e *fmtElem) bool {
	return e.kind == fSpace || e.kind == fNoSpace || e.kind == fNewline
}
