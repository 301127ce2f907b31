package output

import (
	"os"
	"syscall"
	"unsafe"
)

// IsTerminal reports whether f is a terminal (the TCGETS ioctl succeeds,
// as isatty does).
func IsTerminal(f *os.File) bool {
	var t syscall.Termios
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), syscall.TCGETS, uintptr(unsafe.Pointer(&t)))
	return errno == 0
}
