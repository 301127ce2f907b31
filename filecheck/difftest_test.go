package filecheck_test

// The differential test: every case under testdata/corpus/ is run through LLVM 14's FileCheck
// (the oracle) and through strata-filecheck, and their exit codes must agree. The corpus format
// is described in testdata/corpus/README.md.
//
//	go test ./filecheck -run TestDifferentialFileCheck                    # both tools
//	go test ./filecheck -run TestDifferentialFileCheck -llvm-only         # validate the corpus only
//	go test ./filecheck -run TestDifferentialFileCheck -update-corpus     # rewrite want from LLVM
//
// STRATA_DIFFTEST_LLVM_ONLY=1 does what -llvm-only does, for `go test ./...` where a package flag
// would be refused by the other packages' test binaries.

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"golang.org/x/tools/txtar"

	"github.com/strata-compiler/strata/internal/testtools"
)

var (
	updateCorpus = flag.Bool("update-corpus", false,
		"rewrite the want section of every corpus file from LLVM 14 FileCheck's exit code (implies -llvm-only)")
	llvmOnly = flag.Bool("llvm-only", false,
		"run only LLVM 14 FileCheck over the corpus (checks want), without building strata-filecheck")
)

// llvmFileCheck is the oracle. The test fails, never skips, when it is missing.
const llvmFileCheck = "/usr/lib/llvm-14/bin/FileCheck"

// corpusDir is the corpus, relative to this package's directory.
const corpusDir = "testdata/corpus"

// runTimeout bounds one FileCheck run, so that a tool that hangs (say, on stdin) fails its case.
const runTimeout = 60 * time.Second

// Special lines of the args section. They are not passed to the tools.
const (
	specialStdin        = "@no-input-file"      // no --input-file: the input goes to stdin
	specialMissingInput = "@missing-input"      // --input-file names a file that does not exist
	specialInputNoEOL   = "@input-no-eol"       // strip the input's final newline
	specialCheckNoEOL   = "@check-no-eol"       // strip the check file's final newline
	specialMissingCheck = "@missing-check-file" // the check file path names a file that does not exist
	specialNoCheck      = "@no-check-file"      // no check file argument at all
)

// corpusCase is one parsed corpus file.
type corpusCase struct {
	name string // file name without .txt: the subtest name
	path string // path of the corpus file

	args  []string // extra FileCheck arguments, in order, before the check file
	env   []string // VAR=VALUE lines added to the environment
	check []byte   // check file contents
	input []byte   // input contents
	want  int      // LLVM 14 FileCheck's exit code

	stdin        bool
	missingInput bool
	stripEOL     bool
	checkNoEOL   bool
	missingCheck bool
	noCheck      bool
}

// knownSections lists the sections a corpus file may hold; check and want are required, input is
// required unless the input is @missing-input.
var knownSections = map[string]bool{"args": true, "env": true, "check": true, "input": true, "want": true}

// parseCorpusFile parses one corpus file (txtar: a free-form comment, then -- name -- sections).
func parseCorpusFile(path string, data []byte) (*corpusCase, error) {
	c := &corpusCase{
		name: strings.TrimSuffix(filepath.Base(path), ".txt"),
		path: path,
		want: -1,
	}
	ar := txtar.Parse(data)
	seen := map[string]bool{}
	for _, f := range ar.Files {
		if !knownSections[f.Name] {
			return nil, fmt.Errorf("unknown section %q (want args, env, check, input or want)", f.Name)
		}
		if seen[f.Name] {
			return nil, fmt.Errorf("section %q appears twice", f.Name)
		}
		seen[f.Name] = true
		switch f.Name {
		case "args":
			for _, line := range splitLines(f.Data) {
				switch line {
				case specialStdin:
					c.stdin = true
				case specialMissingInput:
					c.missingInput = true
				case specialInputNoEOL:
					c.stripEOL = true
				case specialCheckNoEOL:
					c.checkNoEOL = true
				case specialMissingCheck:
					c.missingCheck = true
				case specialNoCheck:
					c.noCheck = true
				default:
					if strings.HasPrefix(line, "@") {
						return nil, fmt.Errorf("unknown special argument %q", line)
					}
					c.args = append(c.args, line)
				}
			}
		case "env":
			for _, line := range splitLines(f.Data) {
				if !strings.Contains(line, "=") || strings.HasPrefix(line, "=") {
					return nil, fmt.Errorf("env line %q is not VAR=VALUE", line)
				}
				c.env = append(c.env, line)
			}
		case "check":
			c.check = f.Data
		case "input":
			c.input = f.Data
		case "want":
			s := strings.TrimSpace(string(f.Data))
			n, err := strconv.Atoi(s)
			if err != nil || n < 0 || n > 2 {
				return nil, fmt.Errorf("want section %q is not 0, 1 or 2", s)
			}
			c.want = n
		}
	}
	if !seen["check"] {
		return nil, errors.New("no check section")
	}
	if !seen["want"] {
		return nil, errors.New("no want section")
	}
	if !seen["input"] && !c.missingInput {
		return nil, errors.New("no input section (only @missing-input cases may omit it)")
	}
	if c.stdin && c.missingInput {
		return nil, errors.New("@no-input-file and @missing-input exclude each other")
	}
	if c.noCheck && c.missingCheck {
		return nil, errors.New("@no-check-file and @missing-check-file exclude each other")
	}
	if c.stripEOL {
		c.input = bytes.TrimSuffix(c.input, []byte("\n"))
	}
	if c.checkNoEOL {
		c.check = bytes.TrimSuffix(c.check, []byte("\n"))
	}
	return c, nil
}

