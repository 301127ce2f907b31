package parser_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// TestVerifierMatchesMLIROpt verifies each file under testdata/verify and
// compares the whole diagnostic output (errors, notes with MLIR's "see
// current operation", source lines and carets) with mlir-opt-22's.
func TestVerifierMatchesMLIROpt(t *testing.T) {
	mlirOpt, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	files, _ := filepath.Glob("testdata/verify/*.mlir")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, _ := os.ReadFile(f)
			cmd := exec.Command(mlirOpt, "--allow-unregistered-dialect", f)
			var stderr strings.Builder
			cmd.Stderr = &stderr
			cmd.Run()
			want := stderr.String()
			ctx := formatContext()
			ctx.AllowUnregistered = true
			op, err := parser.ParseSource(ctx, f, string(src), parser.Options{})
			if err == nil {
				err = ir.Verify(op)
			}
			got := ""
			if err != nil {
				d := err.(*ir.Diagnostic)
				d.AttachCurrentOpNote(ir.PrintFlags{})
				sm := ir.NewSourceMgr()
				sm.AddFile(f, string(src))
				got = ir.FormatDiagnostic(d, sm)
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("diagnostics differ (-mlir-opt +strata):\n%s", diff)
			}
		})
	}
}
