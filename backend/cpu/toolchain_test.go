package cpu

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// TestOldLLCRefused: an llc on PATH older than minLLVMMajor (Debian 12's
// LLVM 14) is not used, and the error says how to get a newer one, rather
// than llc aborting later on an intrinsic it cannot select.
func TestOldLLCRefused(t *testing.T) {
	dir := t.TempDir()
	writeLLC := func(version string) {
		if err := os.WriteFile(dir+"/llc", []byte("#!/bin/sh\necho '"+version+"'\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	writeLLC("Debian LLVM version 14.0.6")
	t.Setenv("PATH", dir)
	if got := llvmMajor(dir + "/llc"); got != 14 {
		t.Errorf("llvmMajor = %d, want 14", got)
	}
	candidates := []string{"llc-22", dir + "/missing/llc", "llc"}
	_, err := findLLC(candidates)
	if err == nil || !strings.Contains(err.Error(), "LLVM 14") || !strings.Contains(err.Error(), "setup-toolchain.sh") {
		t.Errorf("findLLC with only LLVM 14's llc: %v", err)
	}
	writeLLC("LLVM version 19.1.7")
	if p, err := findLLC(candidates); err != nil || p != dir+"/llc" {
		t.Errorf("LLVM 19's llc: %q, %v", p, err)
	}
	if p, err := findLLC(candidates[:2]); err != nil || p != "" {
		t.Errorf("no llc at all: %q, %v (FindToolchain reports it)", p, err)
	}
}

// The Python package's llc.py (llvmlite standing in for llc where a PyTorch
// user's machine has no LLVM) takes the options the toolchain passes llc
// when $STRATA_LLC names it and $STRATA_OPT is empty: every call of a
// compile is checked with its --parse-only.
func TestLLCOptionsForPythonLLC(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("no python3")
	}
	real, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	log := filepath.Join(dir, "calls")
	wrapper := filepath.Join(dir, "llc")
	script := "#!/bin/sh\necho \"$*\" >> " + log + "\nexec " + real.LLC + " \"$@\"\n"
	if err := os.WriteFile(wrapper, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Setenv(EnvLLC, wrapper)
	t.Setenv(EnvOpt, "")
	tc, err := FindToolchain()
	if err != nil {
		t.Fatal(err)
	}
	if tc.Clang != "" || tc.Opt != "" {
		t.Fatalf("with $%s set and $%s empty the toolchain is llc alone, got clang %q, opt %q", EnvLLC, EnvOpt, tc.Clang, tc.Opt)
	}
	if _, err := CompileWith(context.Background(), parseSource(t, threadsProgram), "main", t.TempDir(), tc, Options{NoCache: true}); err != nil {
		t.Fatal(err)
	}
	// The CUDA host code's llc, started before its IR exists.
	if err := tc.StartCodegenHost(context.Background(), t.TempDir(), "host.o").Finish(hostIR); err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	llcPy := filepath.Join("..", "..", "python", "strata", "llc.py")
	for _, call := range strings.Split(strings.TrimSpace(string(raw)), "\n") {
		out, err := exec.Command(python, append([]string{llcPy, "--parse-only"}, strings.Fields(call)...)...).CombinedOutput()
		if err != nil {
			t.Errorf("llc.py does not take %q: %v\n%s", call, err, out)
		}
	}
}
