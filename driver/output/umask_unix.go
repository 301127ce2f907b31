//go:build unix

package output

import (
	"os"
	"syscall"
)

// umask is the process's file mode creation mask, read once: a file made
// through a temporary file gets the mode os.Create would have given it.
var umask = func() os.FileMode {
	m := syscall.Umask(0)
	syscall.Umask(m)
	return os.FileMode(m)
}()
