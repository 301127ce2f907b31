package output

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// Progress shows how long work is going: a status line on a terminal,
// rewritten in place, that appears only once the work has run for
// ProgressDelay (short work stays quiet) and is refreshed at most ten
// times a second. When the writer is not a terminal it prints nothing:
// logs and pipes get the summary line the tool prints at the end.
type Progress struct {
	mu    sync.Mutex
	w     io.Writer
	tty   bool
	start time.Time
	last  time.Time
	shown bool
}

// ProgressDelay is how long work runs before its progress is shown.
const ProgressDelay = 2 * time.Second

// NewProgress returns the progress line of w (usually os.Stderr); it is
// silent unless w is a terminal.
func NewProgress(w io.Writer) *Progress {
	f, ok := w.(*os.File)
	return &Progress{w: w, tty: ok && IsTerminal(f), start: time.Now()}
}

// Update replaces the status line with the formatted text.
func (p *Progress) Update(format string, args ...any) {
	if p == nil || !p.tty {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	now := time.Now()
	if now.Sub(p.start) < ProgressDelay || now.Sub(p.last) < 100*time.Millisecond {
		return
	}
	p.last = now
	p.shown = true
	// \r back to the start of the line, \x1b[K erases what is left of
	// a longer previous line.
	fmt.Fprintf(p.w, "\r"+format+"\x1b[K", args...)
}

// Done erases the status line, so that what follows starts on a clean
// line.
func (p *Progress) Done() {
	if p == nil || !p.tty {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		io.WriteString(p.w, "\r\x1b[K")
		p.shown = false
	}
}
