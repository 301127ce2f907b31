package lit

import (
	"reflect"
	"strings"
	"testing"
)

func TestParseScriptRunLines(t *testing.T) {
	src := strings.Join([]string{
		"// RUN: strata-opt %s \\",                         // 1
		"// RUN:   --canonicalize \\",                      // 2
		"// RUN: | FileCheck %s",                           // 3
		"# RUN: echo one",                                  // 4
		"; RUN: echo two   ",                               // 5
		"// CHECK: RUN: is not a directive?",               // 6: it is one, as in lit
		"// CHECK-RUN: not one",                            // 7
		"//XRUN: not one either",                           // 8
		"RUN: echo %(line) %(line+2) %(line - 1) %%(line)", // 9
		"// END.",
		"// RUN: never read",
	}, "\n")
	s, err := ParseScript("t.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	want := []RunCommand{
		{Line: 1, Text: "strata-opt %s    --canonicalize  | FileCheck %s"},
		{Line: 4, Text: "echo one"},
		{Line: 5, Text: "echo two"},
		{Line: 6, Text: "is not a directive?"},
		{Line: 9, Text: "echo 9 11 8 %%(line)"},
	}
	if !reflect.DeepEqual(s.Commands, want) {
		t.Errorf("commands:\n got %+v\nwant %+v", s.Commands, want)
	}
}

func TestParseScriptDirectives(t *testing.T) {
	src := `
// RUN: true
// REQUIRES: asserts, x86 || arm
// REQUIRES: !windows
// UNSUPPORTED: system-darwin
// XFAIL: *
// XFAIL: foo && bar
// ALLOW_RETRIES: 3
`
	s, err := ParseScript("t.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	exprs := func(items []FeatureItem) []string {
		var out []string
		for _, it := range items {
			out = append(out, it.Expr)
		}
		return out
	}
	if got, want := exprs(s.Requires), []string{"asserts", "x86 || arm", "!windows"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Requires = %q, want %q", got, want)
	}
	if got, want := exprs(s.Unsupported), []string{"system-darwin"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Unsupported = %q, want %q", got, want)
	}
	if got, want := exprs(s.XFail), []string{"*", "foo && bar"}; !reflect.DeepEqual(got, want) {
		t.Errorf("XFail = %q, want %q", got, want)
	}
	if s.AllowRetries != 3 {
		t.Errorf("AllowRetries = %d, want 3", s.AllowRetries)
	}
}

func TestParseScriptDefines(t *testing.T) {
	src := `
// DEFINE: %{opt} = strata-opt --a
// RUN: %{opt} %s
// REDEFINE: %{opt} = strata-opt --b
// DEFINE: %{check} = FileCheck
// RUN: %{opt} %s | %{check} %s
`
	s, err := ParseScript("t.mlir", []byte(src))
	if err != nil {
		t.Fatal(err)
	}
	sub := &substituter{sourcePath: "/t.mlir"}
	var got []string
	for _, c := range s.Commands {
		got = append(got, sub.expand(c))
	}
	want := []string{"strata-opt --a /t.mlir", "strata-opt --b /t.mlir | FileCheck /t.mlir"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("expanded = %q, want %q", got, want)
	}
}

func TestParseScriptErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"no directives here\n", "t.test: error: test has no 'RUN:' line"},
		{"RUN: echo \\\n", `t.test:1: error: RUN line ends in '\' but no RUN line follows it`},
		{"RUN: a \\\nRUN: b \\\n\n", `t.test:1: error: RUN line ends in '\'`},
		{"RUN: true\nREQUIRES: a &&\n", "t.test:2: error: REQUIRES: feature expression ends early"},
		{"RUN: true\nUNSUPPORTED: (a\n", "t.test:2: error: UNSUPPORTED: missing ')'"},
		{"RUN: true\nREQUIRES: *\n", "t.test:2: error: REQUIRES: '*' is not allowed here"},
		{"RUN: true\nXFAIL: ,\n", "t.test:2: error: XFAIL: needs at least one feature"},
		{"RUN: true\nALLOW_RETRIES: x\n", `t.test:2: error: ALLOW_RETRIES: wants a count, got "x"`},
		{"RUN: true\nALLOW_RETRIES: 1\nALLOW_RETRIES: 2\n", "t.test:3: error: ALLOW_RETRIES: given twice"},
		{"RUN: true\nDEFINE: x = y\n", "t.test:2: error: DEFINE: wants '%{name} = value'"},
		{"RUN: true\nDEFINE: %{x} = 1\nDEFINE: %{x} = 2\n", "t.test:3: error: DEFINE: %{x} is already defined"},
		{"RUN: true\nREDEFINE: %{x} = 1\n", "t.test:2: error: REDEFINE: %{x} is not defined"},
		{"RUN: echo %(line+)\n", "t.test:1: error: malformed %(line)"},
	}
	for _, tc := range tests {
		_, err := ParseScript("t.test", []byte(tc.src))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("ParseScript(%q) error = %v, want prefix %q", tc.src, err, tc.want)
		}
	}
}

