package parser_test

import (
	"strings"
	"testing"

	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/parser"
)

// firstError parses and verifies src and returns the first diagnostic as
// "line:col: error: message".
func firstError(t *testing.T, src string) string {
	t.Helper()
	ctx := newContext()
	op, err := parser.ParseSource(ctx, "in.mlir", src, parser.Options{})
	if err == nil {
		err = ir.Verify(op)
	}
	if err == nil {
		return ""
	}
	d, ok := err.(*ir.Diagnostic)
	if !ok {
		t.Fatalf("error is not a diagnostic: %v", err)
	}
	return strings.TrimPrefix(d.Error(), "in.mlir:")
}

// TestErrorsMatchMLIROpt checks message and position of the first error
// against what mlir-opt-22 reports for the same input.
func TestErrorsMatchMLIROpt(t *testing.T) {
	for _, c := range errorCases {
		if got := firstError(t, c.src); !strings.HasPrefix(got, c.want) {
			t.Errorf("input %q:\n got: %s\nwant: %s", c.src, got, c.want)
		}
	}
}

// TestCaretDisplay checks the source line and caret under the column.
func TestCaretDisplay(t *testing.T) {
	src := "\"t.a\"() {a = 300 : i8} : () -> ()\n"
	ctx := newContext()
	_, err := parser.ParseSource(ctx, "f.mlir", src, parser.Options{})
	sm := ir.NewSourceMgr()
	sm.AddFile("f.mlir", src)
	got := ir.FormatDiagnostic(err.(*ir.Diagnostic), sm)
	want := "f.mlir:1:14: error: integer constant out of range for attribute\n" +
		"\"t.a\"() {a = 300 : i8} : () -> ()\n" +
		"             ^\n"
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
}

// TestUnregisteredRejected checks that ops of unknown dialects need
// AllowUnregistered.
func TestUnregisteredRejected(t *testing.T) {
	ctx := ir.NewContext()
	_, err := parser.ParseSource(ctx, "in.mlir", `"t.a"() : () -> ()`, parser.Options{})
	if err == nil || !strings.Contains(err.Error(), "1:6: error: operation being parsed with an unregistered dialect") {
		t.Errorf("got %v", err)
	}
}
