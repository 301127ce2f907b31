package lit

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"
)

// writeTree creates the files under root; a name ending in "/" is a folder.
func writeTree(t *testing.T, root string, files map[string]string) {
	t.Helper()
	for name, body := range files {
		p := filepath.Join(root, filepath.FromSlash(name))
		if strings.HasSuffix(name, "/") {
			if err := os.MkdirAll(p, 0o777); err != nil {
				t.Fatal(err)
			}
			continue
		}
		if err := os.MkdirAll(filepath.Dir(p), 0o777); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body), 0o666); err != nil {
			t.Fatal(err)
		}
	}
}

func TestParseConfig(t *testing.T) {
	src := `
# a comment
name: Strata
suffixes: .mlir .ll
suffixes: .test
excludes: Inputs
tools: strata-opt FileCheck=strata-filecheck
substitution: %{opt} = strata-opt --verify-each=true
available_features: asserts x86
env: LC_ALL=C
`
	c := &Config{}
	if err := c.ParseConfig("lit.cfg", []byte(src)); err != nil {
		t.Fatal(err)
	}
	want := &Config{
		Files:         []string{"lit.cfg"},
		Name:          "Strata",
		Suffixes:      []string{".mlir", ".ll", ".test"},
		Excludes:      []string{"Inputs"},
		Tools:         []ToolSpec{{"strata-opt", "strata-opt"}, {"FileCheck", "strata-filecheck"}},
		Substitutions: []Substitution{{"%{opt}", "strata-opt --verify-each=true"}},
		Features:      []string{"asserts", "x86"},
		Env:           []string{"LC_ALL=C"},
	}
	if !reflect.DeepEqual(c, want) {
		t.Errorf("got  %+v\nwant %+v", c, want)
	}
	for src, msg := range map[string]string{
		"suffixes .mlir":        "lit.cfg:1: error: expected 'key: value'",
		"\nbogus: 1":            `lit.cfg:2: error: unknown key "bogus"`,
		"tools: =x":             `lit.cfg:1: error: bad tool "=x"`,
		"substitution: nothing": `lit.cfg:1: error: bad substitution "nothing"`,
		"env: X":                `lit.cfg:1: error: bad env "X"`,
		"unsupported: maybe":    `lit.cfg:1: error: unsupported: want true or false`,
	} {
		err := (&Config{}).ParseConfig("lit.cfg", []byte(src))
		if err == nil || !strings.HasPrefix(err.Error(), msg) {
			t.Errorf("ParseConfig(%q) = %v, want %q", src, err, msg)
		}
	}
}

