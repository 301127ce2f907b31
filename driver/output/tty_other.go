//go:build !linux

package output

import "os"

// IsTerminal reports whether f is a character device (an approximation
// of isatty: /dev/null is one too).
func IsTerminal(f *os.File) bool {
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
