package lit

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"strings"
	"sync"
)

// Tool is a program that the runner may call as a function of its own process instead of
// starting its binary: a RUN line then costs no process start, which for a Go tool is most
// of a small test's time (the runtime's start and every package's initialization).
type Tool struct {
	// Run runs one invocation and returns its exit status.
	Run func(inv *Invocation) int
	// Env names the environment variables the tool reads; a name ending in "*" stands for
	// every name with that prefix. An in-process tool sees this process's environment, so a
	// command whose environment gives one of them another value (env NAME=..., export, env
	// -u) runs the binary instead. PATH and STRATA_BIN_DIR, which the runner sets for every
	// command, are compared with the runner's settings instead: a command whose test changed
	// them runs the binary, and an in-process tool that searches PATH searches this
	// process's, without the bin directories.
	Env []string
}

// Invocation is one in-process run of a Tool.
type Invocation struct {
	// Args are the arguments, without the program's name.
	Args []string
	// Dir is the command's working directory: the tool must resolve relative paths against
	// it, not against this process's.
	Dir string
	// Stdin is never nil (empty when the command reads nothing).
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// runnerEnv are the variables the runner sets for every command (Options.BinDirs).
var runnerEnv = map[string]bool{"PATH": true, "STRATA_BIN_DIR": true}

// sameEnv says whether env gives every variable that patterns name the value (or absence)
// this process's environment gives it.
func sameEnv(env []string, patterns []string) bool {
	named := func(name string) bool {
		if runnerEnv[name] {
			return false
		}
		for _, p := range patterns {
			if prefix, ok := strings.CutSuffix(p, "*"); ok && strings.HasPrefix(name, prefix) || p == name {
				return true
			}
		}
		return false
	}
	seen := map[string]bool{}
	for _, kv := range env {
		name, value, _ := strings.Cut(kv, "=")
		if !named(name) {
			continue
		}
		seen[name] = true
		if own, ok := os.LookupEnv(name); !ok || own != value {
			return false
		}
	}
	for _, kv := range os.Environ() {
		if name, _, _ := strings.Cut(kv, "="); named(name) && !seen[name] {
			return false
		}
	}
	return true
}

// sameRunnerEnv says whether env keeps the runner's own variables as base has them.
func sameRunnerEnv(env, base []string) bool {
	for name := range runnerEnv {
		if getEnv(env, name) != getEnv(base, name) {
			return false
		}
	}
	return true
}

// runInProcess runs tool as the command args (args[0] is its path) with the command's
// streams. A panic is what it would be in the tool's own process: its message and stack on
// standard error, exit status 2. When the test's time runs out, the command counts as timed
// out; the call itself cannot be stopped and is left to finish.
func (sh *shell) runInProcess(tool Tool, args []string, std stdio) exitStatus {
	// The streams are gated: once the command has timed out, what the call
	// still writes is dropped instead of reaching buffers the report reads.
	stdout, stderr := &gatedWriter{w: std.out}, &gatedWriter{w: std.err}
	inv := &Invocation{Args: args[1:], Dir: sh.cwd, Stdin: std.in, Stdout: stdout, Stderr: stderr}
	if inv.Stdin == nil {
		inv.Stdin = strings.NewReader("")
	}
	done := make(chan int, 1)
	go func() {
		code := 2
		defer func() {
			if r := recover(); r != nil {
				fmt.Fprintf(inv.Stderr, "panic: %v\n\n%s", r, debug.Stack())
			}
			done <- code
		}()
		code = tool.Run(inv)
	}()
	select {
	case code := <-done:
		return exitStatus{code: code}
	case <-sh.ctx.Done():
		stdout.close()
		stderr.close()
		return exitStatus{code: -1, timedOut: true}
	}
}

// gatedWriter writes to w until it is closed, then reports every write as
// to a closed pipe.
type gatedWriter struct {
	mu     sync.Mutex
	w      io.Writer
	closed bool
}

func (g *gatedWriter) Write(p []byte) (int, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.closed {
		return 0, io.ErrClosedPipe
	}
	return g.w.Write(p)
}

// close waits for a write in progress and stops the later ones.
func (g *gatedWriter) close() {
	g.mu.Lock()
	g.closed = true
	g.mu.Unlock()
}
