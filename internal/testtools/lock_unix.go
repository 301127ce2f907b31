//go:build unix

package testtools

import (
	"os"
	"syscall"
)

// lock takes an exclusive lock on the file at path (made if missing) and
// returns its release; the lock ends with the process too.
func lock(path string) (func(), error) {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o644)
	if err != nil {
		return nil, err
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX); err != nil {
		f.Close()
		return nil, err
	}
	return func() { f.Close() }, nil
}