// splitLines returns the non-blank lines of a section, without their line ends. Lines are taken
// verbatim otherwise: an argument may hold spaces.
func splitLines(data []byte) []string {
	var out []string
	for _, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSuffix(line, "\r")
		if strings.TrimSpace(line) == "" {
			continue
		}
		out = append(out, line)
	}
	return out
}

// loadCorpus reads every *.txt file of the corpus, sorted by name.
func loadCorpus(t *testing.T) []*corpusCase {
	t.Helper()
	paths, err := filepath.Glob(filepath.Join(corpusDir, "*.txt"))
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		t.Fatalf("no corpus files found under %s", corpusDir)
	}
	sort.Strings(paths)
	var cases []*corpusCase
	for _, p := range paths {
		data, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		c, err := parseCorpusFile(p, data)
		if err != nil {
			t.Fatalf("%s: %v", p, err)
		}
		cases = append(cases, c)
	}
	return cases
}

// runResult is what one FileCheck run gave.
type runResult struct {
	code   int // exit code; -1 when killed by a signal or timed out
	stdout string
	stderr string
	note   string // why code is -1, if it is
}

// runFileCheck runs tool (LLVM's FileCheck or strata-filecheck) on c inside a fresh directory.
func runFileCheck(t *testing.T, tool string, c *corpusCase) runResult {
	t.Helper()
	dir := t.TempDir()
	const checkName, inputName = "check.txt", "input.txt"
	if err := os.WriteFile(filepath.Join(dir, checkName), c.check, 0o644); err != nil {
		t.Fatal(err)
	}
	if !c.missingInput {
		if err := os.WriteFile(filepath.Join(dir, inputName), c.input, 0o644); err != nil {
			t.Fatal(err)
		}
	}

	argv := append([]string(nil), c.args...)
	switch {
	case c.noCheck:
	case c.missingCheck:
		argv = append(argv, "no-such-check-file.txt")
	default:
		argv = append(argv, checkName)
	}
	switch {
	case c.stdin:
	case c.missingInput:
		argv = append(argv, "--input-file", "no-such-input-file.txt")
	default:
		argv = append(argv, "--input-file", inputName)
	}

	ctx, cancel := context.WithTimeout(context.Background(), runTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, tool, argv...)
	cmd.Dir = dir
	cmd.Env = append(baseEnv(), c.env...)
	if c.stdin {
		cmd.Stdin = bytes.NewReader(c.input)
	}
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err := cmd.Run()
	res := runResult{stdout: stdout.String(), stderr: stderr.String()}
	var exitErr *exec.ExitError
	switch {
	case err == nil:
		res.code = 0
	case ctx.Err() != nil:
		res.code, res.note = -1, fmt.Sprintf("timed out after %v", runTimeout)
	case errors.As(err, &exitErr):
		res.code = exitErr.ExitCode()
		if res.code < 0 {
			res.note = exitErr.String()
		}
	default:
		t.Fatalf("running %s: %v", tool, err)
	}
	return res
}

// baseEnv is this process's environment without FILECHECK_OPTS, so that only a case's env
// section sets it.
func baseEnv() []string {
	var env []string
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "FILECHECK_OPTS=") {
			continue
		}
		env = append(env, kv)
	}
	return env
}

