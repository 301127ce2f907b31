package tensor_test

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/builtin"
	fn "github.com/strata-compiler/strata/dialects/func"
	"github.com/strata-compiler/strata/dialects/internal/diagtest"
	"github.com/strata-compiler/strata/dialects/tensor"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func newContext() *ir.Context {
	ctx := ir.NewContext()
	builtin.Register(ctx)
	fn.Register(ctx)
	tensor.Register(ctx)
	return ctx
}

func parse(t *testing.T, ctx *ir.Context, src string) *ir.Operation {
	t.Helper()
	op, err := parser.ParseSource(ctx, "test.mlir", src, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	return op
}

func print(t *testing.T, op *ir.Operation, generic bool) string {
	t.Helper()
	var buf bytes.Buffer
	if err := ir.PrintOp(&buf, op, ir.PrintFlags{Generic: generic}); err != nil {
		t.Fatal(err)
	}
	return buf.String()
}

// roundTrip parses src, verifies it, prints it in both forms, and checks
// that each printed form parses and prints identically again.
func roundTrip(t *testing.T, src string) (custom, generic string) {
	t.Helper()
	for _, g := range []bool{false, true} {
		ctx := newContext()
		op := parse(t, ctx, src)
		if err := ir.Verify(op); err != nil {
			t.Fatalf("verify: %v", err)
		}
		once := print(t, op, g)
		twice := print(t, parse(t, newContext(), once), g)
		if once != twice {
			t.Fatalf("reprint differs (generic=%v):\n%s\n---\n%s", g, once, twice)
		}
		if g {
			generic = once
		} else {
			custom = once
		}
	}
	return
}

func mlirOpt(t *testing.T, file string, args ...string) string {
	t.Helper()
	bin, err := exec.LookPath("mlir-opt-22")
	if err != nil {
		t.Skip("mlir-opt-22 not installed")
	}
	cmd := exec.Command(bin, append(args, file)...)
	var out, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("mlir-opt-22: %v\n%s", err, stderr.String())
	}
	return strings.TrimSuffix(out.String(), "\n")
}

func TestOpsRoundTrip(t *testing.T) {
	src, err := os.ReadFile("testdata/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	roundTrip(t, string(src))
}

func TestOpsMatchMLIROpt(t *testing.T) {
	src, err := os.ReadFile("testdata/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	custom, generic := roundTrip(t, string(src))
	if want := mlirOpt(t, "testdata/ops.mlir"); want != custom {
		t.Errorf("custom form differs from mlir-opt-22:\nwant:\n%s\ngot:\n%s", want, custom)
	}
	if want := mlirOpt(t, "testdata/ops.mlir", "--mlir-print-op-generic"); want != generic {
		t.Errorf("generic form differs from mlir-opt-22:\nwant:\n%s\ngot:\n%s", want, generic)
	}
}

// TestInvalid checks every expected-error of the lit file invalid.mlir.
func TestInvalid(t *testing.T) {
	const file = "../../test/lit/Dialect/Tensor/invalid.mlir"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	diagtest.Check(t, func() *ir.Context {
		ctx := newContext()
		ctx.AllowUnregistered = true
		return ctx
	}, file, string(src))
}
