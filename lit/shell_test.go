package lit

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

// words lexes s and returns the texts of its word tokens, or the lex error.
func words(t *testing.T, s string) []string {
	t.Helper()
	toks, err := lexShell(s)
	if err != nil {
		t.Fatalf("lexShell(%q): %v", s, err)
	}
	var out []string
	for _, tok := range toks {
		if tok.kind == tokWord {
			out = append(out, tok.word.Text)
		}
	}
	return out
}

func TestLexQuoting(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{`a b   c`, []string{"a", "b", "c"}},
		{`'a b' "c d"`, []string{"a b", "c d"}},
		{`a'b c'd"e f"g`, []string{"ab cde fg"}},
		{`'it''s'`, []string{"its"}},
		{`"say \"hi\"" 'no \escape'`, []string{`say "hi"`, `no \escape`}},
		{`"a\b" "\\" "\$x"`, []string{`a\b`, `\`, `$x`}},
		{`a\ b \'c\"`, []string{"a b", `'c"`}},
		{`'' ""`, []string{"", ""}},
		{`"a|b" 'c;d' e\|f`, []string{"a|b", "c;d", "e|f"}},
		{`$HOME ~ {a,b}`, []string{"$HOME", "~", "{a,b}"}},
		{`tab	sep`, []string{"tab", "sep"}},
		{`trailing\`, []string{`trailing\`}},
		{`--check-prefix=CHECK,FOO`, []string{"--check-prefix=CHECK,FOO"}},
	}
	for _, tc := range tests {
		if got := words(t, tc.in); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("words(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestLexGlobPattern(t *testing.T) {
	toks, err := lexShell(`*.mlir 'a*'b? "x"[ab]`)
	if err != nil {
		t.Fatal(err)
	}
	want := []Word{
		{Text: "*.mlir", Pattern: "*.mlir"},
		{Text: "a*b?", Pattern: `a\*b?`, Quoted: true},
		{Text: "x[ab]", Pattern: "x[ab]", Quoted: true},
	}
	for i, w := range want {
		if toks[i].word != w {
			t.Errorf("word %d = %+v, want %+v", i, toks[i].word, w)
		}
	}
}

func TestLexOperators(t *testing.T) {
	toks, err := lexShell(`a|b||c&&d;e 2>&1 >f >>g <h 2>i 2>>j &>k &>>l >&m 1>&2`)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, tok := range toks {
		switch tok.kind {
		case tokWord:
			got = append(got, tok.word.Text)
		case tokRedirect:
			got = append(got, fmt.Sprintf("%s@%d", tok.op, tok.fd))
		default:
			got = append(got, tokNames[tok.kind])
		}
	}
	// fd -1: the operator names no descriptor, so the parser picks the default.
	want := []string{"a", "'|'", "b", "'||'", "c", "'&&'", "d", "';'", "e",
		">&@2", "1", ">@-1", "f", ">>@-1", "g", "<@-1", "h", ">@2", "i", ">>@2", "j",
		"&>@-1", "k", "&>>@-1", "l", ">&@-1", "m", ">&@1", "2", "end of line"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("tokens:\n got %q\nwant %q", got, want)
	}
}

func TestParse(t *testing.T) {
	tests := []struct{ in, want string }{
		{`echo hi`, `echo hi`},
		{`a | b | c`, `a | b | c`},
		{`a && b || c`, `((a && b) || c)`},
		{`a || b && c`, `((a || b) && c)`},
		// ';' binds loosest, as in sh.
		{`a ; b && c`, `(a ; (b && c))`},
		{`a && b ; c || d`, `((a && b) ; (c || d))`},
		{`a | b && c | d`, `(a | b && c | d)`},
		{`a;`, `a`},
		{`! a | b`, `! a | b`},
		{`'!' a`, `'!' a`},
		{`cmd <in >out 2>&1`, `cmd < in > out 2>&1`},
		{`cmd 2>err >>app 1>&2`, `cmd 2> err >> app >&2`},
		{`cmd &>both`, `cmd &> both`},
		{`cmd >&both`, `cmd &> both`},
		{`cmd >&2`, `cmd >&2`},
		{`>out`, `> out`},
		{`echo "a b" 'c'`, `echo 'a b' c`},
	}
	for _, tc := range tests {
		n, err := ParseShell(tc.in)
		if err != nil {
			t.Errorf("ParseShell(%q): %v", tc.in, err)
			continue
		}
		if got := n.String(); got != tc.want {
			t.Errorf("ParseShell(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in  string
		pos int
		msg string
	}{
		{`echo 'abc`, 5, "unterminated single quote"},
		{`echo "abc`, 5, "unterminated double quote"},
		{`a |`, 2, "missing command after '|'"},
		{`a &&`, 2, "missing command after '&&'"},
		{`| a`, 0, "missing command before '|'"},
		{`a && || b`, 5, "missing command before '||'"},
		{`a ; ; b`, 4, "missing command before ';'"},
		{`a >`, 2, "needs a file name, got end of line"},
		{`a > | b`, 2, "needs a file name, got '|'"},
		{`a 2>&x`, 5, "needs a descriptor"},
		{`a 3>f`, 2, "only descriptors 0, 1 and 2"},
		{`a & b`, 2, "background jobs"},
		{`(a)`, 0, "subshells"},
		{`a << EOF`, 2, "here-documents"},
		{``, 0, "empty command"},
		{`   `, 3, "empty command"},
	}
	for _, tc := range tests {
		_, err := ParseShell(tc.in)
		se, ok := err.(*SyntaxError)
		if !ok {
			t.Errorf("ParseShell(%q) error = %v, want a SyntaxError", tc.in, err)
			continue
		}
		if se.Pos != tc.pos || !strings.Contains(se.Msg, tc.msg) {
			t.Errorf("ParseShell(%q) error = %d: %s, want %d: ...%s...", tc.in, se.Pos, se.Msg, tc.pos, tc.msg)
		}
	}
}

func TestShellQuoteRoundTrip(t *testing.T) {
	for _, s := range []string{"", "plain", "a b", "it's", `back\slash`, "a|b", "*", "--x=y", "tab\tx"} {
		got := words(t, shellQuote(s))
		if len(got) != 1 || got[0] != s {
			t.Errorf("shellQuote(%q) = %s reads back as %q", s, shellQuote(s), got)
		}
	}
}
