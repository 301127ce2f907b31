// Command strata-filecheck is a drop-in for LLVM's FileCheck:
//
//	strata-opt f.mlir | strata-filecheck f.mlir
//
// It takes FileCheck's options, in LLVM's spelling (-check-prefix=X and
// --check-prefix=X alike), and FILECHECK_OPTS from the environment. Exit
// codes: 0 all checks matched, 1 a check failed, 2 bad usage or check file.
package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/filecheck"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stderr))
}

// run executes one FileCheck invocation and returns its exit code.
func run(args []string, stdin io.Reader, stderr io.Writer) int {
	var (
		opts          filecheck.Options
		inputFile     string
		checkPrefix   []string
		checkPrefixes []string
		comment       []string
		verbose       bool
		veryVerbose   bool
		color         bool
		filter        string
	)
	code := filecheck.ExitUsage
	cmd := &cobra.Command{
		Use:           "strata-filecheck [options] <check-file>",
		Short:         "Verify that an input matches the CHECK directives of a file, as LLVM's FileCheck does",
		Args:          cobra.ExactArgs(1),
		SilenceErrors: true,
		SilenceUsage:  true,
		RunE: func(cmd *cobra.Command, pos []string) error {
			for _, p := range checkPrefix {
				opts.CheckPrefixes = append(opts.CheckPrefixes, p)
			}
			for _, ps := range checkPrefixes {
				opts.CheckPrefixes = append(opts.CheckPrefixes, strings.Split(ps, ",")...)
			}
			if cmd.Flags().Changed("comment-prefixes") {
				opts.CommentPrefixes = []string{}
				for _, c := range comment {
					opts.CommentPrefixes = append(opts.CommentPrefixes, strings.Split(c, ",")...)
				}
			}
			switch opts.DumpInput {
			case "", "fail", "never", "always":
			case "help":
				fmt.Fprint(stderr, dumpInputHelp)
				code = 0
				return nil
			default:
				return fmt.Errorf("for the --dump-input option: Cannot find option named '%s'!", opts.DumpInput)
			}
			checkName := pos[0]
			checkText, err := os.ReadFile(checkName)
			if err != nil {
				fmt.Fprintf(stderr, "Could not open check file '%s': %s\n", checkName, errText(err))
				code = filecheck.ExitUsage
				return nil
			}
			inputName := inputFile
			var input []byte
			if inputFile == "-" {
				inputName = "<stdin>"
				input, err = io.ReadAll(stdin)
			} else {
				input, err = os.ReadFile(inputFile)
			}
			if err != nil {
				input = nil
			} else if input == nil {
				input = []byte{}
			}
			code = filecheck.Check(checkName, checkText, inputName, input, opts, stderr)
			return nil
		},
	}
	f := cmd.Flags()
	f.StringVar(&inputFile, "input-file", "-", "file to check (defaults to stdin)")
	f.StringArrayVar(&checkPrefix, "check-prefix", nil, "prefix to use from the check file (defaults to 'CHECK')")
	f.StringArrayVar(&checkPrefixes, "check-prefixes", nil, "comma-separated list of check prefixes")
	f.StringArrayVar(&comment, "comment-prefixes", nil, "comma-separated list of comment prefixes (defaults to 'COM,RUN')")
	f.StringArrayVarP(&opts.Defines, "define", "D", nil, "define a variable: -DVAR=VALUE, or -D#[%fmt,]NUMVAR=EXPR")
	f.StringArrayVar(&opts.ImplicitCheckNot, "implicit-check-not", nil, "add an implicit negative check for this pattern between every two checks")
	f.BoolVar(&opts.AllowUnusedPrefixes, "allow-unused-prefixes", false, "allow prefixes that match no directive")
	f.BoolVar(&opts.MatchFullLines, "match-full-lines", false, "require every positive match to cover a whole line")
	f.BoolVar(&opts.StrictWhitespace, "strict-whitespace", false, "do not fold runs of horizontal whitespace")
	f.BoolVar(&opts.IgnoreCase, "ignore-case", false, "match case-insensitively")
	f.BoolVar(&opts.EnableVarScope, "enable-var-scope", false, "forget local variables (not starting with $) at each CHECK-LABEL")
	f.BoolVar(&opts.AllowEmpty, "allow-empty", false, "allow an empty input file")
	f.BoolVar(&opts.AllowDeprecatedDagOverlap, "allow-deprecated-dag-overlap", false, "let CHECK-DAG matches overlap")
	f.StringVar(&opts.DumpInput, "dump-input", "fail", "dump the annotated input: help, always, fail or never")
	f.IntVar(&opts.DumpInputContext, "dump-input-context", 5, "lines of context around annotations in the dump")
	f.StringVar(&filter, "dump-input-filter", "error", "which input lines to dump (accepted for compatibility)")
	f.BoolVarP(&verbose, "verbose", "v", false, "accepted for compatibility")
	f.BoolVar(&veryVerbose, "vv", false, "accepted for compatibility")
	f.BoolVar(&color, "color", false, "accepted for compatibility")
	f.SortFlags = false

	var env []string
	if e := os.Getenv("FILECHECK_OPTS"); e != "" {
		env = strings.Fields(e)
	}
	cmd.SetArgs(normalizeArgs(append(env, args...)))
	cmd.SetOut(stderr)
	cmd.SetErr(stderr)
	if err := cmd.Execute(); err != nil {
		fmt.Fprintf(stderr, "strata-filecheck: %v\n", err)
		return filecheck.ExitUsage
	}
	return code
}

// normalizeArgs turns LLVM's single-dash long options (-check-prefix=X)
// into the double-dash form cobra reads; -D and -v stay short.
func normalizeArgs(args []string) []string {
	out := make([]string, 0, len(args))
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...)
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' && a[1] != 'D' && a[1] != 'v' {
			a = "-" + a
		}
		if a == "-vv" {
			a = "--vv"
		}
		out = append(out, a)
	}
	return out
}

func errText(err error) string {
	if os.IsNotExist(err) {
		return "No such file or directory"
	}
	return err.Error()
}

const dumpInputHelp = `The following description was requested by -dump-input=help to
explain the input dump printed by strata-filecheck.

Related command-line options:
  - -dump-input=<value> enables or disables the input dump
  - -dump-input-context=<N> adjusts the context lines shown around annotations

Input dump annotation format:
  - L:     labels line number L of the input file
  - T:L    labels the annotation as being for directive type T at check-file line L
  - ^~~    marks a good match (the directive's match)
  - !~~    marks a bad match, such as a CHECK-NOT match or a CHECK-NEXT on the wrong line
  - X~~    marks the search range of a directive that found no match
  - .      (three lines) marks elided input lines
`
