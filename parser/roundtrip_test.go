package parser_test

import (
	"bytes"
	"fmt"
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
	files := roundtripFiles(t)
	sources := make([]string, len(files))
	for i, f := range files {
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sources[i] = string(src)
	}
	for _, m := range printModes {
		args := append([]string{"--allow-unregistered-dialect"}, m.args...)
		var batched []string
		if !m.flags.DebugInfo {
			// Locations name the file and line, which a joined input changes.
			batched = mlirOptBatch(mlirOpt, args, files, sources)
		}
		for i, f := range files {
			t.Run(filepath.Base(f)+"/"+m.name, func(t *testing.T) {
				want := ""
				if batched != nil {
					want = batched[i]
				} else {
					var err error
					if want, err = mlirOptPrint(mlirOpt, args, f); err != nil {
						t.Fatal(err)
					}
				}
				got := parsePrint(t, f, sources[i], m.flags)
				if diff := cmp.Diff(want, got); diff != "" {
					t.Errorf("output differs from mlir-opt-22 (-want +got):\n%s", diff)
				}
			})
		}
	}
}

// splitMarker separates the modules of a --split-input-file input, and
// their outputs.
const splitMarker = "// -----"

// mlirOptPrint is mlir-opt-22's output for file with args, less the last
// newline (mlir-opt ends its output with one more).
func mlirOptPrint(mlirOpt string, args []string, file string) (string, error) {
	cmd := exec.Command(mlirOpt, append(append([]string{}, args...), file)...)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		return "", fmt.Errorf("mlir-opt-22: %v\n%s", err, stderr.String())
	}
	return strings.TrimSuffix(out.String(), "\n"), nil
}

// mlirOptBatch is mlirOptPrint of every file in one --split-input-file
// run of their sources (a run per file cost a fifth of a second of CPU to
// start, most of this test's time). A split output loses its modules'
// trailing newlines, which depend on the flags: the first file, also
// printed alone, gives them, and must match its part. It returns nil when
// the run fails, its output does not split back into one module per
// source (a source that holds the marker itself) or the first part does
// not match: the caller then runs each file alone.
func mlirOptBatch(mlirOpt string, args, files, sources []string) []string {
	for _, src := range sources {
		if strings.Contains(src, splitMarker) {
			return nil
		}
	}
	first, err := mlirOptPrint(mlirOpt, args, files[0])
	if err != nil {
		return nil
	}
	cmd := exec.Command(mlirOpt, append(append([]string{}, args...), "--split-input-file", "-")...)
	cmd.Stdin = strings.NewReader(strings.Join(sources, "\n"+splitMarker+"\n"))
	out, err := cmd.Output()
	if err != nil {
		return nil
	}
	chunks := strings.Split(string(out), "\n"+splitMarker+"\n")
	if len(chunks) != len(sources) {
		return nil
	}
	ending := first[len(strings.TrimRight(first, "\n")):]
	for i, c := range chunks {
		chunks[i] = strings.TrimRight(c, "\n") + ending
	}
	if chunks[0] != first {
		return nil
	}
	return chunks
}
