package gcpolicy

import (
	"os"
	"runtime/debug"
	"testing"
)

func TestApplyKeepsTheEnvironmentsChoice(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))

	t.Setenv("GOGC", "50")
	t.Setenv("GOMEMLIMIT", "1GiB")
	debug.SetGCPercent(50)
	debug.SetMemoryLimit(1 << 30)
	Apply()
	if got := debug.SetGCPercent(50); got != 50 {
		t.Errorf("GOGC=50 in the environment: the percent is %d", got)
	}
	if got := debug.SetMemoryLimit(-1); got != 1<<30 {
		t.Errorf("GOMEMLIMIT=1GiB in the environment: the limit is %d", got)
	}
}

func TestApplySetsThePace(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	defer debug.SetMemoryLimit(debug.SetMemoryLimit(-1))

	unset(t, "GOGC", "GOMEMLIMIT")
	Apply()
	if got := debug.SetGCPercent(100); got != percent {
		t.Errorf("percent %d, want %d", got, percent)
	}
	if got := debug.SetMemoryLimit(-1); got != softLimit {
		t.Errorf("limit %d, want %d", got, softLimit)
	}
}

// unset removes environment variables for the test; t.Setenv first, so
// that they come back after it.
func unset(t *testing.T, names ...string) {
	for _, name := range names {
		t.Setenv(name, "")
		os.Unsetenv(name)
	}
}
