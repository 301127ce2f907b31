// Package opinfo checks Strata against PyTorch on the OpInfo corpus
// (cases/, made from PyTorch's own op database by
// scripts/device/export_opinfo.py). Each case goes through the stages
//
//	parse   parse and verify the exported torch text
//	torch   the interpreter runs it with the torch ops' own semantics
//	lower   decompose and lower it to loops on buffers
//	loops   the interpreter runs the lowered program
//	cpu     compile it to a shared library and run that (STRATA_LONG_TESTS)
//
// and every result must match PyTorch's. status.tsv lists each case that
// stops at some stage, with the stage and the reason; a listed case that
// gets further, or an unlisted one that fails, fails the test, so the list
// is always true and can only shrink. `go test ./test/opinfo -update`
// rewrites it from a run of every stage.
package opinfo_test

import (
	"bufio"
	"context"
	"flag"
	"fmt"
	"github.com/strata-compiler/strata/backend"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/strata-compiler/strata/backend/cpu"
	"github.com/strata-compiler/strata/compiler"
	"github.com/strata-compiler/strata/dialects/all"
	"github.com/strata-compiler/strata/internal/modeltest"
	"github.com/strata-compiler/strata/ir"
	"github.com/strata-compiler/strata/modelzoo"
	"github.com/strata-compiler/strata/npy"
	"github.com/strata-compiler/strata/parser"
	"github.com/strata-compiler/strata/pipelines"
)

var update = flag.Bool("update", false, "rewrite status.tsv from a run of every case (with the cpu stage under STRATA_LONG_TESTS)")

// longTests runs every case through every stage (scripts/long-tests.sh);
// go test ./... takes every sampleEvery-th case without the cpu stage.
var longTests = os.Getenv("STRATA_LONG_TESTS") != ""

const sampleEvery = 10

// cpuEvery: under STRATA_LONG_TESTS, the cpu stage compiles every
// cpuEvery-th case ($STRATA_OPINFO_CPU_EVERY, default 5; 1 for all), a
// shared library each, which is what bounds the long suite's time.
func cpuEvery() int {
	if n, err := strconv.Atoi(os.Getenv("STRATA_OPINFO_CPU_EVERY")); err == nil && n > 0 {
		return n
	}
	return 5
}

// tolerance is the largest |got - want| / (1 + |want|) allowed: float16
// and bfloat16 results carry PyTorch's own rounding, computed in float32
// here and rounded once.
func tolerance(man *modelzoo.Manifest) float64 {
	tol := 1e-5
	for _, o := range man.Outputs {
		switch o.Dtype {
		case "torch.float16":
			tol = max(tol, 2e-3)
		case "torch.bfloat16":
			tol = max(tol, 1.6e-2)
		}
	}
	return max(tol, man.Tolerance)
}

var stages = []string{"parse", "torch", "lower", "loops", "cpu"}

// outcome is how far a case got: the stage it stopped at ("" when it
// passed every stage run) and why.
type outcome struct {
	stage, reason string
}

func TestOpInfo(t *testing.T) {
	dirs, _ := filepath.Glob("cases/*/manifest.json")
	if len(dirs) < 1500 {
		t.Fatalf("found %d cases", len(dirs))
	}
	sort.Strings(dirs)
	want, err := readStatus("status.tsv")
	if err != nil {
		t.Fatal(err)
	}
	all := longTests || *update
	var tc *cpu.Toolchain
	if longTests {
		found, err := cpu.FindToolchain()
		if err != nil {
			t.Fatalf("no toolchain (run scripts/setup-test-deps.sh): %v", err)
		}
		tc = &found
	}
	every := cpuEvery()
	var mu sync.Mutex
	got := map[string]outcome{}
	compiled := map[string]bool{}
	t.Run("cases", func(t *testing.T) {
		for i, mf := range dirs {
			if !all && i%sampleEvery != 0 {
				continue
			}
			dir := filepath.Dir(mf)
			name := filepath.Base(dir)
			caseTC := tc
			if i%every != 0 {
				caseTC = nil
			}
			t.Run(name, func(t *testing.T) {
				t.Parallel()
				o := checkCase(dir, caseTC)
				mu.Lock()
				got[name] = o
				compiled[name] = caseTC != nil
				mu.Unlock()
				if *update {
					return
				}
				w, listed := want[name]
				switch {
				case o.stage == "" && listed && (caseTC != nil || w.stage != "cpu"):
					t.Errorf("passes now: remove it from status.tsv (listed at %s: %s)", w.stage, w.reason)
				case o.stage == "":
				case !listed:
					t.Errorf("fails at %s: %s", o.stage, o.reason)
				case o.stage != w.stage:
					t.Errorf("fails at %s (%s); status.tsv says %s (%s)", o.stage, o.reason, w.stage, w.reason)
				default:
					t.Skipf("known: fails at %s: %s", o.stage, o.reason)
				}
			})
		}
	})
	if *update {
		// Where the cpu stage did not run, what status.tsv says of it stays.
		for name, w := range want {
			if o, ran := got[name]; w.stage == "cpu" && ran && o.stage == "" && !compiled[name] {
				got[name] = w
			}
		}
		if err := writeStatus("status.tsv", got); err != nil {
			t.Fatal(err)
		}
	}
	passed := 0
	for _, o := range got {
		if o.stage == "" {
			passed++
		}
	}
	t.Logf("%d of %d cases pass every stage run", passed, len(got))
}

