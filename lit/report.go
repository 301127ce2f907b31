package lit

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"runtime"
	"strings"
	"sync"
)

// ReportOptions say how much RunAll prints.
type ReportOptions struct {
	// ShowAll prints the trace of every test, not only of the failing ones.
	ShowAll bool
	// Quiet prints only the status lines of failing tests and the summary: no traces.
	Quiet bool
}

// Summary counts the results of a run.
type Summary struct {
	Counts [len(statusNames)]int
	// Failed lists the failing results in test order.
	Failed []*Result
}

// Add counts one result.
func (s *Summary) Add(r *Result) {
	s.Counts[r.Status]++
	if r.Status.Failed() {
		s.Failed = append(s.Failed, r)
	}
}

// Passed counts PASS and XFAIL: both are what the tests asked for.
func (s *Summary) Passed() int { return s.Counts[Pass] + s.Counts[XFail] }

// NumFailed counts FAIL, XPASS, UNRESOLVED and TIMEOUT.
func (s *Summary) NumFailed() int { return len(s.Failed) }

// Skipped counts UNSUPPORTED.
func (s *Summary) Skipped() int { return s.Counts[Unsupported] }

// Line is the last line a run prints: "N passed, N failed", with ", N skipped" added when
// a test was skipped.
func (s *Summary) Line() string {
	line := fmt.Sprintf("%d passed, %d failed", s.Passed(), s.NumFailed())
	if n := s.Skipped(); n > 0 {
		line += fmt.Sprintf(", %d skipped", n)
	}
	return line
}

// RunAll runs the tests, Options.Jobs at a time, and prints each result in test order as
// soon as it and all tests before it are done, so the output is the same run after run.
// Then it prints the summary, whose last line is Summary.Line.
func (r *Runner) RunAll(ctx context.Context, tests []*Test, w io.Writer, opts ReportOptions) *Summary {
	jobs := r.opts.Jobs
	if jobs <= 0 {
		jobs = runtime.GOMAXPROCS(0)
	}
	jobs = max(1, min(jobs, len(tests)))
	if !opts.Quiet {
		fmt.Fprintf(w, "-- Testing: %s, %s --\n", plural(len(tests), "test"), plural(jobs, "worker"))
	}
	results := make([]*Result, len(tests))
	done := make([]chan struct{}, len(tests))
	for i := range done {
		done[i] = make(chan struct{})
	}
	work := make(chan int)
	var wg sync.WaitGroup
	for range jobs {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range work {
				results[i] = r.Run(ctx, tests[i])
				close(done[i])
			}
		}()
	}
	go func() {
		for i := range tests {
			work <- i
		}
		close(work)
	}()
	sum := &Summary{}
	for i := range tests {
		<-done[i]
		res := results[i]
		sum.Add(res)
		WriteResult(w, res, i+1, len(tests), opts)
	}
	wg.Wait()
	WriteSummary(w, sum)
	return sum
}

// WriteResult prints a test's status line, "FAIL: name (i of n)", followed by its report
// when it failed or opts.ShowAll is set.
func WriteResult(w io.Writer, res *Result, i, n int, opts ReportOptions) {
	if opts.Quiet && !res.Status.Failed() {
		return
	}
	fmt.Fprintf(w, "%s: %s (%d of %d)\n", res.Status, res.Test.Name, i, n)
	if opts.Quiet || !(res.Status.Failed() || opts.ShowAll) {
		return
	}
	io.WriteString(w, res.Report())
}

var reportTitles = [...]string{
	Pass:        "PASSED",
	Fail:        "FAILED",
	XFail:       "XFAILED",
	XPass:       "XPASSED",
	Unsupported: "UNSUPPORTED",
	Unresolved:  "UNRESOLVED",
	Timeout:     "TIMED OUT",
}

// Report is the block lit -v prints for a test: why it has its status, the exit code of
// the failing command, and the trace of every command that ran with its output.
func (res *Result) Report() string {
	var b strings.Builder
	stars := strings.Repeat("*", 20)
	fmt.Fprintf(&b, "%s TEST '%s' %s %s\n", stars, res.Test.Name, reportTitles[res.Status], stars)
	if res.Error != "" {
		b.WriteString(res.Error)
		b.WriteString("\n")
	}
	if res.Status == Fail || res.Status == XFail || res.Status == Timeout {
		fmt.Fprintf(&b, "Exit Code: %d\n", res.ExitCode)
	}
	if res.Attempts > 1 {
		fmt.Fprintf(&b, "Attempts: %d (ALLOW_RETRIES)\n", res.Attempts)
	}
	if res.Output != "" {
		b.WriteString("\nCommand Output:\n--\n")
		b.WriteString(res.Output)
		b.WriteString("--\n\n")
	}
	b.WriteString(strings.Repeat("*", 20) + "\n")
	return b.String()
}

// WriteSummary prints the failing tests, each with its status, then
// Summary.Line: the counts are printed once (the failing statuses are in
// the list).
func WriteSummary(w io.Writer, sum *Summary) {
	if len(sum.Failed) > 0 {
		fmt.Fprintf(w, "\nFailed Tests (%d):\n", len(sum.Failed))
		for _, r := range sum.Failed {
			fmt.Fprintf(w, "  %s: %s\n", r.Status, r.Test.Name)
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, sum.Line())
}

// maxShownOutput bounds how much of one command's output a report repeats.
const maxShownOutput = 64 << 10

// writeRecords prints the trace of the simple commands of one RUN line.
func writeRecords(b *strings.Builder, recs []*cmdRecord) {
	for _, rec := range recs {
		if rec == nil {
			continue
		}
		quoted := make([]string, len(rec.args))
		for i, a := range rec.args {
			quoted[i] = shellQuote(a)
		}
		fmt.Fprintf(b, "# executed command: %s\n", strings.Join(append(quoted, rec.redirects...), " "))
		writeStream(b, "stdout", rec.stdout)
		writeStream(b, "stderr", rec.stderr)
		if !rec.status.ok() && !rec.status.timedOut {
			fmt.Fprintf(b, "# error: command failed with %s\n", rec.status)
		}
	}
}

func writeStream(b *strings.Builder, name string, buf *bytes.Buffer) {
	if buf == nil || buf.Len() == 0 {
		return
	}
	data := buf.Bytes()
	cut := 0
	if len(data) > maxShownOutput {
		cut = len(data) - maxShownOutput
		data = data[:maxShownOutput]
	}
	fmt.Fprintf(b, "# .---command %s------------\n", name)
	for _, line := range strings.SplitAfter(strings.TrimSuffix(string(data), "\n"), "\n") {
		b.WriteString("# | ")
		b.WriteString(strings.TrimSuffix(line, "\n"))
		b.WriteString("\n")
	}
	if cut > 0 {
		fmt.Fprintf(b, "# | ... (%d more bytes)\n", cut)
	}
	b.WriteString("# `-----------------------------\n")
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
