package cpurt

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestMatmul compiles the runtime with cc (and OpenMP) beside
// testdata/matmul_check.c, which compares __strata_matmul_f32 with a
// loop nest on every layout and on sizes around its tiles, and checks
// that 1, 2 and 5 threads give bit-identical results.
func TestMatmul(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		t.Fatalf("the cpu runtime needs a C compiler: %v", err)
	}
	dir := t.TempDir()
	src := filepath.Join(dir, FileName)
	if err := os.WriteFile(src, []byte(Source), 0o644); err != nil {
		t.Fatal(err)
	}
	// Read here, not by cc, so that go test's cache sees a change.
	check, err := os.ReadFile(filepath.Join("testdata", "matmul_check.c"))
	if err != nil {
		t.Fatal(err)
	}
	checkSrc := filepath.Join(dir, "matmul_check.c")
	if err := os.WriteFile(checkSrc, check, 0o644); err != nil {
		t.Fatal(err)
	}
	exe := filepath.Join(dir, "matmul_check")
	args := []string{"-O2", "-march=native", "-fopenmp", "-o", exe, checkSrc, src, "-lm"}
	if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		t.Fatalf("cc %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	var first string
	for _, threads := range []string{"1", "2", "5"} {
		cmd := exec.Command(exe)
		cmd.Env = append(os.Environ(), EnvThreads+"="+threads)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s threads: %v\n%s", threads, err, out)
		}
		if first == "" {
			first = string(out)
			t.Logf("%s", strings.TrimSpace(first))
		} else if string(out) != first {
			t.Fatalf("%s threads give other results than 1 thread:\n%s\n%s", threads, out, first)
		}
	}
}
