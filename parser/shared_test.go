package parser_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// within runs f and fails the test if it has not returned after d (the
// goroutine is left behind: the test is failing anyway).
func within(t *testing.T, d time.Duration, what string, f func()) {
	t.Helper()
	done := make(chan struct{})
	go func() {
		defer close(done)
		f()
	}()
	select {
	case <-done:
	case <-time.After(d):
		t.Fatalf("%s: still running after %v", what, d)
	}
}

// doubling returns n alias definitions, each naming the previous one
// twice, used by an op: 64 lines whose expansion has 2^64 leaves.
func doubling(n int, first, def, use string) string {
	var b strings.Builder
	fmt.Fprintf(&b, first+"\n", 0)
	for i := 1; i < n; i++ {
		fmt.Fprintf(&b, def+"\n", i, i-1, i-1)
	}
	fmt.Fprintf(&b, use+"\n", n-1)
	return b.String()
}

// TestSharedStructurePrintsLinearly checks that attributes, types and
// locations shared exponentially often print in time and space linear
// in the input: with aliases of their own, and as an error (or cut text)
// where aliases are not allowed.
func TestSharedStructurePrintsLinearly(t *testing.T) {
	cases := []struct {
		name, src string
		flags     ir.PrintFlags
		alias     string
	}{
		{"attributes", doubling(64, "#a%d = [1, 2]", "#a%d = [#a%d, #a%d]",
			`func.func @main() attributes {x = #a%d} { return }`), ir.PrintFlags{}, "#attr1 = [#attr, #attr]"},
		{"attributes generic", doubling(64, "#a%d = {k = 1}", "#a%d = {l = #a%d, r = #a%d}",
			`"t.op"() {x = #a%d} : () -> ()`), ir.PrintFlags{Generic: true}, "#attr1 = {l = #attr, r = #attr}"},
		{"types", doubling(64, "!t%d = tuple<i32, f32>", "!t%d = tuple<!t%d, !t%d>",
			`func.func private @f(!t%d)`), ir.PrintFlags{}, "!type1 = tuple<!type, !type>"},
		{"attributes and types", doubling(64, "#a%d = [1, 2]", "#a%d = [#a%d, #a%d]", `"t.op"() {x = #a%d} : () -> ()`) +
			doubling(64, "!t%d = tuple<i32, f32>", "!t%d = tuple<!t%d, !t%d>", `func.func private @f(!t%d)`),
			ir.PrintFlags{}, "!type1 = tuple<!type, !type>"},
		{"locations", doubling(64, `#l%d = loc("a.mlir":1:2)`, "#l%d = loc(callsite(#l%d at #l%d))",
			`"t.op"() : () -> () loc(#l%d)`), ir.PrintFlags{DebugInfo: true}, "loc(callsite(#loc"},
	}
	for _, c := range cases {
		within(t, 60*time.Second, c.name, func() {
			ctx := newContext()
			op, err := parser.ParseSource(ctx, "in.mlir", c.src, parser.Options{})
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			var b strings.Builder
			if err := ir.PrintOp(&b, op, c.flags); err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			out := b.String()
			if len(out) > 64<<10 || !strings.Contains(out, c.alias) {
				t.Fatalf("%s: printed %d bytes, want a short text with %q:\n%.2000s", c.name, len(out), c.alias, out)
			}
			// The aliases read back to the same IR.
			op2, err := parser.ParseSource(newContext(), "out.mlir", out, parser.Options{})
			if err != nil {
				t.Fatalf("%s: reparse: %v", c.name, err)
			}
			var b2 strings.Builder
			if err := ir.PrintOp(&b2, op2, c.flags); err != nil || b2.String() != out {
				t.Fatalf("%s: reprinted differently (%v):\n%.2000s", c.name, err, b2.String())
			}
			// Without aliases the printer gives up, with an error.
			local := c.flags
			local.LocalScope = true
			local.DebugInfo = true
			err = ir.PrintOp(&strings.Builder{}, op, local)
			if d, ok := err.(*ir.Diagnostic); !ok || !strings.Contains(d.Message, "cannot print the IR without aliases") {
				t.Fatalf("%s: local scope: got %v", c.name, err)
			}
			if c.flags.DebugInfo {
				return
			}
			// Diagnostics and string conversions are cut short.
			inner := op.Region(0).Front().First()
			for _, s := range []string{inner.String(), ir.OpString(inner, true)} {
				if len(s) > 16<<20 || !strings.Contains(s, "<<...>>") {
					t.Fatalf("%s: op string of %d bytes ends with %q", c.name, len(s), s[max(0, len(s)-100):])
				}
			}
		})
	}
}

// TestSharedStructureOutputUnchanged checks that sharing within the
// limits prints as mlir-opt does: expanded, without extra aliases.
func TestSharedStructureOutputUnchanged(t *testing.T) {
	src := doubling(12, "#a%d = [1, 2]", "#a%d = [#a%d, #a%d]", `"t.op"() {x = #a%d} : () -> ()`)
	out := parsePrint(t, "in.mlir", src, ir.PrintFlags{})
	if strings.Contains(out, "#attr") || strings.Count(out, "[1, 2]") != 1<<11 {
		t.Errorf("got %.500s", out)
	}
}
