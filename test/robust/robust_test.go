// Package robust runs the tools on mutated and extreme inputs, as an
// adversary would, and checks the promise every tool makes: bad input gets
// a located error and exit 1, never a panic, a hang, an exhausted memory
// or a partial output file. Mutants are made from the lit tests and the op
// corpus with a fixed seed, so a failure reproduces; the failing input is
// written to the test's log. go test ./... runs a sample;
// STRATA_LONG_TESTS=1 runs ten times as many.
package robust_test

import (
	"bytes"
	"context"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/strata-compiler/strata/internal/testtools"
)

// perRun bounds one tool run; a run that needs longer on these small
// inputs is a hang.
const perRun = 20 * time.Second

// memoryLimitKB caps each run's address space, so that an unbounded
// allocation fails the run instead of the machine.
const memoryLimitKB = 6 << 20

var (
	repoDir string
	binDir  string
)

func TestMain(m *testing.M) { os.Exit(run(m)) }

func run(m *testing.M) int {
	wd, err := os.Getwd()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		return 1
	}
	repoDir = filepath.Dir(filepath.Dir(wd))
	binDir, err = testtools.Build(repoDir, "./tools/strata-opt", "./tools/strata-translate", "./tools/strata-run", "./tools/strata-compile")
	if err != nil {
		fmt.Fprintln(os.Stderr, "building the tools:", err)
		return 1
	}
	return m.Run()
}

// A tool invocation on one input file; the file is appended as the last
// argument, and outFile, when set, is passed with -o.
type invocation struct {
	name    string
	tool    string
	args    []string
	corpus  string // glob below the repository of the seed inputs
	outFile bool
}

var invocations = []invocation{
	{name: "opt-print", tool: "strata-opt", args: []string{"--split-input-file"}, corpus: "test/lit/*/*/*.mlir", outFile: true},
	{name: "opt-generic", tool: "strata-opt", args: []string{"--mlir-print-op-generic", "--split-input-file"}, corpus: "test/lit/IR/*.mlir"},
	{name: "opt-canonicalize", tool: "strata-opt", args: []string{"--split-input-file", "--canonicalize", "--cse"}, corpus: "test/lit/Dialect/*/*.mlir", outFile: true},
	{name: "opt-torch-to-loops", tool: "strata-opt", args: []string{"--split-input-file", "--pass-pipeline=builtin.module(func.func(torch-decompose-complex-ops),torch-backend-to-linalg-on-tensors-backend-pipeline,strata-linalg-to-loops)"}, corpus: "test/lit/Dialect/Torch/*.mlir"},
	{name: "opt-lower-to-llvm", tool: "strata-opt", args: []string{"--split-input-file", "--strata-lower-to-llvm"}, corpus: "test/lit/Conversion/*/*.mlir"},
	{name: "translate-llvmir", tool: "strata-translate", args: []string{"--mlir-to-llvmir"}, corpus: "test/lit/Target/LLVMIR/*.mlir", outFile: true},
	{name: "translate-ptx", tool: "strata-translate", args: []string{"--mlir-to-ptx"}, corpus: "test/lit/Target/PTX/*.mlir"},
	{name: "run-interp", tool: "strata-run", args: []string{"--random-inputs", "--max-steps=2000000"}, corpus: "test/ops/*/model.mlir"},
	{name: "compile-linalg", tool: "strata-compile", args: []string{"--emit=linalg"}, corpus: "test/ops/*/model.mlir", outFile: true},
}

// extremes replace numbers in the input: sizes, indices, strides and
// constants at the edges of what the types hold.
var extremes = []string{"0", "-1", "1", "2147483648", "4294967296", "9223372036854775807", "-9223372036854775808", "99999999999", "1e308", "nan"}

var number = regexp.MustCompile(`-?\b[0-9]+\b`)

// mutate returns a variant of src: one edit chosen by rng.
func mutate(rng *rand.Rand, src []byte) []byte {
	lines := bytes.Split(src, []byte("\n"))
	switch rng.Intn(6) {
	case 0: // replace a number with an extreme
		locs := number.FindAllIndex(src, -1)
		if len(locs) == 0 {
			break
		}
		l := locs[rng.Intn(len(locs))]
		out := append([]byte(nil), src[:l[0]]...)
		out = append(out, extremes[rng.Intn(len(extremes))]...)
		return append(out, src[l[1]:]...)
	case 1: // delete a line
		i := rng.Intn(len(lines))
		return bytes.Join(append(lines[:i:i], lines[i+1:]...), []byte("\n"))
	case 2: // duplicate a line
		i := rng.Intn(len(lines))
		out := append(lines[:i+1:i+1], lines[i:]...)
		return bytes.Join(out, []byte("\n"))
	case 3: // truncate
		return src[:rng.Intn(len(src)+1)]
	case 4: // swap two lines
		i, j := rng.Intn(len(lines)), rng.Intn(len(lines))
		lines[i], lines[j] = lines[j], lines[i]
		return bytes.Join(lines, []byte("\n"))
	case 5: // replace a byte with punctuation MLIR gives meaning to
		if len(src) == 0 {
			break
		}
		out := append([]byte(nil), src...)
		out[rng.Intn(len(out))] = "<>{}()[]%^#@!:,=x?"[rng.Intn(18)]
		return out
	}
	return src
}

