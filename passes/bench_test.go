package passes_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/passes"
)

// benchModule generates nFuncs functions of arith code with foldable
// constants, identities and common subexpressions, the shape
// canonicalize,cse is built for.
func benchModule(nFuncs, nOps int) string {
	var b strings.Builder
	for f := 0; f < nFuncs; f++ {
		fmt.Fprintf(&b, "func.func @f%d(%%a: i32, %%b: i32) -> i32 {\n", f)
		b.WriteString("  %c0 = arith.constant 0 : i32\n  %c1 = arith.constant 1 : i32\n  %c2 = arith.constant 2 : i32\n")
		prev := "%a"
		for i := 0; i < nOps; i++ {
			fmt.Fprintf(&b, "  %%x%d = arith.addi %s, %%b : i32\n", i, prev)
			fmt.Fprintf(&b, "  %%y%d = arith.addi %s, %%b : i32\n", i, prev)
			fmt.Fprintf(&b, "  %%z%d = arith.muli %%x%d, %%c1 : i32\n", i, i)
			fmt.Fprintf(&b, "  %%k%d = arith.addi %%c1, %%c2 : i32\n", i)
			fmt.Fprintf(&b, "  %%w%d = arith.addi %%z%d, %%y%d : i32\n", i, i, i)
			fmt.Fprintf(&b, "  %%v%d = arith.addi %%w%d, %%k%d : i32\n", i, i, i)
			prev = fmt.Sprintf("%%v%d", i)
		}
		fmt.Fprintf(&b, "  return %s : i32\n}\n", prev)
	}
	return b.String()
}

// BenchmarkCanonicalizeCSE runs canonicalize,cse over a generated module
// (1000 functions of 600 ops). Set STRATA_BENCH_MODULE=path to also write
// the module, to time mlir-opt-22 on the same input.
func BenchmarkCanonicalizeCSE(b *testing.B) {
	src := benchModule(1000, 100)
	if p := os.Getenv("STRATA_BENCH_MODULE"); p != "" {
		os.WriteFile(p, []byte(src), 0o644)
	}
	ctx := ir.NewContext()
	all.Register(ctx)
	b.SetBytes(int64(len(src)))
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		m, err := parser.ParseSource(ctx, "bench.mlir", src, parser.Options{})
		if err != nil {
			b.Fatal(err)
		}
		pm, err := passes.ParsePipeline("builtin.module(func.func(canonicalize,cse))")
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		if err := pm.Run(m); err != nil {
			b.Fatal(err)
		}
	}
}