func TestDiscover(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"lit.cfg":               "suffixes: .mlir .test\nexcludes: Inputs\n",
		"a.mlir":                "",
		"b.txt":                 "",
		"Inputs/c.mlir":         "",
		"Output/d.mlir":         "",
		".hidden/e.mlir":        "",
		"sub/f.test":            "",
		"sub/lit.local.cfg":     "suffixes: .ll\nexcludes: skipme\n",
		"sub/g.ll":              "",
		"sub/skipme/h.ll":       "",
		"other/skipme/i.mlir":   "",
		"off/lit.local.cfg":     "unsupported: true\n",
		"off/j.mlir":            "",
		"nested/lit.cfg":        "name: Nested\nsuffixes: .n\n",
		"nested/k.n":            "",
		"nested/l.mlir":         "",
		"nested/Inputs/m.n":     "",
		"nested/deeper/Output/": "",
	})
	r := New(Options{})
	tests, err := r.Discover(root)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tc := range tests {
		names = append(names, tc.Config.Name+":"+tc.Name)
	}
	base := filepath.Base(root)
	want := []string{base + ":a.mlir", "Nested:Inputs/m.n", "Nested:k.n", base + ":other/skipme/i.mlir", base + ":sub/f.test", base + ":sub/g.ll"}
	if !reflect.DeepEqual(names, want) {
		t.Errorf("Discover found\n  %q\nwant\n  %q", names, want)
	}

	// A file named on the command line is a test whatever its suffix or folder.
	tests, err = r.Discover(filepath.Join(root, "Inputs", "c.mlir"), filepath.Join(root, "b.txt"), filepath.Join(root, "b.txt"))
	if err != nil || len(tests) != 2 || tests[0].Name != "Inputs/c.mlir" || tests[1].Name != "b.txt" {
		t.Errorf("Discover(files) = %v, %v", tests, err)
	}

	r = New(Options{Filter: regexp.MustCompile(`^sub/`)})
	tests, _ = r.Discover(root)
	if len(tests) != 2 {
		t.Errorf("with --filter ^sub/ found %d tests, want 2", len(tests))
	}

	if _, err := New(Options{}).Discover(filepath.Join(root, "nope")); err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("missing path: err = %v", err)
	}
	lonely := t.TempDir()
	if _, err := New(Options{}).Discover(lonely); err == nil || !strings.Contains(err.Error(), "no lit.cfg") {
		t.Errorf("no config: err = %v", err)
	}
	writeTree(t, lonely, map[string]string{"lit.cfg": "suffix: .x\n"})
	if _, err := New(Options{}).Discover(lonely); err == nil || !strings.Contains(err.Error(), `lit.cfg:1: error: unknown key "suffix"`) {
		t.Errorf("bad config: err = %v", err)
	}
}

// suite writes a suite of tests that use only builtins and returns its root.
func suite(t *testing.T) string {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"lit.cfg":          "suffixes: .test\nexcludes: Inputs\navailable_features: feat\nsubstitution: %{greet} = echo hello\n",
		"pass.test":        "RUN: %{greet} > %t\nRUN: cat %t | count 1\nRUN: cd %T && cat %basename_t.tmp | count 1\n",
		"fail.test":        "RUN: echo first\nRUN: echo out; echo err > %t.err; cat nofile\nRUN: echo never\n",
		"xfail.test":       "XFAIL: feat\nRUN: false\n",
		"xpass.test":       "XFAIL: *\nRUN: true\n",
		"unsupported.test": "REQUIRES: feat, missing\nRUN: false\n",
		"norun.test":       "nothing\n",
		"syntax.test":      "RUN: true\nRUN: echo 'abc\n",
		"retry.test":       "ALLOW_RETRIES: 2\nRUN: echo x >> %t.n\nRUN: cat %t.n | count 3\n",
		"Inputs/x.test":    "RUN: false\n",
	})
	return root
}

// TestDiscoverThroughSymlink: a suite folder named through a symbolic link
// is walked as the folder it names (it panicked on the link's parent,
// which has no configuration).
func TestDiscoverThroughSymlink(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"suite/lit.cfg": "suffixes: .mlir\n",
		"suite/a.mlir":  "",
	})
	link := filepath.Join(root, "outside", "link")
	if err := os.MkdirAll(filepath.Dir(link), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(root, "suite"), link); err != nil {
		t.Skip("no symbolic links here:", err)
	}
	tests, err := New(Options{}).Discover(link)
	if err != nil {
		t.Fatal(err)
	}
	if len(tests) != 1 || tests[0].Name != "a.mlir" {
		t.Fatalf("got %v, want a.mlir", tests)
	}
}

