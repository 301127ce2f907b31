package cpu

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/ir"
)

// A returned aggregate's insertvalue chain moves with the return into a
// block of its own; what the chain inserts, and ops between the chain and
// the return, stay where they were.
func TestIsolateReturnedAggregates(t *testing.T) {
	module := parseSource(t, `
llvm.func @f(%p: !llvm.ptr, %n: i64) -> !llvm.struct<(ptr, i64)> {
  %u = llvm.mlir.undef : !llvm.struct<(ptr, i64)>
  %a = llvm.insertvalue %p, %u[0] : !llvm.struct<(ptr, i64)>
  %m = llvm.add %n, %n : i64
  %b = llvm.insertvalue %m, %a[1] : !llvm.struct<(ptr, i64)>
  llvm.call @g(%p) : (!llvm.ptr) -> ()
  llvm.return %b : !llvm.struct<(ptr, i64)>
}
llvm.func @g(!llvm.ptr)
llvm.func @h(%n: i64) -> i64 {
  llvm.return %n : i64
}`)
	isolateReturnedAggregates(module)
	if err := ir.Verify(module); err != nil {
		t.Fatal(err)
	}
	text := module.String()
	want := []string{
		"%1 = llvm.add %arg1, %arg1 : i64",
		"llvm.call @g(%arg0) : (!llvm.ptr) -> ()",
		"llvm.br ^bb1",
		"^bb1:",
		"%2 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, i64)> ",
		"%3 = llvm.insertvalue %1, %2[1] : !llvm.struct<(ptr, i64)> ",
		"llvm.return %3 : !llvm.struct<(ptr, i64)>",
	}
	at := 0
	for _, w := range want {
		i := strings.Index(text[at:], w)
		if i < 0 {
			t.Fatalf("missing (in order) %q in:\n%s", w, text)
		}
		at += i + len(w)
	}
	if n := strings.Count(text, "llvm.br"); n != 1 {
		t.Errorf("%d branches, want 1 (the scalar return left alone):\n%s", n, text)
	}
}
