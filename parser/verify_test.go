package parser_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// diagLines renders a diagnostic and its notes one per line, dropping
// MLIR's "see current operation" note, which mlir-opt adds on its own.
func diagLines(d *ir.Diagnostic) []string {
	var out []string
	for _, l := range strings.Split(d.Error(), "\n") {
		out = append(out, l)
	}
	return out
}

var mlirDiagLine = regexp.MustCompile(`^\S+\.mlir:\d+:\d+: (error|note|warning): `)

// TestVerifierMatchesMLIROpt verifies each file under testdata/verify and
// compares the diagnostics (errors and notes) with mlir-opt-22's.
func TestVerifierMatchesMLIROpt(t *testing.T) {
	mlirOpt, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	files, _ := filepath.Glob("testdata/verify/*.mlir")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, _ := os.ReadFile(f)
			out, _ := exec.Command(mlirOpt, "--allow-unregistered-dialect", f).CombinedOutput()
			var want []string
			for _, l := range strings.Split(string(out), "\n") {
				if mlirDiagLine.MatchString(l) && !strings.Contains(l, "see current operation") {
					want = append(want, l)
				}
			}
			ctx := newContext()
			op, err := parser.ParseSource(ctx, f, string(src), parser.Options{})
			if err == nil {
				err = ir.Verify(op)
			}
			var got []string
			if err != nil {
				got = diagLines(err.(*ir.Diagnostic))
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("diagnostics differ (-mlir-opt +strata):\n%s", diff)
			}
		})
	}
}
