package cpu

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/strata-compiler/strata/backend"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// TestInterruptRemovesTempDir: a compile interrupted by Ctrl-C (SIGINT)
// or kill (SIGTERM) removes its /tmp/strata-cpu-* folder and kills the
// tool it was running (issue 14). The child is this test binary, in a
// temporary $TMPDIR, compiling with an "llc" that hangs.
func TestInterruptRemovesTempDir(t *testing.T) {
	if os.Getenv("CPU_INTERRUPT_CHILD") != "" {
		ctx := ir.NewContext()
		all.Register(ctx)
		m, err := parser.ParseSource(ctx, "x.mlir", "func.func @main() -> i32 {\n%c = arith.constant 1 : i32\nreturn %c : i32\n}", parser.Options{})
		if err != nil {
			os.Exit(3)
		}
		exe, _ := NewTarget().Compile(m, backendOptions())
		exe.Run("main", nil)
		os.Exit(4)
	}
	for _, sig := range []syscall.Signal{syscall.SIGINT, syscall.SIGTERM} {
		t.Run(sig.String(), func(t *testing.T) {
			tmp := t.TempDir()
			llc := filepath.Join(tmp, "hang-llc")
			started := filepath.Join(tmp, "started")
			if err := os.WriteFile(llc, []byte("#!/bin/sh\ntouch "+started+"\nexec sleep 60\n"), 0o755); err != nil {
				t.Fatal(err)
			}
			work := filepath.Join(tmp, "tmp")
			os.Mkdir(work, 0o755)
			cmd := exec.Command(os.Args[0], "-test.run=^TestInterruptRemovesTempDir$")
			cmd.Env = append(os.Environ(), "CPU_INTERRUPT_CHILD=1", "TMPDIR="+work, EnvLLC+"="+llc, EnvOpt+"=", EnvTriple+"=x86_64-pc-linux-gnu")
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			for i := 0; ; i++ {
				if _, err := os.Stat(started); err == nil {
					break
				}
				if i > 400 {
					cmd.Process.Kill()
					t.Fatal("the child never ran llc")
				}
				time.Sleep(25 * time.Millisecond)
			}
			if left := strataDirs(work); len(left) != 1 {
				t.Fatalf("while compiling, %s holds %v, want one strata-cpu-* folder", work, left)
			}
			cmd.Process.Signal(sig)
			done := make(chan error, 1)
			go func() { done <- cmd.Wait() }()
			select {
			case <-done:
			case <-time.After(10 * time.Second):
				cmd.Process.Kill()
				t.Fatal("the child did not end after the signal")
			}
			if ws, ok := cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != sig {
				t.Errorf("child ended with %v, want killed by %v", cmd.ProcessState, sig)
			}
			if left := strataDirs(work); len(left) != 0 {
				t.Errorf("%v left behind in $TMPDIR", left)
			}
		})
	}
}

func strataDirs(dir string) []string {
	ents, _ := os.ReadDir(dir)
	var out []string
	for _, e := range ents {
		if strings.HasPrefix(e.Name(), "strata-cpu-") {
			out = append(out, e.Name())
		}
	}
	return out
}

func backendOptions() backend.Options { return backend.Options{} }
