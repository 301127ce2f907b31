package driver

import (
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/strata-compiler/strata/driver/output"
)

// This file holds the command-line conventions every Strata tool shares,
// as LLVM's tools share theirs through its option library:
//
//   - `--help` (`-h`) lists every flag, `--help` and `--version` too;
//   - `--version` prints `Strata <tool> version <Version>`;
//   - `-v` is `--verbose` (never the version);
//   - `-o`/`--output` names the output file, `-` (the default) standard
//     output; a file is written only when the run succeeds (package
//     driver/output);
//   - an input file `-` (or none) is standard input;
//   - long flags may be spelled with one dash (`-split-input-file`);
//   - a flag error is worded as LLVM words it:
//     `<tool>: Unknown command line argument '--x'.  Try: '<tool> --help'`,
//     and exits 1 (strata-lit exits 2, as lit does).
//
// tools/conventions_test.go checks every tool against them.

// SetupCommand applies the shared conventions to a tool's root command:
// the version and its template, --help and --version in the flag list,
// and -v/--verbose bound to verbose (a tool with nothing more to say
// still accepts -v; verbose may then be nil). Call it after the tool
// has added its own flags.
func SetupCommand(cmd *cobra.Command, name string, verbose *bool) {
	cmd.Version = Version
	cmd.SetVersionTemplate("Strata " + name + " version {{.Version}}\n")
	cmd.SilenceErrors = true
	cmd.SilenceUsage = true
	f := cmd.Flags()
	if f.Lookup("verbose") == nil {
		if verbose == nil {
			verbose = new(bool)
		}
		f.BoolVarP(verbose, "verbose", "v", false, "Say what is being done, on stderr")
	}
	// Added now rather than when the command runs, so that -v is not
	// taken for the version and both are listed where the tool puts them.
	f.BoolP("help", "h", false, "Display available options")
	f.Bool("version", false, "Display the version of this program")
}

// FlagError words a command-line error of cobra's as LLVM's option
// library does, prefixed by the tool's name:
//
//	strata-opt: Unknown command line argument '--bogus'.  Try: 'strata-opt --help'
func FlagError(name string, err error) string {
	return name + ": " + llvmFlagError(name, err)
}

// ToolError formats an error of a tool's run as LLVM's tools print
// theirs: a located diagnostic (`file:line:col: error: ...`) as it is,
// anything else as `<tool>: error: <message>`, so that every failure says
// "error" (scripts and users grep for it).
func ToolError(name string, err error) string {
	msg := strings.TrimRight(err.Error(), "\n")
	if strings.Contains(msg, "error: ") {
		return msg
	}
	return name + ": error: " + strings.TrimPrefix(msg, name+": ")
}

// ReportFlagError prints err as FlagError does and returns exit code 1.
func ReportFlagError(w io.Writer, name string, err error) int {
	fmt.Fprintln(w, FlagError(name, err))
	return 1
}

// Execute runs a tool's command and reports what went wrong as every
// tool does: a failed write to out (the tool's checked standard output,
// which --help and --version write to as well) as
// `<tool>: error: cannot write output: <reason>`, a command-line error in
// LLVM's words. It returns 1 when it reported an error, else code.
func Execute(cmd *cobra.Command, name string, out *output.Writer, stderr io.Writer, code *int) int {
	err := cmd.Execute()
	if werr := out.Err(); werr != nil {
		fmt.Fprintf(stderr, "%s: error: cannot write output: %s\n", name, output.ErrText(werr))
		return 1
	}
	if err != nil {
		return ReportFlagError(stderr, name, err)
	}
	return *code
}

// tooManyArgs is the error of a command given more positional arguments
// than it takes, in LLVM's words.
func tooManyArgs(name string, max int) error {
	return fmt.Errorf("Too many positional arguments specified!\nCan specify at most %d positional arguments: See: %s --help", max, name)
}

// MaxArgs is cobra.MaximumNArgs with LLVM's message.
func MaxArgs(name string, max int) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) > max {
			return tooManyArgs(name, max)
		}
		return nil
	}
}

// llvmFlagError words cobra's flag errors as LLVM's option parser does.
func llvmFlagError(name string, err error) string {
	s := err.Error()
	if rest, ok := strings.CutPrefix(s, "unknown flag: "); ok {
		return fmt.Sprintf("Unknown command line argument '%s'.  Try: '%s --help'", rest, name)
	}
	if rest, ok := strings.CutPrefix(s, "unknown shorthand flag: "); ok {
		if i := strings.Index(rest, " in "); i >= 0 {
			rest = rest[i+4:]
		}
		return fmt.Sprintf("Unknown command line argument '%s'.  Try: '%s --help'", rest, name)
	}
	if rest, ok := strings.CutPrefix(s, "flag needs an argument: "); ok {
		// pflag says "'o' in -o" for shorthands and "--name" for long flags.
		flag := strings.TrimLeft(rest, "-")
		if strings.HasPrefix(rest, "'") {
			flag = strings.SplitN(strings.TrimPrefix(rest, "'"), "'", 2)[0]
		}
		return fmt.Sprintf("for the -%s option: requires a value!", flag)
	}
	if rest, ok := strings.CutPrefix(s, "invalid argument "); ok {
		// pflag: invalid argument "x" for "--seed" flag: strconv.ParseInt: ...
		if i := strings.Index(rest, " for \""); i >= 0 {
			val := rest[:i]
			flag := strings.TrimLeft(strings.SplitN(rest[i+6:], "\"", 2)[0], "-")
			if j := strings.Index(flag, ", --"); j >= 0 {
				flag = flag[j+4:]
			}
			return fmt.Sprintf("for the -%s option: '%s' value invalid", flag, strings.Trim(val, "\""))
		}
	}
	return s
}
