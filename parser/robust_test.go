package parser_test

import (
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// mustFailQuickly parses src and expects a diagnostic, without panic and
// within a time bound.
func mustFailQuickly(t *testing.T, name, src, wantSubstr string) {
	t.Helper()
	done := make(chan error, 1)
	go func() {
		ctx := newContext()
		op, err := parser.ParseSource(ctx, "in.mlir", src, parser.Options{})
		if err == nil {
			err = ir.Verify(op)
		}
		done <- err
	}()
	select {
	case err := <-done:
		if err == nil {
			t.Errorf("%s: expected an error", name)
			return
		}
		if _, ok := err.(*ir.Diagnostic); !ok {
			t.Errorf("%s: error is not a diagnostic: %v", name, err)
		}
		if !strings.Contains(err.Error(), wantSubstr) {
			t.Errorf("%s: got %q, want it to contain %q", name, err.Error(), wantSubstr)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("%s: parser hangs", name)
	}
}

func TestBadInput(t *testing.T) {
	cases := []struct{ name, src, want string }{
		{"million parens", strings.Repeat("(", 1000000), "error:"},
		{"deep regions", strings.Repeat(`"t.a"() ({`, 5000), "nesting is too deep"},
		{"deep types", `"t.a"() {a = ` + strings.Repeat("tuple<", 5000) + "i32" + strings.Repeat(">", 5000) + `} : () -> ()`, "nesting is too deep"},
		{"deep arrays", `"t.a"() {a = ` + strings.Repeat("[", 100000) + `} : () -> ()`, "nesting is too deep"},
		{"unbalanced braces", `"t.a"() ({ ^bb0: }`, "error:"},
		{"truncated", `func.func @f(%a: i32) -> i32 { %0 = "t.x"(%a) : (i32) -`, "error:"},
		{"invalid utf8", "\"t.a\"() {a = \xff\xfe} : () -> ()", "unexpected character"},
		{"nul bytes", "\x00\x00", "error:"},
		{"huge line", `"t.a"() {a = "` + strings.Repeat("x", 10<<20) + `} : () -> ()`, "expected '\"' in string literal"},
		{"unknown op", `foo.bar`, "Dialect `foo' not found"},
		{"use before def", "\"t.a\"(%x) : (i32) -> ()", "use of undeclared SSA value name"},
		{"wrong types", "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (f32) -> ()", "expects different type"},
		{"huge int width", `"t.a"() {a = 1 : i99999999} : () -> ()`, "integer bitwidth is limited"},
		{"huge result count", `%0:999999999 = "t.a"() : () -> ()`, "error:"},
		{"huge dense list", `"t.a"() {a = dense<[1, 2]> : tensor<999999999999x999999999999xi8>} : () -> ()`, "does not match type"},
		{"bad pretty dialect", `"t.a"() {a = !t.x<<<} : () -> ()`, "error:"},
	}
	for _, c := range cases {
		mustFailQuickly(t, c.name, c.src, c.want)
	}
}

// TestHugeSplat checks that a splat over an enormous shape is accepted and
// printed without materializing elements, as in MLIR.
func TestHugeSplat(t *testing.T) {
	src := `"t.a"() {a = dense<1> : tensor<999999999999x999999999999xi8>} : () -> ()`
	got := parsePrint(t, "in.mlir", src, ir.PrintFlags{})
	if !strings.Contains(got, "dense<1> : tensor<999999999999x999999999999xi8>") {
		t.Errorf("got %s", got)
	}
}
