package cpu

import (
	"os"
	"os/exec"
	"testing"
)

// TestToolOverrides: each external program has its own variable, and one
// never stands for another (issue 14: STRATA_LLC=/bin/false was run as
// opt too, "false" having no "llc" to replace with "opt").
func TestToolOverrides(t *testing.T) {
	t.Setenv(EnvLLC, "/bin/false")
	t.Setenv(EnvCC, "/bin/true")
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	if tc.LLC != "/bin/false" || tc.CC != "/bin/true" || tc.Opt != "" {
		t.Errorf("LLC %q CC %q Opt %q, want /bin/false, /bin/true and no opt", tc.LLC, tc.CC, tc.Opt)
	}
	t.Setenv(EnvOpt, "/bin/echo")
	if tc, _ = FindToolchain(); tc.Opt != "/bin/echo" {
		t.Errorf("$%s: Opt %q", EnvOpt, tc.Opt)
	}
	if llc, err := exec.LookPath("llc-22"); err == nil {
		opt, err := exec.LookPath("opt-22")
		if err != nil {
			t.Skip("no opt-22")
		}
		t.Setenv(EnvLLC, llc)
		// Set and empty: llc alone.
		t.Setenv(EnvOpt, "")
		if tc, _ = FindToolchain(); tc.Opt != "" {
			t.Errorf("$%s empty: Opt %q, want none", EnvOpt, tc.Opt)
		}
		// Unset: the opt of llc's release.
		t.Setenv(EnvOpt, "x")
		unsetenv(t, EnvOpt)
		if tc, _ = FindToolchain(); tc.Opt != opt {
			t.Errorf("beside %s: Opt %q, want %s", llc, tc.Opt, opt)
		}
	}
}

// unsetenv removes a variable for the rest of the test (t.Setenv first,
// so that it is restored).
func unsetenv(t *testing.T, name string) {
	t.Helper()
	if err := os.Unsetenv(name); err != nil {
		t.Fatal(err)
	}
}
