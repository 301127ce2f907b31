package toolexec

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestRun(t *testing.T) {
	dir := t.TempDir()
	out, _, err := Run(context.Background(), dir, "sh", "-c", "pwd; echo warning >&2")
	if err != nil || strings.TrimSpace(string(out)) != dir {
		t.Errorf("got %q, %v; want the folder %s", out, err, dir)
	}
	_, stderr, err := Run(context.Background(), dir, "sh", "-c", "echo it broke >&2; exit 3")
	if err == nil || !strings.Contains(err.Error(), "sh -c echo it broke >&2; exit 3: exit status 3\nit broke") || string(stderr) != "it broke\n" {
		t.Errorf("got %v (stderr %q), want the command line, its status and its stderr", err, stderr)
	}
	if _, _, err := Run(context.Background(), dir, filepath.Join(dir, "missing")); err == nil || !strings.Contains(err.Error(), "missing") {
		t.Errorf("got %v, want the missing program named", err)
	}
}

// A cancelled run kills the tool's children too: a shell's background
// child that would write a file after the cancel never does.
func TestCancelKillsTheGroup(t *testing.T) {
	dir := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, _, err := Run(ctx, dir, "sh", "-c", "(sleep 1; touch late) & wait")
	if err == nil {
		t.Fatal("a cancelled run succeeded")
	}
	if d := time.Since(start); d > 900*time.Millisecond {
		t.Errorf("the cancelled run took %s", d)
	}
	time.Sleep(1200 * time.Millisecond)
	if _, err := os.Stat(filepath.Join(dir, "late")); err == nil {
		t.Error("the tool's child outlived the cancel")
	}
}
