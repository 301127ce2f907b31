// Package tools_test checks that every Strata tool follows the command-line
// conventions of driver/command.go, as LLVM's tools share theirs: --help
// lists --help, --version and -v/--verbose (and -o/--output for a tool
// that writes output); --version prints "Strata <tool> version X"; an
// unknown flag is worded as LLVM words it; "-" is standard input; a
// failed write to standard output is an error.
package tools_test

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/strata-compiler/strata/driver"
	"github.com/strata-compiler/strata/internal/testtools"
)

// tool is one command under tools/.
type tool struct {
	name string
	// output: the tool writes output (-o/--output).
	output bool
	// flagExit is the exit code of a command line that does not parse.
	flagExit int
	// stdin, when set, are the arguments that read a module from "-".
	stdin []string
}

var tools = []tool{
	{name: "strata-opt", output: true, flagExit: 1, stdin: []string{"-"}},
	{name: "strata-compile", output: true, flagExit: 1, stdin: []string{"--emit=linalg", "-"}},
	{name: "strata-translate", output: true, flagExit: 1, stdin: []string{"--mlir-to-llvmir", "-"}},
	{name: "strata-run", output: true, flagExit: 1, stdin: []string{"-"}},
	{name: "strata-fuzz", output: true, flagExit: 1},
	{name: "strata-tune", output: true, flagExit: 1, stdin: []string{"-"}},
	// lit's usage errors exit 2, as LLVM's lit (argparse) does.
	{name: "strata-lit", flagExit: 2},
	{name: "strata-filecheck", flagExit: 1},
}

// stdinModule is a module every reading tool accepts: a function in the
// llvm dialect for strata-translate, func.func for the others.
func stdinModule(name string) string {
	if name == "strata-translate" {
		return "llvm.func @main() -> i32 {\n  %0 = llvm.mlir.constant(7 : i32) : i32\n  llvm.return %0 : i32\n}\n"
	}
	return "func.func @main() -> i32 {\n  %0 = arith.constant 7 : i32\n  return %0 : i32\n}\n"
}

var binDir string

func TestMain(m *testing.M) {
	dir, err := testtools.Build("..", "./tools/...")
	if err != nil {
		fmt.Fprintln(os.Stderr, "building the tools:", err)
		os.Exit(2)
	}
	binDir = dir
	os.Exit(m.Run())
}

// run runs a tool and returns its stdout, stderr and exit code.
func run(t *testing.T, name, stdin string, args ...string) (string, string, int) {
	t.Helper()
	cmd := exec.Command(filepath.Join(binDir, name), args...)
	cmd.Stdin = strings.NewReader(stdin)
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return out.String(), errb.String(), code
}

// TestEveryToolIsHere keeps the list above complete.
func TestEveryToolIsHere(t *testing.T) {
	ents, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]bool{}
	for _, tl := range tools {
		known[tl.name] = true
	}
	for _, e := range ents {
		if e.IsDir() && !known[e.Name()] {
			t.Errorf("tools/%s is not checked by this test: add it to tools", e.Name())
		}
	}
}

func TestConventions(t *testing.T) {
	for _, tl := range tools {
		t.Run(tl.name, func(t *testing.T) {
			// --help lists --help, --version, -v/--verbose and, for a
			// tool that writes output, -o/--output; on stdout, exit 0.
			out, errs, code := run(t, tl.name, "", "--help")
			if code != 0 || errs != "" {
				t.Errorf("--help: exit %d, stderr %q", code, errs)
			}
			want := []string{"-h, --help", "--version", "-v, --verbose"}
			if tl.output {
				want = append(want, "-o, --output")
			}
			for _, w := range want {
				if !strings.Contains(out, w) {
					t.Errorf("--help does not list %q:\n%s", w, out)
				}
			}
			if strings.Contains(out, "-v, --version") {
				t.Errorf("-v is the version, not --verbose")
			}

			// --version.
			out, _, code = run(t, tl.name, "", "--version")
			if wantV := "Strata " + tl.name + " version " + driver.Version; code != 0 || !strings.HasPrefix(out, wantV) {
				t.Errorf("--version: exit %d, %q, want %q", code, out, wantV)
			}

			// An unknown flag, in either spelling.
			for _, flag := range []string{"--bogus-flag", "-bogus-flag"} {
				if tl.name == "strata-lit" && flag == "-bogus-flag" {
					continue // lit reads -b... as its -b DIR, as LLVM's lit does
				}
				_, errs, code = run(t, tl.name, "", flag)
				wantE := fmt.Sprintf("%s: Unknown command line argument '--bogus-flag'.  Try: '%s --help'\n", tl.name, tl.name)
				if code != tl.flagExit || errs != wantE {
					t.Errorf("%s: exit %d, stderr %q; want exit %d, %q", flag, code, errs, tl.flagExit, wantE)
				}
			}

			// "-" is standard input.
			if tl.stdin != nil {
				out, errs, code = run(t, tl.name, stdinModule(tl.name), tl.stdin...)
				if code != 0 || out == "" {
					t.Errorf("%s < module: exit %d, stdout %q, stderr %q", strings.Join(tl.stdin, " "), code, out, errs)
				}
			}
		})
	}
}

// TestFullStdout: a write to standard output that fails is an error
// (exit 1 and a message), for --help and for the tools' real output.
func TestFullStdout(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("no /dev/full")
	}
	for _, tl := range tools {
		cases := [][]string{{"--help"}, {"--version"}}
		if tl.stdin != nil {
			cases = append(cases, tl.stdin)
		}
		for _, args := range cases {
			full, err := os.OpenFile("/dev/full", os.O_WRONLY, 0)
			if err != nil {
				t.Skip(err)
			}
			cmd := exec.Command(filepath.Join(binDir, tl.name), args...)
			cmd.Stdin = strings.NewReader(stdinModule(tl.name))
			cmd.Stdout = full
			var errb bytes.Buffer
			cmd.Stderr = &errb
			err = cmd.Run()
			full.Close()
			want := tl.name + ": error: cannot write output: No space left on device\n"
			if err == nil || !strings.HasSuffix(errb.String(), want) {
				t.Errorf("%s %s > /dev/full: %v, stderr %q; want a failure ending %q", tl.name, strings.Join(args, " "), err, errb.String(), want)
			}
		}
	}
}
