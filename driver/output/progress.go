package output

import (
	"fmt"
	"io"
	"os"
	"sync"
	"time"
)

// Progress shows that long work is going on: a status line on a terminal,
// rewritten in place with the time spent so far, which appears only once
// the work has run for ProgressDelay (short work stays quiet). When the
// writer is not a terminal it prints nothing: logs and pipes get the
// summary line the tool prints at the end.
type Progress struct {
	mu    sync.Mutex
	w     io.Writer
	start time.Time
	// status is the text of the line; shown whether it is on screen.
	status string
	shown  bool
	// tty is set when w is a terminal; stop then ends the refreshing
	// goroutine.
	tty      bool
	stop     chan struct{}
	done     sync.WaitGroup
	stopOnce sync.Once
}

// ProgressDelay is how long work runs before its progress is shown.
const ProgressDelay = 2 * time.Second

// NewProgress returns the progress line of w (usually os.Stderr); it is
// silent unless w is a terminal. Call Done when the work ends.
func NewProgress(w io.Writer) *Progress {
	p := &Progress{w: w, start: time.Now()}
	if f, ok := w.(*os.File); ok && IsTerminal(f) {
		p.tty = true
		p.stop = make(chan struct{})
		p.done.Add(1)
		go p.refresh()
	}
	return p
}

// Update sets the text of the status line ("program 120 of 5000").
func (p *Progress) Update(format string, args ...any) {
	if p == nil || !p.tty {
		return
	}
	p.mu.Lock()
	p.status = fmt.Sprintf(format, args...)
	p.mu.Unlock()
}

// refresh redraws the line five times a second.
func (p *Progress) refresh() {
	defer p.done.Done()
	t := time.NewTicker(200 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-p.stop:
			return
		case now := <-t.C:
			p.mu.Lock()
			if el := now.Sub(p.start); el >= ProgressDelay && p.status != "" {
				// \r back to the start of the line; \x1b[K erases what is
				// left of a longer previous line.
				fmt.Fprintf(p.w, "\r%s [%ds]\x1b[K", p.status, int(el.Seconds()))
				p.shown = true
			}
			p.mu.Unlock()
		}
	}
}

// Done erases the status line, so that what follows starts on a clean
// line, and stops refreshing it.
func (p *Progress) Done() {
	if p == nil || !p.tty {
		return
	}
	p.stopOnce.Do(func() {
		close(p.stop)
		p.done.Wait()
		if p.shown {
			io.WriteString(p.w, "\r\x1b[K")
		}
	})
}

// Println writes line (and a newline) to the progress line's writer,
// erasing the status line first so that the two do not mix; the status
// line is drawn again at the next refresh. Without a terminal it only
// writes the line.
func (p *Progress) Println(line string) {
	if p == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.shown {
		io.WriteString(p.w, "\r\x1b[K")
		p.shown = false
	}
	io.WriteString(p.w, line+"\n")
}