// checkCase runs the stages on one case; tc nil leaves out the cpu stage.
func checkCase(dir string, tc *cpu.Toolchain) outcome {
	m, err := modelzoo.Load(dir)
	if err != nil {
		return outcome{"parse", err.Error()}
	}
	args, err := m.Arguments()
	if err != nil {
		return outcome{"parse", err.Error()}
	}
	want, err := m.Outputs()
	if err != nil {
		return outcome{"parse", err.Error()}
	}
	tol := tolerance(&m.Manifest)
	ctx := ir.NewContext()
	all.Register(ctx)
	mod, err := parser.ParseSource(ctx, filepath.Join(dir, "model.mlir"), m.MLIR, parser.Options{})
	if err == nil {
		err = ir.Verify(mod)
	}
	if err != nil {
		return outcome{"parse", err.Error()}
	}
	if err := runInterp(mod, args, want, tol); err != nil {
		return outcome{"torch", err.Error()}
	}
	pm, err := pipelines.Registry().ParsePipeline(compiler.PipelineText(backend.LevelTorch, backend.LevelLoops))
	if err != nil {
		return outcome{"lower", err.Error()}
	}
	pm.VerifyEach = true
	if err := pm.Run(mod); err != nil {
		return outcome{"lower", err.Error()}
	}
	if err := runInterp(mod, args, want, tol); err != nil {
		return outcome{"loops", err.Error()}
	}
	if tc == nil {
		return outcome{}
	}
	work, err := os.MkdirTemp("", "opinfo-")
	if err != nil {
		return outcome{"cpu", err.Error()}
	}
	defer os.RemoveAll(work)
	prog, err := cpu.CompileWith(context.Background(), mod, "main", work, *tc, cpu.Options{CheckLeaks: true})
	if err != nil {
		return outcome{"cpu", err.Error()}
	}
	res, err := prog.Run(context.Background(), args)
	if err == nil {
		err = modeltest.Compare(res.Arrays, want, tol)
	}
	if err != nil {
		return outcome{"cpu", err.Error()}
	}
	return outcome{}
}

func runInterp(mod *ir.Operation, args, want []*npy.Array, tol float64) error {
	_, got, err := modeltest.Interpret(mod, args)
	if err != nil {
		return err
	}
	return modeltest.Compare(got, want, tol)
}

// readStatus reads status.tsv: case, stage, reason per line; # comments.
func readStatus(path string) (map[string]outcome, error) {
	f, err := os.Open(path)
	if os.IsNotExist(err) {
		return map[string]outcome{}, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	out := map[string]outcome{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for line := 1; sc.Scan(); line++ {
		text := sc.Text()
		if text == "" || strings.HasPrefix(text, "#") {
			continue
		}
		cols := strings.SplitN(text, "\t", 3)
		if len(cols) != 3 || !validStage(cols[1]) {
			return nil, fmt.Errorf("%s:%d: want case<TAB>stage<TAB>reason with a stage of %v", path, line, stages)
		}
		out[cols[0]] = outcome{cols[1], cols[2]}
	}
	return out, sc.Err()
}

func validStage(s string) bool {
	for _, x := range stages {
		if s == x {
			return true
		}
	}
	return false
}

func writeStatus(path string, got map[string]outcome) error {
	var b strings.Builder
	b.WriteString("# OpInfo cases that stop at a stage, and why (written by go test ./test/opinfo -update)\n")
	b.WriteString("# case\tstage\treason\n")
	names := make([]string, 0, len(got))
	for n, o := range got {
		if o.stage != "" {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	for _, n := range names {
		reason := strings.Join(strings.Fields(got[n].reason), " ")
		if len(reason) > 240 {
			reason = reason[:240] + "..."
		}
		fmt.Fprintf(&b, "%s\t%s\t%s\n", n, got[n].stage, reason)
	}
	return os.WriteFile(path, []byte(b.String()), 0o644)
}
