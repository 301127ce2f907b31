package output

import (
	"errors"
	"fmt"
	"io"
	"os"
	"sync"
)

// Writer is a writer whose errors are not lost: it remembers the first
// one, drops every later write, and Err reports it. A tool wraps its
// standard output in one and checks Err before it exits, so that
// `strata-translate ... > /dev/full` fails as it should.
type Writer struct {
	mu  sync.Mutex
	w   io.Writer
	err error
}

// Check wraps w. A *Writer is returned as it is.
func Check(w io.Writer) *Writer {
	if cw, ok := w.(*Writer); ok {
		return cw
	}
	return &Writer{w: w}
}

// Write implements io.Writer.
func (w *Writer) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.err != nil {
		return 0, w.err
	}
	n, err := w.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		// The wrapped writer is the tool's standard output whatever file
		// it is (a test harness that runs the tool in its own process
		// passes the file the command's output is redirected to): name it
		// so, as ErrText expects.
		var pe *os.PathError
		if errors.As(err, &pe) {
			err = &os.PathError{Op: pe.Op, Path: "/dev/stdout", Err: pe.Err}
		}
		w.err = err
	}
	return n, err
}

// WriteString implements io.StringWriter.
func (w *Writer) WriteString(s string) (int, error) { return w.Write([]byte(s)) }

// Err returns the first write error, nil when every write succeeded.
func (w *Writer) Err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

// Finish ends a tool's run: it closes standard output (a write the system
// buffered may fail only then) and checks out, the tool's checked
// standard output (nil when it has none). It returns code, or 1 after
// printing `tool: error: cannot write output: ...` on stderr when a write
// failed. Every tool's main calls it on its way out.
func Finish(tool string, code int, out *Writer, stderr io.Writer) int {
	waitIfInterrupted()
	err := error(nil)
	if out != nil {
		err = out.Err()
	}
	if cerr := os.Stdout.Close(); err == nil && cerr != nil && !errors.Is(cerr, os.ErrClosed) {
		err = cerr
	}
	if err == nil {
		return code
	}
	fmt.Fprintf(stderr, "%s: error: cannot write output: %s\n", tool, ErrText(err))
	return 1
}

// ErrText is err's text; a failed write to standard output is the
// system's words, capitalized as strerror writes them ("No space left on
// device"), without Go's "write /dev/stdout: ".
func ErrText(err error) string {
	var pe *os.PathError
	if !errors.As(err, &pe) || pe.Path != "/dev/stdout" {
		return err.Error()
	}
	s := pe.Err.Error()
	if s != "" && s[0] >= 'a' && s[0] <= 'z' {
		s = string(s[0]-'a'+'A') + s[1:]
	}
	return s
}
