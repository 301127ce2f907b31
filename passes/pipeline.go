package passes

import (
	"errors"
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The textual pipeline grammar, upstream MLIR's:
//
//	pipeline         ::= element (',' element)*
//	element          ::= op-name '(' pipeline? ')'      a nested pass manager
//	                   | pass-name options?             a pass or a named pipeline
//	options          ::= '{' (option (ws option)*)? '}'
//	option           ::= key ('=' value)?
//	value            ::= (word | quoted | '{' ... '}')+  lists are a,b,c
//
// Examples:
//
//	builtin.module(func.func(canonicalize{max-iterations=3 test-convergence},cse),symbol-dce)
//	any(cse)
//	canonicalize{disable-patterns=a,b region-simplify="normal"}

// pipelineLexer switches to the option state inside braces, where
// whitespace separates options and values are free text.
var pipelineLexer = lexer.MustStateful(lexer.Rules{
	"Root": {
		{Name: "Whitespace", Pattern: `[ \t\r\n]+`},
		{Name: "Ident", Pattern: `[A-Za-z_][A-Za-z0-9_.\-]*`},
		{Name: "LBrace", Pattern: `\{[ \t\r\n]*`, Action: lexer.Push("Opts")},
		{Name: "Punct", Pattern: `[(),]`},
	},
	"Opts": {
		{Name: "RBrace", Pattern: `[ \t\r\n]*\}`, Action: lexer.Pop()},
		{Name: "LBrace", Pattern: `\{[ \t\r\n]*`, Action: lexer.Push("Opts")},
		{Name: "Sep", Pattern: `[ \t\r\n]+`},
		{Name: "Str", Pattern: `"[^"]*"|'[^']*'`},
		{Name: "Eq", Pattern: `=`},
		{Name: "Word", Pattern: `[^ \t\r\n{}"'=]+`},
	},
})

type pipelineAST struct {
	Elems []*elementAST `parser:"@@ ( \",\" @@ )*"`
}

type elementAST struct {
	Pos     lexer.Position
	Name    string      `parser:"@Ident"`
	Nested  *nestedAST  `parser:"( \"(\" @@ \")\""`
	Options *optionsAST `parser:"| @@ )?"`
}

type nestedAST struct {
	Pos   lexer.Position
	Elems []*elementAST `parser:"( @@ ( \",\" @@ )* )?"`
}

type optionsAST struct {
	Pos    lexer.Position
	Tokens []lexer.Token
	Opts   []*optionAST `parser:"LBrace ( @@ ( Sep @@ )* )? RBrace"`
}

type optionAST struct {
	Key   string    `parser:"@Word"`
	Value *valueAST `parser:"( Eq @@ )?"`
}

type valueAST struct {
	Tokens []lexer.Token
	Parts  []*valuePart `parser:"@@+"`
}

type valuePart struct {
	Text   string      `parser:"@Word | @Str | @Eq"`
	Braced *bracedText `parser:"| @@"`
}

type bracedText struct {
	Parts []*bracedPart `parser:"LBrace @@* RBrace"`
}

type bracedPart struct {
	Text   string      `parser:"@Word | @Str | @Eq | @Sep"`
	Braced *bracedText `parser:"| @@"`
}

var pipelineParser = participle.MustBuild[pipelineAST](
	participle.Lexer(pipelineLexer),
	participle.Elide("Whitespace"),
	participle.UseLookahead(4),
)

// PipelineError is a malformed or unresolvable pipeline text: the message
// and the byte offset it points at.
type PipelineError struct {
	Text    string
	Offset  int
	Message string
}

// Error prints the message as mlir-opt does, with the text and a caret:
//
//	MLIR Textual PassPipeline Parser:1:11: error: 'foo' does not refer to a registered pass or pass pipeline
//	builtin.module(foo)
//	               ^
func (e *PipelineError) Error() string {
	line, col := 1, 1
	lineStart := 0
	for i := 0; i < e.Offset && i < len(e.Text); i++ {
		if e.Text[i] == '\n' {
			line++
			col = 1
			lineStart = i + 1
		} else {
			col++
		}
	}
	lineText := e.Text[lineStart:]
	if j := strings.IndexByte(lineText, '\n'); j >= 0 {
		lineText = lineText[:j]
	}
	return fmt.Sprintf("MLIR Textual PassPipeline Parser:%d:%d: error: %s\n%s\n%s^",
		line, col, e.Message, lineText, strings.Repeat(" ", col-1))
}

// parsePipelineText parses text into its syntax tree.
func parsePipelineText(text string) (*pipelineAST, error) {
	if strings.TrimSpace(text) == "" {
		return &pipelineAST{}, nil
	}
	ast, err := pipelineParser.ParseString("", text)
	if err == nil {
		return ast, nil
	}
	return nil, translateParseError(text, err)
}

// translateParseError turns participle's error into a PipelineError with
// upstream's wording where one applies.
func translateParseError(text string, err error) error {
	var perr participle.Error
	off := len(text)
	msg := err.Error()
	if errors.As(err, &perr) {
		off = perr.Position().Offset
		msg = perr.Message()
	}
	if off > len(text) {
		off = len(text)
	}
	// Describe the common mistakes in upstream's words.
	opens, closes := strings.Count(text, "("), strings.Count(text, ")")
	braceOpen, braceClose := strings.Count(text, "{"), strings.Count(text, "}")
	switch {
	case braceOpen > braceClose:
		msg = "missing closing '}' while processing pass options"
		off = strings.LastIndexByte(text, '{')
	case opens != closes:
		msg = "encountered unbalanced parentheses while parsing pipeline"
		if opens > closes {
			off = strings.LastIndexByte(text, '(') + 1
		} else {
			off = strings.LastIndexByte(text, ')')
		}
	case strings.Contains(msg, "unexpected token"):
		msg = "expected a pass name, an op name followed by '(', ',' or ')'; " + msg
	}
	return &PipelineError{Text: text, Offset: off, Message: msg}
}

// optionText reconstructs the text between an options group's braces.
func (o *optionsAST) optionText() string {
	var b strings.Builder
	for i, t := range o.Tokens {
		v := t.Value
		if i == 0 {
			v = strings.TrimLeft(v, "{ \t\r\n")
		}
		if i == len(o.Tokens)-1 {
			v = strings.TrimRight(v, "} \t\r\n")
		}
		b.WriteString(v)
	}
	return b.String()
}

// valueText reconstructs an option value's text.
func (v *valueAST) valueText() string {
	var b strings.Builder
	for _, t := range v.Tokens {
		b.WriteString(t.Value)
	}
	return b.String()
}
