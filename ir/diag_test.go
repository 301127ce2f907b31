package ir

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestDiagEngineHandlers(t *testing.T) {
	c := NewContext()
	var outer, inner []string
	e := c.Diag()
	e.PushHandler(func(d *Diagnostic) bool { outer = append(outer, d.Message); return true })
	pop := e.PushHandler(func(d *Diagnostic) bool {
		inner = append(inner, d.Message)
		return d.Severity == SevError // consume errors, pass the rest on
	})
	e.Emit(NewDiagnostic(SevError, c.UnknownLoc(), "e1"))
	e.Emit(NewDiagnostic(SevWarning, c.UnknownLoc(), "w1"))
	pop()
	e.Emit(NewDiagnostic(SevRemark, c.UnknownLoc(), "r1"))
	if diff := cmp.Diff([]string{"e1", "w1"}, inner); diff != "" {
		t.Error(diff)
	}
	if diff := cmp.Diff([]string{"w1", "r1"}, outer); diff != "" {
		t.Error(diff)
	}
	if e.NumErrors != 1 {
		t.Errorf("NumErrors = %d", e.NumErrors)
	}
}

func TestFormatDiagnostic(t *testing.T) {
	c := NewContext()
	sm := NewSourceMgr()
	sm.AddFile("f.mlir", "line one\n\tfoo bar\n")
	d := NewDiagnostic(SevError, c.FileLineColLoc("f.mlir", 2, 6), "bad %s", "bar")
	d.AttachNote(c.FileLineColLoc("f.mlir", 1, 1), "see here")
	d.AttachNote(c.FileLineColLoc("f.mlir", 1, 1), "and again")
	want := "f.mlir:2:6: error: bad bar\n\tfoo bar\n\t    ^\n" +
		"f.mlir:1:1: note: see here\nline one\n^\n" +
		"f.mlir:1:1: note: and again\n"
	if diff := cmp.Diff(want, FormatDiagnostic(d, sm)); diff != "" {
		t.Error(diff)
	}
	if got := d.Error(); got != "f.mlir:2:6: error: bad bar\nf.mlir:1:1: note: see here\nf.mlir:1:1: note: and again" {
		t.Errorf("Error() = %q", got)
	}
	// A call site shows the callee, then where it was called from.
	cs := c.CallSiteLoc(c.FileLineColLoc("f.mlir", 2, 2), c.FileLineColLoc("f.mlir", 1, 6))
	got := FormatDiagnostic(NewDiagnostic(SevWarning, cs, "w"), sm)
	want = "f.mlir:2:2: warning: w\n\tfoo bar\n\t^\nf.mlir:1:6: note: called from\nline one\n     ^\n"
	if diff := cmp.Diff(want, got); diff != "" {
		t.Error(diff)
	}
}

// TestSourceMgrLines checks Line against splitting the text, in an order
// that uses the marks it keeps.
func TestSourceMgrLines(t *testing.T) {
	var b strings.Builder
	for i := 1; i <= 1000; i++ {
		fmt.Fprintf(&b, "line %d\r\n", i)
	}
	b.WriteString("last")
	sm := NewSourceMgr()
	sm.AddFile("f", b.String())
	for _, n := range []int{700, 1, 256, 257, 513, 1000, 999, 1001, 3} {
		want := fmt.Sprintf("line %d", n)
		if n == 1001 {
			want = "last"
		}
		if got, ok := sm.Line("f", n); !ok || got != want {
			t.Errorf("line %d: %q, %v", n, got, ok)
		}
	}
	if _, ok := sm.Line("f", 1002); ok {
		t.Error("line past the end")
	}
	if _, ok := sm.Line("g", 1); ok {
		t.Error("unknown file")
	}
}
