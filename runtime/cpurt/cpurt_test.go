package cpurt

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestMatmul compiles the runtime with cc (and OpenMP) beside
// testdata/matmul_check.c, which compares __strata_matmul_f32 with a
// loop nest on every layout and on sizes around its tiles, and checks
// that 1, 2 and 5 threads (more than the CI machine's cores: the pool's
// sleeping path) give bit-identical results, and that a forked child can
// run a threaded product.
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
	args := []string{"-O2", "-march=native", "-pthread", "-o", exe, checkSrc, src, "-lm"}
	if out, err := exec.Command(cc, args...).CombinedOutput(); err != nil {
		t.Fatalf("cc %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	var first string
	for _, threads := range []string{"1", "2", "5"} {
		// A pool that deadlocks must fail the test, not hang it.
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
		defer cancel()
		cmd := exec.CommandContext(ctx, exe)
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
