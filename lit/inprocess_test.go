package lit

import (
	"context"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// inProcessShell returns a shell whose bin folder holds a script "tool" (it prints
// "binary") that also runs in-process as run, reading the variables TOOL_*. As after a
// configuration's tool substitution, RUN lines name it by its path (toolLine).
func inProcessShell(t *testing.T, run func(inv *Invocation) int) *shell {
	t.Helper()
	bin := t.TempDir()
	path := filepath.Join(bin, "tool")
	if err := os.WriteFile(path, []byte("#!/bin/sh\necho binary\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	env := setEnv(os.Environ(), "PATH", bin+string(os.PathListSeparator)+os.Getenv("PATH"))
	return &shell{
		ctx: context.Background(), cwd: t.TempDir(), env: env, baseEnv: env, binDirs: []string{bin},
		inProcess: map[string]Tool{path: {Run: run, Env: []string{"TOOL_*"}}},
	}
}

// toolLine is line with the word tool replaced by the tool's path.
func toolLine(sh *shell, line string) string {
	for path := range sh.inProcess {
		line = strings.ReplaceAll(line, "tool", path)
	}
	return line
}

func TestInProcessToolRunsAsFunction(t *testing.T) {
	var dir string
	sh := inProcessShell(t, func(inv *Invocation) int {
		dir = inv.Dir
		in, _ := io.ReadAll(inv.Stdin)
		io.WriteString(inv.Stdout, "in-process "+strings.Join(inv.Args, ",")+" "+strings.ToUpper(string(in)))
		io.WriteString(inv.Stderr, "note\n")
		if len(inv.Args) == 0 {
			return 3
		}
		return 0
	})
	st, out := runLine(t, sh, toolLine(sh, `echo abc | tool x y 2>&1 | cat`))
	if st.code != 0 || out != "in-process x,y ABC\nnote\n" {
		t.Errorf("status %v, output %q", st, out)
	}
	st, _ = runLine(t, sh, toolLine(sh, `tool`))
	if st.code != 3 || st.signal != "" || st.internal {
		t.Errorf("status %v, want exit status 3", st)
	}
	if dir != sh.cwd {
		t.Errorf("Invocation.Dir %q, want the command's working directory %q", dir, sh.cwd)
	}
}

func TestInProcessToolLeavesChangedEnvironmentToBinary(t *testing.T) {
	sh := inProcessShell(t, func(inv *Invocation) int {
		io.WriteString(inv.Stdout, "in-process\n")
		return 0
	})
	for _, c := range []struct{ line, want string }{
		{`tool`, "in-process\n"},
		{`env OTHER_VARIABLE=1 tool`, "in-process\n"},
		// A variable the tool reads, or the PATH the runner set, changed: the binary runs.
		{`env TOOL_OPTION=1 tool`, "binary\n"},
		{`env PATH=/bin:/usr/bin tool`, "binary\n"},
	} {
		if st, out := runLine(t, sh, toolLine(sh, c.line)); !st.ok() || out != c.want {
			t.Errorf("%s: status %v, output %q, want %q", c.line, st, out, c.want)
		}
	}
	t.Setenv("TOOL_SET", "1")
	sh.env = append(sh.env[:len(sh.env):len(sh.env)], "TOOL_SET=1")
	if st, out := runLine(t, sh, toolLine(sh, `env -u TOOL_SET tool`)); !st.ok() || out != "binary\n" {
		t.Errorf("env -u: status %v, output %q, want the binary's", st, out)
	}
}

func TestInProcessToolPanicIsExitStatus2(t *testing.T) {
	sh := inProcessShell(t, func(inv *Invocation) int { panic("broken") })
	st, out := runLine(t, sh, toolLine(sh, `tool`))
	if st.code != 2 || !strings.HasPrefix(out, "panic: broken\n") {
		t.Errorf("status %v, output %q; want exit status 2 and the panic on stderr", st, out)
	}
	if st, _ := runLine(t, sh, toolLine(sh, `not tool`)); !st.ok() {
		t.Errorf("not tool: status %v, want success (a Go panic exits 2, which not counts as a failure)", st)
	}
}

func TestInProcessToolTimesOut(t *testing.T) {
	release, finished := make(chan struct{}), make(chan struct{})
	sh := inProcessShell(t, func(inv *Invocation) int {
		io.WriteString(inv.Stdout, "before\n")
		<-release
		// Past the timeout: dropped, not written into the buffer the
		// report reads (go test -race checks that nothing races).
		_, err := io.WriteString(inv.Stdout, "after\n")
		if err == nil {
			t.Error("a write after the timeout succeeded")
		}
		close(finished)
		return 0
	})
	ctx, cancel := context.WithTimeout(context.Background(), 100*time.Millisecond)
	defer cancel()
	sh.ctx = ctx
	st, out := runLine(t, sh, toolLine(sh, `tool`))
	close(release)
	<-finished
	if !st.timedOut || out != "before\n" {
		t.Errorf("status %v, output %q; want a timeout and what was written before it", st, out)
	}
}
