package output

import (
	"context"
	"os"
	"os/signal"
	"sort"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// interrupts holds the cleanups to run when the process is interrupted.
var interrupts struct {
	mu   sync.Mutex
	next int
	fns  map[int]func()
	ch   chan os.Signal
}

// OnInterrupt arranges for cleanup to run if the process receives SIGINT
// or SIGTERM (Ctrl-C, kill) before the returned function is called; the
// signal is then delivered again, so the process ends as it would have
// (exit status 130 or 143). Call the returned function once the cleanup
// is no longer needed (usually beside the normal cleanup, in a defer).
//
// While no cleanup is registered the signals keep their default action.
func OnInterrupt(cleanup func()) (unregister func()) {
	in := &interrupts
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.fns == nil {
		in.fns = map[int]func(){}
	}
	id := in.next
	in.next++
	in.fns[id] = cleanup
	if in.ch == nil {
		in.ch = make(chan os.Signal, 1)
		signal.Notify(in.ch, os.Interrupt, syscall.SIGTERM)
		go waitInterrupt(in.ch)
	}
	var once sync.Once
	return func() {
		once.Do(func() {
			in.mu.Lock()
			defer in.mu.Unlock()
			delete(in.fns, id)
			if len(in.fns) == 0 && in.ch != nil {
				signal.Stop(in.ch)
				close(in.ch)
				in.ch = nil
			}
		})
	}
}

// waitInterrupt runs the cleanups when a signal arrives on ch, then
// delivers it again with its default action. It returns when ch is closed.
func waitInterrupt(ch chan os.Signal) {
	sig, ok := <-ch
	if !ok {
		return
	}
	interrupted.Store(true)
	in := &interrupts
	in.mu.Lock()
	ids := make([]int, 0, len(in.fns))
	for id := range in.fns {
		ids = append(ids, id)
	}
	sort.Sort(sort.Reverse(sort.IntSlice(ids)))
	fns := make([]func(), len(ids))
	for i, id := range ids {
		fns[i] = in.fns[id]
	}
	in.fns = nil
	if in.ch == ch {
		signal.Stop(ch)
		in.ch = nil
	}
	in.mu.Unlock()
	// Newest first, as defers run.
	for _, f := range fns {
		f()
	}
	// Die of the signal, as without the cleanups: every handler of it
	// is dropped (os/signal's Reset), so that the signal takes its
	// default action; exit with the shell's code for it if it does not.
	signal.Reset(os.Interrupt, syscall.SIGTERM)
	if p, err := os.FindProcess(os.Getpid()); err == nil {
		p.Signal(sig)
	}
	time.Sleep(time.Second)
	code := 130
	if sig == syscall.SIGTERM {
		code = 143
	}
	os.Exit(code)
}

// interrupted is set once an interrupt's cleanups started: the process
// is about to end by the signal.
var interrupted atomic.Bool

// waitIfInterrupted blocks the calling goroutine for good when the
// process is being interrupted, so that the work whose tools were killed
// does not report their failure, or exit with another code, before the
// signal ends the process.
func waitIfInterrupted() {
	for interrupted.Load() {
		time.Sleep(time.Hour)
	}
}

// TempDir creates a temporary folder (os.MkdirTemp("", pattern)) for
// work that runs programs: cleanup removes it, and so does an interrupt
// (SIGINT, SIGTERM), which first cancels ctx (derived from parent) so
// that the programs started with it are killed, and waits up to a second
// for the work to return. Call cleanup when the work is done (defer).
func TempDir(parent context.Context, pattern string) (dir string, ctx context.Context, cleanup func(), err error) {
	dir, err = os.MkdirTemp("", pattern)
	if err != nil {
		return "", nil, nil, err
	}
	ctx, cancel := context.WithCancel(parent)
	finished := make(chan struct{})
	unregister := OnInterrupt(func() {
		cancel()
		select {
		case <-finished:
		case <-time.After(time.Second):
		}
		os.RemoveAll(dir)
	})
	var once sync.Once
	cleanup = func() {
		once.Do(func() {
			unregister()
			os.RemoveAll(dir)
			cancel()
			close(finished)
		})
		waitIfInterrupted()
	}
	return dir, ctx, cleanup, nil
}