func TestRunStatuses(t *testing.T) {
	root := suite(t)
	tmp := t.TempDir()
	r := New(Options{TempRoot: tmp})
	tests, err := r.Discover(root)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]*Result{}
	for _, tc := range tests {
		got[tc.Name] = r.Run(context.Background(), tc)
	}
	want := map[string]Status{
		"pass.test": Pass, "fail.test": Fail, "xfail.test": XFail, "xpass.test": XPass,
		"unsupported.test": Unsupported, "norun.test": Unresolved, "syntax.test": Unresolved, "retry.test": Pass,
	}
	for name, st := range want {
		if got[name] == nil || got[name].Status != st {
			t.Errorf("%s: got %v, want %v", name, got[name], st)
		}
	}

	fail := got["fail.test"]
	for _, s := range []string{
		"# RUN: at line 1\necho first\n# executed command: echo first\n",
		"# RUN: at line 2\necho out; echo err > " + filepath.Join(tmp, filepath.Base(root), "Output", "fail.test.tmp") + ".err; cat nofile\n",
		"# .---command stdout------------\n# | out\n",
		"# executed command: cat nofile\n# .---command stderr------------\n# | cat: nofile: no such file or directory\n# `-----------------------------\n# error: command failed with exit status: 1\n",
	} {
		if !strings.Contains(fail.Output, s) {
			t.Errorf("fail.test output lacks %q:\n%s", s, fail.Output)
		}
	}
	if strings.Contains(fail.Output, "never") || fail.ExitCode != 1 {
		t.Errorf("fail.test ran past the failing line or has exit code %d:\n%s", fail.ExitCode, fail.Output)
	}
	if want := filepath.Join(root, "fail.test") + ":2: error: RUN command failed with exit status: 1"; fail.Error != want {
		t.Errorf("fail.test error %q, want %q", fail.Error, want)
	}
	if e := got["syntax.test"].Error; !strings.HasPrefix(e, filepath.Join(root, "syntax.test")+":2: error: RUN line: unterminated single quote") {
		t.Errorf("syntax.test error %q", e)
	}
	if e := got["unsupported.test"].Error; !strings.Contains(e, "not available: missing") {
		t.Errorf("unsupported.test reason %q", e)
	}
	if n := got["retry.test"].Attempts; n != 3 {
		t.Errorf("retry.test took %d attempts, want 3", n)
	}
	// Temporaries go under TempRoot, not beside the tests.
	if _, err := os.Stat(filepath.Join(root, "Output")); !os.IsNotExist(err) {
		t.Errorf("Output/ was created beside the tests: %v", err)
	}
}

func TestRunAllOutputIsDeterministic(t *testing.T) {
	root := suite(t)
	var outputs []string
	for _, jobs := range []int{1, 4} {
		tmp := t.TempDir()
		r := New(Options{TempRoot: tmp, Jobs: jobs})
		tests, err := r.Discover(root)
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		sum := r.RunAll(context.Background(), tests, &b, ReportOptions{})
		if got := sum.Line(); got != "3 passed, 4 failed, 1 skipped" {
			t.Errorf("summary %q", got)
		}
		// The first line names the number of workers; the rest must not depend on it.
		_, out, _ := strings.Cut(strings.ReplaceAll(b.String(), tmp, "TMP"), "\n")
		outputs = append(outputs, out)
		lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
		if last := lines[len(lines)-1]; last != "3 passed, 4 failed, 1 skipped" {
			t.Errorf("last line %q", last)
		}
		// The counts are printed once (issue 14: a "Passed : 3" block came
		// before the same counts in the last line).
		for _, l := range lines[:len(lines)-1] {
			if strings.Contains(l, "Passed") || strings.HasSuffix(l, " failed") || strings.Contains(l, " failed, ") {
				t.Errorf("the summary is printed twice: %q before the last line", l)
			}
		}
	}
	if outputs[0] != outputs[1] {
		t.Errorf("-j1 and -j4 outputs differ:\n%s\n----\n%s", outputs[0], outputs[1])
	}
	for _, s := range []string{
		"PASS: pass.test (3 of 8)\n",
		"FAIL: fail.test (1 of 8)\n******************** TEST 'fail.test' FAILED ********************\n",
		"XFAIL: xfail.test (7 of 8)\n",
		"XPASS: xpass.test (",
		"UNSUPPORTED: unsupported.test (",
		"UNRESOLVED: norun.test (",
		"\nFailed Tests (4):\n  FAIL: fail.test\n  UNRESOLVED: norun.test\n  UNRESOLVED: syntax.test\n  XPASS: xpass.test\n",
	} {
		if !strings.Contains(outputs[0], s) {
			t.Errorf("output lacks %q:\n%s", s, outputs[0])
		}
	}
	if strings.Contains(outputs[0], "TEST 'pass.test'") {
		t.Errorf("a passing test's report was printed without ShowAll")
	}
}

