package parser_test

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"testing"
	"unsafe"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// benchArith registers a stand-in for arith.addi and arith.constant with
// upstream's assembly formats, so benchmarks read the same text mlir-opt
// does (the real arith dialect lives in dialects/arith).
func benchContext() *ir.Context {
	ctx := newContext()
	ctx.MustRegisterOps(&ir.OpDef{
		Name:     "arith.addi",
		Operands: []ir.ArgDef{{Name: "lhs", Type: ir.SignlessIntegerOrIndex}, {Name: "rhs", Type: ir.SignlessIntegerOrIndex}},
		Results:  []ir.ArgDef{{Name: "result", Type: ir.SignlessIntegerOrIndex}},
		Traits:   ir.Pure | ir.Commutative | ir.SameOperandsAndResultType,
		Format:   "$lhs `,` $rhs attr-dict `:` type($result)",
	})
	return ctx
}

// genArith writes one function with n chained additions.
func genArith(n int) string {
	var b strings.Builder
	b.WriteString("func.func @f(%arg0: i32) -> i32 {\n")
	prev := "%arg0"
	for i := 0; i < n; i++ {
		fmt.Fprintf(&b, "  %%%d = arith.addi %s, %s : i32\n", i, prev, prev)
		prev = "%" + strconv.Itoa(i)
	}
	fmt.Fprintf(&b, "  return %s : i32\n}\n", prev)
	return b.String()
}

func benchSize() int {
	if s := os.Getenv("STRATA_BENCH_OPS"); s != "" {
		if n, err := strconv.Atoi(s); err == nil {
			return n
		}
	}
	return 10000
}

// BenchmarkParsePrint parses, verifies and prints one function of
// STRATA_BENCH_OPS (default 10,000) arith.addi ops.
func BenchmarkParsePrint(b *testing.B) {
	n := benchSize()
	src := genArith(n)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		ctx := benchContext()
		op, err := parser.ParseSource(ctx, "bench.mlir", src, parser.Options{})
		if err != nil {
			b.Fatal(err)
		}
		if err := ir.Verify(op); err != nil {
			b.Fatal(err)
		}
		if err := ir.PrintOp(io.Discard, op, ir.PrintFlags{}); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "ops/s")
}

// BenchmarkParse measures parsing alone.
func BenchmarkParse(b *testing.B) {
	src := genArith(benchSize())
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		if _, err := parser.ParseSource(benchContext(), "bench.mlir", src, parser.Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// TestBenchInputRoundTrips keeps the benchmark honest: the generated text
// prints back unchanged.
func TestBenchInputRoundTrips(t *testing.T) {
	src := genArith(50)
	ctx := benchContext()
	op, err := parser.ParseSource(ctx, "bench.mlir", src, parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	ir.PrintOp(&buf, op, ir.PrintFlags{})
	want := "module {\n" + indent(src) + "}\n"
	if buf.String() != want {
		t.Errorf("got:\n%s\nwant:\n%s", buf.String(), want)
	}
}

func indent(s string) string {
	lines := strings.SplitAfter(s, "\n")
	var b strings.Builder
	for _, l := range lines {
		if l != "" {
			b.WriteString("  " + l)
		}
	}
	return b.String()
}

// TestBigFile parses, verifies and prints the file named by
// STRATA_BIG_FILE to /dev/null; run it under /usr/bin/time to compare
// with `mlir-opt-22 FILE -o /dev/null`.
func TestBigFile(t *testing.T) {
	path := os.Getenv("STRATA_BIG_FILE")
	if path == "" {
		t.Skip("STRATA_BIG_FILE not set")
	}
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	ctx := benchContext()
	if os.Getenv("STRATA_BIG_GCOFF") != "" {
		// Parsing produces little garbage: collecting while the IR grows
		// only re-marks live objects. A tool can switch the GC off for the
		// parse and restore it afterwards.
		old := debug.SetGCPercent(-1)
		defer debug.SetGCPercent(old)
	}
	// Share the bytes as the parser's string instead of copying 50 MB.
	op, err := parser.ParseSource(ctx, path, unsafe.String(unsafe.SliceData(src), len(src)), parser.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if os.Getenv("STRATA_BIG_STATS") != "" {
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		t.Logf("live heap after parse: %d MiB", ms.HeapAlloc>>20)
	}
	if err := ir.Verify(op); err != nil {
		t.Fatal(err)
	}
	f, err := os.Create(os.DevNull)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := ir.PrintOp(f, op, ir.PrintFlags{}); err != nil {
		t.Fatal(err)
	}
}
