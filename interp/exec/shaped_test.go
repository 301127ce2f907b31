package exec

import (
	"math"
	"testing"
)

// Element counts never overflow silently: a negative size or a product
// past int64 is an error (NumElements says -1), and a zero size makes any
// shape empty.
func TestCountElements(t *testing.T) {
	for _, tt := range []struct {
		shape []int64
		want  int64
		ok    bool
	}{
		{nil, 1, true},
		{[]int64{2, 3}, 6, true},
		{[]int64{1 << 32, 1 << 32}, 0, false},
		{[]int64{1 << 31, 1 << 31, 4}, 0, false},
		{[]int64{math.MaxInt64}, math.MaxInt64, true},
		{[]int64{-1}, 0, false},
		{[]int64{-1, 0}, 0, false},
		{[]int64{0, 1 << 62, 1 << 62}, 0, true},
	} {
		n, err := CountElements(tt.shape)
		if (err == nil) != tt.ok || (tt.ok && n != tt.want) {
			t.Errorf("CountElements(%v) = %d, %v", tt.shape, n, err)
		}
		if got := NumElements(tt.shape); tt.ok && got != tt.want || !tt.ok && got != -1 {
			t.Errorf("NumElements(%v) = %d", tt.shape, got)
		}
	}
	if _, ok := MulBytes(math.MaxInt64/4+1, 4); ok {
		t.Error("MulBytes overflowed silently")
	}
}
