package stridedmetadata

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

func expand(t *testing.T, src string) string {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "in.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := Apply(m); err != nil {
		t.Fatal(err)
	}
	if err := ir.Verify(m); err != nil {
		t.Fatalf("invalid output: %v", err)
	}
	var b strings.Builder
	ir.PrintOp(&b, m, ir.PrintFlags{})
	return b.String()
}

// Chained reshapes fold into one extract_strided_metadata of the argument.
func TestChainedReshapes(t *testing.T) {
	out := expand(t, `func.func @f(%m: memref<2x3x4xf32>) -> memref<6x2x2xf32> {
  %0 = memref.collapse_shape %m [[0, 1], [2]] : memref<2x3x4xf32> into memref<6x4xf32>
  %1 = memref.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : memref<6x4xf32> into memref<6x2x2xf32>
  return %1 : memref<6x2x2xf32>
}`)
	if n := strings.Count(out, "memref.extract_strided_metadata"); n != 1 {
		t.Errorf("%d extract_strided_metadata, want 1:\n%s", n, out)
	}
	if !strings.Contains(out, "sizes: [6, 2, 2], strides: [4, 2, 1]") || strings.Contains(out, "collapse_shape") {
		t.Errorf("unexpected output:\n%s", out)
	}
}

// A group with two dynamic sizes takes them from output_shape.
func TestExpandTwoDynamicSizes(t *testing.T) {
	out := expand(t, `func.func @f(%m: memref<?xf32>, %a: index, %b: index) -> memref<?x?xf32> {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [%a, %b] : memref<?xf32> into memref<?x?xf32>
  return %0 : memref<?x?xf32>
}`)
	if !strings.Contains(out, "sizes: [%arg1, %arg2], strides: [%arg2, 1]") {
		t.Errorf("unexpected output:\n%s", out)
	}
}
