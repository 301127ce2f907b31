package parser_test

import (
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
