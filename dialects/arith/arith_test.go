package arith_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/strata-compiler/strata/dialects/arith"
	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	arith.Register(ctx)
	return ctx
}

// parse parses and verifies src.
func parse(ctx *ir.Context, src string) (*ir.Operation, error) {
	op, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		return nil, err
	}
	return op, ir.Verify(op)
}

func printOp(t *testing.T, op *ir.Operation, flags ir.PrintFlags) string {
	t.Helper()
	var buf bytes.Buffer
	if err := ir.PrintOp(&buf, op, flags); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// roundTrip checks that src prints stably in the custom form and that its
// generic form parses back to the same custom form; it returns the custom
// printing.
func roundTrip(t *testing.T, ctx *ir.Context, src string) string {
	t.Helper()
	op, err := parse(ctx, src)
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	once := printOp(t, op, ir.PrintFlags{})
	op2, err := parse(ctx, once)
	if err != nil {
		t.Fatalf("reparse: %v\n%s", err, once)
	}
	if twice := printOp(t, op2, ir.PrintFlags{}); twice != once {
		t.Fatalf("custom form not stable:\n%s", cmp.Diff(once, twice))
	}
	gen := printOp(t, op, ir.PrintFlags{Generic: true})
	op3, err := parse(ctx, gen)
	if err != nil {
		t.Fatalf("generic reparse: %v\n%s", err, gen)
	}
	if back := printOp(t, op3, ir.PrintFlags{}); back != once {
		t.Fatalf("generic round trip differs:\n%s", cmp.Diff(once, back))
	}
	return once
}

// mlirOpt runs mlir-opt-22 on src, skipping the test when it is missing.
func mlirOpt(t *testing.T, src string, args ...string) string {
	t.Helper()
	path, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	cmd := exec.Command(path, append(args, "-")...)
	cmd.Stdin = strings.NewReader(src)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-22: %v\n%s", err, stderr.String())
	}
	// mlir-opt ends its output with an empty line; strata-opt's driver
	// owns that choice, the printer does not.
	return strings.TrimRight(out.String(), "\n") + "\n"
}

// TestOpsLitMatchesMLIROpt prints the lit test's ops as Strata and as
// mlir-opt-22 do, custom and generic (defaults elided), and compares.
func TestOpsLitMatchesMLIROpt(t *testing.T) {
	src, err := os.ReadFile("../../test/lit/Dialect/Arith/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	ours := roundTrip(t, newContext(), string(src))
	theirs := mlirOpt(t, string(src))
	if d := cmp.Diff(theirs, ours); d != "" {
		t.Errorf("custom form differs from mlir-opt-22 (-mlir +strata):\n%s", d)
	}
	// mlir-opt reads our generic form and prints what it prints for the input.
	op, _ := parse(newContext(), string(src))
	gen := printOp(t, op, ir.PrintFlags{Generic: true})
	if d := cmp.Diff(theirs, mlirOpt(t, gen)); d != "" {
		t.Errorf("mlir-opt-22 reading Strata's generic form (-direct +via strata):\n%s", d)
	}
	// And we read mlir-opt's generic form.
	back, err := parse(newContext(), mlirOpt(t, string(src), "--mlir-print-op-generic"))
	if err != nil {
		t.Fatalf("parsing mlir-opt-22's generic form: %v", err)
	}
	if d := cmp.Diff(theirs, printOp(t, back, ir.PrintFlags{})); d != "" {
		t.Errorf("Strata reading mlir-opt-22's generic form (-mlir +strata):\n%s", d)
	}
}

var expectedErrorRE = regexp.MustCompile(`//\s*expected-error\s*@\+1\s*\{\{(.*)\}\}`)

// checkDiagnostics is a small --split-input-file --verify-diagnostics:
// every chunk of file must fail with exactly its `expected-error @+1`
// message, on the line below the comment.
func checkDiagnostics(t *testing.T, file string, newCtx func() *ir.Context) {
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	for _, ch := range parser.SplitInputFile(string(src)) {
		m := expectedErrorRE.FindStringSubmatchIndex(ch.Text)
		if m == nil {
			continue
		}
		want := ch.Text[m[2]:m[3]]
		wantLine := ch.StartLine + strings.Count(ch.Text[:m[0]], "\n") + 1
		t.Run(fmt.Sprintf("line%d", wantLine), func(t *testing.T) {
			ctx := newCtx()
			op, err := parser.ParseSource(ctx, "invalid.mlir", ch.Text, parser.Options{FirstLine: ch.StartLine})
			if err == nil {
				err = ir.Verify(op)
			}
			d, ok := err.(*ir.Diagnostic)
			if !ok {
				t.Fatalf("want error %q, got %v", want, err)
			}
			loc, _ := d.Loc.(*ir.FileLineColLoc)
			if d.Message != want || loc == nil || loc.Line != wantLine {
				t.Errorf("want %d: %q\n got %v: %q", wantLine, want, d.Loc, d.Message)
			}
		})
	}
}

func TestInvalidLit(t *testing.T) {
	checkDiagnostics(t, "../../test/lit/Dialect/Arith/invalid.mlir", newContext)
}
