package memreftollvm

import (
	"github.com/strata-compiler/strata/dialects/llvm"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/lowering/tollvm"
	"github.com/strata-compiler/strata/parser"
)

func convert(t *testing.T, src string) string {
	t.Helper()
	ctx := ir.NewContext()
	all.Register(ctx)
	m, err := parser.ParseSource(ctx, "in.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if err := Apply(m, tollvm.Options{}, Alloc{}); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	ir.PrintOp(&b, m, ir.PrintFlags{})
	return b.String()
}

// A reinterpret_cast of a rank-0 base buffer rebuilds a full descriptor.
func TestReinterpretCastOfBase(t *testing.T) {
	out := convert(t, `func.func @f(%m: memref<?x?xi32>, %o: index, %s: index) -> memref<?x?xi32, strided<[?, 2], offset: ?>> {
  %b, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x?xi32> -> memref<i32>, index, index, index, index, index
  %r = memref.reinterpret_cast %b to offset: [%o], sizes: [%s, %s], strides: [%st#0, 2] : memref<i32> to memref<?x?xi32, strided<[?, 2], offset: ?>>
  return %r : memref<?x?xi32, strided<[?, 2], offset: ?>>
}`)
	if !strings.Contains(out, llvm.InsertValue.Name) {
		t.Fatalf("no descriptor built:\n%s", out)
	}
}
