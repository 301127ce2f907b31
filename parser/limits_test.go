package parser_test

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// parseErr parses src (expecting an error) within d and returns the
// diagnostic's message.
func parseErr(t *testing.T, d time.Duration, name, src string) string {
	t.Helper()
	var msg string
	within(t, d, name, func() {
		_, err := parser.ParseSource(newContext(), "in.mlir", src, parser.Options{})
		diag, ok := err.(*ir.Diagnostic)
		if !ok {
			t.Errorf("%s: got %v, want a diagnostic", name, err)
			return
		}
		msg = diag.Message
	})
	return msg
}

// TestLongTokensAreClipped checks that diagnostics quote a few dozen
// characters of a huge identifier, not all of it.
func TestLongTokensAreClipped(t *testing.T) {
	long := strings.Repeat("a", 50<<20)
	cases := []struct{ name, src, want string }{
		{"alias", `"t.a"() {x = #` + long + `} : () -> ()`, "undefined symbol alias id 'aaa"},
		{"type alias", `"t.a"() {x = !` + long + `} : () -> ()`, "undefined symbol alias id 'aaa"},
		{"custom op", long, "custom op 'aaa"},
		{"dialect", long + ".op", "Dialect `aaa"},
		{"ssa value", "%" + long + ` = "t.a"() : () -> i32` + "\n%" + long + ` = "t.a"() : () -> i32`, "redefinition of SSA value '%aaa"},
		{"dictionary key", `"t.a"() {` + long + ` = 1, ` + long + ` = 2} : () -> ()`, "duplicate key 'aaa"},
	}
	for _, c := range cases {
		msg := parseErr(t, 30*time.Second, c.name, c.src)
		if !strings.Contains(msg, c.want) || len(msg) > 300 || !strings.Contains(msg, "...") {
			t.Errorf("%s: message of %d bytes: %.300q", c.name, len(msg), msg)
		}
	}
}

// TestSizesFromTheFile checks that numbers written in the input (shapes,
// result counts and numbers, line numbers, integer widths, SSA names)
// size nothing the parser allocates: each input is small, and parsing and
// printing it must stay small and quick, or fail with a located error.
func TestSizesFromTheFile(t *testing.T) {
	many := func(n int, f func(i int) string) string { return repeatJoin(n, f, "\n") }
	cases := []struct{ name, src, want string }{
		{"splat of a huge tensor", `"t.a"() {a = dense<1.5> : tensor<100000000000xf32>, b = dense<"0xFF"> : tensor<99999999999x99999999999xi8>} : () -> ()`, ""},
		{"resource of a huge tensor", `"t.a"() {a = dense_resource<blob> : tensor<100000000000xf32>} : () -> ()` +
			"\n{-#\n  dialect_resources: {\n    builtin: {\n      blob: \"0x040000000000803F\"\n    }\n  }\n#-}", ""},
		{"huge result count", `%0:999999999999 = "t.a"() : () -> (i32)`, "1:4: error: expected named operation to have at least 1 result"},
		{"huge result numbers", many(1000, func(i int) string { return fmt.Sprintf(`"t.use"(%%x%d#1048576) : (i32) -> ()`, i) }),
			"error: use of undeclared SSA value name"},
		{"huge line numbers", many(1000, func(i int) string { return fmt.Sprintf(`"t.a"() : () -> () loc("f":%d:1)`, 60000000+1000*i) }), ""},
		{"huge SSA numbers", many(1000, func(i int) string {
			return fmt.Sprintf("func.func @f%d() {\n  %%99999999 = \"t.a\"() : () -> i32\n  return\n}", i)
		}), ""},
		{"wide integers", many(1000, func(int) string { return `"t.a"() {a = -5 : i16777215} : () -> ()` }), ""},
		{"wide dense literal", `"t.a"() {a = dense<[` + repeatJoin(1000, func(int) string { return "1" }, ", ") + `]> : tensor<1000xi16777215>} : () -> ()`,
			"1:14: error: elements literal is too large: 1000 elements of 2097152 bytes from 3007 bytes of text"},
	}
	for _, c := range cases {
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		var err error
		within(t, 30*time.Second, c.name, func() { _, err = runOnce(c.src) })
		runtime.ReadMemStats(&after)
		if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 256<<20 {
			t.Errorf("%s: allocated %d MB for %d bytes of input", c.name, alloc>>20, len(c.src))
		}
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: got %v, want %q", c.name, err, c.want)
		}
	}
}
