package parser_test

import (
	"fmt"
	"io"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// nestContext is newContext with a dialect "n" whose types and
// attributes nest: !n.list<T> and #n.box<A>.
func nestContext() *ir.Context {
	ctx := newContext()
	ctx.RegisterDialect(&ir.Dialect{
		Name: "n",
		ParseType: func(p ir.AsmParser) (ir.Type, error) {
			if err := p.ParseKeyword("list"); err != nil {
				return nil, err
			}
			if err := p.ParsePunct("<"); err != nil {
				return nil, err
			}
			t, err := p.ParseType()
			if err != nil {
				return nil, err
			}
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
			return p.Context().TupleType([]ir.Type{t}), nil
		},
		ParseAttr: func(p ir.AsmParser, _ ir.Type) (ir.Attribute, error) {
			if err := p.ParseKeyword("box"); err != nil {
				return nil, err
			}
			if err := p.ParsePunct("<"); err != nil {
				return nil, err
			}
			a, err := p.ParseAttribute(nil)
			if err != nil {
				return nil, err
			}
			if err := p.ParsePunct(">"); err != nil {
				return nil, err
			}
			return p.Context().ArrayAttr([]ir.Attribute{a}), nil
		},
	})
	return ctx
}

// runOnce parses, verifies and prints src, returning how long it took and
// the first error.
func runOnce(src string) (time.Duration, error) {
	start := time.Now()
	ctx := nestContext()
	op, err := parser.ParseSource(ctx, "in.mlir", src, parser.Options{})
	if err == nil {
		err = ir.Verify(op)
	}
	if err == nil {
		err = ir.PrintOp(io.Discard, op, ir.PrintFlags{})
	}
	return time.Since(start), err
}

// checkLinear checks that gen(4n) takes about 4 times as long as gen(n),
// not 16 (quadratic) or worse: the best of a few runs of each, with room
// for a loaded machine.
func checkLinear(t *testing.T, name string, n int, gen func(n int) string) {
	t.Helper()
	best := func(src string) time.Duration {
		var min time.Duration
		for i := 0; i < 3; i++ {
			d, err := runOnce(src)
			if err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			if i == 0 || d < min {
				min = d
			}
		}
		return min
	}
	within(t, 120*time.Second, name, func() {
		// A loaded machine can stall one measurement; quadratic work
		// fails every attempt.
		smallSrc, largeSrc := gen(n), gen(4*n)
		var small, large time.Duration
		for attempt := 0; attempt < 3; attempt++ {
			small, large = best(smallSrc), best(largeSrc)
			if large <= 10*small+300*time.Millisecond {
				return
			}
		}
		t.Errorf("%s: %d took %v, %d took %v: not linear", name, n, small, 4*n, large)
	})
}

func repeatJoin(n int, f func(i int) string, sep string) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = f(i)
	}
	return strings.Join(parts, sep)
}

// TestParsingIsLinear covers the inputs that used to take quadratic time.
func TestParsingIsLinear(t *testing.T) {
	cases := []struct {
		name string
		n    int
		gen  func(n int) string
	}{
		{"tensor dims", 20000, func(n int) string {
			return "func.func private @f(tensor<" + strings.Repeat("1x", n) + "f32>)"
		}},
		{"vector dims", 20000, func(n int) string {
			return "func.func private @f(vector<" + strings.Repeat("1x", n) + "f32>)"
		}},
		{"zero dims", 20000, func(n int) string {
			return "func.func private @f(tensor<" + strings.Repeat("0x", n) + "f32>)"
		}},
		{"strided memref", 10000, func(n int) string {
			return "func.func private @f(memref<" + strings.Repeat("1x", n) + "f32, strided<[" +
				repeatJoin(n, func(int) string { return "1" }, ", ") + "]>>)"
		}},
		{"attribute dictionary", 20000, func(n int) string {
			return "func.func private @f() attributes {" + repeatJoin(n, func(i int) string { return fmt.Sprintf("k%d = 0", n-i) }, ", ") + "}"
		}},
		{"generic op attributes", 20000, func(n int) string {
			return `"t.op"() {` + repeatJoin(n, func(i int) string { return fmt.Sprintf("k%d = 0", n-i) }, ", ") + "} : () -> ()"
		}},
		{"affine sum", 2000, func(n int) string {
			dims := repeatJoin(n, func(i int) string { return fmt.Sprintf("d%d", i) }, ", ")
			sum := repeatJoin(n, func(i int) string { return fmt.Sprintf("d%d", i) }, " + ")
			return fmt.Sprintf(`"t.op"() {m = affine_map<(%s) -> (%s)>} : () -> ()`, dims, sum)
		}},
		{"dense nested literal", 5000, func(n int) string {
			row := "[" + strings.Repeat("[", 50) + "1" + strings.Repeat("]", 50) + "]"
			return fmt.Sprintf(`"t.op"() {a = dense<[%s]> : tensor<%dx1x%si32>} : () -> ()`,
				repeatJoin(n, func(int) string { return row }, ", "), n, strings.Repeat("1x", 50))
		}},
		{"nested dialect types", 250, func(n int) string {
			// Types nested n deep (each level used to scan the levels
			// inside it again).
			ty := strings.Repeat("!n.list<", n) + "i32" + strings.Repeat(">", n)
			return "func.func private @f(" + repeatJoin(100, func(int) string { return ty }, ", ") + ")"
		}},
		{"forward references", 20000, func(n int) string {
			uses := repeatJoin(n, func(i int) string { return fmt.Sprintf(`  "t.use"(%%v%d) : (i32) -> ()`, i) }, "\n")
			defs := repeatJoin(n, func(i int) string { return fmt.Sprintf(`  %%v%d = "t.def"() : () -> i32`, i) }, "\n")
			return "\"t.graph\"() ({\n" + uses + "\n" + defs + "\n}) : () -> ()"
		}},
		{"result numbers", 20000, func(n int) string {
			types := repeatJoin(n, func(int) string { return "i32" }, ", ")
			return fmt.Sprintf("\"t.use\"(%s) : (%s) -> ()\n%%0:%d = \"t.def\"() : () -> (%s)",
				repeatJoin(n, func(i int) string { return fmt.Sprintf("%%0#%d", n-1-i) }, ", "), types, n, types)
		}},
		{"calls to many functions", 5000, func(n int) string {
			decls := repeatJoin(n, func(i int) string { return fmt.Sprintf("func.func private @g%d()", i) }, "\n")
			calls := repeatJoin(n, func(i int) string { return fmt.Sprintf("  func.call @g%d() : () -> ()", i) }, "\n")
			return decls + "\nfunc.func @f() {\n" + calls + "\n  return\n}"
		}},
		{"block chain", 10000, func(n int) string {
			var b strings.Builder
			b.WriteString("func.func @f(%a: i32) {\n  \"t.br\"()[^bb1] : () -> ()\n")
			for i := 1; i < n; i++ {
				fmt.Fprintf(&b, "^bb%d:\n  \"t.use\"(%%a) : (i32) -> ()\n  \"t.br\"()[^bb%d, ^exit] : () -> ()\n", i, i+1)
			}
			fmt.Fprintf(&b, "^bb%d:\n  \"t.br\"()[^exit] : () -> ()\n^exit:\n  return\n}\n", n)
			return b.String()
		}},
	}
	for _, c := range cases {
		checkLinear(t, c.name, c.n, c.gen)
	}
}

