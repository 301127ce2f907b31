package lit

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// runLine runs one command line in dir and returns its status and everything its commands
// wrote to the test's output, stdout before stderr per command.
func runLine(t *testing.T, sh *shell, line string) (exitStatus, string) {
	t.Helper()
	n, err := ParseShell(line)
	if err != nil {
		t.Fatalf("ParseShell(%q): %v", line, err)
	}
	st, recs := sh.run(n)
	var out strings.Builder
	for _, r := range recs {
		if r.stdout != nil {
			out.Write(r.stdout.Bytes())
		}
		if r.stderr != nil {
			out.Write(r.stderr.Bytes())
		}
	}
	return st, out.String()
}

func newTestShell(t *testing.T) *shell {
	return &shell{ctx: context.Background(), cwd: t.TempDir(), env: os.Environ()}
}

func TestExecBuiltins(t *testing.T) {
	sh := newTestShell(t)
	tests := []struct {
		line string
		code int
		out  string
	}{
		{`echo hello   world`, 0, "hello world\n"},
		{`echo "hello   world"`, 0, "hello   world\n"},
		{`echo -n a; echo b`, 0, "ab\n"},
		{`echo -e 'a\tb\nc'`, 0, "a\tb\nc\n"},
		{`echo 'a\tb'`, 0, "a\\tb\n"},
		{`echo -x`, 0, "-x\n"},
		{`true`, 0, ""},
		{`false`, 1, ""},
		{`:`, 0, ""},
		{`true && echo yes`, 0, "yes\n"},
		{`false && echo yes`, 1, ""},
		{`false || echo no`, 0, "no\n"},
		{`true || echo no`, 0, ""},
		{`false ; echo after`, 0, "after\n"},
		{`false && echo a || echo b`, 0, "b\n"},
		{`! false`, 0, ""},
		{`! true`, 1, ""},
		{`not false`, 0, ""},
		{`not true`, 1, ""},
		{`not not true`, 0, ""},
		{`not echo hi`, 1, "hi\n"},
		{`echo a | count 1`, 0, ""},
		{`echo -e 'a\nb\nc' | count 3`, 0, ""},
		{`echo -n '' | count 0`, 0, ""},
		{`echo a | count 2`, 1, "Expected 2 lines, got 1.\n"},
		{`count x`, 1, "count: \"x\" is not a line count\n"},
		{`echo a | cat | cat - | count 1`, 0, ""},
		{`env -i FOO=1 BAR=2 env`, 0, "FOO=1\nBAR=2\n"},
		{`env -i A=1 env -u A B=2 env`, 0, "B=2\n"},
		{`env -i not false`, 0, ""},
		{`env -z`, 125, "env: unsupported option \"-z\"\n"},
		{`not`, 1, "not: missing command\n"},
		{`echo a 2>&1 >/dev/null`, 0, ""},
		{`echo a | not count 2`, 0, "Expected 2 lines, got 1.\n"},
	}
	for _, tc := range tests {
		st, out := runLine(t, sh, tc.line)
		if st.code != tc.code || out != tc.out {
			t.Errorf("%s: status %v, output %q; want exit %d, %q", tc.line, st, out, tc.code, tc.out)
		}
	}
}

func TestExecRedirectionsAndFiles(t *testing.T) {
	sh := newTestShell(t)
	steps := []struct {
		line string
		code int
		out  string
	}{
		{`mkdir -p a/b/c && mkdir d`, 0, ""},
		{`mkdir d`, 1, "mkdir: cannot create directory \"d\": file exists\n"},
		{`echo one > a/f && echo two >> a/f && cat a/f`, 0, "one\ntwo\n"},
		{`echo three > a/f; cat < a/f`, 0, "three\n"},
		{`cat missing`, 1, "cat: missing: no such file or directory\n"},
		{`cat < missing`, 1, "strata-lit: cannot open \"missing\" for reading: no such file or directory\n"},
		{`not cat < missing`, 1, "strata-lit: cannot open \"missing\" for reading: no such file or directory\n"},
		{`cat missing 2> err; cat err`, 0, "cat: missing: no such file or directory\n"},
		{`cat missing > out 2>&1; cat out`, 0, "cat: missing: no such file or directory\n"},
		{`cat missing &> both; cat both`, 0, "cat: missing: no such file or directory\n"},
		{`echo x >&2 2>/dev/null`, 0, "x\n"}, // stdout went to the old stderr
		{`> empty && cat empty | count 0`, 0, ""},
		{`cd a && echo in-a > g && cd .. && cat a/g`, 0, "in-a\n"},
		{`cd nowhere`, 1, "cd: nowhere: no such file or directory\n"},
		{`echo | cd a`, 1, "cd: cannot be part of a pipeline\n"},
		{`export X=1`, 0, ""},
		{`rm a`, 1, "rm: cannot remove \"a\": is a directory\n"},
		{`rm nothing`, 1, "rm: cannot remove \"nothing\": no such file or directory\n"},
		{`rm -f nothing && rm -rf a d && cat a/f`, 1, "cat: a/f: no such file or directory\n"},
		{`rm -x y`, 1, "rm: unsupported option '-x'\n"},
		{`echo x > ''`, 1, "strata-lit: redirection '>' to an empty file name\n"},
		{`echo g1 > g1.txt && echo g2 > g2.txt && cat g*.txt 'g*.txt'`, 1, "g1\ng2\ncat: g*.txt: no such file or directory\n"},
		{`echo nomatch*`, 0, "nomatch*\n"},
	}
	for _, s := range steps {
		st, out := runLine(t, sh, s.line)
		if st.code != s.code || out != s.out {
			t.Errorf("%s: status %v, output %q; want exit %d, %q", s.line, st, out, s.code, s.out)
		}
	}
	if getEnv(sh.env, "X") != "1" {
		t.Errorf("export did not set X in the shell's environment")
	}
}

