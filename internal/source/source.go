// Package source reads the input files of the tools. Every tool reads
// its input through Read, so that one bound on the size applies to all:
// reading /dev/zero or a runaway file stops with an error at the limit
// instead of exhausting memory.
package source

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
)

// DefaultMaxSize is the largest input read, 1 GiB; the environment
// variable STRATA_MAX_INPUT_BYTES sets another.
const DefaultMaxSize = 1 << 30

// MaxSize returns the size limit in force.
func MaxSize() int64 {
	if s := os.Getenv("STRATA_MAX_INPUT_BYTES"); s != "" {
		if n, err := strconv.ParseInt(s, 10, 64); err == nil && n >= 0 {
			return n
		}
	}
	return DefaultMaxSize
}

// TooLargeError reports an input over the size limit.
type TooLargeError struct{ Limit int64 }

func (e *TooLargeError) Error() string {
	return "file is larger than " + byteCount(e.Limit) + ", the input size limit (STRATA_MAX_INPUT_BYTES)"
}

// byteCount writes n as "1 GiB", "512 MiB" or "1000 bytes".
func byteCount(n int64) string {
	for _, u := range []struct {
		shift uint
		name  string
	}{{30, "GiB"}, {20, "MiB"}, {10, "KiB"}} {
		if n >= 1<<u.shift && n%(1<<u.shift) == 0 {
			return fmt.Sprintf("%d %s", n>>u.shift, u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}

// ReadInput reads a tool's input as the user named it: stdin for "-",
// which messages call "<stdin>" (the name it returns), else the file at
// path, which is name resolved against the tool's working directory
// (driver.ResolvePath).
func ReadInput(name, path string, stdin io.Reader) (string, []byte, error) {
	if name == "-" {
		src, err := Read("-", stdin)
		return "<stdin>", src, err
	}
	src, err := Read(path, nil)
	return name, src, err
}

// Read returns the contents of the file name, or of stdin when name is
// "-". Errors are *os.PathError, as os.ReadFile's; an input over
// MaxSize is a *TooLargeError inside one, reported before the contents
// are read when the file says its size.
func Read(name string, stdin io.Reader) ([]byte, error) {
	limit := MaxSize()
	if name == "-" {
		b, err := readAll(stdin, limit, 0)
		if err != nil {
			return nil, &os.PathError{Op: "read", Path: name, Err: err}
		}
		return b, nil
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var hint int64
	if fi, err := f.Stat(); err == nil && fi.Mode().IsRegular() {
		if fi.Size() > limit {
			return nil, &os.PathError{Op: "read", Path: name, Err: &TooLargeError{limit}}
		}
		hint = fi.Size()
	}
	b, err := readAll(f, limit, hint)
	if err != nil {
		var pe *os.PathError
		if !errors.As(err, &pe) {
			err = &os.PathError{Op: "read", Path: name, Err: err}
		}
		return nil, err
	}
	return b, nil
}

// readAll reads r to its end, failing once more than limit bytes came;
// hint is the expected size. Input of unknown size is read in chunks and
// joined at the end, so an endless input costs the limit once, not the
// copies of a buffer doubling up to it.
func readAll(r io.Reader, limit, hint int64) ([]byte, error) {
	var chunks [][]byte
	total := int64(0)
	size := min(max(hint+1, 64<<10), limit+1)
	for {
		buf := make([]byte, 0, size)
		for len(buf) < cap(buf) {
			n, err := r.Read(buf[len(buf):cap(buf)])
			buf = buf[:len(buf)+n]
			if total+int64(len(buf)) > limit {
				return nil, &TooLargeError{limit}
			}
			if err == io.EOF {
				if chunks == nil {
					return buf, nil
				}
				return join(append(chunks, buf), total+int64(len(buf))), nil
			}
			if err != nil {
				return nil, err
			}
		}
		chunks = append(chunks, buf)
		total += int64(len(buf))
		size = min(max(size*2, 64<<10), 16<<20, limit+1-total)
	}
}

func join(chunks [][]byte, n int64) []byte {
	out := make([]byte, 0, n)
	for _, c := range chunks {
		out = append(out, c...)
	}
	return out
}
