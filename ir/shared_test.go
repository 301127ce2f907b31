package ir

import (
	"strings"
	"testing"
	"time"
)

// bounded fails the test if f has not returned after d.
func bounded(t *testing.T, d time.Duration, what string, f func()) {
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

// TestSharedStructureIsNotExpanded builds attributes, types and
// locations that share their parts exponentially often (2^64 leaves) and
// checks that string conversions and location searches stay short.
func TestSharedStructureIsNotExpanded(t *testing.T) {
	c := NewContext()
	var a Attribute = c.ArrayAttr([]Attribute{c.IntegerAttr(c.I(64), 1), c.IntegerAttr(c.I(64), 2)})
	var ty Type = c.TupleType([]Type{c.I(32), c.F32()})
	var l Location = c.NameLoc("x", nil)
	for i := 0; i < 64; i++ {
		a = c.ArrayAttr([]Attribute{a, a})
		ty = c.TupleType([]Type{ty, ty})
		l = c.FusedLoc([]Location{l, c.CallSiteLoc(l, l)}, c.StringAttr("m"))
	}
	bounded(t, 20*time.Second, "AttrString", func() {
		if s := AttrString(a); len(s) > 16<<20 || !strings.Contains(s, "<<...>>") {
			t.Errorf("AttrString: %d bytes", len(s))
		}
	})
	bounded(t, 20*time.Second, "TypeString", func() {
		if s := TypeString(ty); len(s) > 16<<20 || !strings.Contains(s, "<<...>>") {
			t.Errorf("TypeString: %d bytes", len(s))
		}
	})
	bounded(t, 20*time.Second, "FileLineCol", func() {
		if _, ok := FileLineCol(l); ok {
			t.Errorf("FileLineCol found a file location in %s", AttrString(l))
		}
	})
}
