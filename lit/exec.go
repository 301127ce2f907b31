package lit

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// shell runs the parsed RUN commands of one test. Its working directory and environment
// are explicit, never the process's own, so that tests run side by side without sharing
// state; cd and export change them for the rest of the test, as in lit.
type shell struct {
	ctx context.Context
	cwd string
	env []string // NAME=VALUE, each name once
	// binDirs and missingTools only make "command not found" messages precise.
	binDirs      []string
	missingTools map[string]string // tool name as written -> binary that was not found
	// inProcess are the tools run as functions, by the absolute path of their binary;
	// baseEnv is the environment the runner gives every command, before the test changes it.
	inProcess map[string]Tool
	baseEnv   []string
}

// exitStatus is how a command ended.
type exitStatus struct {
	code int
	// signal is set, and code is -1, when the process was killed by a signal: a crash,
	// which "not" does not count as a failure and "not --crash" requires.
	signal string
	// internal means the command never ran (not found, bad redirection): the test is broken,
	// so "not" must not turn this into a success.
	internal bool
	timedOut bool
}

func (s exitStatus) ok() bool { return s.code == 0 && s.signal == "" && !s.internal && !s.timedOut }

func (s exitStatus) String() string {
	switch {
	case s.timedOut:
		return "timed out"
	case s.signal != "":
		return "killed by signal: " + s.signal
	}
	return fmt.Sprintf("exit status: %d", s.code)
}

// cmdRecord is the trace of one simple command, for the failure report.
type cmdRecord struct {
	args []string
	// redirects are the command's redirections as written, for the trace.
	redirects []string
	// stdout and stderr hold what the command wrote to the test's own output; they are
	// nil when the stream was piped or redirected elsewhere.
	stdout, stderr *bytes.Buffer
	status         exitStatus
}

// stdio is the three streams of a command. A nil out or err stands for the test's output,
// which each command then writes to a buffer of its own so the trace can show who said what.
// A nil in reads as empty.
type stdio struct {
	in       io.Reader
	out, err io.Writer
}

// run executes a parsed command line and returns its status and the trace of every simple
// command that ran, in order.
func (sh *shell) run(n Node) (exitStatus, []*cmdRecord) {
	var trace []*cmdRecord
	st := sh.runNode(n, stdio{}, &trace)
	return st, trace
}

func (sh *shell) runNode(n Node, std stdio, trace *[]*cmdRecord) exitStatus {
	switch n := n.(type) {
	case *Seq:
		left := sh.runNode(n.Left, std, trace)
		if left.timedOut || left.internal {
			// As in lit, a command that could not run at all (not found, bad redirection)
			// ends the test: "a || b" must not hide a tool that was never built.
			return left
		}
		switch {
		case n.Op == ";",
			n.Op == "&&" && left.ok(),
			n.Op == "||" && !left.ok():
			return sh.runNode(n.Right, std, trace)
		}
		return left
	case *Pipeline:
		st := sh.runPipeline(n, std, trace)
		if n.Negate && !st.internal && !st.timedOut {
			if st.ok() {
				return exitStatus{code: 1}
			}
			return exitStatus{}
		}
		return st
	}
	panic(fmt.Sprintf("lit: unknown shell node %T", n))
}

