package testtools

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

// TestBuildSharesOneFolder builds a tool from two goroutines at once: they
// take turns and get the checkout's one folder. (That go build then finds
// the binary up to date and does not link it again is go's to keep.)
func TestBuildSharesOneFolder(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a tool")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	dirs := make([]string, 2)
	errs := make([]error, 2)
	for i := range dirs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			dirs[i], errs[i] = Build(root, "./tools/strata-filecheck")
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			t.Fatal(err)
		}
	}
	if dirs[0] != dirs[1] {
		t.Fatalf("two folders for one checkout: %s, %s", dirs[0], dirs[1])
	}
	if _, err := os.Stat(filepath.Join(dirs[0], "strata-filecheck")); err != nil {
		t.Fatal(err)
	}
}
