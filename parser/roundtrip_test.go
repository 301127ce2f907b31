package parser_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	ctx.AllowUnregistered = true
	return ctx
}

// parsePrint parses src, verifies it and prints it with flags.
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

var printModes = []struct {
	name  string
	flags ir.PrintFlags
	args  []string
}{
	{"custom", ir.PrintFlags{}, nil},
	{"generic", ir.PrintFlags{Generic: true}, []string{"--mlir-print-op-generic"}},
	{"debuginfo", ir.PrintFlags{DebugInfo: true}, []string{"--mlir-print-debuginfo"}},
	{"local-scope", ir.PrintFlags{LocalScope: true}, []string{"--mlir-print-local-scope"}},
}

func roundtripFiles(t *testing.T) []string {
	files, err := filepath.Glob("testdata/roundtrip/*.mlir")
	if err != nil || len(files) == 0 {
		t.Fatalf("no test inputs: %v", err)
	}
	return files
}

// TestRoundTrip checks that print(parse(x)) parses again and prints
// identically, in every print mode.
func TestRoundTrip(t *testing.T) {
	for _, f := range roundtripFiles(t) {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range printModes {
			t.Run(filepath.Base(f)+"/"+m.name, func(t *testing.T) {
				once := parsePrint(t, f, string(src), m.flags)
				twice := parsePrint(t, f, once, m.flags)
				if m.flags.DebugInfo {
					// Locations now point into the printed text only where the
					// input had none; compare the reprint with its own reprint.
					once, twice = twice, parsePrint(t, f, twice, m.flags)
				}
				if diff := cmp.Diff(once, twice); diff != "" {
					t.Errorf("reprint differs (-first +second):\n%s", diff)
				}
			})
		}
	}
}

// TestMatchesMLIROpt compares our output with mlir-opt-22's for the same
// inputs and flags, byte for byte.
func TestMatchesMLIROpt(t *testing.T) {
	mlirOpt, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		if os.Getenv("STRATA_REQUIRE_MLIR") != "" {
			t.Fatal("mlir-opt-22 not found (install mlir-22-tools)")
		}
		t.Skip("mlir-opt-22 not installed")
	}
	for _, f := range roundtripFiles(t) {
		src, _ := os.ReadFile(f)
		for _, m := range printModes {
			t.Run(filepath.Base(f)+"/"+m.name, func(t *testing.T) {
				args := append([]string{"--allow-unregistered-dialect"}, m.args...)
				cmd := exec.Command(mlirOpt, append(args, f)...)
				var out, stderr bytes.Buffer
				cmd.Stdout, cmd.Stderr = &out, &stderr
				if err := cmd.Run(); err != nil {
					t.Fatalf("mlir-opt-22: %v\n%s", err, stderr.String())
				}
				// mlir-opt ends its output with one more newline.
				want := strings.TrimSuffix(out.String(), "\n")
				got := parsePrint(t, f, string(src), m.flags)
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("output differs from mlir-opt-22 (-want +got):\n%s", diff)
				}
			})
		}
	}
}
