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

// Invalid LLVM IR is an error naming the tool that rejected it, not a panic.
func TestLLCFailure(t *testing.T) {
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	ctx := ir.NewContext()
	_, err = CompileLLVM(context.Background(), "this is not LLVM IR", "main", ctx.FunctionType(nil, nil), t.TempDir(), tc)
	// The first tool to read the IR (clang, else opt when the toolchain
	// has them) reports it, with its message.
	first := tc.LLC
	if tc.Clang != "" {
		first = tc.Clang
	} else if tc.Opt != "" {
		first = tc.Opt
	}
	if err == nil || !strings.Contains(err.Error(), first) || !strings.Contains(err.Error(), "this is not LLVM IR") {
		t.Fatalf("want an error of %s quoting the input, got %v", first, err)
	}
}
