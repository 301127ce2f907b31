package output

import (
	"errors"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"
)

func TestAbortKeepsPreviousContent(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	if err := os.WriteFile(path, []byte("old"), 0o644); err != nil {
		t.Fatal(err)
	}
	f, err := Create(path)
	if err != nil {
		t.Fatal(err)
	}
	io.WriteString(f, "partial")
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("before Commit the destination holds %q, want the old content", b)
	}
	f.Abort()
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("after Abort the destination holds %q, want the old content", b)
	}
	assertOnly(t, dir, "out.txt")
}

func TestCommitReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "out.txt")
	os.WriteFile(path, []byte("old"), 0o600)
	if err := WriteFile(path, []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	b, _ := os.ReadFile(path)
	fi, _ := os.Stat(path)
	if string(b) != "new" || fi.Mode().Perm() != 0o600 {
		t.Errorf("got %q mode %v, want \"new\" with the old file's mode 0600", b, fi.Mode().Perm())
	}
	fresh := filepath.Join(dir, "fresh.txt")
	if err := WriteFile(fresh, []byte("x"), 0o666); err != nil {
		t.Fatal(err)
	}
	fi, _ = os.Stat(fresh)
	if want := 0o666 &^ umask; fi.Mode().Perm() != want {
		t.Errorf("a new file has mode %v, want %v (0666 less the umask)", fi.Mode().Perm(), want)
	}
	assertOnly(t, dir, "fresh.txt", "out.txt")
}

func TestAbortNewFileLeavesNothing(t *testing.T) {
	dir := t.TempDir()
	f, err := Create(filepath.Join(dir, "new.o"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Abort()
	io.WriteString(f, "x")
	f.Abort()
	assertOnly(t, dir)
}

func TestCreateErrors(t *testing.T) {
	dir := t.TempDir()
	for _, path := range []string{filepath.Join(dir, "missing", "x"), dir} {
		_, err := Create(path)
		if err == nil || !strings.Contains(err.Error(), path) {
			t.Errorf("Create(%s) = %v, want an error naming the path", path, err)
		}
	}
}

func TestDeviceWrittenInPlace(t *testing.T) {
	if err := WriteFile(os.DevNull, []byte("x"), 0o644); err != nil {
		t.Fatalf("writing %s: %v", os.DevNull, err)
	}
	if fi, err := os.Stat(os.DevNull); err != nil || fi.Mode().IsRegular() {
		t.Fatalf("%s was replaced: %v %v", os.DevNull, fi.Mode(), err)
	}
	if _, err := os.Stat("/dev/full"); err == nil {
		if err := WriteFile("/dev/full", []byte("x"), 0o644); err == nil {
			t.Errorf("writing /dev/full succeeded")
		}
	}
}

func TestCheckedWriter(t *testing.T) {
	full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
	if err != nil {
		t.Skip("no /dev/full")
	}
	defer full.Close()
	w := Check(full)
	io.WriteString(w, "x")
	io.WriteString(w, "y")
	if !errors.Is(w.Err(), syscall.ENOSPC) {
		t.Errorf("Err() = %v, want ENOSPC", w.Err())
	}
	if Check(w) != w {
		t.Errorf("Check of a *Writer wraps it again")
	}
}

// TestInterruptRemovesTemporaryFile runs a child that starts an output
// file and waits; SIGINT must remove the temporary file.
func TestInterruptRemovesTemporaryFile(t *testing.T) {
	if dir := os.Getenv("OUTPUT_TEST_CHILD"); dir != "" {
		f, err := Create(filepath.Join(dir, "out"))
		if err != nil {
			os.Exit(3)
		}
		io.WriteString(f, "partial")
		os.WriteFile(filepath.Join(dir, "ready"), nil, 0o644)
		time.Sleep(time.Minute)
		os.Exit(4)
	}
	dir := t.TempDir()
	cmd := exec.Command(os.Args[0], "-test.run=^TestInterruptRemovesTemporaryFile$")
	cmd.Env = append(os.Environ(), "OUTPUT_TEST_CHILD="+dir)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	for i := 0; ; i++ {
		if _, err := os.Stat(filepath.Join(dir, "ready")); err == nil {
			break
		}
		if i > 200 {
			cmd.Process.Kill()
			t.Fatal("child did not start")
		}
		time.Sleep(25 * time.Millisecond)
	}
	cmd.Process.Signal(os.Interrupt)
	err := cmd.Wait()
	ws, _ := cmd.ProcessState.Sys().(syscall.WaitStatus)
	if !ws.Signaled() || ws.Signal() != syscall.SIGINT {
		t.Errorf("child ended with %v, want killed by SIGINT", err)
	}
	os.Remove(filepath.Join(dir, "ready"))
	assertOnly(t, dir)
}

// assertOnly checks that dir holds exactly names.
func assertOnly(t *testing.T, dir string, names ...string) {
	t.Helper()
	ents, _ := os.ReadDir(dir)
	var got []string
	for _, e := range ents {
		got = append(got, e.Name())
	}
	if strings.Join(got, " ") != strings.Join(names, " ") {
		t.Errorf("%s holds [%s], want [%s]", dir, strings.Join(got, " "), strings.Join(names, " "))
	}
}
