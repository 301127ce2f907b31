package cpu

import (
	"context"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// An op no conversion handles fails the lowering with upstream's message
// at the op; no artifact is produced.
func TestUnconvertibleOp(t *testing.T) {
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "bad.mlir", `func.func @main(%t: tensor<4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<4xf32>
  return %d : index
}`, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	_, err = Compile(context.Background(), m, "main", dir, tc)
	if err == nil || !strings.Contains(err.Error(), "failed to legalize operation") {
		t.Fatalf("want a legalization failure, got %v", err)
	}
}

// llc rejecting the IR is an error naming llc, not a panic.
func TestLLCFailure(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	_, err = CompileLLVM(context.Background(), "this is not LLVM IR", "main", ctx.FunctionType(nil, nil), t.TempDir(), tc)
	if err == nil || !strings.Contains(err.Error(), "llc") {
		t.Fatalf("want an llc error, got %v", err)
	}
}
