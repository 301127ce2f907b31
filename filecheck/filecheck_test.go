package filecheck

import (
	"bytes"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// run checks input against check with opts and returns the exit code and diagnostics.
func run(t *testing.T, check, input string, opts Options) (int, string) {
	t.Helper()
	var errs bytes.Buffer
	code := Check("check.txt", []byte(check), "input.txt", []byte(input), opts, &errs)
	return code, errs.String()
}

func TestCheckBehaviours(t *testing.T) {
	tests := []struct {
		name, check, input string
		opts               Options
		want               int
		wantDiag           string // a substring of the diagnostics
	}{
		{"plain", "CHECK: foo\n", "x foo y\n", Options{}, 0, ""},
		{"plain-missing", "CHECK: foo\n", "bar\n", Options{}, 1, "check.txt:1:8: error: CHECK: expected string not found in input"},
		{"whitespace-folding", "CHECK: a   b\n", "a \t b\n", Options{}, 0, ""},
		{"strict-whitespace", "CHECK: a b\n", "a  b\n", Options{StrictWhitespace: true}, 1, ""},
		{"next-ok", "CHECK: a\nCHECK-NEXT: b\n", "a\nb\n", Options{}, 0, ""},
		{"next-wrong-line", "CHECK: a\nCHECK-NEXT: b\n", "a\n\nb\n", Options{}, 1, "is not on the line after the previous match"},
		{"next-same-line", "CHECK: a\nCHECK-NEXT: b\n", "a b\n", Options{}, 1, "is on the same line as previous match"},
		{"same", "CHECK: a\nCHECK-SAME: b\n", "a b\n", Options{}, 0, ""},
		{"same-wrong", "CHECK: a\nCHECK-SAME: b\n", "a\nb\n", Options{}, 1, "is not on the same line"},
		{"not", "CHECK: a\nCHECK-NOT: x\nCHECK: b\n", "a x b\n", Options{}, 1, "excluded string found in input"},
		{"dag-any-order", "CHECK-DAG: b\nCHECK-DAG: a\n", "a\nb\n", Options{}, 0, ""},
		{"dag-no-overlap", "CHECK-DAG: a\nCHECK-DAG: a\n", "a\n", Options{}, 1, ""},
		{"label-blocks", "CHECK-LABEL: f1\nCHECK: x\nCHECK-LABEL: f2\nCHECK: y\n", "f1\ny\nf2\nx\n", Options{}, 1, ""},
		{"empty", "CHECK: a\nCHECK-EMPTY:\nCHECK-NEXT: b\n", "a\n\nb\n", Options{}, 0, ""},
		{"count", "CHECK-COUNT-3: x\n", "x x\nx\n", Options{}, 0, ""},
		{"count-short", "CHECK-COUNT-3: x\n", "x x\n", Options{}, 1, "(3 out of 3)"},
		{"regex", "CHECK: a{{[0-9]+}}b\n", "a123b\n", Options{}, 0, ""},
		{"regex-escape-is-literal", `CHECK: {{\d}}` + "\n", "d\n", Options{}, 0, ""},
		{"regex-negated-class-stops-at-newline", "CHECK: a{{[^x]*}}b\n", "a\nb\n", Options{}, 1, ""},
		{"variable", "CHECK: %[[V:[a-z]+]] =\nCHECK: use %[[V]]\n", "%foo =\nuse %foo\n", Options{}, 0, ""},
		{"variable-mismatch", "CHECK: %[[V:[a-z]+]] =\nCHECK: use %[[V]]\n", "%foo =\nuse %bar\n", Options{}, 1, `with "V" equal to "foo"`},
		{"same-line-backref", "CHECK: [[X:[a-z]+]] [[X]]\n", "ab ab\n", Options{}, 0, ""},
		{"numeric", "CHECK: [[#N:]]\nCHECK: [[#N+1]]\n", "41\n42\n", Options{}, 0, ""},
		{"numeric-hex", "CHECK: [[#%x,A:]]\nCHECK: [[#A+1]]\n", "ff\n100\n", Options{}, 0, ""},
		{"numeric-precision", "CHECK: [[#%.3d,N:]]\nCHECK: [[#N+1]]\n", "007\n008\n", Options{}, 0, ""},
		{"numeric-same-line", "CHECK: [[#N:]] [[#N+1]]\n", "7 8\n", Options{}, 2, "defined earlier in the same CHECK directive"},
		{"line", "CHECK: a\nCHECK: [[@LINE]] [[#@LINE-1]]\n", "a\n2 1\n", Options{}, 0, ""},
		{"define", "CHECK: [[V]]\n", "hello\n", Options{Defines: []string{"V=hello"}}, 0, ""},
		{"define-numeric", "CHECK: [[#N+1]]\n", "6\n", Options{Defines: []string{"#N=5"}}, 0, ""},
		{"implicit-check-not", "CHECK: a\nCHECK: b\n", "a\nx\nb\n", Options{ImplicitCheckNot: []string{"x"}}, 1, "IMPLICIT-CHECK-NOT"},
		{"match-full-lines", "CHECK: abc\n", "xabc\n", Options{MatchFullLines: true}, 1, ""},
		{"ignore-case", "CHECK: FOO\n", "foo\n", Options{IgnoreCase: true}, 0, ""},
		{"var-scope", "CHECK-LABEL: f\nCHECK: [[X:[a-z]+]]\nCHECK-LABEL: g\nCHECK: [[X]]\n", "f\nab\ng\nab\n", Options{EnableVarScope: true}, 1, "undefined variable: X"},
		{"literal", "CHECK{LITERAL}: [[x]]\n", "[[x]]\n", Options{}, 0, ""},
		{"comment", "COM: CHECK: nothing\nCHECK: a\n", "a\n", Options{}, 0, ""},
		{"prefixes", "A: x\nB: y\n", "x y\n", Options{CheckPrefixes: []string{"A", "B"}}, 0, ""},

		// Check files FileCheck rejects: exit 2, the check line named.
		{"no-checks", "nothing\n", "a\n", Options{}, 2, "no check strings found with prefix 'CHECK:'"},
		{"empty-pattern", "CHECK:\n", "a\n", Options{}, 2, "found empty check string"},
		{"unterminated-regex", "CHECK: {{a\n", "a\n", Options{}, 2, "check.txt:1:8: error: found start of regex string with no end '}}'"},
		{"bad-regex", "CHECK: {{a|}}\n", "a\n", Options{}, 2, "invalid regex: empty (sub)expression"},
		{"next-first", "CHECK-NEXT: a\n", "a\n", Options{}, 2, "found 'CHECK-NEXT' without previous 'CHECK: line"},
		{"bad-not-combo", "CHECK-DAG-NOT: a\n", "a\n", Options{}, 2, "unsupported -NOT combo"},
		{"bad-count", "CHECK-COUNT-0: a\n", "a\n", Options{}, 2, "invalid count"},
		{"label-with-variable", "CHECK-LABEL: [[X:a]]\n", "a\n", Options{}, 2, "with variable definition or use"},
		{"bad-define", "CHECK: a\n", "a\n", Options{Defines: []string{"NOEQUALS"}}, 2, "Missing equal sign"},
		{"empty-input", "CHECK: a\n", "", Options{}, 2, "is empty"},
		{"invalid-prefix", "CHECK: a\n", "a\n", Options{CheckPrefixes: []string{"A B"}}, 2, "Supplied check-prefix is invalid"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, diag := run(t, tt.check, tt.input, tt.opts)
			if code != tt.want {
				t.Errorf("exit code %d, want %d\n%s", code, tt.want, diag)
			}
			if tt.wantDiag != "" && !strings.Contains(diag, tt.wantDiag) {
				t.Errorf("diagnostics lack %q:\n%s", tt.wantDiag, diag)
			}
		})
	}
}

