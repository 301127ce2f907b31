// Package toolexec runs the external programs a build needs (llc, clang,
// cc, ptxas): each in a process group of its own, so that a cancelled
// build (an interrupt, or passes that failed while a tool ran) kills the
// whole group, cc's driver and the compiler and assembler it runs, which
// would otherwise finish their files after the build folder is gone; a
// failure carries the command line and what the tool wrote to stderr.
package toolexec

import (
	"bytes"
	"context"
	"fmt"
	"os/exec"
	"strings"
	"syscall"
	"time"
)

// Command is name's process with args in dir, killed with its group when
// ctx is cancelled.
func Command(ctx context.Context, dir, name string, args ...string) *exec.Cmd {
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Dir = dir
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	cmd.Cancel = func() error { return syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL) }
	cmd.WaitDelay = time.Second
	return cmd
}

// Run runs name with args in dir and returns its stdout and stderr; a
// failure's error is Failure's.
func Run(ctx context.Context, dir, name string, args ...string) (stdout, stderr []byte, err error) {
	cmd := Command(ctx, dir, name, args...)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return out.Bytes(), errb.Bytes(), Failure(cmd, err, errb.Bytes())
	}
	return out.Bytes(), errb.Bytes(), nil
}

// Failure is the error of cmd's failed run: its command line, why it
// failed (an exit status, a program not found) and its stderr.
func Failure(cmd *exec.Cmd, err error, stderr []byte) error {
	return fmt.Errorf("%s %s: %v\n%s", cmd.Path, strings.Join(cmd.Args[1:], " "), err, strings.TrimSpace(string(stderr)))
}
