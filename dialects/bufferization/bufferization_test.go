package bufferization_test

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/bufferization"
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
	bufferization.Register(ctx)
	return ctx
}

func parsePrint(t *testing.T, src string, generic bool) string {
	t.Helper()
	op, err := parser.ParseSource(newContext(), "test.mlir", src, parser.Options{})
	if err != nil {
		t.Fatalf("parse: %v", err)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatalf("verify: %v", err)
	}
	var buf bytes.Buffer
	if err := ir.PrintOp(&buf, op, ir.PrintFlags{Generic: generic}); err != nil {
		t.Fatal(err)
	}
	return buf.String()
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

func TestOpsMatchMLIROpt(t *testing.T) {
	src, err := os.ReadFile("testdata/ops.mlir")
	if err != nil {
		t.Fatal(err)
	}
	for _, generic := range []bool{false, true} {
		got := parsePrint(t, string(src), generic)
		if again := parsePrint(t, got, generic); again != got {
			t.Errorf("reprint differs:\n%s\n---\n%s", got, again)
		}
		var args []string
		if generic {
			args = append(args, "--mlir-print-op-generic")
		}
		if want := mlirOpt(t, "testdata/ops.mlir", args...); want != got {
			t.Errorf("differs from mlir-opt-22 (generic=%v):\nwant:\n%s\ngot:\n%s", generic, want, got)
		}
	}
}

// TestToMemRefSpelling checks that the pre-21 spelling reads as to_buffer.
func TestToMemRefSpelling(t *testing.T) {
	got := parsePrint(t, `func.func @f(%t: tensor<4xf32>) -> memref<4xf32> {
  %0 = bufferization.to_memref %t read_only : tensor<4xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}`, false)
	if !strings.Contains(got, "bufferization.to_buffer %arg0 read_only : tensor<4xf32> to memref<4xf32>") {
		t.Errorf("got:\n%s", got)
	}
}

func TestInvalid(t *testing.T) {
	const file = "../../test/lit/Dialect/Bufferization/invalid.mlir"
	src, err := os.ReadFile(file)
	if err != nil {
		t.Skip("no invalid.mlir yet")
	}
	diagtest.Check(t, newContext, file, string(src))
}
