package cpu

import (
	"context"
	"github.com/strata-compiler/strata/lowering/memreftollvm"
	"github.com/strata-compiler/strata/pipelines"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/ir"
)

// TestDifferentialUpstream lowers every Integration/CPU program twice —
// with Strata (strata-lower-to-llvm, emit/llvm) and with upstream
// (mlir-opt-22 running the same pass names, mlir-translate-22) — compiles
// both with the same llc and harness, and requires the same output. Both
// allocate through the generic functions and run under the leak check,
// so that upstream's use-generic-functions is compared too. It fails,
// never skips, when the upstream tools are missing.
func TestDifferentialUpstream(t *testing.T) {
	for _, tool := range []string{"mlir-opt-22", "mlir-translate-22"} {
		if _, err := exec.LookPath(tool); err != nil {
			t.Fatalf("%s not found: run scripts/setup-test-deps.sh (installs mlir-22-tools)", tool)
		}
	}
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range integrationFiles(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
			defer cancel()
			// Upstream: the module as Strata prints it once the entry is
			// marked llvm.emit_c_interface.
			m := parseFile(t, f)
			sig, err := EntrySignature(m, "main")
			if err != nil {
				t.Fatal(err)
			}
			var text strings.Builder
			if err := ir.PrintOp(&text, m, ir.PrintFlags{}); err != nil {
				t.Fatal(err)
			}
			up := t.TempDir()
			in := filepath.Join(up, "in.mlir")
			if err := os.WriteFile(in, []byte(text.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			// Upstream has none of Strata's kernel passes: its lowering, with
			// the allocation functions the leak check counts.
			upstream := "builtin.module(" + strings.Replace(pipelines.LowerToLLVMPipeline,
				memreftollvm.Pass.Argument, memreftollvm.Pass.Argument+"{use-generic-functions=true}", 1) + ")"
			lowered, err := run(ctx, up, "mlir-opt-22", in, "--pass-pipeline="+upstream)
			if err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(up, "lowered.mlir"), lowered, 0o644); err != nil {
				t.Fatal(err)
			}
			ll, err := run(ctx, up, "mlir-translate-22", "--mlir-to-llvmir", "lowered.mlir")
			if err != nil {
				t.Fatal(err)
			}
			pu, err := CompileLLVMWith(ctx, string(ll), "main", sig, up, tc, Options{CheckLeaks: true})
			if err != nil {
				t.Fatal(err)
			}
			want, err := pu.Run(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			// Strata.
			ps, err := CompileWith(ctx, parseFile(t, f), "main", t.TempDir(), tc, Options{CheckLeaks: true})
			if err != nil {
				t.Fatal(err)
			}
			got, err := ps.Run(ctx, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got.Leaks == nil || want.Leaks == nil || got.Leaks.Allocations != want.Leaks.Allocations {
				t.Fatalf("allocations: strata %+v, upstream %+v", got.Leaks, want.Leaks)
			}
			if got.Output != want.Output {
				t.Fatalf("strata:\n%s\nupstream:\n%s", got.Output, want.Output)
			}
		})
	}
}
