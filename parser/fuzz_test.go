package parser_test

import (
	"bytes"
	"os"
	"testing"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// FuzzParse feeds arbitrary text to the parser. It must never panic or
// hang, and whatever parses and verifies must print in a form that parses
// again and prints the same.
func FuzzParse(f *testing.F) {
	f.Add(`"t.a"() : () -> ()`)
	f.Add("func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}")
	for _, c := range errorCases {
		f.Add(c.src)
	}
	if src, err := os.ReadFile("testdata/format/upstream_ops.mlir"); err == nil {
		f.Add(string(src))
	}
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<16 {
			return
		}
		if path := os.Getenv("STRATA_FUZZ_LAST"); path != "" {
			// Debug aid: keep the input being tried, to find slow ones.
			os.WriteFile(path, []byte(src), 0o644)
		}
		ctx := fuzzContext()
		op, err := parser.ParseSource(ctx, "fuzz.mlir", src, parser.Options{MaxDepth: 200})
		if err != nil {
			if _, ok := err.(*ir.Diagnostic); !ok {
				t.Fatalf("non-diagnostic error: %v", err)
			}
			return
		}
		if ir.Verify(op) != nil {
			return
		}
		for _, flags := range []ir.PrintFlags{{Generic: true}, {}} {
			var once bytes.Buffer
			if err := ir.PrintOp(&once, op, flags); err != nil {
				t.Fatal(err)
			}
			ctx2 := fuzzContext()
			op2, err := parser.ParseSource(ctx2, "fuzz.mlir", once.String(), parser.Options{})
			if err != nil {
				t.Fatalf("printed IR does not parse: %v\ninput:\n%s\nprinted:\n%s", err, src, once.String())
			}
			var twice bytes.Buffer
			ir.PrintOp(&twice, op2, flags)
			if once.String() != twice.String() {
				t.Fatalf("reprint differs\ninput:\n%s\nfirst:\n%s\nsecond:\n%s", src, once.String(), twice.String())
			}
		}
	})
}

// fuzzContext registers builtin, func and the format test ops, and
// accepts unregistered ops.
func fuzzContext() *ir.Context {
	ctx := formatContext()
	ctx.AllowUnregistered = true
	return ctx
}
