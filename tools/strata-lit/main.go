// Command strata-lit runs RUN-line file tests the way LLVM's lit does. See docs/testing.md.
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/gcpolicy"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/lit"
)

func main() {
	gcpolicy.Apply()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(output.Finish("strata-lit", code, nil, os.Stderr))
}

// Exit codes: 0 when every test passed, 1 when one failed, 2 when the command line or the
// configuration is wrong.
const (
	exitFailed = 1
	exitUsage  = 2
)

// errTestsFailed tells run that the tests ran and some failed; nothing more to print.
var errTestsFailed = errors.New("tests failed")

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	var (
		jobs     int
		showAll  bool
		quiet    bool
		filter   string
		binDir   string
		tempDir  string
		timeout  float64
		features []string
		verbose  bool
	)
	// Every write to standard output is checked: a report that could not
	// be written is an error.
	out := output.Check(stdout)
	cmd := &cobra.Command{
		Use:   "strata-lit [flags] PATH...",
		Short: "Run RUN-line file tests, as LLVM's lit does",
		Long: `strata-lit runs the file tests under each PATH (a test file or a folder searched for
files with the suffixes named in the nearest lit.cfg). It prints one line per test,
a report for each failure, and ends with "N passed, N failed".

Tools named in lit.cfg are looked up in --bin-dir (or $STRATA_BIN_DIR), then PATH.`,
		Args:          cobra.MinimumNArgs(1),
		SilenceUsage:  true,
		SilenceErrors: true,
		RunE: func(cmd *cobra.Command, paths []string) error {
			opts := lit.Options{Jobs: jobs, TempRoot: tempDir, Features: features}
			if timeout < 0 {
				return usageError{fmt.Errorf("--timeout must not be negative")}
			}
			opts.Timeout = time.Duration(timeout * float64(time.Second))
			if filter != "" {
				re, err := regexp.Compile(filter)
				if err != nil {
					return usageError{fmt.Errorf("--filter: %v", err)}
				}
				opts.Filter = re
			}
			if binDir == "" {
				binDir = os.Getenv("STRATA_BIN_DIR")
			}
			for _, d := range filepath.SplitList(binDir) {
				if d == "" {
					continue
				}
				abs, err := filepath.Abs(d)
				if err != nil {
					return usageError{err}
				}
				opts.BinDirs = append(opts.BinDirs, abs)
			}
			if tempDir != "" {
				abs, err := filepath.Abs(tempDir)
				if err != nil {
					return usageError{err}
				}
				opts.TempRoot = abs
			}
			r := lit.New(opts)
			tests, err := r.Discover(paths...)
			if err != nil {
				return usageError{err}
			}
			if len(tests) == 0 {
				if filter != "" {
					return usageError{fmt.Errorf("--filter %q matched no test", filter)}
				}
				return usageError{fmt.Errorf("no tests found in %s", strings.Join(paths, " "))}
			}
			sum := r.RunAll(ctx, tests, out, lit.ReportOptions{ShowAll: showAll, Quiet: quiet})
			if sum.NumFailed() > 0 {
				return errTestsFailed
			}
			return nil
		},
	}
	cmd.SetArgs(args)
	cmd.SetOut(out)
	cmd.SetErr(stderr)
	cmd.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return flagError{err} })
	f := cmd.Flags()
	f.IntVarP(&jobs, "workers", "j", 0, "run `N` tests at once (default GOMAXPROCS)")
	// -v asks for what is already the default, the reports of failing tests; lit users type it.
	f.BoolVarP(&verbose, "verbose", "v", false, "show the report of failing tests (always on; kept for lit compatibility)")
	f.BoolVarP(&showAll, "show-all", "a", false, "show the report of every test, passing ones too")
	f.BoolVarP(&quiet, "quiet", "q", false, "print only failing tests' names and the summary")
	f.StringVar(&filter, "filter", "", "run only tests whose name matches `REGEX`")
	f.StringVarP(&binDir, "bin-dir", "b", "", "look up tools in `DIR` first (a list; default $STRATA_BIN_DIR)")
	f.StringVar(&tempDir, "temp-dir", "", "put %t and %T under `DIR` (default: Output/ beside each test)")
	f.Float64Var(&timeout, "timeout", 0, "fail a test that runs longer than `SECONDS` (0: no limit)")
	f.StringSliceVarP(&features, "feature", "D", nil, "add `NAME` to the available features")
	driver.SetupCommand(cmd, "strata-lit", &verbose)

	err := cmd.Execute()
	if werr := out.Err(); werr != nil {
		fmt.Fprintf(stderr, "strata-lit: error: cannot write output: %s\n", output.ErrText(werr))
		return exitFailed
	}
	var ue usageError
	var fe flagError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &fe):
		// Worded as every Strata tool words it; the exit code stays lit's 2.
		fmt.Fprintln(stderr, driver.FlagError("strata-lit", fe.err))
		return exitUsage
	case errors.Is(err, errTestsFailed):
		return exitFailed
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "strata-lit: %v\n", ue.err)
		fmt.Fprintln(stderr, "Run 'strata-lit --help' for usage.")
		return exitUsage
	}
	// Cobra's own errors (a missing PATH argument, an unknown command) are usage errors too.
	fmt.Fprintf(stderr, "strata-lit: %v\n", err)
	fmt.Fprintln(stderr, "Run 'strata-lit --help' for usage.")
	return exitUsage
}

// usageError is a mistake in the command line or the configuration: exit code 2.
type usageError struct{ err error }

func (e usageError) Error() string { return e.err.Error() }

// flagError is a flag cobra could not parse: exit code 2.
type flagError struct{ err error }

func (e flagError) Error() string { return e.err.Error() }
