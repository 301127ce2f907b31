package ir

import (
	"testing"
	"unsafe"
)

// TestStructSizes guards the memory footprint of the hot structures (a
// module of a million ops holds a million of each).
func TestStructSizes(t *testing.T) {
	if s := unsafe.Sizeof(Value{}); s > 48 {
		t.Errorf("Value is %d bytes, want <= 48", s)
	}
	if s := unsafe.Sizeof(OpOperand{}); s > 40 {
		t.Errorf("OpOperand is %d bytes, want <= 40", s)
	}
	if s := unsafe.Sizeof(Operation{}); s > 320 {
		t.Errorf("Operation is %d bytes, want <= 320 (a malloc size class)", s)
	}
}
