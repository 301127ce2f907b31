package lit

import (
	"testing"
)

// FuzzParseShell checks that no command line makes the shell parser panic, and that what
// it parses prints back to a line that parses to the same tree.
func FuzzParseShell(f *testing.F) {
	for _, s := range []string{
		`echo 'a b' "c\"d" e\ f | FileCheck %s`,
		`a && b || c ; d`,
		`! a 2>&1 >f <g &>h >&2 2>>i`,
		`not --crash cmd > /dev/null`,
		`'unterminated`,
		`a |`,
		`x*y? [z]`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		n, err := ParseShell(line)
		if err != nil {
			return
		}
		printed := n.String()
		n2, err := ParseShell(stripParens(printed))
		if err != nil {
			t.Fatalf("%q printed as %q, which does not parse: %v", line, printed, err)
		}
		if got := n2.String(); got != printed {
			t.Fatalf("%q printed as %q, which reparses as %q", line, printed, got)
		}
	})
}

// stripParens turns Seq's printed parentheses back into plain text: the grammar has no
// parentheses, and left-grouping makes them redundant for a printed tree of && and ||.
// Parentheses inside quotes are kept.
func stripParens(s string) string {
	var out []byte
	quote := byte(0)
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'':
			quote = c
		case c == '\\':
			out = append(out, c)
			if i+1 < len(s) {
				i++
				out = append(out, s[i])
			}
			continue
		case c == '(' || c == ')':
			continue
		}
		out = append(out, c)
	}
	return string(out)
}

// FuzzParseScript checks that no test file makes the directive parser panic.
func FuzzParseScript(f *testing.F) {
	for _, s := range []string{
		"// RUN: a \\\n// RUN: b\n// CHECK: x\n",
		"# REQUIRES: a && (b || !c)\n# XFAIL: *\n# RUN: true\n",
		"; DEFINE: %{x} = y\n; REDEFINE: %{x} = z\n; RUN: %{x} %(line+1)\n",
		"RUN: x \\\n",
		"ALLOW_RETRIES: 9\nRUN: x\nEND.\nRUN: y\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s, err := ParseScript("t", data)
		if err != nil {
			return
		}
		f := newFeatureSet([]string{"a"})
		unsupportedReason(s, f)
		expectedToFail(s, f)
		sub := &substituter{sourcePath: "/s", sourceDir: "/", tmpBase: "/t", tmpDir: "/"}
		for _, c := range s.Commands {
			ParseShell(sub.expand(c))
		}
	})
}