// moduleRoot walks up from the working directory to the directory holding go.mod.
func moduleRoot(t *testing.T) string {
	t.Helper()
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	for {
		if _, err := os.Stat(filepath.Join(dir, "go.mod")); err == nil {
			return dir
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			t.Fatal("go.mod not found above the working directory")
		}
		dir = parent
	}
}

// buildStrataFileCheck builds ./tools/strata-filecheck (internal/testtools).
func buildStrataFileCheck(t *testing.T) string {
	t.Helper()
	dir, err := testtools.Build(moduleRoot(t), "./tools/strata-filecheck")
	if err != nil {
		t.Fatalf("cannot build ./tools/strata-filecheck: %v\n"+
			"(to validate the corpus against LLVM FileCheck alone, run with -llvm-only or STRATA_DIFFTEST_LLVM_ONLY=1)", err)
	}
	return filepath.Join(dir, "strata-filecheck")
}

// describe prints how a case was run, for failure messages.
func (c *corpusCase) describe() string {
	var b strings.Builder
	fmt.Fprintf(&b, "corpus file: %s\n", c.path)
	fmt.Fprintf(&b, "args: %q", c.args)
	var specials []string
	for _, s := range []struct {
		on   bool
		name string
	}{
		{c.stdin, specialStdin}, {c.missingInput, specialMissingInput}, {c.stripEOL, specialInputNoEOL}, {c.checkNoEOL, specialCheckNoEOL},
		{c.missingCheck, specialMissingCheck}, {c.noCheck, specialNoCheck},
	} {
		if s.on {
			specials = append(specials, s.name)
		}
	}
	if len(specials) > 0 {
		fmt.Fprintf(&b, " %s", strings.Join(specials, " "))
	}
	if len(c.env) > 0 {
		fmt.Fprintf(&b, "\nenv: %q", c.env)
	}
	return b.String()
}

func (r runResult) String() string {
	s := fmt.Sprintf("exit %d", r.code)
	if r.note != "" {
		s += " (" + r.note + ")"
	}
	return s
}

// rewriteWant sets the want section of the corpus file at c.path to code.
func rewriteWant(c *corpusCase, code int) error {
	data, err := os.ReadFile(c.path)
	if err != nil {
		return err
	}
	ar := txtar.Parse(data)
	for i := range ar.Files {
		if ar.Files[i].Name == "want" {
			ar.Files[i].Data = []byte(strconv.Itoa(code) + "\n")
		}
	}
	return os.WriteFile(c.path, txtar.Format(ar), 0o644)
}

func TestDifferentialFileCheck(t *testing.T) {
	if _, err := os.Stat(llvmFileCheck); err != nil {
		t.Fatalf("LLVM 14 FileCheck, the oracle of this test, is missing (%v): run scripts/setup-test-deps.sh", err)
	}
	cases := loadCorpus(t)
	onlyLLVM := *llvmOnly || *updateCorpus || os.Getenv("STRATA_DIFFTEST_LLVM_ONLY") == "1"
	var strata string
	if !onlyLLVM {
		strata = buildStrataFileCheck(t)
	}

	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			llvm := runFileCheck(t, llvmFileCheck, c)
			if llvm.code < 0 {
				t.Fatalf("%s\nLLVM FileCheck did not exit normally: %v\nstderr:\n%s", c.describe(), llvm, llvm.stderr)
			}
			if *updateCorpus {
				if llvm.code != c.want {
					if err := rewriteWant(c, llvm.code); err != nil {
						t.Fatal(err)
					}
					t.Logf("%s: want %d -> %d\nLLVM stderr:\n%s", c.path, c.want, llvm.code, llvm.stderr)
				}
				return
			}
			if llvm.code != c.want {
				t.Errorf("%s\ncorpus rot: want says %d but LLVM FileCheck gives %v (fix the case, or run -update-corpus)\nLLVM stderr:\n%s",
					c.describe(), c.want, llvm, llvm.stderr)
			}
			if onlyLLVM {
				return
			}
			got := runFileCheck(t, strata, c)
			if got.code != llvm.code {
				t.Errorf("%s\nstrata-filecheck: %v, LLVM FileCheck: %v\n"+
					"--- strata-filecheck stderr ---\n%s\n--- LLVM FileCheck stderr ---\n%s",
					c.describe(), got, llvm, got.stderr, llvm.stderr)
			}
		})
	}
}
