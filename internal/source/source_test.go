package source

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

func TestRead(t *testing.T) {
	dir := t.TempDir()
	small := filepath.Join(dir, "small.mlir")
	os.WriteFile(small, []byte("module {}\n"), 0o644)
	if b, err := Read(small, nil); err != nil || string(b) != "module {}\n" {
		t.Fatalf("small file: %q, %v", b, err)
	}
	if b, err := Read("-", strings.NewReader("x")); err != nil || string(b) != "x" {
		t.Fatalf("stdin: %q, %v", b, err)
	}
	if _, err := Read(filepath.Join(dir, "missing"), nil); !errors.Is(err, os.ErrNotExist) {
		t.Fatalf("missing file: %v", err)
	}

	t.Setenv("STRATA_MAX_INPUT_BYTES", "1000")
	big := filepath.Join(dir, "big.mlir")
	os.WriteFile(big, make([]byte, 1001), 0o644)
	var tl *TooLargeError
	if _, err := Read(big, nil); !errors.As(err, &tl) || tl.Limit != 1000 {
		t.Fatalf("big file: %v", err)
	}
	if _, err := Read("-", strings.NewReader(strings.Repeat("x", 1001))); !errors.As(err, &tl) {
		t.Fatalf("big stdin: %v", err)
	}
	if b, err := Read("-", strings.NewReader(strings.Repeat("x", 1000))); err != nil || len(b) != 1000 {
		t.Fatalf("stdin at the limit: %d bytes, %v", len(b), err)
	}
}

// TestReadEndless checks that an endless input stops at the limit.
func TestReadEndless(t *testing.T) {
	if _, err := os.Stat("/dev/zero"); err != nil {
		t.Skip("no /dev/zero")
	}
	t.Setenv("STRATA_MAX_INPUT_BYTES", "1048576")
	start := time.Now()
	_, err := Read("/dev/zero", nil)
	var tl *TooLargeError
	if !errors.As(err, &tl) {
		t.Fatalf("got %v", err)
	}
	if !strings.Contains(err.Error(), "file is larger than 1 MiB") {
		t.Errorf("message: %v", err)
	}
	if d := time.Since(start); d > 10*time.Second {
		t.Errorf("took %v", d)
	}
}