// runPipeline runs the commands side by side, joined by OS pipes. With pipefail, the status
// is that of the rightmost command that failed.
func (sh *shell) runPipeline(p *Pipeline, std stdio, trace *[]*cmdRecord) exitStatus {
	if len(p.Commands) == 1 {
		rec := sh.runCommand(p.Commands[0], std, false)
		*trace = append(*trace, rec)
		return rec.status
	}
	n := len(p.Commands)
	// Make every pipe before starting anything, so that failing to make one leaves no
	// stage running.
	readers := make([]*os.File, n-1)
	writers := make([]*os.File, n-1)
	for i := range readers {
		r, w, err := os.Pipe()
		if err != nil {
			for j := 0; j < i; j++ {
				readers[j].Close()
				writers[j].Close()
			}
			errw := std.err
			if errw == nil {
				errw = io.Discard
			}
			fmt.Fprintf(errw, "strata-lit: cannot make a pipe: %v\n", err)
			return exitStatus{code: 1, internal: true}
		}
		readers[i], writers[i] = r, w
	}
	recs := make([]*cmdRecord, n)
	var wg sync.WaitGroup
	for i, c := range p.Commands {
		s := std
		var prev, w *os.File
		if i > 0 {
			prev = readers[i-1]
			s.in = prev
		}
		if i < n-1 {
			w = writers[i]
			s.out = w
		}
		wg.Add(1)
		go func(i int, c *Command, s stdio, prev, w *os.File) {
			defer wg.Done()
			recs[i] = sh.runCommand(c, s, true)
			// Closing our ends tells the next stage that input ended, and the previous one
			// that nobody reads any more (it then gets EPIPE rather than hanging).
			if w != nil {
				w.Close()
			}
			if prev != nil {
				prev.Close()
			}
		}(i, c, s, prev, w)
	}
	wg.Wait()
	*trace = append(*trace, recs...)
	st := exitStatus{}
	for _, r := range recs {
		if r.status.internal || r.status.timedOut {
			return r.status
		}
		if !r.status.ok() {
			st = r.status
		}
	}
	return st
}

// runCommand sets up one simple command's streams and runs it.
func (sh *shell) runCommand(c *Command, std stdio, inPipeline bool) *cmdRecord {
	rec := &cmdRecord{}
	rec.args = sh.expandArgs(c.Args)
	for _, r := range c.Redirects {
		rec.redirects = append(rec.redirects, r.String())
	}
	in, out, errw := std.in, std.out, std.err
	if out == nil {
		rec.stdout = &bytes.Buffer{}
		out = rec.stdout
	}
	if errw == nil {
		rec.stderr = &bytes.Buffer{}
		errw = rec.stderr
	}
	var opened []*os.File
	defer func() {
		for _, f := range opened {
			f.Close()
		}
	}()
	for _, r := range c.Redirects {
		f, err := sh.openRedirect(r)
		if err != nil {
			fmt.Fprintf(errw, "strata-lit: %v\n", err)
			rec.status = exitStatus{code: 1, internal: true}
			return rec
		}
		if f != nil {
			opened = append(opened, f)
		}
		switch r.Op {
		case RedirIn:
			in = f
		case RedirOut, RedirAppend:
			if r.Fd == 1 {
				out = f
			} else {
				errw = f
			}
		case RedirBoth, RedirBothAppend:
			out, errw = f, f
		case RedirDup:
			if r.DupFd == 1 {
				errw = out
			} else {
				out = errw
			}
		}
	}
	if len(rec.args) == 0 {
		// Only redirections: they have created or truncated their files, which is the point.
		return rec
	}
	rec.status = sh.dispatch(rec.args, stdio{in, out, errw}, sh.env, inPipeline)
	return rec
}

// openRedirect opens a redirection's file relative to the test's working directory; it
// returns a nil file for a descriptor copy.
func (sh *shell) openRedirect(r Redirect) (*os.File, error) {
	switch {
	case r.Op == RedirIn && r.Fd != 0:
		return nil, fmt.Errorf("'%d<' is not supported: only standard input can be read from a file", r.Fd)
	case r.Op != RedirIn && r.Fd == 0:
		return nil, fmt.Errorf("'0%s' is not supported: standard input cannot be written", r.Op)
	case r.Op == RedirDup && (r.DupFd == 0 || r.DupFd == r.Fd):
		return nil, fmt.Errorf("'%d>&%d' is not supported", r.Fd, r.DupFd)
	case r.Op == RedirDup:
		return nil, nil
	}
	name := r.Target.Text
	if name == "" {
		return nil, fmt.Errorf("redirection '%s' to an empty file name", r.Op)
	}
	path := sh.abs(name)
	var f *os.File
	var err error
	switch r.Op {
	case RedirIn:
		f, err = os.Open(path)
	case RedirOut, RedirBoth:
		f, err = os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o666)
	default:
		f, err = os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_APPEND, 0o666)
	}
	if err != nil {
		verb := "writing"
		if r.Op == RedirIn {
			verb = "reading"
		}
		return nil, fmt.Errorf("cannot open %q for %s: %v", name, verb, unwrapPathError(err))
	}
	return f, nil
}