func TestExecExternal(t *testing.T) {
	if _, err := exec.LookPath("sh"); err != nil {
		t.Skip("no sh")
	}
	sh := newTestShell(t)
	tests := []struct {
		line string
		code int
		out  string
	}{
		{`sh -c 'echo out; echo err >&2'`, 0, "out\nerr\n"},
		{`sh -c 'exit 3'`, 3, ""},
		{`not sh -c 'exit 3'`, 0, ""},
		{`sh -c 'echo $FOO' | cat`, 0, "\n"},
		{`env FOO=bar sh -c 'echo $FOO' | cat`, 0, "bar\n"},
		{`sh -c 'pwd' | count 1`, 0, ""},
		{`echo piped | sh -c 'cat; echo done' | count 2`, 0, ""},
		// pipefail: the status is that of the rightmost failing command.
		{`sh -c 'exit 4' | sh -c 'exit 5' | true`, 5, ""},
		{`sh -c 'exit 4' | true`, 4, ""},
		{`not --crash sh -c 'kill -SEGV $$'`, 0, ""},
		{`not --crash true`, 1, "not --crash: the command did not crash (exit status: 0)\n"},
		{`not sh -c 'kill -SEGV $$'`, 1, "not: the command crashed (killed by signal: segmentation fault); use 'not --crash' to expect that\n"},
		{`no-such-tool-xyz --flag`, 127, "strata-lit: 'no-such-tool-xyz': command not found\n"},
		{`not no-such-tool-xyz`, 127, "strata-lit: 'no-such-tool-xyz': command not found\n"},
		// A command that cannot run ends the line, even behind || or ;.
		{`no-such-tool-xyz || echo hidden`, 127, "strata-lit: 'no-such-tool-xyz': command not found\n"},
		{`./not-here`, 127, "strata-lit: './not-here': command not found\n"},
	}
	for _, tc := range tests {
		st, out := runLine(t, sh, tc.line)
		if st.code != tc.code || out != tc.out {
			t.Errorf("%s: status %v, output %q; want exit %d, %q", tc.line, st, out, tc.code, tc.out)
		}
	}
	st, out := runLine(t, sh, `sh -c 'pwd'`)
	if !st.ok() || strings.TrimSpace(out) != sh.cwd {
		if real, _ := filepath.EvalSymlinks(sh.cwd); strings.TrimSpace(out) != real {
			t.Errorf("pwd = %q, want the shell's cwd %q", out, sh.cwd)
		}
	}
}

func TestExecTimeout(t *testing.T) {
	if _, err := exec.LookPath("sleep"); err != nil {
		t.Skip("no sleep")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	sh := &shell{ctx: ctx, cwd: t.TempDir(), env: os.Environ()}
	start := time.Now()
	st, _ := runLine(t, sh, `sleep 10 | cat`)
	if !st.timedOut {
		t.Errorf("status %v, want a timeout", st)
	}
	if d := time.Since(start); d > 5*time.Second {
		t.Errorf("the timeout took %v to stop the pipeline", d)
	}
}

func TestNotFoundHintNamesTheTool(t *testing.T) {
	sh := newTestShell(t)
	sh.binDirs = []string{"/nonexistent/bin"}
	// The runner names a tool missing only when neither the bin folders nor PATH hold it; an
	// empty PATH keeps that true here even where the tools are installed (go install).
	sh.env = setEnv(sh.env, "PATH", t.TempDir())
	sh.missingTools = map[string]string{"FileCheck": "strata-filecheck", "strata-opt": "strata-opt"}
	_, out := runLine(t, sh, `FileCheck x`)
	want := "strata-lit: 'FileCheck': command not found (FileCheck stands for tool strata-filecheck, which is not in the bin directory /nonexistent/bin or PATH; is it built?)\n"
	if out != want {
		t.Errorf("got %q\nwant %q", out, want)
	}
	_, out = runLine(t, sh, `strata-opt x`)
	if !strings.Contains(out, "(tool strata-opt is not in the bin directory /nonexistent/bin or PATH; is it built?)") {
		t.Errorf("got %q", out)
	}
}
