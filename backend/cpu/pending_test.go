package cpu

import (
	"context"
	"debug/elf"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// hostIR stands for gpu-to-llvm's host code.
const hostIR = `declare i32 @launch(ptr)

define i32 @forward(ptr %args) {
  %status = call i32 @launch(ptr %args)
  ret i32 %status
}
`

// A compiler started before its IR exists compiles it from stdin once
// given, with llc and with clang; one that fails says what it ran and
// why; one stopped unfinished is killed at once and writes nothing.
func TestPendingCodegen(t *testing.T) {
	real, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	llcOnly := real
	llcOnly.Clang, llcOnly.Opt = "", ""
	for name, tc := range map[string]Toolchain{"llc": llcOnly, "clang": real} {
		if tc.Clang == "" && name == "clang" {
			continue
		}
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			p := tc.StartCodegenHost(context.Background(), dir, "host.o")
			time.Sleep(50 * time.Millisecond) // the IR comes after the compiler has started
			if err := p.Finish(hostIR); err != nil {
				t.Fatal(err)
			}
			f, err := elf.Open(filepath.Join(dir, "host.o"))
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			symbols, err := f.Symbols()
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, s := range symbols {
				found = found || s.Name == "forward"
			}
			if !found {
				t.Errorf("host.o has no symbol forward: %v", symbols)
			}
			if err := p.Finish(hostIR); err == nil {
				t.Error("a second Finish succeeded")
			}
			p.Stop() // after Finish: nothing to do
		})
	}

	t.Run("bad IR", func(t *testing.T) {
		dir := t.TempDir()
		err := llcOnly.StartCodegenHost(context.Background(), dir, "host.o").Finish("define i32 @f() {\n  ret i64 0\n}\n")
		if err == nil || !strings.Contains(err.Error(), filepath.Base(llcOnly.LLC)) || !strings.Contains(err.Error(), "ret") {
			t.Errorf("got %v, want llc's command line and its diagnostic", err)
		}
		if _, err := os.Stat(filepath.Join(dir, "host.o")); err == nil {
			t.Error("a failed compile left host.o")
		}
	})

	t.Run("compiler that exits at once", func(t *testing.T) {
		failing := llcOnly
		failing.LLC = "/bin/false"
		err := failing.StartCodegenHost(context.Background(), t.TempDir(), "host.o").Finish(strings.Repeat(hostIR, 20000))
		if err == nil || !strings.Contains(err.Error(), "/bin/false") || !strings.Contains(err.Error(), "exit status 1") {
			t.Errorf("got %v, want false's exit status (not a broken pipe)", err)
		}
	})

	t.Run("no such compiler", func(t *testing.T) {
		missing := llcOnly
		missing.LLC = filepath.Join(t.TempDir(), "no-llc")
		p := missing.StartCodegenHost(context.Background(), t.TempDir(), "host.o")
		if err := p.Finish(hostIR); err == nil || !strings.Contains(err.Error(), "no-llc") {
			t.Errorf("got %v, want the missing program named", err)
		}
		p.Stop()
	})

	t.Run("stopped", func(t *testing.T) {
		dir := t.TempDir()
		p := llcOnly.StartCodegenHost(context.Background(), dir, "host.o")
		start := time.Now()
		p.Stop()
		if d := time.Since(start); d > 5*time.Second {
			t.Errorf("Stop took %s", d)
		}
		if _, err := os.Stat(filepath.Join(dir, "host.o")); err == nil {
			t.Error("a stopped compile left host.o")
		}
		if err := p.Finish(hostIR); err == nil {
			t.Error("Finish after Stop succeeded")
		}
	})
}
