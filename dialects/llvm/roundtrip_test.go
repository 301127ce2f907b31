package llvm_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/dialects/builtin"
	"github.com/strata-compiler/strata/dialects/llvm"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	llvm.Register(ctx)
	return ctx
}

func parsePrint(t *testing.T, name, src string, flags ir.PrintFlags) string {
	t.Helper()
	ctx := newContext()
	op, err := parser.ParseSource(ctx, name, src, parser.Options{})
	if err != nil {
		t.Fatalf("parse %s: %v", name, err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatalf("verify %s: %v", name, err)
	}
	var buf bytes.Buffer
	if err := ir.PrintOp(&buf, op, flags); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// TestRoundTrip checks that the custom form prints, parses back and
// prints identically.
func TestRoundTrip(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.mlir")
	for _, f := range files {
		src, _ := os.ReadFile(f)
		t.Run(filepath.Base(f), func(t *testing.T) {
			once := parsePrint(t, f, string(src), ir.PrintFlags{})
			twice := parsePrint(t, f, once, ir.PrintFlags{})
			if diff := cmp.Diff(once, twice); diff != "" {
				t.Errorf("not stable (-first +second):\n%s", diff)
			}
			gen := parsePrint(t, f, once, ir.PrintFlags{Generic: true})
			back := parsePrint(t, f, gen, ir.PrintFlags{})
			if diff := cmp.Diff(once, back); diff != "" {
				t.Errorf("generic form does not round-trip (-custom +via generic):\n%s", diff)
			}
		})
	}
}

// TestMatchesMLIROpt compares the custom form with mlir-opt-22's.
func TestMatchesMLIROpt(t *testing.T) {
	mlirOpt, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Fatal("mlir-opt-22 not found: run scripts/setup-test-deps.sh")
	}
	files, _ := filepath.Glob("testdata/*.mlir")
	for _, f := range files {
		src, _ := os.ReadFile(f)
		t.Run(filepath.Base(f), func(t *testing.T) {
			var out, stderr bytes.Buffer
			cmd := exec.Command(mlirOpt, f)
			cmd.Stdout, cmd.Stderr = &out, &stderr
			if err := cmd.Run(); err != nil {
				t.Fatalf("mlir-opt-22: %v\n%s", err, stderr.String())
			}
			want := strings.TrimSuffix(out.String(), "\n")
			got := parsePrint(t, f, string(src), ir.PrintFlags{})
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("output differs from mlir-opt-22 (-want +got):\n%s", diff)
			}
		})
	}
}