// keep copies a failing input out of the test's temporary folder, so that
// the command in the report reproduces it.
func keep(t *testing.T, in string) string {
	dir := filepath.Join(os.TempDir(), "strata-robust-failures")
	src, err := os.ReadFile(in)
	if err != nil || os.MkdirAll(dir, 0o755) != nil {
		return in
	}
	path := filepath.Join(dir, strings.ReplaceAll(t.Name(), "/", "_")+"-"+filepath.Base(in))
	if os.WriteFile(path, src, 0o644) != nil {
		return in
	}
	return path
}

// crashSigns are what a tool prints when it failed unlike a tool should.
var crashSigns = []string{"panic:", "goroutine ", "internal error", "fatal error:", "runtime error", "SIGSEGV"}

func TestMutatedInputs(t *testing.T) {
	perInvocation := 25
	if os.Getenv("STRATA_LONG_TESTS") != "" {
		perInvocation = 250
	}
	for _, inv := range invocations {
		inv := inv
		t.Run(inv.name, func(t *testing.T) {
			seeds, err := filepath.Glob(filepath.Join(repoDir, inv.corpus))
			if err != nil || len(seeds) == 0 {
				t.Fatalf("no seed inputs match %s", inv.corpus)
			}
			sort.Strings(seeds)
			rng := rand.New(rand.NewSource(int64(len(inv.name)) * 7919))
			dir := t.TempDir()
			for i := 0; i < perInvocation; i++ {
				seed := seeds[rng.Intn(len(seeds))]
				src, err := os.ReadFile(seed)
				if err != nil {
					t.Fatal(err)
				}
				mutant := mutate(rng, src)
				for n := rng.Intn(3); n > 0; n-- {
					mutant = mutate(rng, mutant)
				}
				in := filepath.Join(dir, fmt.Sprintf("m%d.mlir", i))
				if err := os.WriteFile(in, mutant, 0o644); err != nil {
					t.Fatal(err)
				}
				checkRun(t, inv, in, seed, dir)
			}
		})
	}
}

func checkRun(t *testing.T, inv invocation, in, seed, dir string) {
	args := append(append([]string(nil), inv.args...), in)
	out := ""
	if inv.outFile {
		out = in + ".out"
		if err := os.WriteFile(out, []byte("previous content\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		args = append(args, "-o", out)
	}
	ctx, cancel := context.WithTimeout(context.Background(), perRun)
	defer cancel()
	// ulimit -v caps the run's memory; exec replaces the shell.
	script := fmt.Sprintf("ulimit -v %d; exec \"$0\" \"$@\"", memoryLimitKB)
	cmd := exec.CommandContext(ctx, "bash", append([]string{"-c", script, filepath.Join(binDir, inv.tool)}, args...)...)
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	cmd.Stdout = nil
	err := cmd.Run()
	code := 0
	if ee, ok := err.(*exec.ExitError); ok {
		code = ee.ExitCode()
	} else if err != nil && ctx.Err() == nil {
		t.Fatal(err)
	}
	rel, _ := filepath.Rel(repoDir, seed)
	report := func(format string, a ...any) {
		src, _ := os.ReadFile(in)
		if len(src) > 3000 {
			src = append(src[:3000], "\n..."...)
		}
		msg := stderr.String()
		if len(msg) > 3000 {
			msg = msg[:3000] + "\n..."
		}
		kept := keep(t, in)
		t.Errorf("%s %s %s (a mutant of %s): %s\n--- input:\n%s\n--- stderr:\n%s", inv.tool, strings.Join(inv.args, " "), kept, rel, fmt.Sprintf(format, a...), src, msg)
	}
	switch {
	case ctx.Err() != nil:
		report("did not finish in %v", perRun)
		return
	case code != 0 && code != 1:
		report("exit code %d", code)
		return
	}
	for _, sign := range crashSigns {
		if strings.Contains(stderr.String(), sign) {
			report("crashed (%q on stderr)", sign)
			return
		}
	}
	if code == 1 && !strings.Contains(stderr.String(), "error") {
		report("exit 1 without an error message")
	}
	if out != "" {
		got, err := os.ReadFile(out)
		switch {
		case code != 0 && (err != nil || string(got) != "previous content\n"):
			report("a failed run changed its output file")
		case code == 0 && err != nil:
			report("a successful run left no output file")
		}
	}
}