// TestNestingLimits checks that nesting beyond Options.MaxDepth is an
// error at the place it happens, however it is written: literally, in a
// dialect's body, or through aliases.
func TestNestingLimits(t *testing.T) {
	const deep = 5000
	chain := func(first, def, use string) string {
		var b strings.Builder
		b.WriteString(first + "\n")
		for i := 1; i < deep; i++ {
			fmt.Fprintf(&b, def+"\n", i, i-1)
		}
		fmt.Fprintf(&b, use+"\n", deep-1)
		return b.String()
	}
	cases := []struct{ name, src, want string }{
		{"dialect types", "func.func private @f(" + strings.Repeat("!n.list<", 100000) + "i32" + strings.Repeat(">", 100000) + ")",
			"error: nesting is too deep (more than 1000 levels)"},
		{"dialect attributes", `"t.op"() {a = ` + strings.Repeat("#n.box<", 100000) + "1" + strings.Repeat(">", 100000) + "} : () -> ()",
			"error: nesting is too deep (more than 1000 levels)"},
		{"attribute aliases", chain("#a0 = [1]", "#a%d = [#a%d]", `"t.op"() {a = #a%d} : () -> ()`),
			"1001:11: error: nesting is too deep (more than 1000 levels)"},
		{"type aliases", chain("!t0 = i32", "!t%d = tuple<!t%d>", "func.func private @f(!t%d)"),
			"1002:16: error: nesting is too deep (more than 1000 levels)"},
		{"location aliases", chain(`#l0 = loc("a":1:1)`, "#l%d = loc(callsite(#l%d at \"b\":1:1))", `"t.op"() : () -> () loc(#l%d)`),
			"error: nesting is too deep (more than 1000 levels)"},
		{"dense literal", `"t.op"() {a = dense<` + strings.Repeat("[", 100000) + "1" + strings.Repeat("]", 100000) + "> : tensor<1xi32>} : () -> ()",
			"1:1019: error: nesting is too deep (more than 1000 levels)"},
		{"affine negation", `"t.op"() {m = affine_map<(d0) -> (` + strings.Repeat("-", 100000) + "d0)>} : () -> ()",
			"error: nesting is too deep (more than 1000 levels)"},
		{"affine sum", `"t.op"() {m = affine_map<(d0, d1) -> (` + repeatJoin(20000, func(i int) string { return fmt.Sprintf("d%d", i%2) }, " floordiv 2 + ") + ")>} : () -> ()",
			"error: affine expression is too deep (more than 10000 levels)"},
		{"regions", strings.Repeat(`"t.r"() ({`, 100000), "error: nesting is too deep (more than 1000 levels)"},
	}
	for _, c := range cases {
		within(t, 30*time.Second, c.name, func() {
			_, err := parser.ParseSource(nestContext(), "in.mlir", c.src, parser.Options{})
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("%s: got %v, want %q", c.name, err, c.want)
			}
		})
	}
}
