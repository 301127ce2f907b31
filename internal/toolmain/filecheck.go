// Package toolmain holds the commands of the tools that lit tests call
// most (strata-opt, strata-filecheck, strata-translate) as functions:
// the tools' mains call them with the process's arguments and streams,
// and the lit test harness (test/lit/littest) calls them inside its own
// process, which saves a process start per RUN line. Relative paths are
// resolved against the folder the context carries (driver.WithDir).
package toolmain

import (
	"context"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/driver/output"
	"github.com/strata-compiler/strata/filecheck"
	"github.com/strata-compiler/strata/internal/source"
)

// FileCheck is strata-filecheck, a drop-in for LLVM's FileCheck, with
// args (without the program's name), FILECHECK_OPTS from the environment
// before them. It returns the exit code: 0 all checks matched, 1 a check
// failed, 2 bad usage or check file. Diagnostics go to stderr; stdout
// takes only --help and --version.
func FileCheck(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
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
	out := output.Check(stdout)
	cmd := &cobra.Command{
		Use:           "strata-filecheck [options] <check-file>",
		Short:         "Verify that an input matches the CHECK directives of a file, as LLVM's FileCheck does",
		Args:          cobra.ArbitraryArgs,
		SilenceErrors: true,
		SilenceUsage:  true,
		RunE: func(cmd *cobra.Command, pos []string) error {
			if len(pos) == 0 {
				fmt.Fprintln(stderr, "<check-file> not specified")
				code = filecheck.ExitUsage
				return nil
			}
			if len(pos) > 1 {
				return fmt.Errorf("Too many positional arguments specified!\nCan specify at most 1 positional arguments")
			}
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
			switch filter {
			case "all", "annotation-full", "annotation", "error":
			default:
				return fmt.Errorf("for the --dump-input-filter option: Cannot find option named '%s'!", filter)
			}
			checkName := pos[0]
			var checkText []byte
			var err error
			if checkName == "-" {
				// As FileCheck: the check file may be standard input, the
				// input then being a file.
				if inputFile == "-" {
					fmt.Fprintln(stderr, "strata-filecheck: the check file and the input cannot both be standard input (give --input-file)")
					code = filecheck.ExitUsage
					return nil
				}
				checkName = "<stdin>"
				checkText, err = source.Read("-", stdin)
			} else {
				checkText, err = source.Read(driver.ResolvePath(cmd, checkName), nil)
			}
			if err != nil {
				fmt.Fprintf(stderr, "Could not open check file '%s': %s\n", checkName, errText(err))
				code = filecheck.ExitUsage
				return nil
			}
			inputName := inputFile
			var input []byte
			if inputFile == "-" {
				inputName = "<stdin>"
				input, err = source.Read("-", stdin)
			} else {
				input, err = source.Read(driver.ResolvePath(cmd, inputFile), nil)
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
	driver.SetupCommand(cmd, "strata-filecheck", &verbose)
	cmd.SetVersionTemplate("Strata strata-filecheck version {{.Version}} (compatible with LLVM FileCheck 14)\n")

	all := append(tokenizeGNU(os.Getenv("FILECHECK_OPTS")), args...)
	norm, err := normalizeArgs(all)
	if err != nil {
		fmt.Fprintf(stderr, "strata-filecheck: %v\n", err)
		return exitCommandLine
	}
	cmd.SetArgs(norm)
	cmd.SetOut(out)
	cmd.SetErr(stderr)
	cmd.SetContext(ctx)
	if helpOrVersion(norm) {
		// FileCheck exits 0 then, as cobra does (code stays ExitUsage
		// since RunE does not run).
		code = 0
	}
	// A command line that does not parse exits 1, as LLVM's option library.
	return driver.Execute(cmd, "strata-filecheck", out, stderr, &code)
}

// helpOrVersion reports whether cobra answered --help or --version instead
// of running the check (FileCheck exits 0 then, as cobra does).
func helpOrVersion(args []string) bool {
	for _, a := range args {
		if a == "--" {
			return false
		}
		if a == "--help" || a == "--version" {
			return true
		}
	}
	return false
}

// exitCommandLine is the exit code of a command line that does not parse:
// 1, as LLVM's option library exits with, not FileCheck's 2.
const exitCommandLine = 1

// singleUse are the options LLVM declares as cl::opt, which may be given
// once only; the others are lists.
var singleUse = map[string]bool{
	"input-file": true, "strict-whitespace": true, "allow-empty": true,
	"match-full-lines": true, "enable-var-scope": true, "allow-deprecated-dag-overlap": true,
	"ignore-case": true, "color": true,
}

// tokenizeGNU splits FILECHECK_OPTS as LLVM's TokenizeGNUCommandLine does:
// blanks separate; ' and " group (an unterminated quote ends the text); a
// backslash escapes the next character, inside quotes too; an empty token
// is dropped.
func tokenizeGNU(s string) []string {
	var out []string
	var tok []byte
	isSpace := func(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f' }
	for i := 0; i < len(s); i++ {
		if len(tok) == 0 {
			for i < len(s) && isSpace(s[i]) {
				i++
			}
			if i == len(s) {
				break
			}
		}
		c := s[i]
		switch {
		case c == '\\' && i+1 < len(s):
			i++
			tok = append(tok, s[i])
		case c == '"' || c == '\'':
			i++
			for i < len(s) && s[i] != c {
				if s[i] == '\\' && i+1 < len(s) {
					i++
				}
				tok = append(tok, s[i])
				i++
			}
			if i == len(s) {
				i = len(s) - 1
			}
		case isSpace(c):
			if len(tok) > 0 {
				out = append(out, string(tok))
			}
			tok = tok[:0]
		default:
			tok = append(tok, c)
		}
	}
	if len(tok) > 0 {
		out = append(out, string(tok))
	}
	return out
}

// normalizeArgs turns LLVM's single-dash long options (-check-prefix=X)
// into the double-dash form cobra reads, keeps -DVAR=VALUE short, and
// rejects what LLVM's option parser rejects but cobra accepts: a -D with
// its value in the next argument, and a single-use option given twice.
func normalizeArgs(args []string) ([]string, error) {
	out := make([]string, 0, len(args))
	seen := map[string]bool{}
	for i, a := range args {
		if a == "--" {
			return append(out, args[i:]...), nil
		}
		if a == "-D" || a == "--D" {
			return nil, fmt.Errorf("for the -D option: requires a value!")
		}
		// -D takes its value glued on, whatever follows: -DX=1, -D=X=1 (a
		// definition with no name), and LLVM's double-dash spellings too.
		if strings.HasPrefix(a, "-D") || strings.HasPrefix(a, "--D") {
			out = append(out, "--define="+strings.TrimPrefix(strings.TrimPrefix(a, "-"), "-")[1:])
			continue
		}
		if len(a) > 2 && a[0] == '-' && a[1] != '-' {
			a = "-" + a
		}
		switch a {
		case "-v":
			a = "--verbose"
		case "-h", "--h":
			a = "--help"
		}
		if strings.HasPrefix(a, "--") {
			name := a[2:]
			if j := strings.IndexByte(name, '='); j >= 0 {
				name = name[:j]
			}
			if singleUse[name] {
				if seen[name] {
					return nil, fmt.Errorf("for the --%s option: may only occur zero or one times!", name)
				}
				seen[name] = true
			}
		}
		out = append(out, a)
	}
	return out, nil
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
