package exec

import (
	"strings"
	"testing"
)

// TestRunGridBarrier: threads of a block that meet at a barrier see every
// value written before it, whatever order they run in.
func TestRunGridBarrier(t *testing.T) {
	const n = 64
	var shared [2][n]int64
	var out [2][n]int64
	err := RunGrid([3]int64{2, 1, 1}, [3]int64{n, 1, 1}, true, nil, func(th *Thread) error {
		b := th.BlockID[0]
		shared[b][th.Linear] = th.Linear * 10
		if _, _, err := th.Meet(ScopeBlock, Value{}); err != nil {
			return err
		}
		out[b][th.Linear] = shared[b][n-1-th.Linear]
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for b := 0; b < 2; b++ {
		for i := int64(0); i < n; i++ {
			if out[b][i] != (n-1-i)*10 {
				t.Fatalf("block %d thread %d read %d", b, i, out[b][i])
			}
		}
	}
}

// TestRunGridWarpMeeting: warp meetings gather the values of one warp, in
// lane order, and threads that ended are absent.
func TestRunGridWarpMeeting(t *testing.T) {
	sums := make([]int64, 40)
	err := RunGrid([3]int64{1, 1, 1}, [3]int64{40, 1, 1}, true, nil, func(th *Thread) error {
		if th.Linear == 39 {
			return nil // ends before the meeting
		}
		vals, present, err := th.Meet(ScopeWarp, Int(th.Linear))
		if err != nil {
			return err
		}
		for i, v := range vals {
			if present[i] {
				sums[th.Linear] += v.I
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if sums[0] != 496 || sums[31] != 496 {
		t.Errorf("warp 0 sums %d, %d; want 496", sums[0], sums[31])
	}
	if want := int64(32 + 33 + 34 + 35 + 36 + 37 + 38); sums[32] != want {
		t.Errorf("warp 1 sum %d, want %d", sums[32], want)
	}
}

// TestRunGridDeadlock: threads waiting at meetings the others never reach
// are an error, not a hang, and every goroutine ends.
func TestRunGridDeadlock(t *testing.T) {
	err := RunGrid([3]int64{1, 1, 1}, [3]int64{4, 1, 1}, true, nil, func(th *Thread) error {
		scope := ScopeBlock
		if th.Linear%2 == 1 {
			scope = ScopeWarp
		}
		_, _, err := th.Meet(scope, Value{})
		return err
	})
	if err == nil || !strings.Contains(err.Error(), "never reach") {
		t.Fatalf("got %v", err)
	}
}

// TestRunGridLimits: grids and blocks the hardware refuses.
func TestRunGridLimits(t *testing.T) {
	for _, c := range []struct {
		grid, block [3]int64
		want        string
	}{
		{[3]int64{0, 1, 1}, [3]int64{1, 1, 1}, "grid size 0 along x"},
		{[3]int64{1, 1, 1}, [3]int64{1, 0, 1}, "block size 0 along y"},
		{[3]int64{1, 1 << 20, 1}, [3]int64{1, 1, 1}, "exceeds the limits"},
		{[3]int64{1, 1, 1}, [3]int64{32, 33, 1}, "exceeds 1024 threads"},
	} {
		err := RunGrid(c.grid, c.block, false, nil, func(*Thread) error { return nil })
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("grid %v block %v: got %v, want %q", c.grid, c.block, err, c.want)
		}
	}
}