func TestFeatureExpressions(t *testing.T) {
	f := newFeatureSet([]string{"linux", "x86_64", "cuda-12.4", "asserts"})
	tests := []struct {
		expr string
		want bool
	}{
		{"linux", true},
		{"windows", false},
		{"!windows", true},
		{"!!linux", true},
		{"linux && asserts", true},
		{"linux && windows", false},
		{"windows || asserts", true},
		{"windows || darwin && linux", false}, // && binds tighter
		{"(windows || darwin) && linux", false},
		{"windows || (darwin || linux) && asserts", true},
		{"true", true},
		{"false || !true", false},
		{"cuda-{{[0-9]+}}.4", true},
		{"cuda-{{1[01]}}.{{.*}}", false},
		{"{{x86.*}}", true},
	}
	for _, tc := range tests {
		got, err := f.eval(tc.expr)
		if err != nil || got != tc.want {
			t.Errorf("eval(%q) = %v, %v; want %v", tc.expr, got, err, tc.want)
		}
	}
	for _, bad := range []string{"", "a &&", "&& a", "(a", "a)", "a b", "{{a", "{{(}}", "a & b"} {
		if _, err := f.eval(bad); err == nil {
			t.Errorf("eval(%q) accepted a malformed expression", bad)
		}
	}
}

func TestRequiresUnsupportedXFail(t *testing.T) {
	f := newFeatureSet([]string{"linux", "asserts"})
	tests := []struct {
		directives  string
		unsupported string // substring of the reason, "" when the test runs
		xfail       bool
	}{
		{"REQUIRES: linux, asserts", "", false},
		{"REQUIRES: linux, cuda, rocm", "not available: cuda, rocm", false},
		{"REQUIRES: cuda || linux", "", false},
		{"UNSUPPORTED: windows, linux", "UNSUPPORTED: linux", false},
		{"UNSUPPORTED: windows", "", false},
		{"UNSUPPORTED: *", "everywhere", false},
		{"XFAIL: *", "", true},
		{"XFAIL: windows, asserts", "", true},
		{"XFAIL: windows", "", false},
		{"XFAIL: linux && !asserts", "", false},
	}
	for _, tc := range tests {
		s, err := ParseScript("t", []byte("RUN: true\n"+strings.ReplaceAll(tc.directives, "\n", "\n")+"\n"))
		if err != nil {
			t.Fatal(err)
		}
		reason, ferr := unsupportedReason(s, f)
		if ferr != nil {
			t.Fatalf("%s: %v", tc.directives, ferr.msg)
		}
		if tc.unsupported == "" && reason != "" || !strings.Contains(reason, tc.unsupported) {
			t.Errorf("%s: unsupported reason %q, want %q", tc.directives, reason, tc.unsupported)
		}
		xf, _ := expectedToFail(s, f)
		if xf != tc.xfail {
			t.Errorf("%s: expectedToFail = %v, want %v", tc.directives, xf, tc.xfail)
		}
	}
}

func TestSubstitutions(t *testing.T) {
	sub := &substituter{
		sourcePath: "/src/dir/a.mlir",
		sourceDir:  "/src/dir",
		tmpBase:    "/tmp/x/Output/a.mlir",
		tmpDir:     "/tmp/x/Output",
		config: []Substitution{
			{"%{check}", "FileCheck --strict-whitespace %s"},
			{"%{opt}", "strata-opt"},
		},
		tools: []resolvedTool{
			{"strata-opt", "/bin/d/strata-opt"},
			{"FileCheck", "/bin/d/strata-filecheck"},
		},
	}
	tests := []struct{ in, want string }{
		{"%s %S %p", "/src/dir/a.mlir /src/dir /src/dir"},
		{"%t %T %basename_t", "/tmp/x/Output/a.mlir.tmp /tmp/x/Output a.mlir"},
		{"%t.out %t/sub", "/tmp/x/Output/a.mlir.tmp.out /tmp/x/Output/a.mlir.tmp/sub"},
		{"%%s 100%% %%%s", "%s 100% %/src/dir/a.mlir"},
		{"a%{pathsep}b", "a:b"},
		{"%/s", "/src/dir/a.mlir"},
		{"%q %", "%q %"},
		{"strata-opt %s | FileCheck %s", "/bin/d/strata-opt /src/dir/a.mlir | /bin/d/strata-filecheck /src/dir/a.mlir"},
		// Tool names inside other names or paths are left alone.
		{"not-FileCheck FileCheck.py %S/FileCheck x/strata-opt strata-opt-2", "not-FileCheck FileCheck.py /src/dir/FileCheck x/strata-opt strata-opt-2"},
		{"'FileCheck' (FileCheck)", "'/bin/d/strata-filecheck' (/bin/d/strata-filecheck)"},
		{"%{opt} %s | %{check}", "/bin/d/strata-opt /src/dir/a.mlir | /bin/d/strata-filecheck --strict-whitespace /src/dir/a.mlir"},
		{"%%{opt}", "%{opt}"},
	}
	for _, tc := range tests {
		if got := sub.expand(RunCommand{Text: tc.in}); got != tc.want {
			t.Errorf("expand(%q) =\n  %q, want\n  %q", tc.in, got, tc.want)
		}
	}
}

func TestSubstitutedPercentIsNotReexpanded(t *testing.T) {
	sub := &substituter{sourcePath: "/a%t/x.mlir", sourceDir: "/a%t", tmpBase: "/T/x.mlir", tmpDir: "/T"}
	if got, want := sub.expand(RunCommand{Text: "%s %t"}), "/a%t/x.mlir /T/x.mlir.tmp"; got != want {
		t.Errorf("expand = %q, want %q", got, want)
	}
}