func unwrapPathError(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// abs resolves a path of a RUN command against the test's working directory.
func (sh *shell) abs(p string) string {
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(sh.cwd, p)
}

// expandArgs expands the glob words; a pattern that matches nothing stays as written.
func (sh *shell) expandArgs(words []Word) []string {
	var args []string
	for _, w := range words {
		if w.Pattern == "" {
			args = append(args, w.Text)
			continue
		}
		pat := w.Pattern
		rel := !filepath.IsAbs(pat)
		if rel {
			pat = filepath.Join(sh.cwd, pat)
		}
		matches, err := filepath.Glob(pat)
		if err != nil || len(matches) == 0 {
			args = append(args, w.Text)
			continue
		}
		for _, m := range matches {
			if rel {
				if r, err := filepath.Rel(sh.cwd, m); err == nil {
					m = r
				}
			}
			args = append(args, m)
		}
	}
	return args
}

// dispatch runs args: the prefixes not and env, a builtin, or an external program.
func (sh *shell) dispatch(args []string, std stdio, env []string, inPipeline bool) exitStatus {
	switch args[0] {
	case "not":
		return sh.runNot(args, std, env, inPipeline)
	case "env":
		return sh.runEnv(args, std, env, inPipeline)
	}
	if b, ok := builtins[args[0]]; ok {
		in := std.in
		if in == nil {
			in = strings.NewReader("")
		}
		return exitStatus{code: b(&builtinCall{sh: sh, args: args, stdin: in, stdout: std.out, stderr: std.err, inPipeline: inPipeline})}
	}
	return sh.runExternal(args, std, env)
}

// runNot is LLVM's "not": it succeeds when the command fails. A crash is not a failure
// in that sense; "not --crash" succeeds only on a crash.
func (sh *shell) runNot(args []string, std stdio, env []string, inPipeline bool) exitStatus {
	rest := args[1:]
	crash := false
	for len(rest) > 0 && rest[0] == "--crash" {
		crash = true
		rest = rest[1:]
	}
	if len(rest) == 0 {
		fmt.Fprintln(std.err, "not: missing command")
		return exitStatus{code: 1, internal: true}
	}
	st := sh.dispatch(rest, std, env, inPipeline)
	switch {
	case st.internal || st.timedOut:
		return st
	case crash && st.signal != "":
		return exitStatus{}
	case crash:
		fmt.Fprintf(std.err, "not --crash: the command did not crash (%s)\n", st)
		return exitStatus{code: 1}
	case st.signal != "":
		fmt.Fprintf(std.err, "not: the command crashed (%s); use 'not --crash' to expect that\n", st)
		return exitStatus{code: 1}
	case st.code == 0:
		return exitStatus{code: 1}
	}
	return exitStatus{}
}

// runEnv is env(1): "env [-i] [-u NAME]... [NAME=VALUE]... [command...]". Without a
// command it prints the environment.
func (sh *shell) runEnv(args []string, std stdio, env []string, inPipeline bool) exitStatus {
	env = append([]string(nil), env...)
	i := 1
	for ; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "-i" || a == "-" || a == "--ignore-environment":
			env = nil
		case a == "-u" || a == "--unset":
			if i+1 >= len(args) {
				fmt.Fprintln(std.err, "env: -u needs a variable name")
				return exitStatus{code: 125}
			}
			i++
			env = unsetEnv(env, args[i])
		case strings.HasPrefix(a, "-u"):
			env = unsetEnv(env, a[2:])
		case strings.HasPrefix(a, "-") && a != "-":
			fmt.Fprintf(std.err, "env: unsupported option %q\n", a)
			return exitStatus{code: 125}
		case strings.Contains(a, "=") && !strings.HasPrefix(a, "="):
			name, value, _ := strings.Cut(a, "=")
			env = setEnv(env, name, value)
		default:
			return sh.dispatch(args[i:], std, env, inPipeline)
		}
	}
	for _, kv := range env {
		fmt.Fprintln(std.out, kv)
	}
	return exitStatus{}
}