func TestEREToRE2(t *testing.T) {
	tests := []struct {
		ere     string
		matches []string
		rejects []string
	}{
		{`[[:alpha:]]+`, []string{"abc"}, []string{"123"}},
		{`a\.b`, []string{"a.b"}, []string{"axb"}},
		{`[\d]`, []string{`\`, "d"}, []string{"1"}},
		{`[]a]`, []string{"]", "a"}, []string{"b"}},
		{`a{2,3}`, []string{"aa"}, []string{"a"}},
		{`a{,3}`, []string{"a{,3}"}, []string{"aaa"}},
		{`(a|b)c`, []string{"ac", "bc"}, []string{"c"}},
		{`(a)\1`, []string{"aa"}, []string{"ab"}},
		{`[[:<:]]foo`, []string{"a foo"}, []string{"afoo"}},
	}
	for _, tt := range tests {
		re, err := compileERE(tt.ere, false)
		if err != nil {
			t.Errorf("%s: %v", tt.ere, err)
			continue
		}
		for _, s := range tt.matches {
			if re.find(s) == nil {
				t.Errorf("%s does not match %q", tt.ere, s)
			}
		}
		for _, s := range tt.rejects {
			if m := re.find(s); m != nil {
				t.Errorf("%s matches %q at %v", tt.ere, s, m)
			}
		}
	}
	for _, bad := range []string{``, `a|`, `*a`, `a**`, `a+?`, `(?i)a`, `(a`, `a)`, `[a`, `[[:foo:]]`, `a{3,2}`, `a{256}`, `\`, `\1`, `[b-a]`} {
		if _, _, err := parseERE(bad, 0); err == nil {
			t.Errorf("parseERE(%q) accepted an invalid ERE", bad)
		}
	}
}

func TestNumericFormats(t *testing.T) {
	got := []string{}
	for _, f := range []numFormat{{kind: fmtUnsigned}, {kind: fmtSigned, precision: 4}, {kind: fmtHexLower, alternate: true}, {kind: fmtHexUpper, precision: 2}} {
		s, err := f.format(bigInt(10))
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, s+" ~ "+f.wildcardRegex())
	}
	want := []string{
		"10 ~ [0-9]+",
		"0010 ~ -?([1-9][0-9]*)?[0-9]{4}",
		"0xa ~ 0x[0-9a-f]+",
		"0A ~ ([1-9A-F][0-9A-F]*)?[0-9A-F]{2}",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("formats (-want +got):\n%s", diff)
	}
	if _, err := (numFormat{kind: fmtUnsigned}).format(bigInt(-1)); err == nil {
		t.Error("a negative value printed as unsigned")
	}
}

// FuzzParsePattern feeds arbitrary check-file lines through the whole
// checker: parse errors are fine, panics and hangs are not.
func FuzzParsePattern(f *testing.F) {
	f.Add("CHECK: foo [[X:[0-9]+]] {{.*}} [[#N+1]]")
	f.Fuzz(func(t *testing.T, line string) {
		if len(line) > 4096 {
			return
		}
		input := "foo 12 bar\n%0 = arith.constant 1 : i32\n" + line + "\n"
		var errs bytes.Buffer
		for _, opts := range []Options{{}, {MatchFullLines: true, StrictWhitespace: true}, {IgnoreCase: true, Defines: []string{"#N=1", "X=1"}}} {
			code := Check("fuzz.txt", []byte(line+"\nCHECK-DAG: x\nCHECK-NOT: y\n"), "in.txt", []byte(input), opts, &errs)
			if code < 0 || code > 2 {
				t.Fatalf("exit code %d", code)
			}
		}
	})
}
