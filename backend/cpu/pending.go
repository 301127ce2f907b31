package cpu

import (
	"bytes"
	"context"
	"errors"
	"io"
	"os/exec"

	"github.com/strata-compiler/strata/internal/toolexec"
)

// PendingCodegen is a compiler started before its LLVM IR exists, reading
// the IR from its stdin: a cold compile starts it when the passes start,
// so that the program's own start is paid while they run. That start is
// most of the host code's compile where llc is the Python package's
// llvmlite stand-in (importing llvmlite loads LLVM: about a quarter of a
// second, against tens of milliseconds of -O0 code generation).
type PendingCodegen struct {
	cmd    *exec.Cmd
	stdin  io.WriteCloser
	stderr bytes.Buffer
	err    error // the start's failure, reported by Finish
	done   bool
}

// StartCodegenHost starts compiling CUDA host code (as CodegenHost does)
// into out in dir; Finish gives it the IR.
func (tc Toolchain) StartCodegenHost(ctx context.Context, dir, out string) *PendingCodegen {
	prog, args := tc.codegenCommand("-", out, 0, false, hostCodegenFlags)
	p := &PendingCodegen{cmd: toolexec.Command(ctx, dir, prog, args...)}
	p.cmd.Stderr = &p.stderr
	if p.stdin, p.err = p.cmd.StdinPipe(); p.err == nil {
		p.err = p.cmd.Start()
	}
	if p.err != nil {
		p.done = true
	}
	return p
}

// Finish writes the IR to the compiler and waits for its object.
func (p *PendingCodegen) Finish(ir string) error {
	if p.done {
		if p.err == nil {
			p.err = errors.New("codegen: already finished or stopped")
		}
		return p.err
	}
	p.done = true
	_, writeErr := io.WriteString(p.stdin, ir)
	closeErr := p.stdin.Close()
	// A compiler that failed before reading everything (a bad option)
	// closes the pipe: its exit status and stderr say why, not EPIPE.
	if err := p.cmd.Wait(); err != nil {
		return toolexec.Failure(p.cmd, err, p.stderr.Bytes())
	}
	if writeErr != nil {
		return writeErr
	}
	return closeErr
}

// Stop ends a compiler whose IR will not come (the passes failed): it
// is killed, and Stop returns once it has ended. Stopping a finished
// one does nothing.
func (p *PendingCodegen) Stop() {
	if p.done {
		return
	}
	p.done = true
	_ = p.stdin.Close()
	_ = p.cmd.Cancel()
	_ = p.cmd.Wait()
}