func setEnv(env []string, name, value string) []string {
	env = unsetEnv(env, name)
	return append(env, name+"="+value)
}

func unsetEnv(env []string, name string) []string {
	out := env[:0:0]
	for _, kv := range env {
		if k, _, _ := strings.Cut(kv, "="); k != name {
			out = append(out, kv)
		}
	}
	return out
}

func getEnv(env []string, name string) string {
	for _, kv := range env {
		if k, v, _ := strings.Cut(kv, "="); k == name {
			return v
		}
	}
	return ""
}

// runExternal runs a program, found through the command's own PATH (which starts with
// the bin directories), never through the process's.
func (sh *shell) runExternal(args []string, std stdio, env []string) exitStatus {
	path := ""
	if strings.ContainsRune(args[0], '/') {
		if p := sh.abs(args[0]); isExecutable(p) {
			path = p
		}
	} else {
		path = findExecutable(args[0], nil, getEnv(env, "PATH"))
	}
	if path == "" {
		fmt.Fprintf(std.err, "strata-lit: '%s': command not found%s\n", args[0], sh.notFoundHint(args[0]))
		return exitStatus{code: 127, internal: true}
	}
	if tool, ok := sh.inProcess[path]; ok && sameEnv(env, tool.Env) && sameRunnerEnv(env, sh.baseEnv) {
		return sh.runInProcess(tool, args, std)
	}
	cmd := exec.CommandContext(sh.ctx, path, args[1:]...)
	cmd.Dir = sh.cwd
	cmd.Env = env
	if std.in != nil {
		cmd.Stdin = std.in
	}
	cmd.Stdout = std.out
	cmd.Stderr = std.err
	// A grandchild that keeps our pipe open must not keep the test waiting for ever.
	cmd.WaitDelay = 2 * time.Second
	err := cmd.Run()
	if sh.ctx.Err() != nil {
		return exitStatus{code: -1, timedOut: true}
	}
	var ee *exec.ExitError
	switch {
	case err == nil:
		return exitStatus{}
	case errors.As(err, &ee):
		if ee.ExitCode() == -1 {
			return exitStatus{code: -1, signal: strings.TrimPrefix(ee.ProcessState.String(), "signal: ")}
		}
		return exitStatus{code: ee.ExitCode()}
	case errors.Is(err, exec.ErrWaitDelay):
		return exitStatus{}
	}
	fmt.Fprintf(std.err, "strata-lit: cannot run '%s': %v\n", args[0], err)
	return exitStatus{code: 126, internal: true}
}

func (sh *shell) notFoundHint(name string) string {
	where := "PATH"
	if len(sh.binDirs) > 0 {
		where = "the bin directory " + strings.Join(sh.binDirs, string(os.PathListSeparator)) + " or PATH"
	}
	if bin, ok := sh.missingTools[name]; ok {
		if bin == name {
			return fmt.Sprintf(" (tool %s is not in %s; is it built?)", bin, where)
		}
		return fmt.Sprintf(" (%s stands for tool %s, which is not in %s; is it built?)", name, bin, where)
	}
	return ""
}