func TestRunAllQuietAndShowAll(t *testing.T) {
	root := suite(t)
	r := New(Options{TempRoot: t.TempDir()})
	tests, _ := r.Discover(root)
	var quiet, all bytes.Buffer
	r.RunAll(context.Background(), tests, &quiet, ReportOptions{Quiet: true})
	if strings.Contains(quiet.String(), "\nPASS:") || strings.Contains(quiet.String(), "*****") || !strings.Contains(quiet.String(), "FAIL: fail.test") {
		t.Errorf("quiet output:\n%s", quiet.String())
	}
	r = New(Options{TempRoot: t.TempDir()})
	r.RunAll(context.Background(), tests, &all, ReportOptions{ShowAll: true})
	if !strings.Contains(all.String(), "TEST 'pass.test' PASSED") {
		t.Errorf("show-all output lacks the passing test's report:\n%s", all.String())
	}
}

func TestSummaryLine(t *testing.T) {
	var s Summary
	if got := s.Line(); got != "0 passed, 0 failed" {
		t.Errorf("empty: %q", got)
	}
	for _, st := range []Status{Pass, Pass, XFail, Fail, XPass, Unresolved, Timeout, Unsupported} {
		s.Add(&Result{Status: st, Test: &Test{}})
	}
	if got := s.Line(); got != "3 passed, 4 failed, 1 skipped" {
		t.Errorf("got %q", got)
	}
}

func TestRunTimeout(t *testing.T) {
	root := t.TempDir()
	writeTree(t, root, map[string]string{
		"lit.cfg":   "suffixes: .test\n",
		"slow.test": "RUN: sleep 5\n",
	})
	r := New(Options{TempRoot: t.TempDir(), Timeout: 100 * time.Millisecond})
	tests, _ := r.Discover(root)
	res := r.Run(context.Background(), tests[0])
	if res.Status != Timeout || !strings.Contains(res.Error, "slow.test:1: error: the test ran past the timeout of 100ms") {
		t.Errorf("got %v: %s", res.Status, res.Error)
	}
}

func TestToolsAndBinDirs(t *testing.T) {
	root := t.TempDir()
	bin := t.TempDir()
	writeTree(t, root, map[string]string{
		"lit.cfg":     "suffixes: .test\ntools: mytool FileCheck=fake-filecheck absent\n",
		"tool.test":   "RUN: mytool | count 1\nRUN: FileCheck %s | count 1\n",
		"nested.test": "RUN: env | cat > %t\nRUN: not absent\n",
	})
	script := "#!/bin/sh\necho \"$0\"\n"
	for _, name := range []string{"mytool", "fake-filecheck"} {
		if err := os.WriteFile(filepath.Join(bin, name), []byte(script), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	r := New(Options{TempRoot: t.TempDir(), BinDirs: []string{bin}})
	tests, _ := r.Discover(root)
	for _, tc := range tests {
		res := r.Run(context.Background(), tc)
		switch tc.Name {
		case "tool.test":
			if res.Status != Pass || !strings.Contains(res.Output, filepath.Join(bin, "fake-filecheck")+" "+tc.Path) {
				t.Errorf("tool.test: %v\n%s\n%s", res.Status, res.Error, res.Output)
			}
		case "nested.test":
			if res.Status != Fail || !strings.Contains(res.Output, "'absent': command not found (tool absent is not in the bin directory "+bin+" or PATH; is it built?)") {
				t.Errorf("nested.test: %v\n%s", res.Status, res.Output)
			}
			if !strings.Contains(res.Output, "# executed command: env\n") {
				t.Errorf("nested.test output:\n%s", res.Output)
			}
		}
	}
}
